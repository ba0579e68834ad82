// Models SwiftUI's `Layout` protocol and the layouts it ships (`HStackLayout`,
// `VStackLayout`, `ZStackLayout`, `GridLayout`, `AnyLayout`): a layout called with
// content (`MyLayout { … }`, `AnyLayout(HStackLayout()) { … }`) is a container
// whose children are its content, realized and counted like any other; its leaf is
// the layout's value, so a changed layout property is a leaf update, and switching
// the layout an `AnyLayout` wraps keeps the children's identity and state, as
// SwiftUI's does. The geometry values layouts work with (proposed sizes, spacing,
// view dimensions, alignment guides and their IDs) are values with SwiftUI's
// arithmetic.
// Status: Partial. Differs: there is no layout pass: a layout's `sizeThatFits` and
// `placeSubviews` are never called by the engine, so subviews are not measured or
// placed and `layoutValue`s are not read.

// MARK: - Proposals, spacing, dimensions

/// A size proposed to a view, either dimension possibly unspecified (`nil`: the
/// view's ideal size).
@frozen public struct ProposedViewSize: Sendable, Equatable, CustomStringConvertible {
  /// The proposed width, `nil` for the ideal one.
  public var width: CGFloat?
  /// The proposed height, `nil` for the ideal one.
  public var height: CGFloat?
  /// A zero proposal: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// An unspecified proposal: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// An infinite proposal: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// A proposal of dimensions.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    (self.width, self.height) = (width, height)
  }
  /// A proposal of a size.
  @inlinable public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// The proposal as a size, unspecified dimensions replaced by a size's.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
  public var description: String {
    "\(width.map { "\(Double($0))" } ?? "nil")x\(height.map { "\(Double($0))" } ?? "nil")"
  }
}

/// The preferred spacing around a view, edge by edge: the distance between two views
/// is the larger of their preferences on the edges that face.
public struct ViewSpacing: Sendable, Equatable, CustomStringConvertible {
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// No spacing on any edge.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The default spacing (8 points) on every edge.
  public init() { self.init(top: 8, leading: 8, bottom: 8, trailing: 8) }
  init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// Takes, on some edges, the larger of this spacing and another.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }
  /// The larger of this spacing and another on some edges.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var spacing = self
    spacing.formUnion(other, edges: edges)
    return spacing
  }
  /// The distance to a view after this one along an axis.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }
  public var description: String {
    "(\(Double(top)), \(Double(leading)), \(Double(bottom)), \(Double(trailing)))"
  }
}

/// A view's size and its alignment guides, as an alignment guide's closure and a
/// layout read them.
public struct ViewDimensions: Equatable {
  /// The view's width.
  public var width: CGFloat
  /// The view's height.
  public var height: CGFloat
  /// Guides set explicitly, by name.
  var explicitGuides: [String: CGFloat] = [:]

  /// Dimensions of a size, with explicit guides.
  package init(width: CGFloat, height: CGFloat, explicitGuides: [String: CGFloat] = [:]) {
    self.width = width
    self.height = height
    self.explicitGuides = explicitGuides
  }

  /// A horizontal guide's value: its explicit one, or its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if let value = explicitGuides[guide.name] { return value }
    switch guide {
    case .leading, .listRowSeparatorLeading: return 0
    case .center: return width / 2
    case .trailing, .listRowSeparatorTrailing: return width
    default: return (guide.id as? any AlignmentID.Type)?.defaultValue(in: self) ?? 0
    }
  }
  /// A vertical guide's value: its explicit one, or its default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if let value = explicitGuides[guide.name] { return value }
    switch guide {
    case .top: return 0
    case .center: return height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: return height
    default: return (guide.id as? any AlignmentID.Type)?.defaultValue(in: self) ?? 0
    }
  }
  /// A horizontal guide's explicit value, `nil` when it has none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides[guide.name] }
  /// A vertical guide's explicit value, `nil` when it has none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides[guide.name] }
}

// MARK: - Alignment guides

/// A type naming a custom alignment guide, with its default value in a view.
public protocol AlignmentID {
  /// The guide's value in a view that sets none explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide.
public struct AlignmentKey: Hashable, Comparable, Sendable {
  let name: String
  public static func < (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.name < rhs.name }
}

extension HorizontalAlignment {
  /// A custom guide named by its `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) { self.init(name: typeName(id), id: id) }
  /// The guide's identity.
  public var key: AlignmentKey { AlignmentKey(name: name) }
  /// The value of several subviews' explicit guides combined: the first one set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    values.lazy.compactMap { $0 }.first
  }
}

extension VerticalAlignment {
  /// A custom guide named by its `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) { self.init(name: typeName(id), id: id) }
  /// The guide's identity.
  public var key: AlignmentKey { AlignmentKey(name: name) }
  /// The value of several subviews' explicit guides combined: the first one set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    values.lazy.compactMap { $0 }.first
  }
}

