import Diffing

// The reconciler: where a child is reconciled (Documentation/Rules.md Q2, Q8, Q12).
// It owns the graph: a built-in view's or a body's new children are matched to the
// old ones by identity, then mounted, updated (values compared, environment
// derived) or unmounted. Evaluation is in Reconciler+Evaluation.swift, lifecycle
// events in Reconciler+Lifecycle.swift, what built-in views follow besides their
// value in Reconciler+Refresh.swift. What it does is written by the recorder.

/// The view graph and the rules that keep it in step with the views' values.
@MainActor
final class Reconciler {
  // Its state is touched by the main actor only, one access at a time: the dynamic
  // exclusivity checks (`@exclusivity(unchecked)`) would cost on every evaluation.
  let inbox: Inbox
  let recorder: Recorder
  /// Whether a child reading its `@Binding` also marks the owner's `@State` as read.
  @exclusivity(unchecked) var bindingReadMarksOwner: Bool
  /// How views follow `ObservableObject` models.
  @exclusivity(unchecked) var tracking = TrackingStrategy.asWritten
  /// Where `Self._printChanges()` writes.
  @exclusivity(unchecked) var output: (String) -> Void

  @exclusivity(unchecked) private(set) var nodes: [Int: GraphNode] = [:]
  @exclusivity(unchecked) private var nextID = 1
  /// The evaluation frames, one per nesting depth of evaluations, and the depth now
  /// (``enterFrame(_:reasons:)``).
  @exclusivity(unchecked) var frames: [EvaluationFrame] = []
  /// The same frames, read without counting a reference.
  @exclusivity(unchecked) var unretainedFrames: [Unmanaged<EvaluationFrame>] = []
  @exclusivity(unchecked) var frameDepth = 0
  /// The cause context of the pass's last evaluation that knew only one changed
  /// property, with what it was made for: the next such evaluation shares it
  /// (``evaluatePass(_:)``).
  @exclusivity(unchecked) var lastDependency: SharedCauses?
  let root: GraphNode
  /// Bumped whenever children are added, removed or reordered: cached tree positions expire.
  @exclusivity(unchecked) private(set) var structureVersion = 0
  /// The structure version the nodes' ordinals were numbered at, and how many were
  /// numbered (``treeOrder(_:)``); -1 before the first numbering.
  @exclusivity(unchecked) var ordinalsVersion = -1
  @exclusivity(unchecked) var ordinalCount = 0
  /// Controls showing a binding, re-read after every flush.
  @exclusivity(unchecked) var controlNodes: Set<Int> = []
  /// Buttons, tap gestures and bound controls, for input by title.
  @exclusivity(unchecked) var inputNodes: Set<Int> = []
  /// Lazy containers realizing a viewport, for scrolling.
  @exclusivity(unchecked) var lazyContainers: Set<Int> = []
  /// Built-in views that read the environment themselves (`GeometryReader`).
  @exclusivity(unchecked) var environmentReaders: Set<Int> = []
  /// Built-in views whose children follow a binding, with its last state.
  @exclusivity(unchecked) var stateSignatures: [Int: String] = [:]
  /// Nodes showing `ForEach` rows with delete or move actions, for list editing.
  @exclusivity(unchecked) var editableNodes: [Int: [EditActions]] = [:]
  /// The nodes evaluated in the current pass, for the host's invariant checks (kept
  /// only in the builds that run them, `VIEWGRAPH_INTERNAL_CHECKS`).
  @exclusivity(unchecked) var passEvaluations: [GraphNode] = []
  /// What the minimum oracle found stale in the views it is re-running, by node id:
  /// the cause of their evaluation (ViewHost+Minimum.swift).
  @exclusivity(unchecked) var oracleFindings: [Int: String] = [:]

  /// Actions queued by this group's update (`onChange`, `onDismiss`, animation
  /// completions), in order, with their node and the path of the view they concern.
  @exclusivity(unchecked) var pendingActions: [(node: Int, path: String, action: QueuedAction)] = []

  // Lifecycle (Reconciler+Lifecycle.swift).
  /// Lifecycle nodes created in this flush, waiting for their `onAppear` or `task`.
  @exclusivity(unchecked) var pendingAppears: [GraphNode] = []
  /// Identities ended in this flush with an `onDisappear` action or a running task.
  @exclusivity(unchecked) var departures: [Departure] = []
  /// Running tasks, by node.
  @exclusivity(unchecked) var tasks: [Int: Task<Void, Never>] = [:]
  /// The token of each node's current task.
  @exclusivity(unchecked) var taskTokens: [Int: Int] = [:]
  /// The tokens of the tasks that have finished.
  @exclusivity(unchecked) var finishedTasks: Set<Int> = []
  @exclusivity(unchecked) var nextTaskToken = 0

