// The subscription most operators share: one upstream in, each value sent on, dropped,
// or turned into a completion by the operator's closure. Cancelling it lets go of the
// downstream and of the operator's closures (what they captured is released then, as
// with Combine's), and stops delivery.

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// What an operator does with one value from upstream.
enum RelayStep<Output, Failure: Error> {
  /// Sends the value downstream.
  case send(Output)
  /// Drops the value, asking upstream for another in its place.
  case drop
  /// Sends the value, then finishes and cancels upstream.
  case sendAndFinish(Output)
  /// Fails downstream with the error and cancels upstream.
  case fail(Failure)
}

/// What an operator does with its upstream's completion.
enum RelayEnd<Output, Failure: Error> {
  /// Completes downstream.
  case complete(Subscribers.Completion<Failure>)
  /// Sends the value once there is demand for it, then finishes.
  case sendAndFinish(Output)
}

extension Subscribers.Completion {
  /// The same completion, its failure as any error.
  var erased: Subscribers.Completion<any Error> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(error)
    }
  }
}

/// The upstream subscriber and downstream subscription of a one-in, at-most-one-out
/// operator.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Step = RelayStep<Downstream.Input, Downstream.Failure>
  typealias End = RelayEnd<Downstream.Input, Downstream.Failure>

  /// What `handleEvents` and `autoconnect` watch besides values and completion.
  struct Hooks {
    var subscription: ((any Subscription) -> Void)?
    var request: ((Subscribers.Demand) -> Void)?
    var cancel: (() -> Void)?
  }

  private struct State {
    var downstream: Downstream?
    var upstream: (any Subscription)?
    var step: ((Input) -> Step)?
    var end: ((Subscribers.Completion<UpstreamFailure>) -> End)?
    var hooks: Hooks
    var subscribed = false
    var demand = Subscribers.Demand.none
    /// A last value waiting for demand (`replaceError`).
    var pending: Downstream.Input?
  }

  private let state: Locked<State>
  let description: String

  init(
    _ name: String, _ downstream: Downstream, hooks: Hooks = Hooks(), step: @escaping (Input) -> Step,
    end: @escaping (Subscribers.Completion<UpstreamFailure>) -> End
  ) {
    description = name
    state = Locked(State(downstream: downstream, step: step, end: end, hooks: hooks))
  }

  /// A relay whose completion passes through unchanged.
  convenience init(
    _ name: String, _ downstream: Downstream, hooks: Hooks = Hooks(), step: @escaping (Input) -> Step
  ) where UpstreamFailure == Downstream.Failure {
    self.init(name, downstream, hooks: hooks, step: step, end: { .complete($0) })
  }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> (Downstream, Hooks)? in
      guard !state.subscribed, let downstream = state.downstream else { return nil }
      state.subscribed = true
      state.upstream = subscription
      return (downstream, state.hooks)
    }
    guard let (downstream, hooks) = accepted else {
      subscription.cancel()
      return
    }
    hooks.subscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let live = state.withLock { state -> (Downstream, (Input) -> Step)? in
      guard let downstream = state.downstream, let step = state.step else { return nil }
      return (downstream, step)
    }
    guard let (downstream, step) = live else { return .none }
    switch step(input) {
    case .send(let output):
      state.withLock { $0.demand -= 1 }
      let more = downstream.receive(output)
      if more > .none { state.withLock { $0.demand += more } }
      return more
    case .drop:
      return .max(1)
    case .sendAndFinish(let output):
      release()?.upstream?.cancel()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return .none
    case .fail(let error):
      release()?.upstream?.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let live = state.withLock { state -> (Downstream, (Subscribers.Completion<UpstreamFailure>) -> End)? in
      guard let downstream = state.downstream, let end = state.end, state.pending == nil else { return nil }
      state.upstream = nil
      return (downstream, end)
    }
    guard let (downstream, end) = live else { return }
    switch end(completion) {
    case .complete(let completion):
      _ = release()
      downstream.receive(completion: completion)
    case .sendAndFinish(let output):
      let now = state.withLock { state -> Bool in
        guard state.demand == .none else { return true }
        state.pending = output
        return false
      }
      guard now else { return }
      _ = release()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    let action = state.withLock { state -> (Hooks, (any Subscription)?, (Downstream, Downstream.Input)?) in
      state.demand += demand
      if let pending = state.pending, let downstream = state.downstream {
        state.pending = nil
        return (state.hooks, nil, (downstream, pending))
      }
      return (state.hooks, state.upstream, nil)
    }
    action.0.request?(demand)
    if let (downstream, last) = action.2 {
      _ = release()
      _ = downstream.receive(last)
      downstream.receive(completion: .finished)
    } else {
      action.1?.request(demand)
    }
  }

  func cancel() {
    guard let released = release() else { return }
    released.hooks.cancel?()
    released.upstream?.cancel()
  }

  /// Lets go of the downstream and the closures; returns what was held, if it was live.
  private func release() -> State? {
    // Swapped out under the lock, released after it (what the closures captured may deinit).
    let released = state.withLock { state -> State in
      let old = state
      state.downstream = nil
      state.upstream = nil
      state.step = nil
      state.end = nil
      state.pending = nil
      state.hooks = Hooks()
      return old
    }
    return released.downstream == nil ? nil : released
  }
}

extension AnySubscriber {
  /// Creates a type-erasing subscriber that executes the provided closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    self.init(
      ClosureSubscriber(
        subscription: receiveSubscription ?? { _ in }, value: receiveValue ?? { _ in .none },
        completion: receiveCompletion ?? { _ in }))
  }
}

/// The subscriber behind `AnySubscriber`'s closures.
private final class ClosureSubscriber<Input, Failure: Error>: Subscriber {
  let subscription: (any Subscription) -> Void
  let value: (Input) -> Subscribers.Demand
  let completion: (Subscribers.Completion<Failure>) -> Void

  init(
    subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.subscription = subscription
    self.value = value
    self.completion = completion
  }

  func receive(subscription: any Subscription) { self.subscription(subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
