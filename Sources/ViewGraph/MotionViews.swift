package import ViewGraphCore

// SwiftUI's animated views and the values around them that use Foundation types:
// `@Namespace` (an identity kept while its view lives) and `matchedGeometryEffect`,
// `phaseAnimator`/`PhaseAnimator` (realized in their first phase), `TimelineView`
// and its schedules (realized once, for the schedule's first date),
// `sensoryFeedback`, unit curves, `CGFloat` arithmetic, and the scale and offset
// transitions.
// Status: Partial. Differs: nothing animates and time is not simulated: a phase
// animator stays in its first phase, a timeline view shows its first entry, and no
// feedback plays.

// MARK: - Namespace

/// A namespace for matched geometry effects: an identity kept while its view lives.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  var id: Int?

  /// Creates a namespace.
  public init() {}

  /// The namespace's identity: the same at every body of its view, another for
  /// another view.
  public var wrappedValue: Namespace.ID { ID(value: id ?? 0) }

  /// The identity of a namespace.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    public var description: String { "namespace \(value)" }
  }
}

/// The identity a namespace keeps while its view lives.
final class NamespaceSlot {
  @MainActor static var made = 0
  let id: Int
  @MainActor init() {
    NamespaceSlot.made += 1
    id = NamespaceSlot.made
  }
}

extension Namespace: InstallableProperty {
  package static var propertyKind: String { "@Namespace" }
  package mutating func install(in site: PropertySite) {
    id = site.slot { NamespaceSlot() }.id
  }
}

/// Which parts of a view's geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable, CustomStringConvertible {
  /// The options as bits.
  public let rawValue: UInt32
  /// Creates properties from bits.
  ///
  /// - Parameter rawValue: The options as bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The view's position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// The view's position and size.
  public static let frame = MatchedGeometryProperties(rawValue: 3)
  public var description: String {
    switch rawValue {
    case 1: "position"
    case 2: "size"
    case 3: "frame"
    default: "\(rawValue)"
    }
  }
}

extension View {
  /// Shares the view's geometry with the views of the same id in a namespace.
  ///
  /// - Parameters:
  ///   - id: The identity shared.
  ///   - namespace: The namespace of the identity.
  ///   - properties: Which parts of the geometry are shared.
  ///   - anchor: The point of the view the geometry is matched at.
  ///   - isSource: Whether this view's geometry is the one the others take.
  /// - Returns: The view.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> ModifiedContent<Self, VisualModifier> {
    visual(
      "matchedGeometryEffect",
      "id: \(id), in: \(namespace)\(properties == .frame ? "" : ", \(properties)")\(anchor == .center ? "" : ", anchor: \(anchor)")\(isSource ? "" : ", not source")"
    )
  }
}

// MARK: - Sensory feedback

/// A haptic or audio feedback played when a value changes.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// A task completed.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value increased.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something aligned with a guide.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level of pressure changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A path completed (a drawing closed).
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of a weight.
  ///
  /// - Parameters:
  ///   - weight: How heavy.
  ///   - intensity: How strong, 0 to 1.
  /// - Returns: The feedback.
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
  }

  /// An impact of a flexibility.
  ///
  /// - Parameters:
  ///   - flexibility: How flexible the objects are.
  ///   - intensity: How strong, 0 to 1.
  /// - Returns: The feedback.
  public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
  }

  /// How heavy an impact is.
  public struct Weight: Equatable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible the objects of an impact are.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }
}

extension View {
  /// Plays a feedback when `trigger` changes (no feedback plays: both are values of
  /// the view).
  ///
  /// - Parameters:
  ///   - feedback: The feedback.
  ///   - trigger: The value whose change plays it.
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("sensoryFeedback", "\(feedback) on \(trigger)")
  }

  /// Plays a feedback when `trigger` changes and `condition` allows it.
  ///
  /// - Parameters:
  ///   - feedback: The feedback.
  ///   - trigger: The value whose change plays it.
  ///   - condition: Told the old and new values; whether the feedback plays (not run:
  ///     no feedback plays).
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("sensoryFeedback", "\(feedback) on \(trigger), conditional")
  }

  /// Plays the feedback `feedback` returns when `trigger` changes.
  ///
  /// - Parameters:
  ///   - trigger: The value whose change plays it.
  ///   - feedback: Told the old and new values; the feedback, if any (not run: no
  ///     feedback plays).
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("sensoryFeedback", "computed on \(trigger)")
  }
}

