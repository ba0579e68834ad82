import Diffing
import Fuzzing
import Scenarios
import ViewGraph

// What a command produced, as plain data: every format renders it, and JSON is
// its encoding (schemaVersion 1, documented in the README).

/// The result of one command over one or more scenarios.
struct Document: Codable, Sendable {
  var schemaVersion = 2
  var tool = Tool()
  var command: String
  var scenarios: [ScenarioDocument]
  /// What `fuzz` found.
  var fuzz: FuzzDocument?

  struct Tool: Codable, Sendable {
    var name = "rerender"
    var version = RerenderCLI.version
  }
}

struct ScenarioDocument: Codable, Sendable {
  var id: String
  var title: String
  var source: String
  var summary: String
  var variants: [VariantDocument]
  var steps: [StepDocument]
  var claims: [ClaimDocument]
  /// Inputs a step could not deliver; any not expected by its variant fails the run.
  var inputFailures: [InputFailureDocument] = []
  /// Body evaluations per variant, step and view type: what `--baseline` reads back.
  var counts: [StepCounts]?
  /// The counts that changed since a baseline, with `--baseline`.
  var baseline: BaselineDocument?
  /// Each variant's bodies per strategy, with `compare --what-if`.
  var whatIf: [WhatIfDocument]?
  /// What migrating would change for one view, with `explain --what-if`.
  var migration: MigrationDocument?
}

/// One view, as written and as if its models were `@Observable`: how often it runs
/// under each, why it still runs, and what would remove the rest.
struct MigrationDocument: Codable, Sendable {
  var view: String
  var steps: [Step]
  /// What re-runs it as if migrated, each cause once, with the change that removes it.
  var remaining: [Remedy]

  struct Step: Codable, Sendable {
    var index: Int
    var name: String
    var asWritten: Int
    var asIfObservable: Int
  }

  struct Remedy: Codable, Sendable {
    var cause: String
    var advice: String
  }

  @MainActor
  init(view: String, variant: Int, step only: Int?, asWritten: ScenarioReport, asIfObservable: ScenarioReport) {
    self.view = view
    var steps: [Step] = []
    var order: [String] = []
    var wasted: [String: Bool] = [:]
    for step in asWritten.stepNames.indices where only == nil || only == step {
      let before = asWritten.result(variant: variant, step: step).evaluations.filter { $0.viewType == view }
      let after = asIfObservable.result(variant: variant, step: step).evaluations.filter { $0.viewType == view }
      steps.append(Step(index: step, name: asWritten.stepNames[step], asWritten: before.count, asIfObservable: after.count))
      guard step > 0 else { continue }
      for evaluation in after {
        for cause in evaluation.fullCauses {
          wasted[cause, default: false] = wasted[cause, default: false] || evaluation.screenChanges == 0
          if !order.contains(cause) { order.append(cause) }
        }
      }
    }
    self.steps = steps
    remaining = order.map { cause in
      // A re-run that changed the screen each time is the view doing its job.
      Remedy(cause: cause, advice: wasted[cause] == true
        ? MigrationDocument.advice(for: cause)
        : "each of these runs changed what it shows: needed, whatever the strategy")
    }
  }

  /// The change that removes a re-run, in the words of the migration guides.
  static func advice(for cause: String) -> String {
    if cause.hasPrefix("@dependencies") {
      return "its body reads this property, so every change of it re-runs the view; "
        + "\"the location of your reads is now a performance decision\" (Migrating ObservableObject to @Observable): "
        + "read it in a smaller child that shows it, or split it out of the model if the view needs only part of it"
    }
    if cause.hasPrefix("@self") {
      return "its parent re-ran and passed it an input that differs (a closure never compares equal): "
        + "pass only the values it shows, make the input Equatable, or push the parent's read down"
    }
    if cause.hasPrefix("@identity") {
      return "it is created: a new identity (an id or a branch that changed) runs its body; keep its identity stable"
    }
    return "a state or environment value it reads changed: this re-run is the view doing its job"
  }
}

