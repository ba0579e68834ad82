// Models SwiftUI's colours and shape styles: values a view shows. A colour is a
// primitive view (its leaf is the colour) and a shape style; styles passed to
// modifiers are inputs of the modifier's node, so a changed one is a leaf update.
// Status: Complete for what is shown. Differs: colours are compared by what they
// are made of, not resolved in a colour space.

/// A colour or pattern to draw with: colours, gradients, materials, hierarchical styles.
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to in an environment (`Never`: resolved by the system).
  associatedtype Resolved: ShapeStyle = Never
  /// The style in an environment.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

/// A colour, recorded by what it is made of.
public struct Color: nonisolated Hashable, Sendable, View, BuiltinView, ShapeStyle, nonisolated CustomStringConvertible
{
  package var name: String

  /// A colour from its description.
  nonisolated package init(name: String) { self.name = name }

  nonisolated public var description: String { name }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Color", value: name)
  }

  /// A colour from red, green and blue components in a colour space.
  nonisolated public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    name = "rgb(\(red), \(green), \(blue)\(opacity == 1 ? "" : ", \(opacity)"))"
  }

  /// A grey.
  nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    name = "white(\(white)\(opacity == 1 ? "" : ", \(opacity)"))"
  }

  /// A colour from hue, saturation and brightness.
  nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    name = "hsb(\(hue), \(saturation), \(brightness)\(opacity == 1 ? "" : ", \(opacity)"))"
  }

  /// A colour space.
  public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

  /// The same colour with an opacity: a `Color`, as in SwiftUI.
  nonisolated public func opacity(_ opacity: Double) -> Color { Color(name: "\(name).opacity(\(opacity))") }

  nonisolated public static let red = Color(name: "red")
  nonisolated public static let orange = Color(name: "orange")
  nonisolated public static let yellow = Color(name: "yellow")
  nonisolated public static let green = Color(name: "green")
  nonisolated public static let mint = Color(name: "mint")
  nonisolated public static let teal = Color(name: "teal")
  nonisolated public static let cyan = Color(name: "cyan")
  nonisolated public static let blue = Color(name: "blue")
  nonisolated public static let indigo = Color(name: "indigo")
  nonisolated public static let purple = Color(name: "purple")
  nonisolated public static let pink = Color(name: "pink")
  nonisolated public static let brown = Color(name: "brown")
  nonisolated public static let white = Color(name: "white")
  nonisolated public static let gray = Color(name: "gray")
  nonisolated public static let black = Color(name: "black")
  nonisolated public static let clear = Color(name: "clear")
  nonisolated public static let primary = Color(name: "primary")
  nonisolated public static let secondary = Color(name: "secondary")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // SwiftUI's name.
  nonisolated public static let accentColor = Color(name: "accentColor")
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
}

/// The primary to quinary levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  let level: String
  public var description: String { level }
  public static let primary = HierarchicalShapeStyle(level: "primary")
  public static let secondary = HierarchicalShapeStyle(level: "secondary")
  public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
  public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
  public static let quinary = HierarchicalShapeStyle(level: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A blur material behind content.
// swift-format-ignore: DontRepeatTypeInStaticProperties
// SwiftUI's names.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let ultraThinMaterial = Material(name: "ultraThinMaterial")
  public static let thinMaterial = Material(name: "thinMaterial")
  public static let regularMaterial = Material(name: "regularMaterial")
  public static let thickMaterial = Material(name: "thickMaterial")
  public static let ultraThickMaterial = Material(name: "ultraThickMaterial")
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The foreground style.
  public init() {}
  public var description: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current background style.
public struct BackgroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The background style.
  public init() {}
  public var description: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint colour.
public struct TintShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The tint style.
  public init() {}
  public var description: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The style of separators.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The separator style.
  public init() {}
  public var description: String { "separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
  let name: String
  /// Erases a style's type.
  public init<S: ShapeStyle>(_ style: S) { name = "\(style)" }
  public var description: String { name }
}

/// A style with an opacity applied.
public struct OpacityShapeStyle: ShapeStyle, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension ShapeStyle {
  /// The same style with an opacity.
  public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(name: "\(self).opacity(\(opacity))") }
}
