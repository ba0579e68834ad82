import Diffing
import Observation

// The reconciler: the view graph and the rules that keep it in step with the views'
// values (Documentation/Rules.md Q2, Q6–Q8, Q11, Q12). The host drives it through a
// few operations (Documentation/Architecture.md, "The reconciler's interface"):
// invalidate what a transaction group changed, evaluate a pass, re-read what follows
// bindings, run lifecycle events; inputs and the audit read the realized graph
// through its queries. Its state is its own; it marks dirty nodes in the scheduler
// the host hands it.
//
// Evaluation runs a custom view's body or a `ForEach` row's content inside the real
// Observation tracking; a built-in view is expanded; a new child value is matched
// to the old by identity, then mounted, updated (values compared, environment
// derived) or unmounted. What it does is written by the recorder.

/// The view graph and the rules that keep it in step with the views' values.
@MainActor
final class Reconciler {
  // Its state is touched by the main actor only, one access at a time: the dynamic
  // exclusivity checks (`@exclusivity(unchecked)`) would cost on every evaluation.
  /// Where state writes and notifications wait (the host's), read by the views'
  /// dynamic properties.
  let inbox: Inbox
  /// Where the trace of the update in progress is written (the host's).
  let recorder: Recorder
  /// Whether a child reading its `@Binding` also marks the owner's `@State` as read.
  @exclusivity(unchecked) private var bindingReadMarksOwner: Bool
  /// How views follow `ObservableObject` models.
  @exclusivity(unchecked) private(set) var tracking = TrackingStrategy.asWritten
  /// Whether a body's single-child structural output is reconciled in place
  /// (``ViewHost/Options/reconcilesOutputInPlace``).
  @exclusivity(unchecked) private(set) var reconcilesOutputInPlace = true
  /// The SwiftUI release modelled where releases differ.
  @exclusivity(unchecked) private(set) var release = SwiftUIRelease.latest
  /// Where `Self._printChanges()` writes.
  @exclusivity(unchecked) private(set) var output: (String) -> Void

  @exclusivity(unchecked) private var nodes = NodeTable()
  @exclusivity(unchecked) private var nextID = 1
  /// The root node, above the user's view.
  let root: GraphNode
  /// The evaluation frames, one per nesting depth.
  @exclusivity(unchecked) private var frames = FrameStack()
  /// The cause context of the last evaluation that knew only one changed property.
  ///
  /// Kept with what it was made for: the next such evaluation shares it, in this
  /// pass or a later flush. It holds no node and no model: a type's info and settled
  /// names.
  @exclusivity(unchecked) private var lastDependency: SharedCauses?
  /// The structure version and the pre-order numbering passes are ordered by.
  @exclusivity(unchecked) private var order = TreeOrder()
  /// The nodes followed besides the tree, by feature (FeatureIndex.swift).
  @exclusivity(unchecked) private var features = FeatureIndex()
  /// Lifecycle events owed and tasks running (LifecycleQueue.swift).
  private let lifecycle = LifecycleQueue()
  /// The nodes holding a running task or an `onReceive` subscription (the invariant
  /// checks).
  var lifecycleRegistrations: [(node: Int, what: String)] { lifecycle.registrations }
  /// The nodes evaluated in the current pass, for the host's invariant checks (kept
  /// only in the builds that run them, `VIEWGRAPH_INTERNAL_CHECKS`).
  @exclusivity(unchecked) private(set) var passEvaluations: [GraphNode] = []
  /// The nodes of ``passEvaluations`` that were not mounted when they were evaluated
  /// (one unmounted later in its pass was evaluated while mounted).
  @exclusivity(unchecked) private(set) var passEvaluationsUnmounted: [GraphNode] = []
  /// What the minimum oracle found stale in the views it is re-running, by node id:
  /// the cause of their evaluation (ViewHost+Minimum.swift).
  @exclusivity(unchecked) private var oracleFindings: [Int: String] = [:]
  /// The keys of the children the expansion in progress mounts or unmounts charged to
  /// no body (``expand(_:first:reconcilesMatched:followed:)``).
  @exclusivity(unchecked) var uncharged: Set<ChildKey>?
  /// The previous value of the bound control being expanded again, kept for its
  /// expansion only (Reconciler+Followed.swift).
  @exclusivity(unchecked) var previousControl: (any View)?
  /// Actions queued by this group's update (`onChange`, `onDismiss`, animation
  /// completions), in order, with their node and the path of the view they concern.
  @exclusivity(unchecked) private var queuedActions: [(node: Int, path: String, action: QueuedAction)] = []

  /// The values `@AppStorage` reads and writes, unless a view sets another store.
  let appStorage = StorageStore()
  /// The values `@SceneStorage` reads and writes.
  let sceneStorage = StorageStore()

