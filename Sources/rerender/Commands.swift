import Scenarios
import ViewGraph

/// `rerender list`.
enum ListCommand {
  static func render(_ scenarios: [Scenario]) -> String {
    var out = ""
    for scenario in scenarios {
      out += "\(scenario.id)\n"
      out += "  \(scenario.title)\n"
      out += "  source: \(scenario.source)\n"
      out += "  variants: \(scenario.variants.map(\.label).joined(separator: " | "))\n"
      out += "  steps: \(scenario.steps.enumerated().map { "\($0.offset + 1). \($0.element.name)" }.joined(separator: "; "))\n"
    }
    return out
  }
}

/// `rerender trace`.
enum TraceCommand {
  @MainActor
  static func render(_ scenario: Scenario, variant: Int?, step: Int?) async -> String {
    let report = await scenario.run()
    var out = "\(scenario.id): \(scenario.title)\nsource: \(scenario.source)\n"
    for (v, label) in report.variantLabels.enumerated() where variant == nil || variant == v {
      out += "\n== \(label) ==\n"
      if step == nil || step == 0 {
        out += section("mount", report.mounts[v])
      }
      for (s, name) in report.stepNames.enumerated() where step == nil || step == s + 1 {
        out += section("step \(s + 1): \(name)", report.result(variant: v, step: s))
      }
    }
    let claims = report.claims.filter { outcome in
      (variant == nil || report.variantLabels[variant ?? 0] == outcome.claim.variant)
        && (step == nil || step == outcome.claim.step + 1)
    }
    if !claims.isEmpty {
      out += "\nclaims:\n"
      for outcome in claims {
        let engine = outcome.engine.map(String.init) ?? "n/a"
        out += "  \(outcome.label): \(outcome.claim.variant), step \(outcome.claim.step + 1), \(outcome.claim.measure): claimed \(outcome.claim.claimedText), engine \(engine)\n"
        out += "    \"\(outcome.claim.quote)\"\n"
        if case .refuted(let reason) = outcome.claim.verdict { out += "    why: \(reason)\n" }
      }
    }
    return out
  }

  private static func section(_ title: String, _ update: Update) -> String {
    var out = "\(title)\n"
    for line in update.trace.split(separator: "\n", omittingEmptySubsequences: false) {
      out += "  \(line)\n"
    }
    return out
  }
}
