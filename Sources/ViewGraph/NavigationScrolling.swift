public import ViewGraphCore

// Models SwiftUI's scrolling surface whose signatures take `CGFloat`, `CGPoint` or
// `UnitPoint`. A bound scroll position scrolls the lazy container below it to the
// bound row id (ViewGraphCore's NavigationScrollPosition.swift); target behaviors,
// bounce, clipping, anchors and indicator flashes are values shown as their node's
// leaf; the scroll geometry, phase and visibility callbacks never run, since nothing
// is laid out or moves on its own.
// Status: Partial. Differs: no scroll geometry, phase or visibility is computed;
// scrolling by hand does not write a bound position back.

// MARK: - Scroll position

/// Where a scroll view is scrolled: a view's id, an edge, or a point.
public struct ScrollPosition: Equatable, Sendable {
  private enum Target: Equatable, Sendable {
    case none
    case id(AnyHashableSendable, anchor: UnitPoint?)
    case edge(Edge)
    case point(CGPoint)
    case x(CGFloat)
    case y(CGFloat)
    case xy(CGFloat, CGFloat)
  }

  private var target: Target
  /// The id scrolled to, as given.
  private var id: (any Hashable & Sendable)?
  /// Whether the user scrolled there (never here: only code scrolls).
  public private(set) var isPositionedByUser = false

  /// A position for views identified by a type of id, none chosen yet.
  public init(idType: (some Hashable & Sendable).Type = Never.self) { target = .none }
  /// A position at an edge.
  ///
  /// - Parameters:
  ///   - idType: The type of the views' ids.
  ///   - edge: The edge.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { target = .edge(edge) }
  /// A position at a point of the content.
  ///
  /// - Parameters:
  ///   - idType: The type of the views' ids.
  ///   - point: The point.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { target = .point(point) }
  /// A position at a horizontal offset.
  ///
  /// - Parameters:
  ///   - idType: The type of the views' ids.
  ///   - x: The offset.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { target = .x(x) }
  /// A position at a vertical offset.
  ///
  /// - Parameters:
  ///   - idType: The type of the views' ids.
  ///   - y: The offset.
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { target = .y(y) }
  /// A position at an offset.
  ///
  /// - Parameters:
  ///   - idType: The type of the views' ids.
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { target = .xy(x, y) }
  /// A position at the view with an id.
  ///
  /// - Parameters:
  ///   - id: The view's id.
  ///   - anchor: Which point of the view is placed.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .id(AnyHashableSendable(id), anchor: anchor)
    self.id = id
  }

  /// The edge scrolled to, if the position is one.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point scrolled to, if the position is one.
  public var point: CGPoint? {
    switch target {
    case .point(let point): point
    case .xy(let x, let y): CGPoint(x: x, y: y)
    default: nil
    }
  }

  /// The id of the view scrolled to, if the position is one.
  public var viewID: (any Hashable & Sendable)? { id }

  /// The id of the view scrolled to, as a type.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if case .id(let id, _) = target { return id.base as? T }
    return nil
  }

  /// Scrolls to the view with an id.
  ///
  /// - Parameters:
  ///   - id: The view's id.
  ///   - anchor: Which point of the view is placed.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .id(AnyHashableSendable(id), anchor: anchor)
    self.id = id
  }
  /// Scrolls to an edge.
  public mutating func scrollTo(edge: Edge) { (target, id) = (.edge(edge), nil) }
  /// Scrolls to a point.
  public mutating func scrollTo(point: CGPoint) { (target, id) = (.point(point), nil) }
  /// Scrolls to a horizontal offset.
  public mutating func scrollTo(x: CGFloat) { (target, id) = (.x(x), nil) }
  /// Scrolls to a vertical offset.
  public mutating func scrollTo(y: CGFloat) { (target, id) = (.y(y), nil) }
  /// Scrolls to an offset.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { (target, id) = (.xy(x, y), nil) }

  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.target == rhs.target && lhs.isPositionedByUser == rhs.isPositionedByUser
  }

  /// What a bound position asks the lazy container below for.
  var request: ScrollRequest? {
    switch target {
    case .id(let id, _): .id(id)
    case .edge(let edge): .edge(last: edge == .bottom || edge == .trailing)
    default: nil
    }
  }

  /// The position as shown.
  var shown: String {
    switch target {
    case .none: "none"
    case .id(let id, let anchor): "id \(id.base)\(anchor.map { ", \($0)" } ?? "")"
    case .edge(let edge): "edge \(edge)"
    case .point(let point): "point (\(Double(point.x)), \(Double(point.y)))"
    case .x(let x): "x \(Double(x))"
    case .y(let y): "y \(Double(y))"
    case .xy(let x, let y): "point (\(Double(x)), \(Double(y)))"
    }
  }
}

// MARK: - Targets and behaviors

