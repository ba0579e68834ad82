// The recorder: where the trace is written. It holds the update being built (one
// ordered log, see Update/Update.swift), the stack of evaluations in progress, and
// the rule that charges a leaf update to the bodies that caused it
// (Documentation/Counting.md, "Wasted evaluations").

/// Builds the ``Update`` of the transaction in progress.
final class Recorder {
  /// The update being built.
  @exclusivity(unchecked) private(set) var update = Update()
  /// The evaluations in progress, innermost last, as positions among the update's
  /// evaluations.
  @exclusivity(unchecked) private var stack: [Int] = []
  /// The first entry of the stack that leaf updates are charged to.
  @exclusivity(unchecked) private var creditFloor = 0

  /// Records everything `work` causes as one update; an update recorded inside
  /// another (an input that flushes during a flush) is kept apart from it.
  func record(_ work: () -> Void) -> Update {
    // The outer update and stack are moved aside, not copied (a copy of a record
    // retains and releases each of its columns); the stack keeps its room between
    // updates.
    var outer = Update()
    swap(&outer, &update)
    let outerStack = stack
    stack = spareStack
    spareStack = []
    let outerFloor = creditFloor
    #if VIEWGRAPH_INTERNAL_CHECKS
    let outerChecks = (innermost, changeOwners)
    innermost = []
    changeOwners = []
    defer { (innermost, changeOwners) = outerChecks }
    #endif
    // Sized like the last large update: screens repeat their updates.
    if let last = lastLarge { update.reserveCapacity(like: last) } else { update.reserveSmall() }
    creditFloor = 0
    work()
    // The record made goes out, the outer one comes back.
    swap(&outer, &update)
    stack.empty()
    spareStack = stack
    stack = outerStack
    creditFloor = outerFloor
    outer.shrinkToFit()
    lastLarge = outer.evaluations.count >= Recorder.large ? outer.size : nil
    return consume outer
  }

  /// An empty stack with the room the last update's took (``record(_:)``).
  @exclusivity(unchecked) private var spareStack: [Int] = []

  /// The size of the last update recorded, when it was large; `nil` after a small one.
  @exclusivity(unchecked) private var lastLarge: Update.Size?
  /// An update of at least this many evaluations sizes the next one.
  private static let large = 256

  func mounted(_ place: ViewPath) { update.appendMounted(place) }
  func unmounted(_ place: ViewPath) { update.appendUnmounted(place) }
  /// Records a move, charged as a leaf update is: a reorder is on screen.
  func moved(_ move: Move) {
    update.append(.moved(move))
    creditStack()
  }
  func lifecycle(_ event: LifecycleEvent) { update.append(.lifecycle(event)) }
  /// How many changes on screen the update holds so far: leaf updates, views made,
  /// removed and moved.
  var onScreenChanges: Int {
    update.leafUpdates.count + update.count(of: .mounted) + update.count(of: .unmounted) + update.moved.count
  }
  func diagnostic(_ diagnostic: Diagnostic) { update.append(.diagnostic(diagnostic)) }
  func stale(_ views: [StaleView]) { for view in views { update.append(.stale(view)) } }

  /// Whether the update being built already holds a diagnostic (one publish reaches
  /// every subscriber: it is reported once).
  func hasDiagnostic(_ diagnostic: Diagnostic) -> Bool {
    update.diagnostics.contains(diagnostic)
  }

  /// The position of an evaluation's leaf crediting, restored by ``endEvaluation(_:)``.
  struct Frame {
    fileprivate let outerFloor: Int
  }

  /// Records an evaluation and makes it the innermost one, until ``endEvaluation(_:)``.
  ///
  /// Screen changes are charged to this body and to the bodies that caused it: a body
  /// that runs only for reasons of its own (its state, its dependencies) does not
  /// credit the parent whose reconciliation happened to reach it.
  @inline(never)  // Kept out of the evaluation's code: the body's path stays short.
  func beginEvaluation(
    of node: GraphNode, info: ViewTypeInfo, reasons: consuming [String], details: consuming CauseContext,
    ownReasonsOnly: Bool
  ) -> Frame {
    update.appendEvaluation(viewType: info.name, place: node.place, reasons: reasons, details: details)
    let frame = Frame(outerFloor: creditFloor)
    if ownReasonsOnly { creditFloor = stack.count }
    stack.append(update.evaluations.count - 1)
    #if VIEWGRAPH_INTERNAL_CHECKS
    innermost.append(update.evaluations.count - 1)
    #endif
    return frame
  }

  /// Ends the innermost evaluation.
  func endEvaluation(_ frame: Frame) {
    stack.removeLast()
    creditFloor = frame.outerFloor
    #if VIEWGRAPH_INTERNAL_CHECKS
    innermost.removeLast()
    #endif
  }

  #if VIEWGRAPH_INTERNAL_CHECKS
  /// The evaluation or row in progress, innermost last (a row as -1), for the
  /// minimum's invariant checks.
  @exclusivity(unchecked) private var innermost: [Int] = []
  /// The evaluation each screen change was made in, when it was made in a body's own
  /// evaluation rather than in a row's.
  @exclusivity(unchecked) private var changeOwners: [Int] = []

  /// The paths of the bodies screen changes of the update in progress were made in.
  var changeOwnerPaths: Set<String> { Set(changeOwners.map { update.evaluations[$0].path }) }
  #endif

  /// A row's content is evaluated: what changes on screen in it is made in no body's
  /// own evaluation.
  ///
  /// Ended by ``endRow()``.
  @inline(__always)
  func beginRow() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    innermost.append(-1)
    #endif
  }

  /// Ends the row ``beginRow()`` began.
  @inline(__always)
  func endRow() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    innermost.removeLast()
    #endif
  }

  /// Records a leaf update, charged to every body being evaluated around it.
  func leaf(_ leaf: consuming LeafUpdate) {
    update.appendLeafUpdate(consume leaf)
    creditStack()
  }

  private func creditStack() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    if let owner = innermost.last, owner >= 0, creditFloor < stack.count, stack.last == owner {
      changeOwners.append(owner)
    }
    #endif
    for index in creditFloor..<stack.count {
      update.creditScreenChange(toEvaluation: stack[index])
    }
  }

  /// Whether a screen change now would be charged to a body.
  var isCrediting: Bool { creditFloor < stack.count }

  /// Records what `work` changes on screen charged to no body: what follows a
  /// binding or a view's own state would have changed without the bodies around it.
  func withoutCredit(_ work: () -> Void) {
    let floor = creditFloor
    creditFloor = stack.count
    work()
    creditFloor = floor
  }
}
