import Combine
import Testing

// The time-based operators on a virtual clock: a scheduler written here, against
// Combine's `Scheduler` protocol only, so these run unchanged on Apple's Combine.

/// A virtual instant, in milliseconds.
struct VirtualTime: Strideable, Hashable {
  var milliseconds: Int
  func distance(to other: VirtualTime) -> VirtualInterval { VirtualInterval(other.milliseconds - milliseconds) }
  func advanced(by n: VirtualInterval) -> VirtualTime { VirtualTime(milliseconds: milliseconds + n.milliseconds) }
}

/// A virtual interval, in milliseconds.
struct VirtualInterval: SignedNumeric, Comparable, Hashable, SchedulerTimeIntervalConvertible {
  var milliseconds: Int
  init(_ milliseconds: Int) { self.milliseconds = milliseconds }
  init(integerLiteral value: Int) { milliseconds = value }
  init?<T: BinaryInteger>(exactly source: T) {
    guard let value = Int(exactly: source) else { return nil }
    milliseconds = value
  }
  var magnitude: Int { abs(milliseconds) }
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.milliseconds < rhs.milliseconds }
  static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.milliseconds + rhs.milliseconds) }
  static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.milliseconds - rhs.milliseconds) }
  static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.milliseconds * rhs.milliseconds) }
  static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
  static func seconds(_ s: Int) -> Self { Self(s * 1000) }
  static func seconds(_ s: Double) -> Self { Self(Int((s * 1000).rounded())) }
  static func milliseconds(_ ms: Int) -> Self { Self(ms) }
  static func microseconds(_ us: Int) -> Self { Self(us / 1000) }
  static func nanoseconds(_ ns: Int) -> Self { Self(ns / 1_000_000) }
}

/// A scheduler on a virtual clock: actions wait until `advance` passes their time, then
/// run in time order (in the order scheduled, at the same time), the clock set to it.
final class TestScheduler: Scheduler {
  typealias SchedulerTimeType = VirtualTime
  typealias SchedulerOptions = Never

  private(set) var now = VirtualTime(milliseconds: 0)
  var minimumTolerance: VirtualInterval { 0 }
  private var queue: [(id: Int, due: VirtualTime, action: () -> Void)] = []
  private var nextID = 0

  func schedule(options: Never?, _ action: @escaping () -> Void) { enqueue(at: now, action) }

  func schedule(after date: VirtualTime, tolerance: VirtualInterval, options: Never?, _ action: @escaping () -> Void) {
    enqueue(at: date, action)
  }

  func schedule(
    after date: VirtualTime, interval: VirtualInterval, tolerance: VirtualInterval, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    var cancelled = false
    func repeating(at due: VirtualTime) {
      enqueue(at: due) { [weak self] in
        guard !cancelled, let self else { return }
        action()
        repeating(at: self.now.advanced(by: interval))
      }
    }
    repeating(at: date)
    return AnyCancellable { cancelled = true }
  }

  /// Moves the clock forward, running each action that comes due.
  func advance(by interval: VirtualInterval = 0) {
    let end = now.advanced(by: interval)
    while let next = queue.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
      queue.removeAll { $0.id == next.id }
      if next.due > now { now = next.due }
      next.action()
    }
    now = end
  }

  /// Moves the clock to the given time.
  func advance(to milliseconds: Int) { advance(by: VirtualInterval(milliseconds - now.milliseconds)) }

  private func enqueue(at due: VirtualTime, _ action: @escaping () -> Void) {
    nextID += 1
    queue.append((nextID, due, action))
  }
}

/// Values sent at the given times (in milliseconds), and what arrived downstream, when.
private func timeline<Output>(
  _ sends: [(at: Int, value: Int)], finishAt end: Int? = nil, until last: Int,
  through pipeline: (PassthroughSubject<Int, Never>, TestScheduler) -> AnyPublisher<Output, Never>
) -> (values: [(at: Int, value: Output)], finishedAt: Int?) {
  let scheduler = TestScheduler()
  let subject = PassthroughSubject<Int, Never>()
  var values: [(at: Int, value: Output)] = []
  var finishedAt: Int?
  let subscription = pipeline(subject, scheduler).sink(
    receiveCompletion: { _ in finishedAt = scheduler.now.milliseconds },
    receiveValue: { values.append((scheduler.now.milliseconds, $0)) })
  for send in sends {
    scheduler.advance(to: send.at)
    subject.send(send.value)
  }
  if let end {
    scheduler.advance(to: end)
    subject.send(completion: .finished)
  }
  scheduler.advance(to: last)
  subscription.cancel()
  return (values, finishedAt)
}

