// Publishers that start a stream: `Publishers.Sequence` (`sequence.publisher`),
// `Future`, `Deferred`, `Record`, as Combine declares them.

extension Sequence {
  /// A publisher that publishes the sequence's elements, one per demand, then finishes.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
  /// A publisher that publishes a given sequence of elements.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    public init(sequence: Elements) { self.sequence = sequence }

    public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
      Emission.start(sequence, then: .finished, to: subscriber)
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// Its closure runs once, when it is made; every subscriber, earlier or later, gets its
/// result (a value when it asks for one, then the finish; a failure at once).
public final class Future<Output, Failure: Error>: Publisher {
  /// A type that represents a closure to invoke in the future, when an element or error is available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private struct State {
    var result: Result<Output, Failure>?
    var waiting: [FutureConduit<Output, Failure>] = []
  }
  private let state = Locked(State())

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfill(result) }
  }

  public final func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    let conduit = FutureConduit<Output, Failure>(subscriber)
    let result = state.withLock { state -> Result<Output, Failure>? in
      if state.result == nil { state.waiting.append(conduit) }
      return state.result
    }
    subscriber.receive(subscription: conduit)
    if let result { conduit.resolve(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    let waiting = state.withLock { state -> [FutureConduit<Output, Failure>] in
      guard state.result == nil else { return [] }
      state.result = result
      defer { state.waiting = [] }
      return state.waiting
    }
    for conduit in waiting { conduit.resolve(result) }
  }
}

/// One subscriber's connection to a future.
private final class FutureConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private struct State {
    var downstream: AnySubscriber<Output, Failure>?
    var result: Result<Output, Failure>?
    var requested = false
  }
  private let state: Locked<State>

  init<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    state = Locked(State(downstream: AnySubscriber(subscriber)))
  }

  func resolve(_ result: Result<Output, Failure>) {
    state.withLock { $0.result = result }
    deliverIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    state.withLock { $0.requested = true }
    deliverIfReady()
  }

  func cancel() { state.withLock { $0 = State() } }

  /// Sends the value once it is there and asked for, a failure once it is there.
  private func deliverIfReady() {
    let ready = state.withLock { state -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
      guard let downstream = state.downstream, let result = state.result else { return nil }
      if case .success = result, !state.requested { return nil }
      state = State()
      return (downstream, result)
    }
    guard let (downstream, result) = ready else { return }
    switch result {
    case .success(let value):
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
  }
}

/// A publisher that awaits subscription before running the supplied closure to create a publisher for the new
/// subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  /// The closure to execute when this deferred publisher receives a subscription.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a deferred publisher.
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

  public func receive<S: Subscriber>(subscriber: S)
  where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().receive(subscriber: subscriber)
  }
}

/// A publisher that allows for recording a series of inputs and a completion, for later playback to each
/// subscriber.
public struct Record<Output, Failure: Error>: Publisher {
  /// The recorded output and completion.
  public let recording: Recording

  /// Creates a publisher to interactively record a series of outputs and a completion.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  /// Creates a record publisher from an existing recording.
  public init(recording: Recording) { self.recording = recording }

  /// Creates a record publisher to publish the provided elements, followed by the provided completion value.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    recording = Recording(output: output, completion: completion)
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    Emission.start(recording.output, then: recording.completion, to: subscriber)
  }

  /// A recorded sequence of outputs, followed by a completion value.
  public struct Recording {
    public typealias Input = Output
    private var finished = false

    /// The output which will be sent to a subscriber.
    public private(set) var output: [Output]
    /// The completion which will be sent to a subscriber.
    public private(set) var completion: Subscribers.Completion<Failure>

    /// Sets up a recording in a state ready to receive output.
    public init() {
      output = []
      completion = .finished
    }

    /// Sets up a complete recording with the specified output and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      finished = true
    }

    /// Adds an output to the recording.
    public mutating func receive(_ input: Input) {
      precondition(!finished, "A recording cannot receive input after it has finished")
      output.append(input)
    }

    /// Adds a completion to the recording.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!finished, "A recording cannot receive a completion after it has finished")
      self.completion = completion
      finished = true
    }
  }
}

