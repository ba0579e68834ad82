import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// The scroll, search, presentation, toolbar, navigation and tab surface: each
// modifier's values are inputs of its node (a changed value is one leaf update, never
// a body); presented content is realized only while presented; suggestions and scopes
// only while searching; toolbar and tab content as SwiftUI realizes it; a bound
// scroll position scrolls the lazy container below.

@Suite("Scroll, search, presentation and toolbar surface")
@MainActor
struct NavigationSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A navigation-surface modifier's changed value is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ModifierCase(id: "presentationBackground", leaf: "presentationBackground(red)"),
      ModifierCase(id: "presentationBackgroundInteraction", leaf: "presentationBackgroundInteraction(enabled)"),
      ModifierCase(id: "presentationCompactAdaptation", leaf: "presentationCompactAdaptation(sheet)"),
      ModifierCase(
        id: "presentationCompactAdaptation(horizontal:vertical:)",
        leaf: "presentationCompactAdaptation(horizontal: popover, vertical: none)"),
      ModifierCase(id: "presentationContentInteraction", leaf: "presentationContentInteraction(scrolls)"),
      ModifierCase(id: "presentationCornerRadius", leaf: "presentationCornerRadius(24.0)"),
      ModifierCase(id: "presentationSizing", leaf: "presentationSizing(page)"),
      ModifierCase(id: "dialogIcon", leaf: "dialogIcon(systemName: trash)"),
      ModifierCase(id: "toolbarRole", leaf: "toolbarRole(editor)"),
      ModifierCase(id: "toolbarTitleDisplayMode", leaf: "toolbarTitleDisplayMode(inlineLarge)"),
      ModifierCase(id: "toolbarVisibility", leaf: "toolbarVisibility(hidden for tabBar)"),
      ModifierCase(id: "toolbarBackgroundVisibility", leaf: "toolbarBackgroundVisibility(visible for navigationBar)"),
      ModifierCase(id: "toolbar(removing:)", leaf: "toolbar(removing:)(sidebarToggle)"),
      ModifierCase(id: "searchDictationBehavior", leaf: "searchDictationBehavior(inline(onLook))"),
      ModifierCase(
        id: "searchPresentationToolbarBehavior", leaf: "searchPresentationToolbarBehavior(avoidHidingContent)"),
      ModifierCase(id: "searchCompletion", leaf: "searchCompletion(tomatoes)"),
      ModifierCase(id: "searchSuggestions(_:for:)", leaf: "searchSuggestions(hidden for menu)"),
      ModifierCase(id: "scrollTargetBehavior", leaf: "scrollTargetBehavior(viewAligned(alwaysByOne))"),
      ModifierCase(id: "scrollTargetLayout", leaf: "scrollTargetLayout(false)"),
      ModifierCase(id: "defaultScrollAnchor", leaf: "defaultScrollAnchor((0.5, 1.0) for initialOffset)"),
      ModifierCase(id: "scrollBounceBehavior", leaf: "scrollBounceBehavior(basedOnSize)"),
      ModifierCase(id: "scrollClipDisabled", leaf: "scrollClipDisabled(true)"),
      ModifierCase(id: "scrollIndicatorsFlash(trigger:)", leaf: "scrollIndicatorsFlash(trigger: 2)"),
      ModifierCase(id: "navigationSplitViewStyle", leaf: "navigationSplitViewStyle(prominentDetail)"),
      ModifierCase(
        id: "navigationSplitViewColumnWidth", leaf: "navigationSplitViewColumnWidth(min: nil, ideal: 24.0, max: nil)"),
      ModifierCase(id: "inspectorColumnWidth", leaf: "inspectorColumnWidth(24.0)"),
      ModifierCase(id: "defaultAdaptableTabBarPlacement", leaf: "defaultAdaptableTabBarPlacement(sidebar)"),
      ModifierCase(id: "navigationDocument", leaf: "navigationDocument(https://example.com/2)"),
      ModifierCase(id: "isDetailLink", leaf: "isDetailLink(false)"),
      ModifierCase(id: "customizationBehavior", leaf: "customizationBehavior(disabled)"),
      ModifierCase(id: "scrollTransition", leaf: "scrollTransition(animated, vertical)"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = NavModel()
    let host = ViewHost(NavValuesScreen(model: model))
    #expect(!host.treeDescription.contains(c.leaf), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["NavValuesScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.leaf), "\(update.leafUpdates)")
  }

  @Test("An unchanged value costs nothing: writing the same values is no leaf update")
  func equalValues() {
    let model = NavModel()
    let host = ViewHost(NavValuesScreen(model: model))
    let update = host.update { model.flag = false }
    #expect(update.leafUpdateCount == 0, "\(update.trace)")
  }

  // MARK: Presentations

  @Test(
    "A popover (with an attachment anchor, in each form) is realized only while presented and unmounted when dismissed",
    arguments: 0..<4)
  func popover(form: Int) {
    let host = ViewHost(PopoverOwner(form: form))
    #expect(!host.treeDescription.contains("PopoverBody"), "\(host.treeDescription)")
    let shown = host.tap("Show")
    #expect(shown.mounted.contains { $0.hasSuffix("/popover") }, "\(shown.trace)")
    #expect(shown.evaluatedViews.contains("PopoverBody"), "\(shown.trace)")
    let dismissed = host.dismissPresentation()
    #expect(dismissed.unmounted.contains { $0.hasSuffix("/popover") }, "\(dismissed.trace)")
    #expect(!host.treeDescription.contains("PopoverBody"), "\(host.treeDescription)")
  }

  @Test(
    "An alert about an error is presented while its binding is true and there is an error, titled by its description")
  func errorAlert() {
    let host = ViewHost(ErrorAlertOwner())
    host.tap("Fail")
    #expect(host.treeDescription.contains("alert(The disk is full.)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Free some space"), "\(host.treeDescription)")
    let dismissed = host.tap("OK")
    #expect(dismissed.unmounted.contains { $0.hasSuffix("/alert") }, "\(dismissed.trace)")
    #expect(host.treeDescription.contains("retried 1"), "\(host.treeDescription)")
  }

  @Test("A presentation background view is realized with the content that sets it, its body counted")
  func presentationBackgroundView() {
    let host = ViewHost(SheetBackgroundOwner())
    host.tap("Open")
    #expect(host.treeDescription.contains("presentationBackground"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews == ["SheetBackgroundOwner"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Backdrop"), "\(host.treeDescription)")
  }

  @Test("A bound detent and a bound suppression toggle follow their binding with no body re-running")
  func boundDetent() {
    let host = ViewHost(DetentOwner())
    host.tap("Open")
    #expect(host.treeDescription.contains("presentationDetent(medium)"), "\(host.treeDescription)")
    let grown = host.tap("Grow")
    #expect(grown.bodyCount == 0, "\(grown.trace)")
    #expect(grown.leafUpdates.compactMap(\.new).contains("presentationDetent(large)"), "\(grown.trace)")
    let suppressed = host.tap("Suppress")
    #expect(suppressed.bodyCount == 0, "\(suppressed.trace)")
    #expect(
      suppressed.leafUpdates.compactMap(\.new).contains("dialogSuppressionToggle(Do not ask again: true)"),
      "\(suppressed.trace)")
  }

  // MARK: Search

  @Test("Search suggestions are realized only while the search is active, their bodies counted then")
  func suggestions() {
    let host = ViewHost(NavigationStack { SuggestingSearch() })
    #expect(!host.treeDescription.contains("tomato"), "\(host.treeDescription)")
    let typed = host.type("t", into: "Search")
    #expect(typed[0].evaluatedViews.contains("Suggestion"), "\(typed[0].trace)")
    #expect(host.treeDescription.contains("searchSuggestions"), "\(host.treeDescription)")
    host.tap("Clear search")
    #expect(!host.treeDescription.contains("tomato"), "\(host.treeDescription)")
  }

  @Test("searchable(text:isPresented:) presents the search from its binding, and dismissSearch resets it")
  func presentedSearch() {
    let host = ViewHost(NavigationStack { PresentedSearch() })
    #expect(host.treeDescription.contains("searching false"), "\(host.treeDescription)")
    host.tap("Find")
    #expect(host.treeDescription.contains("searching true"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("presented true"), "\(host.treeDescription)")
    host.tap("Done")
    #expect(host.treeDescription.contains("presented false"), "\(host.treeDescription)")
  }

  @Test("Search tokens are realized with the field and follow their binding; suggested tokens only while searching")
  func tokens() {
    let host = ViewHost(NavigationStack { TokenSearch() })
    #expect(host.treeDescription.contains("searchTokens"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(#soup)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Text(#salad)"), "\(host.treeDescription)")
    let added = host.tap("Add token")
    #expect(added.mounted.contains { $0.contains("searchTokens") }, "\(added.trace)")
    #expect(host.treeDescription.contains("Text(#bread)"), "\(host.treeDescription)")
    host.type("s", into: "Search")
    #expect(host.treeDescription.contains("Text(#salad)"), "\(host.treeDescription)")
  }

  @Test("Search scopes are a picker realized while searching; picking a scope writes its binding")
  func scopes() {
    let host = ViewHost(NavigationStack { ScopedSearch() })
    #expect(!host.treeDescription.contains("searchScopes"), "\(host.treeDescription)")
    host.type("a", into: "Search")
    #expect(host.treeDescription.contains("searchScopes"), "\(host.treeDescription)")
    host.pick("Recent", in: "Scope")
    #expect(host.treeDescription.contains("scope recent"), "\(host.treeDescription)")
  }

  @Test("searchFocused ties the search field's focus to focus state: focusing it activates the search")
  func searchFocused() {
    let host = ViewHost(NavigationStack { FocusedSearch() })
    #expect(host.treeDescription.contains("searching false"), "\(host.treeDescription)")
    host.tap("Focus search")
    #expect(host.treeDescription.contains("searching true"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("searchFocused(true)"), "\(host.treeDescription)")
  }

  // MARK: Scrolling

  @Test("scrollPosition(id:) scrolls the lazy container below to the bound row, realizing it")
  func scrollPositionID() {
    let model = NavModel()
    let host = ViewHost(ScrollingScreen(model: model))
    #expect(host.scrollPosition()?.firstVisibleRow == 0)
    let scrolled = host.update { model.row = 60 }
    #expect(host.scrollPosition()?.firstVisibleRow == 60, "\(scrolled.trace)")
    #expect(host.treeDescription.contains("Text(row 60)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("scrollPosition(60)"), "\(host.treeDescription)")
  }

  @Test("scrollPosition(_:) with a ScrollPosition scrolls to a view's id or an edge")
  func scrollPositionValue() {
    let host = ViewHost(PositionScreen())
    host.tap("Bottom")
    #expect(host.scrollPosition()?.firstVisibleRow == 99, "\(host.treeDescription)")
    host.tap("Row 30")
    #expect(host.scrollPosition()?.firstVisibleRow == 30, "\(host.treeDescription)")
    #expect(host.treeDescription.contains("scrollPosition(id 30)"), "\(host.treeDescription)")
  }

  @Test("ScrollPosition values: an id, an edge, a point; equal positions are equal")
  func scrollPositionValues() {
    var position = ScrollPosition(idType: Int.self)
    #expect(position.viewID == nil && position.edge == nil && position.point == nil)
    position.scrollTo(id: 7)
    #expect(position.viewID(type: Int.self) == 7)
    #expect(position.viewID(type: String.self) == nil)
    #expect(position == ScrollPosition(id: 7))
    position.scrollTo(edge: .bottom)
    #expect(position.edge == .bottom && position.viewID == nil)
    position.scrollTo(x: 3, y: 4)
    #expect(position.point == CGPoint(x: 3, y: 4))
    #expect(!position.isPositionedByUser)
  }

  @Test("Scroll values: transition phases, phases, geometry and target behaviors")
  func scrollValues() {
    #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.isIdentity)
    #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
    #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 100, height: 900), contentInsets: EdgeInsets(),
      containerSize: CGSize(width: 100, height: 300))
    #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 100, height: 300))
    var target = ScrollTarget(rect: CGRect(x: 0, y: 420, width: 100, height: 300), anchor: nil)
    let context = ScrollTargetBehaviorContext(
      originalTarget: target, contentSize: geometry.contentSize, containerSize: geometry.containerSize,
      axes: .vertical, environment: EnvironmentValues())
    AnyScrollTargetBehavior(.paging).updateTarget(&target, context: context)
    #expect(target.rect.origin.y == 300)
    #expect("\(ScrollTransitionConfiguration.animated.threshold(.visible(0.9)))" == "animated.threshold(visible(0.9))")
  }

  // MARK: Toolbars

  @Test("Toolbar content of the app's own is a counted body, its state its own; customizable items show their id")
  func toolbarContent() {
    let host = ViewHost(NavigationStack { ToolbarScreen() })
    #expect(host.mount.evaluatedViews.contains("EditorTools"), "\(host.mount.trace)")
    #expect(host.treeDescription.contains("ToolbarItem(primaryAction, id: share)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(Title menu item)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(Group label)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Hidden until customized"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("defaultCustomization(hidden, alwaysAvailable)"), "\(host.treeDescription)")
    let tapped = host.tap("Bold")
    #expect(tapped.evaluatedViews == ["EditorTools"], "\(tapped.trace)")
    #expect(host.treeDescription.contains("bold true"), "\(host.treeDescription)")
  }

  // MARK: Navigation

  @Test("A link bound by isActive pushes while the binding holds; popping resets it")
  func isActiveLink() {
    let host = ViewHost(NavigationStack { ActiveLinks() })
    let pushed = host.tap("Details")
    #expect(pushed.evaluatedViews.contains("LinkDetail"), "\(pushed.trace)")
    #expect(host.treeDescription.contains("active true"), "\(host.treeDescription)")
    let popped = host.goBack()
    #expect(popped.unmounted.contains { $0.hasSuffix("LinkDetail") }, "\(popped.trace)")
    #expect(host.treeDescription.contains("active false"), "\(host.treeDescription)")
    host.tap("Open second")
    #expect(host.treeDescription.contains("Text(detail 2)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("selection 2"), "\(host.treeDescription)")
  }

  @Test("A split view with a preferred compact column realizes every column (a regular width)")
  func splitViewColumns() {
    let host = ViewHost(SplitScreen())
    #expect(host.treeDescription.contains("Text(sidebar)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(detail)"), "\(host.treeDescription)")
    #expect(NavigationSplitViewColumn.sidebar != .detail && NavigationSplitViewColumn.content == .content)
  }

  @Test("A split view's column visibility round-trips through Codable; an unknown name does not decode")
  func splitVisibilityCodable() throws {
    let data = try JSONEncoder().encode([NavigationSplitViewVisibility.doubleColumn, .detailOnly])
    let decoded = try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data)
    #expect(decoded == [.doubleColumn, .detailOnly])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: Data("[\"sideways\"]".utf8))
    }
    #expect(Set([PresentationDetent.medium, .large, .medium]).count == 2)
  }

  // MARK: Tabs

  @Test("Tabs in sections are the tab view's tabs; a hidden tab is not in the bar; a badge shows on its item")
  func tabSections() {
    let host = ViewHost(SectionedTabs())
    #expect(host.treeDescription.contains("Text(home)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("badge(3)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("tabRole(search)"), "\(host.treeDescription)")
    #expect(!host.controlTitles.contains("Archive"), "\(host.controlTitles)")
    let selected = host.tap("Library")
    #expect(selected.evaluatedViews.contains("LibraryTab"), "\(selected.trace)")
    #expect(host.treeDescription.contains("TabView(2)"), "\(host.treeDescription)")
  }

  @Test("The sidebar's header and footer are realized with the tab view; its customization is a bound value")
  func sidebarParts() {
    let host = ViewHost(SidebarTabs())
    #expect(host.treeDescription.contains("Text(header)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(footer)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("tabViewCustomization(default)"), "\(host.treeDescription)")
  }

  @Test("TabViewCustomization keeps visibility by id, resets it, and round-trips through Codable")
  func tabViewCustomization() throws {
    var customization = TabViewCustomization()
    #expect(customization[sidebarVisibility: "news"] == .automatic)
    customization[sidebarVisibility: "news"] = .hidden
    customization[sectionID: "more"] = ["a", "b"]
    let data = try JSONEncoder().encode(customization)
    let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
    #expect(decoded == customization && decoded[sidebarVisibility: "news"] == .hidden)
    customization.resetVisibility()
    customization.resetSectionOrder(for: "more")
    #expect(customization == TabViewCustomization())
  }

  @Test("A tab's context menu is realized with its bar item; its popover only while presented")
  func tabItemAttachments() {
    let host = ViewHost(TabAttachments())
    #expect(host.treeDescription.contains("Text(Pin)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("TabTip"), "\(host.treeDescription)")
    let shown = host.tap("Show tip")
    #expect(shown.evaluatedViews.contains("TabTip"), "\(shown.trace)")
    #expect(shown.mounted.contains { $0.hasSuffix("/popover") }, "\(shown.trace)")
  }

  @Test("A navigation path of codable values round-trips through its codable representation, most recent first")
  func navigationPathCodable() throws {
    var path = NavigationPath()
    path.append(3)
    path.append("detail")
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(
      json.contains("detail") && json.firstRange(of: "detail")!.lowerBound < json.firstRange(of: "3")!.lowerBound,
      "\(json)")
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == codable)
    let restored = NavigationPath(decoded)
    #expect(restored == path && restored.count == 2)
    var uncodable = NavigationPath()
    uncodable.append(Card.Key(id: 1))
    #expect(uncodable.codable == nil)
  }

  @Test("Search and dialog values compare by what they are")
  func values() {
    #expect(TextInputDictationBehavior.inline(activation: .onLook) == .inline(activation: .onLook))
    #expect(TextInputDictationBehavior.inline(activation: .onLook) != .automatic)
    #expect(SearchSuggestionsPlacement.menu != .content)
    #expect(SearchSuggestionsPlacement.Set([.menu, .content]).contains(.content))
    #expect(DialogSeverity.critical != .standard)
    #expect(TabRole.search == .search && ToolbarLabelStyle.automatic == .automatic)
    #expect(PresentationContentInteraction.resizes != .scrolls)
  }
}

