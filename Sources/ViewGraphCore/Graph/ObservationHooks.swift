import Observation
import Synchronization

// Bodies run inside Observation's public `withObservationTracking(_:onChange:)`, the
// entry point every platform's SDK ships: one observer per evaluation, which fires
// once, in the `willSet` of the first change to anything the body read (before the
// value is written). It does not say what changed: the host's mutation timeline
// (MutationTimeline.swift) names the property, on the main actor.

/// Runs body evaluations inside the real Observation tracking.
enum ObservationHooks {
  /// Runs `apply` tracked; at the first tracked change, the node is invalidated through
  /// the inbox, with what can name the property once the change is done.
  static func track<T>(_ apply: () -> T, owner: WeakNode, inbox: Inbox, generation: Int) -> T {
    // The registration lives in the model's registrar until it fires: it holds the
    // node through its weak box and the host's inbox (never the host), so a view that
    // is gone, or a host that was dropped (its inbox closed), leaves nothing alive
    // behind it, and a late firing posts nothing and changes no count. A strong
    // capture is a retain; a weak one would cost a side table per evaluation.
    // The closure captures one object, its ticket, which is then its context: a
    // ticket whose registration fired is reused, so most evaluations allocate nothing.
    let result = track(apply, ticket: owner.ticket(for: generation, inbox: inbox))
    // Kept while a registration holds it (the body read something), let go otherwise.
    owner.dropUnregisteredTicket()
    return result
  }

  private static func track<T>(_ apply: () -> T, ticket: TrackingTicket) -> T {
    // The handler is made only when the body read something observable.
    withObservationTracking(apply, onChange: fired(ticket))
  }

  private static func fired(_ ticket: TrackingTicket) -> @Sendable () -> Void {
    {
      // Read before the ticket is released for reuse (which changes its generation).
      let generation = ticket.generation.load(ordering: .acquiring)
      // Asked once per notification (off the host's transaction, it is a queue lookup).
      let onMain = MainThread.isCurrent
      ticket.inbox.postObservation(of: ticket.owner, generation: generation, named: true, onMain: onMain)
      // Released last. (Two threads writing one model at once, a race in the caller's
      // code, could fire a registration twice; the ticket reused meanwhile would then
      // post one invalidation too many, nothing worse.)
      ticket.isArmed.store(false, ordering: .releasing)
    }
  }
}

/// What one evaluation's observation registration needs when it fires: the node's weak
/// box, the host's inbox and the evaluation's tracking generation.
///
/// Reused by the node's next evaluation once its registration has fired (cancelled, it
/// fires no more): the generation is atomic, as a registration fires on the mutating
/// thread.
final class TrackingTicket: Sendable {
  let owner: WeakNode
  let inbox: Inbox
  let generation: Atomic<Int>
  /// Whether the registration holding the ticket has not fired yet.
  let isArmed = Atomic<Bool>(true)

  init(owner: WeakNode, inbox: Inbox, generation: Int) {
    self.owner = owner
    self.inbox = inbox
    self.generation = Atomic(generation)
  }
}

extension ObservationHooks {
  /// Runs a row's content tracked, through the public entry point: a row's
  /// invalidation needs no property name (it names nothing; its child views say
  /// why they re-run), and when the content reads nothing observable — the common
  /// row, rebuilt each time its parent re-runs — nothing is installed and nothing
  /// allocated: the handler is made only when there are accesses.
  ///
  /// The node's weak box is made only then, too.
  static func trackRow<T>(_ apply: () -> T, node: GraphNode, inbox: Inbox, generation: Int) -> T {
    withObservationTracking(apply, onChange: rowChanged(owner: node.weakBox, inbox: inbox, generation: generation))
  }

  private static func rowChanged(owner: WeakNode, inbox: Inbox, generation: Int) -> @Sendable () -> Void {
    { inbox.postObservation(of: owner, generation: generation, named: false, onMain: MainThread.isCurrent) }
  }
}

/// A weak reference to a node, handed to the mutating thread; one per node.
///
/// Not a `weak` reference: that would give every node a side table, and make every
/// retain and release of a node take the slow path. The node clears it as it goes.
package final class WeakNode: @unchecked Sendable {
  // Read and cleared on the main thread only.
  unowned(unsafe) private var target: GraphNode?
  /// The ticket of the node's last evaluation (``ObservationHooks/track(_:owner:inbox:generation:)``).
  @exclusivity(unchecked) private var lastTicket: TrackingTicket?
  /// The node's ``GraphNode/ordinal`` (main thread only; it fits in the padding
  /// after the two references, in the box's allocation).
  @exclusivity(unchecked) var ordinal: Int32 = -1
  /// The timeline epoch ``reached`` was found in (main thread only; beside the
  /// ordinal, in the same padding).
  @exclusivity(unchecked) var reachedEpoch: Int32 = 0
  /// The objects the node reaches, found at the first mutation that needed them and
  /// kept until its value, state or environment changes (main thread only).
  @exclusivity(unchecked) var reached: [AnyObject]?
  /// The layouts of the classes of ``reached``, one per object (main thread only).
  @exclusivity(unchecked) var reachedLayouts: [ObservableLayout] = []
  init(_ node: GraphNode) { target = node }

  /// A ticket for an evaluation of the node: the last one, if its registration has
  /// fired (main actor only).
  func ticket(for generation: Int, inbox: Inbox) -> TrackingTicket {
    if let last = lastTicket, last.inbox === inbox, !last.isArmed.load(ordering: .acquiring) {
      last.generation.store(generation, ordering: .releasing)
      last.isArmed.store(true, ordering: .releasing)
      return last
    }
    let made = TrackingTicket(owner: self, inbox: inbox, generation: generation)
    lastTicket = made
    return made
  }
  /// The node, while it exists.
  var node: GraphNode? { target }
  /// Lets the last ticket go when no registration holds it (the evaluation read
  /// nothing observable): a node that observes nothing keeps no ticket.
  func dropUnregisteredTicket() {
    if isKnownUniquelyReferenced(&lastTicket) { lastTicket = nil }
  }

  /// Called by the node as it goes away; the ticket, which refers back to the box,
  /// goes too (a registration still armed keeps its own until it goes).
  func clear() {
    target = nil
    lastTicket = nil
    forgetReached()
  }

  /// Lets the objects the node reaches go (found again at the next mutation that needs them).
  func forgetReached() {
    reached = nil
    reachedLayouts = []
  }
}
