#if COMBINE_ENGINE_HOOKS
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The engine's hook into main-thread scheduling (not part of Apple's Combine, and
// absent from the darwin-shape build): while a host runs one of its updates, the
// main queue, the main run loop and the main operation queue schedule on that host's
// simulated clock, and a timer publisher connected then fires on it. Elsewhere, and
// on other threads, they schedule on the real queue or run loop.
// Documentation/Rules.md, "Time".

/// A simulated timeline work can be scheduled on: a host's clock.
public protocol SimulatedTimeline: AnyObject {
  /// The timeline's date at its start, in seconds since 1 January 2001 (UTC).
  var origin: Double { get }
  /// The time elapsed since its start.
  var elapsed: Duration { get }
  /// Schedules `action` after `delay`, again every `interval` when given; returns
  /// the item's id for ``cancelOnTimeline(_:)``.
  func scheduleOnTimeline(
    after delay: Duration, every interval: Duration?, label: String, _ action: @escaping () -> Void
  )
    -> Int
  /// Removes a scheduled item.
  func cancelOnTimeline(_ id: Int)
}

extension SimulatedTimeline {
  /// The timeline's date now, in seconds since 1 January 2001.
  var secondsNow: Double {
    let (seconds, attoseconds) = elapsed.components
    return origin + Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// Where main-thread scheduling goes: the timeline of the host whose update runs on
/// the calling thread, if any.
public enum SchedulingEngineHooks {
  /// One thread-local slot per thread: a thread sees only what it set.
  private static let key: pthread_key_t = {
    var made = pthread_key_t()
    pthread_key_create(&made, nil)
    return made
  }()

  /// The timeline of the update running on this thread; `nil` outside any.
  ///
  /// The setter does not retain it: the host keeps its clock alive while it runs.
  public static var current: (any SimulatedTimeline)? {
    get {
      guard let raw = pthread_getspecific(key) else { return nil }
      return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? any SimulatedTimeline
    }
    set {
      pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() })
    }
  }

  /// Makes `timeline` the current one (not retained, as ``current``'s setter);
  /// returns the mark of the one it replaces, for ``leave(restoring:)``.
  ///
  /// One thread-local read and write per update, with no cast.
  public static func enter(_ timeline: some SimulatedTimeline) -> UnsafeMutableRawPointer? {
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(timeline).toOpaque())
    return outer
  }

  /// Restores the timeline ``enter(_:)`` replaced.
  public static func leave(restoring outer: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, outer)
  }
}

/// Seconds as a duration.
func simulatedDuration(seconds: Double) -> Duration {
  .nanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
}
#endif
