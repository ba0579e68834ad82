// Models the part of SwiftUI's text, colour and shape-style surface whose signatures
// use Foundation types: texts from a `Formatter` or a timer interval, typesetting
// languages, baseline offsets, images with a variable value, colour mixes, gradients
// (elliptical, mesh, the `ShapeStyle` statics), image paints, shadow styles and
// `NSUnderlineStyle`. Values are shown where they are set: a changed one is a leaf
// update, an equal one nothing.
// Status: Complete for what is shown. Differs: a timer interval shows the timer as at
// its pause time, or at its start when it runs (the screen does not change by
// itself); nothing is drawn, so a gradient shows its colours and geometry.

extension Text {
  /// Shows a value formatted by a `Formatter`.
  nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// Shows an object formatted by a `Formatter`.
  nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  #if !canImport(Darwin)
  /// Shows a value formatted by a `Formatter`: on Linux, where Foundation's `Date`,
  /// `Decimal` and `Measurement` are not `ReferenceConvertible`, the form that takes them.
  @_disfavoredOverload
  nonisolated public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }
  #endif

  /// Shows a timer over an interval: counting down from its length, or up from zero.
  /// - Parameters:
  ///   - timerInterval: The interval the timer runs over.
  ///   - pauseTime: The time the timer shows, paused (`nil`: it runs, shown at its start).
  ///   - countsDown: Whether it counts down.
  ///   - showsHours: Whether hours are a field of their own.
  nonisolated public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.init(verbatim: TimerText.text(timerInterval, at: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }

  /// Sets the language the text is typeset for.
  /// - Parameters:
  ///   - language: The language.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The text typeset for the language.
  nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }
}

/// The text of a timer over an interval at a time.
enum TimerText {
  static func text(_ interval: ClosedRange<Date>, at time: Date?, countsDown: Bool, showsHours: Bool) -> String {
    let now = min(max(time ?? interval.lowerBound, interval.lowerBound), interval.upperBound)
    let seconds = countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
    return clock(Int(seconds.rounded(.down)), showsHours: showsHours)
  }

  /// `h:mm:ss` (hours shown when there are some and asked for), else `m:ss`.
  static func clock(_ total: Int, showsHours: Bool) -> String {
    let (hours, minutes, seconds) = (total / 3600, (total % 3600) / 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(seconds))" }
    return "\(showsHours ? minutes : total / 60):\(two(seconds))"
  }
}

extension TypesettingLanguage {
  /// A language given explicitly.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(name: language.maximalIdentifier)
  }
}

extension View {
  /// Sets the language the text below is typeset for.
  /// - Parameters:
  ///   - language: The language.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view with the language.
  nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// Raises or lowers the text below from its baseline.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("baselineOffset", "\(Double(baselineOffset))")
  }
}

extension LocalizedStringKey {
  public typealias StringLiteralType = String
  public typealias ExtendedGraphemeClusterLiteralType = String
  public typealias UnicodeScalarLiteralType = String
}

extension LocalizedStringKey.StringInterpolation {
  public typealias StringLiteralType = String

