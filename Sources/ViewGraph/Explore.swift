import Foundation
package import ViewGraphCore

// Exploring a screen: every control on it found (ViewHost.controls) and driven once,
// each from a fresh mount of the screen so that no interaction's figures depend on
// another's: a tap, a toggle, one character typed, a step up, a slider moved to the
// top of its range, the next option picked, a date moved on by a day. Each
// interaction's update is kept with what it cost (bodies, wasted), the stale views
// after it and its diagnostics; beside it, the same interaction as if the screen's
// models were @Observable and under the minimum oracle. A control the explorer cannot
// drive is listed with why.

/// One control of an explored screen, driven once from a fresh mount.
public struct Interaction: Sendable {
  /// The control: its kind, title and path on the fresh mount.
  public var control: ExploredControl
  /// What was done before, on the fresh mount, to bring the control on screen: the
  /// interactions that presented or pushed what it is in (empty for the screen's own).
  public var route: [String]
  /// What was done (`tap`, `type "a"`, `pick 'Large'`), or `nil` when the control was
  /// not driven.
  public var action: String?
  /// Why the control was not driven, when it was not.
  public var notDriven: String?
  /// The updates the interaction caused, merged (empty when not driven).
  public var update: Update
  /// The stale views the audit found after it.
  public var staleViews: [StaleView]
  /// The bodies the same interaction runs as if the models were `@Observable`; `nil`
  /// where that strategy cannot run (Apple's Combine) or the control was not driven.
  public var bodiesAsIfObservable: Int?
  /// The bodies the minimum oracle needs for it; `nil` when not driven.
  public var bodiesMinimum: Int?

  /// The bodies it ran.
  public var bodies: Int { update.bodyCount }
  /// The bodies it ran whose output did not change.
  public var wasted: Int { update.wastedEvaluations.count }
  /// What the engine reported during it (input failures included).
  public var diagnostics: [Diagnostic] { update.diagnostics }
  /// How many presentations or pushes deep the control is (0: on the screen itself).
  public var depth: Int { route.count }
}

/// A control as an exploration reports it.
public struct ExploredControl: Sendable, Equatable, Encodable {
  /// Its view type (`Button`, `Toggle`, `TextField`), or what is driven when it is not
  /// a view: `ForEach` for a list's rows, `Presentation` and `NavigationStack` for a
  /// dismissal.
  public var kind: String
  /// Its title, as inputs find it; for a dismissal, what it dismisses
  /// (`Button 'Help'`).
  public var title: String
  /// Its path in the tree (two sibling controls of one type share one).
  public var path: String
  /// Its place among the screen's controls, in tree order from 0: what tells apart
  /// two controls with one title and one path (for rows, the editable `ForEach`'s
  /// place among them).
  public var index: Int
}

/// Every control of a screen, each driven once from a fresh mount, in tree order.
public struct Exploration: Sendable {
  /// The screen's type, as a trace names it.
  public var screen: String
  /// One interaction per control on the first mount, in tree order, each followed by
  /// the interactions inside what it presented or pushed.
  public var interactions: [Interaction]

  /// The interactions that drove their control.
  public var driven: [Interaction] { interactions.filter { $0.action != nil } }
  /// The controls that were not driven, with why.
  public var notDriven: [Interaction] { interactions.filter { $0.action == nil } }
}

/// How an exploration mounts the screen.
public struct ExploreOptions: Sendable {
  /// The options of each host the exploration mounts.
  public var host = ViewHost.Options(strictInput: false)
  /// Whether each interaction is also run as if the models were `@Observable`, and
  /// under the minimum oracle.
  public var whatIf = true
  /// How many presentations or pushes deep the exploration goes: the controls inside
  /// what an interaction presents or pushes are explored too, to this depth (0: the
  /// screen's own controls only).
  public var depth = 2

