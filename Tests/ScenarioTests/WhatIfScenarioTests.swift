import Scenarios
import TestSupport
import Testing
import ViewGraph

// Scenarios under what-if strategies: a variant written with ObservableObject, run
// as if migrated, gives the counts of its hand-written @Observable twin; a twin
// restructured beyond the migration does not.

@Suite("Scenarios as if observable", .needsWhatIf)
@MainActor
struct WhatIfScenarioTests {
  struct Twin: Sendable, CustomTestStringConvertible {
    let scenario: String
    let variant: String
    let twin: String
    let equal: Bool
    var testDescription: String { "\(scenario): \(variant) as if @Observable vs \(twin)" }
  }

  @Test(
    "The mechanical migration gives the twin's bodies at every step; a restructured twin differs",
    arguments: [
      Twin(
        scenario: "library-keystroke", variant: "ObservableObject", twin: "@Observable, reads pushed down", equal: true),
      Twin(
        scenario: "library-keystroke", variant: "ObservableObject", twin: "@Observable, reads in the parent",
        equal: false),
      Twin(
        scenario: "dashboard-title", variant: "ObservableObject, values passed", twin: "@Observable, parent reads",
        equal: true),
      Twin(scenario: "dashboard-title", variant: "ObservableObject", twin: "@Observable, parent reads", equal: false),
      Twin(
        scenario: "environment-injection", variant: "@EnvironmentObject", twin: "@Environment(Type.self)", equal: true),
      Twin(
        scenario: "state-ownership", variant: "@StateObject child-owned model", twin: "@State child-owned model",
        equal: true),
    ])
  func twins(_ t: Twin) async throws {
    var scenario = try #require(Catalog.scenario(id: t.scenario))
    scenario.claims = [
      Scenario.Claim("q", variant: t.variant, step: 0, measure: .stepsUnlikeTwinAsIfObservable(t.twin), claimed: 0)
    ]
    let report = await scenario.run()
    let differing = try #require(report.claims.first?.engine)
    #expect((differing == 0) == t.equal, "\(differing) steps differ")
    #expect(report.asIfObservable != nil, "a what-if claim runs the scenario as if observable too")
  }

  @Test("A variant already @Observable runs the same either way; the ObservableObject one runs fewer bodies")
  func sameForObservable() async throws {
    let scenario = try #require(Catalog.scenario(id: "searchable-results"))
    let asWritten = await scenario.run()
    let migrated = await scenario.run(tracking: .asIfObservable)
    let observable = try #require(asWritten.variantIndex("@Observable"))
    let legacy = try #require(asWritten.variantIndex("ObservableObject"))
    for step in asWritten.stepNames.indices {
      #expect(
        asWritten.result(variant: observable, step: step).bodyCount
          == migrated.result(variant: observable, step: step).bodyCount)
      #expect(
        migrated.result(variant: legacy, step: step).bodyCount
          <= asWritten.result(variant: legacy, step: step).bodyCount)
    }
    #expect(asWritten.asIfObservable != nil, "its twin claim asks for the what-if run")
    let identity = try #require(Catalog.scenario(id: "identity"))
    #expect(await identity.run().asIfObservable == nil, "no what-if run unless asked")
    let asked = await identity.run(whatIf: true)
    #expect(asked.asIfObservable?.counts.count == asked.counts.count)
  }

  @Test("@StateObject as @State: model inits follow the twin's, where as written they do not")
  func modelInits() async throws {
    let scenario = try #require(Catalog.scenario(id: "state-ownership"))
    let report = await scenario.run(whatIf: true)
    let stateObject = try #require(report.variantIndex("@StateObject child-owned model"))
    let state = try #require(report.variantIndex("@State child-owned model"))
    let migrated = try #require(report.asIfObservable)
    #expect(report.metrics[stateObject] != report.metrics[state], "as written, @StateObject inits once")
    #expect(migrated.metrics[stateObject] == report.metrics[state], "as if migrated, the eager initial value")
  }
}

@Suite("Scenarios under the minimum oracle")
@MainActor
struct MinimumScenarioTests {
  @Test(
    "Per step, the oracle runs no more bodies than as written or as if observable (stale views added), and leaves none stale that a re-run fixes",
    arguments: Catalog.all.map(\.id))
  func floor(_ id: String) async throws {
    let scenario = try #require(Catalog.scenario(id: id))
    let report = await scenario.run(whatIf: true)
    let oracle = try #require(report.minimum, "a what-if run runs the oracle too")
    for v in report.variantLabels.indices {
      for step in report.stepNames.indices.dropFirst() {
        let written = report.result(variant: v, step: step)
        let needed = oracle.result(variant: v, step: step)
        let context = "\(report.variantLabels[v]), step \(step):\n\(needed.explainedTrace)"
        #expect(needed.bodyCount <= written.bodyCount + written.staleViews.count, "\(context)")
        // As if observable, where this build can run it (not with Apple's Combine).
        if TrackingStrategy.asIfObservable.isAvailable {
          let asIf = try #require(report.asIfObservable).result(variant: v, step: step)
          #expect(needed.bodyCount <= asIf.bodyCount + asIf.staleViews.count, "\(context)")
        }
        // What remains stale is what re-running cannot fix: a disconnected copy, or a
        // view whose output changes at every evaluation, reported.
        let unsettled = Set(needed.diagnostics.filter { $0.kind == .oracleUnsettled }.map(\.path))
        #expect(
          needed.staleViews.allSatisfy { $0.reason.hasSuffix("(a disconnected copy)") || unsettled.contains($0.path) },
          "\(context)")
      }
    }
  }
}
