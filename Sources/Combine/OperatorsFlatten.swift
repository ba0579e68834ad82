// Publishers of publishers: `flatMap` (every inner publisher's values, merged) and
// `switchToLatest` (only the latest inner publisher's), as Combine declares them.

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of
  /// publishers you specify.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// Transforms all elements from an upstream publisher that never fails into publishers of the same failure
  /// type as this one.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements from an upstream publisher that never fails into publishers that may.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
  }

  /// Transforms all elements from an upstream publisher that never fails into publishers that never fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Output.Failure, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher, from an upstream that never fails.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, none of them failing.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, the inner ones never failing.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
  }
}

extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of concurrent publisher subscriptions.
    public let maxPublishers: Subscribers.Demand
    /// A closure that takes an element as a parameter and returns a publisher that produces elements of that
    /// type.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher that transforms elements from an upstream publisher into a new publisher.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
      let merger = Merger("FlatMap", subscriber)
      let (maxPublishers, transform) = (maxPublishers, transform)
      upstream.subscribe(
        AnySubscriber<Upstream.Output, Upstream.Failure>(
          receiveSubscription: { if !merger.adoptOuter($0, limit: maxPublishers) { $0.cancel() } },
          receiveValue: {
            merger.attach(transform($0))
            return .none
          },
          receiveCompletion: { completion in
            switch completion {
            case .finished: merger.close()
            case .failure(let error): merger.fail(error)
            }
          }))
    }
  }

  /// A publisher that flattens nested publishers, publishing only the latest one's elements.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that “flattens” nested publishers.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
      let switcher = Switcher<P, S>(subscriber)
      upstream.subscribe(
        AnySubscriber<P, Failure>(
          receiveSubscription: { switcher.adoptOuter($0) },
          receiveValue: {
            switcher.switchTo($0)
            return .none
          },
          receiveCompletion: { switcher.outerCompleted($0) }))
    }
  }
}

/// The downstream subscription of `switchToLatest`: a new inner publisher cancels the
/// one before, and gets the demand it left.
private final class Switcher<Inner: Publisher, Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure {
  private struct State {
    var downstream: Downstream?
    var outer: (any Subscription)?
    var inner: (any Subscription)?
    var generation = 0
    var demand = Subscribers.Demand.none
    var outerDone = false
    var innerActive = false
  }

  private let state: Locked<State>
  let description = "SwitchToLatest"

  init(_ downstream: Downstream) {
    state = Locked(State(downstream: downstream))
    downstream.receive(subscription: self)
  }

  func adoptOuter(_ subscription: any Subscription) {
    let adopted = state.withLock { state -> Bool in
      guard state.downstream != nil, state.outer == nil else { return false }
      state.outer = subscription
      return true
    }
    guard adopted else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  func switchTo(_ publisher: Inner) {
    let switched = state.withLock { state -> (Int, (any Subscription)?)? in
      guard state.downstream != nil else { return nil }
      state.generation += 1
      state.innerActive = true
      defer { state.inner = nil }
      return (state.generation, state.inner)
    }
    guard let (generation, previous) = switched else { return }
    previous?.cancel()
    publisher.subscribe(
      AnySubscriber<Inner.Output, Inner.Failure>(
        receiveSubscription: { [self] in adoptInner($0, generation: generation) },
        receiveValue: { [self] in deliver($0, generation: generation) },
        receiveCompletion: { [self] in innerCompleted($0, generation: generation) }))
  }

  func outerCompleted(_ completion: Subscribers.Completion<Inner.Failure>) {
    let ending = state.withLock { state -> (Downstream, (any Subscription)?)? in
      guard let downstream = state.downstream else { return nil }
      state.outer = nil
      state.outerDone = true
      if case .finished = completion, state.innerActive { return nil }
      defer { state = State() }
      return (downstream, state.inner)
    }
    guard let (downstream, inner) = ending else { return }
    inner?.cancel()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let inner = state.withLock { state -> (any Subscription)? in
      guard state.downstream != nil else { return nil }
      state.demand += demand
      return state.inner
    }
    inner?.request(demand)
  }

  func cancel() {
    let upstreams = state.withLock { state -> [any Subscription] in
      defer { state = State() }
      return [state.outer, state.inner].compactMap { $0 }
    }
    for upstream in upstreams { upstream.cancel() }
  }

  private func adoptInner(_ subscription: any Subscription, generation: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard state.downstream != nil, state.generation == generation, state.inner == nil else { return nil }
      state.inner = subscription
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > .none { subscription.request(demand) }
  }

  private func deliver(_ value: Inner.Output, generation: Int) -> Subscribers.Demand {
    let downstream = state.withLock { state -> Downstream? in
      guard state.generation == generation, let downstream = state.downstream else { return nil }
      state.demand -= 1
      return downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    if more > .none { state.withLock { $0.demand += more } }
    return more
  }

  private func innerCompleted(_ completion: Subscribers.Completion<Inner.Failure>, generation: Int) {
    let ending = state.withLock { state -> (Downstream, (any Subscription)?)? in
      guard state.generation == generation, let downstream = state.downstream else { return nil }
      state.inner = nil
      state.innerActive = false
      if case .finished = completion, !state.outerDone { return nil }
      defer { state = State() }
      return (downstream, state.outer)
    }
    guard let (downstream, outer) = ending else { return }
    outer?.cancel()
    downstream.receive(completion: completion)
  }
}
