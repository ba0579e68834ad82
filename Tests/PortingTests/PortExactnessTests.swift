import Foundation
import Porting
import TestSupport
import Testing

// `rerender port`, exact: `@Entry` written as the macro expands it, `#if` decided as
// on iOS, `SwiftUI.` names requalified, a user's own types never taken for SwiftUI's,
// Apple-only frameworks commented out with the names that came from them, and each
// note the one of its API.

@Suite("Porting, exactly: @Entry, #if as on iOS, qualified names, own types, frameworks")
struct PortExactnessTests {
  @Test("@Entry ports to its key and property: the ported file is the corpus file that builds, byte for byte")
  func entryPortsToTheCompiledCorpusFile() throws {
    let ported = PortedFile(porting: try fixture("Fixtures/EntryKeys.swift.source"))
    let expected = try fixture("../CorpusTests/Ported/EntryKeys.swift")
    expectNoDifference(
      ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    #expect(ported.findings.isEmpty, "\(ported.findings)")
  }

  struct EntryCase: Sendable, CustomTestStringConvertible {
    let owner: String
    let declaration: String
    let expected: [String]
    var testDescription: String { "\(owner): \(declaration)" }
  }

  @Test(
    "Each extension SwiftUI declares @Entry for gets its own key protocol",
    arguments: [
      EntryCase(
        owner: "EnvironmentValues", declaration: "@Entry var tint: Color = .red",
        expected: [
          "var tint: Color {", "private struct __Key_tint: EnvironmentKey {", "static var defaultValue: Color { .red }",
        ]),
      EntryCase(
        owner: "Transaction", declaration: "@Entry var isQuick = false",
        expected: [
          "var isQuick: Bool {", "private struct __Key_isQuick: TransactionKey {",
          "static var defaultValue: Bool { false }",
        ]),
      EntryCase(
        owner: "FocusedValues", declaration: "@Entry var selection: Binding<String>?",
        expected: [
          "var selection: Binding<String>? {", "private struct __Key_selection: FocusedValueKey {",
          "typealias Value = Binding<String>",
        ]),
      EntryCase(
        owner: "ContainerValues", declaration: "@Entry var isPinned: Bool = false",
        expected: ["var isPinned: Bool {", "private struct __Key_isPinned: ContainerValueKey {"]),
      EntryCase(
        owner: "SwiftUI.EnvironmentValues", declaration: "@Entry public var theme = Theme.light",
        expected: [
          "public var theme: __Key_theme.Value {", "public struct __Key_theme: EnvironmentKey {",
          "public static let defaultValue = Theme.light",
        ]),
    ])
  func entryKinds(_ c: EntryCase) {
    let ported = PortedFile(porting: "extension \(c.owner) {\n  \(c.declaration)\n}\n")
    for line in c.expected {
      #expect(ported.text.contains(line), "missing \(line) in:\n\(ported.text)")
    }
    #expect(!ported.text.contains("@Entry"), "\(ported.text)")
  }

  @Test("@Entry where SwiftUI does not declare it, or with no default, is left as written and said so")
  func entryLeftAlone() {
    let elsewhere = PortedFile(porting: "extension Settings {\n  @Entry var x = 1\n}")
    #expect(elsewhere.text.contains("@Entry var x = 1"))
    #expect(elsewhere.changes.map(\.summary).contains { $0.contains("extension of Settings is left as written") })
    let noDefault = PortedFile(porting: "extension EnvironmentValues {\n  @Entry var x: Int\n}")
    #expect(noDefault.text.contains("@Entry var x: Int"))
    #expect(noDefault.changes.map(\.summary).contains { $0.contains("needs a default value") }, "\(noDefault.changes)")
  }

  struct ConditionCase: Sendable, CustomTestStringConvertible {
    let condition: String
    let rewritten: String
    /// Whether the branch under the condition is what iOS compiles: `nil` when not known.
    let compiled: Bool?
    var testDescription: String { condition }
  }

  @Test(
    "#if is decided as on iOS: the atoms iOS decides are written as true or false, the branch it skips reports nothing",
    arguments: [
      ConditionCase(condition: "os(iOS)", rewritten: "true", compiled: true),
      ConditionCase(condition: "os(iOS) || os(macOS)", rewritten: "true || false", compiled: true),
      ConditionCase(condition: "os(macOS)", rewritten: "false", compiled: false),
      ConditionCase(condition: "!os(watchOS) && canImport(UIKit)", rewritten: "!false && true", compiled: true),
      ConditionCase(condition: "canImport(AppKit)", rewritten: "false", compiled: false),
      ConditionCase(condition: "targetEnvironment(macCatalyst)", rewritten: "false", compiled: false),
      ConditionCase(condition: "os(iOS) && DEBUG", rewritten: "true && DEBUG", compiled: nil),
      ConditionCase(condition: "DEBUG", rewritten: "DEBUG", compiled: nil),
    ])
  func conditions(_ c: ConditionCase) {
    let code = "#if \(c.condition)\nText(\"a\").focusSection()\n#else\nText(\"b\").focusSection()\n#endif"
    let ported = PortedFile(porting: code)
    #expect(ported.text.hasPrefix("#if \(c.rewritten)\n"), "\(ported.text)")
    let lines = ported.findings.filter { $0.api == ".focusSection" }.map(\.line)
    switch c.compiled {
    case true?: #expect(lines == [2], "only the compiled branch reports: \(ported.findings)")
    case false?: #expect(lines == [4], "only the #else branch is compiled: \(ported.findings)")
    case nil: #expect(lines == [2, 4], "both branches may compile: \(ported.findings)")
    }
    #expect(ported.changes.contains { $0.summary.contains("(as on iOS)") } == (c.rewritten != c.condition))
  }

  @Test("#elseif and nested blocks: once a branch is taken, the rest are skipped")
  func elseIfChains() {
    let code = """
      #if os(macOS)
      a.focusSection()
      #elseif os(iOS)
      #if os(watchOS)
      b.focusSection()
      #endif
      c.focusSection()
      #else
      d.focusSection()
      #endif
      """
    let ported = PortedFile(porting: code)
    #expect(ported.findings.map(\.line) == [7], "\(ported.findings)")
  }

  @Test("SwiftUI-qualified names are requalified with ViewGraph, in code only")
  func qualifiedNames() {
    let ported = PortedFile(porting: "let t = SwiftUI.TabView { SwiftUI.Text(\"SwiftUI.Text\") } // SwiftUI.Color")
    #expect(ported.text == "let t = ViewGraph.TabView { ViewGraph.Text(\"SwiftUI.Text\") } // SwiftUI.Color")
    #expect(ported.changes.map(\.description) == ["line 1: SwiftUI. → ViewGraph. (2×)"])
  }

  @Test("A user's own type that shares a SwiftUI name is not reported, in its file or in the others ported with it")
  func ownTypes() {
    let own = PortedFile(porting: "struct Map { let chart: Chart }\nstruct Chart {}")
    #expect(own.findings.isEmpty, "\(own.findings)")
    let elsewhere = PortedFile(porting: "let map = Map()", declaredElsewhere: ["Map"])
    #expect(elsewhere.findings.isEmpty, "\(elsewhere.findings)")
    let swiftUIs = PortedFile(porting: "let map = Map(position: $position)")
    #expect(swiftUIs.findings.map(\.api) == ["Map"], "\(swiftUIs.findings)")
  }

  @Test("Apple-only frameworks are commented out, and the names that came from them are reported at their lines")
  func frameworks() {
    let ported = PortedFile(
      porting: "import StoreKit\nimport TipKit\nimport os\nlet p = Product.self\nlet t = TipView(tip)\nlet l = Logger()"
    )
    #expect(
      ported.text.hasPrefix("// import StoreKit (not available on Linux)\n// import TipKit (not available on Linux)\n"))
    #expect(ported.text.contains("// import os (Logger comes with ViewGraph"), "\(ported.text)")
    #expect(
      ported.findings.map { "\($0.line) \($0.api) \($0.family)" }
        == ["4 Product Apple-only framework StoreKit", "5 TipView Apple-only framework TipKit"], "\(ported.findings)")
  }

  @Test("Timer.publish, its operators and .onReceive are modelled: the port reports none of them")
  func timersAreModelled() {
    let ported = PortedFile(
      porting:
        "let t = Timer.publish(every: 1, on: .main, in: .common).autoconnect()\nlet d = q.debounce(for: .seconds(1), scheduler: RunLoop.main)\nlet c = Text(\"\").onReceive(t) { _ in }"
    )
    #expect(ported.findings.isEmpty, "\(ported.findings)")
  }

  @Test(
    "The report flags no line of a file that compiles: every corpus screen, as SwiftUI source, ports with no 'will not compile'"
  )
  func corpusScreensPortClean() throws {
    let screens = swiftFiles(under: "Tests/CorpusTests/Screens")
    #expect(screens.count >= 23, "the corpus was found: \(screens.count)")
    for path in screens {
      let text = try readText(path).replacingOccurrences(of: "import ViewGraph", with: "import SwiftUI")
      let flagged = PortedFile(porting: text).findings.filter { $0.status == .unsupported }
      #expect(flagged.isEmpty, "\(path) compiles, yet the port says it will not: \(flagged)")
    }
  }
}
