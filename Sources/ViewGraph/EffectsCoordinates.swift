// Models SwiftUI's coordinate spaces as values (`.named("scroll")`, `.local`,
// `.global`, `.scrollView`), the anchors geometry readers resolve, and the insets
// SwiftUI builds from nothing. A named space set with `coordinateSpace(_:)` is an
// input of its node.
// Status: Partial. Differs: frames are not computed in a space (there is no layout),
// and an anchor records where it points, not a resolved value.

/// A coordinate space, as geometry readers and gestures take it.
public protocol CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace` value.
  var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space named by a value.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var coordinateSpace: CoordinateSpace { .named(AnyHashableSendableName(name: name)) }
  public var description: String { name }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  /// The local space.
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  /// The global space.
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A space named by a value.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
  /// The space of the nearest scroll view.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
  /// The space of the nearest scroll view scrolling along an axis.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: "scrollView(\(axis))")
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// A coordinate space's name from a literal, so that `.named("scroll")` names a
/// `CoordinateSpace` as SwiftUI's `AnyHashable` name does.
extension AnyHashableSendableName: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  public init(stringLiteral value: String) { self.init(name: value) }
  public init(integerLiteral value: Int) { self.init(name: "\(value)") }
}

extension CoordinateSpace {
  /// Whether this is the global space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the local space.
  public var isLocal: Bool { self == .local }
}

// MARK: - Anchors

/// A value of a view's geometry (a point, a rectangle), resolved by a geometry
/// reader in its own space; here, a record of where it points.
@frozen public struct Anchor<Value> {
  let source: String

  /// Where an anchor points in a view.
  public struct Source {
    let name: String
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.source == rhs.source }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

extension Anchor.Source {
  /// The sources of an array of anchors.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    name = "[\(array.map(\.name).joined(separator: ", "))]"
  }
  /// The source of an optional anchor.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? { name = anchor?.name ?? "nil" }
}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source { .init(name: "rect\(r)") }
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view.
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source { .init(name: "point\(p)") }
  /// A unit point of the view.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { .init(name: "unitPoint\(p)") }
  public static var topLeading: Anchor<CGPoint>.Source { .unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { .unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { .unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { .unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { .unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { .unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { .unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { .unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { .unitPoint(.bottomTrailing) }
}

extension EdgeInsets {
  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
