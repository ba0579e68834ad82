import Foundation
import Fuzzing
import Porting
import Scenarios
import TestSupport
import Testing
import ViewGraph

@testable import RerenderCLI

#if canImport(FoundationXML)
import FoundationXML  // XMLParser, which is Foundation's own on Apple platforms
#endif

// The command line, called in-process.

@Suite("RerenderCLI")
@MainActor
struct CLITests {
  struct Result {
    var code: Int32
    var output: String
    var error: String
    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  func run(_ arguments: [String], terminal: RerenderCLI.Terminal = .init()) async -> Result {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(
      arguments: arguments, scenarios: Catalog.all, screens: Catalog.screens, output: &output, error: &error,
      terminal: terminal)
    return Result(code: code, output: output, error: error)
  }

  // MARK: - Help

  @Test("rerender alone prints the overview on stdout and exits 0")
  func overview() async {
    let result = await run([])
    #expect(result.code == 0)
    #expect(result.error.isEmpty)
    expectNoDifference(
      result.lines,
      [
        "OVERVIEW: Runs SwiftUI-shaped view code against a simulated view graph and",
        "records which view bodies re-evaluate, and why.",
        "",
        "USAGE: rerender <subcommand>",
        "",
        "OPTIONS:",
        "  --version               Show the version.",
        "  -h, --help              Show help information.",
        "",
        "SUBCOMMANDS:",
        "  list                    List the scenarios (id, title, source, variants, steps) and the screens to explore.",
        "  trace                   Print a scenario's _printChanges lines, per variant and step.",
        "  compare                 Compare a scenario's variants side by side, per step, with the minimum last.",
        "  explain                 Explain each evaluation of one view in one variant: what caused it.",
        "  explore                 Explore a screen: every control driven once, each from a fresh mount, with what it costs, as if @Observable and the minimum.",
        "  check                   Run every scenario and compare each claim with the engine; exit 1 on a mismatch or an input not delivered.",
        "  fuzz                    Run generated trees and scripts against the engine's invariants; exit 1 on a failure.",
        "  port                    Copy SwiftUI files for a test target: import ViewGraph, #Preview commented out (with --tests: made views, each explored by a test), unmodelled APIs listed.",
        "  support                 Print the support matrix (each SwiftUI API family and what the engine models of it), or with --coverage how much of SwiftUI the package declares.",
        "",
        "  See 'rerender help <subcommand>' for detailed help.",
        "",
      ])
  }

  @Test(
    "--help, -h and help <command> print the same help and exit 0",
    arguments: CommandName.allCases.filter { $0 != .help })
  func helpForms(_ command: CommandName) async {
    let forms = [[command.rawValue, "--help"], [command.rawValue, "-h"], ["help", command.rawValue]]
    var texts: [String] = []
    for form in forms {
      let result = await run(form)
      #expect(result.code == 0, "\(form)")
      #expect(result.error.isEmpty)
      texts.append(result.output)
    }
    #expect(Set(texts).count == 1, "\(texts)")
    #expect(texts[0].hasPrefix("OVERVIEW: \(command.abstract)\n\nUSAGE: rerender \(command.synopsis)\n"))
  }

  @Test("help explain is pinned")
  func explainHelp() async {
    expectNoDifference(
      await run(["help", "explain"]).lines,
      [
        "OVERVIEW: Explain each evaluation of one view in one variant: what caused it.",
        "",
        "USAGE: rerender explain <scenario> [--what-if] --variant <label> --view <name> [--step <n>] [--swiftui <release>] [--format <format>] [--output <file>]",
        "",
        "ARGUMENTS:",
        "  <scenario>              The scenario id (see 'rerender list').",
        "",
        "OPTIONS:",
        "  --what-if               compare: each variant's bodies as if its models were @Observable, and the minimum; explain: what migrating would change for the view, and what remains.",
        "  --variant <label>       Only this variant (its label, as 'rerender list' shows it).",
        "  --view <name>           The view type whose evaluations to explain.",
        "  --step <n>              Only this step: 0 is the mount, 1… the scenario's steps.",
        "  --swiftui <release>     The SwiftUI release every host models: 17, 18, 26, 27 (iOS; 27 is built with Xcode 27). Default: each variant's own, the latest unless it says otherwise.",
        "  --format <format>       text (default), markdown, json or html.",
        "  --output <file>         Write to this file instead of standard output.",
        "  -h, --help              Show help information.",
        "",
      ])
  }

