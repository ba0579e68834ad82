public import Testing
public import ViewGraph

// A mistyped title must fail the test that typed it. The host finds this reporter
// at run time when the test process links RerenderTesting (by its type name, see
// `InputFailureReporting.linkedReporter`), so no set-up is needed: an input that
// reaches no control records an issue at the line that called it.

/// Records a Swift Testing issue for each input a strict host could not deliver,
/// at the line of the input, with the controls on screen and the closest title.
///
///     host.toggle("Mute account 3")
///     // ✘ No Toggle titled 'Mute account 3' is on screen (controls: 'Mute account 1',
///     //   'Mute account 2'). Did you mean 'Mute account 1' or 'Mute account 2'?
///
/// Outside a running test (an app, the command line), it does nothing: the failure
/// stays in the update's diagnostics and the host's `inputFailures`.
public enum InputIssueReporter: InputFailureReporter {
  public static func report(_ failure: InputFailure) {
    guard Test.current != nil else { return }
    let site = failure.site
    Issue.record(
      Comment(rawValue: failure.description),
      sourceLocation: SourceLocation(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    )
  }
}

/// Expects an input to be refused (a control that is disabled, gone, or not there
/// yet), without failing the test for it: the refusal is the expectation.
///
/// Fails the test when the input was delivered, or refused for another reason than `kind`.
///
///     expectInputRefused(.controlDisabled, on: host) { host.tap("Save") }
///
/// - Parameters:
///   - kind: The reason expected; any refusal when `nil`.
///   - host: The host the input goes to.
///   - sourceLocation: Where a failure is recorded: the caller's line by default.
///   - input: The input.
/// - Returns: What the input returned (its update, with the diagnostic).
@MainActor
@discardableResult
public func expectInputRefused<Result>(
  _ kind: Diagnostic.Kind? = nil, on host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation,
  _ input: () -> Result
) -> Result {
  let handler = host.inputFailureHandler
  let before = host.inputFailures.count
  host.inputFailureHandler = nil
  defer { host.inputFailureHandler = handler }
  let result = input()
  let refusals = host.inputFailures[before...]
  if refusals.isEmpty {
    Issue.record(
      "Expected the input to be refused\(kind.map { " (\($0.rawValue))" } ?? ""), but it was delivered.",
      sourceLocation: sourceLocation)
  } else if let kind, let other = refusals.first(where: { $0.diagnostic.kind != kind }) {
    Issue.record(
      "Expected the input to be refused as \(kind.rawValue), but it was refused as \(other.diagnostic.kind.rawValue): \(other)",
      sourceLocation: sourceLocation)
  }
  return result
}
