import Diffing
import Foundation

// A re-render baseline for `--baseline`: a JSON document this tool wrote (`compare
// <id> --format json` for one scenario, `check --format json` for the catalog), read
// back for its body counts per scenario, variant, step and view type.

enum BaselineFile {
  /// The part of a JSON document a baseline needs.
  private struct Contents: Decodable {
    struct ScenarioCounts: Decodable {
      var id: String
      var counts: [StepCounts]?
    }
    var scenarios: [ScenarioCounts]
  }

  /// The counts per scenario id in the file; a usage error naming the path and the
  /// reason when it cannot be read or holds no counts.
  static func read(_ path: String, command: CommandName) throws -> [String: [StepCounts]] {
    let data = try contents(of: path, command: command)
    let contents: Contents
    do {
      contents = try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      throw UsageError(
        message:
          "The baseline '\(path)' is not a JSON document written by 'rerender compare <id> --format json' or 'rerender check --format json'.",
        command: command)
    }
    var counts: [String: [StepCounts]] = [:]
    for scenario in contents.scenarios {
      guard let steps = scenario.counts else {
        throw UsageError(
          message:
            "The baseline '\(path)' has no body counts for '\(scenario.id)': write it again with this version's '--format json'.",
          command: command)
      }
      counts[scenario.id] = steps
    }
    return counts
  }

  /// The declared count of a coverage document (`support --coverage --format json`).
  static func readCoverage(_ path: String, command: CommandName) throws -> Int {
    struct Contents: Decodable {
      struct Figures: Decodable { var declared: Int }
      var coverage: Figures
    }
    let data = try contents(of: path, command: command)
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
      throw UsageError(
        message:
          "The baseline '\(path)' is not a JSON document written by 'rerender support --coverage --format json'.",
        command: command)
    }
    return contents.coverage.declared
  }

  /// A baseline file's bytes; a usage error naming the path and the reason when it
  /// cannot be read.
  private static func contents(of path: String, command: CommandName) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
      throw UsageError(message: "Cannot read the baseline '\(path)': \(reason).", command: command)
    }
    return data
  }
}
