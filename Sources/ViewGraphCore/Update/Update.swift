// What one transaction caused, as one ordered log of events: mounts, body
// evaluations with their `_printChanges` lines and causes, leaf updates, moves,
// lifecycle events, diagnostics and audit findings. The recorder writes it
// (Graph/Recorder.swift).

/// One body evaluation: which view, where, and why.
public struct Evaluation: Sendable, Equatable, CustomStringConvertible {
  /// The view's type name, as `_printChanges` prints it.
  public var viewType: String
  /// Where the view is (the node's path, shared with it: the text is made when read).
  var place: ViewPath
  /// The node's path from the root.
  public var path: String {
    get { place.description }
    set { place = ViewPath(newValue) }
  }
  /// The reasons, meta-properties first (`@dependencies`, `@self`, `@identity`), then fields.
  public var reasons: [String]
  /// What the engine knew of the causes, as plain values; turned into sentences
  /// only when asked.
  var details: CauseContext?
  var explicitCauses: [String]?

  /// Why the body ran, one sentence per reason, in the order of ``reasons``; long
  /// values are abbreviated (`"A very long name…"`).
  public var causes: [String] {
    if let explicitCauses { return explicitCauses }
    guard let details else { return reasons }
    return reasons.map { details.cause(of: $0) }
  }

  /// Why the body ran, with every value in full.
  public var fullCauses: [String] {
    if let explicitCauses { return explicitCauses }
    guard let details else { return reasons }
    return reasons.map { details.cause(of: $0, full: true) }
  }
  /// The leaf updates this evaluation caused, its descendants' included: 0 means the
  /// body re-ran without changing anything on screen.
  public var screenChanges: Int = 0

  public static func == (lhs: Evaluation, rhs: Evaluation) -> Bool {
    lhs.viewType == rhs.viewType && lhs.place == rhs.place && lhs.reasons == rhs.reasons
      && lhs.screenChanges == rhs.screenChanges && lhs.causes == rhs.causes
  }

  /// Whether the evaluation was wasted: it ran and changed nothing on screen.
  public var isWasted: Bool { screenChanges == 0 }
  /// The `_printChanges` line (Q1), in the wording of the release the host modelled:
  /// `TitleView: \DashboardModel.title changed.` from iOS 26, `TitleView: @dependencies
  /// changed.` before (Documentation/Rules.md, "Releases").
  public var printedChanges: String { Evaluation.printedChanges(viewType: viewType, reasons: printedReasons) }

  /// The reasons as the `_printChanges` line prints them: ``reasons``, with each
  /// `@Observable` property named for `@dependencies` as a key path from iOS 26.
  ///
  /// ``reasons`` keeps the engine's words, the same under every release.
  public var printedReasons: [String] { details?.printed(reasons) ?? reasons }

  /// The `_printChanges` line of a view type evaluated for some reasons (Q1).
  static func printedChanges(viewType: String, reasons: [String]) -> String {
    reasons.isEmpty
      ? "\(viewType): unchanged."
      : "\(viewType): \(reasons.joined(separator: ", ")) changed."
  }

  public var description: String { "\(path): \(reasons.joined(separator: ", "))" }
}

// The initializers are declared here, not in the type, so that the memberwise one
// stays: it takes its arguments owned and builds the record where it is kept. An
// initializer assigning each field copies the record it made once more (a retain
// and a release of each reference, per body recorded).
extension Evaluation {
  /// Creates an evaluation record.
  public init(viewType: String, path: String, reasons: [String], causes: [String]? = nil, screenChanges: Int = 0) {
    self.init(
      viewType: viewType, place: ViewPath(path), reasons: reasons, details: nil, explicitCauses: causes,
      screenChanges: screenChanges)
  }
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
  /// Where the leaf is (its node's path, shared with it).
  var place: ViewPath
  /// The leaf's path.
  public var path: String {
    get { place.description }
    set { place = ViewPath(newValue) }
  }
  // Made with the memberwise initializer, which builds the record where it is kept
  // (see ``Evaluation``).
  let oldContent: LeafContent?
  let newContent: LeafContent?

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

/// Everything one transaction (or the mount) caused, as one ordered log.
///
/// The log keeps what happened in the order it happened: a parent's evaluation, the
/// mount of the child its body added, that child's evaluation, the leaf it changed, a
/// diagnostic raised on the way. The other properties are views of the log, one kind
/// of event each, in the log's order.
public struct Update: Sendable, Equatable {
  /// One thing that happened during an update.
  public enum Event: Sendable, Equatable, CustomStringConvertible {
    /// A view got a new identity (created): its path.
    case mounted(String)
    /// A body (or a `ForEach` row's content) was evaluated, with its reasons and causes.
    case evaluated(Evaluation)
    /// A primitive's on-screen content appeared, changed or disappeared.
    case leafUpdated(LeafUpdate)
    /// A child kept its identity and moved among its siblings.
    case moved(Move)
    /// A view's identity ended (destroyed): its path.
    case unmounted(String)
    /// An `onAppear`, `task` or `onDisappear` event ran.
    case lifecycle(LifecycleEvent)
    /// SwiftUI would have logged or trapped; the engine recorded it and carried on.
    case diagnostic(Diagnostic)
    /// After the update, the stale-view audit found a view showing out-of-date content.
    case stale(StaleView)

