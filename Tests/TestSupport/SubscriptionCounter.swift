public import ViewGraph

/// An `objectWillChange` that counts its live subscriptions, through Combine's public
/// interface only (Apple's `ObservableObjectPublisher` has no count): tests of what a
/// host leaves subscribed use it on any platform.
public final class SubscriptionCountingPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()
  /// The subscriptions not cancelled yet (read and written on the main thread).
  public private(set) var liveSubscriptions = 0

  public init() {}

  /// Publishes to every subscriber, as `ObservableObjectPublisher.send()`.
  public func send() { subject.send(()) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    liveSubscriptions += 1
    subject.receive(subscriber: Counted(inner: subscriber, counter: self))
  }

  fileprivate func ended() { liveSubscriptions -= 1 }

  private struct Counted<Inner: Subscriber>: Subscriber where Inner.Input == Void, Inner.Failure == Never {
    let inner: Inner
    let counter: SubscriptionCountingPublisher
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    func receive(subscription: any Subscription) {
      inner.receive(subscription: CountedSubscription(inner: subscription, counter: counter))
    }
    func receive(_ input: Void) -> Subscribers.Demand { inner.receive(input) }
    func receive(completion: Subscribers.Completion<Never>) { inner.receive(completion: completion) }
  }

  private final class CountedSubscription: Subscription {
    let inner: any Subscription
    weak var counter: SubscriptionCountingPublisher?
    private var isCancelled = false
    init(inner: any Subscription, counter: SubscriptionCountingPublisher) {
      self.inner = inner
      self.counter = counter
    }
    func request(_ demand: Subscribers.Demand) { inner.request(demand) }
    func cancel() {
      if !isCancelled {
        isCancelled = true
        counter?.ended()
      }
      inner.cancel()
    }
  }
}
