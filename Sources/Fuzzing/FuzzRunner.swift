import Diffing
import ViewGraph

// Running a case against the invariants: the incremental result equals a fresh mount
// of the final state; @Observable evaluations are a subset of ObservableObject ones;
// two runs give the same trace; nothing crashes or hangs (the graph's own internal
// checks run after every flush in debug builds).

/// Why a case failed.
public struct FuzzFailure: Sendable, Equatable, CustomStringConvertible {
  /// The invariant broken.
  public enum Kind: String, Sendable {
    /// A run's host, its clock or its context was still alive once the run ended.
    case outlivedItsRun = "a host outlived its run"
    /// The incremental tree differs from a fresh mount of the final state.
    case incrementalDiffersFromFresh = "incremental differs from a fresh mount"
    /// An `@Observable` evaluation is not among the `ObservableObject` ones.
    case observableNotSubset = "@Observable evaluations are not a subset of ObservableObject ones"
    /// As if `@Observable`, a view ran that did not run as written.
    case asIfObservableNotSubset = "as if @Observable, evaluations are not a subset of those as written"
    /// The minimum oracle re-ran a view (a generated tree tracks every read it
    /// makes), left one stale, kept a view that did not run as written, or ended on
    /// another screen.
    case minimumMisjudged = "the minimum oracle misjudged an update"
    /// Two runs of one seed gave different traces.
    case nondeterministic = "two runs gave different traces"
    /// The graph's own checks failed after a flush (debug builds).
    case graphInvariant = "a graph invariant broke"
    /// An `onChange` action ran more than once in one transaction, or with values
    /// that are not the old and the new one.
    case onChangeMisfired = "an onChange action misfired"
    /// A view's `onAppear` and `onDisappear` calls do not match its being on screen,
    /// or its `task(id:)` did not run with its current id.
    case lifecycleMisfired = "a lifecycle action misfired"
  }

  /// The invariant broken.
  public var kind: Kind
  /// What differs.
  public var detail: String

  public var description: String { "\(kind.rawValue): \(detail)" }
}

/// Runs generated cases.
@MainActor
public enum FuzzRunner {
  /// The bound on passes per update: loops stop early.
  static let maxPasses = 12