  init(
    root content: any View, inbox: Inbox, recorder: Recorder, bindingReadMarksOwner: Bool,
    tracking: TrackingStrategy, output: @escaping (String) -> Void
  ) {
    self.inbox = inbox
    self.recorder = recorder
    self.bindingReadMarksOwner = bindingReadMarksOwner
    self.tracking = tracking
    self.output = output
    var environment = EnvironmentValues()
    environment.appStorageStore = appStorage
    environment.sceneStorageStore = sceneStorage
    root = GraphNode(
      id: 0, kind: .builtin, key: GraphNode.Key(type: ObjectIdentifier(HostRoot.self), child: .content),
      label: "", under: .empty, value: HostRoot(content: content), mode: .equatableUnlessPOD,
      environment: environment)
    nodes.insert(root)
  }
}

// MARK: - Operations

extension Reconciler {
  /// Sets how open points of the rules are settled, from the next evaluation on.
  func configure(_ options: ViewHost.Options) {
    tracking = options.tracking
    release = options.swiftUI
    bindingReadMarksOwner = options.bindingReadMarksOwner
    reconcilesOutputInPlace = options.reconcilesOutputInPlace
  }

  /// Takes every view off screen (a closing window): the root's content unmounts,
  /// and its disappear actions and cancellations are owed to the next lifecycle run.
  func tearDown() {
    for child in root.children { unmount(child) }
    root.children = []
    order.structureChanged()
  }

  /// Sets where `Self._printChanges()` writes.
  func setOutput(_ output: @escaping (String) -> Void) { self.output = output }

  /// Realizes the root view and everything below it.
  func mount() {
    expand(root, first: true)
  }

  /// A lazy container's viewport moved: rows shown or hidden mount or unmount, rows
  /// already realized keep their values.
  func scroll(_ container: GraphNode, toRow row: Int) {
    var state = container.memo as? LazyState ?? LazyState()
    state.firstVisibleRow = min(max(0, row), max(0, state.rowCount - 1))
    container.memo = state
    expand(container, first: false, reconcilesMatched: false)
  }

  /// Connects a `ScrollViewReader`'s proxy: it scrolls the first lazy container below
  /// the reader that has a row with the id, at once (a proxy is called in an action).
  func connect(_ target: ScrollProxyTarget, to reader: GraphNode) {
    target.scroll = { [weak self, weak reader] id in
      guard let self, let reader, reader.isAlive else { return }
      let wanted = AnyHashableSendable(id)
      for container in self.nodes(with: .lazyContainer) where self.isDescendant(container, of: reader) {
        let rows = container.memo as? LazyState ?? LazyState()
        guard let index = rows.keys.firstIndex(where: { $0.endsWith(explicit: wanted) }) else { continue }
        self.scroll(container, toRow: index / max(1, rows.itemsPerRow))
        return
      }
    }
    target.scrollToEdge = { [weak self, weak reader] last in
      guard let self, let reader, reader.isAlive else { return }
      guard let container = self.nodes(with: .lazyContainer).first(where: { self.isDescendant($0, of: reader) })
      else { return }
      let rows = container.memo as? LazyState ?? LazyState()
      self.scroll(container, toRow: last ? rows.rowCount - 1 : 0)
    }
  }

  private func isDescendant(_ node: GraphNode, of ancestor: GraphNode) -> Bool {
    var current: GraphNode? = node
    while let n = current {
      if n === ancestor { return true }
      current = n.parent
    }
    return false
  }

  /// Applies one transaction group: commits its `@State` writes and marks the nodes
  /// they and the group's other changes invalidate, noting why on each.
  ///
  /// `origin` names the action that wrote them, when an `onChange` action did. Each
  /// entry is taken out of `entries` as it is applied (``Inbox/Entry/taken`` left in
  /// its place).
  func invalidate(
    _ entries: inout [Inbox.Entry], origin: String?, into scheduler: inout UpdateScheduler<GraphNode, Inbox.Entry>
  ) {
    // Each entry is read where it lies: a `for` loop copies it out (a retain and a
    // release of what it holds).
    for index in entries.indices {
      if case .state(let ref) = entries[index] {
        ref.commit()
        // What the state holds may be another object now.
        nodes[ref.root.owner]?.forgetReachedObjects()
      }
    }
    for index in entries.indices {
      // Moved out, not copied (a switch over the entry in place copies it: a retain
      // and a release of each reference it holds).
      var entry = Inbox.Entry.taken
      swap(&entry, &entries[index])
      switch consume entry {
      case .taken:
        continue
      case .observation(let box, let generation, let property):
        guard let node = box.node, node.isAlive, node.trackingGeneration == generation else { continue }
        node.dependenciesChanged = true
        if let property = consume property { node.pendingNames.add(property) }
        if let origin { node.addOrigin(origin) }
        scheduler.markDirty(node)
      case .property(let id, let name, let cause):
        guard let node = nodes[id] else { continue }
        node.changedFields.insert(name)
        if let cause = cause?.name, node.fieldCauses[name]?.contains(cause) != true {
          node.fieldCauses[name, default: []].append(cause)
        }
        if let origin { node.addOrigin(origin) }
        scheduler.markDirty(node)
      case .state(let ref):
        if nodes[ref.root.owner] == nil {
          // SwiftUI says nothing; the write is lost, a classic stale-binding bug.
          recorder.diagnostic(
            Diagnostic(
              kind: .stateOfRemovedView,
              message:
                "A binding wrote to '\(ref.root.ownerField)' of a view that is no longer in the graph; the write is lost and nothing updates.",
              path: ref.root.ownerPath))
        }
        for (id, name) in ref.root.readers.sorted(by: { $0.key < $1.key }) {
          guard let node = nodes[id] else { continue }
          node.changedFields.insert(name)
          if let origin { node.addOrigin(origin) }
          scheduler.markDirty(node)
        }
      case .mainActorWork(let work):
        work.run()
      case .diagnostic(let diagnostic):
        // One publish reaches every subscriber, each of which reports it (off the main
        // thread, or inside a body): report it once per flush.
        if diagnostic.kind == .publishedOffMainThread || diagnostic.kind == .publishedDuringUpdate,
          recorder.hasDiagnostic(diagnostic)
        {
          continue
        }
        recorder.diagnostic(diagnostic)
      }
    }
  }

