// Models the rest of SwiftUI's shape surface: shapes rotated, moved, scaled and
// transformed (`RotatedShape`, `OffsetShape`, `ScaledShape`, `transform(_:)`), type-
// erased (`AnyShape`), sized and combined; each is still a shape, drawn as a leaf
// whose value is the shape's with its transforms, so a changed angle is a leaf
// update. A shape's `path(in:)` applies the transforms to the path. The filled and
// stroked shape views (`FillShapeView`, `StrokeShapeView`, `StrokeBorderShapeView`)
// show their shape and style as their leaf and realize the view they are drawn over.
// Status: Partial. Differs: boolean combinations (`union`, `intersection`, …) are
// recorded, not computed: their path is the first shape's.

extension Shape {
  /// How the shape is drawn when it is the view itself: filled.
  nonisolated public static var role: ShapeRole { .fill }
  /// Whether the shape is mirrored in right-to-left layouts.
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
  /// The shape's size for a proposal: the proposal, unspecified dimensions 10 points.
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape moved by an offset.
  nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  /// The shape moved by a point's coordinates.
  nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }
  /// The shape scaled on each axis around an anchor.
  nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// The shape transformed by an affine transform.
  nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
  /// The shape in a frame of a size, at the rectangle's origin.
  nonisolated public func size(_ size: CGSize) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "size(\(Double(size.width))x\(Double(size.height)))")
  }
  /// The shape in a frame of a width and height, at the rectangle's origin.
  nonisolated public func size(width: CGFloat, height: CGFloat) -> TransformedShape<Self> {
    size(CGSize(width: width, height: height))
  }
  /// The shape in a frame of a size, placed at an anchor of the rectangle.
  nonisolated public func size(_ size: CGSize, anchor: UnitPoint) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "size(\(Double(size.width))x\(Double(size.height)), \(anchor))")
  }
  /// The shape in a frame of a width and height, placed at an anchor of the rectangle.
  nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> TransformedShape<Self> {
    size(CGSize(width: width, height: height), anchor: anchor)
  }

  /// The area both shapes cover (recorded: its path is this shape's).
  nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> TransformedShape<Self> {
    combined("intersection", other)
  }
  /// The area either shape covers (recorded: its path is this shape's).
  nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> TransformedShape<Self> {
    combined("union", other)
  }
  /// This shape's area outside another (recorded: its path is this shape's).
  nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> TransformedShape<Self> {
    combined("subtracting", other)
  }
  /// The area exactly one of the shapes covers (recorded: its path is this shape's).
  nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> TransformedShape<Self> {
    combined("symmetricDifference", other)
  }
  /// This shape's outline inside another (recorded: its path is this shape's).
  nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> TransformedShape<Self> {
    combined("lineIntersection", other)
  }
  /// This shape's outline outside another (recorded: its path is this shape's).
  nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> TransformedShape<Self> {
    combined("lineSubtraction", other)
  }

  private nonisolated func combined<T: Shape>(_ operation: String, _ other: T) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: "\(operation)(\(effectsShapeShown(other)))")
  }

  /// Fills the shape with the foreground style.
  @_disfavoredOverload
  nonisolated public func fill(style: FillStyle = FillStyle()) -> ModifiedContent<Self, VisualModifier> {
    visual("fill", "foreground")
  }
  /// Strokes the shape's outline with a style (SwiftUI's form without `antialiased:`).
  @_disfavoredOverload
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("stroke", "\(content), \(Double(lineWidth))")
  }
  /// Strokes the shape's outline with a style and stroke style (SwiftUI's form without
  /// `antialiased:`).
  @_disfavoredOverload
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("stroke", "\(content), \(style)")
  }
}

extension InsettableShape {
  /// Strokes the shape inside its bounds in the foreground style.
  @_disfavoredOverload
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("strokeBorder", "foreground, \(Double(lineWidth))")
  }
  /// Strokes the shape inside its bounds with a stroke style, in the foreground style.
  @_disfavoredOverload
  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("strokeBorder", "foreground, \(style)")
  }
}

