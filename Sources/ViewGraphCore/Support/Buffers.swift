// The engine's per-update buffers (the timeline's states, the scheduler's batch, the
// pass's lists) hold a few elements and are emptied at every update.

extension Array {
  /// Empties the array, its storage kept.
  ///
  /// `removeAll(keepingCapacity: true)` goes through the general `replaceSubrange`
  /// (about 150 instructions, even on an empty array); a few elements are removed one
  /// by one at a few instructions each.
  @inline(__always)
  mutating func empty() {
    guard count <= 4 else {
      removeAll(keepingCapacity: true)
      return
    }
    while !isEmpty { removeLast() }
  }
}
