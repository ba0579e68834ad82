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

  /// What is queued, and the name of the last `@Observable` change, under one lock:
  /// a notification reads the one and appends to the other.
  private struct Queue {
    var batch = Batch<Entry>()
    var lastMutation: PendingName? {
      didSet { lastKeyPath = lastMutation?.keyPathID }
    }
    /// The identity of the last mutation's key path, compared without a retain (the
    /// name holds the key path: the identity cannot be another's meanwhile).
    var lastKeyPath: ObjectIdentifier?
  }

  private let entries = Mutex(Queue())
  /// Whether the host is gone: late posts are dropped.
  private let closed = Atomic<Bool>(false)

  /// What the transactions written in carry (animation, completion), by transaction.
  private let notes = Mutex<[Int: TransactionNote]>([:])

  package init() {}

  /// The name of the last `@Observable` change this host's observers saw, shared by
  /// the observers of the same change until the next flush (see `PendingName`).
  var lastMutation: PendingName? {
    get { entries.withLock { $0.lastMutation } }
    set { entries.withLock { $0.lastMutation = newValue } }
  }

  /// Queues an event, in the transaction that caused it; nothing once closed.
  package func post(_ entry: Entry, transaction: Int = Transaction.currentID, onMain: Bool? = nil) {
    guard !closed.load(ordering: .acquiring) else { return }
    noteTransaction(transaction, onMain: onMain ?? MainThread.isCurrent)
    entries.withLock { $0.batch.append(entry, transaction: transaction) }
  }

  /// Queues the invalidation of a node whose tracked scope saw a change of `keyPath`
  /// (`nil` when the scope does not name its changes, a row's): one lock when the
  /// change is the one the last notification named, which is every observer's but the
  /// first of a mutation.
  func postObservation(of owner: WeakNode, generation: Int, changed keyPath: AnyKeyPath?, onMain: Bool) {
    guard !closed.load(ordering: .acquiring) else { return }
    let transaction = onMain ? Transaction.current : 0
    noteTransaction(transaction, onMain: onMain)
    // Compared by identity, read straight into the entry: no copy of the key path
    // or of the name is retained and released on the way.
    let keyPathID = keyPath.map(ObjectIdentifier.init)
    let posted = entries.withLock { queue -> Bool in
      if keyPathID == nil {
        queue.batch.append(.observation(node: owner, generation: generation, property: nil), transaction: transaction)
        return true
      }
      // The same key path as the last mutation's (which holds it): the same name.
      guard onMain, queue.lastKeyPath == keyPathID else { return false }
      queue.batch.append(.observation(node: owner, generation: generation, property: queue.lastMutation), transaction: transaction)
      return true
    }
    guard !posted, let keyPath else { return }
    // The first observer of a mutation: the name is started outside the lock (it
    // reads the view's objects), then queued.
    let property = PendingName.starting(keyPath, reachableFrom: owner, in: self, onMain: onMain)
    entries.withLock {
      $0.batch.append(.observation(node: owner, generation: generation, property: property), transaction: transaction)
    }
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
  }

  /// Takes every queued event, oldest first, with its transaction.
  package func drain() -> Batch<Entry> {
    entries.withLock { queue in
      var taken = Batch<Entry>()
      swap(&taken, &queue.batch)
      // As much room as this batch took: a screen repeats its updates.
      queue.batch.reserveCapacity(taken.count)
      return taken
    }
  }

  /// Whether events are waiting.
  package var isEmpty: Bool { entries.withLock { $0.batch.isEmpty } }
}

/// A write made away from the main thread, applied by the host when it flushes.
package struct MainActorWork: @unchecked Sendable {
  let run: () -> Void
}