  @Test("help trace, compare, list and check are pinned")
  func otherHelps() async {
    expectNoDifference(
      await run(["trace", "-h"]).lines,
      [
        "OVERVIEW: Print a scenario's _printChanges lines, per variant and step.",
        "",
        "USAGE: rerender trace <scenario> [--causes] [--paths] [--variant <label>] [--step <n>] [--swiftui <release>] [--format <format>] [--output <file>]",
        "",
        "ARGUMENTS:",
        "  <scenario>              The scenario id (see 'rerender list').",
        "",
        "OPTIONS:",
        "  --causes                Print each evaluation's causes under its line, in full.",
        "  --paths                 In HTML, a heat-map row per view path instead of per view type.",
        "  --variant <label>       Only this variant (its label, as 'rerender list' shows it).",
        "  --step <n>              Only this step: 0 is the mount, 1… the scenario's steps.",
        "  --swiftui <release>     The SwiftUI release every host models: 17, 18, 26, 27 (iOS; 27 is built with Xcode 27). Default: each variant's own, the latest unless it says otherwise.",
        "  --format <format>       text (default), markdown, json or html.",
        "  --output <file>         Write to this file instead of standard output.",
        "  -h, --help              Show help information.",
        "",
      ])
    expectNoDifference(
      await run(["compare", "-h"]).lines.prefix(3).map { $0 },
      [
        "OVERVIEW: Compare a scenario's variants side by side, per step, with the minimum last.",
        "",
        "USAGE: rerender compare <scenario> [--paths] [--what-if] [--step <n>] [--baseline <file.json>] [--swiftui <release>] [--releases <releases>] [--format <format>] [--output <file>]",
      ])
    expectNoDifference(
      await run(["list", "-h"]).lines.prefix(3).map { $0 },
      [
        "OVERVIEW: List the scenarios (id, title, source, variants, steps) and the screens to explore.",
        "",
        "USAGE: rerender list [--format <format>] [--output <file>]",
      ])
    expectNoDifference(
      await run(["check", "-h"]).lines.prefix(3).map { $0 },
      [
        "OVERVIEW: Run every scenario and compare each claim with the engine; exit 1 on a mismatch or an input not delivered.",
        "",
        "USAGE: rerender check [--baseline <file.json>] [--swiftui <release>] [--format <format>] [--output <file>]",
      ])
  }

  @Test("help port is pinned")
  func portHelp() async {
    expectNoDifference(
      await run(["port", "--help"]).lines,
      [
        "OVERVIEW: Copy SwiftUI files for a test target: import ViewGraph, #Preview commented out (with --tests: made views, each explored by a test), unmodelled APIs listed.",
        "",
        "USAGE: rerender port <files>... [--force] --into <dir> [--tests <dir>] [--format <format>] [--output <file>]",
        "",
        "ARGUMENTS:",
        "  <files>...              The SwiftUI source files to port.",
        "",
        "OPTIONS:",
        "  --force                 port: overwrite ported files edited since 'rerender port' wrote them.",
        "  --into <dir>            The folder to write the ported files to (made if missing).",
        "  --tests <dir>           port: also make each #Preview and PreviewProvider a view, and write one test per preview into this folder (the test target's), which explores it and checks its budget baseline.",
        "  --format <format>       text (default), markdown, json or html.",
        "  --output <file>         Write to this file instead of standard output.",
        "  -h, --help              Show help information.",
        "",
      ])
  }

  @Test("--version")
  func version() async {
    #expect(await run(["--version"]).output == "rerender \(RerenderCLI.version)\n")
  }

  // MARK: - Bad input

  struct BadInput: Sendable, CustomTestStringConvertible {
    let id: String
    let arguments: [String]
    let stderrFirstLine: String
    let usage: String
    var testDescription: String { id }
  }