/// The subscription of a sequence (or recording): one element per demand, then the completion.
private final class Emission<Elements: Sequence, Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Elements.Element {
  private struct State {
    var downstream: Downstream?
    var iterator: Elements.Iterator
    /// The next element, read ahead so the completion follows the last one at once.
    var next: Elements.Element?
    var demand = Subscribers.Demand.none
    var emitting = false
  }
  private let state: Locked<State>
  private let completion: Subscribers.Completion<Downstream.Failure>

  private init(
    downstream: Downstream, iterator: Elements.Iterator, next: Elements.Element?,
    completion: Subscribers.Completion<Downstream.Failure>
  ) {
    state = Locked(State(downstream: downstream, iterator: iterator, next: next))
    self.completion = completion
  }

  static func start(
    _ elements: Elements, then completion: Subscribers.Completion<Downstream.Failure>, to downstream: Downstream
  ) {
    var iterator = elements.makeIterator()
    guard let first = iterator.next() else {
      downstream.receive(subscription: Subscriptions.empty)
      downstream.receive(completion: completion)
      return
    }
    downstream.receive(
      subscription: Emission(downstream: downstream, iterator: iterator, next: first, completion: completion))
  }

  func request(_ demand: Subscribers.Demand) {
    let starts = state.withLock { state -> Bool in
      state.demand += demand
      guard !state.emitting, state.downstream != nil else { return false }
      state.emitting = true
      return true
    }
    guard starts else { return }
    // One caller emits; a request made while a value is being received only adds demand.
    while true {
      let step = state.withLock { state -> (Downstream, Elements.Element?)? in
        guard let downstream = state.downstream else { return nil }
        guard let element = state.next else {
          state.downstream = nil
          return (downstream, nil)
        }
        guard state.demand > .none else {
          state.emitting = false
          return nil
        }
        state.demand -= 1
        state.next = state.iterator.next()
        return (downstream, element)
      }
      guard let (downstream, element) = step else { return }
      guard let element else {
        downstream.receive(completion: completion)
        return
      }
      let more = downstream.receive(element)
      if more > .none { state.withLock { $0.demand += more } }
    }
  }

  func cancel() { state.withLock { $0.downstream = nil } }
}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher.
  ///
  /// Each value is written to the `@Published` property the publisher belongs to, as
  /// a write to the property would (its object's `objectWillChange` first). The
  /// subscription lives as long as the property's storage, not longer, and keeps
  /// neither it nor its object alive.
  public func assign(to published: inout Published<Output>.Publisher) {
    let target = PublishedTarget(published)
    subscribe(target)
    published.box?.assignments.append(AnyCancellable(target))
  }
}

/// The subscriber of `assign(to:)`: writes each value to a `@Published` storage while it lives.
private final class PublishedTarget<Value>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = Value
  typealias Failure = Never

  private struct State {
    weak var box: Published<Value>.Box?
    /// A standalone `Published.Publisher` (made with its initializer, in no property).
    var subject: CurrentValueSubject<Value, Never>?
    var upstream: (any Subscription)?
    var done = false
  }
  private let state: Locked<State>

  init(_ published: Published<Value>.Publisher) {
    state = Locked(
      published.box.map { State(box: $0) } ?? State(subject: published.subject))
  }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> Bool in
      guard !state.done, state.upstream == nil else { return false }
      state.upstream = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    subscription.request(.unlimited)
  }

  func receive(_ input: Value) -> Subscribers.Demand {
    let (box, subject, done) = state.withLock { ($0.box, $0.subject, $0.done) }
    guard !done else { return .none }
    if let box {
      box.write(input)
    } else if let subject {
      subject.send(input)
    } else {
      cancel()  // The property's storage is gone.
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    state.withLock { state in
      state.done = true
      state.upstream = nil
    }
  }

  func cancel() {
    let upstream = state.withLock { state -> (any Subscription)? in
      state.done = true
      defer { state.upstream = nil }
      return state.upstream
    }
    upstream?.cancel()
  }
}

extension Published.Box {
  /// Writes a value as the property's setter does: the object's `objectWillChange`,
  /// then the property's own publisher, then the storage.
  func write(_ newValue: Value) {
    objectWillChange?.send()
    subject?.send(newValue)
    #if COMBINE_ENGINE_HOOKS
    if PublishedEngineHooks.write(self, newValue) { return }
    #endif
    value = newValue
  }
}
