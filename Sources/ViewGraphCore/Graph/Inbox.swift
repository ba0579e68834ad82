import Synchronization

// The one channel from mutations (which may happen on any thread, inside the
// real Observation framework's callbacks) to the host, which drains it on the
// main actor when it flushes (Q11: no body runs during the write itself).

/// A thread-safe queue of invalidations and diagnostics waiting for the next flush.
package final class Inbox: Sendable {
  /// One queued event.
  package enum Entry: Sendable {
    /// An `@Observable` property read by a node's tracked scope changed (named if known).
    case observation(node: WeakNode, generation: Int, property: PendingName?)
    /// A node's dynamic property fired (`objectWillChange` of its object), and why
    /// (the `@Published` properties that changed, or the key a storage wrote).
    case property(node: Int, name: String, cause: PendingName?)
    /// A stored `@State` changed; its readers are invalidated.
    case state(StateRootRef)
    /// A diagnostic raised away from the host.
    case diagnostic(Diagnostic)
    /// Work that must run on the main actor: a state write made on another thread.
    case mainActorWork(MainActorWork)
    /// What is left where an entry was taken out to be applied: nothing.
    case taken
  }

  /// What is queued.
  private struct Queue {
    var batch = Batch<Entry>()
  }

  private let entries = Mutex(Queue())
  /// What names the `@Observable` changes this host's views are notified of (main
  /// thread only), closed at each drain.
  private let timeline = MutationTimeline()
  /// What names the `@Published` changes this host's views are notified of (main
  /// thread only), closed at each drain.
  private let published = PublishedTimeline()
  /// Whether the host is gone: late posts are dropped.
  private let closed = Atomic<Bool>(false)
  /// The `objectWillChange` subscriptions this host's views hold that are not
  /// cancelled yet, counted for the graph's invariant checks (only the builds that run
  /// them count).
  let liveSubscriptions = Atomic<Int>(0)
  /// How many of those there are now.
  var liveSubscriptionCount: Int { liveSubscriptions.load(ordering: .relaxed) }

  /// What the transactions written in carry (animation, completion), by transaction.
  private let notes = Mutex<[Int: TransactionNote]>([:])

  package init() {}

  /// Queues an event, in the transaction that caused it; nothing once closed.
  package func post(_ entry: Entry, transaction: Int = Transaction.currentID, onMain: Bool? = nil) {
    guard !closed.load(ordering: .acquiring) else { return }
    noteTransaction(transaction, onMain: onMain ?? MainThread.isCurrent)
    entries.withLock { $0.batch.append(entry, transaction: transaction) }
  }

  /// Queues the invalidation of a node whose tracked scope is about to see a change;
  /// `named` when the scope names its changes (a body's; a row's does not).
  ///
  /// On the main thread the change is named by the host's timeline, shared by the observers
  /// of one mutation; elsewhere nothing is named.
  func postObservation(of owner: WeakNode, generation: Int, named: Bool, onMain: Bool) {
    guard !closed.load(ordering: .acquiring) else { return }
    let transaction = onMain ? Transaction.current : 0
    noteTransaction(transaction, onMain: onMain)
    let property: PendingName? =
      named && onMain ? timeline.pendingName(forObserverOf: owner) : nil
    entries.withLock {
      $0.batch.append(.observation(node: owner, generation: generation, property: property), transaction: transaction)
    }
  }

  /// Queues the invalidation of a node field subscribed to `object`'s
  /// `objectWillChange`, which is about to change; on the main thread, the
  /// `@Published` properties that change are named (`cause`, when the subscription
  /// knows it, names it instead).
  func postWillChange(of object: AnyObject?, node: Int, field: String, cause: PendingName?, onMain: Bool) {
    guard !closed.load(ordering: .acquiring) else { return }
    let named: PendingName? =
      if let cause { cause } else if onMain, let object { published.pendingName(for: object) } else { nil }
    post(.property(node: node, name: field, cause: named), onMain: onMain)
  }

  /// Keeps what the transaction running now carries, for the flush that applies it.
  private func noteTransaction(_ transaction: Int, onMain: Bool) {
    if transaction != 0, onMain, let note = Transaction.currentNote {
      notes.withLock { if $0[transaction] == nil { $0[transaction] = note } }
      note.delivered = true
    }
  }

  /// Takes what a transaction carries, once.
  package func takeNote(of transaction: Int) -> TransactionNote? {
    notes.withLock { $0.removeValue(forKey: transaction) }
  }

  /// Closes the inbox when its host is dropped: what is queued is let go, and
  /// registrations still holding the inbox post nothing more.
  package func close() {
    closed.store(true, ordering: .releasing)
    entries.withLock { $0 = Queue() }
    notes.withLock { $0.removeAll() }
    // The states taken since the last drain hold the models: let go (main thread
    // only, where they were taken; a host is dropped there).
    if MainThread.isCurrent {
      timeline.discard()
      published.discard()
    }
  }

  /// Moves every queued event, oldest first, with its transaction, into `batch`; the
  /// changes they name are over (the host drains on the main actor, after the
  /// writes).
  ///
  /// An empty `batch` is exchanged for the queue's: the queue keeps its room for the
  /// next events, and nothing is allocated once both have the room a screen's
  /// updates take.
  @MainActor
  package func drain(into batch: inout Batch<Entry>) {
    timeline.close()
    published.close()
    take(into: &batch)
  }

  /// The lock's part of ``drain(into:)``, apart from the main actor: a closure made
  /// there would check at each call that it runs on it.
  private func take(into batch: inout Batch<Entry>) {
    assert(batch.isEmpty, "a batch is drained into an empty one")
    entries.withLock { queue in
      guard !queue.batch.isEmpty else { return }
      swap(&batch, &queue.batch)
      // A burst's room is not kept for ever: the queue starts small again when the
      // room it took is far more than what this drain took.
      if queue.batch.capacity > 4 * batch.count + 64 { queue.batch = Batch() }
    }
  }

  /// Whether events are waiting.
  package var isEmpty: Bool { entries.withLock { $0.batch.isEmpty } }
}

/// A write made away from the main thread, applied by the host when it flushes.
package struct MainActorWork: @unchecked Sendable {
  let run: () -> Void
}
