// The values SwiftUI's graphical effects and layout modifiers take: blend modes,
// colour matrices, colour rendering modes, layout direction behaviours, content
// shape kinds, container background placements, scene padding, directions and shape
// roles; and the raw values, case lists and sets of SwiftUI's edges and axes. They
// are values compared by what they are, shown by the modifiers that take them.
// Status: Complete. Differs: nothing is drawn with them.

/// How a view's colours combine with what is behind it.
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A 4 × 5 matrix transforming colours (red, green, blue, alpha and a constant);
/// the identity unless changed.
@frozen public struct ColorMatrix: Sendable, Equatable {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
  /// The identity matrix.
  @inlinable public init() {}
}

/// Whether a view is mirrored in a right-to-left layout.
public enum LayoutDirectionBehavior: Sendable, Hashable {
  /// Never mirrored.
  case fixed
  /// Mirrored when the layout direction is the given one.
  case mirrors(in: LayoutDirection)
  /// Mirrored in right-to-left layouts.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// The kinds of interaction a content shape defines the shape of.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let accessibility = ContentShapeKinds(rawValue: 16)
  public var description: String {
    let names = [
      (Self.interaction, "interaction"), (.dragPreview, "dragPreview"), (.contextMenuPreview, "contextMenuPreview"),
      (.hoverEffect, "hoverEffect"), (.accessibility, "accessibility"),
    ]
    return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}

/// Where a container background is drawn.
public struct ContainerBackgroundPlacement: Sendable, Hashable, CustomStringConvertible {
  let name: String
  /// Behind a navigation stack's content.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// Behind a navigation split view's columns.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  public var description: String { name }
}

/// The padding a scene's content gets from its edges.
public struct ScenePadding: Sendable, Equatable, CustomStringConvertible {
  let name: String
  /// The minimum padding the platform gives.
  public static let minimum = ScenePadding(name: "minimum")
  public var description: String { name }
}

/// How a shape is drawn when it is the view itself.
public enum ShapeRole: Sendable, Hashable {
  case fill, stroke, separator
}

/// A horizontal direction.
public enum HorizontalDirection: Int8, CaseIterable, Sendable, Hashable {
  case leading, trailing
  /// A set of horizontal directions.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
    /// The set of one direction.
    public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }
  }
}

/// A vertical direction.
public enum VerticalDirection: Int8, CaseIterable, Sendable, Hashable {
  case up, down
  /// A set of vertical directions.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let up = Set(.up)
    public static let down = Set(.down)
    public static let all: Set = [.up, .down]
    /// The set of one direction.
    public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }
  }
}

// MARK: - Edges and axes: raw values, cases, sets of one

extension Edge: RawRepresentable, CaseIterable {
  /// The edge of a raw value: 0 top, 1 leading, 2 bottom, 3 trailing.
  public init?(rawValue: Int8) {
    guard rawValue >= 0, Int(rawValue) < Self.allCases.count else { return nil }
    self = Self.allCases[Int(rawValue)]
  }
  public var rawValue: Int8 {
    switch self {
    case .top: 0
    case .leading: 1
    case .bottom: 2
    case .trailing: 3
    }
  }
  public static var allCases: [Edge] { [.top, .leading, .bottom, .trailing] }
}

extension Edge.Set {
  /// The set of one edge.
  public init(_ e: Edge) { self.init(rawValue: 1 << Int(e.rawValue)) }
}

extension HorizontalEdge: RawRepresentable, CaseIterable {
  /// The edge of a raw value: 0 leading, 1 trailing.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .leading
    case 1: self = .trailing
    default: return nil
    }
  }
  public var rawValue: Int8 { self == .leading ? 0 : 1 }
  public static var allCases: [HorizontalEdge] { [.leading, .trailing] }
}

extension HorizontalEdge.Set {
  /// The set of one edge.
  public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
}

extension VerticalEdge: RawRepresentable, CaseIterable {
  /// The edge of a raw value: 0 top, 1 bottom.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .top
    case 1: self = .bottom
    default: return nil
    }
  }
  public var rawValue: Int8 { self == .top ? 0 : 1 }
  public static var allCases: [VerticalEdge] { [.top, .bottom] }
}

extension VerticalEdge.Set {
  /// The set of one edge.
  public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
}

extension Axis: RawRepresentable, CaseIterable, CustomStringConvertible {
  /// The axis of a raw value: 0 horizontal, 1 vertical.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .horizontal
    case 1: self = .vertical
    default: return nil
    }
  }
  public var rawValue: Int8 { self == .horizontal ? 0 : 1 }
  public static var allCases: [Axis] { [.horizontal, .vertical] }
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension Axis.Set {
  /// The set of one axis.
  public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }
}

// MARK: - The associated types of edges, axes, directions and their sets

extension Edge {
  public typealias RawValue = Int8
  public typealias AllCases = [Edge]
}

extension Edge.Set {
  public typealias RawValue = Int
  public typealias Element = Edge.Set
  public typealias ArrayLiteralElement = Edge.Set
}

extension HorizontalEdge {
  public typealias RawValue = Int8
  public typealias AllCases = [HorizontalEdge]
}

extension HorizontalEdge.Set {
  public typealias RawValue = Int
  public typealias Element = HorizontalEdge.Set
  public typealias ArrayLiteralElement = HorizontalEdge.Set
}

extension VerticalEdge {
  public typealias RawValue = Int8
  public typealias AllCases = [VerticalEdge]
}

extension VerticalEdge.Set {
  public typealias RawValue = Int
  public typealias Element = VerticalEdge.Set
  public typealias ArrayLiteralElement = VerticalEdge.Set
}

extension Axis {
  public typealias RawValue = Int8
  public typealias AllCases = [Axis]
}

extension Axis.Set {
  public typealias RawValue = Int
  public typealias Element = Axis.Set
  public typealias ArrayLiteralElement = Axis.Set
}

extension HorizontalDirection.Set {
  public typealias RawValue = Int8
  public typealias Element = HorizontalDirection.Set
  public typealias ArrayLiteralElement = HorizontalDirection.Set
}

extension VerticalDirection.Set {
  public typealias RawValue = Int8
  public typealias Element = VerticalDirection.Set
  public typealias ArrayLiteralElement = VerticalDirection.Set
}

extension ContentShapeKinds {
  public typealias RawValue = Int
  public typealias Element = ContentShapeKinds
  public typealias ArrayLiteralElement = ContentShapeKinds
}

extension GraphicsContext.ClipOptions {
  public typealias RawValue = UInt32
  public typealias Element = GraphicsContext.ClipOptions
  public typealias ArrayLiteralElement = GraphicsContext.ClipOptions
}

extension GraphicsContext.ShadowOptions {
  public typealias RawValue = UInt32
  public typealias Element = GraphicsContext.ShadowOptions
  public typealias ArrayLiteralElement = GraphicsContext.ShadowOptions
}

extension GraphicsContext.BlurOptions {
  public typealias RawValue = UInt32
  public typealias Element = GraphicsContext.BlurOptions
  public typealias ArrayLiteralElement = GraphicsContext.BlurOptions
}

extension GraphicsContext.FilterOptions {
  public typealias RawValue = UInt32
  public typealias Element = GraphicsContext.FilterOptions
  public typealias ArrayLiteralElement = GraphicsContext.FilterOptions
}

extension GraphicsContext.GradientOptions {
  public typealias RawValue = UInt32
  public typealias Element = GraphicsContext.GradientOptions
  public typealias ArrayLiteralElement = GraphicsContext.GradientOptions
}
