import Porting
import Testing

// The coverage of SwiftUI's surface: an index's places against the places the package
// declares, per family.

@Suite("SwiftUI surface coverage")
struct SurfaceCoverageTests {
  static let index = SurfaceIndex(tsv: [
    """
    kind\towner\tname\tisolation\tintroduced\tdeprecated
    struct\t\tText\tSendable\t13.0\t
    func\tText\tbold()\tnonisolated\t13.0\t
    func\tText\tbold(_:)\tnonisolated\t16.0\t
    func\tView\tpadding(_:_:)\tnonisolated\t13.0\t
    func\tView\tpadding(_:_:)\tnonisolated\t13.0\t
    func\tModifiedContent where Modifier == AccessibilityAttachmentModifier\taccessibilityLabel(_:)\tnonisolated\t14.0\t
    var\tFont.Weight\tbold\t\t13.0\t
    associatedtype\tView\tBody\t\t13.0\t
    """
  ])

  struct KeyCase: Sendable, CustomTestStringConvertible {
    let owner: String
    let name: String
    let key: String
    let family: String
    var testDescription: String { "\(owner.isEmpty ? "(top level)" : owner) \(name) → \(key), \(family)" }
  }

  @Test(
    "A place drops its owner's where clause; its family is the top-level type",
    arguments: [
      KeyCase(owner: "", name: "Text", key: "Text", family: "Text"),
      KeyCase(
        owner: "TextField where Label == Text", name: "init(_:text:)", key: "TextField.init(_:text:)",
        family: "TextField"),
      KeyCase(owner: "Font.Weight", name: "bold", key: "Font.Weight.bold", family: "Font"),
      KeyCase(owner: "View", name: "padding(_:_:)", key: "View.padding(_:_:)", family: "View"),
    ])
  func keys(_ keyCase: KeyCase) {
    let key = SurfaceKey(owner: keyCase.owner, name: keyCase.name)
    #expect(key.description == keyCase.key)
    #expect(key.family == keyCase.family)
  }

  @Test("The index keeps one place per name and labels, without associated types")
  func indexPlaces() {
    #expect(Self.index.entries.count == 7)
    #expect(Self.index.keys.count == 6, "\(Self.index.keys.sorted())")
    #expect(!Self.index.keys.contains(SurfaceKey(owner: "View", name: "Body")))
  }

  @Test("Coverage counts the places declared, per family, most missing first, with what is missing")
  func coverage() {
    let declared: Set = [
      SurfaceKey(owner: "", name: "Text"), SurfaceKey(owner: "Text", name: "bold()"),
      SurfaceKey(owner: "View", name: "padding(_:_:)"), SurfaceKey(owner: "Unrelated", name: "thing"),
    ]
    let coverage = SurfaceCoverage(index: Self.index, declared: declared)
    #expect((coverage.declared, coverage.total) == (3, 6))
    #expect(coverage.ratio == 0.5)
    #expect(coverage.families.map(\.name) == ["Font", "ModifiedContent", "Text", "View"])
    let text = coverage.families.first { $0.name == "Text" }
    #expect(text?.declared == 2 && text?.total == 3 && text?.missing.map(\.description) == ["Text.bold(_:)"])
    #expect(coverage.families.first { $0.name == "View" }?.missing.isEmpty == true)
  }

  @Test("The repository's index lists SwiftUI's and SwiftUICore's declarations")
  func repositoryIndex() throws {
    let directory = packageRoot() + "/Documentation/SwiftUISurface"
    let index = SurfaceIndex(tsv: [try readText(directory + "/ios18.tsv"), try readText(directory + "/ios18-core.tsv")])
    // 4 198 and 2 835 declarations, of which 72 associated types.
    #expect(index.entries.count == 4_198 + 2_835 - 72, "\(index.entries.count)")
    #expect(
      index.keys.contains(
        SurfaceKey(
          owner: "View", name: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")))
  }
}