/// Where a scroll ends: a rectangle of the content, and an anchor.
public struct ScrollTarget: Hashable, Sendable {
  /// The rectangle to show.
  public var rect: CGRect
  /// Which point of the rectangle is placed.
  public var anchor: UnitPoint?

  /// A target (the engine's, for tests of behaviors).
  package init(rect: CGRect, anchor: UnitPoint?) {
    self.rect = rect
    self.anchor = anchor
  }

  public static func == (lhs: ScrollTarget, rhs: ScrollTarget) -> Bool {
    lhs.rect == rhs.rect && lhs.anchor == rhs.anchor
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(rect.origin.x))
    hasher.combine(Double(rect.origin.y))
    hasher.combine(Double(rect.size.width))
    hasher.combine(Double(rect.size.height))
    hasher.combine(anchor)
  }
}

/// What a scroll target behavior knows of the scroll it adjusts.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// Where the scroll would end.
  public var originalTarget: ScrollTarget
  /// The size of the content.
  public var contentSize: CGSize
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The axes it scrolls along.
  public var axes: Axis.Set
  let environment: EnvironmentValues

  /// A context for a scroll (the engine's, for tests of behaviors).
  package init(
    originalTarget: ScrollTarget, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
    environment: EnvironmentValues
  ) {
    self.originalTarget = originalTarget
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.axes = axes
    self.environment = environment
  }

  /// An environment value where the scroll view is.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// How a scroll view adjusts where a scroll ends.
public protocol ScrollTargetBehavior {
  /// What the behavior knows of the scroll.
  typealias TargetContext = ScrollTargetBehaviorContext
  /// Adjusts where a scroll ends.
  ///
  /// - Parameters:
  ///   - target: Where it ends, to adjust.
  ///   - context: What is known of the scroll.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// A behavior that ends scrolls on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable, CustomStringConvertible {
  /// Paging.
  public init() {}
  /// Moves the target to the nearest page boundary.
  ///
  /// - Parameters:
  ///   - target: Where the scroll ends.
  ///   - context: What is known of the scroll.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let height = context.containerSize.height
    guard height > 0 else { return }
    target.rect.origin.y = (target.rect.origin.y / height).rounded() * height
  }
  public var description: String { "paging" }
}

/// A behavior that ends scrolls aligned to the views of a scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable, CustomStringConvertible {
  /// How far one scroll may go.
  public struct LimitBehavior: Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// The platform's default.
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    /// One view at a time on compact widths.
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    /// As far as the user swipes.
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
    /// A few views at a time.
    public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
    /// One view at a time.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
  }

  let limitBehavior: LimitBehavior

  /// A view-aligned behavior.
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
  /// Leaves the target where it is (no views are measured).
  ///
  /// - Parameters:
  ///   - target: Where the scroll ends.
  ///   - context: What is known of the scroll.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  public var description: String { "viewAligned(\(limitBehavior))" }
}

/// A type-erased scroll target behavior.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior, CustomStringConvertible {
  /// The behavior erased.
  public var base: any ScrollTargetBehavior

  /// Erases a behavior's type.
  public init(_ base: some ScrollTargetBehavior) { self.base = base }
  /// Adjusts the target as the erased behavior does.
  ///
  /// - Parameters:
  ///   - target: Where the scroll ends.
  ///   - context: What is known of the scroll.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    base.updateTarget(&target, context: context)
  }
  public var description: String { "\(base)" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Ends scrolls on page boundaries.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Ends scrolls aligned to views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  /// Ends scrolls aligned to views, limited as given.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

// MARK: - Geometry and phases

/// The geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// A geometry.
  ///
  /// - Parameters:
  ///   - contentOffset: How far the content is scrolled.
  ///   - contentSize: The size of the content.
  ///   - contentInsets: The insets of the content.
  ///   - containerSize: The size of the scroll view.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content on screen.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds in the content's coordinates.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
      width: containerSize.width, height: containerSize.height)
  }

  public static func == (lhs: ScrollGeometry, rhs: ScrollGeometry) -> Bool {
    lhs.contentOffset == rhs.contentOffset && lhs.contentSize == rhs.contentSize
      && lhs.contentInsets == rhs.contentInsets && lhs.containerSize == rhs.containerSize
  }

  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
  }
}

/// What a scroll view is doing.
public enum ScrollPhase: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
  /// Not scrolling.
  case idle
  /// The user touches it, not yet scrolling.
  case tracking
  /// The user scrolls it.
  case interacting
  /// It slows down after the user let go.
  case decelerating
  /// It scrolls on its own, to a position.
  case animating

  /// Whether it is moving.
  public var isScrolling: Bool { self != .idle }

  public static func == (lhs: ScrollPhase, rhs: ScrollPhase) -> Bool { lhs.debugDescription == rhs.debugDescription }
  public func hash(into hasher: inout Hasher) { hasher.combine(debugDescription) }
  public var hashValue: Int { debugDescription.hashValue }

  public var debugDescription: String {
    switch self {
    case .idle: "idle"
    case .tracking: "tracking"
    case .interacting: "interacting"
    case .decelerating: "decelerating"
    case .animating: "animating"
    }
  }
}

