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
  /// Stacks views; the public initializers (with `CGFloat` spacing) are in `ViewGraph`.
  package init(content: Content) { self.content = content }
  public var body: Never { builtinBody() }
}

/// A horizontal stack.
public struct HStack<Content: View>: View, ContentContainer {
  let content: Content
  /// Stacks views; the public initializers (with `CGFloat` spacing) are in `ViewGraph`.
  package init(content: Content) { self.content = content }
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
  /// The scroll view's content.
  public var content: Content
  /// The axes it scrolls along.
  public var axes: Axis.Set
  /// Whether it shows its scroll indicators.
  public var showsIndicators: Bool
  /// Makes content scrollable (SwiftUI's older form, with `showsIndicators`).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }
  /// Makes content scrollable along some axes.
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.init(axes, showsIndicators: true, content: content)
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
  package func expand(into expansion: inout Expansion) {
    // A custom form style makes the form from its content (StylesForms.swift).
    if !addStyled(into: &expansion) { expansion.add(.content, content) }
  }
}

/// A scrolling list of rows: it realizes only a viewport, and recycles rows that
/// leave it, losing their state (Q9, our documented policy).
public struct List<Content: View>: View, LazyContainer {
  let content: Content
  var selection: ListSelection?
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

  /// A list with one row per number of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with one row per element of a bound collection, each row given a
  /// binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with one row per element of a bound collection, identified by a key path.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

extension List {
  /// A list whose single selection is bound: tapping a row selects its id.
  public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection(single: $0) }
  }

  /// A list whose multiple selection is bound: tapping a row adds or removes its id.
  public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection(multiple: $0) }
  }

  /// A list of identifiable elements whose single selection is bound.
  public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { ListSelection(single: $0) }
  }

  /// A list of identifiable elements whose multiple selection is bound.
  public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { ListSelection(multiple: $0) }
  }
}

/// How lists below are drawn: the built-in styles are values shown on screen.
public protocol ListStyle {}

/// A built-in list style.
public struct BuiltinListStyle: ListStyle, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension ListStyle where Self == BuiltinListStyle {
  public static var automatic: BuiltinListStyle { BuiltinListStyle(name: "automatic") }
  public static var plain: BuiltinListStyle { BuiltinListStyle(name: "plain") }
  public static var grouped: BuiltinListStyle { BuiltinListStyle(name: "grouped") }
  public static var insetGrouped: BuiltinListStyle { BuiltinListStyle(name: "insetGrouped") }
  public static var inset: BuiltinListStyle { BuiltinListStyle(name: "inset") }
  public static var sidebar: BuiltinListStyle { BuiltinListStyle(name: "sidebar") }
}

/// The plain list style, by its type name.
public struct PlainListStyle: ListStyle, Sendable, CustomStringConvertible {
  /// The plain style.
  public init() {}
  public var description: String { "plain" }
}

/// The inset grouped list style, by its type name.
public struct InsetGroupedListStyle: ListStyle, Sendable, CustomStringConvertible {
  /// The inset grouped style.
  public init() {}
  public var description: String { "insetGrouped" }
}

/// The grouped list style, by its type name.
public struct GroupedListStyle: ListStyle, Sendable, CustomStringConvertible {
  /// The grouped style.
  public init() {}
  public var description: String { "grouped" }
}

extension View {
  /// Sets how lists below are drawn.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("listStyle", "\(style)")
  }
}

/// A section with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View, BuiltinView {
  let header: Parent
  let content: Content
  let footer: Footer
  /// For a collapsible section: whether it is expanded (its content realized).
  var isExpanded: Binding<Bool>? = nil

  public var body: Never { builtinBody() }

  /// Whether the content is realized: always, unless the section is collapsed.
  var showsContent: Bool { isExpanded?.location.get() ?? true }

  package func expand(into expansion: inout Expansion) {
    if isExpanded != nil { expansion.stateSignature = showsContent ? "expanded" : "collapsed" }
    expansion.add(.index(0), header)
    if showsContent { expansion.add(.index(1), content) }
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
  /// A section titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.header = Text(key: titleKey)
    self.content = content()
    self.footer = EmptyView()
  }

  /// A section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.header = Text(title)
    self.content = content()
    self.footer = EmptyView()
  }

  /// A collapsible section titled with a localized key: its content is realized only
  /// while the binding is true.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.header = Text(key: titleKey)
    self.content = content()
    self.footer = EmptyView()
    self.isExpanded = isExpanded
  }

  /// A collapsible section titled with a string: its content is realized only while
  /// the binding is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.header = Text(title)
    self.content = content()
    self.footer = EmptyView()
    self.isExpanded = isExpanded
  }
}

extension Section where Footer == EmptyView {
  /// A collapsible section with a header view: its content is realized only while the
  /// binding is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    self.footer = EmptyView()
    self.isExpanded = isExpanded
  }
}

extension Section {
  /// A section with a header and a footer view (SwiftUI's older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer view (SwiftUI's older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = EmptyView()
    self.content = content()
    self.footer = footer
  }

  /// A section with a footer view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.header = EmptyView()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header view (SwiftUI's older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = EmptyView()
  }

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
