// Models SwiftUI's immediate-mode drawing surface: `Canvas`, whose symbol views are
// realized as its children (their bodies counted, as SwiftUI evaluates them to draw
// them) and whose renderer closure is stored, never run; the `GraphicsContext` a
// renderer draws into, a value type whose state (opacity, blend mode, transform,
// clip, filters) changes as SwiftUI's does and whose drawing calls are recorded,
// not rasterized; and `ImageRenderer`, which holds a view and its rendering options.
// Status: Partial. Differs: nothing is drawn: a canvas's renderer never runs (there
// is no render pass), so what it reads is not tracked, and an image renderer makes
// no image.

/// The context a canvas's renderer draws into: its state changes as SwiftUI's, its
/// drawing calls are recorded, not rasterized.
public struct GraphicsContext {
  /// The drawing calls made, shared by copies made for layers (as SwiftUI's context
  /// draws into one surface).
  package final class Recording {
    package init() {}
    var operations: [String] = []
  }

  let recording: Recording
  /// The environment the canvas is drawn in.
  public let environment: EnvironmentValues
  /// The opacity of what is drawn next.
  public var opacity: Double = 1
  /// The blend mode of what is drawn next.
  public var blendMode: GraphicsContext.BlendMode = .normal
  /// The transform of what is drawn next.
  public var transform: CGAffineTransform = .identity
  /// The bounds of the clip region, in the context's coordinates.
  public private(set) var clipBoundingRect: CGRect
  /// The filters applied to what is drawn next.
  private(set) var filters: [Filter] = []

  /// A context of a size, drawing in an environment.
  package init(size: CGSize, environment: EnvironmentValues = EnvironmentValues(), recording: Recording = Recording()) {
    self.environment = environment
    self.recording = recording
    clipBoundingRect = CGRect(origin: .zero, size: size)
  }

  /// The drawing calls recorded so far.
  package var operations: [String] { recording.operations }

  func record(_ operation: String) {
    let state = [
      opacity == 1 ? nil : "opacity \(opacity)", blendMode == .normal ? nil : "blend \(blendMode.rawValue)",
      transform.isIdentity ? nil : "transformed", filters.isEmpty ? nil : "filters \(filters.map(\.name))",
    ].compactMap { $0 }
    recording.operations.append(state.isEmpty ? operation : "\(operation) [\(state.joined(separator: ", "))]")
  }

  // MARK: Transform

  /// Scales what is drawn next.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  /// Moves what is drawn next.
  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  /// Rotates what is drawn next.
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
  /// Applies a transform to what is drawn next.
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

  // MARK: Clipping

