import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Whether code runs on the main actor. SwiftUI warns when an ObservableObject
// publishes from elsewhere (Q10), and the engine defers writes made elsewhere.
//
// A thread identity would be wrong: with an async `main` on Linux, the main actor's
// jobs run on whichever dispatch worker drains the main queue, and that worker
// changes across suspensions. The main actor's executor is the main dispatch queue
// on every platform Swift supports, so the question is whether the current job
// drains that queue: a queue-specific value answers it without trapping, unlike
// `MainActor.assumeIsolated`. (libdispatch ships with every Swift toolchain; it
// is not a package dependency.)

/// The main actor, as seen from code of any isolation.
package enum MainThread {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor's queue.
  ///
  /// A host's transaction marks the thread running it (``enterTransaction()``): the
  /// notifications its writes cause (one per observing body) are answered by a
  /// thread-local read, not a queue-specific lookup.
  package static var isCurrent: Bool {
    pthread_getspecific(transactionKey) != nil || DispatchQueue.getSpecific(key: key) == true
  }

  /// Runs `work` as the main actor, where the caller checked that it runs on it
  /// (``isCurrent``): `MainActor.assumeIsolated` would check again, twice (itself
  /// and its closure), at the first notification of each mutation.
  static func assumeCurrent<T>(_ work: @MainActor () -> T) -> T {
    assert(isCurrent, "MainThread.assumeCurrent called away from the main actor")
    return withoutActuallyEscaping(work) { escapable in
      unsafeBitCast(escapable, to: (() -> T).self)()
    }
  }

  // `transactionKey`, the thread's transaction mark, is ambient state: Ambient.swift.

  /// Marks the calling thread, on the main actor, as running a transaction; returns
  /// the mark it had, for ``leaveTransaction(restoring:)``.
  @MainActor
  package static func enterTransaction() -> UnsafeMutableRawPointer? {
    let outer = pthread_getspecific(transactionKey)
    pthread_setspecific(transactionKey, UnsafeRawPointer(bitPattern: 1))
    return outer
  }

  /// Restores the mark ``enterTransaction()`` replaced.
  @MainActor
  package static func leaveTransaction(restoring outer: UnsafeMutableRawPointer?) {
    pthread_setspecific(transactionKey, outer)
  }
}
