// The rows of a `ForEach` whose ids did not change (Q6: each row in its own tracking
// scope; Q2: an equal content leaves the row's view as it is), updated through the
// stepper the `ForEach` compiled for its own types (Rows.swift;
// Documentation/Architecture.md, "A `ForEach` whose ids did not change").

import Diffing

extension Reconciler {
  /// A `ForEach`'s rows, whose ids did not change: each row runs its new content;
  /// no key is built or compared.
  ///
  /// A row whose view is known to hold the content last
  /// remembered compares its new content with it, and an equal one ends the row (the
  /// fast path of ``reconcileSingleOutput(of:_:)``, without an existential); any
  /// other row takes the general path and its view's content is remembered.
  func updateRows(of node: GraphNode, _ unchanged: UnchangedRows) {
    let rows = unchanged.rows
    let children = node.children
    guard children.count == rows.positions.count else {
      // Not the rows it made last time (cannot happen): the general path, with its keys.
      reconcileChildren(of: node, rows.specs)
      return
    }
    let stepper = unchanged.stepper
    // Not rebuilt (the same `ForEach`, Q2): no row's content runs again; a changed
    // environment reaches the rows as it reaches a skipped view's children (Q12), and a
    // row whose own reads changed runs on its own.
    guard stepper.rebuilds else {
      propagateEnvironment(below: node)
      return
    }
    let environment = node.environment
    let contentType = ObjectIdentifier(stepper.contentType)
    let step = stepper.step
    // No closure handed to the standard library here: a main-actor closure is
    // checked for its isolation on every call.
    for index in children.indices {
      let row = children[index]
      row.indexInParent = index
      let position = rows.positions[index]
      if !row.inherits(environment) {
        reconcile(row, with: rows.spec(at: index), parentEnvironment: environment)
        continue
      }
      if let current = row.makeRow, current.builder === rows.builder, current.index == position {
        // The same builder (it has this update's closure) at the same position.
      } else {
        row.makeRow = RowContent(builder: rows.builder, index: position)
      }
      row.isDirty = false
      row.dependenciesChanged = false
      let child = rowChild(of: row, type: contentType)
      let known = child != nil && row.rowOutputKnown
      // The row's content runs in the row's scope, not in the body that rebuilt it.
      recorder.beginRow()
      defer { recorder.endRow() }
      if stepRow(row, step, index, position, known: known) {
        child?.takeUnretainedValue().indexInParent = 0
        continue
      }
      reconcileSingleOutput(of: row, stepper.takeOutput())
      if let child = unchangedChild(of: row, type: contentType) {
        stepper.remember(index, child.value)
        row.rowOutputKnown = true
      }
    }
  }

  /// ``unchangedChild(of:type:)``, shorter for a row whose output is known: the
  /// stepper checked its child then, and what it checked stays true until the row
  /// runs otherwise (which clears `rowOutputKnown`), but for the child's being dirty.
  private func rowChild(of row: GraphNode, type: ObjectIdentifier) -> Unmanaged<GraphNode>? {
    guard row.rowOutputKnown else { return unchangedChild(of: row, type: type).map(Unmanaged.passUnretained) }
    // Held by the row's children: handed back unretained.
    let child = row.children[0]
    assert(
      child.isDirty || unchangedChild(of: row, type: type) === child,
      "a row whose output is known has a child the skip path cannot skip: \(child.path)")
    return child.isDirty ? nil : Unmanaged.passUnretained(child)
  }

  /// A row's single child when it is a custom view of the given type that an equal
  /// new value would leave as it is: the conditions of the fast path of
  /// ``reconcileSingleOutput(of:_:)`` but the comparison.
  private func unchangedChild(of row: GraphNode, type: ObjectIdentifier) -> GraphNode? {
    guard row.children.count == 1 else { return nil }
    let child = row.children[0]
    guard case .custom(let info) = child.kind, case .content = child.key.child, child.key.type == type,
      !child.isDirty, child.mode == .equatableUnlessPOD, !info.isModifierBody,
      child.inherits(row.environment)
    else { return nil }
    return child
  }

  /// One row through the stepper, tracked as a row is: ``trackedRow(_:_:)`` with the
  /// step called in the tracked closure itself, not through a `work` closure.
  private func stepRow(
    _ row: GraphNode, _ step: @MainActor (Int, Int, Bool) -> Bool, _ index: Int, _ position: Int, known: Bool
  ) -> Bool {
    let frame = enterFrame(row, reasons: nil)
    let unchanged = ObservationHooks.trackRow(
      {
        let outer = EvaluationFrame.enter(frame)
        let unchanged = step(index, position, known)
        EvaluationFrame.leave(restoring: outer)
        return unchanged
      }, node: row, inbox: inbox, generation: row.trackingGeneration)
    leaveFrame(frame)
    return unchanged
  }
}
