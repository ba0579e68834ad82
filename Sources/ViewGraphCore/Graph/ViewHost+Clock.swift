// Moving a host's simulated time (Documentation/Rules.md, "Time"): each item that
// falls due on the way (a timer's fire, delayed work, a timeline entry, a sleep)
// runs as its own transaction, in time order, and its update is returned.

extension ViewHost {
  /// The most items that may fall due at one moment before an advance stops as a
  /// runaway (work that keeps scheduling more for the same moment).
  static let maxItemsPerMoment = 10_000

  /// Moves the host's clock forward by `duration`, running each timer fire, delayed
  /// work item and timeline entry that falls due on the way, in time order, each as
  /// its own transaction.
  ///
  ///     let host = ViewHost(TimerScreen())
  ///     let ticks = host.advance(by: .seconds(3))   // three fires of a 1 s timer
  ///     ticks.map(\.bodyCount)                      // [4, 4, 4]: what each tick costs
  ///
  /// Nothing waits on the wall clock. Work scheduled for now (`receive(on:
  /// DispatchQueue.main)`) runs with `advance(by: .zero)`.
  ///
  /// - Parameter duration: How far to move the clock.
  /// - Returns: The update of each item that fell due, in order.
  @discardableResult
  public func advance(by duration: Duration) -> [Update] {
    advance(to: clock.now.advanced(by: max(.zero, duration)))
  }

  /// Moves the host's clock to `instant`, running what falls due on the way (see
  /// ``advance(by:)``); nothing when the clock is already past it.
  ///
  /// - Parameter instant: Where the clock moves to.
  /// - Returns: The update of each item that fell due, in order.
  @discardableResult
  public func advance(to instant: HostClock.Instant) -> [Update] {
    var updates: [Update] = []
    var moment: HostClock.Instant?
    var runsAtMoment = 0
    while let item = clock.takeDue(through: instant) {
      runsAtMoment = item.due == moment ? runsAtMoment + 1 : 1
      moment = item.due
      if runsAtMoment > ViewHost.maxItemsPerMoment {
        updates.append(
          rejected(
            Diagnostic(
              kind: .clockRunaway,
              message:
                "More than \(ViewHost.maxItemsPerMoment) items fell due on the host's clock at \(item.due) ('\(item.label)' among them): work keeps scheduling more for the same moment. The advance stopped there.",
              path: "")))
        clock.cancelAll(dueAt: item.due)
        return updates
      }
      updates.append(
        runUpdate {
          recorder.lifecycle(LifecycleEvent(kind: .fired, path: "", detail: "\(item.label) at \(item.due)"))
          item.action()
          flushPending()
        })
    }
    clock.move(to: instant)
    return updates
  }
}