  @Test(
    "bad input: Error: + usage on stderr, exit 64",
    arguments: [
      BadInput(
        id: "unknown command", arguments: ["trcae"],
        stderrFirstLine: "Error: Unknown command 'trcae'. Did you mean 'trace'?", usage: "Usage: rerender <subcommand>"),
      BadInput(
        id: "unknown top option", arguments: ["--versoin"],
        stderrFirstLine: "Error: Unknown option '--versoin'. Did you mean '--version'?",
        usage: "Usage: rerender <subcommand>"),
      BadInput(
        id: "missing scenario", arguments: ["trace"], stderrFirstLine: "Error: Missing expected argument '<scenario>'",
        usage: "Usage: rerender trace <scenario>"),
      BadInput(
        id: "unknown scenario", arguments: ["compare", "dashbord-title"],
        stderrFirstLine: "Error: Unknown scenario 'dashbord-title'. Did you mean 'dashboard-title'?",
        usage: "Usage: rerender compare <scenario>"),
      BadInput(
        id: "unknown variant", arguments: ["trace", "identity", "--variant", "stable id"],
        stderrFirstLine:
          "Error: Unknown variant 'stable id' for 'identity'. Did you mean 'stable ids'? Variants: 'indices (id: \\.self)', 'stable ids'.",
        usage: "Usage: rerender trace"),
      BadInput(
        id: "bad step", arguments: ["trace", "dashboard-title", "--step", "9"],
        stderrFirstLine: "Error: Invalid value '9' for '--step <n>': expected 0 (the mount) to 3.",
        usage: "Usage: rerender trace"),
      BadInput(
        id: "step not a number", arguments: ["compare", "dashboard-title", "--step", "two"],
        stderrFirstLine: "Error: Invalid value 'two' for '--step <n>': expected 0 (the mount) to 3.",
        usage: "Usage: rerender compare"),
      BadInput(
        id: "missing value", arguments: ["trace", "dashboard-title", "--step"],
        stderrFirstLine: "Error: Missing value for '--step <n>'", usage: "Usage: rerender trace"),
      BadInput(
        id: "value swallowed by option", arguments: ["trace", "dashboard-title", "--variant", "--step", "1"],
        stderrFirstLine: "Error: Missing value for '--variant <label>'", usage: "Usage: rerender trace"),
      BadInput(
        id: "unknown option", arguments: ["trace", "dashboard-title", "--varaint", "x"],
        stderrFirstLine: "Error: Unknown option '--varaint'. Did you mean '--variant'?", usage: "Usage: rerender trace"),
      BadInput(
        id: "option of another command", arguments: ["compare", "dashboard-title", "--view", "X"],
        stderrFirstLine: "Error: Unknown option '--view'.", usage: "Usage: rerender compare"),
      BadInput(
        id: "bad format", arguments: ["list", "--format", "jsn"],
        stderrFirstLine:
          "Error: Invalid value 'jsn' for '--format <format>'. Did you mean 'json'? Formats: text, markdown, json, html.",
        usage: "Usage: rerender list"),
      BadInput(
        id: "extra argument", arguments: ["list", "extra"], stderrFirstLine: "Error: Unexpected argument 'extra'",
        usage: "Usage: rerender list"),
      BadInput(
        id: "explain without view", arguments: ["explain", "dashboard-title", "--variant", "@Observable"],
        stderrFirstLine: "Error: Missing expected argument '--view <name>'", usage: "Usage: rerender explain"),
      BadInput(
        id: "explain without variant", arguments: ["explain", "dashboard-title", "--view", "TitleView"],
        stderrFirstLine: "Error: Missing expected argument '--variant <label>'", usage: "Usage: rerender explain"),
      BadInput(
        id: "explain unknown view",
        arguments: ["explain", "dashboard-title", "--variant", "@Observable", "--view", "ObservableTitleVew"],
        stderrFirstLine:
          "Error: No view 'ObservableTitleVew' in 'dashboard-title', variant '@Observable'. Did you mean 'ObservableTitleView'? Views: ObservableDashboard, ObservableTitleView, ObservableCounterCell.",
        usage: "Usage: rerender explain"),
      BadInput(
        id: "fuzz cases not a number", arguments: ["fuzz", "--cases", "abc"],
        stderrFirstLine: "Error: Invalid value 'abc' for '--cases <n>': expected a whole number from 1.",
        usage: "Usage: rerender fuzz"),
      BadInput(
        id: "fuzz zero cases", arguments: ["fuzz", "--cases", "0"],
        stderrFirstLine: "Error: Invalid value '0' for '--cases <n>': expected a whole number from 1.",
        usage: "Usage: rerender fuzz"),
      BadInput(
        id: "fuzz negative seed", arguments: ["fuzz", "--seed", "-3"],
        stderrFirstLine: "Error: Invalid value '-3' for '--seed <n>': expected a whole number from 0.",
        usage: "Usage: rerender fuzz"),
      BadInput(
        id: "fuzz misspelt option", arguments: ["fuzz", "--sed", "3"],
        stderrFirstLine: "Error: Unknown option '--sed'. Did you mean '--seed'?", usage: "Usage: rerender fuzz"),
      BadInput(
        id: "port without files", arguments: ["port", "--into", "/tmp/x"],
        stderrFirstLine: "Error: Missing expected argument '<files>...'", usage: "Usage: rerender port"),
      BadInput(
        id: "port without --into", arguments: ["port", "A.swift"],
        stderrFirstLine: "Error: Missing expected argument '--into <dir>'", usage: "Usage: rerender port"),
      BadInput(
        id: "port of a missing file",
        arguments: ["port", "/nonexistent/A.swift", "--into", "/tmp/rerender-port-missing"],
        stderrFirstLine: "Error: Cannot read '/nonexistent/A.swift': no such file.", usage: "Usage: rerender port"),
      BadInput(
        id: "port misspelt option", arguments: ["port", "A.swift", "--inot", "/tmp/x"],
        stderrFirstLine: "Error: Unknown option '--inot'. Did you mean '--into'?", usage: "Usage: rerender port"),
      BadInput(
        id: "support takes no argument", arguments: ["support", "extra"],
        stderrFirstLine: "Error: Unexpected argument 'extra'", usage: "Usage: rerender support"),
      BadInput(
        id: "help for unknown command", arguments: ["help", "lst"],
        stderrFirstLine: "Error: Unknown command 'lst'. Did you mean 'list'?", usage: "Usage: rerender help"),
    ])
  func badInput(_ c: BadInput) async {
    let result = await run(c.arguments)
    #expect(result.code == 64)
    #expect(result.output.isEmpty)
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(lines.first == c.stderrFirstLine, "\(result.error)")
    #expect(lines.dropFirst().first?.hasPrefix(c.usage) == true, "\(result.error)")
    #expect(lines.last?.hasPrefix("  See 'rerender") == true)
  }

