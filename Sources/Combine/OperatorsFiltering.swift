// Operators that let some values through: `removeDuplicates`, `dropFirst`, `first`,
// and those that adjust failures and watch events: `setFailureType`, `replaceError`,
// `handleEvents`, as Combine declares them.

extension Publisher where Output: Equatable {
  /// Publishes only elements that don’t match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Publishes only elements that don’t match the previous element, as evaluated by a provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Publishes only elements that don’t match the previous element, as evaluated by a provided error-throwing
  /// closure.
  public func tryRemoveDuplicates(
    by predicate: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryRemoveDuplicates<Self> {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes normally.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first element of a stream to satisfy a throwing predicate closure, then finishes normally.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }

  /// Replaces any errors in the stream with the provided element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Performs the specified closures when publisher events occur.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher that publishes only elements that don’t match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The predicate for deciding whether two elements are duplicates.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that publishes only elements that don’t match the previous element, as evaluated by
    /// a provided closure.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = predicate
      var previous: Output?
      upstream.subscribe(
        Relay("RemoveDuplicates", subscriber) { value in
          defer { previous = value }
          if let previous, predicate(previous, value) { return .drop }
          return .send(value)
        })
    }
  }

  /// A publisher that publishes only elements that don’t match the previous element, as evaluated by an
  /// error-throwing closure.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure to evaluate whether two elements are equivalent, for purposes of filtering.
    public let predicate: (Output, Output) throws -> Bool

    /// Creates a publisher that publishes only elements that don’t match the previous element, as evaluated by
    /// a provided error-throwing closure.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let predicate = predicate
      var previous: Output?
      let relay = Relay<Output, Upstream.Failure, S>(
        "TryRemoveDuplicates", subscriber,
        step: { value in
          defer { previous = value }
          do {
            if let previous, try predicate(previous, value) { return .drop }
            return .send(value)
          } catch { return .fail(error) }
        }, end: { .complete($0.erased) })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that omits a specified number of elements before republishing later elements.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    /// Creates a publisher that omits the given number of elements.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      var remaining = count
      upstream.subscribe(
        Relay("Drop", subscriber) { value in
          guard remaining <= 0 else {
            remaining -= 1
            return .drop
          }
          return .send(value)
        })
    }
  }

  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher of the first element of a stream.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(Relay("First", subscriber) { .sendAndFinish($0) })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate closure.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Output) -> Bool

    /// Creates a publisher of the first element of a stream to satisfy a predicate.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = predicate
      upstream.subscribe(Relay("FirstWhere", subscriber) { predicate($0) ? .sendAndFinish($0) : .drop })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a throwing predicate closure.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Output) throws -> Bool

    /// Creates a publisher of the first element of a stream to satisfy an error-throwing predicate.
    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let predicate = predicate
      let relay = Relay<Output, Upstream.Failure, S>(
        "TryFirstWhere", subscriber,
        step: { value in
          do { return try predicate(value) ? .sendAndFinish(value) : .drop } catch { return .fail(error) }
        }, end: { .complete($0.erased) })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that appears to send a specified failure type.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that appears to send a specified failure type.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        Relay<Output, Never, S>("SetFailureType", subscriber, step: { .send($0) }, end: { _ in .complete(.finished) }))
    }

    /// Changes the failure type declared by the upstream publisher.
    public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
      Publishers.SetFailureType(upstream: upstream)
    }
  }

  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    /// The element with which to replace errors from the upstream publisher.
    public let output: Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that replaces any error with the given element, then finishes.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
      let output = output
      let relay = Relay<Output, Upstream.Failure, S>(
        "ReplaceError", subscriber, step: { .send($0) },
        end: { completion in
          switch completion {
          case .finished: .complete(.finished)
          case .failure: .sendAndFinish(output)
          }
        })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription from the upstream publisher.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value from the upstream publisher.
    public var receiveOutput: ((Output) -> Void)?
    /// A closure that executes when the upstream publisher finishes normally or terminates with an error.
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    /// A closure that executes when the downstream receiver cancels publishing.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that performs the given closures when publisher events occur.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (receiveOutput, receiveCompletion) = (receiveOutput, receiveCompletion)
      let hooks = Relay<Output, Failure, S>.Hooks(
        subscription: receiveSubscription, request: receiveRequest, cancel: receiveCancel)
      let relay = Relay<Output, Failure, S>(
        "HandleEvents", subscriber, hooks: hooks,
        step: { value in
          receiveOutput?(value)
          return .send(value)
        },
        end: { completion in
          receiveCompletion?(completion)
          return .complete(completion)
        })
      upstream.subscribe(relay)
    }
  }
}