  /// A value formatted by a `Formatter` (without one, as it describes itself).
  @_disfavoredOverload
  public mutating func appendInterpolation<Subject: ReferenceConvertible>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    appendLiteral(formatter?.string(for: subject) ?? "\(subject)")
  }

  /// An object formatted by a `Formatter` (without one, as it describes itself).
  @_disfavoredOverload
  public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
    appendLiteral(formatter?.string(for: subject) ?? "\(subject)")
  }

  #if !canImport(Darwin)
  /// A value formatted by a `Formatter`: on Linux, where Foundation's `Date`, `Decimal`
  /// and `Measurement` are not `ReferenceConvertible`, the form that takes them.
  @_disfavoredOverload
  public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
    appendLiteral(formatter?.string(for: subject) ?? "\(subject)")
  }
  #endif

  /// A timer over an interval, as `Text(timerInterval:…)` shows it.
  /// - Parameters:
  ///   - timerInterval: The interval the timer runs over.
  ///   - pauseTime: The time the timer shows, paused (`nil`: it runs, shown at its start).
  ///   - countsDown: Whether it counts down.
  ///   - showsHours: Whether hours are a field of their own.
  public mutating func appendInterpolation(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    appendLiteral(TimerText.text(timerInterval, at: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }
}

// MARK: - Images

extension Image {
  /// A symbol image from the app's assets with a variable value.
  /// - Parameters:
  ///   - name: The image's name.
  ///   - variableValue: The value the symbol shows (0 to 1), if it has one.
  ///   - bundle: The bundle of the assets.
  nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name: Image.named(name, variableValue), accessibilityName: name)
  }

  /// A symbol image from the app's assets with a variable value and a label.
  /// - Parameters:
  ///   - name: The image's name.
  ///   - variableValue: The value the symbol shows (0 to 1), if it has one.
  ///   - bundle: The bundle of the assets.
  ///   - label: The image's accessibility label.
  nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name: Image.named(name, variableValue), accessibilityName: label.string)
  }

  /// A decorative symbol image from the app's assets with a variable value.
  /// - Parameters:
  ///   - name: The image's name.
  ///   - variableValue: The value the symbol shows (0 to 1), if it has one.
  ///   - bundle: The bundle of the assets.
  nonisolated public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name: Image.named(name, variableValue), accessibilityName: nil)
  }

  private nonisolated static func named(_ name: String, _ value: Double?) -> String {
    value.map { "\(name) (\($0))" } ?? name
  }
}

// MARK: - Colours and gradients

extension Color {
  /// The colour mixed with another by a fraction, in a colour space.
  /// - Parameters:
  ///   - rhs: The other colour.
  ///   - fraction: How much of the other colour (0: this one, 1: the other).
  ///   - colorSpace: The space the mix happens in.
  /// - Returns: The mixed colour.
  nonisolated public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual)
    -> Color
  {
    Color(name: "\(self).mix(with: \(rhs), by: \(fraction), in: \(colorSpace))")
  }
}

extension Gradient {
  /// The space a gradient's colours are interpolated in.
  public struct ColorSpace: Sendable, Hashable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// The device's colour space.
    public static let device = ColorSpace(name: "device")
    /// A perceptually even space (Oklab).
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The gradient interpolated in a colour space.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(name: "\(self).colorSpace(\(space))")
  }

  public typealias Resolved = Never
}

extension AnyGradient {
  /// A gradient, type-erased.
  public init(_ gradient: Gradient) { self.init(name: "\(gradient)") }
  /// The gradient interpolated in a colour space.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(name: "\(self).colorSpace(\(space))")
  }
  public typealias Resolved = Never
}

extension LinearGradient { public typealias Resolved = Never }
extension RadialGradient {
  public typealias Resolved = Never
  /// A radial gradient of stops.
  /// - Parameters:
  ///   - stops: The colours and their locations.
  ///   - center: The centre.
  ///   - startRadius: The radius where the first colour is.
  ///   - endRadius: The radius where the last colour is.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension AngularGradient {
  public typealias Resolved = Never
  /// An angular gradient of stops.
  /// - Parameters:
  ///   - stops: The colours and their locations.
  ///   - center: The centre.
  ///   - startAngle: The angle of the first colour.
  ///   - endAngle: The angle of the last colour.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)
  {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient: a full turn from an angle.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: Angle(degrees: angle.degrees + 360))
  }
  /// A conic gradient of colours.
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// A conic gradient of stops.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

/// A radial gradient stretched to an ellipse that fills its shape.
public struct EllipticalGradient: ShapeStyle, View, NamedShape {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// An elliptical gradient.
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startRadiusFraction: Where the first colour is, as a fraction of the shape's size.
  ///   - endRadiusFraction: Where the last colour is.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  /// An elliptical gradient of colours.
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of stops.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public var body: Never { builtinBody() }
  nonisolated var shapeDescription: String {
    "\(gradient) at \(center), \(Double(startRadiusFraction))…\(Double(endRadiusFraction))"
  }
  public typealias Resolved = Never
}

