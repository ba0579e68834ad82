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
}

/// A control as an exploration reports it.
public struct ExploredControl: Sendable, Equatable, Encodable {
  /// Its view type (`Button`, `Toggle`, `TextField`).
  public var kind: String
  /// Its title, as inputs find it.
  public var title: String
  /// Its path in the tree (two sibling controls of one type share one).
  public var path: String
  /// Its place among the screen's controls, in tree order from 0: what tells apart
  /// two controls with one title and one path.
  public var index: Int
}

/// Every control of a screen, each driven once from a fresh mount, in tree order.
public struct Exploration: Sendable {
  /// The screen's type, as a trace names it.
  public var screen: String
  /// One interaction per control on the first mount, in tree order.
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

  public init(host: ViewHost.Options = ViewHost.Options(strictInput: false), whatIf: Bool = true) {
    self.host = host
    self.whatIf = whatIf
  }
}

/// Finds every control of a screen and drives each once, each from a fresh mount made
/// by `make`: what each costs, and as if @Observable and under the minimum oracle.
///
///     let report = explore { LibraryScreen(model: Library.sample()) }
///     print(report)             // one line per control: bodies, wasted, stale views
///
/// Make the screen's models inside `make`, so that each mount starts from the same
/// state; a model made outside is shared, and an interaction sees the ones before it.
@MainActor
public func explore<Screen: View>(options: ExploreOptions = ExploreOptions(), _ make: () -> Screen) -> Exploration {
  let first = ViewHost(make(), options: options.host, output: { _ in })
  var interactions: [Interaction] = []
  for (index, control) in first.controls.enumerated() {
    let explored = ExploredControl(
      kind: baseKind(control.kind), title: control.title, path: control.path, index: index)
    guard control.isEnabled else {
      interactions.append(notDriven(explored, "it is disabled"))
      continue
    }
    if let refusal = control.refusal {
      interactions.append(notDriven(explored, "it \(refusal)"))
      continue
    }
    guard let plan = Plan(control, index: index, on: first) else {
      interactions.append(notDriven(explored, "the explorer has no input for a \(explored.kind)"))
      continue
    }
    if case .cannot(let why) = plan.step {
      interactions.append(notDriven(explored, why))
      continue
    }
    let host = ViewHost(make(), options: options.host, output: { _ in })
    let update = plan.run(on: host)
    var interaction = Interaction(
      control: explored, action: plan.action, notDriven: nil, update: update, staleViews: host.audit(),
      bodiesAsIfObservable: nil, bodiesMinimum: nil)
    if options.whatIf {
      var asIfOptions = options.host
      asIfOptions.tracking = .asIfObservable
      if TrackingStrategy.asIfObservable.isAvailable {
        interaction.bodiesAsIfObservable = TrackingStrategy.asIfObservable.impose {
          plan.run(on: ViewHost(make(), options: asIfOptions, output: { _ in })).bodyCount
        }
      }
      var minimumOptions = options.host
      minimumOptions.tracking = .minimum
      interaction.bodiesMinimum = TrackingStrategy.minimum.impose {
        plan.run(on: ViewHost(make(), options: minimumOptions, output: { _ in })).bodyCount
      }
    }
    interactions.append(interaction)
  }
  return Exploration(screen: baseKind(typeName(Screen.self)), interactions: interactions)
}

extension ViewHost {
  /// Explores the screen this host shows, each interaction on a fresh mount of its
  /// root view's value (see ``explore(options:_:)``; models it holds are shared).
  public func explore(options: ExploreOptions = ExploreOptions()) -> Exploration {
    func again<Root: View>(_ root: Root) -> Exploration { ViewGraph.explore(options: options) { root } }
    return again(rootView)
  }
}

@MainActor
private func notDriven(_ control: ExploredControl, _ why: String) -> Interaction {
  Interaction(
    control: control, action: nil, notDriven: why, update: Update(), staleViews: [], bodiesAsIfObservable: nil,
    bodiesMinimum: nil)
}