    /// What kind of event this is, for filtering the log.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
      /// ``Event/mounted(_:)``.
      case mounted
      /// ``Event/evaluated(_:)``.
      case evaluated
      /// ``Event/leafUpdated(_:)``.
      case leafUpdated
      /// ``Event/moved(_:)``.
      case moved
      /// ``Event/unmounted(_:)``.
      case unmounted
      /// ``Event/lifecycle(_:)``.
      case lifecycle
      /// ``Event/diagnostic(_:)``.
      case diagnostic
      /// ``Event/stale(_:)``.
      case stale
    }

    /// The event's kind.
    public var kind: Kind {
      switch self {
      case .mounted: .mounted
      case .evaluated: .evaluated
      case .leafUpdated: .leafUpdated
      case .moved: .moved
      case .unmounted: .unmounted
      case .lifecycle: .lifecycle
      case .diagnostic: .diagnostic
      case .stale: .stale
      }
    }

    public var description: String {
      switch self {
      case .mounted(let path): "mounted \(path)"
      case .evaluated(let evaluation): "evaluated \(evaluation.path): \(evaluation.printedChanges)"
      case .leafUpdated(let leaf): "leaf \(leaf)"
      case .moved(let move): "moved \(move)"
      case .unmounted(let path): "unmounted \(path)"
      case .lifecycle(let event): "lifecycle \(event)"
      case .diagnostic(let diagnostic): "diagnostic \(diagnostic)"
      case .stale(let view): "stale \(view)"
      }
    }
  }

  /// Where an event's record sits: its kind and its position in that kind's column.
  ///
  /// The log is these, in order; the records are kept by kind, so a mount costs a
  /// path and eight bytes, not the size of the largest record.
  private struct Entry: Sendable, Equatable {
    let kind: Event.Kind
    let index: UInt32
  }

  private var order: [Entry] = []

  /// The body evaluations, in evaluation order (parents before children).
  public private(set) var evaluations: [Evaluation] = []
  /// The primitives whose on-screen content changed, appeared or disappeared.
  public private(set) var leafUpdates: [LeafUpdate] = []
  /// Where the views that got a new identity are, in order (their nodes' paths,
  /// shared with them).
  private var mountedPlaces: [ViewPath] = []
  /// Where the views whose identity ended were, in order.
  private var unmountedPlaces: [ViewPath] = []
  /// Paths of the views that got a new identity (created), in order.
  ///
  /// Made at each read, from the views' shared paths: read it once into a constant
  /// rather than index it in a loop.
  public var mounted: [String] { mountedPlaces.map(\.description) }
  /// Paths of the views whose identity ended (destroyed), in order (made at each
  /// read, as ``mounted`` is).
  public var unmounted: [String] { unmountedPlaces.map(\.description) }
  /// Children that kept their identity and moved among their siblings.
  public private(set) var moved: [Move] = []
  /// `onAppear`, `task` and `onDisappear` events, in the order they ran.
  public private(set) var lifecycleEvents: [LifecycleEvent] = []
  /// Views found stale after the update, when the host audits (``ViewHost/Options/auditsStaleViews``).
  public private(set) var staleViews: [StaleView] = []
  /// Diagnostics raised during the transaction.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty record.
  public init() {}

  /// A record of one diagnostic: input that reached nothing, a step that could not run.
  public init(diagnostic: Diagnostic) {
    append(.diagnostic(diagnostic))
  }

