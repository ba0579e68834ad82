// Invariant checks, compiled in when VIEWGRAPH_INTERNAL_CHECKS is defined
// (debug builds, so every test); without it they are empty functions, so call
// sites need no `#if`. A broken invariant is an engine bug: it traps, unless a
// fuzzer collects it to report with the case's seed. Each message names the node.

extension ViewHost {
  /// Traps on a broken invariant, or collects it in ``invariantFailures`` when set.
  package func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    guard invariantFailures != nil else { preconditionFailure(message()) }
    invariantFailures?.append(message())
  }

  /// Each node evaluated at most once per pass, and never before an ancestor of it.
  func checkPassInvariants() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    var order: [Int: Int] = [:]
    for (position, node) in reconciler.passEvaluations.enumerated() {
      invariant(
        order.updateValue(position, forKey: node.id) == nil,
        "Internal inconsistency: node \(node.id) (\(node.path)) evaluated twice in one pass")
    }
    // An ancestor evaluated in the same pass must come first: no ancestor may
    // appear after the descendant, which would mean the descendant saw a stale input.
    for (position, node) in reconciler.passEvaluations.enumerated() {
      var ancestor = node.parent
      while let a = ancestor {
        if let before = order[a.id] {
          invariant(
            before < position,
            "Internal inconsistency: \(a.path) evaluated after its descendant \(node.path)")
        }
        ancestor = a.parent
      }
    }
    #endif
  }

  /// No dirty node is left after a flush; parent links and positions agree.
  func checkInvariants() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    let leftDirty = scheduler.queue.filter { $0.isDirty && !scheduler.isStalled($0) }.map { "\($0.id) (\($0.path))" }
    invariant(
      leftDirty.isEmpty, "Internal inconsistency: node(s) \(leftDirty.joined(separator: ", ")) dirty after flush")
    for message in reconciler.featureIndexInconsistencies() {
      invariant(false, "Internal inconsistency: \(message)")
    }
    var stack = [reconciler.root]
    while let node = stack.popLast() {
      invariant(
        !node.isDirty || scheduler.isStalled(node),
        "Internal inconsistency: node \(node.id) (\(node.path)) is dirty after flush")
      invariant(
        node.isAlive && reconciler.node(withID: node.id) === node,
        "Internal inconsistency: node \(node.id) (\(node.path)) is in the tree but not registered")
      for (index, child) in node.children.enumerated() {
        invariant(
          child.parent === node && child.indexInParent == index,
          "Internal inconsistency: node \(child.id) (\(child.path)) has a stale parent link")
        stack.append(child)
      }
    }
    #endif
  }

  /// Breaks the graph on purpose: marks a node dirty without queueing it, as a bug
  /// would.
  ///
  /// Exists only for this package's tests of the invariant checker.
  package func _corruptForTesting(path: String) {
    var stack = [reconciler.root]
    while let node = stack.popLast() {
      if node.path == path, node.label.isEmpty == false {
        reconciler.corruptForTesting(node)
        return
      }
      stack.append(contentsOf: node.children)
    }
  }
}
