// The scheduler: where an update is scheduled (Documentation/Rules.md Q11). A pure
// state machine with no view code: it holds the transactions waiting in the inbox,
// the dirty nodes, the pass count and the nodes of a stopped loop, and tells the
// host what to do next, one step at a time:
//
//     apply a transaction group → evaluate a pass → … → re-read bindings → done
//
// Its tests drive it with tables of event sequences (Tests/ViewGraphTests/UpdateSchedulerTests.swift).

/// What the scheduler queues: a node that can be marked dirty in place, so marking
/// costs no hashing.
package protocol Schedulable: AnyObject {
  /// The node's identity, for remembering it across flushes.
  var id: Int { get }
  /// Whether the node waits for evaluation.
  var isDirty: Bool { get set }
  /// Whether the node sits in the scheduler's queue (a node is queued once).
  var isQueued: Bool { get set }
  /// Whether the node is still in the graph.
  var isAlive: Bool { get }
}

/// Inbox entries with the transaction of each, in two arrays side by side: a run of
/// one transaction's entries is handed on as it is, not copied out of pairs.
package struct Batch<Entry> {
  package private(set) var entries: [Entry] = []
  package private(set) var transactions: [Int] = []

  package init() {}

  package var count: Int { entries.count }
  /// How many entries the batch has room for.
  package var capacity: Int { entries.capacity }
  package var isEmpty: Bool { entries.isEmpty }

  /// Appends an entry, taken: a borrowed one was copied in (a retain and a release
  /// of what it holds, per notification).
  package mutating func append(_ entry: consuming Entry, transaction: Int) {
    entries.append(entry)
    transactions.append(transaction)
  }

  /// Empties the batch, its room kept.
  package mutating func removeAll() {
    entries.empty()
    transactions.empty()
  }

  /// Moves the entries out, leaving the batch empty (its transactions' room kept).
  package mutating func takeEntries() -> [Entry] {
    var taken: [Entry] = []
    swap(&taken, &entries)
    transactions.empty()
    return taken
  }

  /// Takes back the room of entries taken out, emptied, when the batch is empty and
  /// has less; otherwise nothing changes (a batch's entries are never dropped).
  package mutating func adoptRoom(of taken: inout [Entry]) {
    guard entries.isEmpty, taken.capacity > entries.capacity else { return }
    taken.empty()
    swap(&taken, &entries)
  }
}

extension Batch: Sendable where Entry: Sendable {}

