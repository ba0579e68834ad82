import Foundation
import Scenarios
import TestSupport
import Testing

@testable import RerenderCLI

// Options as the README states them: every command but help takes --format and
// --output, an option given twice is bad input, fuzz shows progress and keeps to
// its limits.

@Suite("Command-line options")
@MainActor
struct OptionTests {
  struct Run {
    var code: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: [String]) async -> Run {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(arguments: arguments, scenarios: Catalog.all, output: &output, error: &error)
    return Run(code: code, output: output, error: error)
  }

  @Test("Each format renders every kind of document: a run's, port's and support's", arguments: Format.allCases)
  func everyFormatRendersEverything(_ format: Format) async throws {
    let folder = NSTemporaryDirectory() + "rerender-formats-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\").onHover { _ in } } }\n"
      .write(toFile: folder + "/B.swift", atomically: true, encoding: .utf8)
    let documents = [
      ["list"], ["support"], ["trace", "dashboard-title"], ["port", folder + "/B.swift", "--into", folder + "/out"],
    ]
    for arguments in documents {
      let result = await run(arguments + ["--format", format.rawValue])
      #expect(
        result.code == 0 && !result.output.isEmpty && result.error.isEmpty, "\(arguments) \(format): \(result.error)")
      if arguments[0] == "port" { #expect(result.output.contains("onHover"), "\(format): \(result.output)") }
    }
  }

