import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// More of the environment and system surface: environment values with SwiftUI's types
// and defaults, share links and previews (their label realized, what they share an
// input), the paste and rename buttons, navigation documents, keyboard shortcuts'
// localization, key press results and scenes' toolbar label style.

@Suite("Environment, sharing and remaining modifiers surface")
@MainActor
struct SystemRound2SurfaceTests {
  struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    let id: String
    let make: @Sendable @MainActor (Round2Model) -> AnyView
    let initial: String
    let changed: String
    var testDescription: String { id }
  }

  @Test(
    "An environment value is read by @Environment and written by .environment: a change re-runs only its reader",
    arguments: [
      EnvironmentCase(
        id: "legibilityWeight",
        make: { m in
          AnyView(
            Round2Reader("legibilityWeight", \.legibilityWeight).environment(\.legibilityWeight, m.flag ? .bold : nil))
        },
        initial: "nil", changed: "Optional(ViewGraphCore.LegibilityWeight.bold)"),
      EnvironmentCase(
        id: "menuOrder",
        make: { m in
          AnyView(Round2Reader("menuOrder", \.menuOrder).environment(\.menuOrder, m.flag ? .fixed : .automatic))
        },
        initial: "automatic", changed: "fixed"),
      EnvironmentCase(
        id: "sidebarRowSize",
        make: { m in
          AnyView(
            Round2Reader("sidebarRowSize", \.sidebarRowSize).environment(\.sidebarRowSize, m.flag ? .large : .medium))
        },
        initial: "medium", changed: "large"),
      EnvironmentCase(
        id: "sizeCategory",
        make: { m in
          AnyView(
            Round2Reader("sizeCategory", \.sizeCategory).environment(\.sizeCategory, m.flag ? .extraLarge : .large))
        },
        initial: "large", changed: "extraLarge"),
      EnvironmentCase(
        id: "badgeProminence",
        make: { m in
          AnyView(
            Round2Reader("badgeProminence", \.badgeProminence).environment(
              \.badgeProminence, m.flag ? .increased : .standard))
        },
        initial: "standard", changed: "increased"),
      EnvironmentCase(
        id: "buttonRepeatBehavior",
        make: { m in
          AnyView(
            Round2Reader("buttonRepeatBehavior", \.buttonRepeatBehavior).environment(
              \.buttonRepeatBehavior, m.flag ? .enabled : .automatic))
        },
        initial: "automatic", changed: "enabled"),
      EnvironmentCase(
        id: "verticalScrollBounceBehavior",
        make: { m in
          AnyView(
            Round2Reader("verticalScrollBounceBehavior", \.verticalScrollBounceBehavior).environment(
              \.verticalScrollBounceBehavior, m.flag ? .basedOnSize : .automatic))
        },
        initial: "automatic", changed: "basedOnSize"),
      EnvironmentCase(
        id: "toolbarLabelStyle",
        make: { m in
          AnyView(
            Round2Reader("toolbarLabelStyle", \.toolbarLabelStyle).environment(\.isUserAuthenticationEnabled, m.flag))
        },
        initial: "automatic", changed: "automatic"),
    ])
  func environmentValue(_ c: EnvironmentCase) {
    let model = Round2Model()
    let host = ViewHost(Round2Screen(model: model, make: c.make))
    #expect(host.treeDescription.contains("Text(\(c.id) \(c.initial))"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    let expected = c.initial == c.changed ? ["Round2Screen"] : ["Round2Screen", "Round2Reader"]
    #expect(update.evaluatedViews.map(round2BaseName) == expected, "\(update.trace)")
    #expect(host.treeDescription.contains("Text(\(c.id) \(c.changed))"), "\(host.treeDescription)")
  }

  @Test("Environment values have SwiftUI's defaults")
  func defaults() {
    let env = EnvironmentValues()
    #expect(env.colorSchemeContrast == .standard)
    #expect(env.legibilityWeight == nil)
    #expect(env.backgroundProminence == .standard)
    #expect(env.tabBarPlacement == nil)
    #expect(env.isTabBarShowingSections == false)
    #expect(env.searchSuggestionsPlacement == .automatic)
    #expect(env.textSelectionAffinity == .automatic)
    #expect(env.sizeCategory == .large)
    #expect(env.allowedDynamicRange == nil)
    #expect(env.isUserAuthenticationEnabled)
    #expect(env.preferredPencilDoubleTapAction == .switchEraser)
    #expect(env.preferredPencilSqueezeAction == .showContextualPalette)
    #expect("\(env.horizontalScrollBounceBehavior)" == "automatic")
  }

  // MARK: Sharing

  @Test("A share link realizes its label; what it shares is its input, a change one leaf update")
  func shareLink() {
    let model = Round2Model()
    let host = ViewHost(
      Round2Screen(model: model) { m in
        AnyView(
          ShareLink(item: m.flag ? "second" : "first", subject: Text("Note")) { ShareLabel() })
      })
    #expect(host.mount.evaluatedViews.contains("ShareLabel"), "\(host.mount.trace)")
    #expect(host.treeDescription.contains("shareLink(items: [\"first\"], subject: Note)"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews.map(round2BaseName) == ["Round2Screen", "ShareLink"], "\(update.trace)")
    #expect(host.treeDescription.contains("shareLink(items: [\"second\"], subject: Note)"), "\(host.treeDescription)")
    let tap = host.tap("Send")
    #expect(tap.evaluatedViews.isEmpty, "a tap shares nothing: \(tap.trace)")
  }

  @Test("A share link's default label is Share with the share symbol; titles and previews are shown")
  func shareLinkForms() {
    let url = URL(string: "https://example.com/a")!
    let host = ViewHost(
      VStack {
        ShareLink(item: url)
        ShareLink("Send", items: ["a", "b"])
        ShareLink(item: url, preview: SharePreview("Page"))
        ShareLink(items: [url], preview: { _ in SharePreview("Each") }) { Text("All") }
      })
    let tree = host.treeDescription
    #expect(tree.contains("Text(Share)"), "\(tree)")
    #expect(tree.contains("square.and.arrow.up"), "\(tree)")
    #expect(tree.contains("Text(Send)"), "\(tree)")
    #expect(tree.contains("shareLink(items: [\"a\", \"b\"])"), "\(tree)")
    #expect(tree.contains("preview: Page"), "\(tree)")
    #expect(tree.contains("shareLink(items: [\"https://example.com/a\"], preview: each)"), "\(tree)")
  }

  @Test("A paste button pastes nothing from the empty pasteboard, and the items a test puts there")
  func pasteButton() {
    let model = Round2Model()
    let host = ViewHost(PasteScreen(model: model))
    Pasteboard.items = []
    host.tap("Paste")
    #expect(model.pasted.isEmpty)
    Pasteboard.items = ["copied", 3]
    defer { Pasteboard.items = [] }
    host.tap("Paste")
    #expect(model.pasted == ["copied"], "\(host.treeDescription)")
    #expect(host.treeDescription.contains("pasteButton(String)"), "\(host.treeDescription)")
  }

  @Test("A rename button runs the rename action an ancestor gives, and nothing without one")
  func renameButton() {
    let model = Round2Model()
    let host = ViewHost(VStack { RenameButton().renameAction { model.renamed += 1 } })
    host.tap("Rename")
    #expect(model.renamed == 1, "\(host.treeDescription)")
    let bare = ViewHost(RenameButton())
    let update = bare.tap("Rename")
    #expect(update.evaluatedViews.isEmpty, "\(update.trace)")
    #expect(EnvironmentValues().rename == nil)
  }

  @Test("A navigation document is a value of the view, its preview's title shown")
  func navigationDocument() {
    let model = Round2Model()
    let host = ViewHost(
      Round2Screen(model: model) { m in
        AnyView(Text("doc").navigationDocument(m.flag ? "b" : "a", preview: SharePreview("Notes")))
      })
    #expect(host.treeDescription.contains("navigationDocument(a, preview: Notes)"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews.map(round2BaseName) == ["Round2Screen"], "\(update.trace)")
    #expect(host.treeDescription.contains("navigationDocument(b, preview: Notes)"), "\(host.treeDescription)")
  }

  // MARK: Values

  @Test("Keyboard shortcuts compare their key, modifiers and localization; key press results are hashable")
  func shortcutsAndResults() {
    let plain = KeyboardShortcut("s")
    let custom = KeyboardShortcut("s", localization: .custom)
    #expect(plain.localization.description == "automatic")
    #expect(custom.localization.description == "custom")
    #expect(plain != custom)
    #expect(custom == KeyboardShortcut("s", modifiers: .command, localization: .custom))
    #expect(Set([plain, custom, KeyboardShortcut("s")]).count == 2)
    #expect(Set([KeyPress.Result.handled, .ignored, .handled]).count == 2)
    #expect(KeyPress.Result.handled != .ignored)
  }

  @Test("A scene's toolbar label style is a value of its windows")
  func windowToolbarLabelStyle() {
    let host = ViewHost(WindowGroup { Text("main") }.windowToolbarLabelStyle(fixed: .automatic))
    #expect(host.treeDescription.contains("windowToolbarLabelStyle(fixed automatic)"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

private func round2BaseName(_ type: String) -> String { String(type.prefix { $0 != "<" }) }

@Observable
final class Round2Model {
  var flag = false
  var pasted: [String] = []
  var renamed = 0
}

private struct Round2Reader<V>: View {
  @Environment private var value: V
  let name: String
  init(_ name: String, _ keyPath: KeyPath<EnvironmentValues, V>) {
    _value = Environment(keyPath)
    self.name = name
  }
  var body: some View { Text("\(name) \(value)") }
}

private struct Round2Screen: View {
  let model: Round2Model
  let make: @MainActor (Round2Model) -> AnyView
  var body: some View { make(model) }
}

private struct ShareLabel: View {
  var body: some View { Text("Send") }
}

private struct PasteScreen: View {
  let model: Round2Model
  var body: some View {
    PasteButton(payloadType: String.self) { model.pasted += $0 }
  }
}

struct Round2AnchorKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

@MainActor
@Test("An anchor preference shows its key and source; its transform is stored, not run")
func round2AnchorPreference() {
  let host = ViewHost(
    VStack {
      Text("a").anchorPreference(key: Round2AnchorKey.self, value: .bounds) { _ in ["ran"] }
      Text("b").transformAnchorPreference(key: Round2AnchorKey.self, value: .bounds) { value, _ in value.append("ran") }
    })
  let tree = host.treeDescription
  #expect(tree.contains("anchorPreference"), "\(tree)")
  #expect(tree.contains("transformAnchorPreference"), "\(tree)")
  #expect(tree.contains("bounds"), "\(tree)")
}
