// What one transaction caused: the bodies evaluated in order with their
// `_printChanges` lines, the leaf updates, the mounts and the diagnostics.

/// One body evaluation: which view, where, and why.
public struct Evaluation: Sendable, Equatable, CustomStringConvertible {
  /// The view's type name, as `_printChanges` prints it.
  public var viewType: String
  /// The node's path from the root.
  public var path: String
  /// The reasons, meta-properties first (`@dependencies`, `@self`, `@identity`), then fields.
  public var reasons: [String]
  /// What the engine knew of the causes; turned into sentences only when asked.
  var details: CauseContext?
  var explicitCauses: [String]?

  /// Why the body ran, one sentence per reason, in the order of ``reasons``.
  public var causes: [String] {
    if let explicitCauses { return explicitCauses }
    guard let details else { return reasons }
    return reasons.map { details.cause(of: $0) }
  }
  /// The leaf updates this evaluation caused, its descendants' included: 0 means the
  /// body re-ran without changing anything on screen.
  public var screenChanges: Int = 0

  /// Creates an evaluation record.
  public init(viewType: String, path: String, reasons: [String], causes: [String]? = nil, screenChanges: Int = 0) {
    self.viewType = viewType
    self.path = path
    self.reasons = reasons
    self.explicitCauses = causes
    self.screenChanges = screenChanges
  }

  init(viewType: String, path: String, reasons: [String], details: CauseContext) {
    self.viewType = viewType
    self.path = path
    self.reasons = reasons
    self.details = details
  }

  public static func == (lhs: Evaluation, rhs: Evaluation) -> Bool {
    lhs.viewType == rhs.viewType && lhs.path == rhs.path && lhs.reasons == rhs.reasons
      && lhs.screenChanges == rhs.screenChanges && lhs.causes == rhs.causes
  }

  /// Whether the evaluation was wasted: it ran and changed nothing on screen.
  public var isWasted: Bool { screenChanges == 0 }

  /// The `_printChanges` line (Q1).
  public var printedChanges: String { Evaluation.printedChanges(viewType: viewType, reasons: reasons) }

  /// The `_printChanges` line of a view type evaluated for some reasons (Q1).
  static func printedChanges(viewType: String, reasons: [String]) -> String {
    reasons.isEmpty
      ? "\(viewType): unchanged."
      : "\(viewType): \(reasons.joined(separator: ", ")) changed."
  }

  public var description: String { "\(path): \(reasons.joined(separator: ", "))" }
}

/// A change to what a primitive shows on screen.
public struct LeafUpdate: Sendable, Equatable, CustomStringConvertible {
  /// What happened to the leaf.
  public enum Kind: String, Sendable, Equatable {
    /// The leaf appeared.
    case inserted
    /// The leaf's content changed.
    case changed
    /// The leaf disappeared.
    case removed
  }

  /// What happened.
  public var kind: Kind
  /// The leaf's path.
  public var path: String
  let oldContent: LeafContent?
  let newContent: LeafContent?

  init(kind: Kind, path: String, old: LeafContent?, new: LeafContent?) {
    self.kind = kind
    self.path = path
    self.oldContent = old
    self.newContent = new
  }

  /// What it showed before (`nil` when inserted).
  public var old: String? { oldContent?.description }
  /// What it shows now (`nil` when removed).
  public var new: String? { newContent?.description }

  public var description: String {
    switch kind {
    case .inserted: "+ \(path) \(new ?? "")"
    case .removed: "- \(path) \(old ?? "")"
    case .changed: "~ \(path) \(old ?? "") -> \(new ?? "")"
    }
  }
}

/// A child that kept its identity but changed position among its siblings.
public struct Move: Sendable, Equatable, CustomStringConvertible {
  /// The child's path.
  public var path: String
  /// Its old position among its parent's children.
  public var from: Int
  /// Its new position.
  public var to: Int

  public var description: String { "\(path): \(from) -> \(to)" }
}

/// Everything one transaction (or the mount) caused.
public struct Update: Sendable, Equatable {
  /// The body evaluations, in evaluation order (parents before children).
  public var evaluations: [Evaluation] = []
  /// The primitives whose on-screen content changed, appeared or disappeared.
  public var leafUpdates: [LeafUpdate] = []
  /// Paths of the views that got a new identity (created), in order.
  public var mounted: [String] = []
  /// Paths of the views whose identity ended (destroyed), in order.
  public var unmounted: [String] = []
  /// Children that kept their identity and moved among their siblings.
  public var moved: [Move] = []
  /// `onAppear`, `task` and `onDisappear` events, in the order they ran.
  public var events: [LifecycleEvent] = []
  /// Views found stale after the update, when the host audits (``ViewHost/Options/auditsStaleViews``).
  public var staleViews: [StaleView] = []
  /// Diagnostics raised during the transaction.
  public var diagnostics: [Diagnostic] = []

  /// Creates an empty record.
  public init() {}

  /// The number of bodies evaluated: `_printChanges` lines.
  public var bodyCount: Int { evaluations.count }
  /// The evaluated views' type names, in evaluation order.
  public var evaluatedViews: [String] { evaluations.map(\.viewType) }
  /// The `_printChanges` lines, in evaluation order.
  public var printedChanges: [String] { evaluations.map(\.printedChanges) }
  /// The number of leaf updates.
  public var leafUpdateCount: Int { leafUpdates.count }
  /// The wasted evaluations: bodies that ran and changed nothing on screen.
  public var wastedEvaluations: [Evaluation] { evaluations.filter(\.isWasted) }
  /// The minimum of the mutation: the evaluations whose output changed the screen.
  public var necessaryEvaluations: [Evaluation] { evaluations.filter { !$0.isWasted } }

  /// How many times each view type's body ran.
  public var bodyCountsByType: [String: Int] {
    evaluations.reduce(into: [:]) { $0[$1.viewType, default: 0] += 1 }
  }

  /// The trace as text: one `_printChanges` line each, then the totals.
  public var trace: String {
    var lines = printedChanges
    lines += events.map(\.description)
    lines += diagnostics.map { "warning: \($0)" }
    lines += staleViews.map { "stale: \($0)" }
    let invisible = evaluations.filter(\.isWasted).count
    let note = invisible == 0 ? "" : " (\(invisible) wasted)"
    lines.append("\(bodyCount) \(bodyCount == 1 ? "body" : "bodies")\(note), \(leafUpdateCount) leaf \(leafUpdateCount == 1 ? "update" : "updates")")
    return lines.joined(separator: "\n")
  }
}

extension Update {
  /// Several transactions' updates as one record, in order.
  public static func merging(_ updates: [Update]) -> Update {
    var merged = Update()
    for update in updates {
      merged.evaluations += update.evaluations
      merged.leafUpdates += update.leafUpdates
      merged.mounted += update.mounted
      merged.unmounted += update.unmounted
      merged.moved += update.moved
      merged.events += update.events
      merged.diagnostics += update.diagnostics
      merged.staleViews += update.staleViews
    }
    return merged
  }
}