extension EllipticalGradient: CustomStringConvertible {
  public nonisolated var description: String { "EllipticalGradient(\(shapeDescription))" }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of colours.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of stops.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of colours.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of stops.
  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient: a full turn from an angle.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A conic gradient of colours.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  /// A conic gradient of stops.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}

// MARK: - Mesh gradients

/// A gradient over a grid of coloured points (a value: its `View` conformance is an
/// extension, so making one and reading its parts is not main-actor work).
public struct MeshGradient: ShapeStyle, Equatable {
  /// The number of points in a row.
  public var width: Int
  /// The number of rows.
  public var height: Int
  /// The points' locations.
  public var locations: MeshGradient.Locations
  /// The points' colours.
  public var colors: MeshGradient.Colors
  /// The colour outside the mesh.
  public var background: Color
  /// Whether colours are interpolated smoothly (cubic) rather than linearly.
  public var smoothsColors: Bool
  /// The space colours are interpolated in.
  public var colorSpace: Gradient.ColorSpace

  /// A point of a mesh with its four Bezier control points.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>
    /// A point with its control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// A mesh's locations: points, or points with control points.
  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([MeshGradient.BezierPoint])
  }

  /// A mesh's colours: colours, or resolved colours.
  public enum Colors: Equatable, Sendable {
    case colors([Color])
    case resolvedColors([Color.Resolved])
  }

