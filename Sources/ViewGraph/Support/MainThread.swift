#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Unsupported platform")
#endif
import Synchronization

// Which thread is the main one: SwiftUI warns when an ObservableObject publishes
// from another (Q10). The engine's host runs on the main actor, which runs on the
// main thread; the host records that thread when it is created.

/// The main thread, as the first host saw it.
enum MainThread {
  private static let id = Atomic<UInt>(0)

  /// Records the current thread as the main one (called on the main actor).
  static func record() {
    let current = UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
    _ = id.compareExchange(expected: 0, desired: current, ordering: .relaxed)
  }

  /// Whether the caller runs on the main thread (true until a host recorded it).
  static var isCurrent: Bool {
    let main = id.load(ordering: .relaxed)
    return main == 0 || main == UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
  }
}