  // MARK: - Commands in text

  @Test("list shows every scenario with its variants and steps")
  func list() async {
    let result = await run(["list"])
    #expect(result.code == 0)
    for scenario in Catalog.all { #expect(result.output.contains(scenario.id + "\n"), "\(scenario.id)") }
    #expect(result.output.contains("  variants: ObservableObject | ObservableObject, @StateObject owner"))
  }

  @Test("trace prints the _printChanges lines then the totals")
  func trace() async {
    let result = await run(["trace", "dashboard-title", "--variant", "@Observable", "--step", "1"])
    #expect(result.code == 0, "\(result.error)")
    expectNoDifference(
      result.lines,
      [
        "dashboard-title: Dashboard: change the title under ObservableObject and @Observable",
        "source: “Fiche 15.06 — Performance SwiftUI” §4; Documentation/Rules.md seed claim (c)",
        "",
        "== @Observable ==",
        "step 1: set title to \"Bienvenue\"",
        "  ObservableTitleView: \\ObservableModel.title changed.",
        "  1 body, 1 leaf update",
        "",
        "claims:",
        "  reproduced: @Observable, step 1, bodies: claimed 1, engine 1",
        "    \"`@Observable` tracking par propriété: 1 (le titre seul)\"",
        "",
      ])
  }

  @Test("compare puts the variants in columns and the minimum last")
  func compare() async {
    let result = await run(["compare", "dashboard-title", "--step", "1"])
    #expect(result.code == 0)
    #expect(result.output.contains("  fewest = bodies whose evaluation changed the screen, fewest over the variants"))
    let rows = result.lines.filter { $0.hasPrefix("bodies ") || $0.hasPrefix("wasted ") }
    expectNoDifference(
      rows.map { $0.split(separator: " ").suffix(6).joined(separator: " ") },
      [
        "11 12 2 1 2 1",
        "10 11 0 0 0 0",
      ])
  }

  @Test("explain names each evaluation's cause")
  func explain() async {
    let result = await run(["explain", "state-ownership", "--variant", "@State in the owner", "--view", "CountLabel"])
    #expect(result.code == 0, "\(result.error)")
    #expect(
      result.output.contains(
        "because @self: its parent passed a new value: model CountingModel instance → another CountingModel instance"))
    #expect(result.output.contains("because @dependencies: CountingModel.count changed"))
    #expect(result.output.hasSuffix("3 evaluations of CountLabel\n"))
  }

  @Test("check runs the whole catalog and exits 0 when every claim has its outcome")
  func check() async {
    let result = await run(["check"])
    #expect(result.code == 0, "\(result.output)")
    let claims = Catalog.all.map(\.claims.count).reduce(0, +)
    // Where the what-if strategy cannot run (Apple's Combine), its claims are not checked.
    let whatIfClaims = Catalog.all.flatMap(\.claims).filter {
      if case .stepsUnlikeTwinAsIfObservable = $0.measure { true } else { false }
    }.count
    let unchecked = TrackingStrategy.asIfObservable.isAvailable ? "" : ", \(whatIfClaims) not checked in this build"
    #expect(
      result.lines.contains("\(Catalog.all.count) scenarios, \(claims) claims, 0 mismatches\(unchecked)"),
      "\(result.output)")
  }

