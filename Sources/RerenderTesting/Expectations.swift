import Diffing
public import Testing
public import ViewGraph

// Expectations over traces for Swift Testing, modelled on Compose's Dejavu
// (`assertRecompositions(exactly:)`) and swift-custom-dump (failures as diffs): a
// failure records one issue showing what was expected against what ran, and the trace.

/// Expects each listed view type to have run exactly so many times, and no other body.
///
///     let update = host.update { model.title = "Bienvenue" }
///     expectEvaluations(update, ["TitleView": 1])
///
/// - Parameters:
///   - update: The update to check.
///   - expected: Body evaluations per view type; types not listed must not have run.
///   - sourceLocation: Where a failure is recorded: the caller's line by default.
@available(
  *, deprecated,
  message:
    "Name views by their types: expectEvaluations(update, [TitleView.self: 1]); a renamed view then does not compile"
)
public func expectEvaluations(
  _ update: Update, _ expected: [String: Int], sourceLocation: SourceLocation = #_sourceLocation
) {
  checkEvaluations(update, expected, sourceLocation: sourceLocation)
}

private func checkEvaluations(_ update: Update, _ expected: [String: Int], sourceLocation: SourceLocation) {
  let actual = update.bodyCountsByType
  guard actual != expected.filter({ $0.value != 0 }) else { return }
  let lines = { (counts: [String: Int]) in
    counts.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
  }
  let diff = LineDiff(expected: lines(expected), actual: lines(actual))
  Issue.record(
    Comment(rawValue: "Body evaluations differ (− expected, + actual):\n\(diff)\n\nTrace:\n\(update.explainedTrace)"),
    sourceLocation: sourceLocation)
}

/// Body evaluations per view type, named by the types themselves:
/// `[TitleView.self: 1, CounterCell.self: 10]`.
public struct ViewCounts: ExpressibleByDictionaryLiteral {
  let counts: [String: Int]

  public init(dictionaryLiteral elements: (any View.Type, Int)...) {
    var counts: [String: Int] = [:]
    for (type, count) in elements { counts[typeName(type), default: 0] += count }
    self.counts = counts
  }
}

/// Expects each listed view type to have run exactly so many times, and no other
/// body; the types are named by themselves, so a renamed view does not compile.
///
///     expectEvaluations(update, [TitleView.self: 1])
public func expectEvaluations(
  _ update: Update, _ expected: ViewCounts, sourceLocation: SourceLocation = #_sourceLocation
) {
  checkEvaluations(update, expected.counts, sourceLocation: sourceLocation)
}

/// Expects one view type, named by itself, to have run exactly so many times.
public func expectEvaluations<V: View>(
  of type: V.Type, in update: Update, exactly count: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  checkEvaluations(of: typeName(type), in: update, exactly: count, sourceLocation: sourceLocation)
}

/// Expects one view type to have run exactly so many times (Dejavu's `assertRecompositions(exactly:)`).
@available(
  *, deprecated,
  message:
    "Name the view by its type: expectEvaluations(of: TitleView.self, in: update, exactly: 1); a string naming no view counts 0 silently"
)
public func expectEvaluations(
  of viewType: String, in update: Update, exactly count: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  checkEvaluations(of: viewType, in: update, exactly: count, sourceLocation: sourceLocation)
}

private func checkEvaluations(
  of viewType: String, in update: Update, exactly count: Int, sourceLocation: SourceLocation
) {
  let actual = update.bodyCountsByType[viewType] ?? 0
  guard actual != count else { return }
  Issue.record(
    Comment(
      rawValue:
        "Expected \(count) evaluation\(count == 1 ? "" : "s") of \(viewType), got \(actual).\n\nTrace:\n\(update.explainedTrace)"
    ),
    sourceLocation: sourceLocation)
}

/// Expects an update to stay within a budget of body evaluations.
public func expectBodyBudget(
  _ update: Update, atMost budget: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard update.bodyCount > budget else { return }
  Issue.record(
    Comment(
      rawValue:
        "Body budget exceeded: \(update.bodyCount) bodies ran, the budget is \(budget).\n\nTrace:\n\(update.explainedTrace)"
    ),
    sourceLocation: sourceLocation)
}

/// Expects an update to have raised no diagnostic: no input that reached nothing, no
/// warning SwiftUI would log, no update loop.
public func expectNoDiagnostics(_ update: Update, sourceLocation: SourceLocation = #_sourceLocation) {
  guard !update.diagnostics.isEmpty else { return }
  Issue.record(
    Comment(
      rawValue: "\(update.diagnostics.count) diagnostic\(update.diagnostics.count == 1 ? "" : "s"):\n"
        + update.diagnostics.map { "  \($0.kind): \($0)" }.joined(separator: "\n")
        + "\n\nTrace:\n\(update.explainedTrace)"),
    sourceLocation: sourceLocation)
}

/// Expects a host to have raised no diagnostic since its mount (the mount included).
@MainActor
public func expectNoDiagnostics(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
  guard !host.diagnostics.isEmpty else { return }
  Issue.record(
    Comment(
      rawValue: "\(host.diagnostics.count) diagnostic\(host.diagnostics.count == 1 ? "" : "s") since the mount:\n"
        + host.diagnostics.map { "  \($0.kind): \($0)" }.joined(separator: "\n")),
    sourceLocation: sourceLocation)
}

/// Expects no wasted evaluation: every body that ran changed something on screen.
public func expectNoWastedEvaluations(_ update: Update, sourceLocation: SourceLocation = #_sourceLocation) {
  let wasted = update.wastedEvaluations
  guard !wasted.isEmpty else { return }
  Issue.record(
    Comment(
      rawValue: "\(wasted.count) wasted evaluation\(wasted.count == 1 ? "" : "s") (ran, changed nothing on screen):\n"
        + wasted.map { "  \($0.printedChanges) (at \($0.path))" }.joined(separator: "\n")
        + "\n\nTrace:\n\(update.explainedTrace)"),
    sourceLocation: sourceLocation)
}

/// Expects the host to show no stale view: re-evaluating every body would change nothing.
@MainActor
public func expectNoStaleViews(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) {
  let stale = host.audit()
  guard !stale.isEmpty else { return }
  Issue.record(
    Comment(
      rawValue: "\(stale.count) stale view\(stale.count == 1 ? "" : "s"):\n"
        + stale.map { "  \($0)" }.joined(separator: "\n")),
    sourceLocation: sourceLocation)
}

/// Expects the `_printChanges` lines of an update, in order; a failure shows a line diff.
public func expectPrintedChanges(
  _ update: Update, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  guard update.printedChanges != expected else { return }
  let diff = LineDiff(expected: expected, actual: update.printedChanges)
  Issue.record(
    Comment(rawValue: "_printChanges lines differ (− expected, + actual):\n\(diff)"),
    sourceLocation: sourceLocation)
}