  /// Everything that happened, in order.
  public var log: [Event] {
    order.map { entry in
      let index = Int(entry.index)
      switch entry.kind {
      case .mounted: return .mounted(mountedPlaces[index].description)
      case .evaluated: return .evaluated(evaluations[index])
      case .leafUpdated: return .leafUpdated(leafUpdates[index])
      case .moved: return .moved(moved[index])
      case .unmounted: return .unmounted(unmountedPlaces[index].description)
      case .lifecycle: return .lifecycle(lifecycleEvents[index])
      case .diagnostic: return .diagnostic(diagnostics[index])
      case .stale: return .stale(staleViews[index])
      }
    }
  }

  /// Appends an event to the log.
  package mutating func append(_ event: consuming Event) {
    let kind = event.kind
    let index: Int
    switch consume event {
    case .mounted(let path):
      index = mountedPlaces.count
      mountedPlaces.append(ViewPath(path))
    case .evaluated(let evaluation):
      index = evaluations.count
      evaluations.append(evaluation)
    case .leafUpdated(let leaf):
      index = leafUpdates.count
      leafUpdates.append(leaf)
    case .moved(let move):
      index = moved.count
      moved.append(move)
    case .unmounted(let path):
      index = unmountedPlaces.count
      unmountedPlaces.append(ViewPath(path))
    case .lifecycle(let event):
      index = lifecycleEvents.count
      lifecycleEvents.append(event)
    case .diagnostic(let diagnostic):
      index = diagnostics.count
      diagnostics.append(diagnostic)
    case .stale(let view):
      index = staleViews.count
      staleViews.append(view)
    }
    order.append(Entry(kind: kind, index: UInt32(index)))
  }

  /// Appends an evaluation: ``append(_:)`` without the event around it, which the
  /// switch would copy out of (the commonest events, recorded per body and per leaf).
  ///
  /// Made here from its parts, with the memberwise initializer, where the array keeps
  /// it (see ``Evaluation``'s initializers).
  mutating func appendEvaluation(
    viewType: consuming String, place: consuming ViewPath, reasons: consuming [String], details: consuming CauseContext
  ) {
    order.append(Entry(kind: .evaluated, index: UInt32(evaluations.count)))
    evaluations.append(
      Evaluation(viewType: viewType, place: place, reasons: reasons, details: details, explicitCauses: nil))
  }

  /// Appends a mount: its node's path, shared with it.
  mutating func appendMounted(_ place: ViewPath) {
    order.append(Entry(kind: .mounted, index: UInt32(mountedPlaces.count)))
    mountedPlaces.append(place)
  }

  /// Appends an unmount: its node's path, shared with it.
  mutating func appendUnmounted(_ place: ViewPath) {
    order.append(Entry(kind: .unmounted, index: UInt32(unmountedPlaces.count)))
    unmountedPlaces.append(place)
  }

  /// Appends a leaf update: ``append(_:)`` without the event around it, which the
  /// switch would copy out of (a leaf update is recorded per changed leaf).
  package mutating func appendLeafUpdate(_ leaf: consuming LeafUpdate) {
    order.append(Entry(kind: .leafUpdated, index: UInt32(leafUpdates.count)))
    leafUpdates.append(consume leaf)
  }

  /// Room for as many evaluations, leaf updates and events as another update had:
  /// a large update then grows its arrays once, not a dozen times (each large
  /// allocation makes the allocator consolidate its free lists).
  package mutating func reserveCapacity(like other: Size) {
    evaluations.reserveCapacity(other.evaluations)
    leafUpdates.reserveCapacity(other.leafUpdates)
    order.reserveCapacity(other.events)
  }

  /// Room for the events of a small update: its log is made once, not grown at its
  /// second and third events (an update of one evaluation and one leaf has two).
  package mutating func reserveSmall() {
    order.reserveCapacity(4)
  }

  /// Gives the arrays that grew with room to spare buffers of their size: a host
  /// keeps its mount's record, whose arrays grew by doubling.
  package mutating func shrinkToFit() {
    mountedPlaces.shrinkToFit()
    evaluations.shrinkToFit()
    leafUpdates.shrinkToFit()
    order.shrinkToFit()
  }

  /// How many evaluations, leaf updates and events an update holds.
  package struct Size {
    let evaluations: Int
    let leafUpdates: Int
    let events: Int
  }

  /// This update's size.
  package var size: Size { Size(evaluations: evaluations.count, leafUpdates: leafUpdates.count, events: order.count) }