extension TransformedShape {
  /// The shape transformed by an affine transform.
  nonisolated public init(shape: Content, transform: CGAffineTransform) {
    self.init(
      shape: shape,
      transform:
        "transform(\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { "\(Double($0))" }.joined(separator: ", ")))"
    )
  }
}

// MARK: - Rotated, moved and scaled shapes

/// The value of a shape with a transform, as its leaf shows it.
private func transformedShown<S: Shape>(_ shape: S, _ transform: String) -> String {
  let base =
    (shape as? any NamedShape).map { named in
      let text = named.shapeDescription
      return text.isEmpty ? typeName(S.self) : "\(typeName(S.self))(\(text))"
    } ?? "\(shape)"
  return "\(base).\(transform)"
}

/// A point of a rectangle at a unit point.
private func point(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint {
  CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
}

/// A shape rotated around an anchor.
@frozen public struct RotatedShape<Content: Shape>: Shape, NamedShape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  /// A shape rotated.
  @inlinable nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    let center = point(anchor, in: rect)
    let rotation = CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    return shape.path(in: rect).applying(rotation)
  }
  nonisolated public static var role: ShapeRole { Content.role }
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public typealias Body = Never
  nonisolated var shapeKind: String { (shape as? any NamedShape)?.shapeKind ?? typeName(Content.self) }
  nonisolated var shapeDescription: String { transformedShown(shape, "rotation(\(angle))") }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  public typealias InsetShape = RotatedShape<TransformedShape<Content>>
  /// The shape inset, then rotated.
  nonisolated public func inset(by amount: CGFloat) -> RotatedShape<TransformedShape<Content>> {
    RotatedShape<TransformedShape<Content>>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape moved by an offset.
@frozen public struct OffsetShape<Content: Shape>: Shape, NamedShape {
  public var shape: Content
  public var offset: CGSize
  /// A shape moved.
  @inlinable nonisolated public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
  nonisolated public static var role: ShapeRole { Content.role }
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public typealias Body = Never
  nonisolated var shapeKind: String { (shape as? any NamedShape)?.shapeKind ?? typeName(Content.self) }
  nonisolated var shapeDescription: String {
    transformedShown(shape, "offset(\(Double(offset.width)), \(Double(offset.height)))")
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public typealias InsetShape = OffsetShape<TransformedShape<Content>>
  /// The shape inset, then moved.
  nonisolated public func inset(by amount: CGFloat) -> OffsetShape<TransformedShape<Content>> {
    OffsetShape<TransformedShape<Content>>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape scaled around an anchor.
@frozen public struct ScaledShape<Content: Shape>: Shape, NamedShape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  /// A shape scaled.
  @inlinable nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    let center = point(anchor, in: rect)
    let scaling = CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    return shape.path(in: rect).applying(scaling)
  }
  nonisolated public static var role: ShapeRole { Content.role }
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public typealias Body = Never
  nonisolated var shapeKind: String { (shape as? any NamedShape)?.shapeKind ?? typeName(Content.self) }
  nonisolated var shapeDescription: String {
    transformedShown(shape, "scale(\(Double(scale.width)), \(Double(scale.height)))")
  }
}

// MARK: - AnyShape

/// A shape of any type: switching the shape it wraps is a leaf update, not a new view.
@frozen public struct AnyShape: Shape, NamedShape {
  let shape: any Shape
  /// A shape wrapped.
  nonisolated public init<S: Shape>(_ shape: S) { self.shape = shape }
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Self.size(shape, proposal) }
  public typealias Body = Never
  nonisolated var shapeDescription: String { Self.shown(shape) }
  private nonisolated static func shown<S: Shape>(_ shape: S) -> String { effectsShapeShown(shape) }
  private nonisolated static func size<S: Shape>(_ shape: S, _ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

// MARK: - Built-in shapes' members

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle of a corner size.
  nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with each corner rounded by its own radius.
  nonisolated public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
  /// A rectangle with each corner rounded by its own radius.
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule of a corner style.
  nonisolated public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container around the view.
  nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension UnevenRoundedRectangle {
  /// The radii of the four corners.
  public var cornerRadii: RectangleCornerRadii {
    get {
      RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius)
    }
    set {
      topLeadingRadius = newValue.topLeading
      bottomLeadingRadius = newValue.bottomLeading
      bottomTrailingRadius = newValue.bottomTrailing
      topTrailingRadius = newValue.topTrailing
    }
  }
}

extension Rectangle {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<Rectangle>
  /// A rectangle is the same mirrored.
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  /// The rectangle inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<Rectangle> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension RoundedRectangle {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<RoundedRectangle>
  /// A rounded rectangle is the same mirrored.
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  /// The rounded rectangle inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<RoundedRectangle> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension UnevenRoundedRectangle {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<UnevenRoundedRectangle>
  /// The rectangle inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<UnevenRoundedRectangle> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension Circle {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<Circle>
  /// A circle is the same mirrored.
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  /// A circle's size for a proposal: a square of the smaller proposed dimension.
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    let side = Swift.min(size.width, size.height)
    return CGSize(width: side, height: side)
  }
  /// The circle inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<Circle> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension Capsule {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<Capsule>
  /// A capsule is the same mirrored.
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  /// The capsule inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<Capsule> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension Ellipse {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<Ellipse>
  /// An ellipse is the same mirrored.
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  /// The ellipse inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<Ellipse> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension ContainerRelativeShape {
  public typealias Body = Never
  public typealias InsetShape = TransformedShape<ContainerRelativeShape>
  /// The container's shape inset by an amount.
  nonisolated public func inset(by amount: CGFloat) -> TransformedShape<ContainerRelativeShape> {
    TransformedShape(shape: self, transform: "inset(\(Double(amount)))")
  }
}

extension TransformedShape {
  public typealias Body = Never
  nonisolated public static var role: ShapeRole { Content.role }
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

// MARK: - Shape views

/// A view drawing a shape (filled or stroked), over the shape views before it.
public protocol ShapeView<Content>: View {
  /// The shape drawn.
  associatedtype Content: Shape
  /// The shape drawn.
  var shape: Content { get }
}

extension ShapeView {
  /// This view with the shape filled over it.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }
  /// This view with the shape's outline stroked over it.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  /// This view with the shape's outline stroked over it, of a width.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// This view with the shape's outline stroked inside its bounds over it.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  /// This view with the shape's outline stroked inside its bounds over it, of a width.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A filled or stroked shape is a shape view, as SwiftUI's `FillShapeView` and
/// `StrokeShapeView` are: `Circle().fill(.red).stroke(.blue)` strokes over the fill.
extension ModifiedContent: ShapeView where Content: Shape, Modifier == VisualModifier {
  /// The shape filled or stroked.
  public var shape: Content { content }
}

/// A shape filled with a style, over a background view (realized as its child).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, BuiltinView {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public var background: Background
  /// A shape filled over a background.
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "fill", value: "\(effectsShapeShown(shape)), \(style)")
    expansion.add(.content, background)
  }
}

/// A shape's outline stroked with a style, over a background view (realized as its child).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, BuiltinView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background
  /// A shape stroked over a background.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "stroke", value: "\(effectsShapeShown(shape)), \(style), \(strokeStyle)")
    expansion.add(.content, background)
  }
}

/// A shape's outline stroked inside its bounds with a style, over a background view
/// (realized as its child).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView,
  BuiltinView
{
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background
  /// A shape stroked inside its bounds over a background.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(
      kind: "strokeBorder", value: "\(effectsShapeShown(shape)), \(style), \(strokeStyle)")
    expansion.add(.content, background)
  }
}
