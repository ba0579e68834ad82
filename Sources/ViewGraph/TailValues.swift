// The tail of SwiftUI's value types that need Foundation or the geometry types: time
// data sources, presentation sizings' variants, scroll velocities, the button border
// as a shape, geometry effects, a graphics context's text-layout drawing and mesh
// shading, a widget configuration's background task, and a wiggle's custom angle.
// Status: values kept and computed where SwiftUI defines them (a time data source's
// value at a date, a button border's path); nothing scrolls, lays out or runs in the
// background here, so velocities are not known and the background action is stored.

#if !canImport(CoreGraphics)
/// A two-dimensional vector (CoreGraphics' `CGVector`, which Linux's Foundation lacks).
public struct CGVector: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat
  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }
  /// A vector of components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// A vector of components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// A vector of components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// The zero vector.
  public static var zero: CGVector { CGVector() }
  public var description: String { "(\(Double(dx)), \(Double(dy)))" }
}
#endif

// MARK: - Time data sources

/// A source of values that change with the time: the current date, the time to or
/// since a date, a range up to now.
public struct TimeDataSource<Value> {
  let name: String
  let valueAt: @Sendable (Date) -> Value

  /// The source's value at a date (SwiftUI reads it at `Date.now` as time passes).
  ///
  /// - Parameter date: The date.
  /// - Returns: The value then.
  package func value(at date: Date) -> Value { valueAt(date) }
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension TimeDataSource: CustomStringConvertible {
  public var description: String { name }
}

extension TimeDataSource {
  /// The current date.
  public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date>(name: "currentDate") { $0 } }

  /// The offset of the current date from a date: positive once it is past.
  ///
  /// - Parameter date: The date.
  /// - Returns: The source.
  public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
    TimeDataSource<Duration>(name: "durationOffset(to: \(date))") { now in
      .milliseconds(Int64((now.timeIntervalSince(date) * 1000).rounded()))
    }
  }

  /// The range from a date to the current date (`date..<max(date, now)`).
  ///
  /// - Parameter date: Where the range starts.
  /// - Returns: The source.
  public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource<Range<Date>>(name: "dateRange(startingAt: \(date))") { now in date..<max(date, now) }
  }

  /// The range from the current date to a date (`min(date, now)..<date`).
  ///
  /// - Parameter date: Where the range ends.
  /// - Returns: The source.
  public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource<Range<Date>>(name: "dateRange(endingAt: \(date))") { now in min(date, now)..<date }
  }
}

// MARK: - Transactions and scrolls

private enum ScrollContentOffsetAdjustmentBehaviorKey: TransactionKey {
  static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic }
}

extension Transaction {
  /// Whether scroll views adjust their offset for changes made in the transaction:
  /// `automatic` unless set.
  public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
    get { self[ScrollContentOffsetAdjustmentBehaviorKey.self] }
    set { self[ScrollContentOffsetAdjustmentBehaviorKey.self] = newValue }
  }
}

extension ScrollPhaseChangeContext {
  /// How fast the scroll view was scrolling when its phase changed, if known: the
  /// engine delivers no scroll gesture, so it is never known (`nil`).
  public var velocity: CGVector? { nil }
}

extension ScrollTargetBehaviorContext {
  /// How fast the scroll was going as it was released: scrolls here end with no
  /// velocity (the engine delivers no scroll gesture).
  public var velocity: CGVector { CGVector() }
}

extension ScrollTransitionConfiguration {
  /// Following the scroll along a timing curve.
  ///
  /// - Parameter timingCurve: How the transition's progress follows the scroll.
  /// - Returns: The configuration.
  public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "interactive(timingCurve: \(timingCurve.name))")
  }
}

// MARK: - Presentation sizing

/// A sizing of a presentation with some dimensions fitted to its content or kept from
/// shrinking.
public struct ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing, CustomStringConvertible {
  /// The sizing changed.
  public let base: Base
  let change: String
  let horizontal: Bool
  let vertical: Bool
  public var description: String { "\(base).\(change)(horizontal: \(horizontal), vertical: \(vertical))" }
}