// MARK: - Phase animator

/// A view animating its content through phases, in turn, when a trigger changes.
///
/// Nothing animates: the content is realized in the first phase, in this view's
/// body.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  let phases: [Phase]
  let trigger: String?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Creates a view going through its phases each time `trigger` changes.
  ///
  /// - Parameters:
  ///   - phases: The phases, the first one the view rests in.
  ///   - trigger: The value whose change starts a pass through the phases.
  ///   - content: The view in a phase.
  ///   - animation: The animation into each phase.
  nonisolated public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in nil }
  ) {
    self.phases = Array(phases)
    self.trigger = "\(trigger)"
    self.content = content
    self.animation = animation
  }

  /// Creates a view going through its phases continuously.
  ///
  /// - Parameters:
  ///   - phases: The phases, the first one the view starts in.
  ///   - content: The view in a phase.
  ///   - animation: The animation into each phase.
  nonisolated public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in nil }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }
}

extension PhaseAnimator: View {
  /// The content in the first phase.
  @MainActor @preconcurrency
  public var body: some View {
    if let first = phases.first {
      content(first).visual(
        "phaseAnimator", "\(first) of \(phases.count) phases\(trigger.map { ", trigger: \($0)" } ?? ", continuous")")
    }
  }
}

extension View {
  /// Animates the view through phases, in turn, when `trigger` changes (realized in
  /// the first phase: nothing animates).
  ///
  /// - Parameters:
  ///   - phases: The phases, the first one the view rests in.
  ///   - trigger: The value whose change starts a pass through the phases.
  ///   - content: Modifies the view (its placeholder) for a phase.
  ///   - animation: The animation into each phase.
  /// - Returns: The view in its first phase.
  nonisolated public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in nil }
  ) -> PhaseAnimator<Phase, V> {
    let placeholder = PlaceholderContentView<Self>(self)
    let phased: (Phase) -> V = { content(placeholder, $0) }
    return PhaseAnimator(phases, trigger: trigger, content: phased, animation: animation)
  }

  /// Animates the view through phases continuously (realized in the first phase:
  /// nothing animates).
  ///
  /// - Parameters:
  ///   - phases: The phases, the first one the view starts in.
  ///   - content: Modifies the view (its placeholder) for a phase.
  ///   - animation: The animation into each phase.
  /// - Returns: The view in its first phase.
  nonisolated public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in nil }
  ) -> PhaseAnimator<Phase, V> {
    let placeholder = PlaceholderContentView<Self>(self)
    let phased: (Phase) -> V = { content(placeholder, $0) }
    return PhaseAnimator(phases, content: phased, animation: animation)
  }
}

// MARK: - Timeline view

/// How often a timeline schedule wants its entries while the device is idle.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// Every entry.
  case normal
  /// Fewer entries (an idle, always-on display).
  case lowFrequency
}

/// The dates a timeline view updates at.
public protocol TimelineSchedule {
  /// How often entries are wanted.
  typealias Mode = TimelineScheduleMode
  /// The dates, in increasing order.
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  /// The dates from `startDate` on.
  ///
  /// - Parameters:
  ///   - startDate: The first date asked for.
  ///   - mode: How often entries are wanted.
  /// - Returns: The dates.
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A schedule of dates at a regular interval from a start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval
  /// Creates a schedule.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The time between dates, in seconds.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }
  /// The dates of the schedule, from the last one not after `startDate`.
  ///
  /// - Parameters:
  ///   - startDate: The first date asked for.
  ///   - mode: How often entries are wanted.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(start)
    let steps = interval > 0 && elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    return Entries(upcoming: start.addingTimeInterval(steps * interval), interval: interval)
  }
  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval
    /// The next date.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

