// Models SwiftUI's navigation containers: `NavigationStack` (its root realized),
// `NavigationView`, `NavigationSplitView` (every column realized: a regular-width
// layout), `NavigationLink` (its label realized; its destination is a value,
// realized only when pushed) and `TabView` (the tab bar's labels always realized;
// a tab's content realized when first selected and kept with its state, as a tab
// bar controller keeps its tabs).
// Status: Partial. Differs: pushing a destination (a link tapped, a path appended,
// `navigationDestination` presented) is not modelled yet: destinations are never
// realized.

/// A navigation container: the root view, then the views pushed on it.
public struct NavigationStack<Data, Root: View>: View, BuiltinView {
  let root: Root
  let path: Any?

  /// A stack with a root view.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = nil
  }

  /// A stack whose pushed views are a navigation path.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = path
  }

  /// A stack whose pushed views are a collection of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = path
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.content, root)
  }
}

/// A list of values pushed on a navigation stack.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values.
  public var count: Int { elements.count }
  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A navigation container (SwiftUI's older form).
public struct NavigationView<Content: View>: View, BuiltinView {
  let content: Content
  /// A navigation container.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.add(.content, content) }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A navigation container in columns; every column is realized.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, BuiltinView {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// Three columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns with their visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.index(0), sidebar)
    expansion.add(.index(1), content)
    expansion.add(.index(2), detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = EmptyView()
    self.detail = detail()
  }

  /// Two columns with their visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

// MARK: - Links and destinations

/// A link that pushes a destination; its label is realized, its destination only
/// when pushed.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltinView {
  let label: Label
  let destination: Destination?
  let value: AnyHashable?

  package init(label: Label, destination: Destination?, value: AnyHashable?) {
    self.label = label
    self.destination = destination
    self.value = value
  }

  /// A link with a destination and a label view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil)
  }

  /// A link with a destination built by a closure and a label view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination(), value: nil)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    if let value { expansion.leaf = LeafContent(kind: "NavigationLink", value: "\(value.base)") }
    expansion.add(.content, label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(label: Text(key: titleKey), destination: destination, value: nil)
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(label: Text(title), destination: destination, value: nil)
  }

  /// A link titled with a localized key, its destination built by a closure.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(key: titleKey), destination: destination(), value: nil)
  }

  /// A link titled with a string, its destination built by a closure.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), destination: destination(), value: nil)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value, with a label view.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link that pushes a value, titled with a localized key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(label: Text(key: titleKey), destination: nil, value: value.map { AnyHashable($0) })
  }

  /// A link that pushes a value, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(label: Text(title), destination: nil, value: value.map { AnyHashable($0) })
  }
}

/// Destinations for pushed values: kept, realized only when a value is pushed.
public struct NavigationDestinationModifier: BuiltinModifier {
  let kind: String
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "navigationDestination", value: kind)
    expansion.add(.content, content)
  }
}

extension View {
  /// Declares the destination for pushed values of a type.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, NavigationDestinationModifier> {
    ModifiedContent(content: self, modifier: NavigationDestinationModifier(kind: "for \(typeName(D.self))"))
  }

  /// Declares a destination pushed while a binding is true.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> ModifiedContent<Self, NavigationDestinationModifier> {
    ModifiedContent(content: self, modifier: NavigationDestinationModifier(kind: "isPresented"))
  }

  /// Declares a destination pushed while a binding holds an item.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, NavigationDestinationModifier> {
    ModifiedContent(content: self, modifier: NavigationDestinationModifier(kind: "item"))
  }
}

/// How navigation views below are drawn: the built-in styles are values shown on screen.
public protocol NavigationViewStyle {}

/// A built-in navigation view style.
public struct BuiltinNavigationViewStyle: NavigationViewStyle, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension NavigationViewStyle where Self == BuiltinNavigationViewStyle {
  public static var automatic: BuiltinNavigationViewStyle { BuiltinNavigationViewStyle(name: "automatic") }
  public static var stack: BuiltinNavigationViewStyle { BuiltinNavigationViewStyle(name: "stack") }
  public static var columns: BuiltinNavigationViewStyle { BuiltinNavigationViewStyle(name: "columns") }
}

extension View {
  /// Sets how navigation views below are drawn.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationViewStyle", "\(style)")
  }
}