@Suite("Debounce")
struct DebounceTests {
  @Test("A burst of keystrokes gives one value per pause: the latest, the interval after the last keystroke")
  func onePerPause() {
    let keystrokes = [(0, 1), (100, 2), (200, 3), (900, 4), (1000, 5), (1250, 6), (2000, 7)]
    let result = timeline(keystrokes.map { (at: $0.0, value: $0.1) }, until: 3000) { subject, scheduler in
      subject.debounce(for: .milliseconds(300), scheduler: scheduler).eraseToAnyPublisher()
    }
    #expect(result.values.map(\.value) == [3, 6, 7])
    #expect(result.values.map(\.at) == [500, 1550, 2300])
  }

  @Test("A value is not published before the interval has passed without a new one")
  func waitsForTheInterval() {
    let result = timeline([(at: 0, value: 1)], until: 299) { subject, scheduler in
      subject.debounce(for: .milliseconds(300), scheduler: scheduler).eraseToAnyPublisher()
    }
    #expect(result.values.isEmpty)
  }
}

@Suite("Throttle")
struct ThrottleTests {
  /// Sends at 0, 100, 500, 1100, 1500 and 3000 ms, through a one-second throttle.
  private static let sends = [(0, 1), (100, 2), (500, 3), (1100, 4), (1500, 5), (3000, 6)].map {
    (at: $0.0, value: $0.1)
  }

  @Test(
    "The first value at once, then at most one per interval: the latest received in it, or the first",
    arguments: [(true, [1, 3, 5, 6]), (false, [1, 2, 4, 6])])
  func throttle(latest: Bool, expected: [Int]) {
    let result = timeline(Self.sends, until: 4000) { subject, scheduler in
      subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).eraseToAnyPublisher()
    }
    #expect(result.values.map(\.value) == expected)
    #expect(result.values.map(\.at) == [0, 1000, 2000, 3000])
  }
}

@Suite("Delay")
struct DelayTests {
  @Test("Each value and the completion arrive the interval after they were sent")
  func shiftsEverything() {
    let result = timeline([(at: 0, value: 1), (at: 100, value: 2)], finishAt: 200, until: 1000) { subject, scheduler in
      subject.delay(for: .milliseconds(500), scheduler: scheduler).eraseToAnyPublisher()
    }
    #expect(result.values.map(\.value) == [1, 2])
    #expect(result.values.map(\.at) == [500, 600])
    #expect(result.finishedAt == 700)
  }
}

@Suite("receive(on:) and subscribe(on:)")
struct SchedulingOperatorTests {
  @Test("receive(on:) delivers values and completion when the scheduler runs them, not before")
  func receiveOn() {
    let scheduler = TestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let subscription = subject.receive(on: scheduler).sink(
      receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(events.isEmpty)
    scheduler.advance()
    #expect(events == ["1", "2", "finished"])
    _ = subscription
  }

  @Test("subscribe(on:) subscribes on the scheduler: nothing happens until it runs")
  func subscribeOn() {
    let scheduler = TestScheduler()
    var subscribed = 0
    var values: [Int] = []
    let subscription = Just(1).handleEvents(receiveSubscription: { _ in subscribed += 1 })
      .subscribe(on: scheduler)
      .sink { values.append($0) }
    #expect(subscribed == 0 && values.isEmpty)
    scheduler.advance()
    #expect(subscribed == 1 && values == [1])
    _ = subscription
  }

  @Test("The immediate scheduler runs its actions at once")
  func immediateScheduler() {
    var ran: [String] = []
    ImmediateScheduler.shared.schedule { ran.append("now") }
    ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now.advanced(by: .seconds(5))) {
      ran.append("later")
    }
    var values: [Int] = []
    _ = Just(3).receive(on: ImmediateScheduler.shared).sink { values.append($0) }
    #expect(ran == ["now", "later"] && values == [3])
  }
}
