// Sharing one upstream subscription among subscribers: connectable publishers,
// `multicast`, `makeConnectable`, `autoconnect`, `share`, and subscribing a subject.

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements, and returns an instance with which to cancel
  /// publishing.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  ///
  /// It connects when the first subscriber attaches, and disconnects when every
  /// subscriber has cancelled.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publisher {
  /// Attaches the specified subject to this publisher.
  ///
  /// The subject receives the subscription, then each value and the completion.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
    let feed = SubjectFeed(subject)
    subscribe(feed)
    return AnyCancellable(feed)
  }

  /// Applies a closure to create a subject that delivers elements to subscribers.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// Shares the output of an upstream publisher with multiple subscribers.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Failure == Never {
  /// Creates a connectable wrapper around the publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public final let upstream: Upstream
    /// A closure that returns a subject each time a subscriber attaches to the multicast publisher.
    public final let createSubject: () -> SubjectType
    private let made = Locked<SubjectType?>(nil)

    /// Creates a multicast publisher that applies a closure to create a subject that delivers elements to
    /// subscribers.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// The subject, made at the first subscription or connection.
    private var subject: SubjectType {
      made.withLock { made in
        if let made { return made }
        let subject = createSubject()
        made = subject
        return subject
      }
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
      subject.receive(subscriber: subscriber)
    }

    /// Subscribes the subject to the upstream publisher.
    public final func connect() -> any Cancellable { upstream.subscribe(subject) }
  }

  /// A publisher that provides explicit connectability to another publisher.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher, attached to the provided upstream publisher.
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      multicast.receive(subscriber: subscriber)
    }

    /// Connects to the upstream publisher.
    public func connect() -> any Cancellable { multicast.connect() }
  }

  /// A publisher that automatically connects to an upstream connectable publisher.
  ///
  /// Combine declares it as an open-ended class (`public class`, not `final`).
  public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream

    private struct State {
      var subscribers = 0
      var connected = false
      var connection: (any Cancellable)?
    }
    private let state = Locked(State())

    /// Creates a publisher that automatically connects to an upstream connectable publisher.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let hooks = Relay<Output, Failure, S>.Hooks(cancel: { [weak self] in self?.subscriberCancelled() })
      upstream.subscribe(Relay("Autoconnect", subscriber, hooks: hooks) { .send($0) })
      let connects = state.withLock { state -> Bool in
        state.subscribers += 1
        guard !state.connected else { return false }
        state.connected = true
        return true
      }
      guard connects else { return }
      let connection = upstream.connect()
      let stale = state.withLock { state -> (any Cancellable)? in
        guard state.connected, state.connection == nil else { return connection }
        state.connection = connection
        return nil
      }
      stale?.cancel()
    }

    /// Disconnects once no subscriber is left.
    private func subscriberCancelled() {
      let connection = state.withLock { state -> (any Cancellable)? in
        state.subscribers -= 1
        guard state.subscribers == 0 else { return nil }
        state.connected = false
        defer { state.connection = nil }
        return state.connection
      }
      connection?.cancel()
    }
  }

  /// A publisher that shares the output of an upstream publisher with multiple subscribers.
  ///
  /// It is a multicast publisher with a passthrough subject, connected automatically.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates a publisher that shares the output of an upstream publisher with multiple subscribers.
    public init(upstream: Upstream) {
      self.upstream = upstream
      shared = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      shared.receive(subscriber: subscriber)
    }

    /// Whether the two are the same share publisher.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

/// The subscriber that feeds a subject from a publisher (`subscribe(_:)` with a subject).
private final class SubjectFeed<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private let state: Locked<(target: Target?, upstream: (any Subscription)?)>

  init(_ target: Target) { state = Locked((target, nil)) }

  func receive(subscription: any Subscription) {
    let target = state.withLock { state -> Target? in
      guard state.upstream == nil, let target = state.target else { return nil }
      state.upstream = subscription
      return target
    }
    guard let target else {
      subscription.cancel()
      return
    }
    target.send(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.target }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let target = state.withLock { state -> Target? in
      defer { state = (nil, nil) }
      return state.target
    }
    target?.send(completion: completion)
  }

  func cancel() {
    let upstream = state.withLock { state -> (any Subscription)? in
      defer { state = (nil, nil) }
      return state.upstream
    }
    upstream?.cancel()
  }
}