  /// Options for clipping.
  @frozen public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the shape.
    @inlinable public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }

  /// Clips what is drawn next to a path.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    guard !options.contains(.inverse) else { return }
    let bounds = path.applying(transform).boundingRect
    clipBoundingRect = bounds.isNull ? .zero : clipBoundingRect.intersection(bounds)
  }
  /// Clips what is drawn next to what a closure draws into a layer.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = GraphicsContext(size: clipBoundingRect.size, environment: environment)
    try content(&layer)
  }

  // MARK: Filters

  /// A filter applied to what is drawn.
  public struct Filter: Sendable {
    let name: String
    /// A projection transform.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(name: "projectionTransform(\(matrix))")
    }
    /// A shadow.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: GraphicsContext.BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(name: "shadow(\(color), \(Double(radius)), \(Double(x)), \(Double(y)))")
    }
    /// Multiplies colours by a colour.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply(\(color))") }
    /// Transforms colours by a matrix.
    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(name: "colorMatrix") }
    /// Rotates hues.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation(\(angle))") }
    /// Sets saturation.
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation(\(amount))") }
    /// Brightens.
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness(\(amount))") }
    /// Sets contrast.
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast(\(amount))") }
    /// Inverts colours by an amount.
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert(\(amount))") }
    /// Removes colour.
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale(\(amount))") }
    /// Makes luminance the opacity.
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    /// Blurs.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(name: "blur(\(Double(radius)))")
    }
    /// Keeps only pixels of an opacity in a range, in a colour.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
      Filter(name: "alphaThreshold(\(min)...\(max), \(color))")
    }
    /// Colours pixels with a shader.
    public static func colorShader(_ shader: Shader) -> Filter { Filter(name: "colorShader(\(shader))") }
    /// Moves pixels with a shader.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "distortionShader(\(shader))")
    }
    /// Draws the layer through a shader.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "layerShader(\(shader))")
    }
  }

  /// Options for shadows.
  @frozen public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    @inlinable public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
    @inlinable public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
    @inlinable public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
    @inlinable public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
  }

  /// Options for blurs.
  @frozen public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    @inlinable public static var opaque: BlurOptions { BlurOptions(rawValue: 2) }
    @inlinable public static var dithersResult: BlurOptions { BlurOptions(rawValue: 8) }
  }

  /// Options for filters.
  @frozen public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    @inlinable public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }

  /// Applies a filter to what is drawn next.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { filters.append(filter) }

  // MARK: Blend modes

  /// How what is drawn combines with what is there.
  @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
    @inlinable public static var normal: BlendMode { BlendMode(rawValue: 0) }
    @inlinable public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    @inlinable public static var screen: BlendMode { BlendMode(rawValue: 2) }
    @inlinable public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    @inlinable public static var darken: BlendMode { BlendMode(rawValue: 4) }
    @inlinable public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    @inlinable public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    @inlinable public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    @inlinable public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    @inlinable public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    @inlinable public static var difference: BlendMode { BlendMode(rawValue: 10) }
    @inlinable public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    @inlinable public static var hue: BlendMode { BlendMode(rawValue: 12) }
    @inlinable public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    @inlinable public static var color: BlendMode { BlendMode(rawValue: 14) }
    @inlinable public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    @inlinable public static var clear: BlendMode { BlendMode(rawValue: 16) }
    @inlinable public static var copy: BlendMode { BlendMode(rawValue: 17) }
    @inlinable public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    @inlinable public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    @inlinable public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    @inlinable public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    @inlinable public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    @inlinable public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    @inlinable public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    @inlinable public static var xor: BlendMode { BlendMode(rawValue: 25) }
    @inlinable public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    @inlinable public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
  }

  // MARK: Shading

  /// A colour or pattern to fill or stroke with.
  public struct Shading: Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// What is behind the canvas.
    public static var backdrop: Shading { Shading(name: "backdrop") }
    /// The foreground style.
    public static var foreground: Shading { Shading(name: "foreground") }
    /// Shadings for each layer of a multicolour symbol.
    public static func palette(_ array: [Shading]) -> Shading {
      Shading(name: "palette[\(array.map(\.name).joined(separator: ", "))]")
    }
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(name: "\(color)") }
    /// A colour of red, green and blue components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }
    /// A grey.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
      .color(Color(colorSpace, white: white, opacity: opacity))
    }
    /// A shader.
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading { Shading(name: "\(shader)") }
    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: "\(style)") }
    /// A linear gradient between points.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(name: "linear \(gradient)")
    }
    /// A radial gradient around a point.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(name: "radial \(gradient)")
    }
    /// A conic gradient around a point.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(name: "conic \(gradient)")
    }
    /// An image, tiled.
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
      scale: CGFloat = 1
    ) -> Shading {
      Shading(name: "tiledImage")
    }
  }

  /// Options for gradients.
  @frozen public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    @inlinable public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    @inlinable public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
    @inlinable public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
  }

  /// A shading resolved in the context's environment (here, itself).
  public func resolve(_ shading: Shading) -> Shading { shading }

  // MARK: Drawing

  /// Draws into a new layer, composited into this context.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    layer.filters = []
    try content(&layer)
  }
  /// Fills a path.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record("fill \(path) with \(shading)")
  }
  /// Strokes a path with a stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record("stroke \(path) with \(shading), \(style)")
  }
  /// Strokes a path of a width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// An image resolved for drawing.
  public struct ResolvedImage {
    let name: String
    /// The image's size.
    public var size: CGSize { .zero }
    /// The image's baseline.
    public let baseline: CGFloat = 0
    /// The shading of a template image, `nil` for its own colours.
    public var shading: Shading?
  }
  /// An image resolved in the context's environment.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(name: "image") }
  /// Draws a resolved image in a rectangle.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    record("draw \(image.name) in \(rect)")
  }
  /// Draws a resolved image at a point.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw \(image.name) at \(point)")
  }
  /// Draws an image in a rectangle.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }
  /// Draws an image at a point.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// A text resolved for drawing.
  public struct ResolvedText {
    let string: String
    /// The text's shading.
    public var shading: Shading = .foreground
    /// The text's size in a space (not measured: the space, or zero when unbounded).
    public func measure(in size: CGSize) -> CGSize {
      CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
    /// The text's first baseline in a space.
    public func firstBaseline(in size: CGSize) -> CGFloat { measure(in: size).height }
    /// The text's last baseline in a space.
    public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height }
  }
  /// A text resolved in the context's environment.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(string: text.string) }
  /// Draws a resolved text in a rectangle.
  public func draw(_ text: ResolvedText, in rect: CGRect) { record("draw text \(text.string) in \(rect)") }
  /// Draws a resolved text at a point.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw text \(text.string) at \(point)")
  }
  /// Draws a text in a rectangle.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
  /// Draws a text at a point.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// A canvas's symbol view resolved for drawing.
  public struct ResolvedSymbol {
    let id: String
    /// The symbol's size.
    public var size: CGSize { .zero }
  }
  /// The symbol view of a tag, `nil` when the canvas has none (symbols are not
  /// resolved for drawing here: always `nil`).
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
  /// Draws a symbol in a rectangle.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { record("draw symbol \(symbol.id) in \(rect)") }
  /// Draws a symbol at a point.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw symbol \(symbol.id) at \(point)")
  }
}

