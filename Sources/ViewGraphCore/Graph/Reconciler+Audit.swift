import Diffing

// The stale-view audit: re-evaluates every realized body and row without tracking or
// committing, and reports the views whose output would differ from what they show
// although nothing re-ran them — a missed update, the bug class of
// `@ObservationIgnored` storage read through a computed property and of nested
// classes that are not `@Observable`. It also reports a child's `@State` copy of a
// model its parent has since replaced (the article “@Observable et le framework Observation en Swift”'s disconnected copy).

/// A view that shows something other than what its body would now produce.
public struct StaleView: Sendable, Equatable, CustomStringConvertible {
  /// The view's type name (or `ForEach row` for a row).
  public var viewType: String
  /// Its path.
  public var path: String
  /// What differs: the first difference between what it shows and what it would show.
  public var reason: String
  /// Reads the engine could not track, when they can be known.
  public var untrackedReads: [String]

  public var description: String {
    let reads = untrackedReads.isEmpty ? "" : " (untracked: \(untrackedReads.joined(separator: "; ")))"
    return "\(path): \(reason)\(reads)"
  }
}

extension ViewHost {
  /// Re-evaluates every realized body without committing, and reports stale views.
  ///
  /// Bodies run again, so their side effects (initialisers of `@State` values) happen
  /// again; state writes and warnings inside them are dropped.
  /// - Complexity: O(*n*) body evaluations for *n* realized views.
  public func audit() -> [StaleView] {
    reconciler.audit()
  }
}

extension Reconciler {
  /// Re-evaluates every realized body without committing, and reports stale views.
  func audit() -> [StaleView] {
    staleNodes(includingDisconnectedCopies: true).map(\.view)
  }

  /// The stale views with their nodes, in tree order.
  ///
  /// A disconnected copy is a finding re-running cannot fix (the `@State` keeps its object):
  /// the minimum oracle leaves it out.
  func staleNodes(includingDisconnectedCopies: Bool) -> [(node: GraphNode, view: StaleView)] {
    var stale: [(node: GraphNode, view: StaleView)] = []
    forEachLiveNode { node in
      switch node.kind {
      case .custom(let info):
        if includingDisconnectedCopies, let copy = disconnectedCopy(node, info: info) { stale.append((node, copy)) }
        let site = PropertySite(node: node, inbox: inbox, environment: node.environment)
        site.isAudit = true
        guard let fresh = runBody(node, info: info, site: site, isAudit: true) else { return }
        // A body that makes its child's model anew differs at every evaluation: not
        // stale (no read was missed), and re-running it would replace the model.
        if let difference = firstDifference(shown: node, fresh, environment: node.environment),
          !passesNewValuesEachEvaluation(node)
        {
          stale.append(
            (
              node,
              StaleView(
                viewType: info.name, path: node.path, reason: difference,
                untrackedReads: untrackedReads(node))
            ))
        }
      case .row:
        guard let content = node.makeRow else { return }
        let fresh = auditRun(node) { content.make() }
        if let difference = firstDifference(shown: node, fresh, environment: node.environment) {
          stale.append(
            (
              node,
              StaleView(
                viewType: "ForEach row", path: node.path, reason: difference,
                untrackedReads: untrackedReads(node))
            ))
        }
      case .builtin:
        break
      }
    }
    return stale
  }

  /// Whether a custom view's body passes its children new values at each evaluation.
  ///
  /// It makes a model for a child in its body, as a preview does: two evaluations for
  /// the audit disagree on a child's fields. Re-running it cannot bring it up to date, and would hand the child a new model, which SwiftUI does not do unless
  /// something the body reads changed.
  func passesNewValuesEachEvaluation(_ node: GraphNode) -> Bool {
    guard case .custom(let info) = node.kind else { return false }
    var outputs: [[Entry]] = []
    for _ in 0..<2 {
      let site = PropertySite(node: node, inbox: inbox, environment: node.environment)
      site.isAudit = true
      guard let fresh = runBody(node, info: info, site: site, isAudit: true) else { return false }
      var out: [Entry] = []
      entries(fresh, environment: node.environment, shown: node.children.first, into: &out)
      outputs.append(out)
    }
    for (a, b) in zip(outputs[0], outputs[1]) {
      if case .child(let x, _, _) = a, case .child(let y, _, _) = b,
        !ValueComparison.fieldDifferences(x, y, mode: .ignoringClosures).isEmpty
      {
        return true
      }
    }
    return false
  }

