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

  /// Each node evaluated at most once per pass, never before an ancestor of it, and
  /// only while mounted.
  func checkPassInvariants() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    var order: [Int: Int] = [:]
    for (position, node) in reconciler.passEvaluations.enumerated() {
      invariant(
        order.updateValue(position, forKey: node.id) == nil,
        "Internal inconsistency: node \(node.id) (\(node.path)) evaluated twice in one pass")
    }
    for node in reconciler.passEvaluationsUnmounted {
      invariant(false, "Internal inconsistency: node \(node.id) (\(node.path)) evaluated while not mounted")
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

  /// No dirty node is left after a flush; parent links and positions agree; every
  /// registration a view made (an `objectWillChange` subscription, a running task, an
  /// `onReceive` subscription) belongs to a mounted view: one whose view went has ended.
  func checkInvariants() {
    #if VIEWGRAPH_INTERNAL_CHECKS
    let leftDirty = scheduler.queue.filter { $0.isDirty && !scheduler.isStalled($0) }.map { "\($0.id) (\($0.path))" }
    invariant(
      leftDirty.isEmpty, "Internal inconsistency: node(s) \(leftDirty.joined(separator: ", ")) dirty after flush")
    for message in reconciler.featureIndexInconsistencies() {
      invariant(false, "Internal inconsistency: \(message)")
    }
    for (id, what) in reconciler.lifecycleRegistrations where reconciler.node(withID: id) == nil {
      invariant(false, "Internal inconsistency: node \(id) is not mounted and still holds \(what)")
    }
    var subscriptions = 0
    var stack = [reconciler.root]
    while let node = stack.popLast() {
      subscriptions += node.subscriptions.count
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
    let live = inbox.liveSubscriptionCount
    invariant(
      live == subscriptions,
      "Internal inconsistency: \(live) objectWillChange subscription(s) alive, the mounted views hold \(subscriptions)")
    #endif
  }

  /// How a test breaks the graph on purpose.
  package enum Corruption {
    /// The node is marked dirty without being queued.
    case dirty
    /// Something else keeps the node's `objectWillChange` subscriptions alive, so
    /// they outlive the view when it goes.
    case retainSubscriptions
    /// The node is unmounted (its parent still lists it), then recorded as evaluated
    /// in a pass.
    case evaluateUnmounted
    /// The running tasks and `onReceive` subscriptions of the node and the views
    /// below it are not cancelled when they go.
    case keepLifecycleRegistrations
  }

  /// Breaks the graph on purpose, as a bug would.
  ///
  /// Exists only for this package's tests of the invariant checker.
  package func _corruptForTesting(path: String, _ corruption: Corruption = .dirty) {
    var stack = [reconciler.root]
    while let node = stack.popLast() {
      if node.path == path, node.label.isEmpty == false {
        switch corruption {
        case .dirty:
          reconciler.corruptForTesting(node)
        case .retainSubscriptions:
          heldForTesting += node.subscriptions.values.map { $0 as AnyObject }
        case .evaluateUnmounted:
          reconciler.unmountForTesting(node)
          reconciler.recordEvaluationForTesting(node)
          checkPassInvariants()
        case .keepLifecycleRegistrations:
          reconciler.keepLifecycleRegistrationsForTesting(node)
        }
        return
      }
      stack.append(contentsOf: node.children)
    }
  }
}
