// Operators that transform each value: `map`, `tryMap`, `compactMap`, `filter`, `scan`,
// `mapError`, `replaceNil`, as Combine declares them.

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms all elements from the upstream publisher with a provided error-throwing closure.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Calls a closure with each received element and publishes any returned optional that has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Calls an error-throwing closure with each received element and publishes any returned optional that has a
  /// value.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }

  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Republishes all elements that match a provided error-throwing closure.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }

  /// Transforms elements from the upstream publisher by providing the current element to a closure along with
  /// the last value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Transforms elements from the upstream publisher by providing the current element to an error-throwing
  /// closure along with the last value returned by the closure.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Converts any failure from the upstream publisher into a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// Replaces nil elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that transforms all elements from the upstream publisher with a provided closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = transform
      upstream.subscribe(Relay("Map", subscriber) { .send(transform($0)) })
    }
  }

  /// A publisher that transforms all elements from the upstream publisher with a provided error-throwing closure.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that transforms all elements with a provided error-throwing closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let transform = transform
      let relay = Relay<Upstream.Output, Upstream.Failure, S>(
        "TryMap", subscriber,
        step: { value in
          do { return .send(try transform(value)) } catch { return .fail(error) }
        }, end: { .complete($0.erased) })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that republishes elements a closure transforms to a non-nil value.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional values.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that republishes the non-nil results of a closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = transform
      upstream.subscribe(Relay("CompactMap", subscriber) { transform($0).map { .send($0) } ?? .drop })
    }
  }

  /// A publisher that republishes the non-nil results of an error-throwing closure.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that receives values from the upstream publisher and returns optional values.
    public let transform: (Upstream.Output) throws -> Output?

    /// Creates a publisher that republishes the non-nil results of an error-throwing closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let transform = transform
      let relay = Relay<Upstream.Output, Upstream.Failure, S>(
        "TryCompactMap", subscriber,
        step: { value in
          do { return try transform(value).map { .send($0) } ?? .drop } catch { return .fail(error) }
        }, end: { .complete($0.erased) })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that republishes all elements that match a provided closure.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes the elements that match a closure.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let isIncluded = isIncluded
      upstream.subscribe(Relay("Filter", subscriber) { isIncluded($0) ? .send($0) : .drop })
    }
  }

  /// A publisher that republishes all elements that match a provided error-throwing closure.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Creates a publisher that republishes the elements that match an error-throwing closure.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let isIncluded = isIncluded
      let relay = Relay<Upstream.Output, Upstream.Failure, S>(
        "TryFilter", subscriber,
        step: { value in
          do { return try isIncluded(value) ? .send(value) : .drop } catch { return .fail(error) }
        }, end: { .complete($0.erased) })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that transforms elements by giving a closure each one with the closure's last result.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, given to the closure with the first element.
    public let initialResult: Output
    /// A closure that takes the previous result and the next element and returns the next result.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates elements with a closure.
    public init(
      upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let next = nextPartialResult
      var result = initialResult
      upstream.subscribe(
        Relay("Scan", subscriber) { value in
          result = next(result, value)
          return .send(result)
        })
    }
  }

  /// A publisher that transforms elements by giving an error-throwing closure each one with its last result.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, given to the closure with the first element.
    public let initialResult: Output
    /// An error-throwing closure that takes the previous result and the next element and returns the next result.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates elements with an error-throwing closure.
    public init(
      upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let next = nextPartialResult
      var result = initialResult
      let relay = Relay<Upstream.Output, Upstream.Failure, S>(
        "TryScan", subscriber,
        step: { value in
          do {
            result = try next(result, value)
            return .send(result)
          } catch { return .fail(error) }
        }, end: { .complete($0.erased) })
      upstream.subscribe(relay)
    }
  }

  /// A publisher that converts any failure from the upstream publisher into a new error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that converts the upstream failure into a new error.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts any failure from the upstream publisher into a new error.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts any failure from the upstream publisher into a new error.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
      let transform = transform
      let relay = Relay<Upstream.Output, Upstream.Failure, S>(
        "MapError", subscriber, step: { .send($0) },
        end: { completion in
          switch completion {
          case .finished: .complete(.finished)
          case .failure(let error): .complete(.failure(transform(error)))
          }
        })
      upstream.subscribe(relay)
    }
  }
}

extension Publishers.Map {
  /// Transforms all elements with a closure, fusing the two maps into one.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }

  /// Transforms all elements with an error-throwing closure, fusing the two maps into one.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
  }
}

extension Publishers.TryMap {
  /// Transforms all elements with a closure, fusing the two maps into one.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
  }

  /// Transforms all elements with an error-throwing closure, fusing the two maps into one.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
  }
}

extension Publishers.CompactMap {
  /// Republishes the non-nil results of a closure, fusing the two into one.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
  }

  /// Transforms the non-nil results of the closure, fusing the two into one.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
  }
}

extension Publishers.TryCompactMap {
  /// Republishes the non-nil results of an error-throwing closure, fusing the two into one.
  public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
  }
}

extension Publishers.Filter {
  /// Republishes the elements that match both closures, fusing the two filters into one.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
    let first = self.isIncluded
    return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
  }

  /// Republishes the elements that match both closures, fusing the two filters into one.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}

extension Publishers.TryFilter {
  /// Republishes the elements that match both closures, fusing the two filters into one.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }

  /// Republishes the elements that match both closures, fusing the two filters into one.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}
