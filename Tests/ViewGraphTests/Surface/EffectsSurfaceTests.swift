import Observation
import TestSupport
import Testing
import ViewGraph

// Graphical effects, layout and geometry: colour effects, transforms, shaders, safe
// area and grid modifiers are inputs of their node (a changed value is one leaf
// update, never a body); masks, container backgrounds, custom layouts and canvas
// symbols realize their content; geometry values (transforms, paths, alignment
// guides, proposals, spacing) compute as SwiftUI's.

@Suite("Effects and layout surface")
@MainActor
struct EffectsSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let change: @Sendable @MainActor (EffectsModel) -> Void
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "An effect or layout modifier's changed value is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ModifierCase(id: "brightness", change: { $0.amount = 0.75 }, leaf: "brightness(0.75)"),
      ModifierCase(id: "contrast", change: { $0.amount = 0.75 }, leaf: "contrast(0.75)"),
      ModifierCase(id: "saturation", change: { $0.amount = 0.75 }, leaf: "saturation(0.75)"),
      ModifierCase(id: "grayscale", change: { $0.amount = 0.75 }, leaf: "grayscale(0.75)"),
      ModifierCase(id: "hueRotation", change: { $0.amount = 0.75 }, leaf: "hueRotation(\(Angle.radians(0.75)))"),
      ModifierCase(id: "colorMultiply", change: { $0.flag = true }, leaf: "colorMultiply(red)"),
      ModifierCase(id: "blendMode", change: { $0.flag = true }, leaf: "blendMode(multiply)"),
      ModifierCase(
        id: "rotation3DEffect", change: { $0.amount = 0.75 },
        leaf: "rotation3DEffect(\(Angle.radians(0.75)), (0.0, 1.0, 0.0))"),
      ModifierCase(
        id: "projectionEffect", change: { $0.length = 12 },
        leaf: "projectionEffect([1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 12.0, 0.0, 1.0])"),
      ModifierCase(
        id: "transformEffect", change: { $0.amount = 0.75 }, leaf: "transformEffect(0.75, 0.0, 0.0, 1.0, 0.0, 0.0)"),
      ModifierCase(id: "safeAreaPadding(_:)", change: { $0.length = 12 }, leaf: "safeAreaPadding(15, 12.0)"),
      ModifierCase(id: "safeAreaPadding(_:_:)", change: { $0.length = 12 }, leaf: "safeAreaPadding(10, 12.0)"),
      ModifierCase(
        id: "safeAreaPadding(insets)", change: { $0.length = 12 }, leaf: "safeAreaPadding(\(EdgeInsets(top: 12)))"),
      ModifierCase(id: "scenePadding", change: { $0.flag = true }, leaf: "scenePadding(minimum, 10)"),
      ModifierCase(id: "containerRelativeFrame", change: { $0.flag = true }, leaf: "containerRelativeFrame(vertical)"),
      ModifierCase(
        id: "containerRelativeFrame(count:)", change: { $0.count = 3 },
        leaf: "containerRelativeFrame(horizontal, 1/3, spacing 8.0)"),
      ModifierCase(id: "gridCellColumns", change: { $0.count = 3 }, leaf: "gridCellColumns(3)"),
      ModifierCase(id: "gridCellAnchor", change: { $0.flag = true }, leaf: "gridCellAnchor(\(UnitPoint.top))"),
      ModifierCase(id: "gridColumnAlignment", change: { $0.flag = true }, leaf: "gridColumnAlignment(trailing)"),
      ModifierCase(id: "gridCellUnsizedAxes", change: { $0.flag = true }, leaf: "gridCellUnsizedAxes(vertical)"),
      ModifierCase(id: "alignmentGuide(horizontal)", change: { $0.flag = true }, leaf: "alignmentGuide(trailing)"),
      ModifierCase(
        id: "alignmentGuide(custom vertical)", change: { $0.flag = true }, leaf: "alignmentGuide(BadgeCenter)"),
      ModifierCase(id: "coordinateSpace(_:)", change: { $0.flag = true }, leaf: "coordinateSpace(scroll)"),
      ModifierCase(id: "coordinateSpace(name:)", change: { $0.count = 3 }, leaf: "coordinateSpace(3)"),
      ModifierCase(id: "layoutValue", change: { $0.count = 3 }, leaf: "layoutValue(Rank: 3)"),
      ModifierCase(id: "layoutDirectionBehavior", change: { $0.flag = true }, leaf: "layoutDirectionBehavior(fixed)"),
      ModifierCase(
        id: "flipsForRightToLeftLayoutDirection", change: { $0.flag = true },
        leaf: "flipsForRightToLeftLayoutDirection(true)"),
      ModifierCase(id: "colorEffect", change: { $0.amount = 0.75 }, leaf: "colorEffect(tint(0.75))"),
      ModifierCase(id: "distortionEffect", change: { $0.amount = 0.75 }, leaf: "distortionEffect(wave(0.75, 2.0))"),
      ModifierCase(id: "layerEffect", change: { $0.flag = true }, leaf: "layerEffect(disabled)"),
      ModifierCase(
        id: "contentShape(_:_:)", change: { $0.flag = true }, leaf: "contentShape(dragPreview: Circle)"),
      ModifierCase(id: "backgroundStyle", change: { $0.flag = true }, leaf: "backgroundStyle(red)"),
      ModifierCase(
        id: "containerBackground(_:for:)", change: { $0.flag = true }, leaf: "containerBackground(red for navigation)"),
      ModifierCase(id: "drawingGroup", change: { $0.flag = true }, leaf: "drawingGroup(opaque, nonLinear)"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = EffectsModel()
    let host = ViewHost(EffectsScreen(model: model))
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["EffectsScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.leaf), "\(update.leafUpdates)")
  }

  @Test("An unchanged value costs nothing: writing the same values is no leaf update")
  func equalValues() {
    let model = EffectsModel()
    let host = ViewHost(EffectsScreen(model: model))
    let update = host.update {
      model.amount = 0.5
      model.length = 8
    }
    #expect(update.leafUpdateCount == 0, "\(update.trace)")
  }

  @Test("Modifiers without a changing value show what they set: colour inversion, geometry groups, visual effects")
  func constantModifiers() {
    let host = ViewHost(EffectsScreen(model: EffectsModel()))
    for shown in ["colorInvert(true)", "luminanceToAlpha(true)", "geometryGroup(true)", "visualEffect("] {
      #expect(host.treeDescription.contains(shown), "\(shown): \(host.treeDescription)")
    }
  }

  @Test("mask(_:) and containerBackground(for:content:) realize their content as a child named by its role")
  func attachedContent() {
    let host = ViewHost(MaskedCard())
    #expect(host.mount.evaluatedViews.sorted() == ["Backdrop", "Badge", "MaskedCard"], "\(host.mount.trace)")
    #expect(host.mount.mounted.contains { $0.hasSuffix("/mask/Badge") }, "\(host.mount.mounted)")
    #expect(host.mount.mounted.contains { $0.hasSuffix("/containerBackground/Backdrop") }, "\(host.mount.mounted)")
    #expect(host.treeDescription.contains("containerBackground(navigation)"), "\(host.treeDescription)")
  }

  @Test("A custom layout called with content realizes it as its children; a changed layout property is one leaf update")
  func customLayout() {
    let model = EffectsModel()
    let host = ViewHost(LayoutScreen(model: model))
    #expect(host.mount.evaluatedViews == ["LayoutScreen", "Tile", "Tile"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("RadialLayout(RadialLayout(radius: 8.0))"), "\(host.treeDescription)")
    let update = host.update { model.length = 20 }
    #expect(update.evaluatedViews == ["LayoutScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new) == ["RadialLayout(RadialLayout(radius: 20.0))"], "\(update.trace)")
  }

  @Test("Switching the layout an AnyLayout wraps is a leaf update: the children keep their identity and state")
  func anyLayoutKeepsIdentity() {
    let host = ViewHost(SwitchingLayout())
    host.tap("Add")
    #expect(host.treeDescription.contains("count 1"), "\(host.treeDescription)")
    let flipped = host.tap("Flip")
    #expect(flipped.mounted.isEmpty && flipped.unmounted.isEmpty, "\(flipped.trace)")
    #expect(flipped.leafUpdates.compactMap(\.new).contains("AnyLayout(VStackLayout(leading, 4.0))"), "\(flipped.trace)")
    #expect(host.treeDescription.contains("count 1"), "\(host.treeDescription)")
  }

  @Test("A canvas realizes its symbol views; its renderer is stored, not run")
  func canvas() {
    let probe = RendererProbe()
    let host = ViewHost(CanvasScreen(probe: probe))
    #expect(host.mount.evaluatedViews == ["CanvasScreen", "Badge"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Canvas(opaque)"), "\(host.treeDescription)")
    #expect(!probe.ran)
  }

  @Test("Shapes rotated, moved, scaled and type-erased are still shapes: a changed angle or shape is a leaf update")
  func shapeTransforms() {
    let model = EffectsModel()
    let host = ViewHost(ShapeScreen(model: model))
    #expect(
      host.treeDescription.contains("Rectangle(Rectangle.rotation(\(Angle.radians(0.5))))"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Circle(Circle.offset(8.0, 0.0))"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("AnyShape(Circle)"), "\(host.treeDescription)")
    let update = host.update {
      model.amount = 0.25
      model.flag = true
    }
    #expect(update.evaluatedViews == ["ShapeScreen"], "\(update.trace)")
    let new = update.leafUpdates.compactMap(\.new)
    #expect(new.contains("Rectangle(Rectangle.rotation(\(Angle.radians(0.25))))"), "\(update.trace)")
    #expect(new.contains("AnyShape(RoundedRectangle(cornerRadius: 4.0))"), "\(update.trace)")
    #expect(update.mounted.isEmpty, "\(update.trace)")
  }

  @Test("A filled shape view shows its shape and style and realizes the shape view it is drawn over")
  func shapeViews() {
    let host = ViewHost(FilledShapes())
    #expect(host.treeDescription.contains("strokeBorder(Circle, blue, lineWidth: 2.0)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("fill(Circle, red)"), "\(host.treeDescription)")
    let chained = ViewHost(Circle().fill(.red).stroke(.blue, lineWidth: 2))
    #expect(chained.treeDescription.contains("stroke(Circle, blue, lineWidth: 2.0)"), "\(chained.treeDescription)")
    #expect(chained.treeDescription.contains("fill(red)"), "\(chained.treeDescription)")
  }

  @Test(
    "The patterns apps write compile and show their values: custom guides, named spaces, computed frames, canvases, paths"
  )
  func appPatterns() {
    let host = ViewHost(PatternsScreen())
    for shown in [
      "alignmentGuide(LabelEdge)", "containerRelativeFrame(horizontal, computed)", "Canvas(renderer)",
      "stroke(red, 2.0)", "coordinateSpace(scroll)", "Text(width 390.0)", "clipShape(UnevenRoundedRectangle(8.0",
    ] {
      #expect(host.treeDescription.contains(shown), "\(shown): \(host.treeDescription)")
    }
    #expect(host.mount.mounted.contains { $0.hasSuffix("/mask/LinearGradient") }, "\(host.mount.mounted)")
  }

  @Test("A stroke style keeps every value it is given; an uneven rounded rectangle keeps its style and rounds its path")
  func strokeAndCorners() {
    let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 1)
    #expect(style.lineCap == .round && style.lineJoin == .bevel && style.miterLimit == 4 && style.dashPhase == 1)
    #expect(style != StrokeStyle(lineWidth: 3, lineCap: .butt, lineJoin: .bevel, miterLimit: 4, dash: [2, 1]))
    let shape = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular)
    #expect(shape.style == .circular && shape.cornerRadii.topLeading == 10)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(
      !path.contains(CGPoint(x: 1, y: 1)) && path.contains(CGPoint(x: 39, y: 1)) && path.contains(CGPoint(x: 20, y: 20))
    )
  }

  // MARK: - Values

  @Test("ProjectionTransform and CGAffineTransform concatenate, invert and apply to points as Apple's")
  func transforms() {
    let move = CGAffineTransform(translationX: 10, y: 5)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 18))
    #expect(CGPoint(x: 22, y: 18).applying(move.concatenating(scale).inverted()) == CGPoint(x: 1, y: 1))
    let projection = ProjectionTransform(move).concatenating(ProjectionTransform(scale))
    #expect(projection.isAffine && !projection.isIdentity)
    #expect(CGPoint(x: 1, y: 1).applying(projection) == CGPoint(x: 22, y: 18))
    var inverse = projection
    let invertible = inverse.invert()
    #expect(invertible)
    #expect(projection.concatenating(inverse).isIdentity, "\(projection.concatenating(inverse))")
    var singular = ProjectionTransform()
    singular.m11 = 0
    singular.m22 = 0
    let singularInvertible = singular.invert()
    #expect(!singularInvertible)
    #expect(ProjectionTransform().isIdentity)
  }

  @Test("A path's bounding rectangle, containment, current point, elements and trimmed length are computed")
  func paths() {
    let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(rect.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(rect.contains(CGPoint(x: 5, y: 5)) && !rect.contains(CGPoint(x: 15, y: 5)))
    var elements: [Path.Element] = []
    func collect(_ element: Path.Element) { elements.append(element) }
    rect.forEach(collect)
    #expect(elements.first == .move(to: .zero) && elements.last == .closeSubpath, "\(elements)")
    #expect(elements.count == 5)

    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let bounds = circle.boundingRect
    #expect(abs(bounds.width - 100) < 0.5 && abs(bounds.minX) < 0.5, "\(bounds)")
    #expect(circle.contains(CGPoint(x: 50, y: 50)) && !circle.contains(CGPoint(x: 2, y: 2)))

    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 100, y: 0))
    #expect(line.currentPoint == CGPoint(x: 100, y: 0))
    let half = line.trimmedPath(from: 0.25, to: 0.75)
    #expect(half.boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0), "\(half)")
    #expect(line.offsetBy(dx: 0, dy: 10).boundingRect.minY == 10)
    #expect(Path().isEmpty && Path().currentPoint == nil && Path().boundingRect.isNull)

    let stroke = line.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(stroke.boundingRect == CGRect(x: 0, y: -2, width: 100, height: 4), "\(stroke)")
    #expect(stroke.contains(CGPoint(x: 50, y: 1)) && !stroke.contains(CGPoint(x: 50, y: 3)))
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
    #expect(square.contains(CGPoint(x: 0, y: 5)) && square.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(!square.contains(CGPoint(x: 5, y: 5)))

    var ring = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    ring.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
    #expect(ring.contains(CGPoint(x: 5, y: 5)) && !ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
  }

  @Test("A shape's path applies its transforms; a circle fits a square")
  func shapePaths() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(Rectangle().offset(CGSize(width: 5, height: 0)).path(in: rect).boundingRect.minX == 5)
    let scaled = Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect
    #expect(scaled == CGRect(x: 0, y: 0, width: 20, height: 10), "\(scaled)")
    let turned = RotatedShape(shape: Rectangle(), angle: .degrees(90)).path(
      in: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(abs(turned.boundingRect.width - 10) < 1e-9, "\(turned.boundingRect)")
    #expect(Circle().sizeThatFits(ProposedViewSize(width: 30, height: 50)) == CGSize(width: 30, height: 30))
    #expect(AnyShape(Circle()).path(in: rect) == Circle().path(in: rect))
  }

  @Test("Custom alignment guides compute their default in ViewDimensions; built-in guides are fractions of the size")
  func alignmentGuides() {
    let badge = VerticalAlignment(BadgeCenter.self)
    #expect(badge == VerticalAlignment(BadgeCenter.self) && badge != .center)
    #expect(badge.key == VerticalAlignment(BadgeCenter.self).key && badge.key != VerticalAlignment.top.key)
    let subview = LayoutSubviews([LayoutSubview(id: 0, idealSize: CGSize(width: 40, height: 30))])[0]
    let dimensions = subview.dimensions(in: .unspecified)
    #expect(dimensions[badge] == 10 && dimensions[.bottom] == 30 && dimensions[HorizontalAlignment.center] == 20)
    #expect(dimensions[explicit: badge] == nil)
    #expect(HorizontalAlignment.leading.combineExplicit([nil, 4, 9]) == 4)
  }

  @Test("Proposals, spacing and the stack layouts' sizes follow SwiftUI's arithmetic")
  func layoutValues() {
    #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 30, height: 10))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 8)
    #expect(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical) == 0)
    let subviews = LayoutSubviews([
      LayoutSubview(id: 0, values: [ObjectIdentifier(Rank.self): 4], idealSize: CGSize(width: 10, height: 20)),
      LayoutSubview(id: 1, idealSize: CGSize(width: 30, height: 5)),
    ])
    var cache: Void = ()
    #expect(
      HStackLayout(spacing: 4).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        == CGSize(width: 44, height: 20))
    #expect(
      VStackLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        == CGSize(width: 30, height: 33))
    var anyCache = AnyLayout(HStackLayout(spacing: 0)).makeCache(subviews: subviews)
    #expect(
      AnyLayout(HStackLayout(spacing: 0)).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &anyCache)
        == CGSize(width: 40, height: 20))
    #expect(subviews[0][Rank.self] == 4 && subviews[1][Rank.self] == 0)
    #expect(subviews[1..<2].count == 1 && subviews[1..<2].first == subviews[1])
    #expect(
      HStackLayout.layoutProperties.stackOrientation == .horizontal
        && RadialLayout.layoutProperties.stackOrientation == nil)
  }

  @Test("Edges, axes and directions have SwiftUI's raw values, cases and sets of one")
  func edgesAndAxes() {
    #expect(Edge.allCases.map(\.rawValue) == [0, 1, 2, 3] && Edge(rawValue: 2) == .bottom && Edge(rawValue: 4) == nil)
    #expect(
      Edge.Set(.leading) == .leading && Axis.Set(.vertical) == .vertical && Axis.vertical.description == "vertical")
    #expect(HorizontalDirection.Set(.trailing) == .trailing && VerticalDirection.Set.all == [.up, .down])
    #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    #expect(ContentShapeKinds([.interaction, .accessibility]).description == "interaction+accessibility")
  }

  @Test("A graphics context changes its state as SwiftUI's and records its drawing calls")
  func graphicsContext() {
    var context = GraphicsContext(size: CGSize(width: 100, height: 100))
    context.translateBy(x: 10, y: 0)
    context.scaleBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(context.transform) == CGPoint(x: 12, y: 2))
    context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(context.clipBoundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
    context.opacity = 0.5
    context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
    context.drawLayer { layer in layer.draw(Text("Hi"), at: .zero) }
    #expect(context.operations.count == 2, "\(context.operations)")
    #expect(context.operations[0].hasSuffix("with red [opacity 0.5, transformed]"), "\(context.operations)")
    #expect(context.operations[1].hasPrefix("draw text Hi"), "\(context.operations)")
  }

  @Test("Shaders compare by function and arguments; visual effects chain in order")
  func shadersAndVisualEffects() {
    #expect(ShaderLibrary.ripple(.float(1), .color(.red)) == ShaderLibrary.default.ripple(.float(1), .color(.red)))
    #expect(ShaderLibrary.ripple(.float(1)) != ShaderLibrary.ripple(.float(2)))
    #expect(
      "\(ShaderLibrary.ripple(.float2(CGPoint(x: 1, y: 2)), .boundingRect))" == "ripple((1.0, 2.0), boundingRect)")
    let effect = EmptyVisualEffect().offset(x: 4).opacity(0.5)
    #expect("\(effect)" == "offset(4.0, 0.0).opacity(0.5)")
  }
}