  /// Runs a body or row content for an audit: no tracking, nothing marked or written.
  func auditRun(_ node: GraphNode, _ work: () -> any View) -> any View {
    let frame = EvaluationFrame(node: node, inbox: inbox, bindingReadMarksOwner: false, isAudit: true)
    // The current frame is not counted (EvaluationFrame.swift): this one is kept
    // alive here until it is no longer current.
    return withExtendedLifetime(frame) {
      let outer = EvaluationFrame.enter(frame)
      defer {
        EvaluationFrame.leave(restoring: outer)
        frame.isActive = false
      }
      return work()
    }
  }

  // MARK: - Comparing outputs

  enum Entry {
    case leaf(LeafContent)
    /// A custom child, with the environment writes made between the body and it.
    case child(Any, name: String, writes: [Any])
    case row(ChildKey)
    /// An identity chosen by the body (`.id(_:)`, a branch of `if`): a new one
    /// replaces what is below it.
    case identity(ChildKey)
    /// What a child shown with a view's state shows (presented content, a pushed
    /// view): compared only where both sides show it, as it comes and goes with its
    /// binding, not with the body.
    indirect case followed(ChildKey, [Entry])
    /// A built-in view that keeps state of its own (a stack's pushed views, a search's
    /// activity): its followed content comes and goes with that state, but the view
    /// itself comes and goes with the body.
    case keepsState

    /// The entry of a child's identity, when it is one a body chooses.
    static func identity(of key: ChildKey) -> Entry? {
      switch key {
      case .explicit, .branch, .nested: .identity(key)
      case .content, .index, .some: nil
      }
    }
  }

  /// A snapshot of each custom view's output and of each row's content closure, by
  /// node id.
  struct ShownOutputs {
    fileprivate var entries: [Int: [Entry]] = [:]
    fileprivate var rows: [Int: RowContent] = [:]
  }

  /// What a body's output would show directly: leaves down to its child views and
  /// rows.
  ///
  /// A lazy container's rows depend on its viewport: they are audited as rows.
  ///
  /// A built-in view expands with the state its shown counterpart keeps (a search
  /// field's activity, a stack's pushed views): what it would show depends on it.
  private func entries(
    _ view: any View, environment: EnvironmentValues, shown: GraphNode?, writes: [Any] = [], into out: inout [Entry]
  ) {
    guard let builtin = asBuiltin(view) else {
      out.append(.child(view, name: Reconciler.typeInfo(of: Swift.type(of: view)).name, writes: writes))
      return
    }
    var expansion = Expansion()
    expansion.environment = environment
    expansion.isAudit = true
    if let shown, Swift.type(of: shown.value) == Swift.type(of: view) { expansion.memo = shown.memo }
    builtin.expand(into: &expansion)
    if let leaf = LeafContent.shown(expansion.leaf, audience: builtin.audience, in: environment) {
      out.append(.leaf(leaf))
    }
    if expansion.stateSignature != nil { out.append(.keepsState) }
    guard !expansion.isLazyContainer else {
      // Its rows are audited as rows; which rows it has, in order, is its parent's output.
      for key in (expansion.memo as? LazyState)?.keys ?? [] { out.append(.row(key)) }
      return
    }
    let followsState = expansion.stateSignature != nil
    for child in expansion.children {
      switch child.source {
      case .view(let view):
        let counterpart = shown?.children.first { $0.key.child == child.key }
        var inner: [Entry] = []
        if let identity = Entry.identity(of: child.key) { inner.append(identity) }
        entries(
          view,
          environment: child.environment.map { write in
            var written = environment
            write.apply(&written)
            return written
          } ?? environment, shown: counterpart, writes: child.environment.map { writes + [$0.value] } ?? writes,
          into: &inner)
        if followsState, child.key.followsState { out.append(.followed(child.key, inner)) } else { out += inner }
      case .row: out.append(.row(child.key))
      }
    }
  }

  /// What a node shows now: the same walk over its realized children.
  ///
  /// Without `boundValues`, a bound control shows its kind, title and traits only: the
  /// value it shows follows its binding without its owner's body (the minimum oracle's
  /// view).
  private func shownEntries(
    below node: GraphNode, boundValues: Bool = true, writes: [Any] = [], into out: inout [Entry]
  ) {
    let followsState = node.isBuiltin && has(node, .followsState)
    for child in node.children {
      let written = child.environmentWrite.map { writes + [$0.value] } ?? writes
      var inner: [Entry] = []
      if !child.isRow, let identity = Entry.identity(of: child.key.child) { inner.append(identity) }
      switch child.kind {
      case .custom:
        let value = (child.value as? any ModifierBodyView)?.withContentKept() ?? child.value
        inner.append(.child(value, name: child.label, writes: written))
      case .row: inner.append(.row(child.key.child))
      case .builtin:
        if let leaf = child.leaf {
          if !boundValues, has(child, .boundControl), let control = child.value as? any BoundControl {
            let title = LeafContent(kind: leaf.kind, value: control.controlTitle ?? "")
            inner.append(.leaf(LeafContent.shown(title, audience: audience(of: child), in: child.environment) ?? title))
          } else {
            inner.append(.leaf(leaf))
          }
        }
        if has(child, .followsState) { inner.append(.keepsState) }
        let lazy = has(child, .lazyContainer)
        // Every row's id, realized or not.
        if lazy { for key in (child.memo as? LazyState)?.keys ?? [] { inner.append(.row(key)) } }
        // The minimum compares two real trees, so it also sees what the realized rows
        // show that the body built (static content; a `ForEach`'s rows are their own,
        // by key); the audit's re-evaluation realizes no row, so it does not.
        if !lazy || !boundValues {
          shownEntries(below: child, boundValues: boundValues, writes: written, into: &inner)
        }
      }
      if followsState, !child.isRow, child.key.child.followsState {
        out.append(.followed(child.key.child, inner))
      } else {
        out += inner
      }
    }
  }

