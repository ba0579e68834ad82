// Models SwiftUI's shapes: primitives (no body is counted, as SwiftUI's `Shape`
// views are drawn, not evaluated) whose leaf is the shape's value, so a changed
// corner radius is a leaf update. A user's own `Shape` is a primitive too: the
// engine draws a view without a body as a leaf showing its value. Fills, strokes
// and clip shapes are inputs of their nodes.
// Status: Complete for what is shown. Differs: paths are recorded, not rasterized.

/// A 2D shape drawn as a view.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation where Body == Never {
  /// The outline of the shape in a rectangle.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: Never { builtinBody() }
}

/// A shape that can be inset, for strokes drawn inside its bounds.
public protocol InsettableShape: Shape {}

/// A shape the engine draws as a named leaf.
@MainActor
protocol NamedShape: BuiltinView {
  nonisolated var shapeDescription: String { get }
  /// The name the shape shows under (its type's, unless it transforms another).
  nonisolated var shapeKind: String { get }
}

extension NamedShape {
  nonisolated var shapeKind: String { typeName(Self.self) }
  /// A shape is drawn in the foreground style.
  package static var traitAudience: TraitAudience { .foreground }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: shapeKind, value: shapeDescription)
    expansion.pathLabel = shapeKind
  }
}

/// A rectangle.
public struct Rectangle: InsettableShape, NamedShape {
  nonisolated public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
  nonisolated var shapeDescription: String { "" }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape, NamedShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  /// Corners of a radius.
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// Corners of a size.
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    return path
  }
  nonisolated var shapeDescription: String {
    cornerSize.width == cornerSize.height
      ? "cornerRadius: \(Double(cornerSize.width))"
      : "cornerSize: \(Double(cornerSize.width))x\(Double(cornerSize.height))"
  }
}

/// A rectangle with each corner rounded by its own radius.
public struct UnevenRoundedRectangle: InsettableShape, NamedShape {
  public var topLeadingRadius: CGFloat
  public var bottomLeadingRadius: CGFloat
  public var bottomTrailingRadius: CGFloat
  public var topTrailingRadius: CGFloat
  public var style: RoundedCornerStyle
  /// Corners of radii.
  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.topLeadingRadius = topLeadingRadius
    self.bottomLeadingRadius = bottomLeadingRadius
    self.bottomTrailingRadius = bottomTrailingRadius
    self.topTrailingRadius = topTrailingRadius
    self.style = style
  }
  /// Corners of the radii of a `RectangleCornerRadii`.
  nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.init(
      topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
      bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing, style: style)
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }
  nonisolated var shapeDescription: String {
    "\(Double(topLeadingRadius)), \(Double(bottomLeadingRadius)), \(Double(bottomTrailingRadius)), \(Double(topTrailingRadius))"
  }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Sendable, Hashable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner, 0 unless given.
  nonisolated public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A circle.
public struct Circle: InsettableShape, NamedShape {
  nonisolated public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  nonisolated var shapeDescription: String { "" }
}

/// A capsule.
public struct Capsule: InsettableShape, NamedShape {
  public var style: RoundedCornerStyle
  nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
  nonisolated var shapeDescription: String { "" }
}

/// An ellipse.
public struct Ellipse: InsettableShape, NamedShape {
  nonisolated public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  nonisolated var shapeDescription: String { "" }
}

/// The shape of the container around the view.
public struct ContainerRelativeShape: InsettableShape, NamedShape {
  nonisolated public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
  nonisolated var shapeDescription: String { "" }
}

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle of a radius.
  nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

// MARK: - Filling and stroking

/// How a shape is filled.
public struct FillStyle: Sendable, Equatable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is drawn.
public struct StrokeStyle: Sendable, Equatable, CustomStringConvertible {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
  public var description: String {
    "lineWidth: \(Double(lineWidth))\(dash.isEmpty ? "" : ", dash: \(dash.map(Double.init))")"
  }
}

#if !canImport(CoreGraphics)
// Where CoreGraphics does not exist (Linux), its two line styles `StrokeStyle` takes,
// with CoreGraphics' cases; elsewhere they are CoreGraphics' own.

/// How line ends are drawn.
public enum CGLineCap: Int32, Sendable, Hashable {
  case butt = 0
  case round = 1
  case square = 2
}

/// How line joins are drawn.
public enum CGLineJoin: Int32, Sendable, Hashable {
  case miter = 0
  case round = 1
  case bevel = 2
}
#endif

extension Shape {
  /// Fills the shape with a style.
  nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("fill", "\(content)")
  }
  /// Strokes the shape's outline with a style.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("stroke", "\(content), \(Double(lineWidth))")
  }
  /// Strokes the shape's outline with a style and a stroke style.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("stroke", "\(content), \(style)")
  }
  /// Strokes the shape's outline in the foreground style.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> ModifiedContent<Self, VisualModifier> {
    visual("stroke", "\(Double(lineWidth))")
  }
  /// Strokes the shape's outline with a stroke style, in the foreground style.
  nonisolated public func stroke(style: StrokeStyle) -> ModifiedContent<Self, VisualModifier> {
    visual("stroke", "\(style)")
  }
  /// The shape's outline trimmed to a fraction of its length: still a shape.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "trim(\(Double(startFraction))...\(Double(endFraction)))")
  }
  /// The shape rotated: still a shape.
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "rotation(\(angle))")
  }
  /// The shape moved: still a shape.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "offset(\(Double(x)), \(Double(y)))")
  }
  /// The shape scaled: still a shape.
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "scale(\(Double(scale)))")
  }
}

