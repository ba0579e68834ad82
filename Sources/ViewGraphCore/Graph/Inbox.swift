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
    /// A node's dynamic property fired (`objectWillChange` of its object), and why.
    case property(node: Int, name: String, cause: String?)
    /// A stored `@State` changed; its readers are invalidated.
    case state(StateRootRef)
    /// A diagnostic raised away from the host.
    case diagnostic(Diagnostic)
    /// Work that must run on the main actor: a state write made on another thread.
    case mainActorWork(MainActorWork)
  }

  private let entries = Mutex(Batch<Entry>())
  /// Whether the host is gone: late posts are dropped.
  private let closed = Atomic<Bool>(false)

  private let sharedName = Mutex<PendingName?>(nil)
  /// What the transactions written in carry (animation, completion), by transaction.
  private let notes = Mutex<[Int: TransactionNote]>([:])

  package init() {}

  /// The name of the last `@Observable` change this host's observers saw, shared by
  /// the observers of the same change until the next flush (see `PendingName`).
  var lastMutation: PendingName? {
    get { sharedName.withLock { $0 } }
    set { sharedName.withLock { $0 = newValue } }
  }

  /// Queues an event, in the transaction that caused it; nothing once closed.
  package func post(_ entry: Entry, transaction: Int = Transaction.currentID, onMain: Bool? = nil) {
    guard !closed.load(ordering: .acquiring) else { return }
    if transaction != 0, onMain ?? MainThread.isCurrent, let note = Transaction.currentNote {
      notes.withLock { if $0[transaction] == nil { $0[transaction] = note } }
      note.delivered = true
    }
    entries.withLock { $0.append(entry, transaction: transaction) }
  }

  /// Takes what a transaction carries, once.
  package func takeNote(of transaction: Int) -> TransactionNote? {
    notes.withLock { $0.removeValue(forKey: transaction) }
  }

  /// Closes the inbox when its host is dropped: what is queued is let go, and
  /// registrations still holding the inbox post nothing more.
  package func close() {
    closed.store(true, ordering: .releasing)
    entries.withLock { $0 = Batch() }
    notes.withLock { $0.removeAll() }
  }

  /// Takes every queued event, oldest first, with its transaction.
  package func drain() -> Batch<Entry> {
    entries.withLock { queue in
      var taken = Batch<Entry>()
      swap(&taken, &queue)
      // As much room as this batch took: a screen repeats its updates.
      queue.reserveCapacity(taken.count)
      return taken
    }
  }

  /// Whether events are waiting.
  package var isEmpty: Bool { entries.withLock { $0.isEmpty } }
}

/// A write made away from the main thread, applied by the host when it flushes.
package struct MainActorWork: @unchecked Sendable {
  let run: () -> Void
}
