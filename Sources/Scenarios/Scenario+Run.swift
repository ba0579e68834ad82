public import ViewGraph

// Running a scenario: every variant mounted fresh, every step applied in order.

/// What running a scenario gave: the mount and each step's updates, per variant.
public struct ScenarioReport: Sendable {
  /// The scenario's id.
  public var scenarioID: String
  /// The variants' labels, in order.
  public var variantLabels: [String]
  /// The steps' names, in order.
  public var stepNames: [String]
  /// The mount of each variant, by variant index.
  public var mounts: [Update]
  /// The updates of each step (one per transaction), by variant index then step index.
  public var steps: [[[Update]]]
  /// The increase of each counter during each step, by variant index then step index.
  public var metrics: [[[String: Int]]]
  /// Each claim with the engine's figure.
  public var claims: [ClaimOutcome]
  /// The realized tree after the mount (index 0) and after each step, by variant index.
  public var outlines: [[[ViewOutline]]]
  /// The stale views after the mount (index 0) and after each step, by variant index.
  public var staleViews: [[[StaleView]]]

  /// The updates of one step of one variant merged into one record, with the stale
  /// views found after it.
  public func result(variant: Int, step: Int) -> Update {
    Update.merging(steps[variant][step]).withStaleViews(staleViews[variant][step + 1])
  }

  /// The mount of a variant, with the stale views found after it.
  public func mount(variant: Int) -> Update {
    mounts[variant].withStaleViews(staleViews[variant][0])
  }

  /// Whether every claim has the outcome the catalog expects.
  public var claimsAsExpected: Bool { claims.allSatisfy(\.isAsExpected) }

  /// The index of a variant by label.
  public func variantIndex(_ label: String) -> Int? { variantLabels.firstIndex(of: label) }
}

extension Scenario {
  /// Runs every variant through every step.
  @MainActor
  public func run() async -> ScenarioReport {
    var mounts: [Update] = []
    var results: [[[Update]]] = []
    var metrics: [[[String: Int]]] = []
    var outlines: [[[ViewOutline]]] = []
    var staleViews: [[[StaleView]]] = []
    for variant in variants {
      let mounted = variant.mount()
      mounts.append(mounted.host.mount)
      var variantOutlines = [mounted.host.outline]
      // The audit runs after the metrics are read: its re-evaluations are not counted.
      var variantStale = [mounted.host.audit()]
      var stepUpdates: [[Update]] = []
      var stepMetrics: [[String: Int]] = []
      for step in steps {
        let before = mounted.metrics()
        stepUpdates.append(await step.perform(mounted))
        let after = mounted.metrics()
        stepMetrics.append(after.reduce(into: [:]) { $0[$1.key] = $1.value - (before[$1.key] ?? 0) })
        variantOutlines.append(mounted.host.outline)
        variantStale.append(mounted.host.audit())
      }
      results.append(stepUpdates)
      metrics.append(stepMetrics)
      outlines.append(variantOutlines)
      staleViews.append(variantStale)
    }
    var report = ScenarioReport(
      scenarioID: id, variantLabels: variants.map(\.label), stepNames: steps.map(\.name),
      mounts: mounts, steps: results, metrics: metrics, claims: [], outlines: outlines,
      staleViews: staleViews)
    report.claims = claims.map { ClaimOutcome(claim: $0, engine: report.measure($0)) }
    return report
  }
}

extension ScenarioReport {
  /// The engine's figure for a claim's measure, variant and step.
  func measure(_ claim: Scenario.Claim) -> Int? {
    guard let v = variantIndex(claim.variant), stepNames.indices.contains(claim.step) else { return nil }
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
    }
  }
}
