import Foundation
import Testing

// Nothing a user writes is ambiguous on a Mac: no public name the package declares at
// the top level is also declared by Foundation, Combine, CoreGraphics or Observation in
// Apple's SDK (Fixtures/AppleSDKNames.txt, built from the iOS 18.0 SDK's module
// interfaces and CoreGraphics' headers), except a typealias of that very declaration
// (`typealias Published = Combine.Published`: one type, never ambiguous). A name
// declared only where the Apple framework does not exist (`#if !canImport(X)`) is left
// out, and so is the package's own Combine, which exists only where Apple's does not.

@Suite("Apple's names")
struct AppleNameTests {
  struct Declaration: CustomStringConvertible {
    let name: String
    let file: String
    let line: Int
    /// The module a typealias names as its own (`Combine` in `= Combine.Published`).
    let aliasOf: String?
    var description: String { "\(name) (\(file):\(line))" }
  }

  /// Apple's top-level names, by module section.
  static func appleNames() throws -> [String: Set<String>] {
    let text = try readText(packageRoot() + "/Tests/PortingTests/Fixtures/AppleSDKNames.txt")
    var sections: [String: Set<String>] = [:]
    var current = ""
    for raw in text.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        current = String(line.dropFirst().dropLast())
        continue
      }
      sections[current, default: []].insert(line)
    }
    return sections
  }

  /// The package's public top-level declarations, outside `#if !canImport(...)` blocks.
  static func declarations() throws -> [Declaration] {
    let pattern = try Regex(
      #"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|func|var|let|actor)\s+([A-Za-z_][A-Za-z0-9_]*)(.*)$"#
    )
    var found: [Declaration] = []
    let folders = try FileManager.default.contentsOfDirectory(atPath: packageRoot() + "/Sources")
      .filter { $0 != "Combine" }.sorted()
    for folder in folders {
      for path in swiftFiles(under: "Sources/" + folder) {
        var excluded = 0  // nesting of `#if !canImport` blocks
        var depth = 0
        var excludedAt: [Int] = []
        for (index, raw) in try readText(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let line = String(raw)
          if line.hasPrefix("#if") {
            depth += 1
            if line.hasPrefix("#if !canImport(") {
              excluded += 1
              excludedAt.append(depth)
            }
            continue
          }
          if line.hasPrefix("#endif") {
            if excludedAt.last == depth {
              excludedAt.removeLast()
              excluded -= 1
            }
            depth -= 1
            continue
          }
          guard excluded == 0, let match = line.wholeMatch(of: pattern),
            let name = match.output[1].substring.map(String.init)
          else { continue }
          let rest = match.output[2].substring.map(String.init) ?? ""
          var alias: String?
          if line.contains(" typealias "), let equals = rest.firstIndex(of: "=") {
            let target = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if target.hasSuffix("." + name) { alias = String(target.dropLast(name.count + 1)) }
          }
          found.append(
            Declaration(
              name: name, file: String(path.dropFirst(packageRoot().count + 1)), line: index + 1,
              aliasOf: alias))
        }
      }
    }
    return found
  }

  @Test("The list of Apple's names covers the four modules and the names the package is known to share")
  func listIsThere() throws {
    let names = try Self.appleNames()
    for module in ["Foundation", "Combine", "Observation", "CoreGraphics headers"] {
      #expect(!(names[module] ?? []).isEmpty, "no names for \(module)")
    }
    let all = names.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    for known in [
      "ObservableObject", "Published", "ObservableObjectPublisher", "AnyCancellable", "CGLineCap",
      "CGLineJoin", "withObservationTracking", "Date", "URL",
    ] {
      #expect(all.contains(known), "\(known) is missing from the list")
    }
  }

  @Test(
    "The scan finds the package's public declarations, and a name declared only where Apple's is missing is left out")
  func scanFindsDeclarations() throws {
    let declared = try Self.declarations()
    let names = Set(declared.map(\.name))
    for known in ["ViewHost", "Text", "TrackingStrategy", "Scenario", "ObservableObject"] {
      #expect(names.contains(known), "\(known) not found by the scan")
    }
    // CGLineCap is declared for Linux only, inside `#if !canImport(CoreGraphics)`.
    #expect(!names.contains("CGLineCap"))
    let published = try #require(declared.first { $0.name == "Published" })
    #expect(published.aliasOf == "Combine")
  }

  @Test("No public top-level name the package declares is one of Apple's, but a typealias of Apple's own")
  func noCollision() throws {
    let apple = try Self.appleNames()
    var owners: [String: [String]] = [:]
    for (module, names) in apple {
      for name in names { owners[name, default: []].append(module) }
    }
    var collisions: [String] = []
    for declaration in try Self.declarations() {
      guard let modules = owners[declaration.name] else { continue }
      if let alias = declaration.aliasOf, modules.contains(where: { $0.hasPrefix(alias) }) { continue }
      collisions.append("\(declaration) is declared by Apple's \(modules.sorted().joined(separator: ", "))")
    }
    #expect(collisions.isEmpty, "\(collisions.joined(separator: "\n"))")
  }
}

@Suite("Ambient state")
struct AmbientStateTests {
  @Test("Every process-wide mutable value of the engine is declared in Ambient.swift")
  func ambientStateInOneFile() throws {
    var elsewhere: [String] = []
    for folder in [
      "Sources/ViewGraphCore", "Sources/ViewGraph", "Sources/Diffing", "Sources/Scenarios",
      "Sources/RerenderTesting", "Sources/RerenderCLI", "Sources/Fuzzing", "Sources/Porting",
    ] {
      for path in swiftFiles(under: folder) where !path.hasSuffix("/Ambient.swift") {
        for (index, line) in try readText(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let code = line.trimmingCharacters(in: .whitespaces)
          guard !code.hasPrefix("//") else { continue }
          if (code.contains("nonisolated(unsafe)") && code.contains(" var ")) || code.hasPrefix("@TaskLocal") {
            elsewhere.append("\(path.dropFirst(packageRoot().count + 1)):\(index + 1): \(code)")
          }
        }
      }
    }
    #expect(elsewhere.isEmpty, "\(elsewhere.joined(separator: "\n"))")
    let ambient = try readText(packageRoot() + "/Sources/ViewGraphCore/Support/Ambient.swift")
    for name in ["EvaluationFrame", "Transaction", "AnnouncedMutation", "TrackingStrategy", "MainThread"] {
      #expect(ambient.contains("extension \(name) {"), "\(name) is missing from Ambient.swift")
    }
  }
}
