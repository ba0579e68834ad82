public import Combine
import Diffing

// Models `onReceive(_:perform:)` and `SubscriptionView`: the view subscribes to
// its publisher when it appears (before its `onAppear` actions) and the
// subscription is cancelled when it disappears (before its `onDisappear` actions),
// the order SwiftUI's subscriber shows. Each value the publisher sends runs the
// action at once, on the sender's thread, as Combine delivers it; what the action
// writes is flushed by the update that sent it (`host.update { subject.send(1) }`)
// or by the next `host.flush()`. The action is not a tracking scope.
// A body that runs again and passes another publisher (a new `Timer.publish`
// chain, a new `eraseToAnyPublisher()` box) is re-subscribed; the same publisher
// (a stored subject, a model's `$property`) keeps its subscription. "The same" is
// SwiftUI's value comparison (ValueComparison: `==` where a publisher has one,
// references by identity, a closure by its code and context): see Documentation/Rules.md, Q21.
// Status: Complete for subscription and delivery. Differs: see README.

/// A view's subscription to a publisher: how to make it, and what it was made to.
public struct ReceiveSubscription {
  let source: Any
  let isSame: (Any) -> Bool
  let subscribe: (_ received: @escaping (String) -> Void) -> AnyCancellable
  /// Whether its subscribing, values and cancellation are lifecycle events of the
  /// trace (an `onReceive`'s are; a timeline view's ticks are not: the clock's
  /// `time` event names them).
  let isAnnounced: Bool

  package init<P: Publisher>(_ publisher: P, announced: Bool = true, action: @escaping (P.Output) -> Void)
  where P.Failure == Never {
    source = publisher
    isAnnounced = announced
    isSame = { other in (other as? P).map { ValueComparison.areEqual(publisher, $0) } ?? false }
    let type = typeName(P.Output.self)
    subscribe = { received in
      #if !COMBINE_ENGINE_HOOKS
      // Apple's timer publisher fires on the real run loop: an `onReceive` given one
      // runs it on the host's clock instead (Documentation/Rules.md, "Time").
      if let driven = publisher as? any HostClockPublisher, let clock = HostClock.current {
        return driven.subscribe(on: clock) { value in
          guard let value = value as? P.Output else { return }
          received(type)
          action(value)
        }
      }
      #endif
      return publisher.sink { value in
        received(type)
        action(value)
      }
    }
  }

  func isSameSource(as other: ReceiveSubscription) -> Bool { isSame(other.source) }
}

/// A publisher an `onReceive` runs on the host's clock where the build's own
/// scheduling does not (Apple's timer publisher, whose run loop is real).
package protocol HostClockPublisher {
  /// Sends the publisher's values as the host's clock makes them, until cancelled.
  func subscribe(on clock: HostClock, _ send: @escaping (Any) -> Void) -> AnyCancellable
}

/// A view that subscribes to a publisher with an action while it is on screen.
@frozen public struct SubscriptionView<PublisherType: Publisher, Content: View>
where PublisherType.Failure == Never {
  /// The content view.
  public var content: Content
  /// The publisher subscribed to.
  public var publisher: PublisherType
  /// The action run with each value the publisher sends.
  public var action: (PublisherType.Output) -> Void

  /// A view subscribing to a publisher.
  /// - Parameters:
  ///   - content: The content view.
  ///   - publisher: The publisher subscribed to while the view is on screen.
  ///   - action: The action run with each value it sends.
  @inlinable nonisolated public init(
    content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void
  ) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }
}

// In an extension, so that the struct is not main-actor-isolated: its initializer
// is nonisolated, as SwiftUI's is.
extension SubscriptionView: View {
  public typealias Body = Never
  public var body: Never { builtinBody() }
}

extension SubscriptionView: BuiltinView {
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.lifecycle = LifecycleModifier(action: .receive(ReceiveSubscription(publisher, action: action)))
    expansion.add(.content, content)
  }
}

extension Expansion {
  /// Subscribes the view to a publisher while it is on screen, as `onReceive` does.
  @MainActor package mutating func subscribe(_ subscription: ReceiveSubscription) {
    lifecycle = LifecycleModifier(action: .receive(subscription))
  }
}

extension View {
  /// Runs an action with each value a publisher sends while the view is on screen.
  /// - Parameters:
  ///   - publisher: The publisher subscribed to when the view appears, cancelled when
  ///     it disappears.
  ///   - action: The action run with each value.
  /// - Returns: The view, subscribed.
  @inlinable nonisolated public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> SubscriptionView<P, Self> where P.Failure == Never {
    SubscriptionView(content: self, publisher: publisher, action: action)
  }
}