/// One variant at one step under each tracking strategy.
struct WhatIfDocument: Codable, Sendable {
  var variant: String
  var step: Int
  var name: String
  /// Bodies as the code is written.
  var asWritten: Int
  /// Bodies as if its models were `@Observable` after a mechanical migration.
  var asIfObservable: Int
  /// Bodies an oracle would run: those whose output changed the screen, and the
  /// stale views that should have run.
  var minimum: Int
  /// Per view type whose count differs or that still runs as if migrated: what each
  /// strategy runs, and why it still runs.
  var byType: [TypeRow]

  struct TypeRow: Codable, Sendable {
    var view: String
    var asWritten: Int
    var asIfObservable: Int
    /// The first cause of its runs as if migrated, when it still runs.
    var stillRunsBecause: String?
  }

  @MainActor
  static func rows(_ report: ScenarioReport, migrated: ScenarioReport, step only: Int?) -> [WhatIfDocument] {
    var rows: [WhatIfDocument] = []
    for step in report.stepNames.indices where only == nil || only == step {
      for (v, label) in report.variantLabels.enumerated() {
        let update = report.result(variant: v, step: step)
        let asIf = migrated.result(variant: v, step: step)
        var types: [String] = []
        for evaluation in update.evaluations + asIf.evaluations where !types.contains(evaluation.viewType) {
          types.append(evaluation.viewType)
        }
        let byType = types.compactMap { type -> TypeRow? in
          let before = update.bodyCountsByType[type] ?? 0
          let after = asIf.bodyCountsByType[type] ?? 0
          guard before != after || after > 0 else { return nil }
          let cause = asIf.evaluations.first { $0.viewType == type }?.fullCauses.first
          return TypeRow(view: type, asWritten: before, asIfObservable: after, stillRunsBecause: cause)
        }
        rows.append(WhatIfDocument(
          variant: label, step: step, name: report.stepNames[step], asWritten: update.bodyCount,
          asIfObservable: asIf.bodyCount,
          minimum: update.bodyCount - update.wastedEvaluations.count + update.staleViews.count,
          byType: step == 0 ? [] : byType))
      }
    }
    return rows
  }
}

/// How a run's body counts compare with a baseline's.
struct BaselineDocument: Codable, Sendable {
  /// The baseline file.
  var path: String
  /// Whether the baseline has this scenario; a scenario it lacks has no budget.
  var found: Bool
  /// The counts that changed, per variant and step: totals (`view` absent), then view types.
  var changes: [Change]
  /// How many counts rose: any fails the run.
  var rose: Int

  struct Change: Codable, Sendable {
    var variant: String
    var step: Int
    var name: String
    var view: String?
    var old: Int?
    var new: Int?
    var rose: Bool
  }

  init(path: String, changes: [CountChange]?) {
    self.path = path
    found = changes != nil
    self.changes = (changes ?? []).map {
      Change(variant: $0.variant, step: $0.step, name: $0.name, view: $0.view, old: $0.old, new: $0.new, rose: $0.rose)
    }
    rose = self.changes.filter(\.rose).count
  }

  /// The changes as `StepCounts.describe` prints them.
  var lines: [String] {
    StepCounts.describe(changes.map {
      CountChange(variant: $0.variant, step: $0.step, name: $0.name, view: $0.view, old: $0.old, new: $0.new)
    })
  }
}

struct InputFailureDocument: Codable, Sendable {
  var variant: String
  var step: Int
  var stepName: String
  var message: String
  /// Whether the variant expects it (a screen not meant to show the controls).
  var expected: Bool
}

/// A fuzzing run: the cases asked for and run, each failure with its reproduction.
struct FuzzDocument: Codable, Sendable {
  var seed: UInt64
  var cases: Int
  var ran: Int
  var failures: [Failure]
  /// Set when `--seconds` stopped the run before every case ran.
  var stoppedAfterSeconds: Int?
  var peakResidentMiB: Int

  struct Failure: Codable, Sendable {
    var seed: UInt64
    var failure: String
    var replay: String
    var minimalTree: String
    var minimalScript: [String]
    /// The whole report, as text shows it.
    var report: String

  }
}

extension FuzzDocument.Failure {
  init(_ report: FuzzReport) {
    seed = report.original.seed
    failure = report.failure.description
    replay = "rerender fuzz --seed \(report.original.seed) --cases 1"
    minimalTree = "\(report.minimal.spec)"
    minimalScript = report.minimal.steps.map(\.description)
    self.report = report.description
  }
}

