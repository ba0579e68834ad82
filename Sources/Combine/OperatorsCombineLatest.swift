// `combineLatest`, as Combine declares it: nothing until every upstream has published,
// then the latest of each at every new value. Requests pass through to every
// upstream; a value that arrives without downstream demand is kept as its upstream's
// latest but not published. It finishes when every upstream has finished, and fails
// as soon as one fails.

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either publisher.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and invokes a closure upon receiving output from either publisher.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Subscribes to two additional publishers and publishes a tuple upon receiving output from any of the
  /// publishers.
  public func combineLatest<P: Publisher, Q: Publisher>(
    _ publisher1: P, _ publisher2: Q
  ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Subscribes to two additional publishers and invokes a closure upon receiving output from any of the
  /// publishers.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }

  /// Subscribes to three additional publishers and publishes a tuple upon receiving output from any of the
  /// publishers.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// Subscribes to three additional publishers and invokes a closure upon receiving output from any of the
  /// publishers.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
  }
}

extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that receives and combines the latest elements from two publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      // Only called once every upstream has a value: the casts hold.
      // swift-format-ignore: NeverForceUnwrap
      let latest = Latest(subscriber, count: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
      latest.attach(a, at: 0)
      latest.attach(b, at: 1)
    }
  }

  /// A publisher that receives and combines the latest elements from three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Creates a publisher that receives and combines the latest elements from three publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
      // swift-format-ignore: NeverForceUnwrap
      let latest = Latest(subscriber, count: 3) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
      latest.attach(a, at: 0)
      latest.attach(b, at: 1)
      latest.attach(c, at: 2)
    }
  }

  /// A publisher that receives and combines the latest elements from four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D

    /// Creates a publisher that receives and combines the latest elements from four publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where D.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
      // swift-format-ignore: NeverForceUnwrap
      let latest = Latest(subscriber, count: 4) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
      latest.attach(a, at: 0)
      latest.attach(b, at: 1)
      latest.attach(c, at: 2)
      latest.attach(d, at: 3)
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

/// The downstream subscription of `combineLatest`: the latest value of each upstream.
private final class Latest<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
  private struct State {
    var downstream: Downstream?
    var values: [Any?]
    var subscriptions: [(any Subscription)?]
    var finished: [Bool]
    var demand = Subscribers.Demand.none
    /// All the demand asked so far: what an upstream subscribing late is asked for.
    var requested = Subscribers.Demand.none
    /// Whether a combination is due (a value arrived with demand).
    var due = false
    var completion: Subscribers.Completion<Downstream.Failure>?
    var draining = false
  }

  private let state: Locked<State>
  private let combine: ([Any]) -> Downstream.Input
  let description = "CombineLatest"

  init(_ downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.combine = combine
    state = Locked(
      State(
        downstream: downstream, values: Array(repeating: nil, count: count),
        subscriptions: Array(repeating: nil, count: count), finished: Array(repeating: false, count: count)))
    downstream.receive(subscription: self)
  }

  func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Downstream.Failure {
    publisher.subscribe(
      AnySubscriber<P.Output, P.Failure>(
        receiveSubscription: { [self] in adopt($0, at: index) },
        receiveValue: { [self] in receive($0, at: index) },
        receiveCompletion: { [self] in receive($0, at: index) }))
  }

  func request(_ demand: Subscribers.Demand) {
    let subscriptions = state.withLock { state -> [any Subscription] in
      guard state.downstream != nil else { return [] }
      state.demand += demand
      state.requested += demand
      return state.subscriptions.compactMap { $0 }
    }
    for subscription in subscriptions { subscription.request(demand) }
  }

  func cancel() {
    let subscriptions = state.withLock { state -> [any Subscription] in
      defer { state.downstream = nil }
      return state.subscriptions.compactMap { $0 }
    }
    for subscription in subscriptions { subscription.cancel() }
  }

  private func adopt(_ subscription: any Subscription, at index: Int) {
    let requested = state.withLock { state -> Subscribers.Demand? in
      guard state.downstream != nil, state.subscriptions[index] == nil, !state.finished[index] else { return nil }
      state.subscriptions[index] = subscription
      return state.requested
    }
    guard let requested else {
      subscription.cancel()
      return
    }
    if requested > .none { subscription.request(requested) }
  }

  private func receive(_ value: Any, at index: Int) -> Subscribers.Demand {
    let due = state.withLock { state -> Bool in
      guard state.downstream != nil, state.completion == nil else { return false }
      state.values[index] = value
      guard state.demand > .none, !state.values.contains(where: { $0 == nil }) else { return false }
      state.due = true
      return true
    }
    if due { drain() }
    return .none
  }

  private func receive(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
    let others = state.withLock { state -> [any Subscription] in
      guard state.downstream != nil, state.completion == nil else { return [] }
      state.subscriptions[index] = nil
      state.finished[index] = true
      switch completion {
      case .finished:
        if !state.finished.contains(false) { state.completion = .finished }
        return []
      case .failure(let error):
        state.completion = .failure(error)
        state.due = false
        defer { state.subscriptions = state.subscriptions.map { _ in nil } }
        return state.subscriptions.compactMap { $0 }
      }
    }
    for other in others { other.cancel() }
    drain()
  }

  /// Sends what is due, one call at a time: whoever finds no one sending sends.
  private func drain() {
    let starts = state.withLock { state -> Bool in
      guard !state.draining else { return false }
      state.draining = true
      return true
    }
    guard starts else { return }
    while true {
      let next = state.withLock { state -> (Downstream, [Any]?, Subscribers.Completion<Downstream.Failure>?)? in
        guard let downstream = state.downstream else {
          state.draining = false
          return nil
        }
        if state.due, state.demand > .none {
          state.due = false
          state.demand -= 1
          return (downstream, state.values.compactMap { $0 }, nil)
        }
        state.draining = false
        guard let completion = state.completion else { return nil }
        state.downstream = nil
        return (downstream, nil, completion)
      }
      guard let (downstream, values, completion) = next else { return }
      if let completion {
        downstream.receive(completion: completion)
        return
      }
      guard let values else { return }
      let more = downstream.receive(combine(values))
      if more > .none { state.withLock { $0.demand += more } }
    }
  }
}
