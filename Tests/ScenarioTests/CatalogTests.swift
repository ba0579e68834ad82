import Scenarios
import TestSupport
import Testing
import ViewGraph

// Every catalog scenario runs, every claim has its expected outcome, and
// every variant's figures are pinned.

@Suite("Catalog", .tags(.swiftUIParity))
@MainActor
struct CatalogTests {
  nonisolated static let ids = [
    "dashboard-title", "library-keystroke", "search-screen", "feed-read-toggle", "nested-observable",
    "state-ownership", "environment-injection", "identity", "equatable-closure", "body-work",
    "observation-tracking", "sheet-editor", "searchable-results", "ticking-timer", "debounced-search",
  ]

  @Test("The catalog holds the fifteen scenarios, in order, with kebab-case ids")
  func ids() {
    #expect(Catalog.all.map(\.id) == CatalogTests.ids)
    for scenario in Catalog.all {
      #expect(scenario.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      #expect(!scenario.variants.isEmpty && !scenario.steps.isEmpty && !scenario.claims.isEmpty, "\(scenario.id)")
      #expect(Set(scenario.variants.map(\.label)).count == scenario.variants.count, "labels unique in \(scenario.id)")
    }
  }

  @Test("Every claim gets the outcome the catalog states, from the engine", arguments: CatalogTests.ids)
  func claims(_ id: String) async throws {
    let scenario = try #require(Catalog.scenario(id: id))
    let report = await scenario.run()
    #expect(report.unexpectedInputFailures.isEmpty, "\(report.unexpectedInputFailures)")
    for outcome in report.claims {
      #expect(
        outcome.isAsExpected,
        """
        \(id): \(outcome.claim.variant), step \(outcome.claim.step), \(outcome.claim.measure): \
        claimed \(outcome.claim.claimedText), engine \(outcome.engine.map(String.init) ?? "n/a"), \
        expected \(outcome.claim.verdict)
        \(report.result(variant: report.variantIndex(outcome.claim.variant) ?? 0, step: outcome.claim.step).trace)
        """)
    }
  }

  struct Figures: Sendable, CustomTestStringConvertible {
    let scenario: String
    let variant: String
    let mount: Int
    let bodies: [Int]
    var testDescription: String { "\(scenario) / \(variant)" }
  }

  // Bodies at mount, then per step, as the engine gives them (see each scenario's
  // summary for the rules behind them).
  nonisolated static let figures: [Figures] = [
    Figures(scenario: "dashboard-title", variant: "ObservableObject", mount: 12, bodies: [11, 11, 11]),
    Figures(
      scenario: "dashboard-title", variant: "ObservableObject, @StateObject owner", mount: 12, bodies: [12, 12, 12]),
    Figures(scenario: "dashboard-title", variant: "ObservableObject, values passed", mount: 12, bodies: [2, 1, 11]),
    Figures(scenario: "dashboard-title", variant: "@Observable", mount: 12, bodies: [1, 0, 10]),
    Figures(scenario: "dashboard-title", variant: "@Observable, parent reads", mount: 12, bodies: [2, 0, 10]),
    Figures(scenario: "library-keystroke", variant: "ObservableObject", mount: 47, bodies: [235, 46, 47]),
    Figures(
      scenario: "library-keystroke", variant: "@Observable, reads in the parent", mount: 46, bodies: [10, 44, 3]),
    Figures(scenario: "library-keystroke", variant: "@Observable, reads pushed down", mount: 47, bodies: [10, 42, 3]),
    Figures(scenario: "search-screen", variant: "one body", mount: 15, bodies: [0, 0]),
    Figures(scenario: "search-screen", variant: "list extracted", mount: 16, bodies: [0, 0]),
    Figures(scenario: "search-screen", variant: "rows .equatable()", mount: 15, bodies: [0, 0]),
    Figures(scenario: "search-screen", variant: "body reads the query", mount: 15, bodies: [1, 11]),
    Figures(
      scenario: "search-screen", variant: "body reads the query, rows take a closure", mount: 15, bodies: [15, 75]),
    Figures(scenario: "search-screen", variant: "results written in onChange", mount: 15, bodies: [1, 12]),
    Figures(scenario: "feed-read-toggle", variant: "ObservableObject, structs", mount: 15, bodies: [15, 15]),
    Figures(scenario: "feed-read-toggle", variant: "@Observable, structs", mount: 15, bodies: [15, 15]),
    Figures(scenario: "feed-read-toggle", variant: "@Observable, item classes", mount: 15, bodies: [1, 1]),
    Figures(scenario: "nested-observable", variant: "computed over nested @Observable", mount: 1, bodies: [1]),
    Figures(scenario: "nested-observable", variant: "computed over @ObservationIgnored", mount: 1, bodies: [0]),
    Figures(scenario: "nested-observable", variant: "nested plain class", mount: 1, bodies: [0]),
    Figures(scenario: "nested-observable", variant: "array of structs, mutated in place", mount: 6, bodies: [2]),
    Figures(scenario: "nested-observable", variant: "array of @Observable classes", mount: 6, bodies: [1]),
    Figures(scenario: "nested-observable", variant: "array of plain classes", mount: 6, bodies: [0]),
    Figures(scenario: "state-ownership", variant: "@State in the owner", mount: 2, bodies: [1, 2, 1]),
    Figures(scenario: "state-ownership", variant: "@State in a child given the model", mount: 2, bodies: [1, 2, 0]),
    Figures(scenario: "state-ownership", variant: "@State child-owned model", mount: 2, bodies: [2, 0, 1]),
    Figures(scenario: "state-ownership", variant: "@State child-owned model, Xcode 27", mount: 2, bodies: [2, 0, 1]),
    Figures(scenario: "state-ownership", variant: "@StateObject child-owned model", mount: 2, bodies: [2, 0, 1]),
    Figures(
      scenario: "state-ownership", variant: "model init writes what the parent reads", mount: 22, bodies: [20, 20, 20]),
    Figures(scenario: "environment-injection", variant: "@Environment(Type.self)", mount: 4, bodies: [2, 1]),
    Figures(
      scenario: "environment-injection", variant: "@Environment(Type.self), not injected", mount: 1, bodies: [0, 0]),
    Figures(scenario: "environment-injection", variant: "@EnvironmentObject", mount: 4, bodies: [3, 3]),
    Figures(scenario: "environment-injection", variant: "@EnvironmentObject, not injected", mount: 1, bodies: [0, 0]),
    Figures(scenario: "identity", variant: "indices (id: \\.self)", mount: 5, bodies: [1, 5, 2]),
    Figures(scenario: "identity", variant: "stable ids", mount: 5, bodies: [1, 2, 2]),
    Figures(scenario: "equatable-closure", variant: "closure, no ==", mount: 11, bodies: [11, 11]),
    Figures(scenario: "equatable-closure", variant: "closure, data-only ==", mount: 11, bodies: [1, 11]),
    Figures(
      scenario: "equatable-closure", variant: "closure, data-only == + .equatable()", mount: 11, bodies: [1, 11]),
    Figures(scenario: "equatable-closure", variant: "plain data, id-only ==", mount: 11, bodies: [1, 11]),
    Figures(scenario: "body-work", variant: "sort in body", mount: 1, bodies: [1, 1, 1]),
    Figures(scenario: "body-work", variant: "sort in the model", mount: 1, bodies: [1, 1, 1]),
    Figures(scenario: "sheet-editor", variant: "ObservableObject", mount: 1, bodies: [1, 2, 0, 1]),
    Figures(scenario: "sheet-editor", variant: "@Observable", mount: 1, bodies: [1, 1, 0, 1]),
    Figures(scenario: "searchable-results", variant: "ObservableObject", mount: 11, bodies: [4, 3]),
    Figures(scenario: "searchable-results", variant: "@Observable", mount: 11, bodies: [1, 1]),
    Figures(scenario: "ticking-timer", variant: "ObservableObject, timer in the store", mount: 10, bodies: [10, 30]),
    Figures(scenario: "ticking-timer", variant: "@Observable, timer in the store", mount: 10, bodies: [1, 3]),
    Figures(scenario: "ticking-timer", variant: "ObservableObject, timer in a child", mount: 11, bodies: [1, 3]),
    Figures(scenario: "ticking-timer", variant: "@Observable, timer in a child", mount: 11, bodies: [1, 3]),
    Figures(scenario: "debounced-search", variant: "filtered per keystroke", mount: 2, bodies: [6, 0]),
    Figures(scenario: "debounced-search", variant: "debounced 300 ms", mount: 2, bodies: [3, 2]),
    Figures(scenario: "observation-tracking", variant: "one-shot tracking", mount: 0, bodies: [0, 0, 0]),
    Figures(scenario: "observation-tracking", variant: "re-registering from a Task", mount: 0, bodies: [0, 0, 0]),
    Figures(scenario: "observation-tracking", variant: "Observations", mount: 0, bodies: [0, 0, 0]),
  ]

  @Test("Every variant's bodies per step", arguments: CatalogTests.figures)
  func figures(_ f: Figures) async throws {
    let scenario = try #require(Catalog.scenario(id: f.scenario))
    let report = await scenario.run()
    let v = try #require(report.variantIndex(f.variant), "no variant \(f.variant)")
    let bodies = report.stepNames.indices.dropFirst().map { report.result(variant: v, step: $0).bodyCount }
    #expect(report.mount(variant: v).bodyCount == f.mount)
    #expect(
      bodies == f.bodies,
      "\(report.stepNames.indices.dropFirst().map { "\(report.stepNames[$0]):\n\(report.result(variant: v, step: $0).trace)" })"
    )
  }

  @Test("Every variant of every scenario has a figures row")
  func figuresCoverEveryVariant() {
    for scenario in Catalog.all {
      for variant in scenario.variants {
        #expect(
          CatalogTests.figures.contains { $0.scenario == scenario.id && $0.variant == variant.label },
          "\(scenario.id) / \(variant.label)")
      }
    }
  }

  @Test("comparison(step:) puts the variants in columns and the minimum last")
  func comparison() async {
    let report = await DashboardTitle.scenario.run()
    let table = report.comparison(step: 1)
    #expect(table.columns == report.variantLabels)
    let bodies = table.rows.first { $0.label == "bodies" }
    #expect(bodies?.values == [11, 12, 2, 1, 2])
    #expect(bodies?.minimum == 1, "one body's output changed the screen: the title")
    let wasted = table.rows.first { $0.label == "wasted" }
    #expect(
      wasted?.values == [10, 11, 0, 0, 0],
      "the owner re-ran for its own subscription and passed nothing new; the cells changed nothing")
    #expect(table.rows.contains { $0.label == "  LegacyCounterCell" && $0.values == [10, 10, 0, 0, 0] })
  }
}