  @Test("fuzz runs the generated cases and ends with the count of failures")
  func fuzz() async {
    let result = await run(["fuzz", "--seed", "40", "--cases", "25"])
    #expect(result.code == 0, "\(result.output)\(result.error)")
    #expect(result.error.split(separator: "\n").allSatisfy { $0.hasPrefix("fuzz: ") }, "only progress: \(result.error)")
    #expect(result.lines.filter { !$0.isEmpty }.last == "25 cases, 0 failures", "\(result.output)")
  }

  @Test("fuzz --digests writes each case's seed and trace digest, the same at every run")
  func fuzzDigests() async throws {
    let path = NSTemporaryDirectory() + "rerender-cli-digests-\(UInt32.random(in: 0...UInt32.max)).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    var files: [String] = []
    for seed in ["40", "40", "41"] {
      let result = await run(["fuzz", "--seed", seed, "--cases", "5", "--digests", path])
      #expect(result.code == 0, "\(result.output)\(result.error)")
      files.append(try String(contentsOfFile: path, encoding: .utf8))
    }
    let lines = files[0].split(separator: "\n")
    #expect(lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == (40..<45).map { "seed \($0)" })
    #expect(lines.allSatisfy { $0.split(separator: " ").last?.count == 16 }, "\(files[0])")
    #expect(files[0] == files[1])
    // Case i uses seed + i: seed 41's first case is seed 40's second.
    #expect(files[2].split(separator: "\n").first == lines[1])
    let bad = await run(["fuzz", "--cases", "1", "--digests", "/nonexistent-dir/d.txt"])
    #expect(bad.code == 1)
    #expect(bad.error.contains("Error: Cannot write '/nonexistent-dir/d.txt': "), "\(bad.error)")
  }

  @Test("fuzz --list-kinds prints what the generator makes, by category, and runs nothing")
  func fuzzListKinds() async {
    let result = await run(["fuzz", "--list-kinds"])
    #expect(result.code == 0, "\(result.error)")
    #expect(result.error.isEmpty, "\(result.error)")
    let lines = result.lines.filter { !$0.isEmpty }
    #expect(
      lines.map { $0.prefix { $0 != ":" } } == ["views", "containers", "modifiers", "controls", "inputs", "families"],
      "\(result.output)")
    for kind in FuzzKind.all { #expect(result.output.contains(kind.name), "\(kind)") }
    #expect(result.output.contains(".sheet(isPresented:)") && result.output.contains("dismiss the presentation"))
  }

  @Test("Every family of the support matrix marked modelled is generated by the fuzzer (rerender fuzz --list-kinds)")
  func modelledFamiliesAreFuzzed() async {
    let result = await run(["fuzz", "--list-kinds"])
    let listed = result.lines.first { $0.hasPrefix("families: ") }.map { $0.dropFirst("families: ".count) } ?? ""
    let fuzzed = Set(listed.components(separatedBy: "; "))
    for family in SupportMatrix.families where family.status == .modelled {
      #expect(fuzzed.contains(family.name), "'\(family.name)' is modelled but no fuzz kind exercises it")
    }
  }

  @Test("Every family the fuzzer lists is a family of the support matrix marked modelled")
  func fuzzFamiliesAreModelled() {
    let modelled = Set(SupportMatrix.families.filter { $0.status == .modelled }.map(\.name))
    for kind in FuzzKind.all {
      #expect(modelled.contains(kind.family), "\(kind): '\(kind.family)' is not a modelled family of the matrix")
    }
  }

