// Models SwiftUI's tab content (iOS 18): `TabContent` is a view here, so `Tab`,
// `TabSection` and the app's own tab types go in a `TabView` as its tabs, built by
// `TabContentBuilder` or `ViewBuilder` alike. A section's tabs are tabs of the tab
// view (a tab bar shows no section header, as on a phone); a hidden tab is not in the
// tab bar; a badge, a customization id or a placement is a value shown on the tab's
// bar item. The sidebar's header, footer and bottom bar are realized with the tab
// view (an adaptable sidebar); its customization is a value, bound.
// Status: Partial. Differs: the tab bar is a phone's (no sidebar layout); customizing
// tabs is not modelled, only its values; a tab type of the app's own builds its body
// with `@TabContentBuilder` written out (it is not inferred).

/// Content of a tab view: a view here, with the type of its tabs' values.
@MainActor @preconcurrency
public protocol TabContent<TabValue>: View {
  /// The type of the values that select its tabs.
  associatedtype TabValue: Hashable
  /// The tab content's content (built with `ViewBuilder` unless `@TabContentBuilder` is written out).
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Tab: TabContent {
  public typealias TabValue = Value
}

extension Optional: TabContent where Wrapped: TabContent {
  public typealias TabValue = Wrapped.TabValue
}

extension ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
  public typealias TabValue = TrueContent.TabValue
}

extension Group: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
}

extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
}

/// Several tabs in a block, each keeping its position as identity.
public struct TupleTabContent<TabValue: Hashable, T>: TabContent, BuiltinView {
  let value: T
  let elements: [any View]
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    for (index, element) in elements.enumerated() { expansion.add(.index(index), element) }
  }
}

extension TupleTabContent: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    for (index, element) in elements.enumerated() { rows.append(element, key: .nested(key, .index(index))) }
  }
}

/// A result builder that makes tab content from closures: blocks, `if`, `if`/`else`,
/// with `ViewBuilder`'s identities.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// Tab content built by the builder, as a tab view holds it.
  public struct Content<C: TabContent>: TabContent, BuiltinView where C.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue
    let content: C
    public var body: Never { builtinBody() }
    package func expand(into expansion: inout Expansion) {
      expansion.showsInPath = false
      expansion.add(.content, content)
    }
  }

  /// Passes one tab through.
  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

  /// A one-tab block builds that tab.
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

  /// A block of 2 tabs; each keeps its position as identity.
  public static func buildBlock<C0: TabContent, C1: TabContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTabContent<SelectionValue, (C0, C1)> where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue {
    TupleTabContent(value: (c0, c1), elements: [c0, c1])
  }

  /// A block of 3 tabs; each keeps its position as identity.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2)>
  where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue {
    TupleTabContent(value: (c0, c1, c2), elements: [c0, c1, c2])
  }

  /// A block of 4 tabs; each keeps its position as identity.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue
  {
    TupleTabContent(value: (c0, c1, c2, c3), elements: [c0, c1, c2, c3])
  }

  /// A block of 5 tabs; each keeps its position as identity.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue, C4.TabValue == SelectionValue
  {
    TupleTabContent(value: (c0, c1, c2, c3, c4), elements: [c0, c1, c2, c3, c4])
  }

  /// A block of 6 tabs; each keeps its position as identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue
  {
    TupleTabContent(value: (c0, c1, c2, c3, c4, c5), elements: [c0, c1, c2, c3, c4, c5])
  }

  /// A block of 7 tabs; each keeps its position as identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
    C6.TabValue == SelectionValue
  {
    TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6), elements: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// A block of 8 tabs; each keeps its position as identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
    C7: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
    C6.TabValue == SelectionValue, C7.TabValue == SelectionValue
  {
    TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), elements: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// A block of 9 tabs; each keeps its position as identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
    C7: TabContent, C8: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
    C6.TabValue == SelectionValue, C7.TabValue == SelectionValue, C8.TabValue == SelectionValue
  {
    TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// A block of 10 tabs; each keeps its position as identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
    C7: TabContent, C8: TabContent, C9: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
    C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
    C6.TabValue == SelectionValue, C7.TabValue == SelectionValue, C8.TabValue == SelectionValue,
    C9.TabValue == SelectionValue
  {
    TupleTabContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// `if` without `else`: optional tabs.
  public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == SelectionValue { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> ConditionalContent<T, F>
  where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
    .trueContent(first)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> ConditionalContent<T, F>
  where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
    .falseContent(second)
  }

  /// `if #available`: the tabs as they are.
  public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue {
    content
  }
}

extension TabContentBuilder.Content: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) { rows.append(content, key: .nested(key, .content)) }
}

