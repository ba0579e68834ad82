// Models SwiftUI's `TabView`: its tab bar shows every tab's label (realized, each
// one tappable by its title to select its tab); a tab's content is realized when
// it is first selected and then kept, with its state, while the tab exists (a tab
// bar controller loads a tab when it is first shown and keeps it). Tabs come from
// the content's views (`.tabItem`, `.tag`), `ForEach` rows (their ids are their
// tags) or `Tab` values. The selection is a binding or the view's own state.
// Status: Complete.

/// A view that switches between tabs.
public struct TabView<SelectionValue: Hashable, Content: View>: View, BuiltinView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is bound.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { builtinBody() }

  /// What the tab view keeps: its own selection and the tabs it realized.
  final class TabState {
    var selected: AnyHashable?
    var visited: Set<AnyHashable> = []
    var memos: [ChildKey: Any] = [:]
  }

  package func expand(into expansion: inout Expansion) {
    let state = expansion.memo as? TabState ?? TabState()
    expansion.memo = state
    var rows = LazyRows(memos: state.memos)
    rows.append(content, key: .content)
    state.memos = rows.memos
    expansion.diagnostics += rows.diagnostics
    let tabs = rows.specs.enumerated().map { index, spec in TabEntry(spec: spec, index: index) }
    let bound = selection.map { AnyHashable($0.location.get()) }
    let selected = bound ?? state.selected ?? tabs.first?.tag
    if let selected { state.visited.insert(selected) }
    expansion.leaf = LeafContent(kind: "TabView", value: selected.map { "\($0.base)" } ?? "none")
    // The realized tabs follow the selection, whether or not a body re-ran.
    expansion.stateSignature = expansion.leaf?.value
    let binding = selection
    let items = tabs.map { tab in
      ChildSpec(
        key: .explicit(sendableTag(tab.tag)),
        source: .view(
          TabBarItem(
            label: tab.label, controlTitle: tab.title, isSelected: tab.tag == selected
          ) {
            if let binding, let value = tab.tag.base as? SelectionValue {
              binding.wrappedValue = value
            } else {
              state.selected = tab.tag
            }
          }))
    }
    expansion.children.append(ChildSpec(key: .index(0), source: .view(TabBar(items: items))))
    for tab in tabs where state.visited.contains(tab.tag) {
      var spec = tab.content
      spec.key = .nested(.index(1), spec.key)
      expansion.children.append(spec)
    }
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs with their own selection, the first tab selected.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// A wrapper making a tag a `Sendable` hashable key.
private func sendableTag(_ tag: AnyHashable) -> AnyHashableSendable { AnyHashableSendable(tag) }

/// One tab of a tab view: its tag, its label and its content.
@MainActor
private struct TabEntry {
  let tag: AnyHashable
  let label: any View
  let title: String?
  let content: ChildSpec

  init(spec: ChildSpec, index: Int) {
    var tag: AnyHashable = AnyHashable(index)
    var label: any View = EmptyView()
    var title: String?
    var content = spec
    switch spec.source {
    case .view(let view):
      if let tab = view as? any TabDeclaring {
        tag = tab.tabValue ?? tag
        label = tab.tabLabel
        title = tab.tabTitle
        content.source = .view(tab.tabContent)
      } else if let carrier = view as? any TagCarrying {
        tag = carrier.carriedTag ?? tag
        label = carrier.carriedTabItem ?? EmptyView()
      }
    case .row(_, let row):
      // A `ForEach` of tabs: the row's id is its tag; its label is read from the
      // row's view, made once here outside any tracking scope.
      if case .nested(_, .explicit(let id)) = spec.key { tag = id.base }
      if let carrier = row.make() as? any TagCarrying {
        tag = carrier.carriedTag ?? tag
        label = carrier.carriedTabItem ?? EmptyView()
      }
    }
    self.tag = tag
    self.label = label
    self.title = title
    self.content = content
  }
}

/// The tab bar: every tab's label.
struct TabBar: View, BuiltinView {
  let items: [ChildSpec]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.children = items
  }
}

/// A tab's label in the tab bar; tapping it selects the tab.
struct TabBarItem: View, BuiltinView, TappableControl {
  let label: any View
  let controlTitle: String?
  let isSelected: Bool
  let choose: () -> Void
  var body: Never { builtinBody() }
  func performTap() { choose() }
  func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "TabBarItem", value: isSelected ? "selected" : "")
    expansion.add(.content, label)
  }
}

/// A `Tab` as the tab view reads it.
@MainActor
protocol TabDeclaring {
  var tabValue: AnyHashable? { get }
  var tabLabel: any View { get }
  var tabTitle: String? { get }
  var tabContent: any View { get }
}

/// A tab of a tab view, with its title, image, value and content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, BuiltinView, TabDeclaring {
  let value: Value?
  let label: Label
  let title: String?
  let content: Content
  /// The tab's role (`search`), shown on its tab bar item (NavigationTabs.swift).
  let role: TabRole?

  package init(value: Value?, label: Label, title: String?, content: Content, role: TabRole? = nil) {
    self.value = value
    self.label = label
    self.title = title
    self.content = content
    self.role = role
  }

  /// A tab with a value, its content and a label view.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, label: label(), title: nil, content: content())
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.add(.content, content) }
  var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
  var tabLabel: any View { role.map { label.visual("tabRole", "\($0)") } ?? label }
  var tabTitle: String? { title }
  var tabContent: any View { content }
}

extension Tab where Label == ViewGraphCore.Label<Text, Image> {
  /// A tab titled with a localized key and a system image, with a value.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      content: content())
  }

  /// A tab titled with a string and a system image, with a value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title),
      content: content())
  }
}

extension Tab where Value == Never, Label == ViewGraphCore.Label<Text, Image> {
  /// A tab titled with a localized key and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      content: content())
  }

  /// A tab titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), content: content())
  }
}

/// How tab views below are drawn: the built-in styles are values shown on screen.
public protocol TabViewStyle {}

/// A built-in tab view style.
public struct BuiltinTabViewStyle: TabViewStyle, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension TabViewStyle where Self == BuiltinTabViewStyle {
  public static var automatic: BuiltinTabViewStyle { BuiltinTabViewStyle(name: "automatic") }
  public static var page: BuiltinTabViewStyle { BuiltinTabViewStyle(name: "page") }
  public static var sidebarAdaptable: BuiltinTabViewStyle { BuiltinTabViewStyle(name: "sidebarAdaptable") }
  /// Pages with an index display mode.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> BuiltinTabViewStyle {
    BuiltinTabViewStyle(name: "page(\(indexDisplayMode))")
  }
}

/// The paging tab view style, by its type name.
public struct PageTabViewStyle: TabViewStyle, Sendable, CustomStringConvertible {
  /// When the page index shows.
  public enum IndexDisplayMode: Sendable, Hashable { case automatic, always, never }
  let mode: IndexDisplayMode
  /// A paging style.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
  public var description: String { "page(\(mode))" }
}

extension View {
  /// Sets how tab views below are drawn.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("tabViewStyle", "\(style)")
  }
}