extension Alignment {
  /// Centred horizontally, on the first text baseline.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last text baseline.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first text baseline.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, on the last text baseline.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, on the first text baseline.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, on the last text baseline.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

// MARK: - Subviews

/// A key for a value a view gives the custom layout it is in (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

/// A subview of a custom layout: its layout values, priority and spacing, measured
/// and placed by the layout.
public struct LayoutSubview: Equatable, Sendable {
  let id: Int
  nonisolated(unsafe) let values: [ObjectIdentifier: Any]
  /// The subview's layout priority.
  public let priority: Double
  /// The subview's preferred spacing.
  public let spacing: ViewSpacing
  let idealSize: CGSize

  package init(
    id: Int, values: [ObjectIdentifier: Any] = [:], priority: Double = 0, spacing: ViewSpacing = ViewSpacing(),
    idealSize: CGSize = .zero
  ) {
    self.id = id
    self.values = values
    self.priority = priority
    self.spacing = spacing
    self.idealSize = idealSize
  }

  /// The subview's value for a layout value key, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }
  /// The subview's size for a proposal: the proposal, its unspecified dimensions the
  /// subview's ideal ones.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: idealSize)
  }
  /// The subview's dimensions for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }
  /// Places the subview (nothing is drawn: a placement changes nothing shown).
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.id == rhs.id }
}

/// The subviews of a custom layout, in order.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  let elements: [LayoutSubview]
  /// Where the subviews are.
  public let startIndex: Int
  /// Past the last subview.
  public var endIndex: Int { startIndex + elements.count }
  /// The layout direction the subviews are laid out in.
  public let layoutDirection: LayoutDirection

  package init(_ elements: [LayoutSubview], startIndex: Int = 0, layoutDirection: LayoutDirection = .leftToRight) {
    self.elements = elements
    self.startIndex = startIndex
    self.layoutDirection = layoutDirection
  }

  /// The subview at an index.
  public subscript(index: Int) -> LayoutSubview { elements[index - startIndex] }
  /// The subviews in a range.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(
      Array(elements[(bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)]),
      startIndex: bounds.lowerBound, layoutDirection: layoutDirection)
  }
  /// The subviews at some indices.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { self[$0] }, layoutDirection: layoutDirection)
  }
}

// MARK: - Layout

/// The properties of a layout: the axis its stack runs along, if it is one.
public struct LayoutProperties: Sendable, Equatable {
  /// The axis the layout stacks its subviews along, `nil` when it is not a stack.
  public var stackOrientation: Axis?
  /// Properties of a layout that is no stack.
  public init() {}
}

/// A layout of subviews: a custom container called with its content
/// (`MyLayout { … }`), whose content is realized as its children.
public protocol Layout: Animatable {
  /// The layout's properties.
  static var layoutProperties: LayoutProperties { get }
  /// Data the layout keeps between calls.
  associatedtype Cache = Void
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews
  /// The layout's cache, made for its subviews.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  /// The layout's preferred spacing.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// The layout's size for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  /// Places the subviews in bounds.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  /// A horizontal guide's explicit value in the layout, `nil` for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  /// A vertical guide's explicit value in the layout, `nil` for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }

  /// The layout as a container of views: its content realized as its children.
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Self.Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// A layout called with its content: a container whose leaf is the layout's value
/// and whose children are the content.
public struct LayoutView<L: Layout, Content: View> {
  let layout: L
  let content: Content
}

extension LayoutView: View, BuiltinView {
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.pathLabel = typeName(L.self)
    expansion.leaf = LeafContent(kind: typeName(L.self), value: layoutShown(layout))
    expansion.add(.content, content)
  }
}

/// A layout's value as its container shows it.
func layoutShown<L: Layout>(_ layout: L) -> String {
  if let any = layout as? AnyLayout { return any.shown }
  return "\(layout)"
}

// MARK: - Stack and grid layouts

/// Places subviews side by side: `HStack`'s layout, as a value.
@frozen public struct HStackLayout: Layout, Sendable, CustomStringConvertible {
  /// How subviews are aligned vertically.
  public var alignment: VerticalAlignment
  /// The distance between subviews, `nil` for their preferred spacing.
  public var spacing: CGFloat?
  public typealias Cache = Void
  /// A horizontal stack layout.
  @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(subviews, along: .horizontal, spacing: spacing)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeStacked(subviews, in: bounds, along: .horizontal, spacing: spacing)
  }
  public var description: String { "HStackLayout(\(alignment), \(effectsLength(spacing)))" }
}