/// A schedule of the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Creates a schedule.
  public init() {}
  /// The start of the minute of `startDate`, then of every minute after it.
  ///
  /// - Parameters:
  ///   - startDate: The first date asked for.
  ///   - mode: How often entries are wanted.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
  }
  /// The dates of an every-minute schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    /// The next date.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }
}

/// A schedule of given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  /// Creates a schedule.
  ///
  /// - Parameter dates: The dates, in increasing order.
  public init(_ dates: Entries) { self.dates = dates }
  /// The dates given.
  ///
  /// - Parameters:
  ///   - startDate: The first date asked for.
  ///   - mode: How often entries are wanted.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

/// A schedule updating as often as an animation would.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool
  /// Creates a schedule.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between dates, in seconds.
  ///   - paused: Whether the schedule stops producing dates.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
  /// `startDate`, then dates a frame (or `minimumInterval`) apart; only `startDate`
  /// while paused.
  ///
  /// - Parameters:
  ///   - startDate: The first date asked for.
  ///   - mode: How often entries are wanted.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 120), paused: paused)
  }
  /// The dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval
    let paused: Bool
    /// The next date.
    ///
    /// - Returns: The date, or `nil` once paused.
    public mutating func next() -> Date? {
      let current = upcoming
      upcoming = paused ? nil : current?.addingTimeInterval(interval)
      return current
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Dates at a regular interval from a start.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The time between dates, in seconds.
  /// - Returns: The schedule.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Dates as often as an animation would.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Dates as often as an animation would, at most every `minimumInterval`.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between dates, in seconds.
  ///   - paused: Whether the schedule stops producing dates.
  /// - Returns: The schedule.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// The given dates.
  ///
  /// - Parameter dates: The dates, in increasing order.
  /// - Returns: The schedule.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// The context a timeline view's content gets, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A view whose content updates at the dates of a schedule.
///
/// Its content is made for the schedule's entry at the host's date when the view
/// appears, then again at each later entry the host's clock reaches
/// (``ViewHost/advance(by:)``), in the view's own tracking scope (as a geometry
/// reader's content is): each tick re-runs the bodies whose inputs the new date
/// changes.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// What a timeline view's content is given: the date of the entry and how often
  /// entries come.
  public struct Context {
    /// The date of the entry shown.
    public let date: Date
    /// How often the content updates.
    public let cadence: Cadence

    /// How often a timeline view's content updates.
    public enum Cadence: Comparable, Hashable, Sendable {
      /// Continuously.
      case live
      /// Every second.
      case seconds
      /// Every minute.
      case minutes
    }

    /// Asks for the content to be made again; the next entry comes at its date
    /// anyway, so this does nothing more here.
    public func invalidateTimelineContent() {}
  }
}

extension TimelineView: View, BuiltinView where Content: View {
  /// A timeline view has no body: its content is realized for its first entry.
  public typealias Body = Never
  public var body: Never { builtinBody() }