  /// A mesh of locations and colours.
  /// - Parameters:
  ///   - width: The number of points in a row.
  ///   - height: The number of rows.
  ///   - locations: The points' locations.
  ///   - colors: The points' colours.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours are interpolated smoothly.
  ///   - colorSpace: The space colours are interpolated in.
  nonisolated public init(
    width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors,
    background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// A mesh of points and colours.
  /// - Parameters:
  ///   - width: The number of points in a row.
  ///   - height: The number of rows.
  ///   - points: The points' locations in the unit square.
  ///   - colors: The points' colours.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours are interpolated smoothly.
  ///   - colorSpace: The space colours are interpolated in.
  nonisolated public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of points and resolved colours.
  /// - Parameters:
  ///   - width: The number of points in a row.
  ///   - height: The number of rows.
  ///   - points: The points' locations in the unit square.
  ///   - resolvedColors: The points' colours.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours are interpolated smoothly.
  ///   - colorSpace: The space colours are interpolated in.
  nonisolated public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of points with control points, and colours.
  /// - Parameters:
  ///   - width: The number of points in a row.
  ///   - height: The number of rows.
  ///   - bezierPoints: The points with their control points.
  ///   - colors: The points' colours.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours are interpolated smoothly.
  ///   - colorSpace: The space colours are interpolated in.
  nonisolated public init(
    width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of points with control points, and resolved colours.
  /// - Parameters:
  ///   - width: The number of points in a row.
  ///   - height: The number of rows.
  ///   - bezierPoints: The points with their control points.
  ///   - resolvedColors: The points' colours.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours are interpolated smoothly.
  ///   - colorSpace: The space colours are interpolated in.
  nonisolated public init(
    width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved],
    background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public typealias Resolved = Never
}

extension MeshGradient: View, NamedShape {
  public var body: Never { builtinBody() }
  public typealias Body = Never

  nonisolated var shapeDescription: String {
    let shown: [String]
    switch colors {
    case .colors(let colors): shown = colors.map { "\($0)" }
    case .resolvedColors(let colors): shown = colors.map { "\($0)" }
    }
    let points: [SIMD2<Float>]
    switch locations {
    case .points(let list): points = list
    case .bezierPoints(let list): points = list.map(\.position)
    }
    let located = points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
    return "\(width)×\(height) [\(shown.joined(separator: ", "))] at \(located)"
  }
}

// MARK: - Image paints, shadows and bounded styles

/// An image used as a shape style, tiled from a part of it.
public struct ImagePaint: ShapeStyle, CustomStringConvertible {
  /// The image.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// The scale the image is drawn at.
  public var scale: CGFloat

  /// An image paint.
  /// - Parameters:
  ///   - image: The image.
  ///   - sourceRect: The part of the image used, in unit coordinates.
  ///   - scale: The scale the image is drawn at.
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  public var description: String {
    let r = sourceRect
    return
      "image(\(image.shownName), (\(Double(r.minX)), \(Double(r.minY)), \(Double(r.width)), \(Double(r.height))), \(Double(scale)))"
  }
  public typealias Resolved = Never
}

extension ShapeStyle where Self == ImagePaint {
  /// An image as a shape style.
  /// - Parameters:
  ///   - image: The image.
  ///   - sourceRect: The part of the image used, in unit coordinates.
  ///   - scale: The scale the image is drawn at.
  /// - Returns: The image paint.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  )
    -> ImagePaint
  {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

/// A shadow a shape style casts: a drop shadow or an inner one.
public struct ShadowStyle: Equatable, Sendable, CustomStringConvertible {
  let kind: String
  let color: Color
  let radius: Double
  let x: Double
  let y: Double

  public var description: String { "\(kind)(\(color), \(radius), \(x), \(y))" }

  /// A shadow outside the shape.
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: Its blur radius.
  ///   - x: Its horizontal offset.
  ///   - y: Its vertical offset.
  /// - Returns: The shadow.
  public static func drop(
    color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: "drop", color: color, radius: Double(radius), x: Double(x), y: Double(y))
  }

  /// A shadow inside the shape.
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: Its blur radius.
  ///   - x: Its horizontal offset.
  ///   - y: Its vertical offset.
  /// - Returns: The shadow.
  public static func inner(
    color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: "inner", color: color, radius: Double(radius), x: Double(x), y: Double(y))
  }
}

/// A style described by what it is made of (the styles `ShapeStyle`'s own
/// modifiers return, type-erased).
private struct DescribedShapeStyle: ShapeStyle, CustomStringConvertible {
  let description: String
}

extension ShapeStyle {
  /// The style with a shadow.
  public func shadow(_ style: ShadowStyle) -> AnyShapeStyle {
    AnyShapeStyle(DescribedShapeStyle(description: "\(self).shadow(\(style))"))
  }

  /// The style drawn in a rectangle rather than in the shape it fills.
  public func `in`(_ rect: CGRect) -> AnyShapeStyle {
    AnyShapeStyle(
      DescribedShapeStyle(
        description:
          "\(self).in(\(Double(rect.minX)), \(Double(rect.minY)), \(Double(rect.width)), \(Double(rect.height)))"))
  }
}

// MARK: - Underline styles

/// How text is underlined or struck through (UIKit's type, which `import SwiftUI`
/// brings on iOS).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

  /// The underline style of a text line style (its colour is not part of it).
  public init(_ lineStyle: Text.LineStyle) {
    let patterns: [Text.LineStyle.Pattern: NSUnderlineStyle] = [
      .dot: .patternDot, .dash: .patternDash, .dashDot: .patternDashDot, .dashDotDot: .patternDashDotDot,
    ]
    self = [.single, patterns[lineStyle.pattern] ?? []]
  }
}

extension Text.LineStyle {
  /// A line style from an underline style: its pattern, in the text's colour; `nil`
  /// when the style draws no line.
  public init?(nsUnderlineStyle: NSUnderlineStyle) {
    guard !nsUnderlineStyle.isEmpty else { return nil }
    let patterns: [(NSUnderlineStyle, Text.LineStyle.Pattern)] = [
      (.patternDashDotDot, .dashDotDot), (.patternDashDot, .dashDot), (.patternDash, .dash), (.patternDot, .dot),
    ]
    let pattern = patterns.first { nsUnderlineStyle.rawValue & 0x0F00 == $0.0.rawValue }?.1 ?? .solid
    self.init(pattern: pattern, color: nil)
  }
}