// MARK: - Fixtures

@Observable
final class NavModel {
  var flag = false
  var row: Int? = nil
}

private struct NavValuesScreen: View {
  let model: NavModel
  var body: some View {
    let on = model.flag
    VStack {
      Text("a").presentationBackground(on ? Color.red : Color.blue)
      Text("b").presentationBackgroundInteraction(on ? .enabled : .disabled)
      Text("c").presentationCompactAdaptation(on ? .sheet : .none)
      Text("d").presentationCompactAdaptation(horizontal: on ? .popover : .sheet, vertical: .none)
      Text("e").presentationContentInteraction(on ? .scrolls : .resizes)
      Text("f").presentationCornerRadius(on ? 24 : 12)
      Text("g").presentationSizing(sizing(on))
      Text("h").dialogIcon(Image(systemName: on ? "trash" : "pencil"))
      Text("i").toolbarRole(on ? .editor : .browser)
      Text("j").toolbarTitleDisplayMode(on ? .inlineLarge : .inline)
      Text("k").toolbarVisibility(on ? .hidden : .visible, for: .tabBar)
      Text("l").toolbarBackgroundVisibility(on ? .visible : .hidden, for: .navigationBar)
      Text("m").toolbar(removing: on ? .sidebarToggle : nil)
      Text("n").searchDictationBehavior(on ? .inline(activation: .onLook) : .automatic)
      Text("o").searchPresentationToolbarBehavior(on ? .avoidHidingContent : .automatic)
      Text("p").searchCompletion(on ? "tomatoes" : "soup")
      Text("q").searchSuggestions(on ? .hidden : .visible, for: .menu)
      Text("r").scrollTargetBehavior(behavior(on))
      Text("s").scrollTargetLayout(isEnabled: !on)
      Text("t").defaultScrollAnchor(on ? .bottom : .top, for: .initialOffset)
      Text("u").scrollBounceBehavior(on ? .basedOnSize : .always)
      Text("v").scrollClipDisabled(on)
      Text("w").scrollIndicatorsFlash(trigger: on ? 2 : 1)
      Text("x").navigationSplitViewStyle(splitStyle(on))
      Text("y").navigationSplitViewColumnWidth(min: nil, ideal: on ? 24 : 12, max: nil)
      Text("z").inspectorColumnWidth(on ? 24 : 12)
      Text("aa").defaultAdaptableTabBarPlacement(on ? .sidebar : .tabBar)
      Text("ab").navigationDocument(URL(string: "https://example.com/\(on ? 2 : 1)")!)
      NavigationLink("ac", value: 1).isDetailLink(!on)
      Text("ae").scrollTransition(on ? .animated : .interactive, axis: .vertical) { effect, _ in effect }
      Text("ad").toolbar {
        ToolbarItem(id: "ad") { Text("ad") }.customizationBehavior(on ? .disabled : .reorderable)
      }
    }
  }

