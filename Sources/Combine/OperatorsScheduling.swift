// Operators that move delivery onto a scheduler: `delay` (each value and the
// completion, the interval later), `receive(on:)` (values and completion on the
// scheduler) and `subscribe(on:)` (subscribing, requests and cancelling on it), as
// Combine declares them. Demand passes through to upstream.

extension Publisher {
  /// Delays delivery of all output to the downstream receiver by a specified amount of time on a particular
  /// scheduler.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
      options: options)
  }

  /// Specifies the scheduler on which to receive elements from the publisher.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The amount of time to delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The allowed tolerance in firing delayed events.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver the delayed events.
    public let scheduler: Context
    /// Options relevant to the scheduler’s behavior.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delays delivery of elements and completion to the downstream receiver.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context, options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (interval, tolerance, scheduler, options) = (interval, tolerance, scheduler, options)
      upstream.subscribe(
        Rescheduler("Delay", subscriber) { action in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
        })
    }
  }

  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher uses to deliver elements.
    public let scheduler: Context
    /// Scheduler options used to customize element delivery.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (scheduler, options) = (scheduler, options)
      upstream.subscribe(Rescheduler("ReceiveOn", subscriber) { scheduler.schedule(options: options, $0) })
    }
  }

  /// A publisher that receives elements from an upstream publisher on a specific scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher should use to receive elements.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that receives elements from an upstream publisher on a specific scheduler.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (upstream, scheduler, options) = (upstream, scheduler, options)
      let hop: (@escaping () -> Void) -> Void = { scheduler.schedule(options: options, $0) }
      let relay = Relay<Output, Failure, S>("SubscribeOn", subscriber) { .send($0) }
      hop { upstream.subscribe(SubscribeOnLink(relay, hop: hop)) }
    }
  }
}

/// The subscriber and subscription of `delay` and `receive(on:)`: each value and the
/// completion go through `hop` (onto the scheduler) to the downstream; the demand it
/// returns is asked of upstream.
private final class Rescheduler<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var downstream: Downstream?
    var upstream: (any Subscription)?
    var subscribed = false
  }

  private let state: Locked<State>
  private let hop: (@escaping () -> Void) -> Void
  let description: String

  init(_ name: String, _ downstream: Downstream, hop: @escaping (@escaping () -> Void) -> Void) {
    description = name
    state = Locked(State(downstream: downstream))
    self.hop = hop
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
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard state.withLock({ $0.downstream != nil }) else { return .none }
    hop { [self] in
      let live = state.withLock { ($0.downstream, $0.upstream) }
      guard let downstream = live.0 else { return }
      let more = downstream.receive(input)
      if more > .none { live.1?.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard state.withLock({ $0.downstream != nil }) else { return }
    hop { [self] in
      let downstream = state.withLock { state -> Downstream? in
        defer { state = State(subscribed: true) }
        return state.downstream
      }
      downstream?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) { state.withLock { $0.upstream }?.request(demand) }

  func cancel() {
    let upstream = state.withLock { state -> (any Subscription)? in
      defer { state = State(subscribed: true) }
      return state.upstream
    }
    upstream?.cancel()
  }
}

/// Between `subscribe(on:)`'s upstream and its relay: the upstream's subscription,
/// wrapped so requests and cancelling are done on the scheduler.
private struct SubscribeOnLink<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  let combineIdentifier = CombineIdentifier()
  let relay: Relay<Input, Failure, Downstream>
  let hop: (@escaping () -> Void) -> Void

  init(_ relay: Relay<Input, Failure, Downstream>, hop: @escaping (@escaping () -> Void) -> Void) {
    self.relay = relay
    self.hop = hop
  }

  func receive(subscription: any Subscription) { relay.receive(subscription: Hopping(subscription, hop: hop)) }
  func receive(_ input: Input) -> Subscribers.Demand { relay.receive(input) }
  func receive(completion: Subscribers.Completion<Failure>) { relay.receive(completion: completion) }

  /// A subscription whose requests and cancellation run on the scheduler.
  private final class Hopping: Subscription {
    let upstream: any Subscription
    let hop: (@escaping () -> Void) -> Void

    init(_ upstream: any Subscription, hop: @escaping (@escaping () -> Void) -> Void) {
      self.upstream = upstream
      self.hop = hop
    }

    func request(_ demand: Subscribers.Demand) { hop { [upstream] in upstream.request(demand) } }
    func cancel() { hop { [upstream] in upstream.cancel() } }
  }
}