struct VariantDocument: Codable, Sendable {
  var label: String
  var note: String
}

struct StepDocument: Codable, Sendable {
  /// 0 is the mount; 1… the scenario's steps.
  var index: Int
  var name: String
  var results: [ResultDocument]
  var comparison: ComparisonDocument?
}

struct ResultDocument: Codable, Sendable {
  var variant: String
  var bodies: Int
  /// Bodies that ran and changed nothing on screen.
  var wasted: Int
  var leafUpdates: Int
  var bodiesByType: [String: Int]
  var evaluations: [EvaluationDocument]
  var leafChanges: [LeafDocument]
  var mounted: [String]
  var unmounted: [String]
  var moved: [String]
  var events: [String]
  var diagnostics: [DiagnosticDocument]
  var staleViews: [StaleDocument]
  var metrics: [String: Int]
  var tree: [TreeNodeDocument]
}

struct StaleDocument: Codable, Sendable {
  var view: String
  var path: String
  var reason: String
  var untrackedReads: [String]
}

struct EvaluationDocument: Codable, Sendable {
  var view: String
  var path: String
  var reasons: [String]
  var printedChanges: String
  var causes: [String]
  var screenChanges: Int
}

struct LeafDocument: Codable, Sendable {
  var kind: String
  var path: String
  var old: String?
  var new: String?
}

struct DiagnosticDocument: Codable, Sendable {
  var kind: String
  var message: String
  var path: String
}

/// A node of the realized tree after the step, with what happened to it.
struct TreeNodeDocument: Codable, Sendable {
  /// `mounted`, `evaluated`, `wasted` (evaluated, nothing changed on screen), `stale`
  /// (not evaluated, would show something else), `notEvaluated`, or for primitives
  /// `leafChanged` / `unchanged`.
  var status: String
  var name: String
  var path: String
  var hasBody: Bool
  var leaf: String?
  var children: [TreeNodeDocument]
}

struct ComparisonDocument: Codable, Sendable {
  var columns: [String]
  var rows: [Row]

  struct Row: Codable, Sendable {
    var label: String
    var values: [Int]
    var minimum: Int
  }
}

struct ClaimedRange: Codable, Sendable {
  var min: Int
  var max: Int?
}

struct ClaimDocument: Codable, Sendable {
  var quote: String
  var variant: String
  /// The step: 0 is the mount, 1 the first step.
  var step: Int
  var measure: String
  /// The claimed figure: `min` and `max` equal for one value, `max` absent for "at least".
  var claimed: ClaimedRange
  /// The claimed figure as text: `11`, `60–80`, `≥ 1`.
  var claimedText: String
  var engine: Int?
  /// `reproduced`, `refuted`, or `mismatch`.
  var outcome: String
  var why: String?
}

// MARK: - Building

extension ScenarioDocument {
  /// Builds the document of a scenario run, keeping the variants and steps asked for.
  @MainActor
  init(_ scenario: Scenario, report: ScenarioReport?, variant: Int? = nil, step: Int? = nil,
       comparisons: Bool = false, view: String? = nil) {
    id = scenario.id
    title = scenario.title
    source = scenario.source
    summary = scenario.summary
    variants = scenario.variants.enumerated()
      .filter { variant == nil || variant == $0.offset }
      .map { VariantDocument(label: $0.element.label, note: $0.element.note) }
    guard let report else {
      steps = scenario.steps.enumerated().map { StepDocument(index: $0.offset + 1, name: $0.element.name, results: []) }
      claims = []
      return
    }
    var built: [StepDocument] = []
    for index in 0...scenario.steps.count where step == nil || step == index {
      var results: [ResultDocument] = []
      for v in report.variantLabels.indices where variant == nil || variant == v {
        let update = report.result(variant: v, step: index)
        let metrics = report.metrics[v][index]
        results.append(ResultDocument(update, variant: report.variantLabels[v], metrics: metrics,
                                      outline: report.outlines[v][index], view: view))
      }
      var comparison: ComparisonDocument?
      if comparisons {
        let table = report.comparison(step: index)
        comparison = ComparisonDocument(
          columns: table.columns,
          rows: table.rows.map { ComparisonDocument.Row(label: $0.label, values: $0.values, minimum: $0.minimum) })
      }
      built.append(StepDocument(
        index: index, name: report.stepNames[index],
        results: results, comparison: comparison))
    }
    steps = built
    counts = report.counts.filter {
      (variant == nil || report.variantLabels[variant ?? 0] == $0.variant) && (step == nil || step == $0.step)
    }
    inputFailures = report.inputFailures
      .filter { (variant == nil || report.variantLabels[variant ?? 0] == $0.variant) && (step == nil || step == $0.step) }
      .map {
        InputFailureDocument(variant: $0.variant, step: $0.step, stepName: $0.stepName, message: $0.message,
                             expected: $0.expected)
      }
    claims = report.claims
      .filter { outcome in
        (variant == nil || report.variantLabels[variant ?? 0] == outcome.claim.variant)
          && (step == nil || step == outcome.claim.step)
      }
      .map(ClaimDocument.init)
  }
}

