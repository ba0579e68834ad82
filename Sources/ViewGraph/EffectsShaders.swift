// Models SwiftUI's shaders and visual effects as values: a `Shader` is a function of
// a `ShaderLibrary` (looked up by name, `ShaderLibrary.ripple`) called with its
// arguments (`ShaderLibrary.ripple(.float(t))`), compared by what it is made of, and
// a shape style; a `VisualEffect` is a chain of effects built from
// `EmptyVisualEffect`, as a `visualEffect` closure returns it.
// Status: Partial. Differs: no shader is compiled or run (`compile(as:)` returns at
// once), nothing is drawn.

/// A library of shader functions, each looked up by name.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// The app's default library.
  public static let `default` = ShaderLibrary(name: "default")
  /// The default library of a bundle.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(name: "bundle(\(bundle.bundlePath))") }
  /// A library read from a file.
  public init(url: URL) { name = url.lastPathComponent }
  /// A library made from data.
  public init(data: Data) { name = "data(\(data.count) bytes)" }
  init(name: String) { self.name = name }

  /// The library's function of a name.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
  /// The default library's function of a name.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
  public var description: String { name }
}

/// A function of a shader library; calling it with arguments makes a shader.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library the function is in.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String
  /// A function of a library, by name.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }
  /// The shader calling the function with arguments.
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}

/// A shader function with its arguments: a colour, distortion or layer effect, or a
/// shape style.
public struct Shader: Equatable, Sendable, ShapeStyle, CustomStringConvertible {
  /// An argument passed to a shader function.
  public struct Argument: Equatable, Sendable, CustomStringConvertible {
    let value: String
    public var description: String { value }

    /// A float.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: "\(Double(x))") }
    /// A 2-vector.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: "(\(Double(x)), \(Double(y)))")
    }
    /// A 3-vector.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: "(\(Double(x)), \(Double(y)), \(Double(z)))")
    }
    /// A 4-vector.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: "(\(Double(x)), \(Double(y)), \(Double(z)), \(Double(w)))")
    }
    /// A point as a 2-vector.
    public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
    /// A size as a 2-vector.
    public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
    /// An array of floats.
    public static func floatArray(_ array: [Float]) -> Argument { Argument(value: "\(array.map(Double.init))") }
    /// The bounding rectangle of the shape or view drawn, in user space.
    public static var boundingRect: Argument { Argument(value: "boundingRect") }
    /// A colour.
    public static func color(_ color: Color) -> Argument { Argument(value: "\(color)") }
    /// An array of colours.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: "[\(array.map { "\($0)" }.joined(separator: ", "))]")
    }
    /// An image.
    public static func image(_ image: Image) -> Argument { Argument(value: "image") }
    /// Raw bytes.
    public static func data(_ data: Data) -> Argument { Argument(value: "data(\(data.count) bytes)") }
  }

  /// How a shader is used, for compiling it ahead of time.
  public struct UsageType: Sendable, Hashable {
    let name: String
    public static let shapeStyle = UsageType(name: "shapeStyle")
    public static let colorEffect = UsageType(name: "colorEffect")
    public static let distortionEffect = UsageType(name: "distortionEffect")
    public static let layerEffect = UsageType(name: "layerEffect")
  }

  /// The function called.
  public var function: ShaderFunction
  /// The arguments it is called with.
  public var arguments: [Argument]
  /// Whether the shader's output is dithered.
  public var dithersColor: Bool = true

  /// A shader calling a function with arguments.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// Compiles the shader for a use ahead of time (nothing to compile here: it returns at once).
  public func compile(as type: Shader.UsageType) async throws {}

  public var description: String {
    "\(function.name)(\(arguments.map(\.description).joined(separator: ", ")))"
  }
}

// MARK: - Visual effects

/// Effects applied to a view from its geometry, as a `visualEffect` closure returns
/// them: built from `EmptyVisualEffect` by the methods below.
public protocol VisualEffect: Sendable, Animatable {}