  func sizing(_ on: Bool) -> AnyPresentationSizingForTest { AnyPresentationSizingForTest(on ? "page" : "form") }
  func behavior(_ on: Bool) -> AnyScrollTargetBehavior {
    on ? AnyScrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne)) : AnyScrollTargetBehavior(.paging)
  }
  func splitStyle(_ on: Bool) -> AnySplitStyleForTest { AnySplitStyleForTest(on ? "prominentDetail" : "balanced") }
}

/// A sizing chosen at run time, for the test (its description is what shows).
struct AnyPresentationSizingForTest: PresentationSizing, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A split view style chosen at run time, for the test.
struct AnySplitStyleForTest: NavigationSplitViewStyle, CustomStringConvertible {
  nonisolated let description: String
  nonisolated init(_ description: String) { self.description = description }
  func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

private struct Card: Identifiable {
  let id: Int
  /// A hashable value that is not codable.
  struct Key: Hashable { let id: Int }
}

private struct PopoverOwner: View {
  let form: Int
  @State private var showing = false
  @State private var card: Card?
  var body: some View {
    let button = Button("Show") {
      showing = true
      card = Card(id: 1)
    }
    switch form {
    case 0: button.popover(isPresented: $showing) { PopoverBody() }
    case 1: button.popover(isPresented: $showing, attachmentAnchor: .point(.top), arrowEdge: .bottom) { PopoverBody() }
    case 2: button.popover(item: $card, attachmentAnchor: .rect(.bounds)) { _ in PopoverBody() }
    default: button.popover(item: $card) { _ in PopoverBody() }
    }
  }
}

private struct PopoverBody: View {
  var body: some View { Text("popover content") }
}

private struct DiskError: LocalizedError {
  var errorDescription: String? { "The disk is full." }
  var recoverySuggestion: String? { "Free some space" }
}

private struct ErrorAlertOwner: View {
  @State private var failed = false
  @State private var error: DiskError?
  @State private var retried = 0
  var body: some View {
    VStack {
      Button("Fail") {
        error = DiskError()
        failed = true
      }
      Text("retried \(retried)")
    }
    .alert(isPresented: $failed, error: error) { error in
      Button("OK") { retried += 1 }
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
  }
}

private struct SheetBackgroundOwner: View {
  @State private var open = false
  var body: some View {
    Button("Open") { open = true }
      .sheet(isPresented: $open) {
        Text("sheet").presentationBackground(alignment: .bottom) { Backdrop() }
      }
  }
}

private struct Backdrop: View {
  var body: some View { Color.gray }
}

private struct DetentOwner: View {
  @State private var open = false
  @State private var detent = PresentationDetent.medium
  @State private var suppressed = false
  var body: some View {
    Button("Open") { open = true }
      .sheet(isPresented: $open) {
        VStack {
          Button("Grow") { detent = .large }
          Button("Suppress") { suppressed = true }
        }
        .presentationDetents([.medium, .large], selection: $detent)
        .dialogSuppressionToggle("Do not ask again", isSuppressed: $suppressed)
      }
  }
}

private struct SuggestingSearch: View {
  @State private var text = ""
  var body: some View {
    VStack {
      Button("Clear") { text = "" }
      SearchDismisser()
    }
    .searchable(text: $text) { Suggestion() }
  }
}

private struct SearchDismisser: View {
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View { Button("Clear search") { dismissSearch() } }
}

private struct Suggestion: View {
  var body: some View { Text("tomato") }
}

private struct PresentedSearch: View {
  @State private var text = ""
  @State private var presented = false
  var body: some View {
    VStack {
      Button("Find") { presented = true }
      Text("presented \(presented)")
      SearchStateLine()
    }
    .searchable(text: $text, isPresented: $presented, prompt: "Search")
  }
}

private struct SearchStateLine: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View {
    VStack {
      Text("searching \(isSearching)")
      Button("Done") { dismissSearch() }
    }
  }
}

private struct Token: Identifiable, Hashable {
  let id: String
}

private struct TokenSearch: View {
  @State private var text = ""
  @State private var tokens = [Token(id: "soup")]
  @State private var suggested = [Token(id: "salad")]
  var body: some View {
    Button("Add token") { tokens.append(Token(id: "bread")) }
      .searchable(text: $text, tokens: $tokens, suggestedTokens: $suggested) { token in Text("#\(token.id)") }
  }
}

private enum Scope: Hashable {
  case all, recent
}

private struct ScopedSearch: View {
  @State private var text = ""
  @State private var scope = Scope.all
  var body: some View {
    Text("scope \(scope)")
      .searchable(text: $text)
      .searchScopes($scope) {
        Text("All").tag(Scope.all)
        Text("Recent").tag(Scope.recent)
      }
  }
}

private struct FocusedSearch: View {
  @State private var text = ""
  @FocusState private var focused: Bool
  var body: some View {
    VStack {
      Button("Focus search") { focused = true }
      SearchStateLine()
    }
    .searchable(text: $text)
    .searchFocused($focused)
  }
}

private struct ScrollingScreen: View {
  @Bindable var model: NavModel
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<100, id: \.self) { row in Text("row \(row)") }
      }
      .scrollTargetLayout()
    }
    .scrollPosition(id: $model.row)
  }
}