  public init(
    host: ViewHost.Options = ViewHost.Options(strictInput: false), whatIf: Bool = true, depth: Int = 2
  ) {
    self.host = host
    self.whatIf = whatIf
    self.depth = depth
  }
}

/// Finds every control of a screen and drives each once, each from a fresh mount made
/// by `make`: what each costs, and as if @Observable and under the minimum oracle.
///
///     let report = explore { LibraryScreen(model: Library.sample()) }
///     print(report)             // one line per control: bodies, wasted, stale views
///
/// Besides the controls (buttons, toolbar and menu items included, toggles, fields,
/// steppers, sliders, pickers, date pickers, links, tab items), the rows of each
/// editable `ForEach` are driven (the first deleted, the first moved to the end).
/// What an interaction presents or pushes is explored in turn, to `options.depth`:
/// each control inside it, reached again on a fresh mount, and its dismissal.
///
/// Make the screen's models inside `make`, so that each mount starts from the same
/// state; a model made outside is shared, and an interaction sees the ones before it.
@MainActor
public func explore<Screen: View>(options: ExploreOptions = ExploreOptions(), _ make: () -> Screen) -> Exploration {
  withoutActuallyEscaping(make) { make in
    let first = ViewHost(make(), options: options.host, output: { _ in })
    var explorer = Explorer(options: options, make: make)
    explorer.explore(first, route: [], controls: first.controls.indices.map { ($0, first.controls[$0]) })
    explorer.exploreRows(of: first)
    return Exploration(screen: baseKind(typeName(Screen.self)), interactions: explorer.interactions)
  }
}

/// Explores a screen whose value is given: each interaction mounts the same value
/// again (see ``explore(options:_:)``; the models it holds are shared, so make them
/// inside a closure to start each from the same state).
@MainActor
public func explore<Screen: View>(_ root: Screen, options: ExploreOptions = ExploreOptions()) -> Exploration {
  explore(options: options) { root }
}

extension ViewHost {
  /// Explores the screen this host shows, each interaction on a fresh mount of its
  /// root view's value (see ``explore(options:_:)``; models it holds are shared).
  public func explore(options: ExploreOptions = ExploreOptions()) -> Exploration {
    func again<Root: View>(_ root: Root) -> Exploration { ViewGraph.explore(root, options: options) }
    return again(rootView)
  }

  /// Explores the screen this host shows as ``explore(settling:options:_:)`` does: each
  /// interaction on a fresh mount of its root view's value (models it holds shared),
  /// settled, refreshable views refreshed.
  public func explore(settling quiet: Duration, options: ExploreOptions = ExploreOptions()) async -> Exploration {
    func again<Root: View>(_ root: Root) async -> Exploration {
      await ViewGraph.explore(settling: quiet, options: options) { root }
    }
    return await again(rootView)
  }
}

/// Explores a screen as ``explore(options:_:)`` does, then waits for what each
/// interaction started: every interaction is driven again on a fresh mount and the
/// host settled after it (``ViewHost/settle(timeout:quiet:)`` with `quiet`), so the
/// changes of the tasks it started (`Task {}` in an action, `task(id:)`) are in its
/// figures; each refreshable view is refreshed (its action run and waited for).
///
///     let report = await explore(settling: .milliseconds(20)) { FeedScreen(model: .sample) }
///
/// What an interaction's tasks present after it returns is not explored further (the
/// controls found are those its synchronous part shows).
@MainActor
public func explore<Screen: View>(
  settling quiet: Duration, options: ExploreOptions = ExploreOptions(), _ make: @escaping () -> Screen
) async -> Exploration {
  let first = ViewHost(make(), options: options.host, output: { _ in })
  var explorer = Explorer(options: options, make: make, refreshes: true)
  explorer.explore(first, route: [], controls: first.controls.indices.map { ($0, first.controls[$0]) })
  explorer.exploreRows(of: first)
  await explorer.settle(quiet: quiet)
  return Exploration(screen: baseKind(typeName(Screen.self)), interactions: explorer.interactions)
}

