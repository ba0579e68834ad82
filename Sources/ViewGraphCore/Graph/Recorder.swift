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
    let outer = (update, stack, creditFloor)
    update = Update()
    // Sized like the last large update: screens repeat their updates.
    if let last = lastLarge { update.reserveCapacity(like: last) }
    stack = []
    creditFloor = 0
    work()
    var made = update
    (update, stack, creditFloor) = outer
    made.shrinkToFit()
    lastLarge = made.evaluations.count >= Recorder.large ? made.size : nil
    return made
  }

  /// The size of the last update recorded, when it was large; `nil` after a small one.
  @exclusivity(unchecked) private var lastLarge: Update.Size?
  /// An update of at least this many evaluations sizes the next one.
  private static let large = 256

  func mounted(_ path: String) { update.append(.mounted(path)) }
  func unmounted(_ path: String) { update.append(.unmounted(path)) }
  func moved(_ move: Move) { update.append(.moved(move)) }
  func lifecycle(_ event: LifecycleEvent) { update.append(.lifecycle(event)) }
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
    of node: GraphNode, info: ViewTypeInfo, reasons: [String], details: CauseContext, ownReasonsOnly: Bool
  ) -> Frame {
    update.appendEvaluation(viewType: info.name, path: node.path, reasons: reasons, details: details)
    let frame = Frame(outerFloor: creditFloor)
    if ownReasonsOnly { creditFloor = stack.count }
    stack.append(update.evaluations.count - 1)
    return frame
  }

  /// Ends the innermost evaluation.
  func endEvaluation(_ frame: Frame) {
    stack.removeLast()
    creditFloor = frame.outerFloor
  }

  /// Records a leaf update, charged to every body being evaluated around it.
  func leaf(_ leaf: consuming LeafUpdate) {
    update.appendLeafUpdate(consume leaf)
    for index in creditFloor..<stack.count {
      update.creditScreenChange(toEvaluation: stack[index])
    }
  }
}