/// A control's kind without its generic arguments (`Button<Text>` is a `Button`).
private func baseKind(_ kind: String) -> String {
  kind.firstIndex(of: "<").map { String(kind[..<$0]) } ?? kind
}

/// What the explorer does to one control, found again by its place in tree order on each mount.
@MainActor
private struct Plan {
  enum Step {
    case tap, toggle
    case type(String)
    case increment, top
    case pick(String)
    case date(Date)
    case cannot(String)
  }

  let title: String
  let kind: String
  /// Its place among the controls in tree order: the same on every mount of the screen.
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

  var action: String {
    switch step {
    case .tap: "tap"
    case .toggle: "toggle"
    case .type(let text): "type \"\(text)\""
    case .increment: "step up"
    case .top: "move to the top of its range"
    case .pick(let option): "pick '\(option)'"
    case .date: "move on by a day"
    case .cannot(let why): why
    }
  }

  /// Drives the control on a host: its updates merged.
  func run(on host: ViewHost) -> Update {
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
      case .cannot: Update()
      }
    }
  }
}

// MARK: - Reports

extension Exploration: CustomStringConvertible {
  /// One line per control: what was done and what it cost, or why it was not driven.
  public var description: String {
    var lines = ["\(screen): \(interactions.count) controls, \(driven.count) driven"]
    for interaction in interactions {
      let control = interaction.control
      let name = "\(control.kind) '\(control.title)'"
      guard let action = interaction.action else {
        lines.append("  \(name): not driven, \(interaction.notDriven ?? "")")
        continue
      }
      var figures = "\(interaction.bodies) bodies, \(interaction.wasted) wasted"
      if !interaction.staleViews.isEmpty { figures += ", \(interaction.staleViews.count) stale" }
      if let asIf = interaction.bodiesAsIfObservable { figures += "; as if @Observable \(asIf)" }
      if let minimum = interaction.bodiesMinimum { figures += "; minimum \(minimum)" }
      let problems = interaction.diagnostics.map { "\n    \($0.message)" }.joined()
      lines.append("  \(name), \(action): \(figures)\(problems)")
    }
    return lines.joined(separator: "\n")
  }

  /// The report as a Markdown table, one row per control.
  public var markdown: String {
    var lines = [
      "### \(screen)", "",
      "| Control | Action | Bodies | Wasted | Stale | As if @Observable | Minimum | Notes |",
      "|---|---|---:|---:|---:|---:|---:|---|",
    ]
    func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
    for interaction in interactions {
      let control = "\(interaction.control.kind) '\(cell(interaction.control.title))'"
      guard let action = interaction.action else {
        lines.append("| \(control) | not driven | | | | | | \(cell(interaction.notDriven ?? "")) |")
        continue
      }
      let notes = interaction.diagnostics.map { cell($0.message) }.joined(separator: "; ")
      lines.append(
        "| \(control) | \(cell(action)) | \(interaction.bodies) | \(interaction.wasted) | \(interaction.staleViews.count) | "
          + "\(interaction.bodiesAsIfObservable.map(String.init) ?? "–") | \(interaction.bodiesMinimum.map(String.init) ?? "–") | \(notes) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON: the screen and, per control, what was done and its figures.
  public var json: String {
    struct Entry: Encodable {
      var control: ExploredControl
      var action: String?
      var notDriven: String?
      var bodies: Int
      var wasted: Int
      var evaluated: [String]
      var staleViews: [String]
      var diagnostics: [String]
      var bodiesAsIfObservable: Int?
      var bodiesMinimum: Int?
    }
    struct Report: Encodable {
      var screen: String
      var interactions: [Entry]
    }
    let report = Report(
      screen: screen,
      interactions: interactions.map {
        Entry(
          control: $0.control, action: $0.action, notDriven: $0.notDriven, bodies: $0.bodies, wasted: $0.wasted,
          evaluated: $0.update.evaluatedViews, staleViews: $0.staleViews.map(\.description),
          diagnostics: $0.diagnostics.map(\.message), bodiesAsIfObservable: $0.bodiesAsIfObservable,
          bodiesMinimum: $0.bodiesMinimum)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(report)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }
}