  private func firstDifference(shown node: GraphNode, _ new: any View, environment: EnvironmentValues) -> String? {
    var before: [Entry] = []
    var after: [Entry] = []
    shownEntries(below: node, into: &before)
    entries(new, environment: environment, shown: node.children.first, into: &after)
    return firstDifference(before, after)
  }

  /// Every realized custom view's output, by node id, and each row's content closure:
  /// the minimum oracle's snapshot before an update.
  func shownOutputs() -> ShownOutputs {
    var snapshot = ShownOutputs()
    forEachLiveNode { node in
      switch node.kind {
      case .custom:
        var shown: [Entry] = []
        shownEntries(below: node, boundValues: false, into: &shown)
        snapshot.entries[node.id] = shown
      case .row:
        // The row's builder gets the next update's closure: the snapshot keeps this one.
        if let make = node.makeRow { snapshot.rows[node.id] = make.frozen() }
      case .builtin:
        break
      }
    }
    return snapshot
  }

  /// The paths of the custom views whose direct output differs from a snapshot, or
  /// that appeared since: the bodies an update needed to run.
  ///
  /// What follows a binding (a control's value, presented content coming and going)
  /// is not their output.
  ///
  /// A row whose content, made by the closure it had before, would now show something else
  /// than it shows needed its new closure: the view that made it changed its output.
  func pathsWithChangedOutput(since snapshot: ShownOutputs) -> Set<String> {
    var changed: Set<String> = []
    forEachLiveNode { node in
      switch node.kind {
      case .custom:
        guard let before = snapshot.entries[node.id] else {
          changed.insert(node.path)
          return
        }
        var now: [Entry] = []
        shownEntries(below: node, boundValues: false, into: &now)
        if firstDifference(before, now) != nil { changed.insert(node.path) }
      case .row:
        guard let old = snapshot.rows[node.id], let owner = node.owningCustomNode else { return }
        let made = auditRun(node) { old.make() }
        if firstDifference(shown: node, made, environment: node.environment) != nil { changed.insert(owner.path) }
      case .builtin:
        break
      }
    }
    return changed
  }

  /// Whether two environment writes give the views below the same thing, closures
  /// aside: an action kept in the environment is only its closure.
  private static func sameWrite(_ a: Any, _ b: Any) -> Bool {
    if a is any ClosureOnly, b is any ClosureOnly { return Swift.type(of: a) == Swift.type(of: b) }
    return ValueComparison.areEqualAny(a, b, mode: .ignoringClosures)
  }

