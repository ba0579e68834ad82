public import Dispatch
public import Foundation

// What Apple's Foundation adds to Combine, where Apple's does not exist (Linux):
// `RunLoop`, `DispatchQueue` and `OperationQueue` as schedulers, with Apple's time
// types, and `Timer.publish`. On Apple platforms Foundation declares them and this
// module is not built. Their main instances (`RunLoop.main`, `DispatchQueue.main`,
// `OperationQueue.main`) schedule on the simulated clock of the host whose update
// runs (SchedulingHooks.swift), so `debounce(for:scheduler: RunLoop.main)`,
// `receive(on: DispatchQueue.main)` and `Timer.publish(every:on: .main, in:)` run
// when a test advances that host's clock; everything else schedules for real.

/// Where the running host's simulated time stands, for main-thread scheduling: its
/// date in seconds since 1 January 2001 and the time elapsed since it started; `nil`
/// when no host's update runs on this thread (or the build has no engine hooks).
private func simulatedNow(main isMain: Bool) -> (seconds: Double, elapsed: Duration)? {
  #if COMBINE_ENGINE_HOOKS
  guard isMain, let timeline = SchedulingEngineHooks.current else { return nil }
  return (timeline.secondsNow, timeline.elapsed)
  #else
  return nil
  #endif
}

/// Work put on a simulated timeline, and how to take it off.
private struct SimulatedItem {
  let cancel: () -> Void

  /// A cancellable that removes the item when cancelled or released (the timer and
  /// repeating forms hand it to their caller; one-shot work is not cancellable).
  var cancellable: AnyCancellable { AnyCancellable(cancel) }
}

/// Schedules on a simulated timeline (`nil`: there is none; schedule for real).
@discardableResult
private func scheduleSimulated(
  main isMain: Bool, after delay: Double, every interval: Double?, label: @autoclosure () -> String,
  _ action: @escaping () -> Void
) -> SimulatedItem? {
  #if COMBINE_ENGINE_HOOKS
  guard isMain, let timeline = SchedulingEngineHooks.current else { return nil }
  let id = timeline.scheduleOnTimeline(
    after: simulatedDuration(seconds: delay), every: interval.map { simulatedDuration(seconds: $0) }, label: label(),
    action)
  return SimulatedItem { [weak timeline] in timeline?.cancelOnTimeline(id) }
  #else
  return nil
  #endif
}

