import Dispatch
public import Foundation

// What Apple's Foundation adds to Combine, where Apple's does not exist (Linux):
// `RunLoop`, `DispatchQueue` and `OperationQueue` as schedulers, with Apple's time
// types, and `Timer.publish`. On Apple platforms Foundation declares them and this
// module is not built. Their main instances (`RunLoop.main`, `DispatchQueue.main`,
// `OperationQueue.main`) schedule on the simulated clock of the host whose update
// runs (SchedulingHooks.swift), so `debounce(for:scheduler: RunLoop.main)`,
// `receive(on: DispatchQueue.main)` and `Timer.publish(every:on: .main, in:)` run
// when a test advances that host's clock; everything else schedules for real.
// `DispatchQueue`: DispatchQueueScheduler.swift; `Timer.publish` and the notification
// publisher: FoundationPublishers.swift.

/// A scheduler's main instance on the running host's simulated timeline.
///
/// The one place `RunLoop.main`, `DispatchQueue.main`, `OperationQueue.main` and the
/// timer publisher ask for the timeline of the host whose update runs on the calling
/// thread. Each method answers `nil`
/// (or `false`) when there is none (no host's update on this thread, another instance
/// than the main one, or a build without the engine hooks): then they schedule for real.
struct SimulatedScheduling {
  /// Whether the scheduler is its type's main instance.
  let isMain: Bool
  /// Its name in the clock's labels (`RunLoop.main`).
  let name: String

  #if COMBINE_ENGINE_HOOKS
  private var timeline: (any SimulatedTimeline)? { isMain ? SchedulingEngineHooks.current : nil }
  #endif

  /// The host's date now.
  var date: Date? {
    #if COMBINE_ENGINE_HOOKS
    timeline.map { Date(timeIntervalSinceReferenceDate: $0.secondsNow) }
    #else
    nil
    #endif
  }

  /// The time elapsed on the host's clock.
  var elapsed: Duration? {
    #if COMBINE_ENGINE_HOOKS
    timeline?.elapsed
    #else
    nil
    #endif
  }

  /// Schedules `action` for now; whether it went on the timeline.
  func schedule(_ action: @escaping () -> Void) -> Bool {
    schedule(after: 0, every: nil, label: name, action) != nil
  }

  /// Schedules `action` after `delay` seconds; whether it went on the timeline.
  func schedule(after delay: Double, _ action: @escaping () -> Void) -> Bool {
    schedule(after: delay, every: nil, label: "\(name) after \(secondsText(delay))", action) != nil
  }

  /// Schedules `action` after `delay` seconds and every `interval` after; what
  /// cancels it (cancelled or released), when it went on the timeline.
  func schedule(after delay: Double, every interval: Double, _ action: @escaping () -> Void) -> AnyCancellable? {
    schedule(after: delay, every: interval, label: "\(name) every \(secondsText(interval))", action)
      .map(AnyCancellable.init)
  }

  /// Puts `action` on the timeline; what takes it off.
  ///
  /// A plain closure, not a cancellable: one-shot work is not cancellable, and a
  /// dropped `AnyCancellable` would cancel it.
  func schedule(
    after delay: Double, every interval: Double?, label: @autoclosure () -> String, _ action: @escaping () -> Void
  ) -> (() -> Void)? {
    #if COMBINE_ENGINE_HOOKS
    guard let timeline else { return nil }
    let id = timeline.scheduleOnTimeline(
      after: simulatedDuration(seconds: delay), every: interval.map { simulatedDuration(seconds: $0) }, label: label(),
      action)
    return { [weak timeline] in timeline?.cancelOnTimeline(id) }
    #else
    return nil
    #endif
  }
}

/// An action handed to Foundation, which asks for `@Sendable` closures: Combine's
/// schedulers take any closure and run it where the scheduler runs its work.
struct Handed: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// `1s`, `0.3s`: a label's interval.
func secondsText(_ seconds: Double) -> String {
  seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds))s" : "\(seconds)s"
}

// MARK: - RunLoop

extension RunLoop: Scheduler {
  /// The scheduler time type used by the run loop.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    /// The date this time represents.
    public var date: Date

    /// Creates a run loop time type instance.
    public init(_ date: Date) { self.date = date }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }

    /// A run loop time interval, in seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible
    {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval

      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval

      /// The value of this time interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      public init(integerLiteral value: TimeInterval) { magnitude = value }
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      /// Creates a run loop time interval from the given number of seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }
  }

  /// Options that affect the operation of the run loop scheduler.
  public struct SchedulerOptions {}

  private var simulated: SimulatedScheduling {
    SimulatedScheduling(isMain: self === RunLoop.main, name: "RunLoop.main")
  }

  /// The run loop's time now: on the main run loop during a host's update, the host's
  /// simulated date.
  public var now: SchedulerTimeType { SchedulerTimeType(simulated.date ?? Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if simulated.schedule(action) { return }
    let handed = Handed(action)
    perform { handed.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let delay = now.distance(to: date).timeInterval
    if simulated.schedule(after: delay, action) { return }
    let handed = Handed(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in handed.run() }
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let delay = now.distance(to: date).timeInterval
    if let cancellable = simulated.schedule(after: delay, every: interval.timeInterval, action) { return cancellable }
    let handed = Handed(action)
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in handed.run() }
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

// MARK: - OperationQueue

extension OperationQueue: Scheduler {
  /// The scheduler time type used by the operation queue.
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// Options that affect the operation of the operation queue scheduler.
  public struct SchedulerOptions {}

  private var simulated: SimulatedScheduling {
    SimulatedScheduling(isMain: self === OperationQueue.main, name: "OperationQueue.main")
  }

  /// The queue's time now: on the main queue during a host's update, the host's
  /// simulated date.
  public var now: SchedulerTimeType { SchedulerTimeType(simulated.date ?? Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if simulated.schedule(action) { return }
    let handed = Handed(action)
    addOperation { handed.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let delay = now.distance(to: date).timeInterval
    if simulated.schedule(after: delay, action) { return }
    let handed = Handed(action)
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, delay)) { [weak self] in
      self?.addOperation { handed.run() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let delay = now.distance(to: date).timeInterval
    if let cancellable = simulated.schedule(after: delay, every: interval.timeInterval, action) { return cancellable }
    let source = DispatchSource.makeTimerSource(flags: [], queue: .global())
    source.schedule(deadline: .now() + max(0, delay), repeating: interval.timeInterval, leeway: .nanoseconds(0))
    let handed = Handed(action)
    source.setEventHandler { [weak self] in self?.addOperation { handed.run() } }
    source.resume()
    return AnyCancellable { source.cancel() }
  }
}