/// What is known of a scroll phase change.
public struct ScrollPhaseChangeContext {
  /// The scroll view's geometry.
  public var geometry: ScrollGeometry
}

/// Where a view is in a scroll transition.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible region (above or leading).
  case topLeading
  /// Inside the visible region.
  case identity
  /// After the visible region (below or trailing).
  case bottomTrailing

  /// Whether the view is inside the visible region.
  public var isIdentity: Bool { self == .identity }
  /// -1 before, 0 inside, 1 after.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }

  public static func == (lhs: ScrollTransitionPhase, rhs: ScrollTransitionPhase) -> Bool { lhs.value == rhs.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
  public var hashValue: Int { value.hashValue }
}

/// How a scroll transition follows the scroll.
public struct ScrollTransitionConfiguration: Sendable, CustomStringConvertible {
  /// Where a transition starts and ends in the visible region.
  public struct Threshold: Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// As soon as any part is visible.
    public static var visible: Threshold { Threshold(name: "visible") }
    /// Once it is hidden.
    public static var hidden: Threshold { Threshold(name: "hidden") }
    /// At the center.
    public static var centered: Threshold { Threshold(name: "centered") }
    /// Once a share of it is visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold(name: "visible(\(amount))") }
    /// This threshold, inset by a length.
    public func inset(by distance: Double) -> Threshold { Threshold(name: "\(name).inset(by: \(distance))") }
    /// Between this threshold and another.
    ///
    /// - Parameters:
    ///   - other: The other threshold.
    ///   - amount: How far towards it.
    /// - Returns: The threshold between.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(name: "\(name).interpolated(towards: \(other.name), amount: \(amount))")
    }
  }

  let name: String
  public var description: String { name }

  /// Following the scroll.
  public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "interactive") }
  /// Animated between phases.
  public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "animated") }
  /// Animated between phases with an animation.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "animated(\(animation))")
  }
  /// No transition.
  public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "identity") }
  /// This configuration with an animation.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "\(name).animation(\(animation))")
  }
  /// This configuration with a threshold.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "\(name).threshold(\(threshold))")
  }
}

// MARK: - Values

/// What a scroll anchor applies to.
public struct ScrollAnchorRole: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Where content smaller than the scroll view is placed.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
  /// Where the scroll view starts.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// What stays in place when the content's size changes.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }

  public static func == (lhs: ScrollAnchorRole, rhs: ScrollAnchorRole) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Whether a scroll view bounces at its edges.
public struct ScrollBounceBehavior: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
  /// Always.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
  /// Only when the content is larger than the scroll view.
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// Whether a kind of input scrolls a scroll view.
public struct ScrollInputBehavior: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ScrollInputBehavior { ScrollInputBehavior(name: "automatic") }
  /// The input scrolls.
  public static var enabled: ScrollInputBehavior { ScrollInputBehavior(name: "enabled") }
  /// The input does not scroll.
  public static var disabled: ScrollInputBehavior { ScrollInputBehavior(name: "disabled") }

  public static func == (lhs: ScrollInputBehavior, rhs: ScrollInputBehavior) -> Bool { lhs.name == rhs.name }
}

/// A kind of input that scrolls.
public struct ScrollInputKind: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Hovering over the scroll view's edges.
  public static var hover: ScrollInputKind { ScrollInputKind(name: "hover") }

  public static func == (lhs: ScrollInputKind, rhs: ScrollInputKind) -> Bool { lhs.name == rhs.name }
}

/// Whether a scroll view adjusts its offset when its content changes.
public struct ScrollContentOffsetAdjustmentBehavior: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ScrollContentOffsetAdjustmentBehavior {
    ScrollContentOffsetAdjustmentBehavior(name: "automatic")
  }
  /// No adjustment.
  public static var disabled: ScrollContentOffsetAdjustmentBehavior {
    ScrollContentOffsetAdjustmentBehavior(name: "disabled")
  }
}

// MARK: - Modifiers

extension View {
  /// Binds the scroll position of the lazy container below to a row's id: setting the
  /// id scrolls there, as one transaction after the update.
  ///
  /// - Parameters:
  ///   - id: The id of the first visible row.
  ///   - anchor: Which point of the row is placed.
  /// - Returns: The view with its bound position.
  nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, ScrollPositionModifier
  > {
    ModifiedContent(
      content: self,
      modifier: ScrollPositionModifier(
        name: "scrollPosition",
        request: { id.wrappedValue.map { .id(AnyHashableSendable($0)) } },
        shown: { id.wrappedValue.map { "\($0)" } ?? "nil" }))
  }