/// No effect: the start of a visual effect chain.
public struct EmptyVisualEffect: VisualEffect, CustomStringConvertible {
  /// No effect.
  public init() {}
  public var description: String { "" }
}

/// A visual effect followed by one more.
public struct VisualEffectChain<Base: VisualEffect>: VisualEffect, CustomStringConvertible {
  let base: Base
  let effect: String
  public var description: String {
    let before = "\(base)"
    return before.isEmpty ? effect : "\(before).\(effect)"
  }
}

extension VisualEffect {
  func chaining(_ effect: String) -> VisualEffectChain<Self> { VisualEffectChain(base: self, effect: effect) }

  /// Moves the view by an offset.
  public func offset(_ offset: CGSize) -> VisualEffectChain<Self> {
    chaining("offset(\(Double(offset.width)), \(Double(offset.height)))")
  }
  /// Moves the view on each axis.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain<Self> {
    chaining("offset(\(Double(x)), \(Double(y)))")
  }
  /// Applies an affine transform.
  public func transformEffect(_ transform: CGAffineTransform) -> VisualEffectChain<Self> {
    chaining("transformEffect(\(ProjectionTransform(transform)))")
  }
  /// Applies a projection transform.
  public func transformEffect(_ transform: ProjectionTransform) -> VisualEffectChain<Self> {
    chaining("transformEffect(\(transform))")
  }
  /// Rotates the view.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain<Self> {
    chaining("rotationEffect(\(angle))")
  }
  /// Scales the view by a size.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain<Self> {
    chaining("scaleEffect(\(Double(scale.width)), \(Double(scale.height)))")
  }
  /// Scales the view.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain<Self> {
    chaining("scaleEffect(\(Double(scale)))")
  }
  /// Scales the view on each axis.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> VisualEffectChain<Self> {
    chaining("scaleEffect(\(Double(x)), \(Double(y)))")
  }
  /// Blurs the view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain<Self> {
    chaining("blur(\(Double(radius)))")
  }
  /// Brightens the view.
  public func brightness(_ amount: Double) -> VisualEffectChain<Self> { chaining("brightness(\(amount))") }
  /// Sets the view's contrast.
  public func contrast(_ amount: Double) -> VisualEffectChain<Self> { chaining("contrast(\(amount))") }
  /// Removes colour from the view.
  public func grayscale(_ amount: Double) -> VisualEffectChain<Self> { chaining("grayscale(\(amount))") }
  /// Rotates the hue of the view's colours.
  public func hueRotation(_ angle: Angle) -> VisualEffectChain<Self> { chaining("hueRotation(\(angle))") }
  /// Sets the view's colour saturation.
  public func saturation(_ amount: Double) -> VisualEffectChain<Self> { chaining("saturation(\(amount))") }
  /// Sets the view's opacity.
  public func opacity(_ opacity: Double) -> VisualEffectChain<Self> { chaining("opacity(\(opacity))") }
  /// Rotates the view in three dimensions.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> VisualEffectChain<Self> {
    chaining("rotation3DEffect(\(angle), (\(Double(axis.x)), \(Double(axis.y)), \(Double(axis.z))))")
  }
  /// Sets the view's blend mode.
  public func blendMode(_ mode: BlendMode) -> VisualEffectChain<Self> { chaining("blendMode(\(mode))") }
  /// Colours the view's pixels with a shader.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> VisualEffectChain<Self> {
    chaining(isEnabled ? "colorEffect(\(shader))" : "colorEffect(disabled)")
  }
  /// Moves the view's pixels with a shader.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> VisualEffectChain<Self>
  {
    chaining(isEnabled ? "distortionEffect(\(shader))" : "distortionEffect(disabled)")
  }
  /// Draws the view's layer through a shader.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> VisualEffectChain<Self>
  {
    chaining(isEnabled ? "layerEffect(\(shader))" : "layerEffect(disabled)")
  }
}