  /// Marks a view the minimum oracle found stale, with what it found: its next
  /// evaluation names it as its cause.
  func invalidateStale(
    _ node: GraphNode, finding: String, into scheduler: inout UpdateScheduler<GraphNode, Inbox.Entry>
  ) {
    node.dependenciesChanged = true
    oracleFindings[node.id] = finding
    scheduler.markDirty(node)
  }

  /// Forgets the oracle's findings its re-run did not reach.
  func forgetStaleFindings() { oracleFindings.removeAll() }

  /// Queues an action to run after the current group's update (a `withAnimation`
  /// completion).
  func queue(_ action: QueuedAction, node: Int = -1, path: String = "") {
    queuedActions.append((node, path, action))
  }

  /// The actions queued since the last call, in order.
  func takeQueuedActions() -> [(node: Int, path: String, action: QueuedAction)] {
    guard !queuedActions.isEmpty else { return [] }
    defer { queuedActions.removeAll() }
    return queuedActions
  }

  /// Runs the lifecycle events the flush's passes owed: appear actions, task starts,
  /// then disappear actions.
  ///
  /// - Returns: Whether anything ran.
  func runLifecycleEvents() -> Bool { lifecycle.runEvents(recorder: recorder) }

  /// The nodes whose current task has not finished, in id order.
  func runningTaskNodes(awakeOn clock: HostClock? = nil) -> [Int] { lifecycle.runningTaskNodes(awakeOn: clock) }

  /// Ends a flush: none of its passes' nodes is held.
  ///
  /// A held evaluation would keep unmounted nodes, and what their names reach,
  /// alive. The last shared cause context stays: it holds a type's info and settled
  /// names, no node and no model.
  func endFlush() {
    passEvaluations.empty()
    passEvaluationsUnmounted.empty()
  }

  /// Changes the state a built-in view keeps across updates (a text field's draft),
  /// as an input does.
  func editMemo(of node: GraphNode, _ change: (inout Any?) -> Void) {
    var state = node.memo
    change(&state)
    node.memo = state
  }

  /// Breaks the graph on purpose: marks a node dirty without queueing it, as a bug
  /// would.
  ///
  /// For this package's tests of the invariant checker only.
  func corruptForTesting(_ node: GraphNode) { node.isDirty = true }

  /// Records an evaluation of a node that is not mounted, as a scheduler that forgot
  /// to skip a removed node would (the invariant checker's tests).
  func recordEvaluationForTesting(_ node: GraphNode) {
    #if VIEWGRAPH_INTERNAL_CHECKS
    passEvaluations = [node]
    passEvaluationsUnmounted = [node]
    #endif
  }

  /// Re-reads the bound values of controls (a text field shows its binding's value
  /// even when no body re-ran), and expands again the views whose children follow a
  /// binding that changed (a collapsible section).
  func rereadBindings() {
    // A view expanded again may change what another follows (a destination pushed
    // on its stack): look again until nothing changes, a few rounds at most.
    // Most screens have neither: no set sorted for nothing.
    var rounds = 0
    var changed = !features.ids(.followsState).isEmpty
    while changed && rounds < 8 {
      changed = false
      rounds += 1
      for id in features.ids(.followsState).sorted() {
        guard let node = nodes[id], let expansion = expansionNow(of: node) else { continue }
        if expansion.stateSignature != features.signature(of: id) {
          // A lazy container keeps its matched rows; only rows shown or hidden change.
          expand(node, first: false, reconcilesMatched: !features.contains(id, .lazyContainer))
          changed = true
        }
      }
    }
    let bound = features.ids(.boundControl)
    guard !bound.isEmpty else { return }
    for id in bound.sorted() {
      guard let node = nodes[id], let expansion = expansionNow(of: node) else { continue }
      updateLeaf(
        node, LeafContent.shown(expansion.leaf, audience: audience(of: node), in: node.environment), first: false)
    }
  }

  /// Which screen traits a built-in node's leaf shows.
  func audience(of node: GraphNode) -> TraitAudience {
    switch BuiltinKind.of(node.key.type, node.value) {
    case .custom: []
    case .builtin(let expander): expander.audience
    case .primitive: .foreground
    }
  }

  /// What a live built-in node would expand to now, without applying it.
  private func expansionNow(of node: GraphNode) -> Expansion? {
    guard node.isAlive, let builtin = asBuiltin(node.value) else { return nil }
    var expansion = Expansion()
    expansion.memo = node.memo
    expansion.environment = node.environment
    builtin.expand(into: &expansion)
    return expansion
  }
}

