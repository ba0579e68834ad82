public import Scenarios

// The command line, run in-process: parse, validate, run, render, and map
// every outcome to text and an exit code in one place.

/// The `rerender` command line, as a library: run it over any scenarios.
///
///     @main struct MyTool {
///       static func main() async {
///         await RerenderCLI.main(
///           scenarios: [myScenario],
///           screens: [ExplorableScreen("library", title: "The library") { LibraryScreen(model: .sample()) }])
///       }
///     }
public enum RerenderCLI {
  /// The tool's version.
  public static let version = "0.2.0"

  /// Exit codes.
  public enum ExitCode {
    /// Success.
    public static let success: Int32 = 0
    /// A claim did not get its expected outcome (`check`), or output could not be written.
    public static let failure: Int32 = 1
    /// Bad input (`EX_USAGE`).
    public static let usage: Int32 = 64
  }

  /// What the tool knows about where its output goes.
  public struct Terminal: Sendable {
    /// Whether standard output is a terminal (text is coloured then).
    public var isTerminal: Bool
    /// Whether `NO_COLOR` is set.
    public var noColor: Bool
    /// Whether standard error is a terminal (progress is one line rewritten in place).
    public var isErrorTerminal: Bool

    /// Creates a description of the output.
    public init(isTerminal: Bool = false, noColor: Bool = false, isErrorTerminal: Bool = false) {
      self.isTerminal = isTerminal
      self.noColor = noColor
      self.isErrorTerminal = isErrorTerminal
    }
  }

  /// Runs the command line with the process's arguments and streams, then exits.
  ///
  /// - Parameters:
  ///   - scenarios: The scenarios `list`, `trace`, `compare`, `explain` and `check` see.
  ///   - screens: The screens `explore` drives (and `list` lists).
  @MainActor
  public static func main(scenarios: [Scenario] = [], screens: [ExplorableScreen] = []) async -> Never {
    Platform.ignoreBrokenPipes()
    var output = Platform.StandardOutput()
    var error = Platform.StandardError()
    let terminal = Terminal(
      isTerminal: Platform.isStandardOutputTerminal,
      noColor: Platform.environment("NO_COLOR").map { !$0.isEmpty } ?? false,
      isErrorTerminal: Platform.isStandardErrorTerminal)
    let code = await run(
      arguments: Array(CommandLine.arguments.dropFirst()), scenarios: scenarios, screens: screens,
      output: &output, error: &error, terminal: terminal)
    Platform.exit(finish(code, output: output, error: &error))
  }

  /// The exit code once the output is written: output that did not reach standard
  /// output (a full disk, a closed pipe) is never a success.
  static func finish(_ code: Int32, output: Platform.StandardOutput, error: inout some TextOutputStream) -> Int32 {
    guard let failure = output.failure else { return code }
    error.write("Error: Cannot write to standard output: \(failure)\n")
    return ExitCode.failure
  }

  /// Runs the command line over a set of scenarios.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - scenarios: The scenarios the commands see.
  ///   - screens: The screens `explore` drives.
  ///   - output: Where results and help go.
  ///   - error: Where errors go.
  ///   - terminal: Whether output is a terminal, for colour.
  /// - Returns: The exit code: 0, 1 for a failed check, 64 for bad input.
  @MainActor
  public static func run(
    arguments: [String], scenarios: [Scenario], screens: [ExplorableScreen] = [],
    output: inout some TextOutputStream, error: inout some TextOutputStream,
    terminal: Terminal = Terminal()
  ) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments, scenarios: scenarios, screens: screens)
    } catch let failure as UsageError {
      error.write("Error: \(failure.message)\n")
      error.write(Help.usage(for: failure.command))
      return ExitCode.usage
    } catch {
      return ExitCode.failure
    }
    switch invocation {
    case .help(let command):
      output.write(Help.text(for: command))
      return ExitCode.success
    case .version:
      output.write("rerender \(version)\n")
      return ExitCode.success
    case .command(let request):
      let colour = terminal.isTerminal && !terminal.noColor && request.outputPath == nil
      let result = await Runner.run(
        request, scenarios: scenarios, screens: screens, colour: colour, progressOnTerminal: terminal.isErrorTerminal
      ) { error.write($0) }
      if let failure = result.error {
        error.write(failure)
        return result.code
      }
      if let path = request.outputPath {
        if let failure = Platform.writeFile(path, result.text) {
          error.write("Error: Cannot write '\(path)': \(failure)\n")
          return ExitCode.failure
        }
      } else {
        output.write(result.text)
      }
      return result.code
    }
  }
}
