import Scenarios
import TestSupport
import Testing
import ViewGraph

@testable import RerenderCLI

// Traces that say why: --causes names each evaluation's cause in full under its
// line; explain takes --step; compare shows the counters of scenarios that count
// something other than bodies.

@Suite("Traces that say why")
@MainActor
struct TraceCausesTests {
  func run(_ arguments: [String]) async -> (code: Int32, output: String, error: String) {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(arguments: arguments, scenarios: Catalog.all, output: &output, error: &error)
    return (code, output, error)
  }

  @Test("trace --causes prints each cause under its line: the publisher that fired, the property, the input field")
  func causes() async throws {
    let result = await run(["trace", "library-keystroke", "--causes", "--step", "1"])
    #expect(result.code == 0, "\(result.error)")
    #expect(
      result.output.contains(
        """
          LegacyBookCount: _library changed.
            because @ObservedObject _library: objectWillChange fired (LegacyLibrary.searchText)
        """), "\(result.output)")
    let plain = await run(["trace", "library-keystroke", "--step", "1"])
    #expect(!plain.output.contains("because"), "causes only when asked")
    // Every evaluation line is followed by at least one cause.
    let lines = result.output.split(separator: "\n")
    for (index, line) in lines.enumerated() where line.hasSuffix(" changed.") {
      #expect(index + 1 < lines.count && lines[index + 1].hasPrefix("    because "), "\(line)")
    }
  }

  @Test("Causes are not cut off: a long value is printed whole")
  func untruncated() async throws {
    let report = await LibraryKeystroke.scenario.run()
    let full = report.steps.flatMap { $0.flatMap { $0.flatMap(\.evaluations) } }.flatMap(\.fullCauses)
    let result = await run(["trace", "library-keystroke", "--causes"])
    for cause in Set(full) {
      #expect(result.output.contains("because \(cause)\n"), "\(cause)")
    }
  }

  @Test("explain --step keeps one step's evaluations")
  func explainStep() async {
    let all = await run(["explain", "dashboard-title", "--variant", "@Observable", "--view", "ObservableTitleView"])
    let one = await run([
      "explain", "dashboard-title", "--variant", "@Observable", "--view", "ObservableTitleView", "--step", "1",
    ])
    #expect(one.code == 0)
    #expect(one.output.contains("step 1: set title to \"Bienvenue\""), "\(one.output)")
    #expect(one.output.hasSuffix("1 evaluation of ObservableTitleView\n"), "\(one.output)")
    #expect(all.output.contains("mount"), "\(all.output)")
    #expect(!one.output.contains("\nmount\n"), "\(one.output)")
  }

  @Test("compare shows a scenario's counters as rows in place of rows of zeros")
  func counterRows() async {
    let table = await ObservationTrackingProbe.scenario.run().comparison(step: 1)
    #expect(table.rows.map(\.label) == ["bodies", "notifications", "onChange read the old value"])
    #expect(table.rows[1].values == [1, 1, 1])
    let dashboard = await DashboardTitle.scenario.run().comparison(step: 1)
    #expect(
      dashboard.rows.prefix(5).map(\.label) == ["bodies", "wasted", "stale views", "leaf updates", "diagnostics"],
      "scenarios without counters keep their rows")
  }

  @Test(
    "explain --what-if: the view's runs as written and as if migrated, and what still re-runs it with the change that would remove it",
    .needsWhatIf)
  func migrationReport() async {
    let result = await run([
      "explain", "library-keystroke", "--variant", "ObservableObject", "--view", "LegacySearchField", "--what-if",
    ])
    #expect(result.code == 0, "\(result.error)")
    #expect(result.output.contains("what if its models were @Observable"), "\(result.output)")
    #expect(result.output.contains("after the mount: 7 → 5 runs, the mechanical migration saves 2"), "\(result.output)")
    let parent = await run([
      "explain", "search-screen", "--variant", "body reads the query, rows take a closure", "--view", "TappableRow",
      "--what-if",
    ])
    #expect(parent.output.contains("because @self"), "\(parent.output)")
    #expect(parent.output.contains("make the input Equatable"), "\(parent.output)")
  }
}
