import Diffing
import Porting
import Scenarios
import ViewGraph

/// Bad input: an `Error:` line and the command's usage, exit 64.
struct UsageError: Error, Equatable {
  /// The message, quoting the bad value.
  var message: String
  /// The command whose usage to show; `nil` for the tool's.
  var command: CommandName?
}

/// A validated request to run a command.
struct Request {
  var command: CommandName
  var scenario: Scenario?
  /// `explore`: the screen, how deep, and how long a quiet settles it.
  var screen: ExplorableScreen?
  var depth = 2
  var settle: Int?
  /// `--swiftui`: the release imposed on every host.
  var swiftUI: SwiftUIRelease?
  /// `compare --releases`: the releases side by side.
  var releases: [SwiftUIRelease] = []
  var variant: Int?
  var step: Int?
  var view: String?
  var format = Format()
  var outputPath: String?
  var seed: UInt64 = 1
  var cases = 1_000
  /// The most cases `--cases` may ask for.
  static let maxCases = 1_000_000
  /// Whether `trace` prints each evaluation's causes.
  var causes = false
  /// Whether the HTML heat map has a row per view path rather than per type.
  var paths = false
  /// Whether `compare` adds the what-if strategies.
  var whatIf = false
  /// The time limit of `fuzz`, if any.
  var seconds: Int?
  /// `fuzz --digests`: the file of each case's trace digest, if any.
  var digests: String?
  /// The files to port, and where to.
  var files: [String] = []
  var into: String?
  /// `port --tests`: the folder of the preview tests, if any.
  var tests: String?
  /// `port --force`: overwrite ported files edited by hand since.
  var force = false
  /// Whether `fuzz` lists what it generates instead of running.
  var listKinds = false
  /// The baseline file's path and its body counts per scenario id.
  var baseline: (path: String, counts: [String: [StepCounts]])?
  /// `support --coverage`: the package's coverage of SwiftUI's surface, and the
  /// declared count of the baseline given, if any.
  var coverage: CoverageReport?
}

/// A parsed and validated command line.
enum Invocation {
  case help(CommandName?)
  case version
  case command(Request)

  // MARK: - Parsing (tokenise, parse, interpret)

  static func parse(_ arguments: [String], scenarios: [Scenario], screens: [ExplorableScreen] = []) throws
    -> Invocation
  {
    guard let first = arguments.first else { return .help(nil) }
    if first == "--help" || first == "-h" { return .help(nil) }
    if first == "--version" { return .version }
    guard let command = CommandName(rawValue: first) else {
      if first.hasPrefix("-") {
        throw UsageError(
          message: "Unknown option '\(first)'.\(suggestion(first, among: ["--help", "--version"]))", command: nil)
      }
      throw UsageError(
        message: "Unknown command '\(first)'.\(suggestion(first, among: CommandName.allCases.map(\.rawValue)))",
        command: nil)
    }
    let tokens = try Tokens(Array(arguments.dropFirst()), command: command)
    if tokens.flags.contains("--help") || tokens.flags.contains("-h") { return .help(command) }
    if command == .help {
      try tokens.finish(positionals: 1)
      guard let name = tokens.positionals.first else { return .help(nil) }
      guard let target = CommandName(rawValue: name) else {
        throw UsageError(
          message: "Unknown command '\(name)'.\(suggestion(name, among: CommandName.allCases.map(\.rawValue)))",
          command: .help)
      }
      return .help(target)
    }
    try tokens.finish(positionals: command == .port ? Int.max : command.argument == nil ? 0 : 1)
    if command == .explore { return .command(try interpretExplore(tokens, screens: screens)) }
    return .command(try interpret(tokens, command: command, scenarios: scenarios))
  }

