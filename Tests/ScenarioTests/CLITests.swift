@testable import rerender
import Testing
import TestSupport

@Suite("CLI")
@MainActor
struct CLITests {
  struct Result {
    var code: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: [String]) async -> Result {
    var output = ""
    var error = ""
    let code = await CLI.run(arguments: arguments, output: &output, error: &error)
    return Result(code: code, output: output, error: error)
  }

  @Test("rerender alone prints the overview on stdout and exits 0")
  func overview() async {
    let result = await run([])
    #expect(result.code == 0)
    #expect(result.output.hasPrefix("OVERVIEW:"))
    #expect(result.output.contains("See 'rerender help <subcommand>' for detailed help."))
    #expect(result.error.isEmpty)
  }

  @Test("--help, -h and help <command> print help and exit 0", arguments: [
    ["--help"], ["-h"], ["help"], ["help", "trace"], ["trace", "--help"], ["list", "-h"],
  ])
  func help(_ arguments: [String]) async {
    let result = await run(arguments)
    #expect(result.code == 0)
    #expect(result.output.hasPrefix("OVERVIEW:"))
  }

  @Test("--version")
  func version() async {
    #expect(await run(["--version"]).output == "rerender \(CLI.version)\n")
  }

  @Test("list shows every scenario with its variants and steps")
  func list() async {
    let result = await run(["list"])
    #expect(result.code == 0)
    expectNoDifference(
      result.output.split(separator: "\n").prefix(2).map(String.init),
      ["dashboard-title", "  Dashboard: change the title under ObservableObject and @Observable"])
    #expect(result.output.contains("variants: ObservableObject | ObservableObject, @StateObject owner"))
  }

  @Test("trace prints the _printChanges lines then the totals")
  func trace() async {
    let result = await run(["trace", "dashboard-title", "--variant", "@Observable", "--step", "1"])
    #expect(result.code == 0, "\(result.error)")
    expectNoDifference(result.output.split(separator: "\n").map(String.init), [
      "dashboard-title: Dashboard: change the title under ObservableObject and @Observable",
      "source: seeds/002 §4; swiftui-rules.md claim (c)",
      "== @Observable ==",
      "step 1: set title to \"Bienvenue\"",
      "  ObservableTitleView: @dependencies changed.",
      "  1 body, 1 leaf update",
      "claims:",
      "  reproduced: @Observable, step 1, bodies: claimed 1, engine 1",
      "    \"`@Observable` tracking par propriété: 1 (le titre seul)\"",
    ])
  }

  @Test("trace --step=0 shows the mount")
  func traceMount() async {
    let result = await run(["trace", "dashboard-title", "--variant=@Observable", "--step=0"])
    #expect(result.output.contains("mount\n  ObservableDashboard: @self changed."))
    #expect(result.output.contains("12 bodies, 11 leaf updates"))
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    let id: String
    let arguments: [String]
    let stderrFirstLine: String
    var testDescription: String { id }
  }

  @Test("bad input: Error: + usage on stderr, exit 64", arguments: [
    BadInput(id: "unknown command", arguments: ["trcae"], stderrFirstLine: "Error: Unknown command 'trcae'. Did you mean 'trace'?"),
    BadInput(id: "unknown option", arguments: ["--versoin"], stderrFirstLine: "Error: Unknown option '--versoin'. Did you mean '--version'?"),
    BadInput(id: "missing scenario", arguments: ["trace"], stderrFirstLine: "Error: Missing expected argument '<scenario>'"),
    BadInput(id: "unknown scenario", arguments: ["trace", "dashbord-title"], stderrFirstLine: "Error: Unknown scenario 'dashbord-title'. Did you mean 'dashboard-title'?"),
    BadInput(id: "unknown variant", arguments: ["trace", "dashboard-title", "--variant", "@Observabel"],
             stderrFirstLine: "Error: Unknown variant '@Observabel' for 'dashboard-title'. Did you mean '@Observable'? Variants: 'ObservableObject', 'ObservableObject, @StateObject owner', 'ObservableObject, values passed', '@Observable', '@Observable, parent reads'."),
    BadInput(id: "bad step", arguments: ["trace", "dashboard-title", "--step", "9"],
             stderrFirstLine: "Error: Invalid value '9' for '--step <n>': expected 0 (the mount) to 3."),
    BadInput(id: "missing value", arguments: ["trace", "dashboard-title", "--step"], stderrFirstLine: "Error: Missing value for '--step <n>'"),
    BadInput(id: "unknown trace option", arguments: ["trace", "dashboard-title", "--varaint", "x"], stderrFirstLine: "Error: Unknown option '--varaint'. Did you mean '--variant'?"),
    BadInput(id: "extra argument", arguments: ["list", "extra"], stderrFirstLine: "Error: Unexpected argument 'extra'"),
    BadInput(id: "help for unknown command", arguments: ["help", "lst"], stderrFirstLine: "Error: Unknown command 'lst'. Did you mean 'list'?"),
  ])
  func badInput(_ c: BadInput) async {
    let result = await run(c.arguments)
    #expect(result.code == 64)
    #expect(result.output.isEmpty)
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(lines.first == c.stderrFirstLine, "\(result.error)")
    #expect(lines.contains { $0.hasPrefix("Usage: rerender") })
  }
}