/// Places subviews one above another: `VStack`'s layout, as a value.
@frozen public struct VStackLayout: Layout, Sendable, CustomStringConvertible {
  /// How subviews are aligned horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, `nil` for their preferred spacing.
  public var spacing: CGFloat?
  public typealias Cache = Void
  /// A vertical stack layout.
  @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(subviews, along: .vertical, spacing: spacing)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeStacked(subviews, in: bounds, along: .vertical, spacing: spacing)
  }
  public var description: String { "VStackLayout(\(alignment), \(effectsLength(spacing)))" }
}

/// Places subviews over one another: `ZStack`'s layout, as a value.
@frozen public struct ZStackLayout: Layout, Sendable, CustomStringConvertible {
  /// How subviews are aligned.
  public var alignment: Alignment
  public typealias Cache = Void
  /// An overlaying layout.
  @inlinable public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) {
      let size = $1.sizeThatFits(.unspecified)
      return CGSize(width: max($0.width, size.width), height: max($0.height, size.height))
    }
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
  }
  public var description: String { "ZStackLayout(\(alignment))" }
}

/// Places subviews in rows and aligned columns: `Grid`'s layout, as a value (each
/// subview a row).
@frozen public struct GridLayout: Layout, Sendable, CustomStringConvertible {
  /// How cells are aligned.
  public var alignment: Alignment
  /// The distance between columns, `nil` for the default.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, `nil` for the default.
  public var verticalSpacing: CGFloat?
  /// The grid's cache: the size of each row.
  public struct Cache {
    var rowSizes: [CGSize]
  }
  /// A grid layout.
  @inlinable public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(rowSizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    stackSize(subviews, along: .vertical, spacing: verticalSpacing)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    placeStacked(subviews, in: bounds, along: .vertical, spacing: verticalSpacing)
  }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }
  public var description: String {
    "GridLayout(\(alignment), \(effectsLength(horizontalSpacing)), \(effectsLength(verticalSpacing)))"
  }
}

/// The size of subviews stacked along an axis at their ideal sizes.
private func stackSize(_ subviews: LayoutSubviews, along axis: Axis, spacing: CGFloat?) -> CGSize {
  let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  let gaps = zip(subviews, subviews.dropFirst()).map { spacing ?? $0.spacing.distance(to: $1.spacing, along: axis) }
  let along = (axis == .horizontal ? sizes.map(\.width) : sizes.map(\.height)).reduce(0, +) + gaps.reduce(0, +)
  let across = (axis == .horizontal ? sizes.map(\.height) : sizes.map(\.width)).max() ?? 0
  return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
}

/// Places subviews one after another along an axis from a rectangle's origin.
private func placeStacked(_ subviews: LayoutSubviews, in bounds: CGRect, along axis: Axis, spacing: CGFloat?) {
  var position = bounds.origin
  for (index, subview) in subviews.enumerated() {
    subview.place(at: position, anchor: .topLeading, proposal: .unspecified)
    let size = subview.sizeThatFits(.unspecified)
    let next = subviews.index(subviews.startIndex, offsetBy: index + 1)
    let gap =
      next < subviews.endIndex ? spacing ?? subview.spacing.distance(to: subviews[next].spacing, along: axis) : 0
    if axis == .horizontal { position.x += size.width + gap } else { position.y += size.height + gap }
  }
}

// MARK: - AnyLayout

/// A layout of any type: switching the layout it wraps keeps its subviews' identity
/// and state (they stay the same children).
@frozen public struct AnyLayout: Layout {
  let layout: any Layout
  /// A layout wrapped.
  public init<L: Layout>(_ layout: L) { self.layout = layout }

  /// The wrapped layout's cache.
  public struct Cache {
    var value: Any
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache(value: Self.makeCache(layout, subviews)) }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    Self.spacing(layout, subviews, &cache.value)
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    Self.size(layout, proposal, subviews, &cache.value)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    Self.place(layout, bounds, proposal, subviews, &cache.value)
  }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    Self.alignment(layout, guide, bounds, proposal, subviews, &cache.value)
  }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    Self.alignment(layout, guide, bounds, proposal, subviews, &cache.value)
  }

  /// The wrapped layout as the container's leaf shows it.
  var shown: String { "\(layout)" }

  private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
    layout.makeCache(subviews: subviews)
  }
  private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Any) -> ViewSpacing {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.spacing(subviews: subviews, cache: &typed)
  }
  private static func size<L: Layout>(
    _ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
  )
    -> CGSize
  {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
  }
  private static func place<L: Layout>(
    _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
  ) {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
  }
  private static func alignment<L: Layout>(
    _ layout: L, _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
    _ cache: inout Any
  ) -> CGFloat? {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
  }
  private static func alignment<L: Layout>(
    _ layout: L, _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
    _ cache: inout Any
  ) -> CGFloat? {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
  }
}
