// Schedulers, as Combine declares them: the protocol the time-based operators
// (`debounce`, `throttle`, `delay`, `receive(on:)`, `subscribe(on:)`) are written
// against, and `ImmediateScheduler`, which runs every action at once.

/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
  /// Converts the specified number of seconds into an instance of this scheduler time type.
  static func seconds(_ s: Int) -> Self
  /// Converts the specified number of seconds, as a floating-point value, into an instance of this scheduler time type.
  static func seconds(_ s: Double) -> Self
  /// Converts the specified number of milliseconds into an instance of this scheduler time type.
  static func milliseconds(_ ms: Int) -> Self
  /// Converts the specified number of microseconds into an instance of this scheduler time type.
  static func microseconds(_ us: Int) -> Self
  /// Converts the specified number of nanoseconds into an instance of this scheduler time type.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
  /// Describes an instant in time for this scheduler.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// A type that defines options accepted by the scheduler.
  associatedtype SchedulerOptions

  /// This scheduler’s definition of the current moment in time.
  var now: SchedulerTimeType { get }
  /// The minimum tolerance allowed by the scheduler.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Performs the action at the next possible opportunity.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date, at the specified frequency, optionally taking
  /// into account tolerance if possible.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Performs the action at some time after the specified date, using the scheduler’s minimum tolerance.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, action)
  }

  /// Performs the action at the next possible opportunity, without options.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Performs the action at some time after the specified date, without options.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, at the specified frequency, taking into account
  /// tolerance if possible.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, at the specified frequency, using minimum
  /// tolerance possible for this scheduler.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
  }
}

/// A scheduler for performing synchronous actions.
///
/// Its time never moves: every action runs at once, whatever date it is given.
public struct ImmediateScheduler: Scheduler {
  /// The time type used by the immediate scheduler.
  public struct SchedulerTimeType: Strideable {
    fileprivate let tick: Int

    /// Returns the distance to another immediate scheduler time.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.tick - tick) }

    /// Advances the time by the specified amount.
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(tick: tick + n.magnitude) }

    /// The increment by which the immediate scheduler counts time.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible
    {
      /// The type used when evaluating floating-point literals.
      public typealias FloatLiteralType = Double
      /// The type used when evaluating integer literals.
      public typealias IntegerLiteralType = Int
      /// The type used for expressing the stride’s magnitude.
      public typealias Magnitude = Int

      /// The value of this time interval.
      public var magnitude: Int

      /// Creates an immediate scheduler time interval from the given time interval.
      public init(_ value: Int) { magnitude = value }
      /// Creates an immediate scheduler time interval from an integer literal.
      public init(integerLiteral value: Int) { magnitude = value }
      /// Creates an immediate scheduler time interval from a floating-point literal.
      public init(floatLiteral value: Double) { magnitude = Int(value) }
      /// Creates an immediate scheduler time interval from a binary integer type, if it is exactly representable.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }

      /// Converts the specified number of seconds into an immediate scheduler time interval.
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      /// Converts the specified number of seconds, as a floating-point value, into an immediate scheduler time
      /// interval.
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      /// Converts the specified number of milliseconds into an immediate scheduler time interval.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      /// Converts the specified number of microseconds into an immediate scheduler time interval.
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      /// Converts the specified number of nanoseconds into an immediate scheduler time interval.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }
  }

  /// A type that defines options accepted by the immediate scheduler.
  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  private init() {}

  /// Performs the action at once.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  /// The immediate scheduler’s definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(tick: 0) }

  /// The minimum tolerance allowed by the immediate scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  /// Performs the action at once, whatever the date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) { action() }

  /// Performs the action once, at once: the immediate scheduler does not repeat.
  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return Subscriptions.empty
  }
}
