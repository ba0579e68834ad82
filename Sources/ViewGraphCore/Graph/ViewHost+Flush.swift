import Diffing
import Observation

// A flush (Q11): the host drives the scheduler (UpdateScheduler.swift) step by step and
// hands each step to the reconciler (Reconciler.swift): a transaction group to
// invalidate what it changed, a pass to evaluate, the bindings to re-read. Between
// groups it runs the actions the last group's update queued; lifecycle events run
// after the passes, and what they change runs in further rounds.

extension ViewHost {
  func flushPending() {
    valueChangeRuns.removeAll()
    defer { transactionOrigins.removeAll() }
    var rounds = 0
    repeat {
      runPasses()
      rounds += 1
    } while reconciler.runLifecycleEvents() && rounds < options.maxPasses
    checkInvariants()
    reconciler.endFlush()
  }

  /// Runs the scheduler's steps until the flush is done or stopped as a loop.
  private func runPasses() {
    scheduler.maxPasses = options.maxPasses
    scheduler.begin()
    let inbox = self.inbox
    while true {
      switch scheduler.next(drain: { inbox.drain(into: &$0) }, inboxIsEmpty: { inbox.isEmpty }) {
      case .apply(var group, let transaction):
        // The previous group's update is over: its animation starts, and the actions
        // it queued run first.
        startAnimation()
        dispatchQueuedActions()
        if let note = inbox.takeNote(of: transaction) { noteTransaction(note) }
        reconciler.invalidate(&group, origin: transactionOrigins[transaction], into: &scheduler)
        scheduler.recycle(&group)
      case .evaluate(let pending):
        reconciler.evaluatePass(pending)
        checkPassInvariants()
      case .rereadBindings:
        reconciler.rereadBindings()
        startAnimation()
        dispatchQueuedActions()
      case .loop(let pending):
        startAnimation()
        reportCycle(pending)
        return
      case .done:
        return
      }
    }
  }

  /// Records that a group's transaction carries an animation, and keeps its
  /// completions until the group's update shows whether the animation starts.
  private func noteTransaction(_ note: TransactionNote) {
    if let animation = note.animation {
      recorder.lifecycle(LifecycleEvent(kind: .transaction, path: "", detail: "withAnimation(\(animation))"))
    }
    let completions = note.takeCompletions()
    guard !completions.isEmpty else { return }
    startingAnimation = StartingAnimation(
      animation: note.animation, completions: completions, changesBefore: recorder.onScreenChanges)
  }

  /// Starts the animation of the group whose update just ended.
  ///
  /// Its completions run on the host's clock when it meets their criteria. When the
  /// update changed nothing on screen, or there is no animation or it takes no time,
  /// nothing animates: they run after the update.
  private func startAnimation() {
    guard let starting = startingAnimation else { return }
    startingAnimation = nil
    let detail = starting.animation.map { "\($0)" } ?? "no animation"
    let animates = recorder.onScreenChanges > starting.changesBefore
    for completion in starting.completions {
      guard animates, let animation = starting.animation else {
        queueCompletion(completion, detail: detail)
        continue
      }
      // An animation that never meets the criteria (repeated forever) never runs it.
      guard let seconds = animation.timing.seconds(until: completion.criteria) else { continue }
      guard seconds > 0 else {
        queueCompletion(completion, detail: detail)
        continue
      }
      let criteria = completion.criteria == .removed ? ", removed" : ""
      clock.schedule(
        after: HostClock.duration(seconds: seconds), label: "withAnimation completion (\(detail)\(criteria))"
      ) { [weak self] in
        // Queued in the item's own update: its flush runs it as it runs any queued action.
        self?.queueCompletion(completion, detail: detail)
      }
    }
  }

  /// Queues a completion to run after the update in progress, outside any body: its
  /// writes are a transaction of their own, traced to it.
  private func queueCompletion(_ completion: AnimationCompletion, detail: String) {
    reconciler.queue(
      QueuedAction(kind: .animationCompleted, label: "withAnimation completion", detail: detail, run: completion.run))
  }

  /// Runs the actions the last group's update queued (`onChange`, `onDismiss`,
  /// `withAnimation` completions), in the order they were queued, outside any body.
  ///
  /// Their writes are one new transaction, named after the actions. An `onChange`
  /// whose value keeps changing runs at most twice per flush; the third time SwiftUI
  /// drops it with a warning.
  private func dispatchQueuedActions() {
    let queued = reconciler.takeQueuedActions()
    guard !queued.isEmpty else { return }
    let transaction = Transaction.makeID()
    var ran: [String] = []
    Transaction.run(in: transaction) {
      for (node, path, action) in queued {
        if action.kind == .valueChanged {
          let runs = (valueChangeRuns[node] ?? 0) + 1
          valueChangeRuns[node] = runs
          guard runs <= 2 else {
            if runs == 3 {
              recorder.diagnostic(
                Diagnostic(
                  kind: .actionCycle, message: "\(action.label) action tried to update multiple times per frame.",
                  path: path))
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

  private func reportCycle(_ pending: [GraphNode]) {
    let looping = reconciler.treeOrder(pending)
    let paths = looping.map(\.path)
    recorder.diagnostic(
      Diagnostic(
        kind: .updateCycle,
        message:
          "=== AttributeGraph: cycle detected through attribute \(looping.first?.id ?? 0) === (update stopped after \(options.maxPasses) passes; still invalid: \(paths.joined(separator: ", ")))",
        path: paths.first ?? ""))
  }
}

/// The completions of an animated group being applied, and how many changes on
/// screen the update held before it.
///
/// A class: the host looks for one after every group, and an absent reference is
/// told in one comparison (an absent struct holding an animation took its value
/// witnesses).
final class StartingAnimation {
  let animation: Animation?
  let completions: [AnimationCompletion]
  let changesBefore: Int

  init(animation: Animation?, completions: [AnimationCompletion], changesBefore: Int) {
    self.animation = animation
    self.completions = completions
    self.changesBefore = changesBefore
  }
}
