// Models the rest of SwiftUI's shape styles that need no Foundation type: the system
// styles (fill, link, placeholder, selection, window background), the hierarchical
// levels of a style (`Color.red.secondary`), Material's own names, and each style's
// `Resolved` type. Styles are values: a modifier taking one shows it, so a changed
// style is a leaf update.
// Status: Complete for what is shown. Differs: only a colour resolves to components;
// the system resolves the other styles where they are drawn, and nothing is drawn.

extension ShapeStyle where Resolved == Never {
  /// The style in an environment: the system resolves styles whose `Resolved` is `Never`
  /// where they are drawn, so this is never called for them, as in SwiftUI.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) is resolved by the system where it is drawn")
  }
}

extension Never: ShapeStyle {
  public typealias Resolved = Never
}

extension HierarchicalShapeStyle { public typealias Resolved = Never }
extension Material { public typealias Resolved = Never }
extension ForegroundStyle { public typealias Resolved = Never }
extension BackgroundStyle { public typealias Resolved = Never }
extension TintShapeStyle { public typealias Resolved = Never }
extension SeparatorShapeStyle { public typealias Resolved = Never }
extension AnyShapeStyle { public typealias Resolved = Never }

// MARK: - System styles

/// The fill style of the system (a light grey, for backgrounds of controls).
public struct FillShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The fill style.
  public init() {}
  public var description: String { "fill" }
  public typealias Resolved = Never
}

/// The style of links.
public struct LinkShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The link style.
  public init() {}
  public var description: String { "link" }
  public typealias Resolved = Never
}

/// The style of placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The placeholder style.
  public init() {}
  public var description: String { "placeholder" }
  public typealias Resolved = Never
}

/// The style of selected content.
public struct SelectionShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The selection style.
  public init() {}
  public var description: String { "selection" }
  public typealias Resolved = Never
}

/// The style of a window's background.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The window background style.
  public init() {}
  public var description: String { "windowBackground" }
  public typealias Resolved = Never
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The fill style of the system.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The style of links.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The style of placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The style of selected content.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The style of a window's background.
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

// MARK: - Hierarchical levels of a style

/// A level of a style: `Color.red.secondary` is the red of secondary content.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible {
  let base: Base
  let level: HierarchicalShapeStyle
  public var description: String { "\(base).\(level)" }
  public typealias Resolved = Never
}

extension HierarchicalShapeStyleModifier: Equatable where Base: Equatable {}
extension HierarchicalShapeStyleModifier: Hashable where Base: Hashable {}

extension ShapeStyle {
  /// The style at the secondary level.
  public var secondary: HierarchicalShapeStyleModifier<Self> { .init(base: self, level: .secondary) }
  /// The style at the tertiary level.
  public var tertiary: HierarchicalShapeStyleModifier<Self> { .init(base: self, level: .tertiary) }
  /// The style at the quaternary level.
  public var quaternary: HierarchicalShapeStyleModifier<Self> { .init(base: self, level: .quaternary) }
  /// The style at the quinary level.
  public var quinary: HierarchicalShapeStyleModifier<Self> { .init(base: self, level: .quinary) }
}

// MARK: - Materials

// swift-format-ignore: DontRepeatTypeInStaticProperties
// SwiftUI's names.
extension Material {
  /// A translucent material of regular thickness.
  public static let regular = Material(name: "regularMaterial")
  /// A more opaque material.
  public static let thick = Material(name: "thickMaterial")
  /// A more translucent material.
  public static let thin = Material(name: "thinMaterial")
  /// The most translucent material.
  public static let ultraThin = Material(name: "ultraThinMaterial")
  /// The most opaque material.
  public static let ultraThick = Material(name: "ultraThickMaterial")
}