/// An action handed to Foundation, which asks for `@Sendable` closures: Combine's
/// schedulers take any closure and run it where the scheduler runs its work.
private struct Handed: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// `1s`, `0.3s`: a label's interval.
private func secondsText(_ seconds: Double) -> String {
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

  private var isMainRunLoop: Bool { self === RunLoop.main }

  /// The run loop's time now: on the main run loop during a host's update, the host's
  /// simulated date.
  public var now: SchedulerTimeType {
    if let simulated = simulatedNow(main: isMainRunLoop) {
      return SchedulerTimeType(Date(timeIntervalSinceReferenceDate: simulated.seconds))
    }
    return SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if scheduleSimulated(main: isMainRunLoop, after: 0, every: nil, label: "RunLoop.main", action) != nil { return }
    let handed = Handed(action)
    perform { handed.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let delay = now.distance(to: date).timeInterval
    if scheduleSimulated(
      main: isMainRunLoop, after: delay, every: nil, label: "RunLoop.main after \(secondsText(delay))", action)
      != nil
    {
      return
    }
    let handed = Handed(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in handed.run() }
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let delay = now.distance(to: date).timeInterval
    if let simulated = scheduleSimulated(
      main: isMainRunLoop, after: delay, every: interval.timeInterval,
      label: "RunLoop.main every \(secondsText(interval.timeInterval))", action)
    {
      return simulated.cancellable
    }
    let handed = Handed(action)
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in handed.run() }
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

// MARK: - DispatchQueue

extension DispatchQueue: Scheduler {
  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      return end >= start ? Stride(.nanoseconds(Int(end - start))) : Stride(.nanoseconds(-Int(start - end)))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, start + Int64(n.magnitude)))))
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// A dispatch queue time interval, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable
    {
      /// Seconds, converted to nanoseconds.
      public typealias FloatLiteralType = Double
      /// Nanoseconds, as `DispatchTimeInterval` counts them.
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The value of this time interval in nanoseconds.
      public var magnitude: Int

      /// A `DispatchTimeInterval` of this many nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// Creates a dispatch queue time interval from the given dispatch time interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        magnitude =
          switch timeInterval {
          case .seconds(let s): s * 1_000_000_000
          case .milliseconds(let ms): ms * 1_000_000
          case .microseconds(let us): us * 1_000
          case .nanoseconds(let ns): ns
          case .never: .max
          @unknown default: .max
          }
      }

      /// Seconds, as a floating-point literal.
      public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
      /// Seconds, as an integer literal.
      public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude * rhs.magnitude)) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude + rhs.magnitude)) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude - rhs.magnitude)) }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      public static func seconds(_ s: Double) -> Stride { Stride(.nanoseconds(Int(s * 1_000_000_000))) }
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    /// Creates scheduler options.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// Whether this is the main queue.
  ///
  /// `DispatchQueue.main` is a new wrapper of the same queue at each call here: the
  /// label tells it.
  private var isMainQueue: Bool { self === DispatchQueue.main || label == DispatchQueue.main.label }

  /// The simulated timeline's origin as uptime: its instants are this far on.
  private static let simulatedUptimeBase: UInt64 = 1_000_000_000

  /// The queue's time now: on the main queue during a host's update, the host's
  /// simulated time.
  public var now: SchedulerTimeType {
    if let simulated = simulatedNow(main: isMainQueue) {
      let (seconds, attoseconds) = simulated.elapsed.components
      let nanoseconds = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: DispatchQueue.simulatedUptimeBase + nanoseconds))
    }
    return SchedulerTimeType(DispatchTime.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.seconds(0)) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if scheduleSimulated(main: isMainQueue, after: 0, every: nil, label: "DispatchQueue.main", action) != nil {
      return
    }
    let qos = options?.qos ?? .unspecified
    let flags = options?.flags ?? []
    let handed = Handed(action)
    if let group = options?.group {
      async(group: group, qos: qos, flags: flags) { handed.run() }
    } else {
      async(qos: qos, flags: flags) { handed.run() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let delay = Double(now.distance(to: date).magnitude) / 1e9
    if scheduleSimulated(
      main: isMainQueue, after: delay, every: nil, label: "DispatchQueue.main after \(secondsText(delay))", action)
      != nil
    {
      return
    }
    let handed = Handed(action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      handed.run()
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let delay = Double(now.distance(to: date).magnitude) / 1e9
    let every = Double(interval.magnitude) / 1e9
    if let simulated = scheduleSimulated(
      main: isMainQueue, after: delay, every: every, label: "DispatchQueue.main every \(secondsText(every))", action)
    {
      return simulated.cancellable
    }
    let source = DispatchSource.makeTimerSource(flags: [], queue: self)
    source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
    let handed = Handed(action)
    source.setEventHandler { handed.run() }
    source.resume()
    return AnyCancellable { source.cancel() }
  }
}

// MARK: - OperationQueue

extension OperationQueue: Scheduler {
  /// The scheduler time type used by the operation queue.
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// Options that affect the operation of the operation queue scheduler.
  public struct SchedulerOptions {}

  private var isMainQueue: Bool { self === OperationQueue.main }

  /// The queue's time now: on the main queue during a host's update, the host's
  /// simulated date.
  public var now: SchedulerTimeType {
    if let simulated = simulatedNow(main: isMainQueue) {
      return SchedulerTimeType(Date(timeIntervalSinceReferenceDate: simulated.seconds))
    }
    return SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if scheduleSimulated(main: isMainQueue, after: 0, every: nil, label: "OperationQueue.main", action) != nil {
      return
    }
    let handed = Handed(action)
    addOperation { handed.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let delay = now.distance(to: date).timeInterval
    if scheduleSimulated(
      main: isMainQueue, after: delay, every: nil, label: "OperationQueue.main after \(secondsText(delay))", action)
      != nil
    {
      return
    }
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
    if let simulated = scheduleSimulated(
      main: isMainQueue, after: delay, every: interval.timeInterval,
      label: "OperationQueue.main every \(secondsText(interval.timeInterval))", action)
    {
      return simulated.cancellable
    }
    let source = DispatchSource.makeTimerSource(flags: [], queue: .global())
    source.schedule(deadline: .now() + max(0, delay), repeating: interval.timeInterval, leeway: .nanoseconds(0))
    let handed = Handed(action)
    source.setEventHandler { [weak self] in self?.addOperation { handed.run() } }
    source.resume()
    return AnyCancellable { source.cancel() }
  }
}

// MARK: - Timer

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  ///
  /// - Parameters:
  ///   - interval: The time interval on which to publish events.
  ///   - tolerance: The allowed timing variance when emitting events.
  ///   - runLoop: The run loop on which the timer runs.
  ///   - mode: The run loop mode in which to run the timer.
  ///   - options: Scheduler options passed to the timer.
  /// - Returns: A publisher that repeatedly emits the current date on the given interval.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  ///
  /// Connected on the main run loop during a host's update, it fires on that host's
  /// clock (each fire at ``interval`` after the last); elsewhere it is a real timer.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval on which the timer publishes.
    public final let interval: TimeInterval
    /// The allowed timing variance when emitting events.
    public final let tolerance: TimeInterval?
    /// The run loop on which the timer runs.
    public final let runLoop: RunLoop
    /// The run loop mode in which to run the timer.
    public final let mode: RunLoop.Mode
    /// Scheduler options passed to the timer.
    public final let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private let connection = Locked<AnyCancellable?>(nil)

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public final func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; the returned cancellable stops it.
    public final func connect() -> any Cancellable {
      if let running = connection.withLock({ $0 }) { return running }
      let subject = self.subject
      let made: AnyCancellable
      if let simulated = scheduleSimulated(
        main: runLoop === RunLoop.main, after: interval, every: interval, label: "Timer every \(secondsText(interval))",
        { [weak self] in
          guard let self else { return }
          subject.send(self.runLoop.now.date)
        })
      {
        made = simulated.cancellable
      } else {
        let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
        if let tolerance { timer.tolerance = tolerance }
        runLoop.add(timer, forMode: mode)
        made = AnyCancellable { timer.invalidate() }
      }
      connection.withLock { $0 = made }
      return AnyCancellable { [weak self] in
        made.cancel()
        self?.connection.withLock { $0 = nil }
      }
    }
  }
}