// MARK: - Fixtures

@Observable
final class EffectsModel {
  var amount = 0.5
  var flag = false
  var length: CGFloat = 8
  var count = 2
}

/// A custom vertical guide: the middle of a badge, a third of the way down.
enum BadgeCenter: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// A layout value: a subview's rank.
struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

private struct EffectsScreen: View {
  let model: EffectsModel
  var body: some View {
    VStack {
      colour
      layout
      shading
    }
  }

  private var colour: some View {
    Group {
      Text("a").brightness(model.amount)
      Text("b").contrast(model.amount)
      Text("c").saturation(model.amount)
      Text("d").grayscale(model.amount)
      Text("e").hueRotation(.radians(model.amount))
      Text("f").colorMultiply(model.flag ? .red : .blue)
      Text("g").blendMode(model.flag ? .multiply : .normal)
      Text("h").rotation3DEffect(.radians(model.amount), axis: (x: 0, y: 1, z: 0))
      Text("i").projectionEffect(ProjectionTransform(CGAffineTransform(translationX: model.length, y: 0)))
      Text("j").transformEffect(CGAffineTransform(scaleX: model.amount, y: 1))
      Text("k").colorInvert().luminanceToAlpha().geometryGroup()
      Text("l").visualEffect { effect, _ in effect.offset(x: 1) }
    }
  }

