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
  /// Each claim with the engine's figure.
  public var claims: [ClaimOutcome]

  /// The updates of one step of one variant merged into one record.
  public func result(variant: Int, step: Int) -> Update {
    Update.merging(steps[variant][step])
  }

  /// Whether every claim matches the engine.
  public var claimsHold: Bool { claims.allSatisfy(\.holds) }
}

/// A claim beside the engine's figure.
public struct ClaimOutcome: Sendable, Equatable {
  /// The claim.
  public var claim: Scenario.Claim
  /// The engine's body count for the claim's variant and step; `nil` if they do not exist.
  public var engine: Int?
  /// Whether the engine reproduces the claim.
  public var holds: Bool { engine == claim.bodies }
}

extension Scenario {
  /// Runs every variant through every step.
  @MainActor
  public func run() -> ScenarioReport {
    var mounts: [Update] = []
    var results: [[[Update]]] = []
    for variant in variants {
      let mounted = variant.mount()
      mounts.append(mounted.host.mount)
      results.append(steps.map { $0.perform(mounted) })
    }
    let outcomes = claims.map { claim -> ClaimOutcome in
      guard let v = variants.firstIndex(where: { $0.label == claim.variant }),
            steps.indices.contains(claim.step) else { return ClaimOutcome(claim: claim, engine: nil) }
      return ClaimOutcome(claim: claim, engine: Update.merging(results[v][claim.step]).bodyCount)
    }
    return ScenarioReport(
      scenarioID: id, variantLabels: variants.map(\.label), stepNames: steps.map(\.name),
      mounts: mounts, steps: results, claims: outcomes)
  }
}

extension Update {
  /// Several transactions' updates as one record, in order.
  public static func merging(_ updates: [Update]) -> Update {
    var merged = Update()
    for update in updates {
      merged.evaluations += update.evaluations
      merged.leafUpdates += update.leafUpdates
      merged.mounted += update.mounted
      merged.unmounted += update.unmounted
      merged.moved += update.moved
      merged.events += update.events
      merged.diagnostics += update.diagnostics
    }
    return merged
  }
}
