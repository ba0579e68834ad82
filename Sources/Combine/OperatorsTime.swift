// Rate-limiting operators on a scheduler's clock: `debounce` (the latest value, once a
// quiet interval has passed) and `throttle` (at most one value per interval), as
// Combine declares them and as they behave there. Both ask upstream for everything and
// drop what arrives without downstream demand.

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Publishes either the most-recent or first element published by the upstream publisher in the specified
  /// time interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

extension Publishers {
  /// A publisher that publishes elements only after a specified time interval elapses between events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The amount of time the publisher should wait before publishing an element.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler on which this publisher delivers elements.
    public let scheduler: Context
    /// Scheduler options that customize this publisher’s delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that publishes elements only after a specified time interval elapses between events.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(Debouncer(subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }

  /// A publisher that publishes either the most-recent or first element published by the upstream publisher in
  /// a specified time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The interval in which to find and emit the most recent element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to publish elements.
    public let scheduler: Context
    /// A Boolean value indicating whether to publish the most recent element.
    public let latest: Bool

    /// Creates a publisher that publishes either the most-recent or first element received in each interval.
    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(Throttler(subscriber, interval: interval, scheduler: scheduler, latest: latest))
    }
  }
}

/// The subscriber and subscription of `debounce`.
///
/// Each value waits the interval on the scheduler, and goes only if no newer one came
/// meanwhile. A completion drops the waiting value and is delivered on the scheduler.
private final class Debouncer<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var downstream: Downstream?
    var upstream: (any Subscription)?
    var subscribed = false
    var finished = false
    var demand = Subscribers.Demand.none
    var value: Input?
    var generation = 0
  }

  private let state: Locked<State>
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  let description = "Debounce"

  init(
    _ downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    state = Locked(State(downstream: downstream))
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard !state.subscribed, let downstream = state.downstream else { return nil }
      state.subscribed = true
      state.upstream = subscription
      return downstream
    }
    guard let downstream else { return subscription.cancel() }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let generation = state.withLock { state -> Int? in
      guard state.downstream != nil, !state.finished else { return nil }
      state.generation += 1
      state.value = input
      return state.generation
    }
    guard let generation else { return .none }
    scheduler.schedule(
      after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
    ) { [weak self] in self?.due(generation) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = state.withLock { state -> Downstream? in
      guard !state.finished, let downstream = state.downstream else { return nil }
      state.finished = true
      state.value = nil
      state.upstream = nil
      return downstream
    }
    guard let downstream else { return }
    scheduler.schedule(options: options) { [self] in
      guard state.withLock({ $0.downstream != nil }) else { return }
      state.withLock { $0 = State() }
      downstream.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) { state.withLock { $0.demand += demand } }

  func cancel() {
    let upstream = state.withLock { state -> (any Subscription)? in
      defer { state = State(subscribed: true, finished: true) }
      return state.upstream
    }
    upstream?.cancel()
  }

  /// The interval after a value passed: it goes if it is still the latest and there is demand.
  private func due(_ generation: Int) {
    let ready = state.withLock { state -> (Downstream, Input)? in
      guard state.generation == generation, !state.finished, let downstream = state.downstream,
        let value = state.value
      else { return nil }
      state.value = nil
      guard state.demand > .none else { return nil }
      state.demand -= 1
      return (downstream, value)
    }
    guard let (downstream, value) = ready else { return }
    let more = downstream.receive(value)
    if more > .none { state.withLock { $0.demand += more } }
  }
}

/// The subscriber and subscription of `throttle`.
///
/// The first value goes at once, later ones at most one per interval after the last
/// that went: the latest received in the meantime, or the first.
private final class Throttler<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var downstream: Downstream?
    var upstream: (any Subscription)?
    var subscribed = false
    var finished = false
    var demand = Subscribers.Demand.none
    /// The value that goes at the next emission, if one is scheduled.
    var pending: Input?
    var pendingCompletion: Subscribers.Completion<Failure>?
    var lastEmission: Context.SchedulerTimeType?
  }

  private let state: Locked<State>
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  let description = "Throttle"

  init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
    state = Locked(State(downstream: downstream))
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
  }

  func receive(subscription: any Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard !state.subscribed, let downstream = state.downstream else { return nil }
      state.subscribed = true
      state.upstream = subscription
      return downstream
    }
    guard let downstream else { return subscription.cancel() }
    subscription.request(.unlimited)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let now = scheduler.now
    let emission = state.withLock { state -> Context.SchedulerTimeType?? in
      guard state.downstream != nil, !state.finished, state.demand > .none else { return nil }
      let scheduled = state.pending != nil || state.pendingCompletion != nil
      if scheduled {
        if latest { state.pending = input }
        return nil
      }
      state.demand -= 1
      state.pending = input
      guard let last = state.lastEmission else { return .some(nil) }
      let earliest = last.advanced(by: interval)
      return .some(earliest > now ? earliest : nil)
    }
    switch emission {
    case .none: break
    case .some(.none): scheduler.schedule { [weak self] in self?.emit() }
    case .some(.some(let date)): scheduler.schedule(after: date) { [weak self] in self?.emit() }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let schedules = state.withLock { state -> Bool in
      guard !state.finished, state.downstream != nil else { return false }
      state.finished = true
      state.upstream = nil
      let scheduled = state.pending != nil || state.pendingCompletion != nil
      state.pendingCompletion = completion
      return !scheduled
    }
    if schedules { scheduler.schedule { [weak self] in self?.emit() } }
  }

  func request(_ demand: Subscribers.Demand) { state.withLock { $0.demand += demand } }

  func cancel() {
    let upstream = state.withLock { state -> (any Subscription)? in
      defer { state = State(subscribed: true, finished: true) }
      return state.upstream
    }
    upstream?.cancel()
  }

  /// Sends the pending value (and the completion, if it came meanwhile).
  private func emit() {
    let now = scheduler.now
    let taken = state.withLock { state -> (Downstream, Input?, Subscribers.Completion<Failure>?)? in
      guard let downstream = state.downstream else { return nil }
      if state.pending != nil { state.lastEmission = now }
      defer {
        state.pending = nil
        state.pendingCompletion = nil
        if state.finished { state.downstream = nil }
      }
      return (downstream, state.pending, state.pendingCompletion)
    }
    guard let (downstream, value, completion) = taken else { return }
    if let value {
      let more = downstream.receive(value)
      if more > .none { state.withLock { $0.demand += more } }
    }
    if let completion { downstream.receive(completion: completion) }
  }
}
