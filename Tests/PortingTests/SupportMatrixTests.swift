import Foundation
import Porting
import TestSupport
import Testing

// The support matrix checked against the code, so that it cannot drift: what it
// says is modelled is declared by the engine, every modifier the engine declares
// is listed, what it says is missing is not declared, and the README shows it.

@Suite("Support matrix")
struct SupportMatrixTests {
  /// The engine's declarations by kind: types (`struct Text`), members (`func padding`,
  /// `var colorScheme`, `case primary`) and view modifiers (funcs returning a modified view).
  struct Declarations {
    var types = Set<String>()
    var members = Set<String>()
    var modifiers = Set<String>()
  }

  static let declared = declarations(in: ["Sources/ViewGraphCore", "Sources/ViewGraph"])

  /// What the package's own Combine declares (Apple's on a Mac): what the matrix lists
  /// of Combine is declared there, not by the engine.
  static let declaredByCombine = declarations(in: ["Sources/Combine"])

  static func declarations(in folders: [String]) -> Declarations {
    var found = Declarations()
    for path in folders.flatMap({ swiftFiles(under: $0) }) {
      guard let text = try? readText(path) else { continue }
      for line in text.split(separator: "\n") where line.contains("public func") && line.contains("-> ModifiedContent<")
      {
        guard let start = line.range(of: "public func ")?.upperBound else { continue }
        found.modifiers.insert(String(line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
      let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      for (index, word) in words.enumerated().dropLast() {
        switch word {
        case "struct", "class", "enum", "protocol", "typealias": found.types.insert(String(words[index + 1]))
        case "func", "var", "let", "case": found.members.insert(String(words[index + 1]))
        default: break
        }
      }
    }
    return found
  }

  /// Whether an API, as written, is declared: `.name` as a member, `Name` and `@Name` as a type.
  static func isDeclared(_ api: String, in declared: Declarations = declared) -> Bool {
    let name = baseName(api)
    if api.hasPrefix("@") || name.first?.isUppercase == true { return declared.types.contains(name) }
    return declared.members.contains(name)
  }

  /// Whether an API that SwiftUI spells as a modifier or type is declared as one.
  static func isDeclaredAsSwiftUIWould(_ api: String) -> Bool {
    let name = baseName(api)
    if api.hasPrefix(".") { return declared.modifiers.contains(name) }
    if api.hasPrefix("\\.") { return declared.members.contains(name) }
    return declared.types.contains(name)
  }

  /// An API's declared name: `.padding` → `padding`, `@State` → `State`, `\.dismiss` → `dismiss`,
  /// `remove(atOffsets:)` → `remove`.
  static func baseName(_ api: String) -> String {
    var name = Substring(api)
    while let first = name.first, ".@\\#".contains(first) { name = name.dropFirst() }
    if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
    return String(name)
  }

  @Test(
    "Every API listed as modelled or visual is declared in the engine's sources",
    arguments: SupportMatrix.families.filter { $0.status != .unsupported }.map(\.name))
  func listedIsDeclared(_ family: String) throws {
    let entry = try #require(SupportMatrix.families.first { $0.name == family })
    let missing = entry.apis.filter { !Self.isDeclared($0) && !Self.isDeclared($0, in: Self.declaredByCombine) }
    #expect(missing.isEmpty, "listed as \(entry.status.rawValue) but not declared: \(missing)")
  }

  @Test("No API listed as not supported is declared: implementing one means updating the matrix")
  func unsupportedIsNotDeclared() {
    let declaredUnsupported = SupportMatrix.families.filter { $0.status == .unsupported }
      .flatMap(\.apis).filter(Self.isDeclaredAsSwiftUIWould)
    #expect(declaredUnsupported.isEmpty, "declared, yet listed as not supported: \(declaredUnsupported)")
  }

  @Test("Every view modifier the engine declares is in the matrix")
  func everyModifierListed() {
    let modifiers = Self.declared.modifiers
    let listed = Set(SupportMatrix.families.flatMap(\.apis).map(Self.baseName))
    #expect(modifiers.count > 100, "the scan found the modifiers: \(modifiers.count)")
    #expect(
      modifiers.subtracting(listed).sorted().isEmpty,
      "declared but not in the matrix: \(modifiers.subtracting(listed).sorted())")
  }

  @Test("Each API is in one family only")
  func noDuplicates() {
    var seen: [String: String] = [:]
    var duplicates: [String] = []
    for family in SupportMatrix.families {
      for api in family.apis {
        if let other = seen[api] { duplicates.append("\(api) in \(other) and \(family.name)") }
        seen[api] = family.name
      }
    }
    #expect(duplicates.isEmpty, "\(duplicates)")
  }

  @Test("The README shows the matrix as generated from the table")
  func readmeShowsTheMatrix() throws {
    let readme = try readText(packageRoot() + "/README.md")
    let begin = "<!-- support-matrix:begin -->\n"
    let end = "<!-- support-matrix:end -->"
    let start = try #require(readme.range(of: begin), "README has no support-matrix block")
    let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
    let shown = String(readme[start.upperBound..<stop.lowerBound])
    expectNoDifference(
      shown.split(separator: "\n").map(String.init), SupportMatrix.markdown.split(separator: "\n").map(String.init),
      "regenerate with `swift run rerender support --format markdown`")
  }
}
