// `merge`, as Combine declares it: the values of every upstream, interleaved as they
// arrive. Each upstream is asked for one value at a time (all it has, once the
// downstream's demand is unlimited); a value that arrives without demand waits for it.
// It finishes when every upstream has finished, and fails as soon as one fails.

extension Publisher {
  /// Combines elements from this publisher with those from another publisher, delivering an interleaved
  /// sequence of elements.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Combines elements from this publisher with those from two other publishers, delivering an interleaved
  /// sequence of elements.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    Publishers.Merge3(self, b, c)
  }

  /// Combines elements from this publisher with those from another publisher of the same type, delivering an
  /// interleaved sequence of elements.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}

extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B

    /// Creates a publisher created by applying the merge function to two upstream publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input {
      let merger = Merger("Merge", subscriber)
      merger.attach(a)
      merger.attach(b)
      merger.close()
    }

    /// Merges a third publisher with these two.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P>
    where B.Failure == P.Failure, B.Output == P.Output {
      Publishers.Merge3(a, b, other)
    }
  }

  /// A publisher created by applying the merge function to three upstream publishers.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C

    /// Creates a publisher created by applying the merge function to three upstream publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, C.Output == S.Input {
      let merger = Merger("Merge3", subscriber)
      merger.attach(a)
      merger.attach(b)
      merger.attach(c)
      merger.close()
    }
  }

  /// A publisher created by applying the merge function to an arbitrary number of upstream publishers.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The array of upstream publishers that this publisher merges together.
    public let publishers: [Upstream]

    /// Creates a publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers.
    public init(_ upstream: Upstream...) { publishers = upstream }

    /// Creates a publisher created by applying the merge function to a sequence of upstream publishers.
    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element { publishers = Array(upstream) }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let merger = Merger("MergeMany", subscriber)
      for publisher in publishers { merger.attach(publisher) }
      merger.close()
    }

    /// Returns a publisher that merges these publishers and one more.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