  /// Creates a timeline view.
  ///
  /// - Parameters:
  ///   - schedule: The dates the content updates at.
  ///   - content: The content at a date.
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// Creates a timeline view whose content is given a context of this schedule's
  /// type (SwiftUI's older form).
  ///
  /// - Parameters:
  ///   - schedule: The dates the content updates at.
  ///   - content: The content at a date.
  @_disfavoredOverload
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Never>.Context) -> Content
  ) {
    self.schedule = schedule
    self.content = { context in
      let cadence: TimelineView<Schedule, Never>.Context.Cadence =
        switch context.cadence {
        case .live: .live
        case .seconds: .seconds
        case .minutes: .minutes
        }
      return content(TimelineView<Schedule, Never>.Context(date: context.date, cadence: cadence))
    }
  }

  package func expand(into expansion: inout Expansion) {
    let clock = HostClock.current
    let entry = expansion.memo as? TimelineEntry ?? TimelineEntry()
    // The entry at the host's date, when the view first appears or is given another
    // schedule (SwiftUI asks the new schedule for its entries from now).
    let key = TimelineTicks<Schedule>.key(schedule)
    if (entry.shown == nil || entry.scheduleKey != key) && !expansion.isAudit {
      let now = clock.map { Date(timeIntervalSinceReferenceDate: $0.secondsSinceReferenceDate) } ?? Date()
      entry.show(TimelineDates.shown(by: TimelineDates.dates(of: schedule, from: now), at: now), of: key)
    }
    expansion.memo = entry
    let cadence: TimelineViewDefaultContext.Cadence =
      Schedule.self == EveryMinuteTimelineSchedule.self ? .minutes : .live
    let content = self.content
    expansion.leaf = LeafContent(kind: "TimelineView", value: "\(cadence)")
    if let clock, !expansion.isAudit {
      let ticks = TimelineTicks(schedule: schedule, entry: entry, clock: clock)
      expansion.subscribe(ReceiveSubscription(ticks, announced: false) { entry.shown = $0 })
    }
    // The row reads the entry in its own tracking scope: a tick re-makes it.
    expansion.children.append(
      ChildSpec(
        key: .content,
        source: .row(
          label: "",
          content: RowContent {
            content(TimelineViewDefaultContext(date: entry.date, cadence: cadence))
          })))
  }
}

// MARK: - Unit curves

/// A curve from 0 to 1 over a unit of time: how an animation eases.
public struct UnitCurve: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    case bezier(p1x: Double, p1y: Double, p2x: Double, p2y: Double)
    case circularEaseIn, circularEaseOut, circularEaseInOut
  }
  let shape: Shape
  let inverted: Bool

  /// A cubic Bézier curve from (0, 0) to (1, 1) by its two control points.
  ///
  /// - Parameters:
  ///   - startControlPoint: The first control point.
  ///   - endControlPoint: The second control point.
  /// - Returns: The curve.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      shape: .bezier(
        p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y), p2x: Double(endControlPoint.x),
        p2y: Double(endControlPoint.y)), inverted: false)
  }

  /// Eases in and out (the default curve).
  public static let easeInOut = UnitCurve(shape: .bezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1), inverted: false)
  /// Eases in and out, as `easeInOut`.
  public static let easeInEaseOut = easeInOut
  /// Starts slowly.
  public static let easeIn = UnitCurve(shape: .bezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1), inverted: false)
  /// Ends slowly.
  public static let easeOut = UnitCurve(shape: .bezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1), inverted: false)
  /// A quarter circle starting slowly.
  public static let circularEaseIn = UnitCurve(shape: .circularEaseIn, inverted: false)
  /// A quarter circle ending slowly.
  public static let circularEaseOut = UnitCurve(shape: .circularEaseOut, inverted: false)
  /// Two quarter circles, starting and ending slowly.
  public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut, inverted: false)
  /// Constant speed.
  public static let linear = UnitCurve(shape: .bezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1), inverted: false)

  /// The curve as an animation's name shows it.
  var name: String {
    let base =
      switch shape {
      case .bezier(let p1x, let p1y, let p2x, let p2y): "bezier(\(p1x), \(p1y), \(p2x), \(p2y))"
      case .circularEaseIn: "circularEaseIn"
      case .circularEaseOut: "circularEaseOut"
      case .circularEaseInOut: "circularEaseInOut"
      }
    return inverted ? "\(base).inverse" : base
  }

  /// The curve mirrored across its diagonal: the progress at which it reaches each value.
  public var inverse: UnitCurve { UnitCurve(shape: shape, inverted: !inverted) }

  /// The value of the curve at a progress.
  ///
  /// - Parameter progress: The progress, 0 to 1 (clamped).
  /// - Returns: The value.
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    return inverted ? UnitCurve.solve(shape, forValue: x) : UnitCurve.evaluate(shape, at: x)
  }

  /// The rate of change of the curve at a progress.
  ///
  /// - Parameter progress: The progress, 0 to 1 (clamped).
  /// - Returns: The rate.
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    let h = 1e-5
    let (a, b) = (max(0, x - h), min(1, x + h))
    return (value(at: b) - value(at: a)) / (b - a)
  }

  /// The value of a curve shape at a progress.
  static func evaluate(_ shape: Shape, at x: Double) -> Double {
    switch shape {
    case .bezier(let p1x, let p1y, let p2x, let p2y):
      let t = bezierParameter(forX: x, p1x, p2x)
      return bezier(t, p1y, p2y)
    case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: return ((2 - x) * x).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
        : 0.5 * ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1)
    }
  }

  /// The progress at which a curve shape reaches a value (the curves are increasing).
  static func solve(_ shape: Shape, forValue y: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if evaluate(shape, at: mid) < y { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// One coordinate of a cubic Bézier from 0 to 1 at parameter `t`.
  static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  /// The parameter at which a Bézier's x coordinate is `x` (x is increasing in t).
  static func bezierParameter(forX x: Double, _ p1x: Double, _ p2x: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, p1x, p2x) < x { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}

extension Animation {
  /// An animation following a unit curve over a duration.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - duration: The duration, in seconds.
  /// - Returns: The animation.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(motionName: "timingCurve(\(curve.name), duration: \(duration))", timing: .curve(duration))
  }
}

// MARK: - CGFloat

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: Animatable {
  /// A number animates as itself.
  public typealias AnimatableData = CGFloat
}

// MARK: - Scale and offset transitions

/// A transition scaling the view in and out.
public struct ScaleTransition: Transition, DescribedTransition {
  /// The scale the view is inserted at and removed to.
  public var scale: Double
  /// The point scaled around.
  public var anchor: UnitPoint
  /// Creates the transition.
  ///
  /// - Parameters:
  ///   - scale: The scale the view is inserted at and removed to.
  ///   - anchor: The point scaled around.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  /// The view, scaled unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
  }
  package var transitionDescription: String { "scale(\(scale)\(anchor == .center ? "" : ", anchor: \(anchor)"))" }
}

