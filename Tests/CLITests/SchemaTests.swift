import Foundation
import Scenarios
import TestSupport
import Testing

@testable import RerenderCLI

// The README's JSON schema tells the truth: every key real output has is listed
// there, and every key listed there is one real output has.

@Suite("The README's JSON schema")
@MainActor
struct SchemaTests {
  /// Keys whose values are maps from names (view types, counters): their keys are data.
  static let maps: Set<String> = ["bodiesByType", "metrics"]

  func keys(in json: Any, into keys: inout Set<String>) {
    if let object = json as? [String: Any] {
      for (key, value) in object {
        keys.insert(key)
        if !Self.maps.contains(key) { self.keys(in: value, into: &keys) }
      }
    } else if let array = json as? [Any] {
      for element in array { self.keys(in: element, into: &keys) }
    }
  }

  func output(_ arguments: [String]) async throws -> String {
    var output = ""
    var error = ""
    _ = await RerenderCLI.run(
      arguments: arguments, scenarios: Catalog.all, screens: Catalog.screens, output: &output, error: &error)
    try #require(error.isEmpty || arguments.first == "fuzz", "\(arguments): \(error)")
    return output
  }

  /// The keys the README's schema block lists: quoted names not in a value's place.
  func readmeKeys() throws -> Set<String> {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "**JSON** (`--format json`)"))
    let block = readme[start.upperBound...].split(separator: "```", maxSplits: 2)[1]
    var keys = Set<String>()
    let text = Array(block)
    var index = 0
    while index < text.count {
      guard text[index] == "\"" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < text.count, text[end] != "\"" { end += 1 }
      let word = String(text[(index + 1)..<end])
      // A value follows a colon: "command": "compare".
      var before = index - 1
      while before >= 0, text[before] == " " { before -= 1 }
      let isValue = before >= 0 && text[before] == ":"
      if !isValue, word.allSatisfy({ $0.isLetter || $0.isNumber }), !word.isEmpty { keys.insert(word) }
      index = end + 1
    }
    return keys
  }

  @Test("The keys of real output, over every command and optional part, are the README's keys", .needsWhatIf)
  func schema() async throws {
    // A baseline that differs, so the changes have elements.
    let baselinePath = FileManager.default.temporaryDirectory.appending(path: "schema-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: baselinePath) }
    var recorded = try await output(["compare", "dashboard-title", "--format", "json"])
    recorded = recorded.replacing(#""bodies" : 11"#, with: #""bodies" : 10"#)
    try recorded.write(toFile: baselinePath, atomically: true, encoding: .utf8)
    let runs = [
      ["list", "--format", "json"],
      ["trace", "identity", "--format", "json"],
      ["compare", "dashboard-title", "--baseline", baselinePath, "--format", "json"],
      ["compare", "nested-observable", "--format", "json"],
      ["compare", "environment-injection", "--format", "json"],
      ["compare", "library-keystroke", "--what-if", "--format", "json"],
      [
        "explain", "library-keystroke", "--variant", "ObservableObject", "--view", "LegacySearchField", "--what-if",
        "--format", "json",
      ],
      ["explain", "dashboard-title", "--variant", "@Observable", "--view", "ObservableTitleView", "--format", "json"],
      ["check", "--format", "json"],
      ["check", "--swiftui", "18", "--format", "json"],
      ["fuzz", "--cases", "2", "--format", "json"],
    ]
    var actual = Set<String>()
    for arguments in runs {
      let json = try JSONSerialization.jsonObject(with: Data(try await output(arguments).utf8))
      keys(in: json, into: &actual)
    }
    // A fuzz failure, which the generated cases do not give: its keys as encoded.
    let failure = FuzzDocument.Failure(
      seed: 1, failure: "f", replay: "r", minimalTree: "t", minimalScript: ["s"], minimalTest: "test", report: "report")
    let fuzz = FuzzDocument(seed: 1, cases: 1, ran: 1, failures: [failure], stoppedAfterSeconds: 1, peakResidentMiB: 1)
    keys(in: try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(fuzz).utf8)), into: &actual)

    let documented = try readmeKeys()
    #expect(actual.subtracting(documented).sorted() == [], "in the output, not in the README")
    #expect(documented.subtracting(actual).sorted() == [], "in the README, not in any output")
  }

  @Test("Types are consistent: a claim's figures are numbers, claimed a range of numbers")
  func claimTypes() async throws {
    let json = try JSONSerialization.jsonObject(with: Data(try await output(["check", "--format", "json"]).utf8))
    let scenarios = try #require((json as? [String: Any])?["scenarios"] as? [[String: Any]])
    for claim in scenarios.flatMap({ $0["claims"] as? [[String: Any]] ?? [] }) {
      let claimed = try #require(claim["claimed"] as? [String: Any])
      #expect(claimed["min"] is Int)
      #expect(claimed["max"] == nil || claimed["max"] is Int)
      // A claim this build cannot check (the what-if strategy with Apple's Combine) has none.
      #expect(claim["engine"] is Int || claim["outcome"] as? String == "not checked", "\(claim)")
      #expect(claim["claimedText"] is String)
    }
  }
}