  /// Runs one case; `nil` when every invariant holds.
  ///
  /// - Parameters:
  ///   - fuzzCase: The case.
  ///   - traces: Given the traces of the `@Observable` and the `ObservableObject` runs
  ///     as written, once both ran and passed the graph's checks (not when the case
  ///     failed before).
  /// - Returns: The first invariant the case breaks, or `nil`.
  public static func check(_ fuzzCase: FuzzCase, traces: ((_ observable: String, _ legacy: String) -> Void)? = nil)
    async -> FuzzFailure?
  {
    let first = await run(fuzzCase, style: .observable)
    if let failure = graphFailure(first, in: "@Observable run") { return failure }
    if let misfire = first.changeFailures.first { return FuzzFailure(kind: .onChangeMisfired, detail: misfire) }
    if let misfire = first.lifecycleFailures.first { return FuzzFailure(kind: .lifecycleMisfired, detail: misfire) }
    let hasLooper = fuzzCase.spec.contains(.looper)
    if !hasLooper, let failure = await minimumFailure(fuzzCase, asWritten: first) { return failure }
    // Incremental equals from-scratch (a loop keeps changing its values: skipped).
    if !hasLooper {
      let fresh = mountFresh(fuzzCase, after: first)
      if let failure = graphFailure(fresh, in: "fresh mount") { return failure }
      if let difference = firstDifference(first.tree, fresh.tree, path: []) {
        return FuzzFailure(kind: .incrementalDiffersFromFresh, detail: difference)
      }
      if let difference = appearanceDifference(first.appearances, fresh.appearances) {
        return FuzzFailure(kind: .lifecycleMisfired, detail: difference)
      }
    }
    // Same seed, same bytes.
    let second = await run(fuzzCase, style: .observable)
    if first.trace != second.trace {
      let diff = LineDiff(
        expected: first.trace.split(separator: "\n").map(String.init),
        actual: second.trace.split(separator: "\n").map(String.init))
      return FuzzFailure(kind: .nondeterministic, detail: String(diff.description.prefix(2000)))
    }
    // The same tree with the legacy model: the graph's checks, then (without a loop)
    // @Observable evaluations ⊆ ObservableObject evaluations, step by step.
    let legacy = await run(fuzzCase, style: .legacy)
    if let failure = graphFailure(legacy, in: "ObservableObject run") { return failure }
    traces?(first.trace, legacy.trace)
    if let misfire = legacy.changeFailures.first {
      return FuzzFailure(kind: .onChangeMisfired, detail: "ObservableObject run: \(misfire)")
    }
    if !hasLooper {
      if let (index, missing) = firstExtra(first.evaluatedPaths, beyond: legacy.evaluatedPaths) {
        return FuzzFailure(kind: .observableNotSubset, detail: "step \(index): \(missing)")
      }
    }
    // The legacy model as if it were @Observable (where this build can run it): every
    // read of it is a property read, so no view runs that did not run as written.
    if !hasLooper, TrackingStrategy.asIfObservable.unavailableReason == nil {
      let migrated = await run(fuzzCase, style: .legacy, tracking: .asIfObservable)
      if let failure = graphFailure(migrated, in: "as if @Observable run") { return failure }
      if let (index, extra) = firstExtra(migrated.evaluatedPaths, beyond: legacy.evaluatedPaths) {
        return FuzzFailure(kind: .asIfObservableNotSubset, detail: "step \(index): \(extra)")
      }
    }
    // Nothing a run mounted outlives it: its host (torn down when dropped), the host's
    // clock with what was scheduled on it, and the context its views hold.
    for (name, outcome) in [("@Observable", first), ("second @Observable", second), ("ObservableObject", legacy)] {
      if let alive = outcome.released.alive {
        return FuzzFailure(kind: .outlivedItsRun, detail: "\(name) run: its \(alive) is still alive")
      }
    }
    return nil
  }

  /// What a run made, held weakly.
  final class Released {
    weak var host: ViewHost?
    weak var clock: HostClock?
    weak var context: FuzzContext?

    /// What is still alive, if anything.
    var alive: String? {
      if host != nil { return "host" }
      if clock != nil { return "clock" }
      if context != nil { return "context" }
      return nil
    }
  }

  /// The first of the minimum oracle's invariants a case breaks (Documentation/Counting.md,
  /// "The minimum"), the run as written given: no view re-run by the oracle (every read
  /// a generated body makes is tracked, so as written leaves none stale), none left
  /// stale, step by step only views that ran as written, and the same final screen.
  private static func minimumFailure(_ fuzzCase: FuzzCase, asWritten: Outcome) async -> FuzzFailure? {
    let minimum = await run(fuzzCase, style: .observable, tracking: .minimum)
    return minimumFailure(minimum, asWritten: asWritten, steps: ["mount"] + fuzzCase.steps.map(\.description))
  }

