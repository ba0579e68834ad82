import Foundation
import Scenarios
import TestSupport
import Testing
import ViewGraph

@testable import RerenderCLI

// `--baseline`: a JSON document written by `compare --format json` or `check --format
// json`, read back for its body counts; a count that rose fails the run with a delta.

@Suite("Baselines on the command line")
@MainActor
struct BaselineTests {
  /// The same scenario id, as it is today or after a change that adds re-renders.
  static func scenario(regressed: Bool) -> Scenario {
    Scenario(
      id: "inbox", title: "Inbox", source: "a test", summary: "",
      variants: [
        Scenario.Variant(label: "@Observable") {
          let inbox = UnreadInbox()
          return Scenario.Mounted(host: ViewHost(UnreadScreen(inbox: inbox, regressed: regressed))) { inbox }
        }
      ],
      steps: [.mutate("a message arrives", as: UnreadInbox.self) { $0.unread += 1 }],
      claims: [])
  }

  struct Run {
    var code: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: [String], regressed: Bool = false) async -> Run {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(
      arguments: arguments, scenarios: [Self.scenario(regressed: regressed)], output: &output, error: &error)
    return Run(code: code, output: output, error: error)
  }

  func temporaryFile(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appending(path: "rerender-baseline-\(UUID().uuidString)-\(name)").path
  }

  @Test(
    "A baseline written by --format json passes unchanged, then fails with a delta after a change adds re-renders",
    arguments: ["compare", "check"])
  func budget(_ command: String) async throws {
    let path = temporaryFile("\(command).json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let arguments = command == "compare" ? ["compare", "inbox"] : ["check"]
    let recorded = await run(arguments + ["--format", "json", "--output", path])
    #expect(recorded.code == 0, "\(recorded.error)")

    let same = await run(arguments + ["--baseline", path])
    #expect(same.code == 0, "\(same.output)")
    let unchanged = command == "compare" ? "baseline \(path): no count changed" : "0 counts rose since the baseline"
    #expect(same.output.contains(unchanged), "\(same.output)")

    let worse = await run(arguments + ["--baseline", path], regressed: true)
    #expect(worse.code == 1, "\(worse.output)")
    let indent = command == "compare" ? "" : "  "
    #expect(
      worse.output.contains(
        """
        \(indent)baseline \(path): 2 counts rose
        \(indent)  @Observable, step 1 (a message arrives)
        \(indent)    bodies: 1 → 2 (+1)  ▲ rose
        \(indent)    UnreadHeader: 0 → 1 (+1)  ▲ rose

        """), "\(worse.output)")

    // Fewer bodies than the baseline is within budget.
    let betterPath = temporaryFile("better.json")
    defer { try? FileManager.default.removeItem(atPath: betterPath) }
    _ = await run(arguments + ["--format", "json", "--output", betterPath], regressed: true)
    let better = await run(arguments + ["--baseline", betterPath])
    #expect(better.code == 0, "\(better.output)")
    #expect(better.output.contains("baseline \(betterPath): no count rose"), "\(better.output)")
  }

  @Test("The catalog's committed baseline holds: no count rose since it was recorded")
  func catalogBaseline() async {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appending(path: "Baselines/catalog.json").path
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(
      arguments: ["check", "--baseline", path], scenarios: Catalog.all, output: &output, error: &error)
    #expect(code == 0, "\(output)\(error)")
    // Where the what-if strategy cannot run (Apple's Combine), its claims are not checked.
    let unchecked = TrackingStrategy.asIfObservable.isAvailable ? "" : " not checked in this build,"
    #expect(output.hasSuffix("\(unchecked) 0 counts rose since the baseline\n"), "\(output)")
    #expect(output.contains(" 0 mismatches"), "\(output)")
  }

  @Test("The JSON output carries the delta: each change with its step, view, old and new counts")
  func jsonDelta() async throws {
    let path = temporaryFile("json.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = await run(["compare", "inbox", "--format", "json", "--output", path])
    let worse = await run(["compare", "inbox", "--baseline", path, "--format", "json"], regressed: true)
    #expect(worse.code == 1)
    struct Output: Decodable {
      struct Scenario: Decodable { var baseline: BaselineDocument? }
      var scenarios: [Scenario]
    }
    let baseline = try #require(
      try JSONDecoder().decode(Output.self, from: Data(worse.output.utf8)).scenarios.first?.baseline)
    #expect(baseline.rose == 2)
    #expect(
      baseline.changes.map { "\($0.step) \($0.view ?? "all") \($0.old ?? -1)→\($0.new ?? -1)" }
        == ["1 all 1→2", "1 UnreadHeader 0→1"])
  }

  @Test(
    "A baseline that cannot be read, or lacks the scenario, is bad input: Error, usage, exit 64",
    arguments: [
      ("missing", "Error: Cannot read the baseline '/nonexistent/base.json': no such file."),
      (
        "not json",
        "is not a JSON document written by 'rerender compare <id> --format json' or 'rerender check --format json'."
      ),
      ("other scenario", "has no scenario 'inbox' (it has: dashboard-title)."),
    ])
  func badBaseline(_ kind: String, _ message: String) async throws {
    let path = kind == "missing" ? "/nonexistent/base.json" : temporaryFile("bad.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    if kind == "not json" { try "hello".write(toFile: path, atomically: true, encoding: .utf8) }
    if kind == "other scenario" {
      try #"{"scenarios": [{"id": "dashboard-title", "counts": []}]}"#.write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    let result = await run(["compare", "inbox", "--baseline", path])
    #expect(result.code == 64)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.error.contains("Usage: rerender compare <scenario>"), "\(result.error)")
  }
}