  /// Binds the scroll position of the lazy container below: a view's id or an edge
  /// scrolls there, as one transaction after the update.
  ///
  /// - Parameters:
  ///   - position: The position.
  ///   - anchor: Which point of a view is placed.
  /// - Returns: The view with its bound position.
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> ModifiedContent<Self, ScrollPositionModifier>
  {
    ModifiedContent(
      content: self,
      modifier: ScrollPositionModifier(
        name: "scrollPosition", request: { position.wrappedValue.request }, shown: { position.wrappedValue.shown }))
  }

  /// Applies an effect to this view as it moves through the visible region; the
  /// transition is stored, not run (SwiftUI runs it as the view scrolls, with geometry
  /// this engine does not compute); the configuration is shown.
  ///
  /// - Parameters:
  ///   - configuration: How the transition follows the scroll.
  ///   - axis: The axis it follows.
  ///   - transition: The effect for a phase.
  /// - Returns: The view with its scroll transition.
  nonisolated public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollTransition", "\(configuration)\(axis.map { ", \($0)" } ?? "")")
  }

  /// Applies an effect to this view as it moves through the visible region, configured
  /// per edge; the transition is stored, not run.
  ///
  /// - Parameters:
  ///   - topLeading: How the transition follows the scroll at the top or leading edge.
  ///   - bottomTrailing: How it follows the scroll at the bottom or trailing edge.
  ///   - axis: The axis it follows.
  ///   - transition: The effect for a phase.
  /// - Returns: The view with its scroll transition.
  nonisolated public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollTransition", "\(topLeading), \(bottomTrailing)\(axis.map { ", \($0)" } ?? "")")
  }

  /// Sets how the scroll view below ends its scrolls.
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scrollTargetBehavior", "\(behavior)")
  }

  /// Makes this layout's views the targets of a view-aligned scroll.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollTargetLayout", "\(isEnabled)")
  }

  /// Sets where the scroll view below is anchored.
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, VisualModifier> {
    visual("defaultScrollAnchor", shown(anchor))
  }

  /// Sets where the scroll view below is anchored, for a role.
  ///
  /// - Parameters:
  ///   - anchor: The anchor.
  ///   - role: What it applies to.
  /// - Returns: The view with its scroll anchor.
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("defaultScrollAnchor", "\(shown(anchor)) for \(role)")
  }

  /// Sets whether the scroll views below bounce.
  ///
  /// - Parameters:
  ///   - behavior: Whether they bounce.
  ///   - axes: Along which axes.
  /// - Returns: The view with its bounce behavior.
  nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("scrollBounceBehavior", "\(behavior)")
  }

  /// Sets whether the scroll views below clip their content.
  nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollClipDisabled", "\(disabled)")
  }

  /// Flashes the scroll indicators below when they appear.
  nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollIndicatorsFlash", "onAppear: \(onAppear)")
  }

  /// Flashes the scroll indicators below when a value changes; the value is shown.
  nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> ModifiedContent<Self, VisualModifier>
  {
    visual("scrollIndicatorsFlash", "trigger: \(value)")
  }

  /// Sets whether a kind of input scrolls the scroll views below.
  ///
  /// - Parameters:
  ///   - behavior: Whether it scrolls.
  ///   - input: The kind of input.
  /// - Returns: The view with its input behavior.
  public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scrollInputBehavior", "\(behavior) for \(input)")
  }

  /// Calls an action when a value of the scroll geometry changes; never run (no geometry
  /// is computed).
  ///
  /// - Parameters:
  ///   - type: The type of the value.
  ///   - transform: The value, from the geometry.
  ///   - action: The action, given the old and the new value.
  /// - Returns: The view with its action.
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("onScrollGeometryChange", nil)
  }

  /// Calls an action when the scroll phase changes; never run (nothing scrolls on
  /// its own).
  nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("onScrollPhaseChange", nil)
  }

  /// Calls an action, with its context, when the scroll phase changes; never run.
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("onScrollPhaseChange", nil)
  }

  /// Calls an action when the visible targets change; never run (no visibility
  /// is measured).
  ///
  /// - Parameters:
  ///   - idType: The type of the targets' ids.
  ///   - threshold: The share of a target that must show.
  ///   - action: The action, given the visible ids.
  /// - Returns: The view with its action.
  nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("onScrollTargetVisibilityChange", "threshold: \(threshold)")
  }

  /// Calls an action when this view's visibility in its scroll view changes; never run.
  ///
  /// - Parameters:
  ///   - threshold: The share of it that must show.
  ///   - action: The action, given whether it shows.
  /// - Returns: The view with its action.
  nonisolated public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("onScrollVisibilityChange", "threshold: \(threshold)")
  }
}