// MARK: - Canvas

/// A view drawn by a renderer closure into a graphics context; its symbol views are
/// realized as its children, its renderer stored, not run (nothing is drawn).
public struct Canvas<Symbols: View>: View, BuiltinView {
  /// The views the renderer draws by tag.
  public var symbols: Symbols
  /// The closure drawing the canvas.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is opaque.
  public var isOpaque: Bool
  /// The canvas's colour mode.
  public var colorMode: ColorRenderingMode
  /// Whether the canvas renders off the main thread.
  public var rendersAsynchronously: Bool

  /// A canvas with symbol views.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let options = [isOpaque ? "opaque" : nil, colorMode == .nonLinear ? nil : "\(colorMode)"].compactMap { $0 }
    expansion.leaf = LeafContent(kind: "Canvas", value: options.isEmpty ? "renderer" : options.joined(separator: ", "))
    expansion.add(.content, symbols)
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
      symbols: { EmptyView() })
  }
}

// MARK: - ImageRenderer

/// Renders a view into an image: it holds the view and its options (no image is made
/// here, there being no render pass); a changed option notifies its observers.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  public typealias ObjectWillChangePublisher = ObservableObjectPublisher
  /// Notifies observers before an option changes.
  public let objectWillChange = ObservableObjectPublisher()
  /// The view rendered.
  public var content: Content {
    willSet { objectWillChange.send() }
  }
  /// The size proposed to the view.
  public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send() }
  }
  /// The scale of the image.
  public var scale: CGFloat = 1 {
    willSet { objectWillChange.send() }
  }
  /// Whether the image is opaque.
  public var isOpaque: Bool = false {
    willSet { objectWillChange.send() }
  }
  /// The colour mode of the image.
  public var colorMode: ColorRenderingMode = .nonLinear {
    willSet { objectWillChange.send() }
  }
  /// A renderer of a view.
  public init(content view: Content) { content = view }
}