/// Decides the order of a flush: transaction groups, passes, the loop stop.
package struct UpdateScheduler<Node: Schedulable, Entry> {
  /// What the host does next.
  package enum Step {
    /// Apply one transaction group: the run of inbox entries of one transaction.
    case apply([Entry], transaction: Int)
    /// Evaluate one pass: the nodes still dirty, in no order (the host orders them).
    case evaluate([Node])
    /// Nothing is dirty and no group waits: the host re-reads what follows state it
    /// does not track (controls showing bindings), which may post or dirty more.
    case rereadBindings
    /// The update took more than `maxPasses` passes: the nodes still dirty are a loop.
    /// They stay dirty and resume at the next flush; this flush ends.
    case loop([Node])
    /// The flush is over.
    case done
  }

  private enum Stage {
    /// Take the next transaction group, draining the inbox when none is held.
    case nextGroup
    /// Collect the dirty nodes into a pass.
    case collect
    /// The host re-read the bindings: stop if nothing came of it.
    case reread
    /// A loop or the end: nothing more to do until the next flush.
    case finished
  }

  /// The most passes one flush may take before it is reported as a loop.
  package var maxPasses: Int
  /// Nodes invalidated since the last pass, in no order (a node once, see `isQueued`).
  package private(set) var queue: [Node] = []
  /// The queue last handed out whole to be evaluated, kept to be the queue again once
  /// the host lets it go (``takeDirty()``).
  ///
  /// Its nodes (one its pass unmounted among them) are held until the next pass
  /// takes it or the flush ends, which empties it: never past the flush.
  private var handedOut: [Node] = []
  /// The largest queue handed out that is kept to be the queue again.
  private static var recycledLimit: Int { 64 }
  /// Nodes of a loop stopped at `maxPasses`: still dirty, resumed by the next flush.
  private var stalled: [Int: Node] = [:]
  /// Inbox entries drained and not yet applied, with their transaction.
  private var held = Batch<Entry>()
  private var heldStart = 0
  private var passes = 0
  private var stage = Stage.finished

  package init(maxPasses: Int) {
    self.maxPasses = maxPasses
  }

  /// Marks a node dirty and queues it once; a node no longer in the graph is ignored.
  package mutating func markDirty(_ node: Node) {
    guard node.isAlive else { return }
    node.isDirty = true
    if !node.isQueued {
      node.isQueued = true
      queue.append(node)
    }
  }

  /// Gives back a group the host applied: when it was the whole batch, its room
  /// serves the next drain (the inbox then keeps the room a burst of notifications
  /// takes, rather than growing it again).
  package mutating func recycle(_ group: inout [Entry]) {
    held.adoptRoom(of: &group)
  }

  /// Whether a node is part of a loop stopped at the last flush.
  package func isStalled(_ node: Node) -> Bool { stalled[node.id] != nil }

  /// Starts a flush: the nodes of a stopped loop are dirty again, unless they left
  /// the graph meanwhile. (Nodes leave the graph only during a flush, so a stalled
  /// node is held at most until the next one.)
  package mutating func begin() {
    if !stalled.isEmpty {
      for node in stalled.values.sorted(by: { $0.id < $1.id }) where node.isAlive { markDirty(node) }
      stalled.removeAll()
    }
    held.removeAll()
    heldStart = 0
    passes = 0
    stage = .nextGroup
  }

  /// The next step of the flush.
  ///
  /// - Parameters:
  ///   - drain: Moves the entries waiting in the inbox, each with its transaction,
  ///     into the empty batch it is given (which keeps the room of the last one, or
  ///     of the whole batch the host gave back with ``recycle(_:)``, so that the
  ///     inbox may take it in exchange).
  ///   - inboxIsEmpty: Whether nothing waits in the inbox.
  /// - Returns: What the host does next.
  package mutating func next(
    drain: (inout Batch<Entry>) -> Void, inboxIsEmpty: () -> Bool
  ) -> Step {
    while true {
      switch stage {
      case .finished:
        return .done
      case .nextGroup:
        if heldStart == held.count {
          // The groups handed out of the last batch are applied: its buffers are
          // free again.
          held.removeAll()
          heldStart = 0
          drain(&held)
        }
        stage = .collect
        if heldStart < held.count {
          // One transaction group at a time: a run of entries from one transaction.
          let transaction = held.transactions[heldStart]
          var end = heldStart
          while end < held.count && held.transactions[end] == transaction { end += 1 }
          // The whole batch (the common case) is handed on as it is, moved out: the
          // host may take each entry out of it (``recycle(_:)`` gives its room back).
          if heldStart == 0 && end == held.count {
            return .apply(held.takeEntries(), transaction: transaction)
          }
          let group = Array(held.entries[heldStart..<end])
          heldStart = end
          return .apply(group, transaction: transaction)
        }
      case .collect:
        let pending = takeDirty()
        if pending.isEmpty {
          if heldStart < held.count {
            stage = .nextGroup
            continue
          }
          stage = .reread
          return .rereadBindings
        }
        passes += 1
        if passes > maxPasses {
          // The loop is not resolved, only stopped: the next flush resumes it.
          for node in pending { stalled[node.id] = node }
          finish()
          return .loop(pending)
        }
        stage = .nextGroup
        return .evaluate(pending)
      case .reread:
        if inboxIsEmpty() && queue.isEmpty {
          finish()
          return .done
        }
        stage = .nextGroup
      }
    }
  }

  /// Ends the flush: what the last batch still holds is let go (a write's closures,
  /// the objects its names hold; a whole batch handed out went with its group), its
  /// room kept for the next flush's.
  private mutating func finish() {
    // The nodes of the last pass are let go (unmounted ones among them).
    handedOut.empty()
    held.removeAll()
    heldStart = 0
    stage = .finished
  }

  /// The nodes still waiting for evaluation; the queue is emptied.
  ///
  /// A node evaluated since it was queued (reached by its parent) is no longer dirty and is
  /// left out.
  private mutating func takeDirty() -> [Node] {
    guard !queue.isEmpty else { return [] }
    var allPending = true
    for index in queue.indices {
      let node = queue[index]
      node.isQueued = false
      if !(node.isDirty && node.isAlive) { allPending = false }
    }
    // Every queued node waits (a broadcast): the queue itself is handed on, not
    // copied node by node (a retain and a release each).
    if allPending {
      let pending = queue
      if pending.count <= UpdateScheduler.recycledLimit {
        // The array handed out at the last pass, let go by the host since, is
        // emptied in place and becomes the queue: no buffer is made.
        handedOut.empty()
        swap(&queue, &handedOut)
        handedOut = pending
      } else {
        // A large one is let go with its pass, as the host's other buffers of
        // that size are: held, it would make the allocator take fresh memory for them.
        queue = []
        queue.reserveCapacity(pending.count)
      }
      return pending
    }
    var pending: [Node] = []
    pending.reserveCapacity(queue.count)
    for node in queue where node.isDirty && node.isAlive { pending.append(node) }
    queue.empty()
    return pending
  }
}