// MARK: - Queries

extension Reconciler {
  /// The realized node with an id, if it is in the graph.
  func node(withID id: Int) -> GraphNode? { nodes[id] }

  /// How many nodes the graph holds, the root included.
  var nodeCount: Int { nodes.count }

  /// Visits every realized node, parents before children, siblings in order.
  func forEachNode(_ visit: (GraphNode) -> Void) {
    var stack = [root]
    while let node = stack.popLast() {
      visit(node)
      stack.append(contentsOf: node.children.reversed())
    }
  }

  /// The same, alive nodes only: what the audit and the minimum oracle walk.
  func forEachLiveNode(_ visit: (GraphNode) -> Void) {
    forEachNode { node in if node.isAlive { visit(node) } }
  }

  /// Nodes in pre-order: parents before children, siblings in order.
  func treeOrder(_ nodes: [GraphNode]) -> [GraphNode] {
    order.sorted(nodes, root: root, graphCount: self.nodes.count)
  }

  /// The realized nodes with a feature, in tree order.
  func nodes(with feature: NodeFeatures) -> [GraphNode] {
    // A loop, not `compactMap`: see ``reconcileChildren(of:_:reconcilesMatched:)``.
    var found: [GraphNode] = []
    for id in features.ids(feature) { if let node = nodes[id] { found.append(node) } }
    return treeOrder(found)
  }

  /// Whether a node has a feature.
  func has(_ node: GraphNode, _ feature: NodeFeatures) -> Bool { features.contains(node.id, feature) }

  /// The edit actions of the `ForEach` views an editable node shows.
  func editActions(of node: GraphNode) -> [RowEditActions] { features.editActions(of: node.id) }

  /// What disagrees between the feature index and the graph, for the invariant checks.
  func featureIndexInconsistencies() -> [String] {
    features.inconsistencies(graph: nodes, type: Reconciler.typeFeatures(of:))
  }

  /// The features a built-in node's type gives it.
  private static func typeFeatures(of node: GraphNode) -> NodeFeatures {
    guard node.isBuiltin, case .builtin(let expander) = BuiltinKind.of(node.key.type, node.value) else { return [] }
    return expander.features
  }
}

// MARK: - Reconciliation

extension Reconciler {

  /// Matches a parent's new child specs to its children by identity (Q8): matched
  /// children update, new keys mount, missing keys unmount, reordered keys move.
  ///
  /// With `reconcilesMatched` false (a scroll), matched children keep their values:
  /// only new rows mount and gone rows unmount.
  func reconcileChildren(of parent: GraphNode, _ specs: [ChildSpec], reconcilesMatched: Bool = true) {
    // Set for this call only: what it mounts expands children of its own.
    let uncharged = self.uncharged
    self.uncharged = nil
    let oldChildren = parent.children
    // Fast path: the same keys in the same order (most updates), without building arrays.
    if oldChildren.count == specs.count {
      var same = true
      for index in specs.indices
      where oldChildren[index].key != GraphNode.Key(type: typeID(of: specs[index]), child: specs[index].key) {
        same = false
        break
      }
      if same {
        for index in specs.indices {
          oldChildren[index].indexInParent = index
          if reconcilesMatched {
            reconcile(oldChildren[index], with: specs[index], parentEnvironment: parent.environment)
          }
        }
        return
      }
    }
    // Loops, not `map`: a closure made on the main actor and passed where any
    // isolation goes checks the executor at each call (twice per node mounted).
    var newKeys: [GraphNode.Key] = []
    newKeys.reserveCapacity(specs.count)
    for spec in specs { newKeys.append(GraphNode.Key(type: typeID(of: spec), child: spec.key)) }
    order.structureChanged()
    // Mounting into an empty parent, or emptying one, needs no difference.
    if oldChildren.isEmpty, uncharged == nil {
      if specs.count == 1 {
        parent.children = .one(mountChild(specs[0], key: newKeys[0], parent: parent, index: 0))
      } else {
        var mounted: [GraphNode] = []
        mounted.reserveCapacity(specs.count)
        for index in specs.indices {
          mounted.append(mountChild(specs[index], key: newKeys[index], parent: parent, index: index))
        }
        parent.children = ChildNodes(mounted)
      }
      return
    }
    if specs.isEmpty, uncharged == nil {
      for child in oldChildren { unmount(child) }
      parent.children = []
      return
    }
    let difference = KeyedDifference(from: oldChildren.map { $0.key }, to: newKeys)
    var oldIndexForNew = [Int?](repeating: nil, count: specs.count)
    for pair in difference.matched { oldIndexForNew[pair.new] = pair.old }
    var result: [GraphNode] = []
    result.reserveCapacity(specs.count)
    for (index, spec) in specs.enumerated() {
      if let old = oldIndexForNew[index] {
        let existing = oldChildren[old]
        existing.indexInParent = index
        result.append(existing)
        if reconcilesMatched { reconcile(existing, with: spec, parentEnvironment: parent.environment) }
      } else if let uncharged, uncharged.contains(spec.key) {
        recorder.withoutCredit { result.append(mountChild(spec, key: newKeys[index], parent: parent, index: index)) }
      } else {
        result.append(mountChild(spec, key: newKeys[index], parent: parent, index: index))
      }
    }
    for old in difference.removed {
      if let uncharged, uncharged.contains(oldChildren[old].key.child) {
        recorder.withoutCredit { unmount(oldChildren[old]) }
      } else {
        unmount(oldChildren[old])
      }
    }
    parent.children = ChildNodes(result)
    for pair in difference.moved {
      recorder.moved(Move(path: result[pair.new].path, from: pair.old, to: pair.new))
    }
  }

