// Operators that subscribe to one publisher after another: `prepend`, `append`
// (`Publishers.Concatenate`), `catch` and `tryCatch`, as Combine declares them. The
// demand the downstream asked for and did not get from the first publisher is asked
// of the next.

extension Publisher {
  /// Prefixes a publisher’s output with the specified values.
  public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes a publisher’s output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
  where Output == S.Element {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes the output of this publisher with the elements emitted by the given publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends a publisher’s output with the specified elements.
  public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends a publisher’s output with the specified sequence.
  public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
  where Output == S.Element {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of this publisher with the elements emitted by the given publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where Output == P.Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by either replacing it with another publisher or throwing a new
  /// error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
  where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// A publisher that emits all of one publisher’s elements before those from another publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure
    /// The publisher to republish, in its entirety, before republishing elements from the suffix publisher.
    public let prefix: Prefix
    /// The publisher to republish only after the prefix publisher finishes.
    public let suffix: Suffix

    /// Creates a publisher that emits all of one publisher’s elements before those from another publisher.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S) where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
      let handover = Handover("Concatenate", subscriber)
      let suffix = suffix
      handover.attach(prefix) { completion in
        switch completion {
        case .finished: handover.attach(suffix) { handover.finish($0) }
        case .failure(let error): handover.finish(.failure(error))
        }
      }
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with another
  /// publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to replace the upstream
    /// publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
      let handover = Handover("Catch", subscriber)
      let handler = handler
      handover.attach(upstream) { completion in
        switch completion {
        case .finished: handover.finish(.finished)
        case .failure(let error): handover.attach(handler(error)) { handover.finish($0) }
        }
      }
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with another
  /// publisher or producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and either returns a publisher to replace the
    /// upstream publisher or throws an error.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates a publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher or by throwing an error.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, S.Failure == any Error {
      let handover = Handover("TryCatch", subscriber)
      let handler = handler
      handover.attach(upstream) { completion in
        switch completion {
        case .finished: handover.finish(.finished)
        case .failure(let error):
          do {
            let next = try handler(error)
            handover.attach(next) { handover.finish($0.erased) }
          } catch {
            handover.finish(.failure(error))
          }
        }
      }
    }
  }
}

/// The downstream subscription of an operator that subscribes to one upstream after
/// another; the demand not met by one is asked of the next.
final class Handover<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
  private struct State {
    var downstream: Downstream?
    var upstream: (any Subscription)?
    var demand = Subscribers.Demand.none
    /// Which upstream is the current one: values from an earlier one are not sent on.
    var phase = 0
  }

  private let state: Locked<State>
  let description: String

  /// Makes the subscription and gives it to the downstream.
  init(_ name: String, _ downstream: Downstream) {
    description = name
    state = Locked(State(downstream: downstream))
    downstream.receive(subscription: self)
  }

  /// Subscribes to `publisher` as the current upstream; its completion goes to `completed`.
  func attach<P: Publisher>(_ publisher: P, completed: @escaping (Subscribers.Completion<P.Failure>) -> Void)
  where P.Output == Downstream.Input {
    let phase = state.withLock { state -> Int? in
      guard state.downstream != nil else { return nil }
      state.phase += 1
      state.upstream = nil
      return state.phase
    }
    guard let phase else { return }
    publisher.subscribe(Side(owner: self, phase: phase, completed: completed))
  }

  /// Completes the downstream and lets it go.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let downstream = state.withLock { state -> Downstream? in
      defer { state = State() }
      return state.downstream
    }
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = state.withLock { state -> (any Subscription)? in
      state.demand += demand
      return state.upstream
    }
    upstream?.request(demand)
  }

  func cancel() {
    let upstream = state.withLock { state -> (any Subscription)? in
      defer { state = State() }
      return state.upstream
    }
    upstream?.cancel()
  }

  fileprivate func adopt(_ subscription: any Subscription, phase: Int) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard state.phase == phase, state.downstream != nil, state.upstream == nil else { return nil }
      state.upstream = subscription
      return state.demand
    }
    guard let demand else {
      subscription.cancel()
      return
    }
    if demand > .none { subscription.request(demand) }
  }

  fileprivate func deliver(_ value: Downstream.Input, phase: Int) -> Subscribers.Demand {
    let downstream = state.withLock { state -> Downstream? in
      guard state.phase == phase, let downstream = state.downstream else { return nil }
      state.demand -= 1
      return downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    if more > .none { state.withLock { $0.demand += more } }
    return more
  }

  /// Whether the upstream of `phase` is the current one; it is done with either way.
  fileprivate func retire(phase: Int) -> Bool {
    state.withLock { state in
      guard state.phase == phase, state.downstream != nil else { return false }
      state.upstream = nil
      return true
    }
  }
}

/// One upstream of a handover.
private struct Side<Downstream: Subscriber, Failure: Error>: Subscriber {
  typealias Input = Downstream.Input
  let combineIdentifier = CombineIdentifier()
  let owner: Handover<Downstream>
  let phase: Int
  let completed: (Subscribers.Completion<Failure>) -> Void

  func receive(subscription: any Subscription) { owner.adopt(subscription, phase: phase) }
  func receive(_ input: Input) -> Subscribers.Demand { owner.deliver(input, phase: phase) }
  func receive(completion: Subscribers.Completion<Failure>) {
    if owner.retire(phase: phase) { completed(completion) }
  }
}
