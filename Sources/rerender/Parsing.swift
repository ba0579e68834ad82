import Scenarios

/// The commands the tool knows.
enum CommandName: String, CaseIterable {
  case list
  case trace
  case help
}

/// Bad input: an `Error:` line and the command's usage, exit 64.
struct UsageError: Error, Equatable {
  /// The message, quoting the bad value.
  var message: String
  /// The command whose usage to show; `nil` for the tool's.
  var command: CommandName?
}

/// A parsed and validated command line.
enum Invocation {
  case help(CommandName?)
  case version
  case list
  case trace(Scenario, variant: Int?, step: Int?)

  static func parse(_ arguments: [String], scenarios: [Scenario]) throws -> Invocation {
    guard let first = arguments.first else { return .help(nil) }
    if first == "--help" || first == "-h" { return .help(nil) }
    if first == "--version" { return .version }
    guard let command = CommandName(rawValue: first) else {
      if first.hasPrefix("-") {
        throw UsageError(message: "Unknown option '\(first)'.\(suggestion(first, among: ["--help", "--version"]))", command: nil)
      }
      throw UsageError(
        message: "Unknown command '\(first)'.\(suggestion(first, among: CommandName.allCases.map(\.rawValue)))",
        command: nil)
    }
    let rest = try Tokens(Array(arguments.dropFirst()), command: command)
    if rest.flags.contains("--help") || rest.flags.contains("-h") { return .help(command) }
    switch command {
    case .help:
      guard let name = rest.positionals.first else { return .help(nil) }
      guard let target = CommandName(rawValue: name) else {
        throw UsageError(message: "Unknown command '\(name)'.\(suggestion(name, among: CommandName.allCases.map(\.rawValue)))", command: .help)
      }
      return .help(target)
    case .list:
      try rest.finish(allowing: [], positionals: 0)
      return .list
    case .trace:
      guard let id = rest.positionals.first else {
        throw UsageError(message: "Missing expected argument '<scenario>'", command: .trace)
      }
      try rest.finish(allowing: ["--variant", "--step"], positionals: 1)
      guard let scenario = scenarios.first(where: { $0.id == id }) else {
        throw UsageError(message: "Unknown scenario '\(id)'.\(suggestion(id, among: scenarios.map(\.id)))", command: .trace)
      }
      var variant: Int?
      if let label = rest.options["--variant"] {
        guard let index = scenario.variants.firstIndex(where: { $0.label == label }) else {
          let labels = scenario.variants.map(\.label)
          throw UsageError(
            message: "Unknown variant '\(label)' for '\(id)'.\(suggestion(label, among: labels)) Variants: \(labels.map { "'\($0)'" }.joined(separator: ", ")).",
            command: .trace)
        }
        variant = index
      }
      var step: Int?
      if let text = rest.options["--step"] {
        guard let n = Int(text), (0...scenario.steps.count).contains(n) else {
          throw UsageError(message: "Invalid value '\(text)' for '--step <n>': expected 0 (the mount) to \(scenario.steps.count).", command: .trace)
        }
        step = n
      }
      return .trace(scenario, variant: variant, step: step)
    }
  }

  /// " Did you mean 'x'?" for the closest candidate within a small edit distance.
  static func suggestion(_ input: String, among candidates: [String]) -> String {
    let scored = candidates.map { ($0, editDistance(input.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, input.count / 3) else { return "" }
    return " Did you mean '\(best.0)'?"
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// The arguments after the command: positionals, `--name value` / `--name=value`, and flags.
struct Tokens {
  var positionals: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []
  let command: CommandName
  private static let valued: Set<String> = ["--variant", "--step"]

  init(_ arguments: [String], command: CommandName) throws {
    self.command = command
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        options[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
      } else if Tokens.valued.contains(argument) {
        guard index + 1 < arguments.count else {
          throw UsageError(message: "Missing value for '\(argument) <\(argument == "--step" ? "n" : "label")>'", command: command)
        }
        options[argument] = arguments[index + 1]
        index += 1
      } else if argument.hasPrefix("-") && argument.count > 1 {
        flags.insert(argument)
      } else {
        positionals.append(argument)
      }
      index += 1
    }
  }

  /// Rejects unknown options and extra arguments.
  func finish(allowing allowed: Set<String>, positionals count: Int) throws {
    for name in options.keys.sorted() + flags.sorted() where !allowed.contains(name) {
      throw UsageError(message: "Unknown option '\(name)'.\(Invocation.suggestion(name, among: allowed.sorted() + ["--help"]))", command: command)
    }
    if positionals.count > count {
      throw UsageError(message: "Unexpected argument '\(positionals[count])'", command: command)
    }
  }
}
