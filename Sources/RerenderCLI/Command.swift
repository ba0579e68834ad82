import ViewGraph

// The commands, their arguments and options, described once: parsing, help and
// "did you mean" all read this table.

/// A command of the tool.
enum CommandName: String, CaseIterable, Sendable {
  case list
  case trace
  case compare
  case explain
  case explore
  case check
  case fuzz
  case port
  case support
  case help

  /// One sentence saying what the command does.
  var abstract: String {
    switch self {
    case .list: "List the scenarios (id, title, source, variants, steps) and the screens to explore."
    case .trace: "Print a scenario's _printChanges lines, per variant and step."
    case .compare: "Compare a scenario's variants side by side, per step, with the minimum last."
    case .explain: "Explain each evaluation of one view in one variant: what caused it."
    case .explore:
      "Explore a screen: every control driven once, each from a fresh mount, with what it costs, as if @Observable and the minimum."
    case .check:
      "Run every scenario and compare each claim with the engine; exit 1 on a mismatch or an input not delivered."
    case .fuzz: "Run generated trees and scripts against the engine's invariants; exit 1 on a failure."
    case .port:
      "Copy SwiftUI files for a test target: import ViewGraph, #Preview commented out (with --tests: made views, each explored by a test), unmodelled APIs listed."
    case .support:
      "Print the support matrix (each SwiftUI API family and what the engine models of it), or with --coverage how much of SwiftUI the package declares."
    case .help: "Show help for a command."
    }
  }

  /// The positional argument, if any.
  var argument: (name: String, help: String)? {
    switch self {
    case .trace, .compare, .explain: ("<scenario>", "The scenario id (see 'rerender list').")
    case .explore: ("<screen>", "The screen id (see 'rerender list').")
    case .help: ("<subcommand>", "The command to show help for.")
    case .port: ("<files>...", "The SwiftUI source files to port.")
    case .list, .check, .fuzz, .support: nil
    }
  }

  /// The options the command takes, in help order.
  var options: [OptionName] {
    switch self {
    case .list: [.format, .output]
    case .support: [.symbolGraph, .baseline, .format, .output]
    case .check: [.baseline, .swiftUI, .format, .output]
    case .port: [.into, .tests, .format, .output]
    case .trace: [.variant, .step, .swiftUI, .format, .output]
    case .compare: [.step, .baseline, .swiftUI, .releases, .format, .output]
    case .explain: [.variant, .view, .step, .swiftUI, .format, .output]
    case .explore: [.depth, .settle, .swiftUI, .format, .output]
    case .fuzz: [.seed, .cases, .seconds, .digests, .format, .output]
    case .help: []
    }
  }

  /// The flags the command takes (options without a value).
  var flags: [FlagName] {
    switch self {
    case .trace: [.causes, .paths]
    case .compare: [.paths, .whatIf]
    case .explain: [.whatIf]
    case .support: [.coverage]
    case .port: [.force]
    case .fuzz: [.listKinds]
    default: []
    }
  }

  /// The synopsis after `rerender`.
  var synopsis: String {
    var parts = [rawValue]
    if let argument { parts.append(self == .help ? "[\(argument.name)]" : argument.name) }
    parts += flags.map { "[\($0.rawValue)]" }
    for option in options {
      let text = "\(option.rawValue) \(option.valueName)"
      parts.append(option.isRequired(for: self) ? text : "[\(text)]")
    }
    return parts.joined(separator: " ")
  }
}

/// An option that takes a value.
enum OptionName: String, CaseIterable, Sendable {
  case variant = "--variant"
  case step = "--step"
  case view = "--view"
  case format = "--format"
  case output = "--output"
  case seed = "--seed"
  case cases = "--cases"
  case into = "--into"
  case baseline = "--baseline"
  case seconds = "--seconds"
  case symbolGraph = "--symbol-graph"
  case tests = "--tests"
  case depth = "--depth"
  case settle = "--settle"
  case swiftUI = "--swiftui"
  case releases = "--releases"
  case digests = "--digests"

  var valueName: String {
    switch self {
    case .variant: "<label>"
    case .step: "<n>"
    case .view: "<name>"
    case .format: "<format>"
    case .output: "<file>"
    case .seed: "<n>"
    case .cases: "<n>"
    case .into: "<dir>"
    case .baseline: "<file.json>"
    case .seconds: "<n>"
    case .symbolGraph: "<dir>"
    case .tests: "<dir>"
    case .depth: "<n>"
    case .settle: "<ms>"
    case .swiftUI: "<release>"
    case .releases: "<releases>"
    case .digests: "<file>"
    }
  }

  var help: String {
    switch self {
    case .variant: "Only this variant (its label, as 'rerender list' shows it)."
    case .step: "Only this step: 0 is the mount, 1… the scenario's steps."
    case .view: "The view type whose evaluations to explain."
    case .format: "\(Format.helpList)."
    case .output: "Write to this file instead of standard output."
    case .seed: "The first case's seed (default 1); case i uses seed + i."
    case .cases: "How many cases to run (default 1000, at most 1000000)."
    case .into: "The folder to write the ported files to (made if missing)."
    case .tests:
      "port: also make each #Preview and PreviewProvider a view, and write one test per preview into this folder (the test target's), which explores it and checks its budget baseline."
    case .baseline:
      "Compare with a file written by --format json; exit 1 when a body count rose (check, compare) or coverage fell (support --coverage)."
    case .depth:
      "explore: how many presentations or pushes deep to explore (default 2; 0: the screen's own controls only)."
    case .settle:
      "explore: after each interaction, wait until no change has arrived for this many milliseconds (the tasks it started), and refresh refreshable views."
    case .swiftUI:
      "The SwiftUI release every host models: \(SwiftUIRelease.allCases.map { "\($0.number)" }.joined(separator: ", ")) (iOS; 27 is built with Xcode 27). Default: each variant's own, the latest unless it says otherwise."
    case .releases:
      "compare: each variant under each of these releases, side by side (comma-separated, such as 18,27)."
    case .seconds: "Stop after this many seconds, with the cases run so far."
    case .digests:
      "fuzz: write one line per case to this file, its seed and a digest of its traces as written (@Observable and ObservableObject), or 'failed': two builds that agree on every case write the same file."
    case .symbolGraph:
      "With --coverage: the package's symbol graph (default .build/<triple>/symbolgraph, from 'swift package dump-symbol-graph')."
    }
  }

  func isRequired(for command: CommandName) -> Bool {
    (command == .explain && (self == .variant || self == .view)) || (command == .port && self == .into)
  }
}

/// An option without a value.
enum FlagName: String, CaseIterable, Sendable {
  case causes = "--causes"
  case paths = "--paths"
  case whatIf = "--what-if"
  case coverage = "--coverage"
  case force = "--force"
  case listKinds = "--list-kinds"

  var help: String {
    switch self {
    case .force: "port: overwrite ported files edited since 'rerender port' wrote them."
    case .listKinds:
      "fuzz: print the kinds of views, containers, modifiers, controls and inputs the generator makes, with the support matrix family each exercises, and run nothing."
    case .causes: "Print each evaluation's causes under its line, in full."
    case .paths: "In HTML, a heat-map row per view path instead of per view type."
    case .coverage:
      "support: compare the package's declarations (its symbol graph) with SwiftUI's iOS 18 interface, per family, with what is missing."
    case .whatIf:
      "compare: each variant's bodies as if its models were @Observable, and the minimum; explain: what migrating would change for the view, and what remains."
    }
  }
}