/// Drives each control once on a fresh mount, and what it presents in turn.
@MainActor
private struct Explorer {
  let options: ExploreOptions
  let make: () -> any View
  /// Whether refreshable views are driven (by ``settle(quiet:)``: refreshing is async).
  var refreshes = false
  var interactions: [Interaction] = []
  /// What drove each driven interaction (by its index): the route and the plan, for
  /// the settled pass.
  var replays: [Int: (route: [Plan], plan: Plan)] = [:]

  init(options: ExploreOptions, make: @escaping () -> any View, refreshes: Bool = false) {
    self.options = options
    self.make = make
    self.refreshes = refreshes
  }

  func mount(_ tracking: TrackingStrategy? = nil) -> ViewHost {
    var hostOptions = options.host
    if let tracking { hostOptions.tracking = tracking }
    func host<V: View>(_ view: V) -> ViewHost { ViewHost(view, options: hostOptions, output: { _ in }) }
    return host(make())
  }

  /// Explores controls of a host brought to `route`'s end: each driven on a fresh mount.
  mutating func explore(_ shown: ViewHost, route: [Plan], controls: [(index: Int, control: ScreenControl)]) {
    for (index, control) in controls {
      let explored = ExploredControl(
        kind: baseKind(control.kind), title: control.title, path: control.path, index: index)
      guard control.isEnabled else {
        interactions.append(notDriven(explored, route: route, "it is disabled"))
        continue
      }
      if let refusal = control.refusal {
        interactions.append(notDriven(explored, route: route, "it \(refusal)"))
        continue
      }
      guard let plan = Plan(control, index: index, on: shown) else {
        interactions.append(notDriven(explored, route: route, "the explorer has no input for a \(explored.kind)"))
        continue
      }
      if case .cannot(let why) = plan.step {
        interactions.append(notDriven(explored, route: route, why))
        continue
      }
      drive(plan, as: explored, route: route)
    }
  }

  /// The rows of each editable `ForEach` and each refreshable view, on a host brought
  /// to `route`'s end.
  mutating func exploreRows(of shown: ViewHost, route: [Plan] = [], except known: Set<String> = []) {
    for (section, rows) in shown.editableRowSets.enumerated() where !known.contains(rows.path) {
      let explored = ExploredControl(kind: "ForEach", title: "rows", path: rows.path, index: section)
      if rows.canDelete {
        if rows.rowCount > 0 {
          drive(Plan(rows: section, .deleteFirstRow), as: explored, route: route)
        } else {
          interactions.append(notDriven(explored, route: route, "it has no row to delete"))
        }
      }
      if rows.canMove {
        if rows.rowCount > 1 {
          drive(Plan(rows: section, .moveFirstRow(to: rows.rowCount)), as: explored, route: route)
        } else {
          interactions.append(notDriven(explored, route: route, "it has \(rows.rowCount) row to move"))
        }
      }
    }
    for (index, path) in shown.refreshablePaths.enumerated() where !known.contains(path) {
      let explored = ExploredControl(kind: "refreshable", title: "", path: path, index: index)
      guard refreshes else {
        interactions.append(
          notDriven(
            explored, route: route,
            "refreshing waits for its action: explore with `await explore(settling:)`, or deliver it with `await host.refresh()`"
          ))
        continue
      }
      // Driven by the settled pass, which can wait for the action.
      replays[interactions.count] = (route, Plan(refreshing: path))
      interactions.append(
        Interaction(
          control: explored, route: route.map(\.description), action: Plan(refreshing: path).action, notDriven: nil,
          update: Update(), staleViews: [], bodiesAsIfObservable: nil, bodiesMinimum: nil))
    }
  }