/// A transition moving the view by an offset as it is inserted and removed.
public struct OffsetTransition: Transition, DescribedTransition {
  /// The offset.
  public var offset: CGSize
  /// Creates the transition.
  ///
  /// - Parameter offset: The offset.
  public init(_ offset: CGSize) { self.offset = offset }
  /// The view, offset unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
  package var transitionDescription: String { "offset(\(Double(offset.width)), \(Double(offset.height)))" }
}

extension Transition where Self == ScaleTransition {
  /// Scales the view from nothing in and to nothing out.
  @MainActor @preconcurrency public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Scales the view in from and out to a scale.
  ///
  /// - Parameters:
  ///   - scale: The scale.
  ///   - anchor: The point scaled around.
  /// - Returns: The transition.
  @MainActor @preconcurrency
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == OffsetTransition {
  /// Moves the view in from and out by an offset.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The transition.
  @MainActor @preconcurrency public static func offset(_ offset: CGSize) -> OffsetTransition {
    OffsetTransition(offset)
  }
  /// Moves the view in from and out by an offset.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The transition.
  @MainActor @preconcurrency public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension AnyTransition {
  /// Moves the view in from and out by an offset.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The transition.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(motionName: "offset(\(Double(offset.width)), \(Double(offset.height)))")
  }
  /// Moves the view in from and out by an offset.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The transition.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  /// Scales the view in from and out to a scale.
  ///
  /// - Parameters:
  ///   - scale: The scale.
  ///   - anchor: The point scaled around.
  /// - Returns: The transition.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(motionName: "scale(\(Double(scale))\(anchor == .center ? "" : ", anchor: \(anchor)"))")
  }
}

extension Namespace: CustomStringConvertible {
  /// How a cause shows it: `Namespace()` (its identity is its view's).
  public var description: String { "Namespace()" }
}
