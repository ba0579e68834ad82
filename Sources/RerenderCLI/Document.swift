import Diffing
import Scenarios
import ViewGraph

// What a command produced, as plain data: every format renders it, and JSON is
// its encoding (schemaVersion 2, documented in the README).

/// The result of one command over one or more scenarios.
struct Document: Codable, Sendable {
  var schemaVersion = 2
  var tool = Tool()
  var command: String
  var scenarios: [ScenarioDocument]
  /// What `fuzz` found.
  var fuzz: FuzzDocument?
  /// The SwiftUI release imposed with `--swiftui`, if any: `iOS 18 (Xcode 16)`.
  var swiftUI: String?
  /// The screens `explore` knows, for `list`.
  var screens: [ScreenDocument]?

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

/// A screen `explore` knows.
struct ScreenDocument: Codable, Sendable {
  var id: String
  var title: String
  /// The screen's view type.
  var screen: String
}

struct InputFailureDocument: Codable, Sendable {
  var variant: String
  var step: Int
  var stepName: String
  var message: String
  /// Whether the variant expects it (a screen not meant to show the controls).
  var expected: Bool
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
  init(
    _ scenario: Scenario, report: ScenarioReport?, variant: Int? = nil, step: Int? = nil,
    comparisons: Bool = false, view: String? = nil
  ) {
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
        results.append(
          ResultDocument(
            update, variant: report.variantLabels[v], metrics: metrics,
            outline: report.outlines[v][index], view: view))
      }
      var comparison: ComparisonDocument?
      if comparisons {
        let table = report.comparison(step: index)
        comparison = ComparisonDocument(
          columns: table.columns,
          rows: table.rows.map { ComparisonDocument.Row(label: $0.label, values: $0.values, minimum: $0.minimum) })
      }
      built.append(
        StepDocument(
          index: index, name: report.stepNames[index],
          results: results, comparison: comparison))
    }
    steps = built
    counts = report.counts.filter {
      (variant == nil || report.variantLabels[variant ?? 0] == $0.variant) && (step == nil || step == $0.step)
    }
    inputFailures = report.inputFailures
      .filter {
        (variant == nil || report.variantLabels[variant ?? 0] == $0.variant) && (step == nil || step == $0.step)
      }
      .map {
        InputFailureDocument(
          variant: $0.variant, step: $0.step, stepName: $0.stepName, message: $0.message,
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
      .map {
        EvaluationDocument(
          view: $0.viewType, path: $0.path, reasons: $0.reasons,
          printedChanges: $0.printedChanges, causes: $0.fullCauses, screenChanges: $0.screenChanges)
      }
    leafChanges = update.leafUpdates.map {
      LeafDocument(kind: $0.kind.rawValue, path: $0.path, old: $0.old, new: $0.new)
    }
    mounted = update.mounted
    unmounted = update.unmounted
    moved = update.moved.map(\.description)
    events = update.lifecycleEvents.map(\.description)
    diagnostics = update.diagnostics.map {
      DiagnosticDocument(kind: $0.kind.rawValue, message: $0.message, path: $0.path)
    }
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
      return TreeNodeDocument(
        status: status, name: o.name, path: o.path, hasBody: o.hasBody,
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