  /// Drives every driven interaction again on a fresh mount, waiting after it for
  /// what it started (a refresh's action first), and keeps those figures.
  mutating func settle(quiet: Duration) async {
    for (index, replay) in replays.sorted(by: { $0.key < $1.key }) {
      func settled(_ tracking: TrackingStrategy? = nil) async -> (Update, ViewHost) {
        let host = mount(tracking)
        for step in replay.route { _ = step.run(on: host) }
        let update = await replay.plan.run(settledOn: host)
        return (Update.merging([update, await host.settle(quiet: quiet)]), host)
      }
      let (update, host) = await settled()
      interactions[index].update = update
      interactions[index].staleViews = host.audit()
      guard options.whatIf else { continue }
      if TrackingStrategy.asIfObservable.isAvailable {
        interactions[index].bodiesAsIfObservable = await settled(.asIfObservable).0.bodyCount
      }
      interactions[index].bodiesMinimum = await settled(.minimum).0.bodyCount
    }
  }

  /// Drives one plan on a fresh mount (and as if @Observable, and under the minimum),
  /// then explores what it presented or pushed.
  mutating func drive(_ plan: Plan, as explored: ExploredControl, route: [Plan]) {
    let host = mount()
    for step in route { _ = step.run(on: host) }
    let before = Set(host.controls.map(\.nodeID))
    let rowsBefore = Set(host.editableRowSets.map(\.path) + host.refreshablePaths)
    let depthBefore = host.presentedDepth
    let presentationsBefore = host.presentationCount
    let update = plan.run(on: host)
    var interaction = Interaction(
      control: explored, route: route.map(\.description), action: plan.action, notDriven: nil, update: update,
      staleViews: host.audit(), bodiesAsIfObservable: nil, bodiesMinimum: nil)
    // The settled pass (refreshes) runs the what-if itself, settled.
    if options.whatIf && !refreshes {
      func replayed(_ tracking: TrackingStrategy) -> Int {
        tracking.impose {
          let other = mount(tracking)
          for step in route { _ = step.run(on: other) }
          return plan.run(on: other).bodyCount
        }
      }
      if TrackingStrategy.asIfObservable.isAvailable { interaction.bodiesAsIfObservable = replayed(.asIfObservable) }
      interaction.bodiesMinimum = replayed(.minimum)
    }
    replays[interactions.count] = (route, plan)
    interactions.append(interaction)
    let presented = host.presentedDepth > depthBefore
    guard presented, route.count < options.depth else { return }
    // Inside what it presented or pushed: the controls that were not there before.
    let inside = route + [plan]
    let controls = host.controls.enumerated().filter { !before.contains($0.element.nodeID) }
    explore(host, route: inside, controls: controls.map { ($0.offset, $0.element) })
    exploreRows(of: host, route: inside, except: rowsBefore)
    let dismissal = host.presentationCount > presentationsBefore ? Plan.dismissal : Plan.back
    // A dismissal is titled by what it dismisses: `Presentation of Button 'Help'`.
    let presenter = "\(explored.kind) '\(explored.title)'"
    drive(
      dismissal,
      as: ExploredControl(kind: dismissal.kind, title: presenter, path: explored.path, index: explored.index),
      route: inside)
  }
}

@MainActor
private func notDriven(_ control: ExploredControl, route: [Plan], _ why: String) -> Interaction {
  Interaction(
    control: control, route: route.map(\.description), action: nil, notDriven: why, update: Update(), staleViews: [],
    bodiesAsIfObservable: nil, bodiesMinimum: nil)
}

/// A control's kind without its generic arguments (`Button<Text>` is a `Button`).
private func baseKind(_ kind: String) -> String {
  kind.firstIndex(of: "<").map { String(kind[..<$0]) } ?? kind
}

/// What the explorer does to one control, found again by its place in tree order on each mount.
@MainActor
private struct Plan: CustomStringConvertible {
  enum Step {
    case tap, toggle
    case type(String)
    case increment, top
    case pick(String)
    case date(Date)
    case deleteFirstRow
    case moveFirstRow(to: Int)
    case dismiss, goBack
    /// Pulling the refreshable view at a path (async: only the settled pass drives it).
    case refresh(path: String)
    case cannot(String)
  }