/// Type-erased tab content.
public struct AnyTabContent<TabValue: Hashable>: TabContent, BuiltinView {
  let content: any View

  /// Erases tab content's type.
  public init<C: TabContent>(_ content: C) where C.TabValue == TabValue { self.content = content }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.add(.content, content) }
}

extension AnyTabContent: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) { rows.append(content, key: .nested(key, .content)) }
}

/// A section of tabs: in a tab bar its tabs are the tab view's tabs, its header not shown.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent,
  BuiltinView
where Content.TabValue == SelectionValue {
  public typealias TabValue = SelectionValue
  let header: Header
  let content: Content

  /// A section with a header view.
  ///
  /// - Parameters:
  ///   - content: The section's tabs.
  ///   - header: The section's header.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header)
  where Footer == EmptyView {
    self.content = content()
    self.header = header()
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.index(0), Attachment(role: "header", content: header))
    expansion.add(.index(1), content)
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The section's title.
  ///   - content: The section's tabs.
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
    self.header = Text(key: titleKey)
  }

  /// A section titled with a string.
  ///
  /// - Parameters:
  ///   - title: The section's title.
  ///   - content: The section's tabs.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
    self.header = Text(title)
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
    self.header = EmptyView()
  }
}

extension TabSection: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) { rows.append(content, key: .nested(key, .index(1))) }
}

/// A tab's label when it has none of its own.
public struct DefaultTabLabel: View, BuiltinView {
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {}
}

/// The role of a tab.
public struct TabRole: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The search tab.
  public static var search: TabRole { TabRole(name: "search") }

  public static func == (lhs: TabRole, rhs: TabRole) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// MARK: - Tab initializers

extension Tab where Label == DefaultTabLabel {
  /// A tab with a value and content, without a label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: DefaultTabLabel(), title: nil, content: content())
  }

  /// A tab with a value, a role and content, without a label.
  ///
  /// - Parameters:
  ///   - value: The value that selects it.
  ///   - role: Its role.
  ///   - content: Its content.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: DefaultTabLabel(), title: nil, content: content(), role: role)
  }
}

extension Tab {
  /// A tab with a value, a role, content and a label view.
  ///
  /// - Parameters:
  ///   - value: The value that selects it.
  ///   - role: Its role.
  ///   - content: Its content.
  ///   - label: Its label.
  public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, label: label(), title: nil, content: content(), role: role)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab with content, without a value or a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(value: nil, label: DefaultTabLabel(), title: nil, content: content())
  }

  /// A tab with a role and content.
  ///
  /// - Parameters:
  ///   - role: Its role.
  ///   - content: Its content.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: DefaultTabLabel(), title: nil, content: content(), role: role)
  }
}

extension Tab where Value == Never {
  /// A tab with content and a label view.
  ///
  /// - Parameters:
  ///   - content: Its content.
  ///   - label: Its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, label: label(), title: nil, content: content())
  }

  /// A tab with a role, content and a label view.
  ///
  /// - Parameters:
  ///   - role: Its role.
  ///   - content: Its content.
  ///   - label: Its label.
  public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, label: label(), title: nil, content: content(), role: role)
  }
}

extension Tab where Label == ViewGraphCore.Label<Text, Image> {
  /// A tab titled with a localized key and an image, with a value.
  ///
  /// - Parameters:
  ///   - titleKey: Its title.
  ///   - image: The name of its image.
  ///   - value: The value that selects it.
  ///   - content: Its content.
  public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, label: ViewGraphCore.Label(titleKey, image: image), title: titleKey.text, content: content())
  }

  /// A tab titled with a localized key and an image, with a value and a role.
  ///
  /// - Parameters:
  ///   - titleKey: Its title.
  ///   - image: The name of its image.
  ///   - value: The value that selects it.
  ///   - role: Its role.
  ///   - content: Its content.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, label: ViewGraphCore.Label(titleKey, image: image), title: titleKey.text, content: content(),
      role: role)
  }

  /// A tab titled with a localized key and a system image, with a value and a role.
  ///
  /// - Parameters:
  ///   - titleKey: Its title.
  ///   - systemImage: The name of its system image.
  ///   - value: The value that selects it.
  ///   - role: Its role.
  ///   - content: Its content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      content: content(), role: role)
  }

  /// A tab titled with a string and an image, with a value.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: The name of its image.
  ///   - value: The value that selects it.
  ///   - content: Its content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: ViewGraphCore.Label(title, image: image), title: String(title), content: content())
  }

  /// A tab titled with a string and a system image, with a value and a role.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - systemImage: The name of its system image.
  ///   - value: The value that selects it.
  ///   - role: Its role.
  ///   - content: Its content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title),
      content: content(), role: role)
  }
}

