import Synchronization

#if COMBINE_ENGINE_HOOKS
public import Combine
#endif

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The host's simulated time (Documentation/Rules.md, "Time"): nothing a host runs
// waits on the wall clock. Timers, delayed work, timeline schedules and sleeps on
// this clock are items of a queue ordered by when they fall due (then by when they
// were scheduled); `ViewHost.advance(by:)` moves the clock forward and runs each
// item that falls due on the way, in time order, as its own transaction. An item
// that schedules another (a repeating timer, a debounce restarted by a value) puts
// it in the same queue, so it runs in the same advance when it falls due within it.
// Status: Complete for what is scheduled on it. Differs: tolerances and run loop
// modes are ignored (an item runs exactly when it falls due).

/// The simulated time of one host: a `Clock` that only ``ViewHost/advance(by:)``
/// moves.
///
/// Instants count from the host's creation. The host's date is ``origin`` (seconds
/// since 1 January 2001, as `Date` counts them) plus the time elapsed. Code that takes
/// a `Clock` can be given it (`try await clock.sleep(for: .seconds(2))` resumes when
/// an advance reaches its deadline, or throws when its task is cancelled).
public final class HostClock: Clock, @unchecked Sendable {
  /// A moment on a host's clock: the time elapsed since the host was created.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time elapsed since the host was created.
    public var offset: Duration

    /// A moment that many seconds (and fractions) after the host was created.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// `t+1.5s`: the time since the host was created.
    public var description: String { "t+\(HostClock.seconds(offset))s" }
  }

  /// Something scheduled on the clock.
  ///
  /// Its action runs on the main actor, in an advance: it is only kept here on the way.
  struct Item: @unchecked Sendable {
    var id: Int
    var due: Instant
    let interval: Duration?
    let label: String
    let action: () -> Void
    /// The view task asleep until the item falls due, for a sleep.
    var sleeper: ObjectIdentifier? = nil
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    /// Items in the order they fall due (ties: the order they were scheduled).
    var items: [Item] = []

    mutating func insert(_ item: Item) {
      let index = items.firstIndex { $0.due > item.due } ?? items.endIndex
      items.insert(item, at: index)
    }
  }

  private let state = Mutex(State())
  /// What the engine keeps beside the clock, by key (a timer shared by its
  /// subscribers), behind its lock.
  private var attachments: [ObjectIdentifier: AnyObject] = [:]
  private let attachmentsLock = NSLockLike()

  /// Whether this build puts main-thread scheduling on the clock of the running host.
  ///
  /// That is `RunLoop.main`, `DispatchQueue.main` and `OperationQueue.main` as
  /// Combine schedulers, and `Timer.publish(every:on: .main, in:)`. True with the
  /// package's own Combine (Linux); with Apple's, they run on the wall clock, and a
  /// timeline view, an `onReceive` of a timer and ``ViewHost/clock`` itself are what
  /// the clock drives (Documentation/Rules.md, "Time").
  public static var drivesMainScheduling: Bool {
    #if COMBINE_ENGINE_HOOKS
    true
    #else
    false
    #endif
  }

  /// The host's date at its creation, in seconds since 1 January 2001 (UTC), as
  /// `Date(timeIntervalSinceReferenceDate:)` reads it.
  public let origin: Double

  /// A clock starting at `origin`, or at the wall clock's time now.
  init(origin: Double? = nil) {
    self.origin = origin ?? HostClock.wallClockSinceReferenceDate()
  }

  /// The moment the host's time has reached.
  public var now: Instant { state.withLock { $0.now } }

  /// The time elapsed since the host was created.
  public var elapsed: Duration { now.offset }

  /// The host's date now, in seconds since 1 January 2001.
  public var secondsSinceReferenceDate: Double { origin + HostClock.seconds(elapsed) }

  /// The clock's resolution: a nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// What is waiting on the clock, in the order it falls due: each item's moment and
  /// what it is (`Timer every 1s`, `TimelineView`, `sleep`).
  public var scheduled: [(due: Instant, label: String)] {
    state.withLock { $0.items.map { ($0.due, $0.label) } }
  }

  /// What a sleep on the clock is called in ``scheduled`` and in the trace.
  static let sleepLabel = "sleep"

  /// How many items have ever been put on the clock: a task that sleeps again adds one.
  var itemsScheduled: Int { state.withLock { $0.nextID } }

  /// Whether the view task marked `mark` is asleep on the clock: it can do nothing
  /// until an advance reaches its sleep's end.
  package func isAsleep(_ mark: ViewTaskMark) -> Bool {
    let id = ObjectIdentifier(mark)
    return state.withLock { $0.items.contains { $0.sleeper == id } }
  }

  /// Suspends until the clock reaches `deadline` (an advance resumes it).
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    // A deadline the clock has reached returns at once, as a real clock's does.
    guard deadline > now else { return }
    let box = SleepBox()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        let id = schedule(
          at: deadline, label: HostClock.sleepLabel, sleeper: HostClock.viewTask.map(ObjectIdentifier.init)
        ) { box.resume(nil) }
        // Cancelled before the continuation was kept: resumed at once, and the item
        // taken off the clock.
        if box.set(continuation, id: id) { cancel(id) }
      }
    } onCancel: {
      if let id = box.resume(CancellationError()) { cancel(id) }
    }
  }

  /// Schedules `action` at `due` (at once when due has passed: at the next advance),
  /// every `interval` after when given.
  /// - Returns: The item's id, for ``cancel(_:)``.
  @discardableResult
  package func schedule(
    at due: Instant, every interval: Duration? = nil, label: String, sleeper: ObjectIdentifier? = nil,
    _ action: @escaping () -> Void
  ) -> Int {
    let repeating = interval.flatMap { $0 > .zero ? $0 : nil }
    let made = Item(id: 0, due: due, interval: repeating, label: label, action: action, sleeper: sleeper)
    return state.withLock { state in
      var item = made
      item.id = state.nextID
      state.nextID += 1
      item.due = max(item.due, state.now)
      state.insert(item)
      return item.id
    }
  }

  /// Schedules `action` after `delay` from now.
  @discardableResult
  package func schedule(
    after delay: Duration, every interval: Duration? = nil, label: String, _ action: @escaping () -> Void
  )
    -> Int
  {
    schedule(at: now.advanced(by: delay), every: interval, label: label, action)
  }

  /// What is attached to the clock under `key`, made by `make` the first time.
  package func attachment<T: AnyObject>(for key: ObjectIdentifier, _ make: () -> T) -> T {
    attachmentsLock.withLock {
      if let found = attachments[key] as? T { return found }
      let made = make()
      attachments[key] = made
      return made
    }
  }

  /// Removes what is attached under `key`.
  package func detach(_ key: ObjectIdentifier) { attachmentsLock.withLock { attachments[key] = nil } }

  /// Removes an item; nothing if it ran (and does not repeat) or was removed.
  package func cancel(_ id: Int) {
    state.withLock { state in state.items.removeAll { $0.id == id } }
  }

  /// The first item due at `limit` or before, taken off the queue; `nil` when none is.
  ///
  /// A repeating one is scheduled again; the clock moves to its moment.
  func takeDue(through limit: Instant) -> Item? {
    state.withLock { state in
      guard let first = state.items.first, first.due <= limit else { return nil }
      state.items.removeFirst()
      state.now = max(state.now, first.due)
      if let interval = first.interval {
        var next = first
        next.due = first.due.advanced(by: interval)
        state.insert(next)
      }
      return first
    }
  }

  /// Removes every item due at `instant` (a runaway's).
  func cancelAll(dueAt instant: Instant) {
    state.withLock { state in state.items.removeAll { $0.due == instant } }
  }

  /// Moves the clock to `instant` (never backwards).
  func move(to instant: Instant) {
    state.withLock { $0.now = max($0.now, instant) }
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The wall clock's time, in seconds since 1 January 2001 (UTC).
  static func wallClockSinceReferenceDate() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9 - 978_307_200
  }
}