  /// The values `@AppStorage` reads and writes, unless a view sets another store.
  let appStorage = StorageStore()
  /// The values `@SceneStorage` reads and writes.
  let sceneStorage = StorageStore()

  init(root content: any View, inbox: Inbox, recorder: Recorder, bindingReadMarksOwner: Bool,
       output: @escaping (String) -> Void) {
    self.inbox = inbox
    self.recorder = recorder
    self.bindingReadMarksOwner = bindingReadMarksOwner
    self.output = output
    var environment = EnvironmentValues()
    environment.appStorageStore = appStorage
    environment.sceneStorageStore = sceneStorage
    root = GraphNode(
      id: 0, kind: .builtin, key: GraphNode.Key(type: ObjectIdentifier(HostRoot.self), child: .content),
      label: "", value: HostRoot(content: content), mode: .equatableUnlessPOD,
      environment: environment)
    nodes[0] = root
  }

  /// Nothing the views started outlives the graph: running tasks are cancelled.
  /// (`tasks` is `Sendable`, so the nonisolated deinit may read it.)
  deinit {
    for task in tasks.values { task.cancel() }
  }

  /// Realizes the root view and everything below it.
  func mount() {
    expand(root, first: true)
  }

  /// Every realized node, parents before children, siblings in order: what the
  /// inputs that look for a kind of view on screen walk (a refreshable view, the
  /// top presentation or navigation stack, the focus targets).
  func nodesInTreeOrder() -> [GraphNode] {
    var ordered: [GraphNode] = []
    forEachNode { ordered.append($0) }
    return ordered
  }

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

  /// A lazy container's viewport moved: rows shown or hidden mount or unmount, rows
  /// already realized keep their values.
  func scroll(_ container: GraphNode, toRow row: Int) {
    var state = container.memo as? LazyState ?? LazyState()
    state.firstVisibleRow = min(max(0, row), max(0, state.rowCount - 1))
    container.memo = state
    expand(container, first: false, refreshMatched: false)
  }
}

extension Reconciler {