extension Tab where Value == Never, Label == ViewGraphCore.Label<Text, Image> {
  /// A tab titled with a localized key and an image.
  ///
  /// - Parameters:
  ///   - titleKey: Its title.
  ///   - image: The name of its image.
  ///   - content: Its content.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: ViewGraphCore.Label(titleKey, image: image), title: titleKey.text, content: content())
  }

  /// A tab titled with a localized key and an image, with a role.
  ///
  /// - Parameters:
  ///   - titleKey: Its title.
  ///   - image: The name of its image.
  ///   - role: Its role.
  ///   - content: Its content.
  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, label: ViewGraphCore.Label(titleKey, image: image), title: titleKey.text, content: content(),
      role: role)
  }

  /// A tab titled with a localized key and a system image, with a role.
  ///
  /// - Parameters:
  ///   - titleKey: Its title.
  ///   - systemImage: The name of its system image.
  ///   - role: Its role.
  ///   - content: Its content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      content: content(), role: role)
  }

  /// A tab titled with a string and an image.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: The name of its image.
  ///   - content: Its content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: ViewGraphCore.Label(title, image: image), title: String(title), content: content())
  }

  /// A tab titled with a string and a system image, with a role.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - systemImage: The name of its system image.
  ///   - role: Its role.
  ///   - content: Its content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title),
      content: content(), role: role)
  }
}

// MARK: - Tab views built by the tab content builder

extension TabView {
  /// Tabs built by the tab content builder, whose selection is bound.
  ///
  /// - Parameters:
  ///   - selection: The selected tab's value.
  ///   - content: The tabs.
  @_disfavoredOverload
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    let tabs = TabContentBuilder<SelectionValue>.Content(content: content())
    self.init(selection: selection) { tabs }
  }

  /// Tabs built by the tab content builder, with their own selection (the first tab).
  @_disfavoredOverload
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
    let tabs = TabContentBuilder<Never>.Content(content: content())
    self.init(selection: nil) { tabs }
  }
}

// MARK: - Tab values and modifiers

/// Where a tab view's tab bar shows.
public struct TabBarPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// At the bottom.
  public static var bottomBar: TabBarPlacement { TabBarPlacement(name: "bottomBar") }
  /// At the top.
  public static var topBar: TabBarPlacement { TabBarPlacement(name: "topBar") }
  /// In a sidebar.
  public static var sidebar: TabBarPlacement { TabBarPlacement(name: "sidebar") }
  /// In an ornament.
  public static var ornament: TabBarPlacement { TabBarPlacement(name: "ornament") }
  /// As a page indicator.
  public static var pageIndicator: TabBarPlacement { TabBarPlacement(name: "pageIndicator") }

  public static func == (lhs: TabBarPlacement, rhs: TabBarPlacement) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Where an adaptable tab view shows its tabs.
public struct AdaptableTabBarPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Where the platform decides.
  public static var automatic: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "automatic") }
  /// In a tab bar.
  public static var tabBar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "tabBar") }
  /// In a sidebar.
  public static var sidebar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "sidebar") }

  public static func == (lhs: AdaptableTabBarPlacement, rhs: AdaptableTabBarPlacement) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Where a tab goes in an adaptable tab view.
public struct TabPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Where the platform decides.
  public static var automatic: TabPlacement { TabPlacement(name: "automatic") }
  /// Pinned in the tab bar.
  public static var pinned: TabPlacement { TabPlacement(name: "pinned") }
  /// Only in the sidebar.
  public static var sidebarOnly: TabPlacement { TabPlacement(name: "sidebarOnly") }

  public static func == (lhs: TabPlacement, rhs: TabPlacement) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How the user may customize a tab.
public struct TabCustomizationBehavior: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Where the platform decides.
  public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
  /// The tab can be moved.
  public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
  /// The tab cannot be customized.
  public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }

  public static func == (lhs: TabCustomizationBehavior, rhs: TabCustomizationBehavior) -> Bool {
    lhs.name == rhs.name
  }
}

/// The size of a sidebar's rows.
public struct SidebarRowSize: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Small rows.
  public static var small: SidebarRowSize { SidebarRowSize(name: "small") }
  /// Medium rows.
  public static var medium: SidebarRowSize { SidebarRowSize(name: "medium") }
  /// Large rows.
  public static var large: SidebarRowSize { SidebarRowSize(name: "large") }

  public static func == (lhs: SidebarRowSize, rhs: SidebarRowSize) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The user's customization of a tab view: which tabs show and in what order.