  private var layout: some View {
    Group {
      Text("m").safeAreaPadding(model.length)
      Text("n").safeAreaPadding(.horizontal, model.length)
      Text("o").safeAreaPadding(EdgeInsets(top: model.length))
      Text("p").scenePadding(model.flag ? .horizontal : .all)
      Text("q").containerRelativeFrame(model.flag ? .vertical : .horizontal)
      Text("r").containerRelativeFrame(.horizontal, count: model.count + 0, spacing: 8)
      Text("s").gridCellColumns(model.count)
      Text("t").gridCellAnchor(model.flag ? .top : .center)
      Text("u").gridColumnAlignment(model.flag ? .trailing : .leading)
      Text("v").gridCellUnsizedAxes(model.flag ? .vertical : .horizontal)
      Text("w").alignmentGuide(model.flag ? .trailing : .leading) { $0.width }
      Text("x").alignmentGuide(model.flag ? VerticalAlignment(BadgeCenter.self) : .top) { $0.height }
      Text("y").coordinateSpace(.named(model.flag ? "scroll" : "list"))
      Text("z").coordinateSpace(name: model.count)
      Text("aa").layoutValue(key: Rank.self, value: model.count)
      Text("ab").layoutDirectionBehavior(model.flag ? .fixed : .mirrors)
      Text("ac").flipsForRightToLeftLayoutDirection(model.flag)
    }
  }