  /// Matches a parent's new child specs to its children by identity (Q8): matched
  /// children update, new keys mount, missing keys unmount, reordered keys move.
  ///
  /// With `refreshMatched` false (a scroll), matched children keep their values:
  /// only new rows mount and gone rows unmount.
  func reconcileChildren(of parent: GraphNode, _ specs: [ChildSpec], refreshMatched: Bool = true) {
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
          if refreshMatched { update(oldChildren[index], with: specs[index], parentEnvironment: parent.environment) }
        }
        return
      }
    }
    let newKeys = specs.map { GraphNode.Key(type: typeID(of: $0), child: $0.key) }
    structureVersion += 1
    // Mounting into an empty parent, or emptying one, needs no difference.
    if oldChildren.isEmpty {
      parent.children = specs.count == 1
        ? .one(mountChild(specs[0], key: newKeys[0], parent: parent, index: 0))
        : ChildNodes(specs.indices.map { mountChild(specs[$0], key: newKeys[$0], parent: parent, index: $0) })
      return
    }
    if specs.isEmpty {
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
        if refreshMatched { update(existing, with: spec, parentEnvironment: parent.environment) }
      } else {
        result.append(mountChild(spec, key: newKeys[index], parent: parent, index: index))
      }
    }
    for old in difference.removed { unmount(oldChildren[old]) }
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
        update(child, with: spec, parentEnvironment: parent.environment)
        return
      }
    }
    reconcileChildren(of: parent, [spec])
  }

  /// A body's or row's output: the same as ``reconcileSingleChild(of:_:)``, with a
  /// fast path for the commonest update, a custom child of the same type in the same
  /// environment whose new value compares equal (Q2): nothing to do.
  func reconcileSingleOutput(of parent: GraphNode, _ view: any View) {
    if parent.children.count == 1 {
      let child = parent.children[0]
      if case .custom(let info) = child.kind, case .content = child.key.child,
         child.key.type == Reconciler.viewType(view),
         !child.isDirty, child.mode == .equatableUnlessPOD, !info.isModifierBody,
         !child.hasEnvironmentWrite, child.environmentInput.isIdentical(to: parent.environment),
         Reconciler.compareViews(child.value, view, mode: .equatableUnlessPOD, comparator: info.comparator) {
        child.indexInParent = 0
        return
      }
      // A built-in child of the same type in the same environment (a body's `Text`):
      // what `update` does for it, without a child spec. Its environment is its
      // input's, which is its parent's.
      if case .builtin = child.kind, case .content = child.key.child,
         child.key.type == Reconciler.viewType(view),
         !child.hasEnvironmentWrite, child.environmentInput.isIdentical(to: parent.environment) {
        assert(child.environment.isIdentical(to: child.environmentInput),
               "a built-in view with no environment write has its input's environment: \(child.path)")
        child.indexInParent = 0
        // A plain `Text` (the commonest body's output): its expansion is its string
        // and nothing else (no children, no environment read, no memo), so the leaf
        // is compared without an expansion made and dropped.
        if !child.hasLifecycle, let leaf = Text.plainLeaf(of: view) {
          child.value = view
          updateLeaf(child, leaf, first: false)
          return
        }
        child.value = view
        expand(child, first: false)
        return
      }
    }
    reconcileSingleChild(of: parent, ChildSpec(key: .content, source: .view(view)))
  }

  /// The type of a view, as its node's key names it: the type the existential holds,
  /// opened (`type(of:)` on an existential asks the runtime, a call per view).
  static func viewType(_ view: any View) -> ObjectIdentifier {
    func open<V: View>(_: V) -> ObjectIdentifier { ObjectIdentifier(V.self) }
    return open(view)
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
        // Its label comes with its first expansion (``expand(_:first:refreshMatched:)``).
        node = GraphNode(id: id, kind: .builtin, key: key, label: "", value: view,
                         mode: spec.mode, environment: environment)
      } else {
        let info = Reconciler.typeInfo(of: Swift.type(of: view))
        node = GraphNode(id: id, kind: .custom(info), key: key, label: info.name, value: view,
                         mode: spec.mode, environment: environment)
      }
    case .row(let label, let content):
      node = GraphNode(id: id, kind: .row, key: key, label: label ?? "[\(key.child.lastExplicitID?.description ?? "")]",
                       value: EmptyView(), mode: spec.mode, environment: environment)
      node.makeRow = content
    }
    node.environmentInput = parent.environment
    node.environmentWrite = spec.environment
    node.attach(to: parent, at: index)
    nodes[id] = node
    if !node.isBuiltin { recorder.mounted(node.path) }
    switch node.kind {
    case .builtin: expand(node, first: true)
    case .custom: evaluateCustom(node, selfChanged: true, environmentFields: [], first: true)
    case .row: evaluateRow(node)
    }
    return node
  }

  func update(_ node: GraphNode, with spec: ChildSpec, parentEnvironment: EnvironmentValues) {
    let environment = derive(node, parentEnvironment, spec.environment)
    let environmentChanged = !environment.isIdentical(to: node.environment)
    if environmentChanged {
      node.environment = environment
      node.forgetReachedObjects()
    }
    switch (node.kind, spec.source) {
    case (.builtin, .view(let view)):
      node.value = view
      expand(node, first: false)
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
      if equal, info.isModifierBody, let old = node.value as? any ModifierBodyView, let new = view as? any ModifierBodyView,
         old.contentBox !== new.contentBox {
        old.contentBox.content = new.contentBox.content
        contentChanged = old.contentBox
      }
      node.mode = spec.mode
      let fields = environmentChanged
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
        if let box = contentChanged { refreshPlaceholders(of: box) }
      }
    case (.row, .row(_, let content)):
      node.makeRow = content
      evaluateRow(node)
    default:
      break
    }
  }

  /// Compares a custom view's old and new values, both of its node's type: the
  /// existentials are opened, not cast, and the type's comparator is the node's.
  /// Nonisolated: its closures then run without the dynamic isolation check a
  /// main-actor closure handed to the standard library gets on every call.
  nonisolated private static func compareViews(
    _ old: any View, _ new: any View, mode: ComparisonMode, comparator: ValueComparison.Comparator
  ) -> Bool {
    guard comparator.size > 0 else { return Swift.type(of: old) == Swift.type(of: new) }
    func open<Old: View>(_ old: Old) -> Bool {
      func openNew<New: View>(_ new: New) -> Bool {
        guard Old.self == New.self else { return false }
        return withUnsafePointer(to: old) { a in
          withUnsafePointer(to: new) { b in
            comparator.areEqual(UnsafeRawPointer(a), UnsafeRawPointer(b), mode: mode)
          }
        }
      }
      return openNew(new)
    }
    return open(old)
  }

  /// ``compareViews(_:_:mode:comparator:)`` with its node's type information, and,
  /// when the values differ, the fields that do (the cause of its `@self`), kept as
  /// plain data: `nil` when they compare equal.
  nonisolated private static func compareViews(
    _ old: any View, _ new: any View, mode: ComparisonMode, info: ViewTypeInfo
  ) -> FieldChangeList? {
    let comparator = info.comparator
    guard comparator.size > 0 else { return Swift.type(of: old) == Swift.type(of: new) ? nil : FieldChangeList.none }
    func open<Old: View>(_ old: Old) -> FieldChangeList? {
      func openNew<New: View>(_ new: New) -> FieldChangeList? {
        guard Old.self == New.self else { return FieldChangeList.none }
        return withUnsafePointer(to: old) { a in
          withUnsafePointer(to: new) { b -> FieldChangeList? in
            let (a, b) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
            guard !comparator.areEqual(a, b, mode: mode) else { return nil }
            // The type's, made at its first change; read on the main actor, where
            // the reconciler runs.
            let fields = info.fieldChanges
            return fields.type == Old.self ? fields.between(a, b) : FieldChanges(of: Old.self).between(a, b)
          }
        }
      }
      return openNew(new)
    }
    return open(old)
  }

  /// The environment of a child: the parent's, with the child's write applied.
  /// An unchanged parent environment and an equal written value keep the old one.
  private func derive(
    _ node: GraphNode?, _ parentEnvironment: EnvironmentValues, _ write: EnvironmentWrite?
  ) -> EnvironmentValues {
    guard let write else {
      if let node {
        // Assign only what changed: most updates pass the same environment down.
        if node.environmentWrite != nil { node.environmentWrite = nil }
        if !node.environmentInput.isIdentical(to: parentEnvironment) { node.environmentInput = parentEnvironment }
      }
      return parentEnvironment
    }
    if let node, node.environmentInput.isIdentical(to: parentEnvironment),
       let previous = node.environmentWrite,
       ValueComparison.areEqualAny(previous.value, write.value) {
      return node.environment
    }
    var environment = parentEnvironment
    write.apply(&environment)
    node?.environmentInput = parentEnvironment
    node?.environmentWrite = write
    return environment
  }

  /// Re-expands the placeholders a modifier's body produced, with its new content.
  private func refreshPlaceholders(of box: ModifierContentBox) {
    for id in box.placeholders.sorted() {
      guard let placeholder = nodes[id], placeholder.isAlive else {
        box.placeholders.remove(id)
        continue
      }
      expand(placeholder, first: false)
    }
  }

  /// Pushes a changed environment below a node whose own value did not change (Q12).
  private func propagateEnvironment(below node: GraphNode) {
    for child in node.children {
      let environment = derive(child, node.environment, child.environmentWrite)
      guard !environment.isIdentical(to: child.environment) else { continue }
      child.environment = environment
      if case .custom = child.kind {
        let fields = child.environmentChecks.filter { $0.changed(environment) }.map(\.name)
        if !fields.isEmpty || child.isDirty {
          evaluateCustom(child, selfChanged: false, environmentFields: fields, first: false)
          continue
        }
      }
      if environmentReaders.contains(child.id) {
        expand(child, first: false)
        continue
      }
      // A lazy container's rows depend on the environment's viewport.
      if lazyContainers.contains(child.id) { expand(child, first: false, refreshMatched: false) }
      propagateEnvironment(below: child)
    }
  }

  func unmount(_ node: GraphNode) {
    recorder.unmounted(node.path)
    noteDeparture(node)
    if let leaf = node.leaf {
      recorder.leaf(LeafUpdate(kind: .removed, path: node.path, oldContent: leaf, newContent: nil))
    }
    for child in node.children { unmount(child) }
    node.isAlive = false
    // Its parent may go before it: a dead node keeps no reference to it.
    node.parent = nil
    node.isDirty = false
    node.slots.removeAll()
    node.subscriptions.removeAll()
    nodes.removeValue(forKey: node.id)
    controlNodes.remove(node.id)
    inputNodes.remove(node.id)
    lazyContainers.remove(node.id)
    environmentReaders.remove(node.id)
    stateSignatures.removeValue(forKey: node.id)
    editableNodes.removeValue(forKey: node.id)
  }
}