  /// A body's or row's single child: updated in place when its identity is unchanged.
  func reconcileSingleChild(of parent: GraphNode, _ spec: ChildSpec) {
    if parent.children.count == 1 {
      let child = parent.children[0]
      if child.key == GraphNode.Key(type: typeID(of: spec), child: spec.key) {
        child.indexInParent = 0
        reconcile(child, with: spec, parentEnvironment: parent.environment)
        return
      }
    }
    reconcileChildren(of: parent, [spec])
  }

  /// A body's or row's output: the same as ``reconcileSingleChild(of:_:)``, with a
  /// fast path for the commonest update, a custom child of the same type in the same
  /// environment whose new value compares equal (Q2): nothing to do.
  func reconcileSingleOutput(of parent: GraphNode, _ view: consuming any View) {
    guard parent.children.count == 1 else {
      reconcileChildren(of: parent, [ChildSpec(key: .content, source: .view(view))])
      return
    }
    reconcileInPlace(parent.children[0], of: parent, key: .content, view)
  }

  /// ``reconcileSingleChild(of:_:)`` for a parent's only child and a view keyed
  /// `key`, with the fast paths of ``reconcileSingleOutput(of:_:)``: when the new view
  /// has the child's identity (`key` and type) and the same environment reaches it.
  ///
  /// The view is taken: a plain `Text` and a one-child wrapper are moved into the
  /// node (a copy would retain what they hold, and the caller's copy be released),
  /// and the general path's child spec takes it when the fast paths do not apply.
  private func reconcileInPlace(_ child: GraphNode, of parent: GraphNode, key: ChildKey, _ view: consuming any View) {
    guard child.key.type == Reconciler.viewType(view), ChildKey.same(child.key.child, key),
      child.inherits(parent.environment)
    else {
      reconcileSingleChild(of: parent, ChildSpec(key: key, source: .view(view)))
      return
    }
    switch child.kind {
    case .custom(let info):
      // A custom child whose new value compares equal (Q2): nothing to do.
      if !child.isDirty, child.mode == .equatableUnlessPOD, !info.isModifierBody,
        Reconciler.compareViews(child.value, view, mode: .equatableUnlessPOD, comparator: info.comparator)
      {
        child.indexInParent = 0
        return
      }
    case .builtin:
      // What `reconcile(_:with:parentEnvironment:)` does for it, without a child
      // spec: its environment is its parent's.
      child.indexInParent = 0
      // A plain `Text` (the commonest body's output): its expansion is its string
      // and nothing else (no children, no environment read, no memo), so the leaf
      // is compared without an expansion made and dropped.
      if !child.hasLifecycle, let leaf = Text.plainLeaf(of: view) {
        child.value = consume view
        updateLeaf(child, LeafContent.shown(leaf, audience: Text.traitAudience, in: child.environment), first: false)
        return
      }
      // `if`/`else`, `if` and `AnyView` around one child: their expansion would be
      // that child and nothing else (no leaf, memo, feature or lifecycle to note),
      // so the child is reconciled as their expansion's would be.
      if reconcilesOutputInPlace, !child.hasLifecycle, !child.hasMemo, child.expansionFeatures.isEmpty,
        child.children.count == 1,
        case .builtin(let expander) = BuiltinKind.of(child.key.type, copy view), expander.features.isEmpty,
        let onlyChild = expander.onlyChild, let (innerKey, inner) = onlyChild(view)
      {
        child.value = consume view
        reconcileInPlace(child.children[0], of: child, key: innerKey, inner)
        return
      }
      reexpand(child, with: view, previousEnvironment: child.environment)
      return
    case .row:
      break
    }
    // Its identity holds: the general path for the child, which is not looked up again.
    child.indexInParent = 0
    reconcile(child, with: ChildSpec(key: key, source: .view(view)), parentEnvironment: parent.environment)
  }

  private func typeID(of spec: ChildSpec) -> ObjectIdentifier {
    switch spec.source {
    case .view(let view): Reconciler.viewType(view)
    case .row: ObjectIdentifier(RowMarker.self)
    }
  }