  private var shading: some View {
    Group {
      Text("ba").colorEffect(ShaderLibrary.tint(.float(model.amount)))
      Text("bb").distortionEffect(ShaderLibrary.wave(.float(model.amount), .float(2)), maxSampleOffset: .zero)
      Text("bc").layerEffect(ShaderLibrary.glow(), maxSampleOffset: .zero, isEnabled: !model.flag)
      Text("bd").contentShape(model.flag ? .dragPreview : .interaction, Circle())
      Text("be").backgroundStyle(model.flag ? Color.red : Color.blue)
      Text("bf").containerBackground(model.flag ? Color.red : Color.blue, for: .navigation)
      Text("bg").drawingGroup(opaque: model.flag)
    }
  }
}

private struct MaskedCard: View {
  var body: some View {
    Text("Card")
      .mask(Badge())
      .containerBackground(for: .navigation) { Backdrop() }
  }
}

private struct Badge: View {
  var body: some View { Circle() }
}

private struct Backdrop: View {
  var body: some View { Color.gray }
}

/// A layout placing its subviews on a circle (never run: there is no layout pass).
struct RadialLayout: Layout {
  var radius: CGFloat
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: radius * 2, height: radius * 2)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), proposal: .unspecified) }
  }
}

private struct LayoutScreen: View {
  let model: EffectsModel
  var body: some View {
    RadialLayout(radius: model.length) {
      Tile()
      Tile()
    }
  }
}

