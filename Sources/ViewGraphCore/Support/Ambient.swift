#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Every process-wide mutable value of the engine, in one place. The library keeps no
// mutable state shared between hosts: what is here is what the code running now needs
// to know without being told (SwiftUI's property wrappers and free functions,
// `withTransaction`, `withAnimation`, find their context the same way). Each value
// says who sets it, for how long, and why reading it is safe. Beside them: the caches
// of what the runtime says about types (made once per type, never changed after, each
// behind its lock or on the main actor), which hold no host's state.

extension EvaluationFrame {
  /// The frame of the body running now on the main thread, which property wrappers
  /// (not actor-isolated, as in SwiftUI) use to find their view.
  ///
  /// Set by the reconciler around one evaluation (`enter(_:)`, `leave(restoring:)`)
  /// and restored after it; written and read on the main thread only (`active` checks
  /// it). Not counted: the graph keeps its frames, and an audit holds its own while it
  /// is current.
  nonisolated(unsafe) static var current: Unmanaged<EvaluationFrame>?
}

extension Transaction {
  /// The transaction of the `withTransaction`/`withAnimation` running now (0 outside
  /// any), as SwiftUI's free functions have one.
  ///
  /// Set for the duration of the closure (`run(in:_:)`), on the main thread, where
  /// the host runs; read there only (`currentID` answers 0 elsewhere).
  nonisolated(unsafe) static var current = 0

  /// What the transaction running now carries beyond its id: its animation and the
  /// completions of `withAnimation(_:completionCriteria:_:completion:)`.
  ///
  /// Set for the duration of the call, main thread only; an inbox that receives a
  /// write in the transaction keeps a copy (`Inbox.post`), so nothing outlives it.
  nonisolated(unsafe) static var currentNote: TransactionNote?
}

extension HostClock {
  /// The clock of the host whose update runs now (``ViewHost/runUpdate(_:)``): where
  /// a timeline view, a timer an `onReceive` is given, and (in the package's own
  /// Combine) main-queue and main-run-loop scheduling put their items.
  ///
  /// Set for the duration of one update and restored after it, on the main actor;
  /// read there only (scheduling elsewhere goes to the real queue).
  nonisolated(unsafe) static var ambient: HostClock?

  /// The view task running now (a `.task` of a host's view), for the sleeps it takes
  /// (``HostClock/isAsleep(_:)``).
  ///
  /// Bound by the lifecycle queue around the task's action, task-local: each task
  /// sees its own, and a task that is not a view's sees none.
  @TaskLocal package static var viewTask: ViewTaskMark?
}

extension AnnouncedMutation {
  /// The name a write announces for the notifications it causes (the what-if shadow
  /// of a `@Published` property), read by the host's mutation timeline.
  ///
  /// Set around the write (`announcing(_:_:)`) and restored after it, on the main
  /// thread only (a write elsewhere announces nothing, and names are taken on the
  /// main thread only).
  nonisolated(unsafe) static var current: String?
}

extension TrackingStrategy {
  /// The strategy every host created in the current task takes, when one is imposed
  /// (`impose(_:)`): how a scenario runs under a what-if strategy unchanged.
  ///
  /// A task-local value: set for the duration of `impose`'s closure, for that task
  /// and the tasks it creates; nothing else sees it.
  @TaskLocal static var imposed: TrackingStrategy?
}

extension SwiftUIRelease {
  /// The release every host created in the current task models, when one is imposed
  /// (`impose(_:)`): how a scenario runs under another release unchanged.
  ///
  /// A task-local value, as `TrackingStrategy.imposed` is.
  @TaskLocal static var imposed: SwiftUIRelease?
}

extension MainThread {
  /// The thread-local mark of a host's transaction (`enterTransaction()`): while a
  /// thread runs one, which is main-actor code, the notifications its writes cause
  /// learn that they run on the main actor from a thread-local read, not a queue
  /// lookup.
  ///
  /// The key is made once; each thread reads and writes its own value, so no thread
  /// sees another's.
  static let transactionKey: pthread_key_t = {
    var made = pthread_key_t()
    pthread_key_create(&made, nil)
    return made
  }()
}

// In the package's own Combine (where Apple's does not exist), two more process-wide
// values, outside this module:
// - `PublishedEngineHooks.tracksReads` and `makeShadow`, the what-if strategy's hooks:
//   written once, by the first host's creation (`WhatIfHooks.installed`), before any
//   body a host runs can read them; read-only after.
// - `SchedulingEngineHooks.current`, the clock main-queue and main-run-loop
//   scheduling goes to: the host's clock for the duration of one of its updates
//   (set beside `HostClock.ambient`), main thread only.
// - the publishers of objects without `@Published` properties (`PublishedFields`),
//   behind a lock, each kept beside its object while it lives (a weak reference);
//   entries of objects that are gone are dropped as the table grows.