private struct PositionScreen: View {
  @State private var position = ScrollPosition(idType: Int.self)
  var body: some View {
    VStack {
      Button("Bottom") { position.scrollTo(edge: .bottom) }
      Button("Row 30") { position.scrollTo(id: 30) }
      ScrollView {
        LazyVStack {
          ForEach(0..<100, id: \.self) { row in Text("row \(row)") }
        }
      }
      .scrollPosition($position)
    }
  }
}

private struct EditorTools: ToolbarContent {
  @State private var bold = false
  var body: some ToolbarContent {
    ToolbarItem(placement: .primaryAction) {
      Button("Bold") { bold.toggle() }
    }
    ToolbarItem(placement: .status) { Text("bold \(bold)") }
  }
}

private struct ToolbarScreen: View {
  var body: some View {
    Text("document")
      .toolbar { EditorTools() }
      .toolbar(id: "editor") {
        ToolbarItem(id: "share", placement: .primaryAction) { Text("Share") }
        ToolbarItem(id: "more", placement: .secondaryAction, showsByDefault: false) { Text("Hidden until customized") }
          .defaultCustomization(.hidden, options: .alwaysAvailable)
      }
      .toolbar {
        ToolbarTitleMenu { Text("Title menu item") }
        ToolbarItemGroup(placement: .bottomBar) {
          Text("One")
        } label: {
          Text("Group label")
        }
      }
      .toolbarTitleMenu { Text("Rename") }
  }
}

