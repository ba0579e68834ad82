public import Diffing
public import ViewGraph

// Running a scenario: every variant mounted fresh, every step applied in order.

/// What running a scenario gave, per variant and step.
///
/// Steps are numbered as everywhere in rerender: step 0 is the mount, steps 1… are the
/// scenario's steps.
public struct ScenarioReport: Sendable {
  /// The scenario's id.
  public var scenarioID: String
  /// The variants' labels, in order.
  public var variantLabels: [String]
  /// The steps' names, `mount` first.
  public var stepNames: [String]
  /// The updates of each step (one per transaction; the mount is one), by variant
  /// index then step number.
  public var steps: [[[Update]]]
  /// The increase of each counter during each step (for the mount, its value after
  /// it), by variant index then step number.
  public var metrics: [[[String: Int]]]
  /// Each claim with the engine's figure.
  public var claims: [ClaimOutcome]
  /// The realized tree after each step, by variant index then step number.
  public var outlines: [[[ViewOutline]]]
  /// The stale views after each step, by variant index then step number.
  public var staleViews: [[[StaleView]]]
  /// The same run as if the variants' models were `@Observable`, when the scenario
  /// was run with what-if strategies (or a claim needs it); `nil` otherwise.
  public var asIfObservable: ScenarioReport? { migrated?.report }
  /// The same run under the minimum oracle (``TrackingStrategy/minimum``): per step,
  /// only the bodies whose output changed the screen, stale views re-run; `nil`
  /// unless the scenario was run with what-if strategies.
  public var minimum: ScenarioReport? { oracle?.report }
  /// Hold ``asIfObservable`` and ``minimum``: a report cannot hold a report inline.
  var migrated: Migrated?
  var oracle: Migrated?

  final class Migrated: Sendable {
    let report: ScenarioReport
    init(_ report: ScenarioReport) { self.report = report }
  }
  /// The inputs the steps could not deliver (a mistyped title, a control not on
  /// screen), in the order they happened.
  ///
  /// Any of them fails the scenario, unless its variant expects them
  /// (``Scenario/Variant/inputFailuresExpected``).
  public var inputFailures: [StepFailure]

  /// The updates of one step of one variant merged into one record, with the stale
  /// views found after it (step 0 is the mount).
  public func result(variant: Int, step: Int) -> Update {
    Update.merging(steps[variant][step]).withStaleViews(staleViews[variant][step])
  }

  /// The mount of a variant, with the stale views found after it: step 0.
  public func mount(variant: Int) -> Update {
    result(variant: variant, step: 0)
  }

  /// Whether every claim has the outcome the catalog expects.
  public var claimsAsExpected: Bool { claims.allSatisfy(\.isAsExpected) }

  /// The input failures no variant expected: each fails the scenario.
  public var unexpectedInputFailures: [StepFailure] { inputFailures.filter { !$0.expected } }

  /// Whether the scenario passed: every claim as expected, every input delivered.
  public var passed: Bool { claimsAsExpected && unexpectedInputFailures.isEmpty }

  /// The index of a variant by label.
  public func variantIndex(_ label: String) -> Int? { variantLabels.firstIndex(of: label) }
}

/// An input a scenario step could not deliver, with the host's message.
public struct StepFailure: Sendable, Equatable, CustomStringConvertible {
  /// The variant's label.
  public var variant: String
  /// The step's number (step 0 is the mount).
  public var step: Int
  /// The step's name.
  public var stepName: String
  /// What the host said: the control missing, the controls on screen, the closest title.
  public var message: String
  /// Whether the variant expects it (its screen is not meant to show the controls).
  public var expected: Bool

  public var description: String {
    "\(variant), step \(step) (\(stepName)): \(message)\(expected ? " (expected by the variant)" : "")"
  }
}

