import Combine
import Diffing
import Observation

// Models SwiftUI's view graph host (Q2, Q6, Q11): mutations enqueue
// invalidations; a flush applies them one transaction group at a time (an
// animated `withAnimation` group is its own) and evaluates dirty nodes top-down,
// each at most once per pass, through the reconciler (Reconciler.swift); bodies and
// rows run inside the real `withObservationTracking`.
// Status: Partial. Differs: a re-invalidation after evaluation runs in a further
// pass of the same update, bounded by `maxPasses`; nothing is animated.

/// Mounts a view tree and runs its updates, recording which bodies re-ran and why.
///
///     let host = ViewHost(DashboardView(model: model))
///     let update = host.update { model.title = "Bienvenue" }
///     update.printedChanges   // ["TitleView: \\DashboardModel.title changed."]
@MainActor
public final class ViewHost {
  /// Where state writes, observation notifications and diagnostics wait for a flush.
  let inbox = Inbox()
  /// Where updates are scheduled: transaction groups, dirty nodes, passes, loops.
  @exclusivity(unchecked) var scheduler = UpdateScheduler<GraphNode, Inbox.Entry>(maxPasses: 100)
  /// The view graph: mounts, evaluates, reconciles, unmounts.
  let reconciler: Reconciler
  /// The controls inputs may reach inside ``within(_:_:)-(String,_)``; `nil`: any.
  var inputScope: InputScope?
  /// The root view's value as the host was given it: what an exploration mounts again.
  package let rootView: any View
  /// Where the trace of the update in progress is written.
  let recorder = Recorder()
  /// How many times each `onChange` node's action ran in this flush (two at most).
  @exclusivity(unchecked) var valueChangeRuns: [Int: Int] = [:]
  /// The `onChange` actions that wrote in a transaction, by transaction, this flush.
  @exclusivity(unchecked) var transactionOrigins: [Int: String] = [:]
  /// The animated group being applied: its completions start once its update shows
  /// whether anything on screen changed (ViewHost+Flush.swift).
  @exclusivity(unchecked) var startingAnimation: StartingAnimation?

  /// The host's simulated time: timers, delayed work and timeline schedules wait on
  /// it, and only ``advance(by:)`` moves it (Documentation/Rules.md, "Time").
  public let clock: HostClock

  /// The mount: every body evaluated to show the tree the first time.
  public private(set) var mount = Update()
  /// Every diagnostic raised since the mount, in order.
  @exclusivity(unchecked) public private(set) var diagnostics: [Diagnostic] = []
  /// How the engine settles the open points of Documentation/Rules.md.
  public struct Options: Sendable, Equatable {
    /// The most passes one update may take before it is reported as a loop.
    public var maxPasses = 100
    /// Whether a child reading its `@Binding` also marks the owner's `@State` as read,
    /// so the owner re-runs too (Q3's OSUI caveat; off, as the empirical data says).
    public var bindingReadMarksOwner = false

    /// Whether every update ends with a stale-view audit (``ViewHost/audit()``), its
    /// findings in ``Update/staleViews``.
    ///
    /// It re-evaluates every body: a test setting.
    public var auditsStaleViews = false

    /// Whether broken graph invariants are collected in ``ViewHost/invariantFailures``
    /// instead of trapping (the fuzzer's setting).
    package var collectsInvariantFailures = false

    /// Whether a body's `if`/`else`, `if` or `AnyView` output around one view is
    /// reconciled in place, without an expansion made for it; off, the general path
    /// runs (the tests compare the two).
    package var reconcilesOutputInPlace = true

    /// Whether an input that cannot be delivered (no control with its title on screen,
    /// two controls with it, a disabled control) is reported as a failure through
    /// ``ViewHost/inputFailureHandler`` (a test issue at the caller's line, when
    /// `RerenderTesting` is linked) besides its diagnostic.
    ///
    /// Off, it only records the diagnostic: the fuzzer's setting, whose scripts may name
    /// controls that left.
    public var strictInput = true

    /// How views follow `ObservableObject` models: as written, or as if the models
    /// had been migrated to `@Observable` (see ``TrackingStrategy``).
    public var tracking = TrackingStrategy.asWritten

    /// The SwiftUI release whose behaviour the host models where releases differ
    /// (Documentation/Rules.md, "Releases"); the latest by default.
    public var swiftUI = SwiftUIRelease.latest

    /// The host's date when it is created, in seconds since 1 January 2001 (UTC).
    ///
    /// Counted as `Date.timeIntervalSinceReferenceDate` counts them; `nil`: the wall
    /// clock's date then. Its clock (``ViewHost/clock``) moves only when ``ViewHost/advance(by:)``
    /// moves it. Set it for dates that are the same on every run.
    public var clockOrigin: Double?