extension HostClock {
  /// The clock of the host whose update runs now on the main thread; `nil` outside any.
  ///
  /// Ambient state (Support/Ambient.swift).
  package static var current: HostClock? { MainThread.isCurrent ? ambient : nil }

  /// A seconds value as a duration.
  package static func duration(seconds: Double) -> Duration {
    .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}

/// The continuation of one sleep, resumed once: by the clock or by cancellation.
private final class SleepBox: @unchecked Sendable {
  private let state = Mutex<(continuation: CheckedContinuation<Void, any Error>?, id: Int?, early: (any Error)??)>(
    (nil, nil, nil))

  /// Keeps the continuation until the sleep is resumed; whether it was resumed
  /// already (cancelled first), and so is resumed at once.
  func set(_ continuation: CheckedContinuation<Void, any Error>, id: Int) -> Bool {
    let early = state.withLock { state -> (any Error)?? in
      if let early = state.early { return early }
      state.continuation = continuation
      state.id = id
      return nil
    }
    guard let early else { return false }
    if let error = early { continuation.resume(throwing: error) } else { continuation.resume() }
    return true
  }

  /// Resumes the sleep (with an error: it was cancelled); returns the clock item to
  /// remove, if any.
  @discardableResult
  func resume(_ error: (any Error)?) -> Int? {
    let taken = state.withLock { state -> (CheckedContinuation<Void, any Error>?, Int?) in
      guard let continuation = state.continuation else {
        if state.early == nil { state.early = .some(error) }
        return (nil, nil)
      }
      state.continuation = nil
      return (continuation, state.id)
    }
    guard let continuation = taken.0 else { return nil }
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    return taken.1
  }
}

#if COMBINE_ENGINE_HOOKS
// The package's own Combine schedules main-thread work on the clock of the host
// whose update runs (Combine's SchedulingHooks.swift).
extension HostClock: SimulatedTimeline {
  public func scheduleOnTimeline(
    after delay: Duration, every interval: Duration?, label: String, _ action: @escaping () -> Void
  ) -> Int {
    schedule(after: delay, every: interval, label: label, action)
  }

  public func cancelOnTimeline(_ id: Int) { cancel(id) }
}
#endif

/// Marks the task a view's `.task` runs, so that a host knows it is asleep on its clock
/// (waiting for an advance) rather than busy.
package final class ViewTaskMark: Sendable {
  package init() {}
}