  @Test("port writes each file ported into the folder and reports its changes and unmodelled APIs")
  func port() async throws {
    let folder = NSTemporaryDirectory() + "rerender-port-\(UUID().uuidString)"
    let sources = folder + "/in"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try
      "import SwiftUI\n\nstruct A: View {\n  var body: some View { Text(\"a\").onHover { _ in }  }\n}\n\n#Preview { A() }\n"
      .write(toFile: sources + "/A.swift", atomically: true, encoding: .utf8)
    try "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n".write(
      toFile: sources + "/B.swift", atomically: true, encoding: .utf8)
    let result = await run(["port", sources + "/A.swift", sources + "/B.swift", "--into", folder + "/out"])
    #expect(result.code == 0, "\(result.error)")
    expectNoDifference(
      result.lines,
      [
        "Ported 2 files into \(folder)/out:",
        "  \(sources)/A.swift -> \(folder)/out/A.swift",
        "    line 1: import SwiftUI → import ViewGraph",
        "    line 7: #Preview block commented out (lines 7–7)",
        "  \(sources)/B.swift -> \(folder)/out/B.swift",
        "    line 1: import SwiftUI → import ViewGraph",
        "Compile, not modelled (1); see 'rerender support':",
        "  \(sources)/A.swift:4: .onHover (Key presses and hover, compiles, not modelled): Actions are stored, not run: no key is pressed and no pointer hovers here (tap controls instead).",
        "",
      ])
    let ported = try String(contentsOfFile: folder + "/out/A.swift", encoding: .utf8)
    #expect(ported.hasPrefix("import ViewGraph\n"))
    #expect(ported.hasSuffix("// #Preview { A() }\n"))
    let json = await run(["port", sources + "/A.swift", "--into", folder + "/json", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect((files.first?["findings"] as? [[String: Any]])?.first?["api"] as? String == ".onHover")
    let overwrite = await run(["port", sources + "/A.swift", "--into", sources])
    #expect(overwrite.code == 64)
    #expect(overwrite.error.hasPrefix("Error: '\(sources)/A.swift' would be overwritten"), "\(overwrite.error)")
  }

  @Test(
    "port never loses a file: files of one name keep their folders, and a file edited since is kept without --force")
  func portKeepsEveryFile() async throws {
    let folder = NSTemporaryDirectory() + "rerender-port-\(UUID().uuidString)"
    for name in ["a", "b"] {
      try FileManager.default.createDirectory(atPath: "\(folder)/in/\(name)", withIntermediateDirectories: true)
      try "import SwiftUI\nstruct \(name.uppercased()): View { var body: some View { Text(\"\(name)\") } }\n".write(
        toFile: "\(folder)/in/\(name)/X.swift", atomically: true, encoding: .utf8)
    }
    let first = await run(["port", "\(folder)/in/a/X.swift", "\(folder)/in/b/X.swift", "--into", "\(folder)/out"])
    #expect(first.code == 0, "\(first.error)")
    let a = try String(contentsOfFile: "\(folder)/out/a/X.swift", encoding: .utf8)
    let b = try String(contentsOfFile: "\(folder)/out/b/X.swift", encoding: .utf8)
    #expect(a.contains("struct A") && b.contains("struct B"), "both files are kept:\n\(a)\n\(b)")
    // Porting again over files as port wrote them is fine.
    let again = await run(["port", "\(folder)/in/a/X.swift", "\(folder)/in/b/X.swift", "--into", "\(folder)/out"])
    #expect(again.code == 0, "\(again.error)")
    // A file edited by hand since is not overwritten, and nothing is written.
    try (a + "// my stub\n").write(toFile: "\(folder)/out/a/X.swift", atomically: true, encoding: .utf8)
    try "import SwiftUI\nstruct A2: View { var body: some View { Text(\"a\") } }\n".write(
      toFile: "\(folder)/in/a/X.swift", atomically: true, encoding: .utf8)
    let refused = await run(["port", "\(folder)/in/a/X.swift", "\(folder)/in/b/X.swift", "--into", "\(folder)/out"])
    #expect(refused.code == 64)
    #expect(
      refused.error.hasPrefix(
        "Error: '\(folder)/out/a/X.swift' was edited since 'rerender port' wrote it: pass --force to overwrite it."),
      "\(refused.error)")
    #expect(try String(contentsOfFile: "\(folder)/out/a/X.swift", encoding: .utf8).hasSuffix("// my stub\n"))
    let forced = await run([
      "port", "\(folder)/in/a/X.swift", "\(folder)/in/b/X.swift", "--into", "\(folder)/out", "--force",
    ])
    #expect(forced.code == 0, "\(forced.error)")
    #expect(try String(contentsOfFile: "\(folder)/out/a/X.swift", encoding: .utf8).contains("struct A2"))
    // A file port never wrote is not overwritten either.
    try "// mine\n".write(toFile: "\(folder)/out/C.swift", atomically: true, encoding: .utf8)
    try "import SwiftUI\n".write(toFile: "\(folder)/in/C.swift", atomically: true, encoding: .utf8)
    let foreign = await run(["port", "\(folder)/in/C.swift", "--into", "\(folder)/out"])
    #expect(foreign.code == 64)
    #expect(foreign.error.contains("was not written by 'rerender port'"), "\(foreign.error)")
  }

  @Test("port --tests makes each preview a view and writes one test per preview into the tests' folder")
  func portTests() async throws {
    let folder = NSTemporaryDirectory() + "rerender-port-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
    try
      "import SwiftUI\n\nstruct A: View {\n  var body: some View { Button(\"a\") {} }\n}\n\n#Preview { A() }\n\n#Preview(\"Dark\") { A() }\n"
      .write(toFile: folder + "/in/A.swift", atomically: true, encoding: .utf8)
    try "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n".write(
      toFile: folder + "/in/B.swift", atomically: true, encoding: .utf8)
    let arguments = [
      "port", folder + "/in/A.swift", folder + "/in/B.swift", "--into", folder + "/Sources/Screens", "--tests",
      folder + "/Tests/ScreensTests",
    ]
    let result = await run(arguments)
    #expect(result.code == 0, "\(result.error)")
    #expect(result.lines.contains("    line 7: #Preview made the view APreview (lines 7–7)"), "\(result.output)")
    #expect(
      result.lines.contains("    tests: \(folder)/Tests/ScreensTests/APreviewTests.swift (2 previews)"),
      "\(result.output)")
    let ported = try String(contentsOfFile: folder + "/Sources/Screens/A.swift", encoding: .utf8)
    #expect(ported.contains("public struct APreview: View {") && ported.contains("public struct APreviewDark: View {"))
    let tests = try String(contentsOfFile: folder + "/Tests/ScreensTests/APreviewTests.swift", encoding: .utf8)
    // In another target than the screens: the tests import the screens' module, the folder's name.
    #expect(tests.contains("import Screens\n"), "\(tests)")
    #expect(tests.contains("explore { APreviewDark() }"), "\(tests)")
    // A file without previews gets no tests.
    #expect(!FileManager.default.fileExists(atPath: folder + "/Tests/ScreensTests/BPreviewTests.swift"))
    // Porting again over what port wrote is fine; a test edited since is kept.
    #expect(await run(arguments).code == 0)
    try (tests + "// mine\n").write(
      toFile: folder + "/Tests/ScreensTests/APreviewTests.swift", atomically: true, encoding: .utf8)
    let refused = await run(arguments)
    #expect(refused.code == 64)
    #expect(
      refused.error.contains("APreviewTests.swift' was edited since 'rerender port' wrote it"), "\(refused.error)")
    let json = await run(arguments + ["--force", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    let written = try #require(files.first { ($0["source"] as? String)?.hasSuffix("A.swift") == true })
    #expect((written["tests"] as? [String: Any])?["previews"] as? [String] == ["Preview 1", "Dark"])
  }

  @Test("support prints the matrix by status; Markdown is the README's table")
  func support() async {
    let text = await run(["support"])
    #expect(text.code == 0)
    #expect(text.lines.first == "MODELLED:")
    #expect(text.output.contains("NOT SUPPORTED:\n  Focus sections: .focusSection"), "\(text.output)")
    let markdown = await run(["support", "--format", "markdown"])
    #expect(markdown.lines.first == "| family | status | APIs | notes |")
  }

  @Test("check exits 1 when a claim does not get its expected outcome")
  func checkFails() async {
    var broken = Catalog.all[0]
    broken.claims[0].claimed = 99...99
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(arguments: ["check"], scenarios: [broken], output: &output, error: &error)
    #expect(code == 1)
    #expect(output.contains("MISMATCH: ObservableObject, step 1, bodies: claimed 99, engine 11"))
  }

  @Test("Text is coloured on a terminal, not with NO_COLOR, not when redirected")
  func colour() async {
    let coloured = await run(["trace", "identity", "--step", "0"], terminal: .init(isTerminal: true))
    #expect(coloured.output.contains("\u{1B}["))
    let noColor = await run(["trace", "identity", "--step", "0"], terminal: .init(isTerminal: true, noColor: true))
    #expect(!noColor.output.contains("\u{1B}["))
    let piped = await run(["trace", "identity", "--step", "0"])
    #expect(!piped.output.contains("\u{1B}["))
  }

  // MARK: - Formats

  @Test("JSON decodes back and holds the engine's figures")
  func json() async throws {
    let result = await run(["compare", "dashboard-title", "--format", "json"])
    #expect(result.code == 0)
    let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
    #expect(document.schemaVersion == 2)
    #expect(document.command == "compare")
    let scenario = try #require(document.scenarios.first)
    let report = await DashboardTitle.scenario.run()
    for step in scenario.steps {
      for (v, outcome) in step.results.enumerated() {
        let update = report.result(variant: v, step: step.index)
        #expect(outcome.bodies == update.bodyCount)
        #expect(outcome.evaluations.map(\.printedChanges) == update.printedChanges)
        #expect(outcome.leafUpdates == update.leafUpdateCount)
      }
      #expect(step.comparison?.rows.first?.values == step.results.map(\.bodies))
    }
    #expect(scenario.claims.map(\.engine) == report.claims.map(\.engine))
  }

  @Test("JSON is the same bytes on every run")
  func jsonDeterministic() async {
    let first = await run(["trace", "library-keystroke", "--format", "json"])
    let second = await run(["trace", "library-keystroke", "--format", "json"])
    #expect(first.output == second.output)
    #expect(first.output.hasPrefix("{\n  \"command\" : \"trace\",\n  \"scenarios\""))
  }

  @Test(
    "HTML is well-formed XML, self-contained, and shows every evaluated view and event",
    arguments: ["dashboard-title", "library-keystroke", "identity", "search-screen"])
  func html(_ id: String) async throws {
    let result = await run(["compare", id, "--format", "html"])
    #expect(result.code == 0)
    let parser = XMLParser(data: Data(result.output.utf8))
    let collector = TextCollector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(!result.output.contains("<script"))
    #expect(!result.output.contains("http://") || !result.output.contains("src=\"http"))
    #expect(collector.elements.contains("svg"))
    let report = try await #require(Catalog.scenario(id: id)).run()
    var views = Set<String>()
    for update in report.steps.flatMap({ $0.flatMap { $0 } }) {
      views.formUnion(update.evaluatedViews)
    }
    for view in views {
      #expect(collector.text.contains(view), "\(view) missing from the HTML")
    }
    let events = report.steps.flatMap { $0.flatMap { $0 } }.flatMap(\.lifecycleEvents)
    for event in events {
      #expect(collector.text.contains(event.description), "\(event) missing from the HTML")
    }
  }

  @Test("Markdown has a table per step of compare, and the claims")
  func markdown() async {
    let result = await run(["compare", "dashboard-title", "--format", "markdown", "--step", "1"])
    #expect(result.output.contains("| | ObservableObject | ObservableObject, @StateObject owner |"))
    #expect(result.output.contains("| bodies | 11 | 12 | 2 | 1 | 2 | 1 |"))
    #expect(result.output.contains("| reproduced | ObservableObject | 1 | bodies | 11 | 11 |"))
  }

  @Test("--output writes the file and nothing to stdout")
  func outputFile() async throws {
    let path = "/tmp/rerender-cli-test-\(UInt32.random(in: 0...UInt32.max)).json"
    let result = await run(["list", "--format=json", "--output", path])
    #expect(result.code == 0)
    #expect(result.output.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("\"schemaVersion\" : 2"))
    try? FileManager.default.removeItem(atPath: path)
    let bad = await run(["list", "--output", "/nonexistent-dir/x.txt"])
    #expect(bad.code == 1)
    #expect(bad.error.hasPrefix("Error: Cannot write '/nonexistent-dir/x.txt': "))
  }

  @Test("A step whose input reaches no control fails the scenario: check and compare exit 1 and say why")
  func inputFailureFailsTheRun() async {
    let typo = Scenario(
      id: "typo", title: "Typo", source: "a test", summary: "",
      variants: [
        Scenario.Variant(label: "only") {
          Scenario.Mounted(host: ViewHost(Toggle("Mute account 2", isOn: .constant(false))))
        }
      ],
      steps: [Scenario.Step("toggle") { [$0.host.toggle("Mute account 3")] }],
      claims: [Scenario.Claim("mount", variant: "only", step: 0, claimed: 0)])
    for command in ["check", "compare"] {
      var output = ""
      var error = ""
      let arguments = command == "check" ? ["check"] : ["compare", "typo"]
      let code = await RerenderCLI.run(arguments: arguments, scenarios: [typo], output: &output, error: &error)
      #expect(code == 1, "\(command): \(output)")
      #expect(
        output.contains(
          "FAILED: only, step 1 (toggle): No Toggle titled 'Mute account 3' is on screen (controls: 'Mute account 2'). Did you mean 'Mute account 2'?"
        ),
        "\(command): \(output)")
    }
  }

  @Test("A user's own scenarios run through the same entry point")
  func ownScenarios() async {
    let mine = Scenario(
      id: "mine", title: "Mine", source: "a test", summary: "",
      variants: [Scenario.Variant(label: "only") { Scenario.Mounted(host: ViewHost(Text("hi"))) }],
      steps: [], claims: [Scenario.Claim("no body", variant: "only", step: 0, claimed: 0)])
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(arguments: ["check"], scenarios: [mine], output: &output, error: &error)
    #expect(code == 0)
    #expect(output.contains("mine: 1 claims, ok"))
  }
}

/// Collects element names and text of an XML document.
private final class TextCollector: NSObject, XMLParserDelegate {
  var elements = Set<String>()
  var text = ""
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.insert(name)
    text += " " + attributes.values.joined(separator: " ")
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