    /// The defaults: 100 passes, binding reads do not mark the owner, no audit,
    /// strict input, the clock starting at the wall clock's date.
    public init(
      maxPasses: Int = 100, bindingReadMarksOwner: Bool = false, auditsStaleViews: Bool = false,
      strictInput: Bool = true, tracking: TrackingStrategy = .asWritten, swiftUI: SwiftUIRelease = .latest,
      clockOrigin: Double? = nil
    ) {
      self.clockOrigin = clockOrigin
      self.maxPasses = maxPasses
      self.bindingReadMarksOwner = bindingReadMarksOwner
      self.auditsStaleViews = auditsStaleViews
      self.strictInput = strictInput
      self.tracking = tracking
      self.swiftUI = swiftUI
    }
  }

  /// The options in force.
  @exclusivity(unchecked) public var options: Options {
    didSet { reconciler.configure(options) }
  }

  /// Where `Self._printChanges()` and `Self._logChanges()` write the line of the
  /// evaluation that calls them: standard output unless set.
  public var output: (String) -> Void {
    get { reconciler.output }
    set { reconciler.setOutput(newValue) }
  }

  /// The inputs that could not be delivered since the mount, in order.
  public private(set) var inputFailures: [InputFailure] = []

  /// Where a strict host reports an input it could not deliver: by default the
  /// Swift Testing reporter of `RerenderTesting` when the process links it (the
  /// failure becomes a test issue at the line of the input), otherwise nothing
  /// beyond the diagnostic and ``inputFailures``.
  ///
  /// Set it to report elsewhere.
  public var inputFailureHandler: ((InputFailure) -> Void)? =
    InputFailureReporting.linkedReporter.map { reporter in { reporter.report($0) } }

  /// Broken graph invariants (debug builds), collected here instead of trapping when
  /// set: the fuzzer reports them with the case's seed.
  @exclusivity(unchecked) package var invariantFailures: [String]?
  /// What a graph broken on purpose keeps alive (``_corruptForTesting(path:_:)``).
  var heldForTesting: [AnyObject] = []
  /// The views the minimum oracle re-ran, each with what the audit found, since the
  /// last ``takeOracleReRuns()``: rows included, whose re-runs record no evaluation.
  @exclusivity(unchecked) var oracleReRuns: [(path: String, finding: String)] = []

  /// Mounts a view at once; the mount's record is ``mount``.
  ///
  /// - Parameters:
  ///   - content: The root view.
  ///   - options: How open points of the rules are settled.
  ///   - output: Where `Self._printChanges()` writes, from the mount on.
  public init<Content: View>(
    _ content: Content, options: Options = Options(), output: @escaping (String) -> Void = { print($0) }
  ) {
    var options = options
    if let imposed = TrackingStrategy.imposed { options.tracking = imposed }
    if let imposed = SwiftUIRelease.imposed { options.swiftUI = imposed }
    #if COMBINE_ENGINE_HOOKS
    WhatIfHooks.installed
    #endif
    // A strategy this build cannot run is reported at the mount; the host tracks as
    // written.
    let unavailable = options.tracking.unavailableReason.map { (options.tracking, $0) }
    if unavailable != nil { options.tracking = .asWritten }
    self.options = options
    clock = HostClock(origin: options.clockOrigin)
    rootView = content
    invariantFailures = options.collectsInvariantFailures ? [] : nil
    reconciler = Reconciler(
      root: content, inbox: inbox, recorder: recorder,
      bindingReadMarksOwner: options.bindingReadMarksOwner, tracking: options.tracking, output: output)
    reconciler.configure(options)
    mount = runUpdate {
      if let (strategy, reason) = unavailable {
        recorder.diagnostic(
          Diagnostic(
            kind: .trackingUnavailable,
            message: "Tracking '\(strategy)' is not available in this build: \(reason). The host tracks as written.",
            path: ""))
      }
      reconciler.mount()
      flushPending()
    }
  }

  /// Runs a mutation as one transaction and flushes it.
  ///
  /// - Parameter mutation: Writes to state or models, as an action would.
  /// - Returns: What the transaction caused.
  @discardableResult
  public func update(_ mutation: () -> Void) -> Update {
    runUpdate {
      mutation()
      flushPending()
    }
  }

  /// Flushes mutations made outside ``update(_:)`` as one transaction.
  @discardableResult
  public func flush() -> Update {
    runUpdate { flushPending() }
  }

  /// Whether ``tearDown()`` took the host's views off screen.
  @exclusivity(unchecked) public private(set) var isTornDown = false

  /// Takes everything on screen away, as closing the window does: every view's
  /// `onDisappear` runs and its tasks and subscriptions are cancelled, in SwiftUI's
  /// order (Documentation/Rules.md, Q8), as one update.
  ///
  ///     let closed = host.tearDown()
  ///     closed.lifecycleEvents    // onDisappear: Screen/…, task cancelled: …
  ///
  /// A host ends the same way when it is dropped without it. Afterwards the host
  /// shows nothing: inputs find no control, and a mutation re-runs no body.
  /// - Returns: What the teardown caused; an empty update when the host was already
  ///   torn down.
  @discardableResult
  public func tearDown() -> Update {
    guard !isTornDown else { return Update() }
    isTornDown = true
    return runUpdate {
      reconciler.tearDown()
      flushPending()
    }
  }