  private func mountChild(_ spec: ChildSpec, key: GraphNode.Key, parent: GraphNode, index: Int) -> GraphNode {
    let environment = derive(nil, parent.environment, spec.environment)
    let node: GraphNode
    let id = nextID
    nextID += 1
    switch spec.source {
    case .view(let view):
      if asBuiltin(view) != nil {
        // Its label comes with its first expansion (``expand(_:first:reconcilesMatched:)``).
        node = GraphNode(
          id: id, kind: .builtin, key: key, label: "", under: parent.place, value: view,
          mode: spec.mode, environment: environment)
      } else {
        let info = Reconciler.typeInfo(of: Swift.type(of: view))
        node = GraphNode(
          id: id, kind: .custom(info), key: key, label: info.name, under: parent.place, value: view,
          mode: spec.mode, environment: environment)
      }
    case .row(let label, let content):
      node = GraphNode(
        id: id, kind: .row, key: key, label: label ?? "[\(key.child.lastExplicitID?.description ?? "")]",
        under: parent.place, value: EmptyView(), mode: spec.mode, environment: environment)
      node.makeRow = content
    }
    if let write = spec.environment { node.setEnvironmentWrite(write, input: parent.environment) }
    node.attach(to: parent, at: index)
    nodes.insert(node)
    if !node.isBuiltin { recorder.mounted(node.place) }
    switch node.kind {
    case .builtin: expand(node, first: true)
    case .custom: evaluateCustom(node, selfChanged: true, environmentFields: [], first: true)
    case .row: evaluateRow(node)
    }
    return node
  }

  func reconcile(_ node: GraphNode, with spec: ChildSpec, parentEnvironment: EnvironmentValues) {
    let previousEnvironment = node.environment
    let environment = derive(node, parentEnvironment, spec.environment)
    let environmentChanged = !environment.isIdentical(to: node.environment)
    if environmentChanged {
      node.environment = environment
      node.forgetReachedObjects()
    }
    switch (node.kind, spec.source) {
    case (.builtin, .view(let view)):
      reexpand(node, with: view, previousEnvironment: previousEnvironment)
    case (.custom(let info), .view(let view)):
      // `nil` when equal; else the fields that differ, the cause of its `@self`.
      let selfChanges = Reconciler.compareViews(node.value, view, mode: spec.mode, info: info)
      let equal = selfChanges == nil
      // An equal value is not stored: a later evaluation sees the old one, as in SwiftUI.
      if !equal {
        node.value = view
        node.forgetReachedObjects()
      }
      // A modifier's content can change while the modifier does not.
      var contentChanged: ModifierContentBox?
      if equal, info.isModifierBody, let old = node.value as? any ModifierBodyView,
        let new = view as? any ModifierBodyView,
        old.contentBox !== new.contentBox
      {
        old.contentBox.content = new.contentBox.content
        contentChanged = old.contentBox
      }
      node.mode = spec.mode
      let fields =
        environmentChanged
        ? node.environmentChecks.filter { $0.changed(environment) }.map(\.name) : []
      if !equal || node.isDirty || !fields.isEmpty {
        // A change whose fields differ has a context of its own; one with no field to
        // name says what the type's context says.
        var context: CauseContext?
        if let changes = selfChanges, !changes.isEmpty {
          context = causeContext(of: node, info: info, selfChanges: changes)
        }
        evaluateCustom(node, selfChanged: !equal, environmentFields: fields, first: false, context: context)
      } else {
        if environmentChanged { propagateEnvironment(below: node) }
        if let box = contentChanged { reexpandPlaceholders(of: box) }
      }
    case (.row, .row(_, let content)):
      node.makeRow = content
      evaluateRow(node)
    default:
      break
    }
  }

  /// The environment of a child: the parent's, with the child's write applied.
  ///
  /// An unchanged parent environment and an equal written value keep the old one.
  private func derive(
    _ node: GraphNode?, _ parentEnvironment: EnvironmentValues, _ write: EnvironmentWrite?
  ) -> EnvironmentValues {
    guard let write else {
      // The node's input is the environment it is handed, which the caller sets.
      node?.clearEnvironmentWrite()
      return parentEnvironment
    }
    if let node, node.environmentInput.isIdentical(to: parentEnvironment),
      let previous = node.environmentWrite,
      ValueComparison.areEqualAny(previous.value, write.value)
    {
      return node.environment
    }
    var environment = parentEnvironment
    write.apply(&environment)
    node?.setEnvironmentWrite(write, input: parentEnvironment)
    return environment
  }

  /// Re-expands the placeholders a modifier's body produced, with its new content.
  private func reexpandPlaceholders(of box: ModifierContentBox) {
    for id in box.placeholders.sorted() {
      guard let placeholder = nodes[id], placeholder.isAlive else {
        box.placeholders.remove(id)
        continue
      }
      expand(placeholder, first: false)
    }
  }

  /// Pushes a changed environment below a node whose own value did not change (Q12).
  func propagateEnvironment(below node: GraphNode) {
    let parentEnvironment = node.environment
    for child in node.children {
      // Given the same environment, writing nothing: `derive` would hand back the one
      // it has (the common case: nothing above changed), without reading its write.
      if child.inherits(parentEnvironment) { continue }
      let environment = derive(child, parentEnvironment, child.environmentWrite)
      guard !environment.isIdentical(to: child.environment) else { continue }
      let previousTraits = child.environment.screenTraits
      child.environment = environment
      if case .custom = child.kind {
        let fields = child.environmentChecks.filter { $0.changed(environment) }.map(\.name)
        if !fields.isEmpty || child.isDirty {
          evaluateCustom(child, selfChanged: false, environmentFields: fields, first: false)
          continue
        }
      }
      // A primitive showing what the environment gives it shows the new traits.
      if features.contains(child.id, .readsEnvironment)
        || (child.leaf != nil && environment.screenTraits !== previousTraits && !audience(of: child).isEmpty)
      {
        expand(child, first: false)
        continue
      }
      // A lazy container's rows depend on the environment's viewport.
      if features.contains(child.id, .lazyContainer) { expand(child, first: false, reconcilesMatched: false) }
      propagateEnvironment(below: child)
    }
  }

