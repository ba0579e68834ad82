import Diffing
import Observation

// A flush (Q11): the host drives the scheduler (Scheduler.swift) step by step,
// applies each transaction group from the inbox (commits state, marks the nodes
// whose dependencies changed), and hands each pass to the reconciler
// (Reconciler+Evaluation.swift). Lifecycle actions run after the passes, and what
// they change runs in further rounds.

extension ViewHost {
  func flushPending() {
    valueChangeRuns.removeAll()
    defer { transactionOrigins.removeAll() }
    var rounds = 0
    repeat {
      runPasses()
      rounds += 1
    } while reconciler.fireLifecycle() && rounds < options.maxPasses
    checkInvariants()
    // The pass's evaluations are checked: holding them would keep unmounted nodes alive.
    reconciler.passEvaluations.removeAll(keepingCapacity: true)
    reconciler.lastDependency = nil
  }

  /// Runs the scheduler's steps until the flush is done or stopped as a loop.
  private func runPasses() {
    scheduler.maxPasses = options.maxPasses
    scheduler.begin()
    let inbox = self.inbox
    while true {
      switch scheduler.next(drain: { inbox.drain() }, inboxIsEmpty: { inbox.isEmpty }) {
      case .apply(let group, let transaction):
        // The previous group's update is over: the actions it queued run first.
        dispatchQueuedActions()
        if let note = inbox.takeNote(of: transaction) { noteTransaction(note) }
        apply(group, origin: transactionOrigins[transaction])
      case .evaluate(let pending):
        reconciler.evaluatePass(pending)
        checkPassInvariants()
      case .refresh:
        reconciler.refreshControls()
        dispatchQueuedActions()
      case .loop(let pending):
        reportCycle(pending)
        return
      case .done:
        return
      }
    }
  }

  /// Applies one transaction group: commits `@State` writes and marks the nodes they
  /// and the group's other changes invalidate. `origin` names the action that wrote
  /// them, when an `onChange` action did.
  private func apply(_ entries: [Inbox.Entry], origin: String?) {
    // Each entry is read where it lies: a `for` loop copies it out (a retain and a
    // release of what it holds).
    for index in entries.indices {
      if case .state(let ref) = entries[index] {
        ref.commit()
        // What the state holds may be another object now.
        reconciler.nodes[ref.root.owner]?.forgetReachedObjects()
      }
    }
    for index in entries.indices {
      switch entries[index] {
      case let .observation(box, generation, property):
        guard let node = box.node, node.isAlive, node.trackingGeneration == generation else { continue }
        node.dependenciesChanged = true
        if let property { node.pendingNames.add(property) }
        if let origin { node.addOrigin(origin) }
        markDirty(node)
      case let .property(id, name, cause):
        guard let node = reconciler.nodes[id] else { continue }
        node.changedFields.insert(name)
        if let cause = cause?.name, node.fieldCauses[name]?.contains(cause) != true {
          node.fieldCauses[name, default: []].append(cause)
        }
        if let origin { node.addOrigin(origin) }
        markDirty(node)
      case .state(let ref):
        if reconciler.nodes[ref.root.owner] == nil {
          // SwiftUI says nothing; the write is lost, a classic stale-binding bug.
          recorder.diagnostic(Diagnostic(
            kind: .stateOfRemovedView,
            message: "A binding wrote to '\(ref.root.ownerField)' of a view that is no longer in the graph; the write is lost and nothing updates.",
            path: ref.root.ownerPath))
        }
        for (id, name) in ref.root.readers.sorted(by: { $0.key < $1.key }) {
          guard let node = reconciler.nodes[id] else { continue }
          node.changedFields.insert(name)
          if let origin { node.addOrigin(origin) }
          markDirty(node)
        }
      case .mainActorWork(let work):
        work.run()
      case .diagnostic(let diagnostic):
        // One publish reaches every subscriber, each of which reports it (off the main
        // thread, or inside a body): report it once per flush.
        if diagnostic.kind == .publishedOffMainThread || diagnostic.kind == .publishedDuringUpdate,
           recorder.hasDiagnostic(diagnostic) { continue }
        recorder.diagnostic(diagnostic)
      }
    }
  }

  /// Records that a group's transaction carries an animation, and queues its
  /// completion to run after the group's update.
  private func noteTransaction(_ note: TransactionNote) {
    if let animation = note.animation {
      recorder.lifecycle(LifecycleEvent(kind: .transaction, path: "", detail: "withAnimation(\(animation))"))
    }
    if let completion = note.completion {
      reconciler.pendingActions.append((-1, "", QueuedAction(
        kind: .animationCompleted, label: "withAnimation completion", detail: "\(note.animation.map { "\($0)" } ?? "no animation")",
        run: completion)))
    }
  }

  /// Runs the actions the last group's update queued (`onChange`, `onDismiss`,
  /// `withAnimation` completions), in the order they were queued, outside any body.
  /// Their writes are one new transaction, named after the actions. An `onChange`
  /// whose value keeps changing runs at most twice per flush; the third time SwiftUI
  /// drops it with a warning.
  private func dispatchQueuedActions() {
    guard !reconciler.pendingActions.isEmpty else { return }
    let queued = reconciler.pendingActions
    reconciler.pendingActions.removeAll()
    let transaction = Transaction.makeID()
    var ran: [String] = []
    Transaction.run(in: transaction) {
      for (node, path, action) in queued {
        if action.kind == .valueChanged {
          let runs = (valueChangeRuns[node] ?? 0) + 1
          valueChangeRuns[node] = runs
          guard runs <= 2 else {
            if runs == 3 {
              recorder.diagnostic(Diagnostic(
                kind: .actionCycle, message: "\(action.label) action tried to update multiple times per frame.", path: path))
            }
            continue
          }
        }
        recorder.lifecycle(LifecycleEvent(kind: action.kind, path: path, detail: action.detail))
        ran.append(path.isEmpty ? "the \(action.label)" : "the \(action.label) action of \(path)")
        action.run()
      }
    }
    if !ran.isEmpty { transactionOrigins[transaction] = ran.joined(separator: ", ") }
  }

  func markDirty(_ node: GraphNode) {
    scheduler.markDirty(node)
  }

  private func reportCycle(_ pending: [GraphNode]) {
    let looping = reconciler.treeOrder(pending)
    let paths = looping.map(\.path)
    recorder.diagnostic(Diagnostic(
      kind: .updateCycle,
      message: "=== AttributeGraph: cycle detected through attribute \(looping.first?.id ?? 0) === (update stopped after \(options.maxPasses) passes; still invalid: \(paths.joined(separator: ", ")))",
      path: paths.first ?? ""))
  }
}