  /// The first of the minimum's invariants a minimum run breaks against the run as
  /// written, the steps named (the mount first).
  static func minimumFailure(_ minimum: Outcome, asWritten: Outcome, steps: [String]) -> FuzzFailure? {
    if let failure = graphFailure(minimum, in: "minimum run") { return failure }
    for (index, reRun) in minimum.oracleReRuns.enumerated() where !reRun.isEmpty {
      return FuzzFailure(
        kind: .minimumMisjudged,
        detail: "\(steps[index]): re-ran "
          + reRun.sorted { $0.key < $1.key }.prefix(4).map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
    }
    if let unsettled = minimum.unsettled.first {
      return FuzzFailure(kind: .minimumMisjudged, detail: "left stale: \(unsettled)")
    }
    if let (index, extra) = firstExtra(minimum.evaluatedPaths, beyond: asWritten.evaluatedPaths) {
      return FuzzFailure(kind: .minimumMisjudged, detail: "\(steps[index + 1]): kept \(extra), not run as written")
    }
    if let difference = firstDifference(minimum.tree, asWritten.tree, path: []) {
      return FuzzFailure(kind: .minimumMisjudged, detail: "the screens differ: \(difference)")
    }
    return nil
  }

  /// A 64-bit FNV-1a digest of traces, as 16 hexadecimal digits: two builds whose
  /// digests of a case agree gave it the same traces (all but certainly: two traces
  /// that differ share a digest once in 2⁶⁴).
  public static func digest(_ traces: String...) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for trace in traces {
      for byte in trace.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      // Each trace ends: "ab" + "c" is not "a" + "bc".
      hash ^= 0xff
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The first step at which one run evaluated paths another did not, with the
  /// first four of them: the subset invariants, step by step.
  private static func firstExtra(_ runs: [Set<String>], beyond others: [Set<String>]) -> (Int, String)? {
    for (index, (paths, allowed)) in zip(runs, others).enumerated() {
      let extra = paths.subtracting(allowed)
      if !extra.isEmpty { return (index, extra.sorted().prefix(4).joined(separator: ", ")) }
    }
    return nil
  }

  /// The first graph invariant a run broke, if any.
  private static func graphFailure(_ outcome: Outcome, in run: String) -> FuzzFailure? {
    outcome.invariantFailures.first.map { FuzzFailure(kind: .graphInvariant, detail: "\(run): \($0)") }
  }

  /// The first place two rendered trees differ, described with readable paths.
  static func firstDifference(_ a: RenderTree, _ b: RenderTree, path: [String]) -> String? {
    func label(_ key: String) -> String {
      let parts = key.split(separator: "|", omittingEmptySubsequences: false)
      let name = parts.first.map(String.init) ?? ""
      let child = parts.last.map(String.init) ?? ""
      return name.isEmpty ? child : "\(name)(\(child))"
    }
    let here = (path + [label(a.key)]).joined(separator: "/")
    // A pushed view's key holds the stack's push counter: another push is another
    // identity, so a fresh mount counts from one again.
    func identity(_ key: String) -> String { key.hasPrefix("destination|") ? "destination" : key }
    if identity(a.key) != identity(b.key) {
      return "\(here): incremental has \(label(a.key)), fresh has \(label(b.key))"
    }
    // Whether a search is active is the field's own state, which a fresh mount does
    // not restore (nothing in a generated tree reads `isSearching`): its text is compared.
    let searchFocus =
      path.last == "searchField(1)" && a.content?.hasPrefix("focused(") == true
      && b.content?.hasPrefix("focused(") == true
    if a.content != b.content && !searchFocus {
      return "\(here): incremental shows \(a.content ?? "nothing"), fresh shows \(b.content ?? "nothing")"
    }
    if a.children.count != b.children.count {
      return
        "\(here): incremental has \(a.children.count) children [\(a.children.map { label($0.key) }.joined(separator: ", "))], fresh has \(b.children.count) [\(b.children.map { label($0.key) }.joined(separator: ", "))]"
    }
    for (x, y) in zip(a.children, b.children) {
      if let found = firstDifference(x, y, path: path + [label(a.key)]) { return found }
    }
    return nil
  }

  /// What one run gave.
  struct Outcome {
    var tree: RenderTree
    var trace: String
    var evaluatedPaths: [Set<String>]
    var seeds: [String: Int]
    var textSeeds: [String: String]
    var model: FuzzModel
    var legacy: LegacyFuzzModel
    var scroll: Int?
    /// The host's app storage after the script, by key.
    var storage: [String: AnyHashable] = [:]
    var invariantFailures: [String] = []
    /// The steps after which an `onChange` action had run wrongly, described.
    var changeFailures: [String] = []
    /// What the surface views reported, by key.
    var surfaces: [String: SurfaceReport] = [:]
    /// The lifecycle views' appearances less their disappearances, by key.
    var appearances: [String: Int] = [:]
    /// What was wrong with the lifecycle views' actions, described.
    var lifecycleFailures: [String] = []
    /// Whether each search-suggestions view's search was active, by key.
    var searching: [String: Bool] = [:]
    /// The steps whose input found no control to take it (a control not on screen).
    var missedInputs: [Int] = []
    /// The views the minimum oracle re-ran with why, the mount's then each step's.
    var oracleReRuns: [[String: String]] = []
    /// The minimum oracle's reports of views still stale after their re-run.
    var unsettled: [String] = []
    /// The host's date when the script ended, in seconds since 1 January 2001.
    var clockDate: Double = 0
    /// The run's host, clock and context, weakly: each must be gone once the run ended.
    var released = Released()
  }

  /// The host's options: its clock starts at `clockOrigin` (1 January 2001 unless
  /// told), so the dates a case shows are the same on every run.
  static func options(tracking: TrackingStrategy = .asWritten, clockOrigin: Double = 0) -> ViewHost.Options {
    var options = ViewHost.Options(
      maxPasses: maxPasses, strictInput: false, tracking: tracking, clockOrigin: clockOrigin)
    options.collectsInvariantFailures = true
    return options
  }

  /// A host of a case's tree.
  ///
  /// A `WindowGroup` scene with commands when the tree is one, the root view
  /// otherwise. What bodies print goes to the context.
  static func makeHost(
    _ fuzzCase: FuzzCase, ctx: FuzzContext, tracking: TrackingStrategy = .asWritten, clockOrigin: Double = 0
  ) -> ViewHost {
    let root = FuzzRoot(spec: fuzzCase.spec, ctx: ctx, legacy: ctx.legacy)
    let output: (String) -> Void = { line in ctx.printed.append(line) }
    if case .scene = fuzzCase.spec {
      return ViewHost(
        WindowGroup { root }.commands { CommandMenu("Fuzz") { Button("command") {} } },
        options: options(tracking: tracking, clockOrigin: clockOrigin), output: output)
    }
    return ViewHost(root, options: options(tracking: tracking, clockOrigin: clockOrigin), output: output)
  }

  static func run(_ fuzzCase: FuzzCase, style: FuzzStyle, tracking: TrackingStrategy = .asWritten) async -> Outcome {
    let ctx = FuzzContext(style: style)
    let host = makeHost(fuzzCase, ctx: ctx, tracking: tracking)
    var oracleReRuns: [[String: String]] = []
    var unsettled: [String] = []
    func oracle(_ update: Update, step: String) {
      guard tracking == .minimum else { return }
      var reRun: [String: String] = [:]
      for (path, finding) in host.takeOracleReRuns() { reRun[path] = finding }
      oracleReRuns.append(reRun)
      unsettled += update.diagnostics.filter { $0.kind == .oracleUnsettled }.map { "\(step): \($0)" }
    }
    let mount = host.mount
    oracle(mount, step: "mount")
    var trace = [traceJSON(mount, step: "mount", printed: ctx.printed)]
    ctx.printed.removeAll()
    var paths: [Set<String>] = []
    var scroll: Int?
    var changeFailures: [String] = []
    var missedInputs: [Int] = []
    // A mount runs no onChange action (its values are the first ones).
    if !ctx.changes.isEmpty { changeFailures.append("mount: \(ctx.changes.count) onChange calls") }
    ctx.changes.removeAll()
    for step in fuzzCase.steps {
      let updates = await apply(step, host: host, ctx: ctx, scroll: &scroll)
      let merged = Update.merging(updates)
      oracle(merged, step: step.description)
      if merged.diagnostics.contains(where: \.kind.isInputFailure) { missedInputs.append(paths.count) }
      trace.append(traceJSON(merged, step: step.description, printed: ctx.printed))
      ctx.printed.removeAll()
      paths.append(Set(merged.evaluations.map(\.path)))
      changeFailures += misfires(ctx.changes, transactions: updates.count, step: step, ctx: ctx)
      ctx.changes.removeAll()
    }
    // The position the list actually holds: a scroll is clamped to the rows there were.
    if scroll != nil { scroll = host.scrollPosition()?.firstVisibleRow }
    var storage: [String: AnyHashable] = [:]
    for key in host.appStorage.keys { storage[key] = host.appStorage[key] }
    let lifecycle = await lifecycleFailures(fuzzCase, host: host, ctx: ctx)
    if tracking == .minimum {
      // What the tasks changed once they settled, charged to the last step.
      for (path, finding) in host.takeOracleReRuns() { oracleReRuns[oracleReRuns.count - 1][path] = finding }
      let late = host.diagnostics.filter { $0.kind == .oracleUnsettled }.dropFirst(unsettled.count)
      unsettled += late.map { "after the tasks settled: \($0)" }
    }
    let released = Released()
    released.host = host
    released.clock = host.clock
    released.context = ctx
    return Outcome(
      tree: host.renderTree, trace: trace.joined(separator: "\n"), evaluatedPaths: paths,
      seeds: ctx.report, textSeeds: ctx.textReport, model: ctx.model, legacy: ctx.legacy, scroll: scroll,
      storage: storage, invariantFailures: host.invariantFailures ?? [], changeFailures: changeFailures,
      surfaces: ctx.surfaceReport, appearances: ctx.appearances, lifecycleFailures: lifecycle, searching: ctx.searching,
      missedInputs: missedInputs, oracleReRuns: oracleReRuns, unsettled: unsettled,
      clockDate: host.clock.secondsSinceReferenceDate, released: released)
  }

  /// Where the lifecycle views on screen after a script (their appearances less their
  /// disappearances) differ from those of a fresh mount of its final state.
  static func appearanceDifference(_ incremental: [String: Int], _ fresh: [String: Int]) -> String? {
    let (shown, mounted) = (incremental.filter { $0.value != 0 }, fresh.filter { $0.value != 0 })
    guard shown != mounted else { return nil }
    let keys = Set(shown.keys).union(mounted.keys).filter { shown[$0] != mounted[$0] }.sorted()
    return keys.prefix(4).map { "\($0): on screen \(shown[$0] ?? 0) time(s), \(mounted[$0] ?? 0) in a fresh mount" }
      .joined(separator: "; ")
  }

  /// The prompts of the search fields a rendered tree shows active, in tree order.
  static func activeSearches(in tree: RenderTree) -> [String] {
    var found: [String] = []
    if tree.content == "focused(true)" {
      for child in tree.children {
        guard let content = child.content, content.hasPrefix("TextField(search ") else { continue }
        found.append(String(content.dropFirst("TextField(".count).prefix { $0 != ":" }))
      }
    }
    return found + tree.children.flatMap { activeSearches(in: $0) }
  }

  /// Whether a tree holds a surface of a kind.
  static func holds(_ spec: FuzzSpec, _ kind: SurfaceKind) -> Bool {
    if case .surface(_, let k, _, _) = spec, k == kind { return true }
    return spec.subtrees.contains { holds($0, kind) }
  }

  /// What was wrong with the lifecycle views of a run: a view that appeared twice
  /// without disappearing, disappeared without appearing, or whose `task(id:)` did
  /// not run, once the tasks settle, with the id it shows now.
  static func lifecycleFailures(_ fuzzCase: FuzzCase, host: ViewHost, ctx: FuzzContext) async -> [String] {
    guard holds(fuzzCase.spec, .lifecycle) else { return [] }
    await host.settle(quiet: .milliseconds(5))
    var found: [String] = []
    for (key, count) in ctx.appearances.sorted(by: { $0.key < $1.key })
    where count < 0 || (count > 1 && !key.contains("[")) {
      found.append("\(key) appeared \(count) more times than it disappeared")
    }
    for (key, count) in ctx.appearances.sorted(by: { $0.key < $1.key }) where count > 0 && !key.contains("[") {
      guard let id = Int(key.dropFirst().prefix { $0 != "|" }), let value = lifecycleValue(fuzzCase.spec, id: id)
      else { continue }
      if ctx.tasks[key] != ctx.value(value) {
        found.append(
          "\(key): task(id:) last ran with \(ctx.tasks[key].map(String.init) ?? "nothing"), the id is \(ctx.value(value))"
        )
      }
    }
    return found
  }

  /// The model value a lifecycle surface's `task(id:)` is given.
  private static func lifecycleValue(_ spec: FuzzSpec, id: Int) -> Int? {
    if case .surface(let i, .lifecycle, let value, _) = spec, i == id { return value }
    return spec.subtrees.lazy.compactMap { lifecycleValue($0, id: id) }.first
  }

  /// What was wrong with the `onChange` calls of one step: an action that ran more
  /// often than the step had transactions, an old value equal to the new one, or a
  /// new value that is not the model's after the step (Q13).
  static func misfires(_ changes: [FuzzContext.Change], transactions: Int, step: FuzzStep, ctx: FuzzContext)
    -> [String]
  {
    var found: [String] = []
    var calls: [String: Int] = [:]
    for change in changes {
      let key = "onChange#\(change.id) at '\(change.identity)'"
      calls[key, default: 0] += 1
      if change.old == change.new {
        found.append("\(step): \(key) ran with old and new both \(change.new)")
      }
      if change.new != ctx.value(change.value) {
        found.append("\(step): \(key) ran with \(change.new), the model holds \(ctx.value(change.value))")
      }
    }
    // In rows, two rows of one id (the items may repeat) share a key: not counted.
    for (key, count) in calls.sorted(by: { $0.key < $1.key }) where count > max(transactions, 1) && !key.contains("[") {
      found.append("\(step): \(key) ran \(count) times in \(transactions) transaction(s)")
    }
    return found
  }

  private static func mountFresh(_ fuzzCase: FuzzCase, after outcome: Outcome) -> Outcome {
    let ctx = FuzzContext(style: .observable, model: outcome.model, legacy: outcome.legacy)
    ctx.seeds = outcome.seeds
    ctx.textSeeds = outcome.textSeeds
    // The app launched again at the time the script reached: a timeline shows the same entry.
    let host = makeHost(fuzzCase, ctx: ctx, clockOrigin: outcome.clockDate)
    if !outcome.storage.isEmpty {
      // The stored values the script left, as an app launched again would find them.
      host.update { for (key, value) in outcome.storage { host.appStorage[key] = value } }
    }
    // What inputs gave the views that a mount does not: the tabs visited, in order
    // (a tab's content is kept once shown), then the focus.
    for (key, report) in outcome.surfaces.sorted(by: { $0.key < $1.key }) where report.visits != [0] {
      let id = key.dropFirst().prefix { $0 != "|" }
      for tab in report.visits.dropFirst() { host.tap("tab \(id).\(tab)") }
      if report.visits.last != report.selected { host.tap("tab \(id).\(report.selected)") }
    }
    // The active searches: those a reader saw active, and every search field the
    // incremental screen shows focused (a `searchable` around other views has no reader).
    var searches = outcome.searching.sorted(by: { $0.key < $1.key }).filter(\.value).map {
      "search \($0.key.dropFirst().prefix { $0 != "|" })"
    }
    for prompt in activeSearches(in: outcome.tree) where !searches.contains(prompt) { searches.append(prompt) }
    for prompt in searches { host.focus(prompt) }
    if let focused = outcome.surfaces.sorted(by: { $0.key < $1.key }).first(where: { $0.value.focused }) {
      host.focus("field \(focused.key.dropFirst().prefix { $0 != "|" })")
    }
    if let row = outcome.scroll { host.scroll(toRow: row) }
    return Outcome(
      tree: host.renderTree, trace: "", evaluatedPaths: [], seeds: [:], textSeeds: [:],
      model: outcome.model, legacy: outcome.legacy, scroll: outcome.scroll,
      invariantFailures: host.invariantFailures ?? [], appearances: ctx.appearances)
  }

  private static func apply(_ step: FuzzStep, host: ViewHost, ctx: FuzzContext, scroll: inout Int?) async -> [Update] {
    let style = ctx.style
    let model = ctx.model
    let legacy = ctx.legacy
    switch step {
    case .setValue(let i, let v):
      return [host.update { style == .observable ? model.set(i, v) : legacy.set(i, v) }]
    case .rewriteValue(let i):
      return [host.update { style == .observable ? model.set(i, model.value(i)) : legacy.set(i, legacy.value(i)) }]
    case .toggleFlag(let i):
      return [host.update { style == .observable ? model.toggle(i) : legacy.toggle(i) }]
    case .insertItem(let v):
      return [
        host.update {
          if style == .observable { model.items.insert(v, at: 0) } else { legacy.items.insert(v, at: 0) }
        }
      ]
    case .removeLastItem:
      return [
        host.update {
          if style == .observable { _ = model.items.popLast() } else { _ = legacy.items.popLast() }
        }
      ]
    case .reverseItems:
      return [
        host.update {
          if style == .observable { model.items.reverse() } else { legacy.items.reverse() }
        }
      ]
    case .tap(let id):
      return [host.tap("tap \(id)")]
    case .type(let id):
      return host.type("x", into: "field \(id)")
    case .scroll(let row):
      let update = host.scroll(toRow: row)
      if !update.diagnostics.contains(where: { $0.kind == .containerNotFound }) { scroll = row }
      return [update]
    case .backgroundWrite(let i, let v):
      if style == .observable {
        await Task.detached { model.set(i, v) }.value
      } else {
        await Task.detached { legacy.set(i, v) }.value
      }
      return [host.flush()]
    case .dismiss:
      return [host.dismissPresentation()]
    case .goBack:
      return [host.goBack()]
    case .search(let id):
      return host.type("x", into: "search \(id)")
    case .deleteRow(let row):
      return [host.deleteRows(at: IndexSet(integer: row))]
    case .moveRow(let row, let offset):
      return [host.moveRows(fromOffsets: IndexSet(integer: row), toOffset: offset)]
    case .writeStorage(let key, let value):
      return [host.update { host.appStorage[FuzzStorageReader.key(key)] = value }]
    case .selectTab(let id, let tab):
      return [host.tap("tab \(id).\(tab)")]
    case .focus(let id):
      return [host.focus("field \(id)")]
    case .unfocus:
      return [host.unfocus()]
    case .accessibilityAction(let id):
      return [host.performAccessibilityAction("act \(id)")]
    case .send(let value):
      let publisher = ctx.publisher
      return [host.update { publisher.send(value) }]
    case .animatedSet(let i, let v):
      let set = { (i: Int, v: Int) in style == .observable ? model.set(i, v) : legacy.set(i, v) }
      guard FuzzStep.hasCompletion(animatedValue: v) else { return [host.update { withAnimation { set(i, v) } }] }
      return [
        host.update {
          withAnimation {
            set(i, v)
          } completion: {
            set((i + 1) % 4, v)
          }
        }
      ]
    case .advance(let milliseconds):
      return host.advance(by: .milliseconds(milliseconds))
    }
  }

  // MARK: - Traces as JSON

  /// One update as a line of JSON, in a fixed key order: comparable byte for byte.
  static func traceJSON(_ update: Update, step: String, printed: [String] = []) -> String {
    func string(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
          if scalar.value < 0x20 {
            out += "\\u00\(scalar.value < 16 ? "0" : "")\(String(scalar.value, radix: 16))"
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
    func list(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }
    return "{\"step\":\(string(step)),\"printedChanges\":\(list(update.printedChanges)),"
      + "\"paths\":\(list(update.evaluations.map(\.path))),"
      + "\"leafUpdates\":\(list(update.leafUpdates.map(\.description))),"
      + "\"mounted\":\(list(update.mounted)),\"unmounted\":\(list(update.unmounted)),"
      + "\"diagnostics\":\(list(update.diagnostics.map(\.description))),\"printed\":\(list(printed))}"
  }
}
