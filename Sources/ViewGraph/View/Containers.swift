// Models SwiftUI's containers: they have no body and hand their content to the
// graph. Stacks realize every child; lazy containers (LazyContainers.swift)
// realize a viewport. Status: Complete.

/// A container whose single child is its content.
@MainActor
protocol ContentContainer: BuiltinView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContentContainer {
  package func expand(into expansion: inout Expansion) {
    expansion.add(.content, content)
  }
}

/// A vertical stack.
public struct VStack<Content: View>: View, ContentContainer {
  let content: Content
  /// Stacks views vertically.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { builtinBody() }
}

/// A horizontal stack.
public struct HStack<Content: View>: View, ContentContainer {
  let content: Content
  /// Stacks views horizontally.
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { builtinBody() }
}

/// An overlaying stack.
public struct ZStack<Content: View>: View, ContentContainer {
  let content: Content
  /// Stacks views on top of each other.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { builtinBody() }
}

/// A scrollable region: lazy stacks inside it realize only a viewport (Q9).
public struct ScrollView<Content: View>: View, BuiltinView {
  let content: Content
  /// Makes content scrollable.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    var child = ChildSpec(key: .content, source: .view(content))
    child.environment = EnvironmentWrite(value: true) { $0.isInScrollView = true }
    expansion.children.append(child)
  }
}

/// Scroll axes.
public enum Axis: Sendable, Hashable {
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A container for grouping controls.
public struct Form<Content: View>: View, ContentContainer {
  let content: Content
  /// Groups controls in a form.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
}

/// A navigation container.
public struct NavigationStack<Content: View>: View, ContentContainer {
  let content: Content
  /// Roots a navigation stack.
  public init(@ViewBuilder root: () -> Content) { self.content = root() }
  public var body: Never { builtinBody() }
}

/// A scrolling list of rows: it realizes only a viewport, and recycles rows that
/// leave it, losing their state (Q9, our documented policy).
public struct List<Content: View>: View, LazyContainer {
  let content: Content
  /// A list of the given rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
  static var policy: LazyPolicy { .recycle }
  static var needsScrollView: Bool { false }
  var itemsPerRow: Int { 1 }
}

extension List {
  /// A list with one row per element, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }
}

/// A section with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View, BuiltinView {
  let header: Parent
  let content: Content
  let footer: Footer
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.index(0), header)
    expansion.add(.index(1), content)
    expansion.add(.index(2), footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.header = EmptyView()
    self.content = content()
    self.footer = EmptyView()
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled with a string.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.header = Text(title)
    self.content = content()
    self.footer = EmptyView()
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    self.footer = EmptyView()
  }
}

extension Section {
  /// A section with a header and a footer view.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }
}