private struct Tile: View {
  var body: some View { Text("tile") }
}

private struct SwitchingLayout: View {
  @State private var vertical = false
  var body: some View {
    let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout())
    layout {
      Counter()
      Button("Flip") { vertical.toggle() }
    }
  }
}

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// Whether a canvas's renderer ran.
final class RendererProbe {
  var ran = false
}

private struct CanvasScreen: View {
  let probe: RendererProbe
  var body: some View {
    Canvas(opaque: true) { context, size in
      probe.ran = true
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
    } symbols: {
      Badge().tag(1)
    }
  }
}

private struct ShapeScreen: View {
  let model: EffectsModel
  var body: some View {
    VStack {
      RotatedShape(shape: Rectangle(), angle: .radians(model.amount))
      Circle().offset(CGSize(width: model.length, height: 0))
      model.flag ? AnyShape(RoundedRectangle(cornerRadius: 4)) : AnyShape(Circle())
    }
  }
}

private struct FilledShapes: View {
  var body: some View {
    FillShapeView(shape: Circle(), style: Color.red, fillStyle: FillStyle(), background: EmptyView())
      .strokeBorder(Color.blue, lineWidth: 2)
  }
}

/// A custom horizontal guide: a label's leading edge by default.
enum LabelEdge: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
  static let labelEdge = HorizontalAlignment(LabelEdge.self)
}

private struct PatternsScreen: View {
  var body: some View {
    VStack(alignment: .labelEdge) {
      Text("Name").alignmentGuide(.labelEdge) { d in d[HorizontalAlignment.center] }
      GeometryReader { geo in Text("width \(geo.frame(in: .named("scroll")).width)") }
        .coordinateSpace(name: "scroll")
      Text("card").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
      Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
      }
      Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 10))
      }
      .stroke(.red, lineWidth: 2)
      Circle().trim(from: 0, to: 0.5).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round))
      Text("fade").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
      Text("corner").clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 8)))
    }
  }
}
