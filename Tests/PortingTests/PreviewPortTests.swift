import Foundation
import Porting
import TestSupport
import Testing

// `rerender port --tests`: each preview a public view of the ported file, and one
// test per preview. The fixtures' output is kept as the PreviewFixtureScreens and
// PreviewFixtureTests targets, which `swift test` builds and runs.

@Suite("Previews ported as views, and their tests")
struct PreviewPortTests {
  struct Form: Sendable, CustomTestStringConvertible {
    let source: String
    let titles: [String]
    let views: [String]
    var testDescription: String { views.joined(separator: ", ") }
  }

  nonisolated static let forms = [
    Form(source: "#Preview { A() }", titles: ["Preview 1"], views: ["APreview"]),
    Form(source: "#Preview(\"Empty list\") { A() }", titles: ["Empty list"], views: ["APreviewEmptyList"]),
    Form(
      source: "#Preview(\"Dark\", traits: .sizeThatFitsLayout) { A() }", titles: ["Dark"], views: ["APreviewDark"]),
    Form(
      source: "#Preview { A() }\n#Preview { A() }", titles: ["Preview 1", "Preview 2"],
      views: ["APreview", "APreview2"]),
    Form(
      source: "struct A_Previews: PreviewProvider {\n  static var previews: some View { A() }\n}",
      titles: ["A_Previews"], views: ["A_PreviewsView"]),
  ]

  @Test("Each preview form becomes a public view named after the file and the preview", arguments: forms)
  func eachForm(_ form: Form) {
    let file = PortedFile(porting: "import SwiftUI\n\n" + form.source + "\n", previewViews: "A")
    #expect(file.previews.map(\.title) == form.titles, "\(file.text)")
    #expect(file.previews.map(\.viewName) == form.views, "\(file.text)")
    for view in form.views { #expect(file.text.contains("public struct \(view): View {"), "\(file.text)") }
    #expect(!file.text.contains("#Preview"), "\(file.text)")
  }

  @Test("@Previewable declarations become the view's state; the rest of the block its body")
  func previewable() {
    let source = """
      #Preview("Filled") {
        @Previewable @State var items = [
          "a",
          "b",
        ]
        @Previewable @FocusState var focused: Bool
        List(items, id: \\.self) { Text($0) }
      }
      """
    let file = PortedFile(porting: source, previewViews: "Items")
    expectNoDifference(
      file.text.split(separator: "\n").map(String.init),
      [
        "/// The preview \"Filled\" of this file, as a view its test explores (written by",
        "/// `rerender port --tests`; its `@Previewable` declarations are the view's state).",
        "public struct ItemsPreviewFilled: View {",
        "  @State var items = [",
        "    \"a\",",
        "    \"b\",",
        "  ]",
        "  @FocusState var focused: Bool",
        "  public init() {}",
        "  public var body: some View {",
        "    List(items, id: \\.self) { Text($0) }",
        "  }",
        "}",
      ])
  }

  @Test("Without previewViews, previews are commented out as before, and none is listed")
  func commentedOutByDefault() {
    let file = PortedFile(porting: "#Preview { A() }\n")
    #expect(file.previews.isEmpty)
    #expect(file.text == "// #Preview { A() }\n")
  }

  @Test("Porting the fixtures again writes the PreviewFixtureScreens and PreviewFixtureTests files as kept")
  func fixturesAsKept() throws {
    let root = packageRoot()
    let names = ["LegacyTally", "TallyScreen"]
    let originals = try names.map { try fixture("Fixtures/Previews/\($0).swift.source") }
    for (name, original) in zip(names, originals) {
      let others = zip(names, originals).filter { $0.0 != name }.reduce(into: Set<String>()) {
        $0.formUnion(PortedFile.declaredTypes(in: $1.1))
      }
      let file = PortedFile(porting: original, declaredElsewhere: others, previewViews: name)
      let screens = try readText("\(root)/Tests/PreviewFixtures/PreviewFixtureScreens/\(name).swift")
      expectNoDifference(lines(file.text), lines(screens))
      #expect(file.text == screens)
      let tests = PreviewTests.source(for: file.previews, fileName: "\(name).swift", module: "PreviewFixtureScreens")
      let kept = try readText("\(root)/Tests/PreviewFixtures/PreviewFixtureTests/\(name)PreviewTests.swift")
      expectNoDifference(lines(tests), lines(kept))
      #expect(tests == kept)
    }
  }
}

private func lines(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
