// Models the rest of SwiftUI's navigation containers' surface: links bound to whether
// their destination is pushed (`isActive:`, `tag:selection:`: tapping sets the
// binding, the destination is pushed while it holds, popping it resets it, as
// `navigationDestination(isPresented:)` does), split views' columns and styles, and
// the settings of split views, which are values shown as their node's leaf. A split
// view realizes every column (a regular-width layout, Navigation.swift), so its
// preferred compact column has no effect, as in SwiftUI at that width.
// Status: Complete for links; split view styles and column widths are values.

extension View {
  /// The modifier pushing a link's destination while its binding is true.
  func boundDestination(_ isActive: Binding<Bool>, _ destination: any View) -> PresentedDestinationModifier {
    PresentedDestinationModifier(
      state: { isActive.wrappedValue ? AnyHashableSendable(true) : nil },
      dismiss: { isActive.wrappedValue = false }, content: { destination })
  }
}

/// A binding true while a selection holds a tag: setting it true selects the tag,
/// false clears a selection that holds it.
private func tagBinding<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
  Binding(
    deferring: { selection.wrappedValue == tag },
    set: { isActive in
      if isActive {
        selection.wrappedValue = tag
      } else if selection.wrappedValue == tag {
        selection.wrappedValue = nil
      }
    })
}

extension NavigationLink {
  /// A link that pushes its destination while `isActive` is true.
  ///
  /// - Parameters:
  ///   - destination: The view pushed.
  ///   - isActive: Whether it is pushed; tapping the link sets it, popping resets it.
  ///   - label: The link's label.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil, isActive: isActive)
  }

  /// A link that pushes its destination while `isActive` is true, its destination
  /// built by a closure.
  ///
  /// - Parameters:
  ///   - isActive: Whether it is pushed; tapping the link sets it, popping resets it.
  ///   - destination: The view pushed.
  ///   - label: The link's label.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), destination: destination(), value: nil, isActive: isActive)
  }

  /// A link that pushes its destination while a selection holds its tag.
  ///
  /// - Parameters:
  ///   - destination: The view pushed.
  ///   - tag: The value the selection holds while it is pushed.
  ///   - selection: The selection; tapping the link sets it to the tag, popping clears it.
  ///   - label: The link's label.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), destination: destination, value: nil, isActive: tagBinding(tag, selection))
  }

  /// A link that pushes its destination while a selection holds its tag, its
  /// destination built by a closure.
  ///
  /// - Parameters:
  ///   - tag: The value the selection holds while it is pushed.
  ///   - selection: The selection; tapping the link sets it to the tag, popping clears it.
  ///   - destination: The view pushed.
  ///   - label: The link's label.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), destination: destination(), value: nil, isActive: tagBinding(tag, selection))
  }

  /// Sets whether the link's destination shows in the detail column of a split view.
  nonisolated public func isDetailLink(_ isDetailLink: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("isDetailLink", "\(isDetailLink)")
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key, pushing its destination while `isActive` is true.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - destination: The view pushed.
  ///   - isActive: Whether it is pushed.
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(label: Text(key: titleKey), destination: destination, value: nil, isActive: isActive)
  }

  /// A link titled with a string, pushing its destination while `isActive` is true.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - destination: The view pushed.
  ///   - isActive: Whether it is pushed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(label: Text(title), destination: destination, value: nil, isActive: isActive)
  }

  /// A link titled with a localized key, pushing its destination built by a closure
  /// while `isActive` is true.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - isActive: Whether it is pushed.
  ///   - destination: The view pushed.
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(key: titleKey), destination: destination(), value: nil, isActive: isActive)
  }

  /// A link titled with a string, pushing its destination built by a closure while
  /// `isActive` is true.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - isActive: Whether it is pushed.
  ///   - destination: The view pushed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), destination: destination(), value: nil, isActive: isActive)
  }

  /// A link titled with a localized key, pushing its destination while a selection
  /// holds its tag.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - destination: The view pushed.
  ///   - tag: The value the selection holds while it is pushed.
  ///   - selection: The selection.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(label: Text(key: titleKey), destination: destination, value: nil, isActive: tagBinding(tag, selection))
  }

  /// A link titled with a string, pushing its destination while a selection holds its tag.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - destination: The view pushed.
  ///   - tag: The value the selection holds while it is pushed.
  ///   - selection: The selection.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(label: Text(title), destination: destination, value: nil, isActive: tagBinding(tag, selection))
  }

  /// A link titled with a localized key, pushing its destination built by a closure
  /// while a selection holds its tag.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - tag: The value the selection holds while it is pushed.
  ///   - selection: The selection.
  ///   - destination: The view pushed.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(label: Text(key: titleKey), destination: destination(), value: nil, isActive: tagBinding(tag, selection))
  }

  /// A link titled with a string, pushing its destination built by a closure while a
  /// selection holds its tag.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - tag: The value the selection holds while it is pushed.
  ///   - selection: The selection.
  ///   - destination: The view pushed.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(label: Text(title), destination: destination(), value: nil, isActive: tagBinding(tag, selection))
  }
}

// MARK: - Split views

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The sidebar.
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
  /// The middle column.
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
  /// The detail column.
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }

  public static func == (lhs: NavigationSplitViewColumn, rhs: NavigationSplitViewColumn) -> Bool {
    lhs.name == rhs.name
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension NavigationSplitView {
  /// Three columns, with the column a compact width shows bound (every column shows
  /// here: a regular width).
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column a compact width shows.
  ///   - sidebar: The sidebar.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// Three columns, with their visibility and the column a compact width shows bound.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show.
  ///   - preferredCompactColumn: The column a compact width shows.
  ///   - sidebar: The sidebar.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns, with the column a compact width shows bound.
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column a compact width shows.
  ///   - sidebar: The sidebar.
  ///   - detail: The detail column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// Two columns, with their visibility and the column a compact width shows bound.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show.
  ///   - preferredCompactColumn: The column a compact width shows.
  ///   - sidebar: The sidebar.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
  }
}

/// The columns of a split view, as a style's `makeBody` receives them.
public struct NavigationSplitViewStyleConfiguration {
  package init() {}
}

/// How split views below are drawn: a custom style's body is not realized (the split
/// view realizes its columns), a style is a value shown on screen.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The view of a split view in this style.
  associatedtype Body: View
  /// The columns a style draws.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// Draws a split view's columns.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, CustomStringConvertible {
  /// The default style.
  nonisolated public init() {}
  /// Draws the columns.
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
  nonisolated public var description: String { "automatic" }
}

/// A split view style that narrows the detail column to show the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, CustomStringConvertible {
  /// The balanced style.
  nonisolated public init() {}
  /// Draws the columns.
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
  nonisolated public var description: String { "balanced" }
}

/// A split view style that keeps the detail column's size, the leading columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, CustomStringConvertible {
  /// The prominent detail style.
  nonisolated public init() {}
  /// Draws the columns.
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
  nonisolated public var description: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's default.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The leading columns narrow the detail.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail keeps its size.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets how split views below are drawn.
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("navigationSplitViewStyle", "\(style)")
  }
}

extension NavigationSplitViewVisibility: Codable {
  public static func == (lhs: NavigationSplitViewVisibility, rhs: NavigationSplitViewVisibility) -> Bool {
    lhs.name == rhs.name
  }

  /// A visibility read back by its name.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard ["automatic", "all", "doubleColumn", "detailOnly"].contains(name) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "No split view visibility “\(name)”."))
    }
    self.init(name: name)
  }

  /// Writes the visibility's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
