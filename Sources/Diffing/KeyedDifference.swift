// Keyed reconciliation of a child list, on the standard library's
// `CollectionDifference` with moves inferred.

/// The matched, inserted, removed and moved children between two keyed lists.
///
///     let d = KeyedDifference(from: ["a", "b", "c"], to: ["z", "a", "c"])
///     d.inserted   // [0]        offsets in the new list
///     d.removed    // [1]        offsets in the old list
///     d.matched    // [(0, 1), (2, 2)]
public struct KeyedDifference<Key: Hashable>: Sendable where Key: Sendable {
  /// Pairs of (old offset, new offset) whose keys match.
  public var matched: [Pair]
  /// Offsets in the new list whose keys are new.
  public var inserted: [Int]
  /// Offsets in the old list whose keys are gone.
  public var removed: [Int]
  /// Matched pairs whose relative order changed.
  public var moved: [Pair]

  /// An old offset and the new offset of the same key.
  public struct Pair: Sendable, Equatable {
    /// The offset in the old list.
    public var old: Int
    /// The offset in the new list.
    public var new: Int
  }

  /// Creates the difference between two keyed lists.
  ///
  /// Keys are expected to be unique in each list; a repeated key is matched once,
  /// its later copies are treated as inserted or removed.
  /// - Complexity: O(*n* + *m*) expected when few keys move, as `difference(from:)`.
  public init(from old: [Key], to new: [Key]) {
    var oldIndex: [Key: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (offset, key) in old.enumerated() where oldIndex[key] == nil {
      oldIndex[key] = offset
    }
    var matched: [Pair] = []
    var inserted: [Int] = []
    var seen = Set<Key>()
    for (offset, key) in new.enumerated() {
      if let o = oldIndex[key], seen.insert(key).inserted {
        matched.append(Pair(old: o, new: offset))
      } else {
        inserted.append(offset)
      }
    }
    let kept = Set(matched.map(\.old))
    self.removed = old.indices.filter { !kept.contains($0) }
    self.inserted = inserted
    self.matched = matched
    // Moves: what `CollectionDifference.inferringMoves()` pairs among the kept keys.
    let oldKept = matched.sorted { $0.old < $1.old }.map { old[$0.old] }
    let newKept = matched.map { new[$0.new] }
    var moved: [Pair] = []
    if oldKept != newKept {
      let diff = newKept.difference(from: oldKept).inferringMoves()
      for change in diff {
        if case .insert(_, let key, let associatedWith?) = change, associatedWith >= 0,
          let o = oldIndex[key], let n = matched.first(where: { $0.old == o })?.new
        {
          moved.append(Pair(old: o, new: n))
        }
      }
    }
    self.moved = moved
  }
}