/// The downstream subscription of merged upstreams (`merge`, `flatMap`): values in the
/// order they arrive, each upstream asked for one at a time unless the demand is
/// unlimited, sent to the downstream one call at a time.
final class Merger<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct Slot {
    var subscription: (any Subscription)?
    var unlimited = false
  }

  private struct State {
    var downstream: Downstream?
    var slots: [Int: Slot] = [:]
    var nextSlot = 0
    var demand = Subscribers.Demand.none
    /// Values waiting for demand, in arrival order, with the slot each came from.
    var queue: [(slot: Int, value: Output)] = []
    /// Whether more upstreams may still be attached.
    var open = true
    var completion: Subscribers.Completion<Failure>?
    var draining = false
    /// The upstream of publishers (`flatMap`), asked for one more as each inner one finishes.
    var outer: (any Subscription)?
    var outerLimited = false
  }

  private let state: Locked<State>
  let description: String

  /// Makes the subscription and gives it to the downstream.
  init(_ name: String, _ downstream: Downstream) {
    description = name
    state = Locked(State(downstream: downstream))
    downstream.receive(subscription: self)
  }

  /// Subscribes to one more upstream.
  func attach<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    let slot = state.withLock { state -> Int? in
      guard state.downstream != nil, state.completion == nil else { return nil }
      state.nextSlot += 1
      state.slots[state.nextSlot] = Slot()
      return state.nextSlot
    }
    guard let slot else { return }
    publisher.subscribe(
      AnySubscriber<Output, Failure>(
        receiveSubscription: { [self] in adopt($0, slot: slot) },
        receiveValue: { [self] in receive($0, slot: slot) },
        receiveCompletion: { [self] in receive($0, slot: slot) }))
  }

  /// No more upstreams come: it finishes once those attached have.
  func close() {
    state.withLock { state in
      state.open = false
      if state.slots.isEmpty, state.completion == nil { state.completion = .finished }
    }
    drain()
  }

  /// Takes the upstream of publishers (`flatMap`), asking it for `limit` of them.
  func adoptOuter(_ subscription: any Subscription, limit: Subscribers.Demand) -> Bool {
    let adopted = state.withLock { state -> Bool in
      guard state.downstream != nil, state.outer == nil else { return false }
      state.outer = subscription
      state.outerLimited = limit != .unlimited
      return true
    }
    if adopted, limit > .none { subscription.request(limit) }
    return adopted
  }

  /// Fails downstream at once, cancelling every upstream.
  func fail(_ error: Failure) {
    let upstreams = state.withLock { state -> [any Subscription] in
      guard state.downstream != nil, state.completion == nil else { return [] }
      state.completion = .failure(error)
      state.queue = []
      defer {
        state.slots = [:]
        state.outer = nil
      }
      return state.slots.values.compactMap(\.subscription) + [state.outer].compactMap { $0 }
    }
    for upstream in upstreams { upstream.cancel() }
    drain()
  }

  func request(_ demand: Subscribers.Demand) {
    let unlimited = state.withLock { state -> [any Subscription] in
      guard state.downstream != nil else { return [] }
      return add(demand, to: &state)
    }
    for subscription in unlimited { subscription.request(.unlimited) }
    drain()
  }

  func cancel() {
    let upstreams = state.withLock { state -> [any Subscription] in
      defer { state = State(open: false) }
      return state.slots.values.compactMap(\.subscription) + [state.outer].compactMap { $0 }
    }
    for upstream in upstreams { upstream.cancel() }
  }

  /// Adds demand; returns the upstreams to ask for everything, once it is unlimited.
  private func add(_ demand: Subscribers.Demand, to state: inout State) -> [any Subscription] {
    state.demand += demand
    guard state.demand == .unlimited else { return [] }
    var upgraded: [any Subscription] = []
    for (id, slot) in state.slots where !slot.unlimited {
      state.slots[id]?.unlimited = true
      if let subscription = slot.subscription { upgraded.append(subscription) }
    }
    return upgraded
  }

  private func adopt(_ subscription: any Subscription, slot: Int) {
    let unlimited = state.withLock { state -> Bool? in
      guard state.slots[slot]?.subscription == nil, state.slots[slot] != nil else { return nil }
      state.slots[slot]?.subscription = subscription
      state.slots[slot]?.unlimited = state.demand == .unlimited
      return state.demand == .unlimited
    }
    guard let unlimited else {
      subscription.cancel()
      return
    }
    subscription.request(unlimited ? .unlimited : .max(1))
  }

  private func receive(_ value: Output, slot: Int) -> Subscribers.Demand {
    let queued = state.withLock { state -> Bool in
      guard state.slots[slot] != nil, state.completion == nil else { return false }
      state.queue.append((slot, value))
      return true
    }
    if queued { drain() }
    return .none
  }

  private func receive(_ completion: Subscribers.Completion<Failure>, slot: Int) {
    if case .failure(let error) = completion {
      fail(error)
      return
    }
    let outer = state.withLock { state -> (any Subscription)? in
      guard state.slots.removeValue(forKey: slot) != nil else { return nil }
      if !state.open, state.slots.isEmpty, state.completion == nil { state.completion = .finished }
      return state.outerLimited ? state.outer : nil
    }
    outer?.request(.max(1))
    drain()
  }

  /// Sends what is due, one call at a time: whoever finds no one sending sends, and
  /// keeps sending what others queue meanwhile.
  private func drain() {
    let starts = state.withLock { state -> Bool in
      guard !state.draining else { return false }
      state.draining = true
      return true
    }
    guard starts else { return }
    while true {
      let next = state.withLock {
        state -> (Downstream, Output?, (any Subscription)?, Subscribers.Completion<Failure>?)? in
        guard let downstream = state.downstream else {
          state.draining = false
          return nil
        }
        if !state.queue.isEmpty, state.demand > .none {
          let (slot, value) = state.queue.removeFirst()
          state.demand -= 1
          let again = state.slots[slot].flatMap { $0.unlimited ? nil : $0.subscription }
          return (downstream, value, again, nil)
        }
        state.draining = false
        guard state.queue.isEmpty, let completion = state.completion else { return nil }
        state = State(open: false)
        return (downstream, nil, nil, completion)
      }
      guard let (downstream, value, again, completion) = next else { return }
      if let completion {
        downstream.receive(completion: completion)
        return
      }
      guard let value else { return }
      let more = downstream.receive(value)
      let unlimited = more > .none ? state.withLock { add(more, to: &$0) } : []
      for subscription in unlimited { subscription.request(.unlimited) }
      again?.request(.max(1))
    }
  }
}
