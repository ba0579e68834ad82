import Synchronization

// Subjects, as Combine declares them; the base of `ObservableObjectPublisher` and of
// `@Published`'s publisher.

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)
  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Sends a subscription to the subscriber.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() { send(()) }
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let fanout = Fanout<Output, Failure>(keepsLatest: false)

  /// Creates a subject.
  public init() {}

  public func send(_ input: Output) { fanout.send(input) }
  public func send(completion: Subscribers.Completion<Failure>) { fanout.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    fanout.attach(subscriber, current: nil)
  }
}

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let fanout = Fanout<Output, Failure>(keepsLatest: true)
  private let current: Locked<Output>

  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) {
    current = Locked(value)
  }

  /// The value wrapped by this subject, published as a new element whenever it changes.
  public var value: Output {
    get { current.withLock { value in value } }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    current.withLock { $0 = input }
    fanout.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) { fanout.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    fanout.attach(subscriber, current: value)
  }
}

/// The subscriptions of a subject, each with its demand; values go to those that asked.
final class Fanout<Output, Failure: Error>: @unchecked Sendable {
  private struct State {
    var next = 0
    var subscriptions: [Int: Conduit] = [:]
    var completion: Subscribers.Completion<Failure>?
  }

  private let state = Locked(State())
  /// Whether a subscriber without demand gets the latest value at its next request (a
  /// current value subject), or misses it (a passthrough subject).
  private let keepsLatest: Bool

  init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

  /// One subscriber's connection.
  ///
  /// Without demand, a value is dropped, or, for a current
  /// value subject, kept as the one to send at the next request (the latest).
  final class Conduit: Subscription, @unchecked Sendable {
    private let lock = Locked(Subscribers.Demand.none)
    private let deliver: (Output) -> Subscribers.Demand
    private let complete: (Subscribers.Completion<Failure>) -> Void
    private let detach: (Conduit) -> Void
    private var pending: Output?
    private let keepsLatest: Bool
    private let isCancelled = Atomic<Bool>(false)
    let id: Int

    init<S: Subscriber>(
      id: Int, _ subscriber: S, pending: Output?, keepsLatest: Bool, detach: @escaping (Conduit) -> Void
    )
    where S.Input == Output, S.Failure == Failure {
      self.id = id
      deliver = subscriber.receive(_:)
      complete = subscriber.receive(completion:)
      self.pending = pending
      self.keepsLatest = keepsLatest
      self.detach = detach
    }

    func request(_ demand: Subscribers.Demand) {
      let waiting = lock.withLock { current -> Output? in
        current += demand
        guard let waiting = pending, current > .none else { return nil }
        pending = nil
        current -= 1
        return waiting
      }
      if let waiting { offer(waiting, alreadyCounted: true) }
    }

    func offer(_ value: Output, alreadyCounted: Bool = false) {
      guard !isCancelled.load(ordering: .acquiring) else { return }
      if !alreadyCounted {
        let allowed = lock.withLock { current -> Bool in
          guard current > .none else {
            if keepsLatest { pending = value }
            return false
          }
          current -= 1
          return true
        }
        guard allowed else { return }
      }
      let more = deliver(value)
      if more > .none { lock.withLock { $0 += more } }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
      guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
      complete(completion)
    }

    func cancel() {
      guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
      detach(self)
    }
  }

  func attach<S: Subscriber>(_ subscriber: S, current: Output?) where S.Input == Output, S.Failure == Failure {
    if let completion = state.withLock({ $0.completion }) {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = state.withLock { state -> Conduit in
      let made = Conduit(id: state.next, subscriber, pending: current, keepsLatest: keepsLatest) { [weak self] gone in
        _ = self?.state.withLock { $0.subscriptions.removeValue(forKey: gone.id) }
      }
      state.next += 1
      state.subscriptions[made.id] = made
      return made
    }
    subscriber.receive(subscription: conduit)
  }

  /// Sends to every subscription, in the order they subscribed.
  func send(_ value: Output) {
    let targets = state.withLock { state -> [Conduit] in
      guard state.completion == nil else { return [] }
      return state.subscriptions.sorted { $0.key < $1.key }.map(\.value)
    }
    for target in targets { target.offer(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let targets = state.withLock { state -> [Conduit] in
      guard state.completion == nil else { return [] }
      state.completion = completion
      defer { state.subscriptions.removeAll() }
      return state.subscriptions.sorted { $0.key < $1.key }.map(\.value)
    }
    for target in targets { target.finish(completion) }
  }
}
