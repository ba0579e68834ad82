import Porting
import TestSupport
import Testing

// `rerender port`'s transformation, on files of our own in SwiftUI's style.

@Suite("Porting SwiftUI files")
struct PortedFileTests {
  @Test("A file ports to the corpus file that builds against the engine, byte for byte")
  func portsToTheCompiledCorpusFile() throws {
    let original = try fixture("Fixtures/RecipeCard.swift.source")
    let expected = try fixture("../CorpusTests/Ported/RecipeCard.swift")
    let ported = PortedFile(porting: original)
    expectNoDifference(
      ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test("The port says what it changed, by line")
  func changes() throws {
    let ported = PortedFile(porting: try fixture("Fixtures/RecipeCard.swift.source"))
    expectNoDifference(
      ported.changes.map(\.description),
      [
        "line 5: import SwiftUI → import ViewGraph",
        "line 34: #Preview block commented out (lines 34–36)",
        "line 38: #Preview block commented out (lines 38–43)",
      ])
    // Everything the card uses is modelled, its navigation destination included.
    #expect(ported.findings.isEmpty, "\(ported.findings)")
  }

  struct FindingCase: Sendable, CustomTestStringConvertible {
    let code: String
    let expected: [String]
    var testDescription: String { code }
  }

  @Test(
    "Unmodelled APIs are listed with their line; the same names in strings and comments are not",
    arguments: [
      FindingCase(code: "Text(\"x\").onHover { hovering = $0 }", expected: ["line 1: .onHover"]),
      FindingCase(code: "@GestureState var dragging = false", expected: ["line 1: @GestureState"]),
      FindingCase(code: "@Environment(\\.modelContext) var context", expected: ["line 1: \\.modelContext"]),
      FindingCase(
        code: "let a = 1\n  .focusSection()\n// .sheet\nlet s = \".alert\"", expected: ["line 2: .focusSection"]),
      FindingCase(
        code: "/* .searchable /* nested */ .onHover */ Text(\"\\(x.onKeyPress)\")", expected: ["line 1: .onKeyPress"]),
      FindingCase(
        code: "let gesture = DragGesture()\nstruct V: UIViewRepresentable {}",
        expected: ["line 1: DragGesture", "line 2: UIViewRepresentable"]),
    ])
  func findings(_ c: FindingCase) {
    let ported = PortedFile(porting: c.code)
    #expect(ported.findings.map { "line \($0.line): \($0.api)" } == c.expected, "\(ported.findings)")
  }

  struct ImportCase: Sendable, CustomTestStringConvertible {
    let line: String
    let expected: String
    var testDescription: String { line }
  }

  @Test(
    "Imports are rewritten whatever their attributes",
    arguments: [
      ImportCase(line: "import SwiftUI", expected: "import ViewGraph"),
      ImportCase(line: "@preconcurrency import SwiftUI", expected: "@preconcurrency import ViewGraph"),
      ImportCase(line: "public import SwiftUI", expected: "public import ViewGraph"),
      ImportCase(line: "import struct SwiftUI.Color", expected: "import struct ViewGraph.Color"),
      ImportCase(line: "  import UIKit", expected: "  // import UIKit (not available on Linux)"),
      ImportCase(line: "import Foundation", expected: "import Foundation"),
      ImportCase(line: "import SwiftUIExtras", expected: "import SwiftUIExtras"),
      ImportCase(line: "// import SwiftUI", expected: "// import SwiftUI"),
    ])
  func imports(_ c: ImportCase) {
    #expect(PortedFile(porting: c.line).text == c.expected)
  }

  @Test("A #Preview on a line shared with code moves to lines of its own; one never closed is left alone")
  func edgeCases() {
    #expect(
      PortedFile(porting: "let x = 1; #Preview { Text(\"a\") }").text == "let x = 1; \n// #Preview { Text(\"a\") }")
    #expect(PortedFile(porting: "#Preview { Text(\"a\")").text == "#Preview { Text(\"a\")")
    #expect(PortedFile(porting: "#PreviewLike { }").changes.isEmpty)
  }
}

/// A file of this test target, by its path relative to this file's folder.
func fixture(_ relativePath: String, file: StaticString = #filePath) throws -> String {
  let folder = "\(file)".split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
  return try readText("\(folder)/\(relativePath)")
}
