// A line diff for readable test failures, on `CollectionDifference`.

/// The line-by-line difference between an expected and an actual text.
///
///     LineDiff(expected: ["a", "b"], actual: ["a", "c"]).description
///     // "  a\n− b\n+ c"
public struct LineDiff: Sendable, CustomStringConvertible {
  /// One line of the diff.
  public enum Line: Sendable, Equatable {
    /// A line present in both.
    case same(String)
    /// A line only in the expected text.
    case removed(String)
    /// A line only in the actual text.
    case added(String)
  }

  /// The lines, in order.
  public var lines: [Line]

  /// Creates the diff of two lists of lines.
  /// - Complexity: O(*n* + *d*²) in the lines and differences, as `difference(from:)`.
  public init(expected: [String], actual: [String]) {
    let diff = actual.difference(from: expected)
    var removals = Set<Int>()
    var insertions = Set<Int>()
    for change in diff {
      switch change {
      case .remove(let offset, _, _): removals.insert(offset)
      case .insert(let offset, _, _): insertions.insert(offset)
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
      if i < expected.count, removals.contains(i) {
        lines.append(.removed(expected[i]))
        i += 1
      } else if j < actual.count, insertions.contains(j) {
        lines.append(.added(actual[j]))
        j += 1
      } else if i < expected.count, j < actual.count {
        lines.append(.same(actual[j]))
        i += 1
        j += 1
      } else if i < expected.count {
        lines.append(.removed(expected[i]))
        i += 1
      } else {
        lines.append(.added(actual[j]))
        j += 1
      }
    }
    self.lines = lines
  }

  /// Whether the two texts differ.
  public var hasChanges: Bool {
    lines.contains { if case .same = $0 { false } else { true } }
  }

  /// The diff with `−` for expected-only lines and `+` for actual-only lines.
  public var description: String {
    lines.map { line in
      switch line {
      case .same(let s): "  \(s)"
      case .removed(let s): "\u{2212} \(s)"
      case .added(let s): "+ \(s)"
      }
    }.joined(separator: "\n")
  }
}
