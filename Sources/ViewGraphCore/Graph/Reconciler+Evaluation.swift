import Diffing
import Observation

// Evaluation: a custom view's body or a `ForEach` row's content run inside the real
// Observation tracking (Q6, Q7), a built-in view expanded, a primitive's leaf
// compared. The output is handed to reconciliation (Reconciler.swift).

extension Reconciler {
  /// Evaluates one pass's dirty nodes, parents before children: a node its parent's
  /// evaluation reached in the same pass is no longer dirty and does not run again.
  func evaluatePass(_ pending: [GraphNode]) {
    passEvaluations.removeAll(keepingCapacity: true)
    // Held for the pass only: it keeps the pending name alive.
    defer { lastDependency = nil }
    for node in treeOrder(pending) where node.isAlive && node.isDirty {
      switch node.kind {
      case .custom: evaluateCustom(node, selfChanged: false, environmentFields: [], first: false)
      case .row: evaluateRow(node)
      case .builtin: node.isDirty = false
      }
    }
  }

  /// Nodes in pre-order: parents before children, siblings in order.
  ///
  /// Many nodes (a broadcast) are placed by their ordinals: one walk numbers the
  /// tree, again only after its structure changed, and each node then goes straight
  /// to its place, with no comparison and no walk per pass. A few are sorted by their
  /// positions, cached per node until the structure changes.
  func treeOrder(_ nodes: [GraphNode]) -> [GraphNode] {
    guard nodes.count > 1 else { return nodes }
    if nodes.count * 4 >= self.nodes.count {
      if ordinalsVersion != structureVersion { numberTree() }
      if let placed = placedOrder(nodes) { return placed }
    }
    let version = structureVersion
    var keys: [[Int]] = []
    keys.reserveCapacity(nodes.count)
    for node in nodes { keys.append(node.position(version: version)) }
    let order = Reconciler.sortedIndexes(keys)
    var sorted: [GraphNode] = []
    sorted.reserveCapacity(nodes.count)
    for index in order { sorted.append(nodes[index]) }
    return sorted
  }

  /// Numbers every node of the tree in pre-order (``GraphNode/ordinal``). When the
  /// walk does not reach every node the graph holds, the numbers are not used
  /// (``ordinalCount`` is 0).
  private func numberTree() {
    var next: Int32 = 0
    Reconciler.number(root, next: &next)
    ordinalsVersion = structureVersion
    ordinalCount = Int(next) == self.nodes.count ? Int(next) : 0
  }

  /// One node of ``numberTree()``'s walk and its subtree. A static function with
  /// `inout` state: a nested one would box what it captures.
  private static func number(_ node: GraphNode, next: inout Int32) {
    node.ordinal = next
    next += 1
    switch node.children {
    case .none: return
    case .one(let child): number(child, next: &next)
    case .many(let children): for child in children { number(child, next: &next) }
    }
  }

  /// The nodes placed by their ordinals; `nil` if two claim one place or one has
  /// none (a node no longer in the tree, or one given its weak box since the tree
  /// was numbered).
  private func placedOrder(_ nodes: [GraphNode]) -> [GraphNode]? {
    guard ordinalCount > 0 else { return nil }
    // Unretained places: the nodes are held by `nodes` while this runs.
    var places = [Unmanaged<GraphNode>?](repeating: nil, count: ordinalCount)
    for node in nodes {
      let ordinal = Int(node.ordinal)
      guard node.isAlive, ordinal >= 0, ordinal < places.count, places[ordinal] == nil else { return nil }
      places[ordinal] = Unmanaged.passUnretained(node)
    }
    var placed: [GraphNode] = []
    placed.reserveCapacity(nodes.count)
    for place in places {
      if let place { placed.append(place.takeUnretainedValue()) }
    }
    return placed
  }

  /// The indexes of positions in lexicographic order. Nonisolated, so the comparator
  /// is a plain closure: a main-actor closure handed to `sort` is checked for its
  /// isolation on every call.
  nonisolated private static func sortedIndexes(_ keys: [[Int]]) -> [Int] {
    var order = Array(0..<keys.count)
    keys.withUnsafeBufferPointer { keys in
      order.sort { precedes(keys[$0], keys[$1]) }
    }
    return order
  }

