import Diffing
public import Testing

/// Expects two lists of lines to be equal; a failure shows a line diff
/// (− expected, + actual) instead of two long arrays.
public func expectNoDifference(
  _ actual: [String], _ expected: [String], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let diff = LineDiff(expected: expected, actual: actual)
  let header = comment.map { "\($0)\n" } ?? ""
  Issue.record("\(header)Difference (− expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
}