  /// Unmounts a node, its parent still listing it (the invariant checker's tests).
  func unmountForTesting(_ node: GraphNode) { unmount(node) }

  /// Keeps the tasks and `onReceive` subscriptions of a node and its descendants
  /// past their departure (the invariant checker's tests).
  func keepLifecycleRegistrationsForTesting(_ node: GraphNode) {
    #if VIEWGRAPH_INTERNAL_CHECKS
    var stack = [node]
    while let next = stack.popLast() {
      lifecycle.keptForTesting.insert(next.id)
      stack += next.children
    }
    #endif
  }

  func unmount(_ node: GraphNode) {
    recorder.unmounted(node.place)
    lifecycle.noteDeparture(node)
    if let leaf = node.leaf {
      recorder.leaf(LeafUpdate(kind: .removed, place: node.place, oldContent: leaf, newContent: nil))
    }
    for child in node.children { unmount(child) }
    node.isAlive = false
    // Its parent may go before it: a dead node keeps no reference to it.
    node.parent = nil
    node.isDirty = false
    node.releaseStorage()
    nodes.remove(id: node.id)
    if node.isBuiltin { features.remove(node, type: Reconciler.typeFeatures(of: node)) }
  }
}

// MARK: - Evaluation

extension Reconciler {
  /// Evaluates one pass's dirty nodes, parents before children: a node its parent's
  /// evaluation reached in the same pass is no longer dirty and does not run again.
  func evaluatePass(_ pending: [GraphNode]) {
    passEvaluations.empty()
    passEvaluationsUnmounted.empty()
    if let places = order.places(pending, root: root, graphCount: nodes.count) {
      // `pending` (borrowed for the whole call) holds the nodes: each is used
      // unretained.
      for case let place? in places { evaluateDirty(place.takeUnretainedValue()) }
      return
    }
    // Not placed: sorted by their positions (not placed again).
    for node in order.sortedByPosition(pending) { evaluateDirty(node) }
  }

  /// Evaluates a node of a pass, when it is still dirty (not reached by its parent's
  /// evaluation in the pass).
  @inline(__always)
  private func evaluateDirty(_ node: GraphNode) {
    guard node.isAlive && node.isDirty else { return }
    switch node.kind {
    case .custom: evaluateCustom(node, selfChanged: false, environmentFields: [], first: false)
    case .row: evaluateRow(node)
    case .builtin: node.isDirty = false
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
    if !environmentFields.isEmpty { changed.formUnion(environmentFields) }
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
    let result = runBody(node, info: info, site: site, reasons: reasons, context: context)
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
    if !node.isAlive || nodes[node.id] !== node { passEvaluationsUnmounted.append(node) }
    #endif
    // The record takes the reasons and the context: their last use here.
    let frame = recorder.beginEvaluation(
      of: node, info: info, reasons: consume reasons, details: consume context,
      ownReasonsOnly: !first && !selfChanged && environmentFields.isEmpty)
    reconcileSingleOutput(of: node, consume output)
    recorder.endEvaluation(frame)
  }

  /// The cause context of a custom view's evaluation, from what its node knows now:
  /// shared with others when it says what they say.
  ///
  /// Inlined: each evaluation makes or finds one.
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
    if shareable, lastDependency?.isShared(first: first, info: info, node.pendingNames, release: release) == true,
      let last = lastDependency?.context
    {
      // One property read by many views of one type (a broadcast), or by one view
      // at each update: the last one made.
      // (Checked where it lies: binding the record would count its three references.)
      return last
    }
    let context = CauseContext(
      first: first, properties: info.properties, dependencies: node.pendingNames, fields: fieldCauses,
      selfChanges: .none, origins: origins, oracleFinding: oracleFinding, release: release)
    if shareable, case .one = node.pendingNames { lastDependency = SharedCauses(info: info, context: context) }
    return context
  }

  /// The cause context of an evaluation for a `@self` change whose fields differ,
  /// with what its node knows now: its own.
  func causeContext(of node: GraphNode, info: ViewTypeInfo, selfChanges: consuming FieldChangeList) -> CauseContext {
    CauseContext(
      first: false, properties: info.properties, dependencies: node.pendingNames, fields: node.fieldCauses,
      selfChanges: selfChanges, origins: node.origins,
      oracleFinding: oracleFindings.isEmpty ? nil : oracleFindings.removeValue(forKey: node.id), release: release)
  }

