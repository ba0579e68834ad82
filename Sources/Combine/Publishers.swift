import Synchronization

// Combine where Apple's does not exist (Linux): the part of its public interface that
// SwiftUI code and the engine use, with Apple's signatures, so that code written
// against Combine (`import Combine`, `ObservableObject`, `@Published`, `sink`) builds
// and behaves the same here. On Apple platforms this module is not built: Apple's
// Combine is the one imported. Documentation/Architecture.md, "Combine".
// Status: publishers, subscribers, subscriptions with demand, `sink`, `assign` (both
// forms), `AnyCancellable`, `Just`, `Empty`, `Fail`, `Future`, `Deferred`, `Record`,
// `Publishers.Sequence`, `PassthroughSubject`, `CurrentValueSubject`, `AnyPublisher`;
// `Scheduler` and `ImmediateScheduler` (Scheduler.swift); operators (Operators*.swift):
// map, tryMap, compactMap, filter, scan, mapError, replaceNil, removeDuplicates,
// dropFirst, first, setFailureType, replaceError, handleEvents, prepend, append,
// catch, combineLatest, merge, flatMap, switchToLatest, multicast, makeConnectable,
// autoconnect, share, debounce, throttle, delay, receive(on:), subscribe(on:). Not yet:
// zip, collect, reduce, prefix, timeout, buffer, retry, the other `try`/count/min/max
// operators, `Optional.Publisher`, `Result.Publisher`.

/// A type that declares it can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of errors it might publish.
  associatedtype Failure: Error

  /// Attaches the subscriber to this publisher.
  func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

extension Publisher {
  /// Attaches the subscriber to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S) where Failure == S.Failure, Output == S.Input {
    receive(subscriber: subscriber)
  }

  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// Attaches a subscriber with closure-based behavior.
  public func sink(
    receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
    receiveValue: @escaping ((Output) -> Void)
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Assigns each element to a property on an object.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Creates a type-erasing publisher to wrap the provided publisher.
  public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
    subscribeBody = { publisher.receive(subscriber: $0) }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input {
    subscribeBody(AnySubscriber(subscriber))
  }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
    subscriber.receive(subscription: OneShot(subscriber: subscriber, value: output))
  }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher immediately sends a completion.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  /// Creates an empty publisher with the given completion behavior and output and failure types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }

  public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that immediately terminates with the specified failure.
  public init(error: Failure) { self.error = error }

  /// Creates a publisher with the given output type, that immediately terminates with the specified failure.
  public init(outputType: Output.Type, failure: Failure) { error = failure }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

/// Delivers one value when demand allows, then finishes (`Just`).
private final class OneShot<S: Subscriber>: Subscription where S.Failure == Never {
  private var subscriber: S?
  private let value: S.Input

  init(subscriber: S, value: S.Input) {
    self.subscriber = subscriber
    self.value = value
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none, let subscriber else { return }
    self.subscriber = nil
    _ = subscriber.receive(value)
    subscriber.receive(completion: .finished)
  }

  func cancel() { subscriber = nil }
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
  /// Returns the "empty" subscription.
  public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
