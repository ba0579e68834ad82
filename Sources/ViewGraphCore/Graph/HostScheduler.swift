public import Combine
import Dispatch
import Synchronization

// A Combine scheduler on the host's clock, on every build (Documentation/Rules.md,
// "Time"): what the package's own Combine does for `RunLoop.main` and
// `DispatchQueue.main` on Linux, given to code that takes a scheduler, so that it
// follows the host's clock with Apple's Combine too.

/// A Combine scheduler whose time is the clock of the host whose update runs: work
/// scheduled on it falls due when a test advances that host's clock.
///
///     $query
///       .debounce(for: .milliseconds(300), scheduler: scheduler)  // HostScheduler() in tests
///
/// Give it to code that takes its scheduler (`init(scheduler: S)`), in place of
/// `RunLoop.main` or `DispatchQueue.main`. Outside a host's update (a send from a test,
/// not wrapped in `host.update`) it schedules on the main queue, on the wall clock.
public struct HostScheduler: Scheduler, Sendable {
  /// Creates a scheduler on the clock of the host whose update runs.
  public init() {}

  /// A moment on the host's clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public var instant: HostClock.Instant

    /// A scheduler time at a moment of the host's clock.
    public init(_ instant: HostClock.Instant) { self.instant = instant }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(nanoseconds: HostScheduler.nanoseconds(instant.duration(to: other.instant)))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(instant.advanced(by: .nanoseconds(n.magnitude)))
    }

    /// A time interval on the host's clock, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Sendable
    {
      /// Seconds, converted to nanoseconds.
      public typealias FloatLiteralType = Double
      /// Seconds.
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The interval in nanoseconds.
      public var magnitude: Int

      /// An interval of that many nanoseconds.
      public init(nanoseconds: Int) { magnitude = nanoseconds }
      /// Seconds, as a floating-point literal.
      public init(floatLiteral value: Double) { magnitude = Int((value * 1e9).rounded()) }
      /// Seconds, as an integer literal.
      public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
      public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int((s * 1e9).rounded())) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
      public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
    }
  }

  /// No options.
  public struct SchedulerOptions: Sendable {}

  /// The clock work goes to now: the running host's.
  private var clock: HostClock? { HostClock.current }

  /// The running host's time now (the start of time outside a host's update).
  public var now: SchedulerTimeType { SchedulerTimeType(clock?.now ?? HostClock.Instant(offset: .zero)) }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    guard let clock else { return MainQueueFallback.run(after: .zero, action) }
    clock.schedule(after: .zero, label: "HostScheduler", action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    guard let clock else {
      return MainQueueFallback.run(after: .nanoseconds(max(0, date.instant.offset.nanosecondCount)), action)
    }
    let delay = clock.now.duration(to: date.instant)
    clock.schedule(at: date.instant, label: "HostScheduler after \(HostScheduler.describe(delay))", action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let every = Duration.nanoseconds(interval.magnitude)
    guard let clock else {
      let cancelled = MainQueueFallback.Flag()
      func tick() {
        guard !cancelled.isSet else { return }
        action()
        MainQueueFallback.run(after: every, tick)
      }
      MainQueueFallback.run(after: .nanoseconds(max(0, date.instant.offset.nanosecondCount)), tick)
      return AnyCancellable { cancelled.set() }
    }
    let id = clock.schedule(
      at: date.instant, every: every, label: "HostScheduler every \(HostScheduler.describe(every))", action)
    return AnyCancellable { [weak clock] in clock?.cancel(id) }
  }

  /// A duration in nanoseconds, clamped to `Int`.
  static func nanoseconds(_ duration: Duration) -> Int { Int(clamping: duration.nanosecondCount) }

  /// `0.3s`: a label's duration.
  static func describe(_ duration: Duration) -> String { "\(HostClock.seconds(duration))s" }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanosecondCount: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? (seconds < 0 ? .min : .max) : scaled + attoseconds / 1_000_000_000
  }
}

/// Where a host scheduler's work goes outside any host's update: the main queue, on
/// the wall clock.
enum MainQueueFallback {
  /// An action handed to Dispatch, which asks for `@Sendable` closures; it runs on
  /// the main queue, where the scheduler's work runs.
  private struct Handed: @unchecked Sendable {
    let run: () -> Void
  }

  static func run(after delay: Duration, _ action: @escaping () -> Void) {
    let handed = Handed(run: action)
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: delay.nanosecondCount))) {
      handed.run()
    }
  }

  /// Whether a repeating fallback was cancelled.
  final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
  }
}
