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

@Suite("Members by conformance")
struct ConformanceGraphTests {
  /// A graph with an enum conforming to `Hashable`, a view conforming to the package's
  /// `View` (whose requirement is its associated type `Body`), and a protocol refining
  /// `View`, which gains nothing itself.
  static func graph() -> ConformanceGraph {
    var graph = ConformanceGraph()
    graph.declare(
      id: "scheme", key: SurfaceKey(owner: "", name: "ColorScheme"), isProtocol: false, isAssociatedType: false)
    graph.declare(id: "view", key: SurfaceKey(owner: "", name: "View"), isProtocol: true, isAssociatedType: false)
    graph.declare(id: "body", key: SurfaceKey(owner: "View", name: "Body"), isProtocol: false, isAssociatedType: true)
    graph.declare(id: "text", key: SurfaceKey(owner: "", name: "Text"), isProtocol: false, isAssociatedType: false)
    graph.declare(id: "shape", key: SurfaceKey(owner: "", name: "Shape"), isProtocol: true, isAssociatedType: false)
    graph.declare(id: "case", key: SurfaceKey(owner: "Text", name: "Case"), isProtocol: false, isAssociatedType: false)
    graph.member("body", of: "view")
    graph.conform("scheme", to: "s:SH", fallback: "Swift.Hashable")
    graph.conform("text", to: "view", fallback: nil)
    graph.conform("shape", to: "view", fallback: nil)
    graph.conform("case", to: "s:SQ", fallback: "Swift.Equatable")
    graph.conform("case", to: "s:unknown", fallback: "Other.Unknown")
    return graph
  }

  @Test("A conforming type has its protocols' requirements, written or derived")
  func implied() {
    let places = Set(Self.graph().places.map(\.description))
    let expected: Set = [
      "ColorScheme", "View", "View.Body", "Text", "Shape", "Text.Case", "ColorScheme.==(_:_:)",
      "ColorScheme.hash(into:)", "ColorScheme.hashValue", "Text.Body", "Text.Case.==(_:_:)",
    ]
    #expect(places == expected, "\(places.sorted())")
  }
}