extension Scenario {
  /// Runs every variant through every step.
  ///
  /// A step's input that cannot be delivered does not record a test issue here: it is
  /// collected in ``ScenarioReport/inputFailures`` and fails the scenario.
  ///
  /// - Parameters:
  ///   - tracking: How the variants' hosts follow `ObservableObject` models: as
  ///     written, as if migrated to `@Observable`, or under the minimum oracle
  ///     (imposed on every host the variants mount).
  ///   - whatIf: Whether to run it again as if observable and under the minimum
  ///     oracle too (``ScenarioReport/asIfObservable``, ``ScenarioReport/minimum``).
  ///   - swiftUI: The SwiftUI release imposed on every host the variants mount; `nil`
  ///     keeps each variant's own (the latest unless it says otherwise). Claims that
  ///     hold for other releases only are not checked under it.
  /// - Returns: Each variant's updates per step, with their counters, outlines,
  ///   stale views and failed inputs, and the claims' outcomes.
  @MainActor
  public func run(
    tracking: TrackingStrategy = .asWritten, whatIf: Bool = false, swiftUI: SwiftUIRelease? = nil
  ) async -> ScenarioReport {
    var results: [[[Update]]] = []
    var metrics: [[[String: Int]]] = []
    var outlines: [[[ViewOutline]]] = []
    var staleViews: [[[StaleView]]] = []
    var failures: [StepFailure] = []
    let stepNames = ["mount"] + steps.map(\.name)
    for variant in variants {
      let mounted = tracking.impose { swiftUI.map { $0.impose { variant.mount() } } ?? variant.mount() }
      // The scenario reports the failures itself, with its variant and step.
      mounted.host.inputFailureHandler = nil
      var stepUpdates = [[mounted.host.mount]]
      var stepMetrics = [mounted.metrics()]
      var variantOutlines = [mounted.host.outline]
      // The audit runs after the metrics are read: its re-evaluations are not counted.
      var variantStale = [mounted.host.audit()]
      for (index, step) in steps.enumerated() {
        let before = mounted.metrics()
        let failed = mounted.host.inputFailures.count
        let updates = await step.perform(mounted)
        stepUpdates.append(updates)
        let after = mounted.metrics()
        stepMetrics.append(after.reduce(into: [:]) { $0[$1.key] = $1.value - (before[$1.key] ?? 0) })
        variantOutlines.append(mounted.host.outline)
        variantStale.append(mounted.host.audit())
        // Failures the host saw, and those a step reported in its updates (a model
        // of another type), each once.
        var messages = mounted.host.inputFailures[failed...].map(\.diagnostic.description)
        for diagnostic in updates.flatMap(\.diagnostics) where diagnostic.kind.isInputFailure {
          if !messages.contains(diagnostic.description) { messages.append(diagnostic.description) }
        }
        failures += messages.map {
          StepFailure(
            variant: variant.label, step: index + 1, stepName: step.name, message: $0,
            expected: variant.inputFailuresExpected)
        }
      }
      results.append(stepUpdates)
      metrics.append(stepMetrics)
      outlines.append(variantOutlines)
      staleViews.append(variantStale)
    }
    var report = ScenarioReport(
      scenarioID: id, variantLabels: variants.map(\.label), stepNames: stepNames,
      steps: results, metrics: metrics, claims: [], outlines: outlines,
      staleViews: staleViews, inputFailures: failures)
    let needsWhatIf =
      whatIf
      || claims.contains {
        if case .stepsUnlikeTwinAsIfObservable = $0.measure { true } else { false }
      }
    if needsWhatIf, tracking == .asWritten, TrackingStrategy.asIfObservable.isAvailable {
      report.migrated = ScenarioReport.Migrated(await run(tracking: .asIfObservable, whatIf: false, swiftUI: swiftUI))
    }
    if whatIf, tracking == .asWritten {
      report.oracle = ScenarioReport.Migrated(await run(tracking: .minimum, whatIf: false, swiftUI: swiftUI))
    }
    report.claims = claims.map { claim in
      if let reason = claim.unavailableReason {
        return ClaimOutcome(claim: claim, engine: nil, notCheckedBecause: reason)
      }
      if let swiftUI, let releases = claim.releases, !releases.contains(swiftUI), let text = claim.releasesText {
        return ClaimOutcome(
          claim: claim, engine: nil, notCheckedBecause: "it holds for \(text); this run models \(swiftUI)")
      }
      if case .stepsUnlikeTwinAsIfObservable = claim.measure,
        let reason = TrackingStrategy.asIfObservable.unavailableReason
      {
        return ClaimOutcome(claim: claim, engine: nil, notCheckedBecause: reason)
      }
      return ClaimOutcome(claim: claim, engine: report.measure(claim))
    }
    return report
  }
}

extension ScenarioReport {
  /// The engine's figure for a claim's measure, variant and step.
  func measure(_ claim: Scenario.Claim) -> Int? {
    guard let v = variantIndex(claim.variant), stepNames.indices.contains(claim.step) else { return nil }
    // The mount is one transaction; its counters are their values after it.
    let update = result(variant: v, step: claim.step)
    switch claim.measure {
    case .bodies:
      return update.bodyCount
    case .bodiesOf(let type):
      return update.bodyCountsByType[type] ?? 0
    case .bodiesPerTransaction:
      return steps[v][claim.step].map(\.bodyCount).max() ?? 0
    case .metric(let name):
      return metrics[v][claim.step][name] ?? 0
    case .reduction(let baseline):
      guard let b = variantIndex(baseline) else { return nil }
      let base = result(variant: b, step: claim.step).bodyCount
      guard base > 0 else { return 0 }
      // Rounded to the nearest percent.
      return ((base - update.bodyCount) * 100 * 2 + base) / (2 * base)
    case .diagnostics:
      return update.diagnostics.count
    case .loops:
      return update.diagnostics.filter { $0.kind == .updateCycle }.count
    case .staleViews:
      return update.staleViews.count
    case .wasted:
      return update.wastedEvaluations.count
    case .mounted(let type):
      return update.mounted.filter { $0 == type || $0.hasSuffix("/\(type)") }.count
    case .stepsUnlikeTwinAsIfObservable(let twin):
      guard let migrated = asIfObservable, let t = variantIndex(twin) else { return nil }
      return stepNames.indices.filter { step in
        // Counters (model inits…) too: `@State`'s eager initial value is part of it.
        migrated.result(variant: v, step: step).bodyCount != result(variant: t, step: step).bodyCount
          || migrated.metrics[v][step] != metrics[t][step]
      }.count
    }
  }
}

extension ScenarioReport {
  /// The body counts of every variant and step (step 0 is the mount), for a
  /// re-render baseline.
  public var counts: [StepCounts] {
    variantLabels.indices.flatMap { v in
      stepNames.indices.map { step in
        let update = Update.merging(steps[v][step])
        return StepCounts(
          variant: variantLabels[v], step: step, name: stepNames[step],
          bodies: update.bodyCount, bodiesByType: update.bodyCountsByType)
      }
    }
  }
}