  /// Lexicographic order of two tree positions.
  nonisolated private static func precedes(_ a: [Int], _ b: [Int]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        let count = min(a.count, b.count)
        var index = 0
        while index < count {
          if a[index] != b[index] { return a[index] < b[index] }
          index += 1
        }
        return a.count < b.count
      }
    }
  }

  /// Evaluates a custom view's body; `context` is its cause context when the caller
  /// made it (a `@self` change whose fields differ), else it is made here.
  func evaluateCustom(
    _ node: GraphNode, selfChanged: Bool, environmentFields: [String], first: Bool,
    context made: CauseContext? = nil
  ) {
    guard case .custom(let info) = node.kind else { return }
    var changed = node.changedFields
    changed.formUnion(environmentFields)
    let dependencies = node.dependenciesChanged
    let context = made ?? causeContext(of: node, info: info, first: first)
    node.isDirty = false
    node.dependenciesChanged = false
    node.pendingNames = PendingNames()
    node.clearFieldChanges()

    var reasons: [String]
    if first {
      reasons = info.firstAppearanceReasons
    } else if changed.isEmpty {
      // The common cases share their arrays: no allocation per evaluation.
      switch (dependencies, selfChanged) {
      case (true, false): reasons = Reasons.dependencies
      case (false, true): reasons = Reasons.selfOnly
      case (true, true): reasons = Reasons.dependenciesAndSelf
      case (false, false): reasons = []
      }
    } else {
      reasons = []
      if dependencies { reasons.append("@dependencies") }
      if selfChanged { reasons.append("@self") }
      for field in info.fields where changed.contains(field.name) { reasons.append(field.name) }
    }

    let site = info.hasDynamicProperties ? PropertySite(node: node, inbox: inbox, environment: node.environment) : nil
    site?.tracking = tracking
    let result = runBody(node, info: info, site: site, reasons: reasons)
    if let site { node.environmentChecks = site.environmentChecks }
    // Moved out of the optional, not bound (`guard let` copies the body's output).
    let output: any View
    switch consume result {
    case .some(let made):
      output = made
    case .none:
      for (kind, message) in site?.missingMessages ?? [] {
        recorder.diagnostic(Diagnostic(kind: kind, message: message, path: node.path))
      }
      return
    }
    #if VIEWGRAPH_INTERNAL_CHECKS
    // Kept for the pass's invariant checks only, which release builds leave out.
    passEvaluations.append(node)
    #endif
    let frame = recorder.beginEvaluation(
      of: node, info: info, reasons: reasons, details: context,
      ownReasonsOnly: !first && !selfChanged && environmentFields.isEmpty)
    reconcileSingleOutput(of: node, output)
    recorder.endEvaluation(frame)
  }

  /// The cause context of a custom view's evaluation, from what its node knows now:
  /// shared with others when it says what they say. Inlined: each evaluation makes or
  /// finds one.
  @inline(__always)
  private func causeContext(of node: GraphNode, info: ViewTypeInfo, first: Bool) -> CauseContext {
    let origins = node.origins
    let oracleFinding = oracleFindings.isEmpty ? nil : oracleFindings.removeValue(forKey: node.id)
    let fieldCauses = node.fieldCauses
    // Whether the evaluation knows no more than its reasons and changed properties:
    // then it may share a context with others.
    let shareable = fieldCauses.isEmpty && origins.isEmpty && oracleFinding == nil
    if shareable, node.pendingNames.isEmpty {
      // Nothing known beyond the reasons (a first appearance, mostly): the type's.
      return first ? info.firstAppearanceContext : info.plainContext
    }
    if shareable, lastDependency?.isShared(first: first, info: info, node.pendingNames) == true,
       let last = lastDependency?.context {
      // One property read by many views of one type (a broadcast): the pass's last.
      // (Checked where it lies: binding the record would count its three references.)
      return last
    }
    let context = CauseContext(
      first: first, properties: info.properties, dependencies: node.pendingNames, fields: fieldCauses,
      selfChanges: .none, origins: origins, oracleFinding: oracleFinding)
    if shareable, case .one(let name) = node.pendingNames {
      lastDependency = SharedCauses(first: first, info: info, name: name, context: context)
    }
    return context
  }

  /// The cause context of an evaluation for a `@self` change whose fields differ,
  /// with what its node knows now: its own.
  func causeContext(of node: GraphNode, info: ViewTypeInfo, selfChanges: consuming FieldChangeList) -> CauseContext {
    CauseContext(
      first: false, properties: info.properties, dependencies: node.pendingNames, fields: node.fieldCauses,
      selfChanges: selfChanges, origins: node.origins,
      oracleFinding: oracleFindings.isEmpty ? nil : oracleFindings.removeValue(forKey: node.id))
  }

  func runBody(
    _ node: GraphNode, info: ViewTypeInfo, site: PropertySite?, reasons: [String] = [], isAudit: Bool = false
  ) -> (any View)? {
    func run<V: View>(_ view: V) -> any View {
      isAudit ? auditRun(node) { view.body } : tracked(node, reasons: reasons) { view.body }
    }
    func open<V: View>(_ view: V) -> (any View)? {
      // A view without dynamic properties runs as it is: no copy to install them in
      // (each copy retains what the view holds).
      guard let site, !info.fields.isEmpty else { return run(view) }
      var copy = view
      withUnsafeMutableBytes(of: &copy) { raw in
        guard let base = raw.baseAddress else { return }
        for (index, field) in info.fields.enumerated() {
          site.index = index
          site.name = field.name
          @MainActor func install<P: InstallableProperty>(_: P.Type) {
            (base + field.offset).assumingMemoryBound(to: P.self).pointee.install(in: site)
          }
          install(field.type)
        }
      }
      guard site.missingMessages.isEmpty else { return nil }
      // A constant for the closures: a captured variable would be boxed on the heap.
      let installed = copy
      return run(installed)
    }
    return open(node.value)
  }

  /// Runs `work` as the node's evaluation, inside the real Observation tracking.
  private func tracked(_ node: GraphNode, reasons: [String]? = nil, _ work: () -> any View) -> any View {
    let frame = enterFrame(node, reasons: reasons)
    defer { leaveFrame(frame) }
    return ObservationHooks.track({
      let outer = EvaluationFrame.enter(frame)
      defer { EvaluationFrame.leave(restoring: outer) }
      return work()
    }, owner: node.weakBox, inbox: inbox, generation: node.trackingGeneration)
  }

  /// Runs a row's content as its evaluation, tracked as a row is (no property names).
  /// The graph holds the frame, used unretained here; the closure goes through
  /// `ObservationHooks` (handed to Observation from here, a main-actor closure is
  /// checked for its isolation on every call).
  private func trackedRow(_ row: GraphNode, _ work: () -> any View) -> any View {
    let frame = enterFrame(row, reasons: nil)
    let result = ObservationHooks.trackRow({
      let outer = EvaluationFrame.enter(frame)
      let result = work()
      EvaluationFrame.leave(restoring: outer)
      return result
    }, node: row, inbox: inbox, generation: row.trackingGeneration)
    leaveFrame(frame)
    return result
  }

  /// A frame for the node's evaluation, made active for a new tracking generation:
  /// the graph's frame at the current nesting depth, made on first use, handed out
  /// unretained (the graph keeps it). Ended by ``leaveFrame(_:)``.
  func enterFrame(_ node: GraphNode, reasons: [String]?) -> Unmanaged<EvaluationFrame> {
    node.trackingGeneration += 1
    let unmanaged: Unmanaged<EvaluationFrame>
    if frameDepth < unretainedFrames.count {
      unmanaged = unretainedFrames[frameDepth]
    } else {
      let made = EvaluationFrame(node: node, inbox: inbox, bindingReadMarksOwner: bindingReadMarksOwner,
                                 tracking: tracking)
      made.reconciler = self
      frames.append(made)
      unmanaged = Unmanaged.passUnretained(made)
      unretainedFrames.append(unmanaged)
    }
    frameDepth += 1
    // Not `_withUnsafeGuaranteedRef`: a main-actor closure handed to the standard
    // library is checked for its isolation on every call.
    unowned(unsafe) let frame = unmanaged.takeUnretainedValue()
    frame.node = node
    frame.isActive = true
    frame.bindingReadMarksOwner = bindingReadMarksOwner
    frame.tracking = tracking
    if let reasons {
      frame.reasons = reasons
    } else if !frame.reasons.isEmpty {
      frame.reasons = []
    }
    return unmanaged
  }

  /// Ends the evaluation ``enterFrame(_:reasons:)`` began.
  func leaveFrame(_ frame: Unmanaged<EvaluationFrame>) {
    unowned(unsafe) let active = frame.takeUnretainedValue()
    active.isActive = false
    frameDepth -= 1
  }

  func evaluateRow(_ node: GraphNode) {
    node.isDirty = false
    node.dependenciesChanged = false
    node.rowOutputKnown = false
    guard let content = node.makeRow else { return }
    let output = trackedRow(node) { content.make() }
    reconcileSingleOutput(of: node, output)
  }

  func expand(_ node: GraphNode, first: Bool, refreshMatched: Bool = true) {
    // The kind, not a `BuiltinRef`: the view is expanded where the node holds it,
    // not copied.
    let expander: BuiltinExpander?
    // The view's type is the node's key's: no copy of the view to ask it.
    assert(node.key.type == Reconciler.viewType(node.value), "a node's key names its view's type")
    switch BuiltinKind.of(node.key.type, node.value) {
    case .custom: return
    case .builtin(let found): expander = found
    case .primitive: expander = nil
    }
    var expansion = Expansion()
    // Most built-in views keep no memo: nothing copied in or out.
    let hadMemo = node.hasMemo
    if hadMemo { expansion.memo = node.memo }
    expansion.environment = node.environment
    expansion.acceptsUnchangedRows = !first && refreshMatched
    if let expander {
      expander.expand(node.value, &expansion)
    } else {
      PrimitiveLeaf(view: node.value).expand(into: &expansion)
    }
    if first, node !== root {
      // Its name in paths comes from this first expansion: the node shows as mounted now.
      node.relabel(BuiltinRef(view: node.value, expander: expander).label(from: expansion))
      recorder.mounted(node.path)
    }
    if hadMemo || expansion.rare != nil { node.memo = expansion.memo }
    if expansion.isLazyContainer { lazyContainers.insert(node.id) }
    expansion.registersAsModifierContent?.placeholders.insert(node.id)
    noteDependencies(of: node, expansion)
    for (kind, message) in expansion.diagnostics {
      recorder.diagnostic(Diagnostic(kind: kind, message: message, path: node.path))
    }
    // Moved out of the expansion, which reads it no more.
    var leaf: LeafContent? = nil
    swap(&leaf, &expansion.leaf)
    updateLeaf(node, leaf, first: first)
    if node.hasLifecycle || expansion.hasLifecycle { noteLifecycle(node, expansion.lifecycle, first: first) }
    if let action = expansion.queuedAction { pendingActions.append((node.id, node.subjectPath, action)) }
    if first {
      node.isBoundControl = expander?.isBoundControl ?? false
      if node.isBoundControl || expander?.isTappable == true { inputNodes.insert(node.id) }
    }
    if node.isBoundControl { controlNodes.insert(node.id) }
    if let rows = expansion.unchangedRows {
      updateRows(of: node, rows)
    } else {
      reconcileChildren(of: node, expansion.children, refreshMatched: refreshMatched)
    }
  }

  func updateLeaf(_ node: GraphNode, _ leaf: consuming LeafContent?, first: Bool) {
    if first {
      node.leaf = leaf
      if let leaf { recorder.leaf(LeafUpdate(kind: .inserted, path: node.path, oldContent: nil, newContent: leaf)) }
      return
    }
    // The old leaf is taken out of the node, compared, and put back or moved into the
    // record: never copied.
    let old = node.takeLeaf()
    if LeafContent.same(leaf, old) {
      node.leaf = old
      return
    }
    node.leaf = leaf
    recorder.leaf(LeafUpdate(kind: .changed, path: node.path, oldContent: old, newContent: leaf))
  }

  // MARK: - Type information

  @exclusivity(unchecked) private static var typeInfos: [ObjectIdentifier: ViewTypeInfo] = [:]

  static func typeInfo(of type: any View.Type) -> ViewTypeInfo {
    let key = ObjectIdentifier(type)
    if let found = typeInfos[key] { return found }
    func properties(of type: Any.Type, at base: Int) -> [ViewTypeInfo.Field] {
      (Reflection.fields(of: type) ?? []).compactMap { field in
        guard let property = field.type as? any InstallableProperty.Type else { return nil }
        return ViewTypeInfo.Field(name: field.name, offset: base + field.offset, type: property)
      }
    }
    var fields = properties(of: type, at: 0)
    var name = typeName(type)
    if let modifierBody = type as? any ModifierBodyView.Type {
      // A modifier's body prints, and keeps its properties, under the modifier's type.
      name = typeName(modifierBody.modifierType)
      let modifierOffset = Reflection.fields(of: type)?.first { $0.name == "modifier" }?.offset ?? 0
      fields = properties(of: modifierBody.modifierType, at: modifierOffset)
    }
    let info = ViewTypeInfo(name: name, fields: fields, type: type)
    typeInfos[key] = info
    return info
  }
}
