// "Did you mean": the names closest to a mistyped one, for every message that
// suggests one (an input's control title, a command-line argument).

/// The names close enough to a mistyped one to be what was meant.
public enum Suggestions {
  /// The candidates closest to `name` by edit distance, case ignored, when they are
  /// close enough: at most two edits, or a third of its length.
  ///
  /// Several when they are equally close, in sorted order; none for an empty candidate.
  public static func closest(to name: String, among candidates: [String]) -> [String] {
    let wanted = Array(name.lowercased())
    var best: [String] = []
    var bestDistance = Int.max
    for candidate in Set(candidates).sorted() where !candidate.isEmpty {
      let distance = editDistance(wanted, Array(candidate.lowercased()))
      guard distance <= max(2, wanted.count / 3), distance <= bestDistance else { continue }
      if distance < bestDistance { best = [] }
      bestDistance = distance
      best.append(candidate)
    }
    return best
  }

  /// " Did you mean 'a'?" (or "'a' or 'b'?") for the closest candidates; empty when
  /// none is close.
  public static func didYouMean(_ name: String, among candidates: [String]) -> String {
    let close = closest(to: name, among: candidates)
    guard !close.isEmpty else { return "" }
    return " Did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
  }

  /// The Levenshtein distance between two strings' characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