  /// A dropped host takes its views off screen (their `onDisappear` runs) unless it
  /// was torn down, closes its inbox, and its graph cancels the tasks its views
  /// started: nothing it ran outlives it.
  isolated deinit {
    tearDown()
    inbox.close()
  }

  /// The update of an input or step that could not run: only its diagnostic, which
  /// the host keeps with the others.
  func rejected(_ diagnostic: Diagnostic) -> Update {
    diagnostics.append(diagnostic)
    return Update(diagnostic: diagnostic)
  }

  /// An input that could not be delivered: its diagnostic, and on a strict host a
  /// failure reported at the caller's line.
  package func failed(_ diagnostic: Diagnostic, at site: InputSite) -> Update {
    let failure = InputFailure(diagnostic: diagnostic, site: site)
    inputFailures.append(failure)
    if options.strictInput { inputFailureHandler?(failure) }
    return rejected(diagnostic)
  }

  /// Runs `work` (a mutation and its flush, a scroll, the mount) as one update: inside
  /// the host's transaction mark, recorded by the recorder, with the minimum oracle's
  /// re-runs and the stale-view audit when the options ask for them.
  func runUpdate(_ work: () -> Void) -> Update {
    let outerTransaction = MainThread.enterTransaction()
    let outerClock = HostClock.ambient
    HostClock.ambient = clock
    #if COMBINE_ENGINE_HOOKS
    let outerScheduling = SchedulingEngineHooks.enter(clock)
    #endif
    defer {
      MainThread.leaveTransaction(restoring: outerTransaction)
      HostClock.ambient = outerClock
      #if COMBINE_ENGINE_HOOKS
      SchedulingEngineHooks.leave(restoring: outerScheduling)
      #endif
    }
    let minimum = options.tracking == .minimum
    let before = minimum ? reconciler.shownOutputs() : nil
    var owners: Set<String> = []
    var made = recorder.record {
      work()
      if minimum { reRunStaleViews() }
      if options.auditsStaleViews { recorder.stale(audit()) }
      #if VIEWGRAPH_INTERNAL_CHECKS
      if minimum { owners = recorder.changeOwnerPaths }
      #endif
    }
    if let before {
      // Documentation/Counting.md, "The minimum".
      let needed = reconciler.pathsWithChangedOutput(since: before)
      made = made.keepingLastEvaluation(of: needed)
      checkMinimumInvariants(needed: needed, changeOwners: owners)
    }
    diagnostics += made.diagnostics
    return made
  }
}

extension ViewHost {
  /// Waits for the running `task`s to finish (at most `timeout`), then for the screen
  /// to stay quiet, and flushes what they changed; work scheduled for now on the
  /// host's clock runs meanwhile (the clock does not move: ``advance(by:)`` moves it).
  ///
  /// A `Task {}` an action starts is not the host's: it cannot be seen running.
  /// After the host's tasks (`task`, `refreshable`) end, `settle` keeps waiting
  /// while changes keep arriving, until none has arrived for `quiet`, so the work
  /// such a task does within that time is in the update. Give a longer `quiet` for
  /// a task that sleeps longer between its changes.
  ///
  /// The timeout counts the time this call spends waiting for the tasks, not the
  /// time the main actor spends on other work meanwhile: on a loaded machine (tests
  /// run in parallel on the main actor) the tasks still get their turns.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; tasks still running then are reported.
  ///   - quiet: How long no change must arrive, after the host's tasks ended, for
  ///     the screen to be settled.
  /// - Returns: What the tasks' changes caused.
  @discardableResult
  public func settle(timeout: Duration = .seconds(5), quiet: Duration = .milliseconds(20)) async -> Update {
    let step = Duration.milliseconds(1)
    var waited = Duration.zero
    // Tasks started by what finished tasks changed are waited for too; then the
    // unseen tasks, each change that arrives starting the quiet time again.
    var flushed: [Update] = []
    var quietSince = waited
    while waited < timeout {
      // Work scheduled for now on the host's clock (`receive(on:)` the main queue)
      // runs as the main queue would run it: after the update that scheduled it.
      flushed += advance(by: .zero)
      if reconciler.runningTaskNodes(awakeOn: clock).isEmpty {
        guard waited - quietSince < quiet else { break }
        try? await Task.sleep(for: step)
        waited += step
        if !inbox.isEmpty {
          flushed.append(flush())
          quietSince = waited
        }
      } else {
        try? await Task.sleep(for: step)
        waited += step
        if reconciler.runningTaskNodes(awakeOn: clock).isEmpty {
          flushed.append(flush())
          quietSince = waited
        }
      }
    }
    flushed.append(flush())
    for id in reconciler.runningTaskNodes(awakeOn: clock) {
      flushed.append(
        rejected(
          Diagnostic(
            kind: .taskStillRunning,
            message: "A task was still running after \(timeout); its later changes are not in this update.",
            path: reconciler.node(withID: id)?.path ?? "")))
    }
    return Update.merging(flushed)
  }
}

/// The root the host mounts the user's view under.
struct HostRoot: View, BuiltinView {
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

/// Marks row nodes' type in identity keys.
enum RowMarker {}