  /// Charges one leaf update to an evaluation, by its position among the evaluations.
  package mutating func creditScreenChange(toEvaluation index: Int) {
    evaluations[index].screenChanges += 1
  }

  /// The update with its audit findings replaced (a scenario audits after all of a
  /// step's transactions, so the findings belong to the merged step).
  package func withStaleViews(_ views: [StaleView]) -> Update {
    var copy = self
    copy.order.removeAll { $0.kind == .stale }
    copy.staleViews = []
    for view in views { copy.append(.stale(view)) }
    return copy
  }

  /// The number of events of a kind.
  public func count(of kind: Event.Kind) -> Int {
    switch kind {
    case .mounted: mountedPlaces.count
    case .evaluated: evaluations.count
    case .leafUpdated: leafUpdates.count
    case .moved: moved.count
    case .unmounted: unmountedPlaces.count
    case .lifecycle: lifecycleEvents.count
    case .diagnostic: diagnostics.count
    case .stale: staleViews.count
    }
  }

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

  /// How many times a view type's body ran: named by the type, so a renamed view is a
  /// compile error in the test, not a silent 0.
  ///
  ///     #expect(update.bodyCount(of: TitleView.self) == 1)
  public func bodyCount<V: View>(of type: V.Type) -> Int {
    let name = typeName(type)
    var count = 0
    for evaluation in evaluations where evaluation.viewType == name { count += 1 }
    return count
  }

  /// How many times each view type's body ran.
  public var bodyCountsByType: [String: Int] {
    evaluations.reduce(into: [:]) { $0[$1.viewType, default: 0] += 1 }
  }

  /// The trace with its reasons explained: each evaluation's `_printChanges` line and
  /// path, then each cause in full, then the events, warnings and totals.
  ///
  /// What a failing expectation shows.
  public var explainedTrace: String {
    var lines: [String] = []
    for evaluation in evaluations {
      lines.append("\(evaluation.printedChanges) (at \(evaluation.path))")
      for cause in evaluation.fullCauses { lines.append("  \(cause)") }
    }
    lines += lifecycleEvents.map(\.description)
    lines += diagnostics.map { "warning: \($0)" }
    lines += staleViews.map { "stale: \($0)" }
    lines.append(totals)
    return lines.joined(separator: "\n")
  }

  /// The totals line: `11 bodies (10 wasted), 1 leaf update`.
  private var totals: String {
    let invisible = evaluations.filter(\.isWasted).count
    let note = invisible == 0 ? "" : " (\(invisible) wasted)"
    return
      "\(bodyCount) \(bodyCount == 1 ? "body" : "bodies")\(note), \(leafUpdateCount) leaf \(leafUpdateCount == 1 ? "update" : "updates")"
  }

  /// The trace as text: one `_printChanges` line each, then the totals.
  public var trace: String {
    var lines = printedChanges
    lines += lifecycleEvents.map(\.description)
    lines += diagnostics.map { "warning: \($0)" }
    lines += staleViews.map { "stale: \($0)" }
    lines.append(totals)
    return lines.joined(separator: "\n")
  }
}

extension Update {
  /// Several transactions' updates as one record, their logs in order.
  public static func merging(_ updates: [Update]) -> Update {
    guard updates.count != 1 else { return updates[0] }
    var merged = Update()
    for update in updates {
      for entry in update.order {
        merged.order.append(Entry(kind: entry.kind, index: entry.index + UInt32(merged.count(of: entry.kind))))
      }
      // The columns grow after the order is offset by their previous counts.
      merged.evaluations += update.evaluations
      merged.leafUpdates += update.leafUpdates
      merged.mountedPlaces += update.mountedPlaces
      merged.unmountedPlaces += update.unmountedPlaces
      merged.moved += update.moved
      merged.lifecycleEvents += update.lifecycleEvents
      merged.staleViews += update.staleViews
      merged.diagnostics += update.diagnostics
    }
    return merged
  }
}

extension Array {
  /// The same elements in a buffer of their size, when this one has much more room
  /// (one copy; an array sized ahead of time is left as it is).
  mutating func shrinkToFit() {
    guard capacity - count > Swift.max(64, count / 8) else { return }
    var fitted: [Element] = []
    fitted.reserveCapacity(count)
    fitted.append(contentsOf: self)
    self = fitted
  }
}