extension PresentationSizing {
  /// The sizing, fitted to the content's ideal size along the dimensions given.
  ///
  /// - Parameters:
  ///   - horizontal: Whether the width fits the content.
  ///   - vertical: Whether the height fits the content.
  /// - Returns: The sizing.
  public func fitted(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing<Self> {
    ModifiedPresentationSizing(base: self, change: "fitted", horizontal: horizontal, vertical: vertical)
  }

  /// The sizing, growing with the content but never shrinking along the dimensions given.
  ///
  /// - Parameters:
  ///   - horizontal: Whether the width never shrinks.
  ///   - vertical: Whether the height never shrinks.
  /// - Returns: The sizing.
  public func sticky(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing<Self> {
    ModifiedPresentationSizing(base: self, change: "sticky", horizontal: horizontal, vertical: vertical)
  }
}

// MARK: - The button border as a shape

extension ButtonBorderShape: InsettableShape {
  public typealias Body = Never
  public typealias InsetShape = ButtonBorderShape

  /// The corner radius the system draws rounded borders with where none is given.
  static let systemCornerRadius = 6.0

  /// A rounded rectangle of a corner radius.
  ///
  /// - Parameter radius: The corner radius.
  /// - Returns: The shape.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(radius: \(Double(radius)))", cornerRadius: Double(radius))
  }

  /// The border's outline in a rectangle: a capsule, a circle (the largest centred in
  /// it) or a rounded rectangle (the system's radius unless given), inset by the
  /// shape's inset.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: The outline.
  nonisolated public func path(in rect: CGRect) -> Path {
    let inset = CGFloat(insetAmount)
    let bounds = CGRect(
      x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - 2 * inset),
      height: max(0, rect.height - 2 * inset))
    switch name {
    case "capsule": return Path(roundedRect: bounds, cornerRadius: min(bounds.width, bounds.height) / 2)
    case "circle":
      let side = min(bounds.width, bounds.height)
      return Path(
        ellipseIn: CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side))
    default:
      let radius = max(0, (cornerRadius ?? ButtonBorderShape.systemCornerRadius) - insetAmount)
      return Path(roundedRect: bounds, cornerRadius: CGFloat(radius))
    }
  }

  /// The shape inset by an amount: its outline drawn that far inside the rectangle,
  /// a rounded rectangle's radius reduced by as much.
  ///
  /// - Parameter amount: How far inside.
  /// - Returns: The inset shape.
  nonisolated public func inset(by amount: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: name, cornerRadius: cornerRadius, insetAmount: insetAmount + Double(amount))
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The border shape of the buttons around: the automatic one.
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

// MARK: - Geometry effects

/// A modifier that changes its view's geometry by a projection transform (applied with
/// `.modifier(_:)`; its value is shown as its node's leaf).
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform of the view's coordinates for a size.
  ///
  /// - Parameter size: The view's size.
  /// - Returns: The transform.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// No body: the effect transforms its content.
  ///
  /// - Parameter content: The content.
  /// - Returns: Never.
  public func body(content: Content) -> Never { builtinBody() }

  /// The effect, drawn without changing the layout of its view.
  ///
  /// - Returns: The effect.
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect that does not change its view's layout.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  /// The effect.
  public var base: Base

  /// The effect's animatable data.
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  /// The effect's transform.
  ///
  /// - Parameter size: The view's size.
  /// - Returns: The transform.
  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

// MARK: - Drawing

extension GraphicsContext {
  /// Draws a line of a text layout.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - options: How the glyphs are drawn.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
    record("draw line of \(line.count) runs at \(line.origin)")
  }

  /// Draws a run of a text layout.
  ///
  /// - Parameters:
  ///   - run: The run.
  ///   - options: How the glyphs are drawn.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
    record("draw run of \(run.count) glyphs at \(run.typographicBounds.origin)")
  }

  /// Draws a slice of a run of a text layout.
  ///
  /// - Parameters:
  ///   - slice: The slice.
  ///   - options: How the glyphs are drawn.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
    record("draw glyphs \(slice.indices) at \(slice.typographicBounds.origin)")
  }
}

extension GraphicsContext.Shading {
  /// A mesh gradient.
  ///
  /// - Parameter mesh: The gradient.
  /// - Returns: The shading.
  public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading {
    GraphicsContext.Shading(name: "mesh \(mesh.width)×\(mesh.height)")
  }
}

// MARK: - Widgets

/// A widget configuration with a background task's action.
public struct BackgroundTaskWidgetConfiguration<Content: WidgetConfiguration, Request: Sendable, Response: Sendable> {
  /// The configuration.
  public let content: Content
  let task: BackgroundTask<Request, Response>
  /// What runs for the task (stored: the system runs no background task here).
  let action: @Sendable (Request) async -> Response
}

extension BackgroundTaskWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never
  /// No body: a configuration of its own.
  public var body: Never { builtinBody() }
}

extension WidgetConfiguration {
  /// Runs an action when the system runs a background task for the widget (stored:
  /// the system runs none here).
  ///
  /// - Parameters:
  ///   - task: The task.
  ///   - action: What runs for it.
  /// - Returns: The configuration.
  nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> BackgroundTaskWidgetConfiguration<Self, D, R> {
    BackgroundTaskWidgetConfiguration(content: self, task: task, action: action)
  }
}

// MARK: - Symbol effects

extension WiggleSymbolEffect {
  /// Wiggling along an angle.
  ///
  /// - Parameter angle: The direction.
  /// - Returns: The effect.
  public static func custom(angle: Angle) -> WiggleSymbolEffect {
    WiggleSymbolEffect(parts: SymbolEffectParts(name: "wiggle")).adding("custom(angle: \(angle))")
  }
}