private struct ActiveLinks: View {
  @State private var active = false
  @State private var selection: Int?
  var body: some View {
    VStack {
      NavigationLink(destination: LinkDetail(), isActive: $active) { Text("Details") }
      Text("active \(active)")
      NavigationLink("First", tag: 1, selection: $selection) { Text("detail 1") }
      NavigationLink("Second", tag: 2, selection: $selection) { Text("detail 2") }
      Button("Open second") { selection = 2 }
      Text("selection \(selection.map(String.init) ?? "none")")
    }
  }
}

private struct LinkDetail: View {
  var body: some View { Text("detail") }
}

private struct SplitScreen: View {
  @State private var column = NavigationSplitViewColumn.detail
  var body: some View {
    NavigationSplitView(preferredCompactColumn: $column) {
      Text("sidebar")
    } detail: {
      Text("detail")
    }
  }
}

private struct SectionedTabs: View {
  @State private var selection = 1
  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: 1) { Text("home") }
        .badge(3)
      TabSection("Collections") {
        Tab("Library", systemImage: "books.vertical", value: 2) { LibraryTab() }
        Tab("Archive", systemImage: "archivebox", value: 3) { Text("archive") }
          .hidden()
      }
      Tab(value: 4, role: .search) { Text("search") }
    }
  }
}

private struct LibraryTab: View {
  var body: some View { Text("library") }
}

private struct SidebarTabs: View {
  @State private var customization = TabViewCustomization()
  var body: some View {
    TabView {
      Tab("One", systemImage: "1.circle") { Text("one") }
    }
    .tabViewSidebarHeader { Text("header") }
    .tabViewSidebarFooter { Text("footer") }
    .tabViewCustomization($customization)
  }
}

private struct TabAttachments: View {
  @State private var tip = false
  var body: some View {
    VStack {
      Button("Show tip") { tip = true }
      TabView {
        Tab("Home", systemImage: "house") { Text("home") }
          .contextMenu { Text("Pin") }
          .popover(isPresented: $tip) { TabTip() }
      }
    }
  }
}

private struct TabTip: View {
  var body: some View { Text("tip") }
}
