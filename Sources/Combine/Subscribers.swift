import Synchronization

// Subscribers, subscriptions and demand, as Combine declares them.

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher.
  func receive(subscription: any Subscription)
  /// Tells the subscriber that the publisher has produced an element.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Tells the subscriber that the publisher has completed publishing.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancel the activity.
  func cancel()
}

extension Cancellable {
  /// Stores this cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(AnyCancellable(self))
  }

  /// Stores this cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(AnyCancellable(self))
  }
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// It cancels when it is deinitialized.
public final class AnyCancellable: Cancellable, Hashable {
  private let action: Locked<(() -> Void)?>

  /// Initializes the cancellable object with the given cancel-time closure.
  public init(_ cancel: @escaping () -> Void) {
    action = Locked(cancel)
  }

  /// Initializes the cancellable object with the given cancellable.
  public init<C: Cancellable>(_ canceller: C) {
    action = Locked({ canceller.cancel() })
  }

  deinit { cancel() }

  /// Cancel the activity.
  public func cancel() {
    let taken = action.withLock { action -> (() -> Void)? in
      let taken = action
      action = nil
      return taken
    }
    taken?()
  }

  /// Stores this type-erasing cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this type-erasing cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let rawValue: UInt64
  private static let next = Atomic<UInt64>(1)

  /// Creates a unique identifier.
  public init() { rawValue = CombineIdentifier.next.add(1, ordering: .relaxed).oldValue }

  /// Creates an identifier from the identity of an object.
  public init(_ obj: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }

  public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for identifying publisher streams.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the subscription.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// `nil` for unlimited.
    private let count: Int?

    private init(_ count: Int?) { self.count = count }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(nil)
    /// A request for no elements from the publisher.
    public static let none = Demand(0)

    /// Creates a demand for the given maximum number of elements.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "demand cannot be negative")
      return Demand(value)
    }

    /// The number of requested values, `nil` if unlimited.
    public var max: Int? { count }

    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(0, rhs)) }

    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      guard let b = rhs.count else { return .none }
      return Demand(Swift.max(0, a - b))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(0, rhs)) }

    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      let (product, overflow) = a.multipliedReportingOverflow(by: Swift.max(0, rhs))
      return overflow ? .unlimited : Demand(product)
    }

    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }
  }

  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    private struct Closures {
      var value: (Input) -> Void
      var completion: (Subscribers.Completion<Failure>) -> Void
    }
    private let closures: Locked<Closures>

    /// The closure to execute on receipt of a value (a no-op once cancelled or
    /// completed: what it captured is released then, as with Combine's).
    public var receiveValue: (Input) -> Void { closures.withLock { $0.value } }
    /// The closure to execute on completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { closures.withLock { $0.completion } }
    private let subscription = Locked<(any Subscription)?>(nil)
    private let isDone = Atomic<Bool>(false)

    /// Initializes a sink with the provided closures.
    public init(
      receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
      receiveValue: @escaping ((Input) -> Void)
    ) {
      closures = Locked(Closures(value: receiveValue, completion: receiveCompletion))
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      let accepted = self.subscription.withLock { current -> Bool in
        guard current == nil, !isDone.load(ordering: .acquiring) else { return false }
        current = subscription
        return true
      }
      guard accepted else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      guard !isDone.load(ordering: .acquiring) else { return .none }
      receiveValue(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone.exchange(true, ordering: .acquiringAndReleasing) else { return }
      receiveCompletion(completion)
      _ = subscription.withLock { current -> Bool in
        current = nil
        return true
      }
      release()
    }

    /// Lets the closures go (and what they captured).
    private func release() {
      // Swapped under the lock, released after it (a closure's captures may deinit).
      let released = closures.withLock { closures -> Closures in
        let old = closures
        closures = Closures(value: { _ in }, completion: { _ in })
        return old
      }
      _ = released
    }

    /// Cancel the activity.
    public func cancel() {
      guard !isDone.exchange(true, ordering: .acquiringAndReleasing) else { return }
      let taken = subscription.withLock { current -> (any Subscription)? in
        let taken = current
        current = nil
        return taken
      }
      taken?.cancel()
      release()
    }
  }
}

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: (any Subscription) -> Void
  private let receiveValueBody: (Input) -> Subscribers.Demand
  private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
  public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
    combineIdentifier = s.combineIdentifier
    receiveSubscriptionBody = s.receive(subscription:)
    receiveValueBody = s.receive(_:)
    receiveCompletionBody = s.receive(completion:)
  }

  public var description: String { "AnySubscriber" }

  public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}
