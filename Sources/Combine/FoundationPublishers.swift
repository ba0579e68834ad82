import Dispatch
public import Foundation

// What Apple's Foundation adds to Combine besides schedulers: `Timer.publish` (on the
// main run loop during a host's update, its fires are on that host's clock:
// FoundationSchedulers.swift) and `NotificationCenter.publisher(for:object:)`.

// MARK: - Timer

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  ///
  /// - Parameters:
  ///   - interval: The time interval on which to publish events.
  ///   - tolerance: The allowed timing variance when emitting events.
  ///   - runLoop: The run loop on which the timer runs.
  ///   - mode: The run loop mode in which to run the timer.
  ///   - options: Scheduler options passed to the timer.
  /// - Returns: A publisher that repeatedly emits the current date on the given interval.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  ///
  /// Connected on the main run loop during a host's update, it fires on that host's
  /// clock (each fire at ``interval`` after the last); elsewhere it is a real timer.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval on which the timer publishes.
    public final let interval: TimeInterval
    /// The allowed timing variance when emitting events.
    public final let tolerance: TimeInterval?
    /// The run loop on which the timer runs.
    public final let runLoop: RunLoop
    /// The run loop mode in which to run the timer.
    public final let mode: RunLoop.Mode
    /// Scheduler options passed to the timer.
    public final let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private let connection = Locked<AnyCancellable?>(nil)

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public final func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; the returned cancellable stops it.
    public final func connect() -> any Cancellable {
      if let running = connection.withLock({ $0 }) { return running }
      let subject = self.subject
      let made: AnyCancellable
      if let simulated = SimulatedScheduling(isMain: runLoop === RunLoop.main, name: "Timer").schedule(
        after: interval, every: interval, label: "Timer every \(secondsText(interval))",
        { [weak self] in
          guard let self else { return }
          subject.send(self.runLoop.now.date)
        })
      {
        made = AnyCancellable(simulated)
      } else {
        let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
        if let tolerance { timer.tolerance = tolerance }
        runLoop.add(timer, forMode: mode)
        made = AnyCancellable { timer.invalidate() }
      }
      connection.withLock { $0 = made }
      return AnyCancellable { [weak self] in
        made.cancel()
        self?.connection.withLock { $0 = nil }
      }
    }
  }
}

// MARK: - NotificationCenter

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications.
  ///
  /// - Parameters:
  ///   - name: The name of the notification to publish.
  ///   - object: The object posting the named notification; `nil`: any.
  /// - Returns: A publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
      let center = self.center
      subject.handleCancellation { center.removeObserver(token) }
        .receive(subscriber: subscriber)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

extension PassthroughSubject {
  /// This subject, with `body` run once when the one subscriber it is given cancels.
  fileprivate func handleCancellation(_ body: @escaping () -> Void) -> CancellationNotifying<Output, Failure> {
    CancellationNotifying(subject: self, onCancel: body)
  }
}

/// A subject's subscription that runs an action when it is cancelled (a notification
/// observer removed).
private struct CancellationNotifying<Output, Failure: Error>: Publisher {
  let subject: PassthroughSubject<Output, Failure>
  let onCancel: () -> Void

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subject.receive(subscriber: Forwarding(downstream: subscriber, onCancel: onCancel))
  }

  /// Passes everything on, wrapping the subscription so its cancellation is seen.
  final class Forwarding<Downstream: Subscriber>: Subscriber
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output
    let downstream: Downstream
    let onCancel: () -> Void

    init(downstream: Downstream, onCancel: @escaping () -> Void) {
      self.downstream = downstream
      self.onCancel = onCancel
    }

    func receive(subscription: any Subscription) {
      downstream.receive(subscription: Notifying(upstream: subscription, onCancel: onCancel))
    }
    func receive(_ input: Output) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
  }

  final class Notifying: Subscription {
    let upstream: any Subscription
    private let onCancel: Locked<(() -> Void)?>

    init(upstream: any Subscription, onCancel: @escaping () -> Void) {
      self.upstream = upstream
      self.onCancel = Locked(onCancel)
    }

    func request(_ demand: Subscribers.Demand) { upstream.request(demand) }
    func cancel() {
      upstream.cancel()
      let taken = onCancel.withLock { action -> (() -> Void)? in
        defer { action = nil }
        return action
      }
      taken?()
    }
  }
}