public struct TabViewCustomization: Equatable, Codable, Sendable {
  private var visibility: [String: String] = [:]
  private var sectionOrder: [String: [String]] = [:]

  /// No customization.
  public init() {}

  /// Whether a tab shows in the sidebar, by its customization id.
  public subscript(sidebarVisibility id: String) -> Visibility {
    get {
      switch visibility[id] {
      case "visible": .visible
      case "hidden": .hidden
      default: .automatic
      }
    }
    set { visibility[id] = newValue == .automatic ? nil : "\(newValue)" }
  }

  /// The order of a section's tabs, by their customization ids.
  public subscript(sectionID id: String) -> [String] {
    get { sectionOrder[id] ?? [] }
    set { sectionOrder[id] = newValue.isEmpty ? nil : newValue }
  }

  /// Forgets every tab's visibility.
  public mutating func resetVisibility() { visibility = [:] }
  /// Forgets the order of every section.
  public mutating func resetSectionOrder() { sectionOrder = [:] }
  /// Forgets the order of a section.
  public mutating func resetSectionOrder(for sectionID: String) { sectionOrder[sectionID] = nil }

  public static func == (lhs: TabViewCustomization, rhs: TabViewCustomization) -> Bool {
    lhs.visibility == rhs.visibility && lhs.sectionOrder == rhs.sectionOrder
  }

  private enum CodingKeys: String, CodingKey { case visibility, sectionOrder }

  /// A customization read back.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    visibility = try container.decode([String: String].self, forKey: .visibility)
    sectionOrder = try container.decode([String: [String]].self, forKey: .sectionOrder)
  }

  /// Writes the customization.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(visibility, forKey: .visibility)
    try container.encode(sectionOrder, forKey: .sectionOrder)
  }
}

/// A tab with a value of its own: shown on its tab bar item, or hiding it.
public struct TabModified<Base: TabContent> {
  let base: Base
  let name: String
  /// The value shown on the tab's bar item (`nil`: none).
  let value: String?
  let hidesTab: Bool
  /// What the modifier adds around the tab's bar item (a context menu, a popover).
  var wrapsLabel: ((any View) -> any View)? = nil

  /// A tab with content attached around its bar item (for ViewGraph's popovers).
  package init(base: Base, name: String, wrapsLabel: @escaping (any View) -> any View) {
    self.init(base: base, name: name, value: nil, hidesTab: false, wrapsLabel: wrapsLabel)
  }

  init(base: Base, name: String, value: String?, hidesTab: Bool, wrapsLabel: ((any View) -> any View)? = nil) {
    self.base = base
    self.name = name
    self.value = value
    self.hidesTab = hidesTab
    self.wrapsLabel = wrapsLabel
  }
}

extension TabModified: TabContent, BuiltinView, TabDeclaring {
  public typealias TabValue = Base.TabValue
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let value { expansion.leaf = LeafContent(kind: name, value: value) }
    expansion.add(.content, base)
  }

  private var declared: (any TabDeclaring)? { base as? any TabDeclaring }
  var tabValue: AnyHashable? { declared?.tabValue }
  var tabTitle: String? { declared?.tabTitle }
  var tabContent: any View { declared?.tabContent ?? base }
  var tabLabel: any View {
    func shown<L: View>(_ label: L) -> any View { value.map { label.visual(name, $0) } ?? label }
    let label: any View = declared?.tabLabel ?? EmptyView()
    return wrapsLabel?(shown(label)) ?? shown(label)
  }
}

extension TabModified: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    guard !hidesTab else { return }
    if base is any TabDeclaring {
      rows.specs.append(ChildSpec(key: key, source: .view(self)))
    } else {
      rows.append(base, key: .nested(key, .content))
    }
  }
}

extension TabContent {
  /// The tab with a value of its own.
  nonisolated func tabValue(_ name: String, _ value: String, hides: Bool = false) -> TabModified<Self> {
    TabModified(base: self, name: name, value: value, hidesTab: hides)
  }