  @Test("support --coverage compares a symbol graph with SwiftUI's surface, and a baseline fails when coverage fell")
  func coverage() async throws {
    let folder = NSTemporaryDirectory() + "rerender-coverage-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // `Edge` conforms to `CaseIterable`: SwiftUI's interface lists its `allCases` and
    // `AllCases`, which the compiler derives and the graph leaves out.
    let graph = #"""
      {"symbols": [
        {"identifier": {"precise": "t"}, "kind": {"identifier": "swift.struct"},
         "pathComponents": ["Text"], "names": {"title": "Text"}},
        {"identifier": {"precise": "p"}, "kind": {"identifier": "swift.func"},
         "pathComponents": ["View", "padding(_:_:)"], "names": {"title": "padding(_:_:)"}},
        {"identifier": {"precise": "n"}, "kind": {"identifier": "swift.func"},
         "pathComponents": ["View", "notSwiftUI()"], "names": {"title": "notSwiftUI()"}},
        {"identifier": {"precise": "e"}, "kind": {"identifier": "swift.enum"},
         "pathComponents": ["Edge"], "names": {"title": "Edge"}},
        {"identifier": {"precise": "top"}, "kind": {"identifier": "swift.enum.case"},
         "pathComponents": ["Edge", "top"], "names": {"title": "Edge.top"}}
      ],
      "relationships": [
        {"kind": "conformsTo", "source": "e", "target": "s:s12CaseIterableP", "targetFallback": "Swift.CaseIterable"}
      ]}
      """#
    try graph.write(toFile: folder + "/ViewGraphCore.symbols.json", atomically: true, encoding: .utf8)
    let json = await run(["support", "--coverage", "--symbol-graph", folder, "--format", "json"])
    #expect(json.code == 0, "\(json.error)")
    // A case is titled with its owner (`Edge.top`) and counts as `Edge`'s `top`.
    #expect(json.output.contains(#""declared" : 6,"#), "\(json.output.prefix(400))")
    #expect(
      !json.output.contains(#""Edge.allCases""#) && json.output.contains(#""Edge.rawValue""#),
      "\(json.output.prefix(400))")
    try json.output.write(toFile: folder + "/baseline.json", atomically: true, encoding: .utf8)
    let held = await run(["support", "--coverage", "--symbol-graph", folder, "--baseline", folder + "/baseline.json"])
    #expect(held.code == 0 && held.output.hasPrefix("SwiftUI's iOS 18 surface: 6 of "), "\(held.output.prefix(300))")
    #expect(held.output.contains("Coverage held since the baseline"), "\(held.output.prefix(300))")
    try "{\"symbols\": [], \"relationships\": []}".write(
      toFile: folder + "/ViewGraphCore.symbols.json", atomically: true, encoding: .utf8)
    let fell = await run(["support", "--coverage", "--symbol-graph", folder, "--baseline", folder + "/baseline.json"])
    #expect(fell.code == 1 && fell.output.contains("Coverage fell since the baseline"), "\(fell.output.prefix(300))")
    let empty = await run(["support", "--coverage", "--symbol-graph", folder + "/none"])
    #expect(
      empty.code == 64 && empty.error.hasPrefix("Error: No symbol graph of ViewGraphCore or ViewGraph"),
      "\(empty.error)")
    let alone = await run(["support", "--baseline", folder + "/baseline.json"])
    #expect(
      alone.code == 64 && alone.error.hasPrefix("Error: '--symbol-graph' and '--baseline' go with '--coverage'."),
      "\(alone.error)")
  }

  @Test("--format's help and its error list the formats, from Format's one list")
  func formatList() async {
    let help = await run(["help", "trace"])
    #expect(help.output.contains("text (default), markdown, json or html."), "\(help.output)")
    let wrong = await run(["list", "--format", "yaml"])
    #expect(wrong.code == 64 && wrong.error.contains("Formats: text, markdown, json, html."), "\(wrong.error)")
    #expect(Format.allCases.map(\.rawValue) == ["text", "markdown", "json", "html"])
  }

  @Test("Every command but help takes --format and --output")
  func formatAndOutputEverywhere() {
    for command in CommandName.allCases where command != .help {
      #expect(command.options.contains(.format) && command.options.contains(.output), "\(command)")
    }
  }

  @Test(
    "An option given twice is bad input, in either spelling",
    arguments: [
      ["trace", "identity", "--step", "1", "--step", "2"],
      ["fuzz", "--seed", "1", "--seed=2"],
      ["list", "--format=json", "--format", "text"],
    ])
  func repeated(_ arguments: [String]) async {
    let result = await run(arguments)
    #expect(result.code == 64)
    #expect(result.error.hasPrefix("Error: Option '"), "\(result.error)")
    #expect(result.error.contains("given twice"), "\(result.error)")
  }

  @Test("fuzz writes JSON with the cases run and shows progress as plain lines when not on a terminal")
  func fuzzFormatsAndProgress() async throws {
    let result = await run(["fuzz", "--cases", "20", "--format", "json"])
    #expect(result.code == 0)
    #expect(result.output.contains(#""ran" : 20"#), "\(result.output)")
    let lines = result.error.split(separator: "\n")
    // A line every tenth of the cases; on a slow machine a line every ten seconds too.
    let tenths = (1...10).map { "fuzz: \($0 * 2)/20 cases, " }
    #expect(
      tenths.allSatisfy { tenth in lines.filter { $0.hasPrefix(tenth) }.count == 1 },
      "a line every tenth of the cases: \(result.error)")
    #expect(lines.last?.hasPrefix("fuzz: 20/20 cases, ") == true, "\(result.error)")
    #expect(lines.last?.hasSuffix(" 0 failures, ETA 0 s") == true, "\(result.error)")
  }

  @Test("fuzz refuses --cases beyond its limit, and --seconds stops a long run with the cases run so far")
  func fuzzLimits() async {
    let refused = await run(["fuzz", "--cases", "1000001"])
    #expect(refused.code == 64)
    #expect(refused.error.hasPrefix("Error: Invalid value '1000001' for '--cases <n>': at most 1000000"))
    let stopped = await run(["fuzz", "--cases", "1000000", "--seconds", "1"])
    #expect(stopped.code == 0)
    #expect(stopped.output.contains("stopped after 1 s: "), "\(stopped.output)")
    #expect(stopped.output.contains(" of 1000000 cases run\n"), "\(stopped.output)")
  }

  @Test("compare --what-if adds each variant's bodies as if @Observable and the minimum, per step", .needsWhatIf)
  func whatIf() async {
    let result = await run(["compare", "library-keystroke", "--what-if", "--step", "1"])
    #expect(result.code == 0, "\(result.error)")
    let row = result.output.split(separator: "\n").first { $0.hasPrefix("  A ObservableObject ") }
    #expect(row?.split(separator: " ").suffix(3) == ["235", "10", "10"], "\(result.output)")
    #expect(result.output.contains("      LegacyDocumentRow"), "\(result.output)")
    #expect(
      result.output.contains("        still runs because @dependencies: LegacyLibrary.searchText changed"),
      "\(result.output)")
    let plain = await run(["compare", "library-keystroke", "--step", "1"])
    #expect(!plain.output.contains("what if"))
  }
}

extension OptionTests {
  @Test(
    "Without the what-if strategy in the build, --what-if is an error that says why, with the usage", .withoutWhatIf)
  func whatIfUnavailable() async {
    for arguments in [
      ["compare", "dashboard-title", "--what-if"],
      ["explain", "dashboard-title", "--variant", "ObservableObject", "--view", "LegacyTitleView", "--what-if"],
    ] {
      let result = await run(arguments)
      #expect(result.code == 64, "\(arguments)")
      #expect(result.error.hasPrefix("Error: '--what-if' is not available in this build: "), "\(result.error)")
      #expect(result.error.contains("Usage:"), "\(result.error)")
    }
  }
}