  let title: String
  let kind: String
  /// Its place among the controls in tree order (for rows, among the editable
  /// `ForEach`s): the same on every mount of the screen brought to the same place.
  let index: Int
  let step: Step

  init?(_ control: ScreenControl, index: Int, on host: ViewHost) {
    title = control.title
    kind = control.kind
    self.index = index
    let value = control.value
    if value is any TappableControl {
      step = .tap
    } else if value is any ToggleControl {
      step = .toggle
    } else if value is any TextInputControl {
      step = .type("a")
    } else if value is any AdjustableControl {
      step = baseKind(control.kind) == "Slider" ? .top : .increment
    } else if value is any SelectionControl {
      let options = host.pickerOptions(of: control)
      step = options.count > 1 ? .pick(options[1]) : .cannot("it has \(options.count) option to pick")
    } else if let picker = value as? any DatePickerInput {
      step = .date(picker.shownDate.addingTimeInterval(86_400))
    } else {
      return nil
    }
  }

  init(rows section: Int, _ step: Step) {
    title = "rows"
    kind = "ForEach"
    index = section
    self.step = step
  }

  private init(kind: String, step: Step) {
    title = ""
    self.kind = kind
    index = 0
    self.step = step
  }

  init(refreshing path: String) {
    self.init(kind: "refreshable", step: .refresh(path: path))
  }

  /// Dismissing the presentation on top.
  static let dismissal = Plan(kind: "Presentation", step: .dismiss)
  /// Going back from the view pushed on top.
  static let back = Plan(kind: "NavigationStack", step: .goBack)

  var action: String {
    switch step {
    case .tap: "tap"
    case .toggle: "toggle"
    case .type(let text): "type \"\(text)\""
    case .increment: "step up"
    case .top: "move to the top of its range"
    case .pick(let option): "pick '\(option)'"
    case .date: "move on by a day"
    case .deleteFirstRow: "delete the first row"
    case .moveFirstRow: "move the first row to the end"
    case .dismiss: "dismiss"
    case .goBack: "go back"
    case .refresh: "refresh"
    case .cannot(let why): why
    }
  }

  /// The plan as a route names it: `tap Button 'Show'`.
  var description: String {
    switch step {
    case .dismiss, .goBack, .refresh: action
    default: "\(action) \(baseKind(kind)) '\(title)'"
    }
  }

  /// Drives the control on a host, a refresh too (its action waited for).
  func run(settledOn host: ViewHost) async -> Update {
    guard case .refresh(let path) = step else { return run(on: host) }
    return await host.refresh(at: path)
  }

  /// Drives the control on a host: its updates merged.
  func run(on host: ViewHost) -> Update {
    switch step {
    case .deleteFirstRow: return host.deleteRows(at: IndexSet([0]), section: index)
    case .moveFirstRow(let end): return host.moveRows(fromOffsets: IndexSet([0]), toOffset: end, section: index)
    case .dismiss: return host.dismissPresentation()
    case .goBack: return host.goBack()
    default: break
    }
    let controls = host.controls
    guard controls.indices.contains(index), controls[index].title == title, controls[index].kind == kind else {
      return Update(
        diagnostic: Diagnostic(
          kind: .controlNotFound,
          message: "The screen mounted again does not show the \(kind) '\(title)' where its first mount did.",
          path: ""))
    }
    return host.within(controls[index]) {
      switch step {
      case .tap: host.tap(title)
      case .toggle: host.toggle(title)
      case .type(let text): Update.merging(host.type(text, into: title))
      case .increment: host.increment(title)
      case .top: host.setValue(.greatestFiniteMagnitude, in: title)
      case .pick(let option): host.pick(option, in: title)
      case .date(let date): host.setDate(date, in: title)
      default: Update()
      }
    }
  }
}