extension InsettableShape {
  /// The shape inset by an amount: still a shape.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

/// A shape trimmed, rotated, moved, scaled or inset: still a shape, whose leaf is
/// the shape's value with its transforms.
public struct TransformedShape<Content: Shape>: InsettableShape, NamedShape {
  public var shape: Content
  let transform: String
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  nonisolated var shapeKind: String { (shape as? any NamedShape)?.shapeKind ?? typeName(Content.self) }
  nonisolated var shapeDescription: String {
    let base =
      (shape as? any NamedShape).map { named in
        let text = named.shapeDescription
        return text.isEmpty ? typeName(Content.self) : "\(typeName(Content.self))(\(text))"
      } ?? "\(shape)"
    return "\(base).\(transform)"
  }
}

extension InsettableShape {
  /// Strokes the shape inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("strokeBorder", "\(content), \(Double(lineWidth))")
  }
  /// Strokes the shape inside its bounds with a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("strokeBorder", "\(content), \(style)")
  }
}

extension View {
  /// Clips the view to a shape.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("clipShape", "\(typeName(S.self))\(describeShape(shape))")
  }
  /// Sets the shape of containers below (their corners, for views that follow it).
  nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> ModifiedContent<Self, VisualModifier> {
    visual("containerShape", "\(typeName(T.self))\(describeShape(shape))")
  }
  /// Sets the shape that receives taps.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("contentShape", "\(typeName(S.self))\(describeShape(shape))")
  }
  /// Fills a shape with a style behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("background", "\(style) in \(typeName(T.self))\(describeShape(shape))")
  }
  /// Fills a shape with the background style behind the view.
  nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("background", "background in \(typeName(T.self))\(describeShape(shape))")
  }
  /// Fills a shape with a style over the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("overlay", "\(style) in \(typeName(T.self))\(describeShape(shape))")
  }
}

/// A shape's value as a clip or background shows it.
private func describeShape<S: Shape>(_ shape: S) -> String {
  if let named = shape as? any NamedShape {
    let text = named.shapeDescription
    return text.isEmpty ? "" : "(\(text))"
  }
  return "(\(shape))"
}

// MARK: - Gradients

/// Colours with locations.
public struct Gradient: ShapeStyle, Hashable, CustomStringConvertible {
  /// A colour at a location.
  public struct Stop: Sendable, Hashable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  public init(colors: [Color]) {
    stops = colors.enumerated().map {
      Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0)
    }
  }
  public init(stops: [Stop]) { self.stops = stops }
  public var description: String {
    // Evenly spaced stops (a gradient of colours) show their colours; others their locations too.
    let even = Gradient(colors: stops.map(\.color)).stops == stops
    return
      "gradient[\(stops.map { even ? "\($0.color)" : "\($0.color) \(Double($0.location))" }.joined(separator: ", "))]"
  }
}

extension Color {
  /// A gradient from this colour.
  public var gradient: AnyGradient { AnyGradient(name: "\(self).gradient") }
}

/// A gradient made from a colour.
public struct AnyGradient: ShapeStyle, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

/// A linear gradient.
public struct LinearGradient: ShapeStyle, View, NamedShape {
  let gradient: Gradient
  let start: UnitPoint
  let end: UnitPoint
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    start = startPoint
    end = endPoint
  }
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  public var body: Never { builtinBody() }
  nonisolated var shapeDescription: String { "\(gradient) \(start)→\(end)" }
}

extension LinearGradient: CustomStringConvertible {
  public nonisolated var description: String { "LinearGradient(\(shapeDescription))" }
}

/// A radial gradient.
public struct RadialGradient: ShapeStyle, View, NamedShape {
  let gradient: Gradient
  let center: UnitPoint
  let radii: ClosedRange<Double>
  nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    radii = min(Double(startRadius), Double(endRadius))...max(Double(startRadius), Double(endRadius))
  }
  nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public var body: Never { builtinBody() }
  nonisolated var shapeDescription: String { "\(gradient) at \(center), \(radii.lowerBound)…\(radii.upperBound)" }
}

extension RadialGradient: CustomStringConvertible {
  public nonisolated var description: String { "RadialGradient(\(shapeDescription))" }
}

/// An angular gradient.
public struct AngularGradient: ShapeStyle, View, NamedShape {
  let gradient: Gradient
  let center: UnitPoint
  let angles: (start: Angle, end: Angle)
  nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    angles = (startAngle, endAngle)
  }
  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public var body: Never { builtinBody() }
  nonisolated var shapeDescription: String {
    angles.start == .zero && angles.end == .zero
      ? "\(gradient) at \(center)" : "\(gradient) at \(center), \(angles.start)…\(angles.end)"
  }
}

extension AngularGradient: CustomStringConvertible {
  public nonisolated var description: String { "AngularGradient(\(shapeDescription))" }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}
