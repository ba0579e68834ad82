import Diffing
import Fuzzing
import Scenarios
import ViewGraph

// The parts of a document an option adds: the migration report (`explain
// --what-if`), the strategies side by side (`compare --what-if`), the delta against a
// baseline (`--baseline`), and a fuzzing run.

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
    /// Its runs under the minimum oracle: those that changed what it shows.
    var minimum: Int
  }

  struct Remedy: Codable, Sendable {
    var cause: String
    var advice: String
  }

  @MainActor
  init(
    view: String, variant: Int, step only: Int?, asWritten: ScenarioReport, asIfObservable: ScenarioReport,
    minimum: ScenarioReport
  ) {
    self.view = view
    var steps: [Step] = []
    var order: [String] = []
    var wasted: [String: Bool] = [:]
    for step in asWritten.stepNames.indices where only == nil || only == step {
      let before = asWritten.result(variant: variant, step: step).evaluations.filter { $0.viewType == view }
      let after = asIfObservable.result(variant: variant, step: step).evaluations.filter { $0.viewType == view }
      let needed = minimum.result(variant: variant, step: step).bodyCountsByType[view] ?? 0
      steps.append(
        Step(
          index: step, name: asWritten.stepNames[step], asWritten: before.count,
          asIfObservable: after.count, minimum: needed))
      guard step > 0 else { continue }
      // Runs beyond the oracle's at this step are more than the view needed.
      let beyond = after.count > needed
      for evaluation in after {
        for cause in evaluation.fullCauses {
          wasted[cause, default: false] = wasted[cause, default: false] || beyond || evaluation.screenChanges == 0
          if !order.contains(cause) { order.append(cause) }
        }
      }
    }
    self.steps = steps
    remaining = order.map { cause in
      // A re-run the oracle needed too is the view doing its job.
      Remedy(
        cause: cause,
        advice: wasted[cause] == true
          ? MigrationDocument.advice(for: cause)
          : "the minimum oracle runs it as often: each run changed what it shows, needed whatever the strategy")
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
      return
        "its parent re-ran and passed it an input that differs (a closure that captured values is a new input each time): "
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
  /// Bodies the minimum oracle ran (``TrackingStrategy/minimum``): those whose output
  /// changed the screen, stale views re-run included.
  var minimum: Int
  /// Per view type whose count differs or that still runs as if migrated: what each
  /// strategy runs, and why it still runs.
  var byType: [TypeRow]

  struct TypeRow: Codable, Sendable {
    var view: String
    var asWritten: Int
    var asIfObservable: Int
    var minimum: Int
    /// The first cause of its runs as if migrated, when it still runs.
    var stillRunsBecause: String?
  }

  @MainActor
  static func rows(
    _ report: ScenarioReport, migrated: ScenarioReport, minimum oracle: ScenarioReport, step only: Int?
  ) -> [WhatIfDocument] {
    var rows: [WhatIfDocument] = []
    for step in report.stepNames.indices where only == nil || only == step {
      for (v, label) in report.variantLabels.enumerated() {
        let update = report.result(variant: v, step: step)
        let asIf = migrated.result(variant: v, step: step)
        let needed = oracle.result(variant: v, step: step)
        // The mount has no per-type rows: every view runs once, under every strategy.
        var byType: [TypeRow] = []
        if step > 0 {
          let (writtenCounts, asIfCounts, neededCounts) = (
            update.bodyCountsByType, asIf.bodyCountsByType, needed.bodyCountsByType
          )
          var seen: Set<String> = []
          for evaluation in update.evaluations + asIf.evaluations + needed.evaluations
          where seen.insert(evaluation.viewType).inserted {
            let type = evaluation.viewType
            let written = writtenCounts[type] ?? 0
            let asIfCount = asIfCounts[type] ?? 0
            let least = neededCounts[type] ?? 0
            guard written != asIfCount || asIfCount > 0 || least > 0 else { continue }
            let cause = asIf.evaluations.first { $0.viewType == type }?.causes.first
            byType.append(
              TypeRow(
                view: type, asWritten: written, asIfObservable: asIfCount, minimum: least,
                stillRunsBecause: cause))
          }
        }
        rows.append(
          WhatIfDocument(
            variant: label, step: step, name: report.stepNames[step], asWritten: update.bodyCount,
            asIfObservable: asIf.bodyCount,
            minimum: needed.bodyCount,
            byType: byType))
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
    StepCounts.describe(
      changes.map {
        CountChange(variant: $0.variant, step: $0.step, name: $0.name, view: $0.view, old: $0.old, new: $0.new)
      })
  }
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
    /// The minimal case as a Swift Testing test that replays it.
    var minimalTest: String
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
    minimalTest = report.minimal.swiftSource
    self.report = report.description
  }
}