  /// The first difference between what a view showed and what it shows or would show.
  private func firstDifference(_ shownBefore: [Entry], _ shownAfter: [Entry]) -> String? {
    // Followed content is compared where both show it.
    func followedKeys(_ entries: [Entry]) -> Set<ChildKey> {
      Set(entries.compactMap { if case .followed(let key, _) = $0 { key } else { nil } })
    }
    let common = followedKeys(shownBefore).intersection(followedKeys(shownAfter))
    func keepingCommon(_ entries: [Entry]) -> [Entry] {
      entries.filter { if case .followed(let key, _) = $0 { common.contains(key) } else { true } }
    }
    let before = keepingCommon(shownBefore)
    let after = keepingCommon(shownAfter)
    for (a, b) in zip(before, after) {
      switch (a, b) {
      case (.leaf(let x), .leaf(let y)) where x != y:
        return "shows \(x), would show \(y)"
      case (.child(let x, let nameX, let writesX), .child(let y, let nameY, let writesY)):
        if nameX != nameY { return "shows \(nameX), would show \(nameY)" }
        if writesX.count != writesY.count || zip(writesX, writesY).contains(where: { !Self.sameWrite($0, $1) }) {
          return "passes \(nameX) an outdated environment"
        }
        // A custom modifier's body shows the modifier's values and the content it is
        // given: its content box is new at every evaluation of the view it modifies.
        if let boxX = x as? any ModifierBodyView, let boxY = y as? any ModifierBodyView {
          let fields = ValueComparison.fieldDifferences(x, y, mode: .ignoringClosures).filter { $0.name != "box" }
          if !fields.isEmpty {
            return "passes \(nameX) an outdated value: " + fields.map(\.description).joined(separator: "; ")
          }
          let contentX = boxX.contentBox.content
          let contentY = boxY.contentBox.content
          if Swift.type(of: contentX) != Swift.type(of: contentY)
            || !ValueComparison.areEqualAny(contentX, contentY, mode: .ignoringClosures)
          {
            return "passes \(nameX) outdated content"
          }
          continue
        }
        // What a child shows comes from its plain fields; its dynamic properties
        // (a @State's initial value, built anew on each init) do not count.
        let dynamic = Set(Reconciler.typeInfo(of: Swift.type(of: x as? any View ?? EmptyView())).fields.map(\.name))
        let fields = ValueComparison.fieldDifferences(x, y, mode: .ignoringClosures)
          .filter { !dynamic.contains($0.name) }
        if !fields.isEmpty {
          return "passes \(nameX) an outdated value: " + fields.map(\.description).joined(separator: "; ")
        }
      case (.row(let x), .row(let y)) where x != y:
        return "shows row \(x), would show row \(y)"
      case (.identity(let x), .identity(let y)) where x != y:
        return "shows identity \(x), would show \(y)"
      case (.followed(let x, let inner), .followed(let y, let other)):
        if x != y { return "shows \(x), would show \(y)" }
        if let difference = firstDifference(inner, other) { return difference }
      case (.leaf, .leaf), (.row, .row), (.identity, .identity), (.keepsState, .keepsState):
        continue
      default:
        return "its content would change shape"
      }
    }
    if before.count != after.count { return "shows \(before.count) items, would show \(after.count)" }
    return nil
  }

  // MARK: - Hints

  /// Sources of values no Observation read covers, reachable from the view.
  private func untrackedReads(_ node: GraphNode) -> [String] {
    var owner: GraphNode? = node
    while let current = owner, case .row = current.kind { owner = current.parent }
    guard let owner else { return [] }
    return PropertyNames.untrackedSources(from: owner.value, slots: owner.slots)
  }

  /// A `@State` holding the object the view was first given, while its parent now
  /// passes another (the article “@Observable et le framework Observation en Swift”: "une copie locale décorrélée de la source").
  private func disconnectedCopy(_ node: GraphNode, info: ViewTypeInfo) -> StaleView? {
    guard !info.fields.isEmpty else { return nil }
    var parent = node.parent
    while let p = parent, !p.isCustom { parent = p.parent }
    guard let parent else { return nil }
    var value = node.value
    for (index, field) in info.fields.enumerated() {
      // The value the parent passed is in the view; what the view keeps is in its slot.
      guard let state = loadField(&value, field) as? any StateInspectable,
        let initial = state.initialObject,
        index < node.slots.count, let storage = node.slots[index] as? any StateValueReading,
        Mirror(reflecting: storage.anyValue).displayStyle == .class
      else { continue }
      let stored = storage.anyValue as AnyObject
      guard initial !== stored else { continue }
      let parentObjects = PropertyNames.reachableObjects(
        from: parent.value, slots: parent.slots, includingPlainClasses: true)
      guard parentObjects.contains(where: { $0 === initial }) else { continue }
      return StaleView(
        viewType: info.name, path: node.path,
        reason:
          "@State \(field.name) keeps the \(typeName(Swift.type(of: stored))) it was first given; its parent now passes another instance (a disconnected copy)",
        untrackedReads: [])
    }
    return nil
  }

  private func loadField(_ value: inout any View, _ field: ViewTypeInfo.Field) -> Any {
    func open<V: View>(_ view: V) -> Any {
      var copy = view
      return withUnsafeBytes(of: &copy) { raw -> Any in
        guard let base = raw.baseAddress else { return () }
        func load<P: InstallableProperty>(_: P.Type) -> Any {
          (base + field.offset).assumingMemoryBound(to: P.self).pointee
        }
        return load(field.type)
      }
    }
    return open(value)
  }
}

extension GraphNode {
  var isCustom: Bool {
    if case .custom = kind { return true }
    return false
  }

  var isRow: Bool {
    if case .row = kind { return true }
    return false
  }

  /// The nearest custom view above: the body whose output made this node.
  var owningCustomNode: GraphNode? {
    var current = parent
    while let node = current, !node.isCustom { current = node.parent }
    return current
  }
}
