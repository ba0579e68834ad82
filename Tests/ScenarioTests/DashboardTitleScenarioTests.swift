import Scenarios
import TestSupport
import Testing
import ViewGraph

@Suite("dashboard-title scenario", .tags(.swiftUIParity))
@MainActor
struct DashboardTitleScenarioTests {
  @Test("run() gives each of the seed's claims its expected outcome, from the engine")
  func claims() async {
    let report = await DashboardTitle.scenario.run()
    #expect(report.claimsAsExpected, "\(report.claims)")
    // The last three compare with the twins as if @Observable: not checked in a build
    // that cannot run that strategy (Apple's Combine).
    let whatIf = TrackingStrategy.asIfObservable.isAvailable
    #expect(report.claims.map(\.engine) == [11, 1, 2, 12] + (whatIf ? [0, 0, 0] : [nil, nil, nil]))
    #expect(
      report.claims.map(\.label)
        == ["reproduced", "reproduced", "refuted", "refuted"]
        + Array(repeating: whatIf ? "reproduced" : "not checked", count: 3))
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let variant: String
    let bodies: [Int]
    var testDescription: String { variant }
  }

  @Test(
    "bodies per step and variant",
    arguments: [
      // set title, set the same title again, increment counter
      Row(variant: "ObservableObject", bodies: [11, 11, 11]),
      Row(variant: "ObservableObject, @StateObject owner", bodies: [12, 12, 12]),
      Row(variant: "ObservableObject, values passed", bodies: [2, 1, 11]),
      Row(variant: "@Observable", bodies: [1, 0, 10]),
      Row(variant: "@Observable, parent reads", bodies: [2, 0, 10]),
    ])
  func bodiesPerStep(_ row: Row) async throws {
    let scenario = DashboardTitle.scenario
    let report = await scenario.run()
    let v = try #require(report.variantLabels.firstIndex(of: row.variant))
    let steps = 1...scenario.steps.count
    let bodies = steps.map { report.result(variant: v, step: $0).bodyCount }
    #expect(bodies == row.bodies, "\(steps.map { report.result(variant: v, step: $0).trace })")
  }

  @Test("Catalog.scenario(id:) finds the scenario; ids are kebab-case")
  func catalog() {
    #expect(Catalog.scenario(id: "dashboard-title")?.variants.count == 5)
    #expect(Catalog.scenario(id: "nope") == nil)
    for scenario in Catalog.all {
      #expect(scenario.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(scenario.id)")
    }
  }
}
