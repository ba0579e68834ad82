// Models SwiftUI's custom containers (iOS 18): `Group(subviews:transform:)` and
// `ForEach(subviews:content:)` resolve a view into its subviews (blocks, groups,
// conditionals, sections and `ForEach` rows flattened, as a list's rows are), each
// a `Subview` with an identity of its own and the container values set on it
// (`containerValue(_:_:)`, `tag(_:)`); a subview placed in the container's body is
// realized there, a `ForEach` row in its own tracking scope as before.
// Status: Partial. Differs: a row's container values are read when the container
// is expanded (a change that re-runs only the row does not update them); the
// section forms (`ForEach(sections:)`, `Group(sections:)`) are not declared.

// MARK: - Container values

/// A key of a value a view gives the container it is in.
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

/// The values a view gives the container it is in (set with `containerValue(_:_:)`).
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]
  var tagValue: AnyHashable?

  /// A value by its key; the key's default when the view sets none.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The view's tag, if it is of a type.
  public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }

  /// Whether the view's tag is a value.
  public func hasTag<V: Hashable>(_ tag: V) -> Bool { tagValue == AnyHashable(tag) }
}

/// A modifier setting a container value of the view: shown as its leaf, read by the
/// custom container the view is a subview of.
public struct ContainerValueModifier: BuiltinModifier {
  /// The write, made where the modifier is applied and run on the main actor only.
  struct Write: @unchecked Sendable {
    let apply: (inout ContainerValues) -> Void
  }

  let write: Write
  let shown: String

  nonisolated init(apply: @escaping (inout ContainerValues) -> Void, shown: String) {
    self.write = Write(apply: apply)
    self.shown = shown
  }

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "containerValue", value: shown)
    expansion.add(.content, content)
  }
}

extension View {
  /// Gives the container the view is in a value for a key path of its container values.
  nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
    -> ModifiedContent<Self, ContainerValueModifier>
  {
    let modifier = ContainerValueModifier(apply: { $0[keyPath: keyPath] = value }, shown: "\(value)")
    return ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view whose modifier chain may set container values.
@MainActor
protocol ContainerValueCarrying {
  /// Applies the chain's container values, innermost first (an outer one wins).
  func applyContainerValues(to values: inout ContainerValues)
}

extension ModifiedContent: ContainerValueCarrying {
  func applyContainerValues(to values: inout ContainerValues) {
    (content as? any ContainerValueCarrying)?.applyContainerValues(to: &values)
    if let modifier = modifier as? ContainerValueModifier { modifier.write.apply(&values) }
    if let tag = modifier as? TagModifier { values.tagValue = tag.tag }
  }
}

// MARK: - Subviews

/// One subview of a view a custom container resolved: realized where the container places it.
public struct Subview: View, BuiltinView, Identifiable {
  /// The identity of a subview within its container.
  public struct ID: Hashable {
    let key: ChildKey
  }

  /// The subview's identity.
  public var id: ID
  /// The values the subview gives its container.
  public var containerValues: ContainerValues
  let source: ChildSpec.Source

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.children.append(ChildSpec(key: .content, source: source))
  }
}

/// The subviews of a view, resolved as a list resolves its rows.
@MainActor
func resolveSubviews(of view: any View) -> [Subview] {
  var rows = LazyRows(memos: [:])
  rows.append(view, key: .content)
  return rows.specs.map { spec in
    var values = ContainerValues()
    switch spec.source {
    case .view(let view): (view as? any ContainerValueCarrying)?.applyContainerValues(to: &values)
    case .row(_, let content): (content.make() as? any ContainerValueCarrying)?.applyContainerValues(to: &values)
    }
    return Subview(id: Subview.ID(key: spec.key), containerValues: values, source: spec.source)
  }
}

/// Subviews realized in order, each keyed by its identity.
struct SubviewsStack: View, BuiltinView {
  let subviews: [Subview]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    for subview in subviews {
      expansion.children.append(ChildSpec(key: subview.id.key, source: subview.source))
    }
  }
}

/// The subviews of a view, handed to a custom container; shown as a view, every one is realized.
public struct SubviewsCollection: @MainActor RandomAccessCollection, View, BuiltinView {
  let subviews: [Subview]
  public typealias Element = Subview
  public typealias Index = Int
  public typealias SubSequence = SubviewsCollectionSlice
  public typealias Body = Never
  /// The first subview's position.
  nonisolated public var startIndex: Int { 0 }
  /// The position after the last subview.
  nonisolated public var endIndex: Int { subviewCount }
  let subviewCount: Int

  init(subviews: [Subview]) {
    self.subviews = subviews
    self.subviewCount = subviews.count
  }

  /// The subview at a position.
  public subscript(position: Int) -> Subview { subviews[position] }
  /// The subviews in a range of positions.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews, bounds: bounds)
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { SubviewsStack(subviews: subviews).expand(into: &expansion) }
}

/// A range of the subviews handed to a custom container.
public struct SubviewsCollectionSlice: @MainActor RandomAccessCollection, View, BuiltinView {
  let subviews: [Subview]
  let bounds: Range<Int>
  public typealias Element = Subview
  public typealias Index = Int
  public typealias SubSequence = SubviewsCollectionSlice
  public typealias Body = Never
  /// The first subview's position.
  nonisolated public var startIndex: Int { bounds.lowerBound }
  /// The position after the last subview.
  nonisolated public var endIndex: Int { bounds.upperBound }
  /// The subview at a position.
  public subscript(position: Int) -> Subview { subviews[position] }
  /// The subviews in a range of positions.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews, bounds: bounds)
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    SubviewsStack(subviews: Array(subviews[bounds])).expand(into: &expansion)
  }
}

/// A custom container's body over the subviews of a view.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, BuiltinView {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    let collection = SubviewsCollection(subviews: resolveSubviews(of: subviews))
    let transform = self.transform
    expansion.children.append(
      ChildSpec(key: .content, source: .row(label: "", content: RowContent { transform(collection) })))
  }
}

extension Group {
  /// A custom container: the transform makes its body from the subviews of a view,
  /// in a tracking scope of its own.
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(subviews: view, transform: transform) }
  }
}

/// The subviews of a view, as the data of `ForEach(subviews:content:)`.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  let subviews: [Subview]
  public typealias Element = Subview
  public typealias Index = Int
  /// The first subview's position.
  public var startIndex: Int { 0 }
  /// The position after the last subview.
  public var endIndex: Int { subviews.count }
  /// The subview at a position.
  public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach {
  /// A row per subview of a view, identified by the subview's identity.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(ForEachSubviewCollection(subviews: resolveSubviews(of: view)), id: \.id, content: content)
  }
}