  /// Shows a count on the tab's bar item (none for 0).
  nonisolated public func badge(_ count: Int) -> TabModified<Self> { tabValue("badge", count == 0 ? "" : "\(count)") }
  /// Shows a text on the tab's bar item.
  nonisolated public func badge(_ label: Text?) -> TabModified<Self> { tabValue("badge", label?.string ?? "") }
  /// Shows a localized text on the tab's bar item.
  nonisolated public func badge(_ key: LocalizedStringKey) -> TabModified<Self> { tabValue("badge", key.text) }
  /// Shows a string on the tab's bar item.
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S) -> TabModified<Self> { tabValue("badge", String(label)) }

  /// Adds a context menu to the tab's bar item; its items are realized with the item.
  nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TabModified<Self> {
    attachingToItem("contextMenu", menuItems())
  }

  /// Adds swipe actions to the tab's sidebar row; they are realized with its bar item.
  ///
  /// - Parameters:
  ///   - edge: The edge they are swiped from.
  ///   - allowsFullSwipe: Whether a full swipe runs the first action.
  ///   - content: The actions.
  /// - Returns: The tab with its swipe actions.
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> TabModified<Self> {
    attachingToItem("swipeActions", content(), value: "\(edge)\(allowsFullSwipe ? ", full swipe" : "")")
  }

  /// The tab with content attached around its bar item.
  nonisolated private func attachingToItem(_ role: String, _ attached: any View, value: String? = nil) -> TabModified<
    Self
  > {
    TabModified(base: self, name: role, value: nil, hidesTab: false) { label in
      func attach<L: View>(_ label: L) -> any View {
        ModifiedContent(content: label, modifier: AttachmentModifier(role: role, value: value, attached: attached))
      }
      return attach(label)
    }
  }

  /// Sets the id under which the tab's customization is kept.
  nonisolated public func customizationID(_ id: String) -> TabModified<Self> { tabValue("customizationID", id) }

  /// Sets how the user may customize the tab.
  ///
  /// - Parameters:
  ///   - behavior: How it may be customized.
  ///   - placements: Where.
  /// - Returns: The tab with its customization behavior.
  nonisolated public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> TabModified<Self> {
    tabValue("customizationBehavior", "\(behavior) for \(placements.map(\.name).joined(separator: ", "))")
  }

  /// Sets whether the tab shows before the user customizes the tab view.
  ///
  /// - Parameters:
  ///   - visibility: Whether it shows.
  ///   - placements: Where.
  /// - Returns: The tab with its default visibility.
  nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...)
    -> TabModified<Self>
  {
    tabValue("defaultVisibility", "\(visibility) for \(placements.map(\.name).joined(separator: ", "))")
  }

  /// Hides the tab: it is not in the tab bar, and cannot be selected.
  nonisolated public func hidden(_ hidden: Bool = true) -> TabModified<Self> {
    tabValue("hidden", "\(hidden)", hides: hidden)
  }

  /// Sets where the tab goes in an adaptable tab view.
  nonisolated public func tabPlacement(_ placement: TabPlacement) -> TabModified<Self> {
    tabValue("tabPlacement", "\(placement)")
  }
}

/// The tab view style with a tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Sendable, CustomStringConvertible {
  /// The tab bar style.
  public init() {}
  public var description: String { "tabBarOnly" }
}

/// The platform's default tab view style.
public struct DefaultTabViewStyle: TabViewStyle, Sendable, CustomStringConvertible {
  /// The default style.
  public init() {}
  public var description: String { "automatic" }
}

/// The tab view style that adapts between a tab bar and a sidebar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable, CustomStringConvertible {
  /// The adaptable style.
  public init() {}
  public var description: String { "sidebarAdaptable" }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
  /// Binds the user's customization of the tab view below; it is shown as it is now.
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> ModifiedContent<
    Self, BoundValueModifier
  > {
    bound("tabViewCustomization") {
      guard let value = customization?.wrappedValue else { return "nil" }
      return value == TabViewCustomization() ? "default" : "customized"
    }
  }

  /// Adds a header to the tab view's sidebar; it is realized with the tab view.
  nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    ModifiedContent(
      content: self, modifier: AttachmentModifier(role: "tabViewSidebarHeader", value: nil, attached: content()))
  }

  /// Adds a footer to the tab view's sidebar; it is realized with the tab view.
  nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    ModifiedContent(
      content: self, modifier: AttachmentModifier(role: "tabViewSidebarFooter", value: nil, attached: content()))
  }

  /// Adds a bottom bar to the tab view's sidebar; it is realized with the tab view.
  nonisolated public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
    -> ModifiedContent<Self, AttachmentModifier>
  {
    ModifiedContent(
      content: self, modifier: AttachmentModifier(role: "tabViewSidebarBottomBar", value: nil, attached: content()))
  }

  /// Sets where an adaptable tab view shows its tabs by default.
  nonisolated public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("defaultAdaptableTabBarPlacement", "\(defaultPlacement)")
  }
}
