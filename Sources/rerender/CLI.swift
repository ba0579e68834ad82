import Scenarios
import ViewGraph

// The command line, run in-process (R11.3): parse, validate, run, and map every
// outcome to text and an exit code in one place (R11.4).

/// The `rerender` command line.
enum CLI {
  /// The tool's version.
  static let version = "0.1.0"

  /// Exit codes.
  enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
  }

  /// Runs the command line over a set of scenarios.
  ///
  /// - Returns: The exit code: 0, 1 for a failed check, 64 for bad input.
  @MainActor
  static func run(
    arguments: [String], scenarios: [Scenario] = Catalog.all,
    output: inout some TextOutputStream, error: inout some TextOutputStream
  ) async -> Int32 {
    do {
      let invocation = try Invocation.parse(arguments, scenarios: scenarios)
      switch invocation {
      case .help(let command):
        output.write(Help.text(for: command))
      case .version:
        output.write("rerender \(version)\n")
      case .list:
        output.write(ListCommand.render(scenarios))
      case let .trace(scenario, variant, step):
        output.write(await TraceCommand.render(scenario, variant: variant, step: step))
      }
      return ExitCode.success
    } catch let failure as UsageError {
      error.write("Error: \(failure.message)\n")
      error.write(Help.usage(for: failure.command))
      return ExitCode.usage
    } catch {
      return ExitCode.failure
    }
  }
}
