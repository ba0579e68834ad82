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
    var moment = Moment()
    while let update = runNextItem(through: instant, moment: &moment) { updates.append(update) }
    if !moment.ranAway { clock.move(to: instant) }
    return updates
  }

  /// Moves the host's clock forward by `duration` as ``advance(by:)`` does, and lets
  /// the tasks each item wakes run before the next item falls due.
  ///
  /// A task sleeping on the host's clock (`try await clock.sleep(for: .seconds(1))`,
  /// the clock given to the code as any `Clock`) resumes when its sleep falls due; it
  /// runs until it sleeps again or ends, and what it changed is part of that item's
  /// update. So a loop of sleeps ticks once per interval:
  ///
  ///     let host = ViewHost(Poller(clock: clock))   // sleeps 1 s, then refreshes
  ///     let ticks = await host.run(for: .seconds(3))
  ///     ticks.map(\.bodyCount)                       // [1, 1, 1]
  ///
  /// A woken task is waited for until it sleeps again, ends, or changes nothing for
  /// `quiet` (work it awaits elsewhere, on the wall clock, is not waited for: see
  /// ``settle(timeout:quiet:)``).
  ///
  /// - Parameters:
  ///   - duration: How far to move the clock.
  ///   - quiet: How long a woken task may change nothing before it counts as waiting
  ///     on something else.
  /// - Returns: The update of each item that fell due, with what the tasks it woke changed.
  @discardableResult
  public func run(for duration: Duration, quiet: Duration = .milliseconds(20)) async -> [Update] {
    await run(until: clock.now.advanced(by: max(.zero, duration)), quiet: quiet)
  }

  /// Moves the host's clock to `instant` as ``run(for:quiet:)`` does.
  ///
  /// - Parameters:
  ///   - instant: Where the clock moves to.
  ///   - quiet: How long a woken task may change nothing before it counts as waiting
  ///     on something else.
  /// - Returns: The update of each item that fell due, with what the tasks it woke changed.
  @discardableResult
  public func run(until instant: HostClock.Instant, quiet: Duration = .milliseconds(20)) async -> [Update] {
    var updates: [Update] = []
    var moment = Moment()
    while let update = runNextItem(through: instant, moment: &moment) {
      guard moment.wokeSleeper else {
        updates.append(update)
        continue
      }
      await letWokenTasksRun(quiet: quiet)
      updates.append(inbox.isEmpty ? update : Update.merging([update, flush()]))
    }
    if !moment.ranAway { clock.move(to: instant) }
    return updates
  }

  /// How many items fell due at the moment being run, to stop a runaway.
  struct Moment {
    var instant: HostClock.Instant?
    var runs = 0
    var ranAway = false
    /// Whether the last item resumed a sleeping task.
    var wokeSleeper = false
  }

  /// Runs the first item due at `instant` or before as its own update; `nil` when none
  /// is, or when too many fell due at one moment (the update then reports it).
  private func runNextItem(through instant: HostClock.Instant, moment: inout Moment) -> Update? {
    guard !moment.ranAway, let item = clock.takeDue(through: instant) else { return nil }
    moment.runs = item.due == moment.instant ? moment.runs + 1 : 1
    moment.instant = item.due
    moment.wokeSleeper = item.label == HostClock.sleepLabel
    if moment.runs > ViewHost.maxItemsPerMoment {
      moment.ranAway = true
      clock.cancelAll(dueAt: item.due)
      return rejected(
        Diagnostic(
          kind: .clockRunaway,
          message:
            "More than \(ViewHost.maxItemsPerMoment) items fell due on the host's clock at \(item.due) ('\(item.label)' among them): work keeps scheduling more for the same moment. The advance stopped there.",
          path: ""))
    }
    return runUpdate {
      recorder.lifecycle(LifecycleEvent(kind: .fired, path: "", detail: "\(item.label) at \(item.due)"))
      item.action()
      flushPending()
    }
  }

  /// Waits for the task a sleep's end resumed: until it sleeps again on the clock,
  /// a view's task ends or sleeps, or nothing changes for `quiet`.
  private func letWokenTasksRun(quiet: Duration) async {
    let scheduled = clock.itemsScheduled
    let awake = reconciler.runningTaskNodes(awakeOn: clock).count
    let step = Duration.milliseconds(1)
    var still = Duration.zero
    var waited = Duration.zero
    var inboxWasEmpty = inbox.isEmpty
    for _ in 0..<8 { await Task.yield() }
    while still < quiet, waited < .seconds(5) {
      // It slept again or ended; a view's task asleep on the clock counts as ended.
      if clock.itemsScheduled != scheduled || reconciler.runningTaskNodes(awakeOn: clock).count < awake { return }
      try? await Task.sleep(for: step)
      waited += step
      let inboxIsEmpty = inbox.isEmpty
      still = inboxIsEmpty == inboxWasEmpty ? still + step : .zero
      inboxWasEmpty = inboxIsEmpty
    }
  }
}