  private static func interpret(_ tokens: Tokens, command: CommandName, scenarios: [Scenario]) throws -> Request {
    var request = Request(command: command)
    if let text = tokens.options[.format] {
      guard let format = Format(rawValue: text) else {
        throw UsageError(
          message:
            "Invalid value '\(text)' for '--format <format>'.\(suggestion(text, among: Format.allCases.map(\.rawValue))) Formats: \(Format.names).",
          command: command)
      }
      request.format = format
    }
    request.outputPath = tokens.options[.output]
    if let text = tokens.options[.swiftUI] {
      let known = SwiftUIRelease.allCases.map { "\($0.number)" }
      guard let number = Int(text), let release = SwiftUIRelease(number: number) else {
        throw UsageError(
          message:
            "Invalid value '\(text)' for '--swiftui <release>': expected one of \(known.joined(separator: ", ")) (\(SwiftUIRelease.allCases.map(\.description).joined(separator: ", "))).",
          command: command)
      }
      request.swiftUI = release
    }
    if let text = tokens.options[.releases] {
      let known = SwiftUIRelease.allCases.map { "\($0.number)" }.joined(separator: ", ")
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = item.trimmingCharacters(in: .whitespaces)
        guard let number = Int(trimmed), let release = SwiftUIRelease(number: number) else {
          throw UsageError(
            message: "Invalid value '\(text)' for '--releases <releases>': '\(trimmed)' is not one of \(known).",
            command: command)
        }
        guard !request.releases.contains(release) else {
          throw UsageError(
            message: "Invalid value '\(text)' for '--releases <releases>': \(number) is given twice.", command: command)
        }
        request.releases.append(release)
      }
      if request.swiftUI != nil {
        throw UsageError(message: "Give '--swiftui' or '--releases', not both.", command: command)
      }
      if tokens.options[.baseline] != nil {
        throw UsageError(
          message: "'--releases' does not go with '--baseline': a baseline's variants are those of one release.",
          command: command)
      }
    }
    if tokens.flags.contains(FlagName.coverage.rawValue) {
      guard let directory = tokens.options[.symbolGraph] ?? SymbolGraph.defaultDirectory() else {
        throw UsageError(
          message:
            "No symbol graph found under .build: run 'swift package dump-symbol-graph --skip-synthesized-members --minimum-access-level public' first, or give '--symbol-graph <dir>'.",
          command: command)
      }
      let coverage = SurfaceCoverage(
        index: try SymbolGraph.index(), declared: try SymbolGraph.declarations(in: directory))
      let baseline = try tokens.options[.baseline].map { ($0, try BaselineFile.readCoverage($0, command: command)) }
      request.coverage = CoverageReport(coverage: coverage, baseline: baseline)
    } else if command == .support, tokens.options[.symbolGraph] != nil || tokens.options[.baseline] != nil {
      throw UsageError(message: "'--symbol-graph' and '--baseline' go with '--coverage'.", command: command)
    } else if let path = tokens.options[.baseline] {
      request.baseline = (path, try BaselineFile.read(path, command: command))
    }
    if let text = tokens.options[.seed] {
      guard let seed = UInt64(text) else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--seed <n>': expected a whole number from 0.", command: command)
      }
      request.seed = seed
    }
    if let text = tokens.options[.cases] {
      guard let cases = Int(text), cases > 0 else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--cases <n>': expected a whole number from 1.", command: command)
      }
      guard cases <= Request.maxCases else {
        throw UsageError(
          message:
            "Invalid value '\(text)' for '--cases <n>': at most \(Request.maxCases) (hours of work); to fuzz for a while, give --seconds <n> with a large --cases.",
          command: command)
      }
      request.cases = cases
    }
    if let text = tokens.options[.seconds] {
      guard let seconds = Int(text), seconds > 0 else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--seconds <n>': expected a whole number from 1.", command: command)
      }
      request.seconds = seconds
    }
    request.listKinds = tokens.flags.contains(FlagName.listKinds.rawValue)
    request.digests = tokens.options[.digests]
    if command == .port {
      guard !tokens.positionals.isEmpty else {
        throw UsageError(message: "Missing expected argument '<files>...'", command: command)
      }
      guard let into = tokens.options[.into] else {
        throw UsageError(message: "Missing expected argument '--into <dir>'", command: command)
      }
      request.files = tokens.positionals
      request.into = into
      request.tests = tokens.options[.tests]
      request.force = tokens.flags.contains(FlagName.force.rawValue)
      return request
    }
    guard command.argument != nil, command != .explore else { return request }
    guard let id = tokens.positionals.first else {
      throw UsageError(message: "Missing expected argument '<scenario>'", command: command)
    }
    guard let scenario = scenarios.first(where: { $0.id == id }) else {
      throw UsageError(
        message: "Unknown scenario '\(id)'.\(suggestion(id, among: scenarios.map(\.id)))", command: command)
    }
    request.scenario = scenario
    if let baseline = request.baseline, baseline.counts[id] == nil {
      throw UsageError(
        message:
          "The baseline '\(baseline.path)' has no scenario '\(id)' (it has: \(baseline.counts.keys.sorted().joined(separator: ", "))).",
        command: command)
    }
    for option in command.options where option.isRequired(for: command) && tokens.options[option] == nil {
      throw UsageError(message: "Missing expected argument '\(option.rawValue) \(option.valueName)'", command: command)
    }
    if let label = tokens.options[.variant] {
      guard let index = scenario.variants.firstIndex(where: { $0.label == label }) else {
        let labels = scenario.variants.map(\.label)
        throw UsageError(
          message:
            "Unknown variant '\(label)' for '\(id)'.\(suggestion(label, among: labels)) Variants: \(labels.map { "'\($0)'" }.joined(separator: ", ")).",
          command: command)
      }
      request.variant = index
    }
    if let text = tokens.options[.step] {
      guard let n = Int(text), (0...scenario.steps.count).contains(n) else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--step <n>': expected 0 (the mount) to \(scenario.steps.count).",
          command: command)
      }
      request.step = n
    }
    request.view = tokens.options[.view]
    request.causes = tokens.flags.contains(FlagName.causes.rawValue)
    request.paths = tokens.flags.contains(FlagName.paths.rawValue)
    request.whatIf = tokens.flags.contains(FlagName.whatIf.rawValue)
    if request.whatIf, let reason = TrackingStrategy.asIfObservable.unavailableReason {
      throw UsageError(message: "'--what-if' is not available in this build: \(reason).", command: command)
    }
    return request
  }

  private static func interpretExplore(_ tokens: Tokens, screens: [ExplorableScreen]) throws -> Request {
    var request = try interpret(tokens, command: .explore, scenarios: [])
    guard let id = tokens.positionals.first else {
      throw UsageError(message: "Missing expected argument '<screen>'", command: .explore)
    }
    guard let screen = screens.first(where: { $0.id == id }) else {
      let known =
        screens.isEmpty
        ? " This executable has no screens to explore: give them to RerenderCLI.main(scenarios:screens:)."
        : "\(suggestion(id, among: screens.map(\.id))) Screens: \(screens.map(\.id).joined(separator: ", "))."
      throw UsageError(message: "Unknown screen '\(id)'.\(known)", command: .explore)
    }
    request.screen = screen
    if let text = tokens.options[.depth] {
      guard let depth = Int(text), (0...8).contains(depth) else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--depth <n>': expected a whole number from 0 to 8.", command: .explore)
      }
      request.depth = depth
    }
    if let text = tokens.options[.settle] {
      guard let milliseconds = Int(text), (1...60_000).contains(milliseconds) else {
        throw UsageError(
          message:
            "Invalid value '\(text)' for '--settle <ms>': expected a whole number of milliseconds from 1 to 60000.",
          command: .explore)
      }
      request.settle = milliseconds
    }
    return request
  }

  /// " Did you mean 'x'?" for the closest candidates, the package's one policy.
  static func suggestion(_ input: String, among candidates: [String]) -> String {
    Suggestions.didYouMean(input, among: candidates)
  }
}