// MARK: - NotificationCenter

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications.
  ///
  /// - Parameters:
  ///   - name: The name of the notification to publish.
  ///   - object: The object posting the named notification; `nil`: any.
  /// - Returns: A publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
      let center = self.center
      subject.handleCancellation { center.removeObserver(token) }
        .receive(subscriber: subscriber)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

extension PassthroughSubject {
  /// This subject, with `body` run once when the one subscriber it is given cancels.
  fileprivate func handleCancellation(_ body: @escaping () -> Void) -> CancellationNotifying<Output, Failure> {
    CancellationNotifying(subject: self, onCancel: body)
  }
}

/// A subject's subscription that runs an action when it is cancelled (a notification
/// observer removed).
private struct CancellationNotifying<Output, Failure: Error>: Publisher {
  let subject: PassthroughSubject<Output, Failure>
  let onCancel: () -> Void

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subject.receive(subscriber: Forwarding(downstream: subscriber, onCancel: onCancel))
  }

  /// Passes everything on, wrapping the subscription so its cancellation is seen.
  final class Forwarding<Downstream: Subscriber>: Subscriber
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output
    let downstream: Downstream
    let onCancel: () -> Void

    init(downstream: Downstream, onCancel: @escaping () -> Void) {
      self.downstream = downstream
      self.onCancel = onCancel
    }

    func receive(subscription: any Subscription) {
      downstream.receive(subscription: Notifying(upstream: subscription, onCancel: onCancel))
    }
    func receive(_ input: Output) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
  }

  final class Notifying: Subscription {
    let upstream: any Subscription
    private let onCancel: Locked<(() -> Void)?>

    init(upstream: any Subscription, onCancel: @escaping () -> Void) {
      self.upstream = upstream
      self.onCancel = Locked(onCancel)
    }

    func request(_ demand: Subscribers.Demand) { upstream.request(demand) }
    func cancel() {
      upstream.cancel()
      let taken = onCancel.withLock { action -> (() -> Void)? in
        defer { action = nil }
        return action
      }
      taken?()
    }
  }
}