extension ResultDocument {
  init(_ update: Update, variant: String, metrics: [String: Int], outline: [ViewOutline], view: String?) {
    self.variant = variant
    bodies = update.bodyCount
    wasted = update.wastedEvaluations.count
    leafUpdates = update.leafUpdateCount
    bodiesByType = update.bodyCountsByType
    evaluations = update.evaluations
      .filter { view == nil || $0.viewType == view }
      .map { EvaluationDocument(view: $0.viewType, path: $0.path, reasons: $0.reasons,
                                printedChanges: $0.printedChanges, causes: $0.fullCauses, screenChanges: $0.screenChanges) }
    leafChanges = update.leafUpdates.map { LeafDocument(kind: $0.kind.rawValue, path: $0.path, old: $0.old, new: $0.new) }
    mounted = update.mounted
    unmounted = update.unmounted
    moved = update.moved.map(\.description)
    events = update.lifecycleEvents.map(\.description)
    diagnostics = update.diagnostics.map { DiagnosticDocument(kind: $0.kind.rawValue, message: $0.message, path: $0.path) }
    staleViews = update.staleViews.map {
      StaleDocument(view: $0.viewType, path: $0.path, reason: $0.reason, untrackedReads: $0.untrackedReads)
    }
    self.metrics = metrics
    tree = TreeNodeDocument.build(outline, update: update)
  }
}

extension TreeNodeDocument {
  static func build(_ outline: [ViewOutline], update: Update) -> [TreeNodeDocument] {
    var evaluated: [String: Evaluation] = [:]
    for evaluation in update.evaluations { evaluated[evaluation.path] = evaluation }
    let mounted = Set(update.mounted)
    let stale = Set(update.staleViews.map(\.path))
    let changedLeaves = Set(update.leafUpdates.map(\.path))
    func node(_ o: ViewOutline) -> TreeNodeDocument {
      let status: String
      if o.hasBody {
        if mounted.contains(o.path) {
          status = "mounted"
        } else if let evaluation = evaluated[o.path] {
          status = evaluation.isWasted ? "wasted" : "evaluated"
        } else if stale.contains(o.path) {
          status = "stale"
        } else {
          status = "notEvaluated"
        }
      } else {
        status = changedLeaves.contains(o.path) ? "leafChanged" : (mounted.contains(o.path) ? "mounted" : "unchanged")
      }
      return TreeNodeDocument(status: status, name: o.name, path: o.path, hasBody: o.hasBody,
                              leaf: o.leaf, children: o.children.map(node))
    }
    return outline.map(node)
  }
}

extension ClaimDocument {
  init(_ outcome: ClaimOutcome) {
    quote = outcome.claim.quote
    variant = outcome.claim.variant
    step = outcome.claim.step
    measure = outcome.claim.measure.description
    let range = outcome.claim.claimed
    claimed = ClaimedRange(min: range.lowerBound, max: range.upperBound == Int.max ? nil : range.upperBound)
    claimedText = outcome.claim.claimedText
    engine = outcome.engine
    self.outcome = outcome.isAsExpected ? outcome.label : "mismatch"
    if case .refuted(let reason) = outcome.claim.verdict { why = reason } else { why = nil }
  }
}
