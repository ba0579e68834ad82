public import Dispatch
import Foundation

// `DispatchQueue` as a Combine scheduler, as Apple's Foundation declares it
// (FoundationSchedulers.swift says where its main queue schedules).

// MARK: - DispatchQueue

extension DispatchQueue: Scheduler {
  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      return end >= start ? Stride(.nanoseconds(Int(end - start))) : Stride(.nanoseconds(-Int(start - end)))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, start + Int64(n.magnitude)))))
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// A dispatch queue time interval, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable
    {
      /// Seconds, converted to nanoseconds.
      public typealias FloatLiteralType = Double
      /// Nanoseconds, as `DispatchTimeInterval` counts them.
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The value of this time interval in nanoseconds.
      public var magnitude: Int

      /// A `DispatchTimeInterval` of this many nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// Creates a dispatch queue time interval from the given dispatch time interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        magnitude =
          switch timeInterval {
          case .seconds(let s): s * 1_000_000_000
          case .milliseconds(let ms): ms * 1_000_000
          case .microseconds(let us): us * 1_000
          case .nanoseconds(let ns): ns
          case .never: .max
          @unknown default: .max
          }
      }

      /// Seconds, as a floating-point literal.
      public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
      /// Seconds, as an integer literal.
      public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude * rhs.magnitude)) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude + rhs.magnitude)) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude - rhs.magnitude)) }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      public static func seconds(_ s: Double) -> Stride { Stride(.nanoseconds(Int(s * 1_000_000_000))) }
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    /// Creates scheduler options.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// Whether this is the main queue.
  ///
  /// `DispatchQueue.main` is a new wrapper of the same queue at each call here: the
  /// label tells it.
  private var isMainQueue: Bool { self === DispatchQueue.main || label == DispatchQueue.main.label }

  private var simulated: SimulatedScheduling { SimulatedScheduling(isMain: isMainQueue, name: "DispatchQueue.main") }

  /// The simulated timeline's origin as uptime: its instants are this far on.
  private static let simulatedUptimeBase: UInt64 = 1_000_000_000

  /// The queue's time now: on the main queue during a host's update, the host's
  /// simulated time.
  public var now: SchedulerTimeType {
    if let elapsed = simulated.elapsed {
      let (seconds, attoseconds) = elapsed.components
      let nanoseconds = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: DispatchQueue.simulatedUptimeBase + nanoseconds))
    }
    return SchedulerTimeType(DispatchTime.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.seconds(0)) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if simulated.schedule(action) { return }
    let qos = options?.qos ?? .unspecified
    let flags = options?.flags ?? []
    let handed = Handed(action)
    if let group = options?.group {
      async(group: group, qos: qos, flags: flags) { handed.run() }
    } else {
      async(qos: qos, flags: flags) { handed.run() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let delay = Double(now.distance(to: date).magnitude) / 1e9
    if simulated.schedule(after: delay, action) { return }
    let handed = Handed(action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      handed.run()
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let delay = Double(now.distance(to: date).magnitude) / 1e9
    let every = Double(interval.magnitude) / 1e9
    if let cancellable = simulated.schedule(after: delay, every: every, action) { return cancellable }
    let source = DispatchSource.makeTimerSource(flags: [], queue: self)
    source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
    let handed = Handed(action)
    source.setEventHandler { handed.run() }
    source.resume()
    return AnyCancellable { source.cancel() }
  }
}
