import Dispatch

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
  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
