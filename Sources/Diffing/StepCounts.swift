// Body counts per step and view type, as a baseline records them, and the delta
// between a baseline and a new run: what a re-render budget checks. The command
// line (`--baseline`) and the test expectations (`expectBaseline`) share it.

/// The body evaluations of one step of one variant: in all, and per view type.
public struct StepCounts: Codable, Sendable, Equatable {
  /// The variant's label; empty for a single host's trace.
  public var variant: String
  /// The step's number: 0 is the mount.
  public var step: Int
  /// The step's name.
  public var name: String
  /// Body evaluations in the step.
  public var bodies: Int
  /// Body evaluations per view type.
  public var bodiesByType: [String: Int]

  /// Creates the counts of a step.
  public init(variant: String = "", step: Int, name: String, bodies: Int, bodiesByType: [String: Int]) {
    self.variant = variant
    self.step = step
    self.name = name
    self.bodies = bodies
    self.bodiesByType = bodiesByType
  }
}

/// A count that differs between a baseline and a new run.
public struct CountChange: Sendable, Equatable, CustomStringConvertible {
  /// The variant's label; empty for a single host's trace.
  public var variant: String
  /// The step's number: 0 is the mount.
  public var step: Int
  /// The step's name (the new run's, or the baseline's for a step that is gone).
  public var name: String
  /// The view type; `nil` for all the step's bodies.
  public var view: String?
  /// The baseline's count; `nil` when the baseline has no such step.
  public var old: Int?
  /// The new count; `nil` when the new run has no such step.
  public var new: Int?

  /// Creates a change.
  public init(variant: String, step: Int, name: String, view: String?, old: Int?, new: Int?) {
    self.variant = variant
    self.step = step
    self.name = name
    self.view = view
    self.old = old
    self.new = new
  }

  /// Whether the count went up: a re-render budget is exceeded.
  ///
  /// A step the baseline does not have has no budget yet: it is new, not risen.
  public var rose: Bool {
    guard let old, let new else { return false }
    return new > old
  }

  /// The difference, new minus old (a missing side counts 0).
  public var delta: Int { (new ?? 0) - (old ?? 0) }

  public var description: String {
    let what = view ?? "bodies"
    guard let old else { return "\(what): \(new ?? 0) (new step, not in the baseline)" }
    guard let new else { return "\(what): \(old) (step gone since the baseline)" }
    return "\(what): \(old) → \(new) (\(delta > 0 ? "+" : "")\(delta))"
  }
}

extension StepCounts {
  /// The counts that differ between a baseline and a new run, step by step in the
  /// new run's order (steps only the baseline has last): each step's total first,
  /// then its view types by name.
  ///
  /// Steps are matched by variant and number.
  public static func changes(from baseline: [StepCounts], to current: [StepCounts]) -> [CountChange] {
    struct Key: Hashable {
      var variant: String
      var step: Int
    }
    var old: [Key: StepCounts] = [:]
    for counts in baseline { old[Key(variant: counts.variant, step: counts.step)] = counts }
    var seen = Set<Key>()
    var changes: [CountChange] = []
    func compare(_ before: StepCounts?, _ after: StepCounts?) {
      guard let any = after ?? before else { return }
      let name = after?.name ?? any.name
      if before?.bodies != after?.bodies {
        changes.append(
          CountChange(
            variant: any.variant, step: any.step, name: name, view: nil,
            old: before?.bodies, new: after?.bodies))
      }
      let types = Set((before?.bodiesByType ?? [:]).keys).union((after?.bodiesByType ?? [:]).keys).sorted()
      for type in types {
        let was = before.map { $0.bodiesByType[type] ?? 0 }
        let now = after.map { $0.bodiesByType[type] ?? 0 }
        if was != now {
          changes.append(CountChange(variant: any.variant, step: any.step, name: name, view: type, old: was, new: now))
        }
      }
    }
    for counts in current {
      let key = Key(variant: counts.variant, step: counts.step)
      seen.insert(key)
      compare(old[key], counts)
    }
    for counts in baseline where !seen.contains(Key(variant: counts.variant, step: counts.step)) {
      compare(counts, nil)
    }
    return changes
  }

  /// The changes as lines a person reads: per variant and step, the total then the
  /// view types, each marked when it rose.
  public static func describe(_ changes: [CountChange]) -> [String] {
    var lines: [String] = []
    var heading: String?
    for change in changes {
      let variant = change.variant.isEmpty ? "" : "\(change.variant), "
      let title = "\(variant)step \(change.step) (\(change.name))"
      if title != heading {
        lines.append(title)
        heading = title
      }
      lines.append("  \(change.description)\(change.rose ? "  ▲ rose" : "")")
    }
    return lines
  }
}