  func runBody(
    _ node: GraphNode, info: ViewTypeInfo, site: PropertySite?, reasons: [String] = [],
    context: CauseContext? = nil, isAudit: Bool = false
  ) -> (any View)? {
    func run<V: View>(_ view: V) -> any View {
      isAudit ? auditRun(node) { view.body } : tracked(node, reasons: reasons, context: context) { view.body }
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
  private func tracked(
    _ node: GraphNode, reasons: [String]? = nil, context: CauseContext? = nil, _ work: () -> any View
  ) -> any View {
    let frame = enterFrame(node, reasons: reasons, context: context)
    defer { leaveFrame(frame) }
    return ObservationHooks.track(
      {
        let outer = EvaluationFrame.enter(frame)
        defer { EvaluationFrame.leave(restoring: outer) }
        return work()
      }, owner: node.weakBox, inbox: inbox, generation: node.trackingGeneration)
  }

  /// Runs a row's content as its evaluation, tracked as a row is (no property names).
  ///
  /// The graph holds the frame, used unretained here; the closure goes through
  /// `ObservationHooks` (handed to Observation from here, a main-actor closure is
  /// checked for its isolation on every call).
  private func trackedRow(_ row: GraphNode, _ work: () -> any View) -> any View {
    let frame = enterFrame(row, reasons: nil)
    let result = ObservationHooks.trackRow(
      {
        let outer = EvaluationFrame.enter(frame)
        let result = work()
        EvaluationFrame.leave(restoring: outer)
        return result
      }, node: row, inbox: inbox, generation: row.trackingGeneration)
    leaveFrame(frame)
    return result
  }

  /// A frame for the node's evaluation, made active for a new tracking generation.
  ///
  /// Ended by ``leaveFrame(_:)``.
  func enterFrame(_ node: GraphNode, reasons: [String]?, context: CauseContext? = nil) -> Unmanaged<EvaluationFrame> {
    node.trackingGeneration += 1
    return frames.enter(
      node, reasons: reasons, context: context, inbox: inbox, bindingReadMarksOwner: bindingReadMarksOwner,
      tracking: tracking, graph: self)
  }

  /// Ends the evaluation ``enterFrame(_:reasons:context:)`` began.
  func leaveFrame(_ frame: Unmanaged<EvaluationFrame>) {
    frames.leave(frame)
  }

  func evaluateRow(_ node: GraphNode) {
    node.isDirty = false
    node.dependenciesChanged = false
    node.rowOutputKnown = false
    guard let content = node.makeRow else { return }
    recorder.beginRow()
    let output = trackedRow(node) { content.make() }
    reconcileSingleOutput(of: node, consume output)
    recorder.endRow()
  }

  func expand(
    _ node: GraphNode, first: Bool, reconcilesMatched: Bool = true, followed: FollowedChanges = FollowedChanges()
  ) {
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
    expansion.acceptsUnchangedRows = !first && reconcilesMatched
    if let expander {
      expander.expand(node.value, &expansion)
    } else {
      PrimitiveLeaf(view: node.value).expand(into: &expansion)
    }
    if first, node !== root {
      // Its name in paths comes from this first expansion: the node shows as mounted now.
      node.relabel(BuiltinRef(view: node.value, expander: expander).label(from: expansion))
      recorder.mounted(node.place)
    }
    if hadMemo || expansion.rare != nil { node.memo = expansion.memo }
    expansion.registersAsModifierContent?.placeholders.insert(node.id)
    let followedState = followed.structure && expansion.stateSignature != features.signature(of: node.id)
    features.note(node, type: expander?.features ?? [], expansion, first: first)
    if let target = expansion.scrollTarget, target.scroll == nil { connect(target, to: node) }
    for (kind, message) in expansion.diagnostics {
      recorder.diagnostic(Diagnostic(kind: kind, message: message, path: node.path))
    }
    // Moved out of the expansion, which reads it no more.
    var leaf: LeafContent? = nil
    swap(&leaf, &expansion.leaf)
    let shown = LeafContent.shown(leaf, audience: expander?.audience ?? .foreground, in: node.environment)
    if followed.control, leafFollowsBinding(of: node, showing: shown) {
      recorder.withoutCredit { updateLeaf(node, shown, first: first) }
    } else {
      updateLeaf(node, shown, first: first)
    }
    if node.hasLifecycle || expansion.hasLifecycle {
      lifecycle.note(node, expansion.lifecycle, first: first, recorder: recorder)
    }
    if let action = expansion.queuedAction { queuedActions.append((node.id, node.subjectPath, action)) }
    if let rows = expansion.unchangedRows {
      updateRows(of: node, rows)
    } else {
      if followedState { uncharged = FollowedChanges.keysFollowingState(of: node, expansion.children) }
      reconcileChildren(of: node, expansion.children, reconcilesMatched: reconcilesMatched)
    }
  }

  func updateLeaf(_ node: GraphNode, _ leaf: consuming LeafContent?, first: Bool) {
    if first {
      node.leaf = leaf
      if let leaf { recorder.leaf(LeafUpdate(kind: .inserted, place: node.place, oldContent: nil, newContent: leaf)) }
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
    recorder.leaf(LeafUpdate(kind: .changed, place: node.place, oldContent: old, newContent: leaf))
  }
}