/// The arguments after the command: positionals, `--name value` / `--name=value`, and flags.
struct Tokens {
  /// Sets an option once: a repeated option is bad input, not "the last one wins".
  private mutating func set(_ option: OptionName, _ value: String) throws {
    if let first = options[option] {
      throw UsageError(
        message: "Option '\(option.rawValue)' given twice ('\(first)' and '\(value)'); give it once.", command: command)
    }
    options[option] = value
  }

  var positionals: [String] = []
  var options: [OptionName: String] = [:]
  var flags: [String] = []
  var unknown: [String] = []
  let command: CommandName

  init(_ arguments: [String], command: CommandName) throws {
    self.command = command
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        positionals += arguments[(index + 1)...]
        break
      }
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        let name = String(argument[..<equals])
        let value = String(argument[argument.index(after: equals)...])
        if let option = OptionName(rawValue: name) { try set(option, value) } else { unknown.append(name) }
      } else if let option = OptionName(rawValue: argument) {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          throw UsageError(message: "Missing value for '\(option.rawValue) \(option.valueName)'", command: command)
        }
        try set(option, arguments[index + 1])
        index += 1
      } else if argument == "--help" || argument == "-h" {
        flags.append(argument)
      } else if FlagName(rawValue: argument) != nil {
        if flags.contains(argument) {
          throw UsageError(message: "Option '\(argument)' given twice; give it once.", command: command)
        }
        flags.append(argument)
      } else if argument.hasPrefix("-") && argument.count > 1 {
        unknown.append(argument)
      } else {
        positionals.append(argument)
      }
      index += 1
    }
  }

  /// Rejects options the command does not take, unknown options and extra arguments.
  func finish(positionals count: Int) throws {
    let allowed = command.options.map(\.rawValue) + command.flags.map(\.rawValue)
    let given = unknown + options.keys.map(\.rawValue).sorted() + flags.filter { FlagName(rawValue: $0) != nil }
    for name in given where !allowed.contains(name) {
      throw UsageError(
        message: "Unknown option '\(name)'.\(Invocation.suggestion(name, among: allowed + ["--help"]))",
        command: command)
    }
    if positionals.count > count {
      throw UsageError(message: "Unexpected argument '\(positionals[count])'", command: command)
    }
  }
}
