import Diffing

// A node of the simulated view graph: one view at one identity. Custom views
// (with a body) and `ForEach` rows re-run in their own Observation scope; built-in
// views are expanded. State lives in `slots` and dies with the node (Q8).

/// One view at one identity in the graph.
package final class GraphNode: Schedulable {
  /// What the node evaluates.
  enum Kind {
    /// A user view with a `body`.
    case custom(ViewTypeInfo)
    /// A built-in view, expanded by the engine.
    case builtin
    /// A `ForEach` row: its content closure, run in its own tracking scope.
    case row
  }

  /// An environment dependency of a custom view (`@Environment`, `@EnvironmentObject`).
  struct EnvironmentCheck {
    let name: String
    let changed: (EnvironmentValues) -> Bool
  }

  /// Identity within the parent: the view's type and its key.
  struct Key: Hashable {
    let type: ObjectIdentifier
    let child: ChildKey
  }

  package let id: Int
  let kind: Kind
  let key: Key
  /// The path component: type name or row label; empty for structural views.
  var label: String
  weak var parent: GraphNode?
  var children: [GraphNode] = []
  var indexInParent = 0

  /// The current view value (custom and built-in nodes).
  var value: any View
  /// The row content (row nodes).
  var makeRow: (@MainActor () -> any View)?
  var mode: ComparisonMode

  var environment: EnvironmentValues
  /// The parent environment this node's environment was derived from.
  var environmentInput: EnvironmentValues

  /// State few nodes need, kept apart so that most nodes stay small.
  final class Extras {
    var environmentWrite: EnvironmentWrite?
    var memo: Any?
    var lifecycle: LifecycleModifier?
    var taskID: AnyHashableSendable?
  }

  private var extras: Extras?

  private func ensureExtras() -> Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  var environmentWrite: EnvironmentWrite? {
    get { extras?.environmentWrite }
    set {
      if newValue == nil, extras == nil { return }
      ensureExtras().environmentWrite = newValue
    }
  }

  /// State a built-in view keeps across updates (a constant `ForEach`'s data, a lazy
  /// container's viewport).
  var memo: Any? {
    get { extras?.memo }
    set {
      if case .none = newValue, extras == nil { return }
      ensureExtras().memo = newValue
    }
  }

  var lifecycle: LifecycleModifier? {
    get { extras?.lifecycle }
    set {
      if newValue == nil, extras == nil { return }
      ensureExtras().lifecycle = newValue
    }
  }

  var taskID: AnyHashableSendable? {
    get { extras?.taskID }
    set {
      if newValue == nil, extras == nil { return }
      ensureExtras().taskID = newValue
    }
  }

  /// What only a custom view's node keeps: its dynamic properties' storage and what
  /// invalidated it since its last evaluation. Made on first write: built-in views,
  /// rows and views without dynamic properties never pay for it.
  final class CustomState {
    var slots: [AnyObject?] = []
    /// `objectWillChange` subscriptions, by dynamic-property index.
    var subscriptions: [Int: SubscriptionSlot] = [:]
    var locationFields: [ObjectIdentifier: String] = [:]
    var environmentChecks: [EnvironmentCheck] = []
    var changedFields: Set<String> = []
    /// What fired a dynamic property, by field name (`LibraryModel.searchText`).
    var fieldCauses: [String: [String]] = [:]
    /// The actions whose writes invalidated the node (`the onChange(of: Int) action of Form`).
    var origins: [String] = []
  }

  private var custom: CustomState?

  private var customState: CustomState {
    if let custom { return custom }
    let made = CustomState()
    custom = made
    return made
  }

  /// Forgets which fields changed and why, after an evaluation has taken them.
  func clearFieldChanges() {
    guard let custom else { return }
    if !custom.changedFields.isEmpty { custom.changedFields = [] }
    if !custom.fieldCauses.isEmpty { custom.fieldCauses = [:] }
    if !custom.origins.isEmpty { custom.origins = [] }
  }

  /// Notes an action whose writes invalidated the node (custom views only: only their
  /// evaluations name causes).
  func addOrigin(_ origin: String) {
    guard case .custom = kind else { return }
    if !customState.origins.contains(origin) { customState.origins.append(origin) }
  }

  /// The actions whose writes invalidated the node since its last evaluation.
  var origins: [String] { custom?.origins ?? [] }

  var slots: [AnyObject?] {
    get { custom?.slots ?? [] }
    _modify { yield &customState.slots }
  }
  var subscriptions: [Int: SubscriptionSlot] {
    get { custom?.subscriptions ?? [:] }
    _modify { yield &customState.subscriptions }
  }
  var locationFields: [ObjectIdentifier: String] {
    get { custom?.locationFields ?? [:] }
    _modify { yield &customState.locationFields }
  }
  var environmentChecks: [EnvironmentCheck] {
    get { custom?.environmentChecks ?? [] }
    _modify { yield &customState.environmentChecks }
  }
  var changedFields: Set<String> {
    get { custom?.changedFields ?? [] }
    _modify { yield &customState.changedFields }
  }
  var fieldCauses: [String: [String]] {
    get { custom?.fieldCauses ?? [:] }
    _modify { yield &customState.fieldCauses }
  }

  // Invalidation.
  package var isDirty = false
  /// Whether the node sits in the host's queue of dirty nodes.
  package var isQueued = false
  /// The node's weak reference for observers on other threads, made once.
  lazy var weakBox = WeakNode(self)
  var dependenciesChanged = false
  /// The `@Observable` properties whose changes invalidated the node, named on demand.
  var pendingNames = PendingNames()
  var trackingGeneration = 0

  /// The evaluation frame, reused by each evaluation of this node.
  var frame: EvaluationFrame?
  var cachedPosition: [Int]?
  var positionVersion = -1
  /// Whether the node's view is a control showing a binding (re-read after flushes).
  var isBoundControl = false


  // Built-in state.
  var leaf: LeafContent?
  package var isAlive = true

  init(
    id: Int, kind: Kind, key: Key, label: String, value: any View,
    mode: ComparisonMode, environment: EnvironmentValues
  ) {
    self.id = id
    self.kind = kind
    self.key = key
    self.label = label
    self.value = value
    self.mode = mode
    self.environment = environment
    self.environmentInput = environment
  }

  /// The path from the root, of the components that show (`Dashboard/VStack/[3]/Cell`);
  /// fixed with the identity, so computed once when the node is attached.
  private(set) var path = ""

  /// Attaches the node under its parent and computes its path.
  func attach(to parent: GraphNode, at index: Int) {
    self.parent = parent
    indexInParent = index
    if label.isEmpty {
      path = parent.path
    } else {
      path = parent.path.isEmpty ? label : parent.path + "/" + label
    }
  }

  /// The path of the view a modifier node modifies: its first labelled descendant.
  var subjectPath: String {
    var node = self
    while node.label.isEmpty, let first = node.children.first { node = first }
    return node.label.isEmpty ? path : node.path
  }

  /// The node's tree position, cached until the tree's structure changes.
  func position(version: Int) -> [Int] {
    if positionVersion == version, let cached = cachedPosition { return cached }
    let made = treePosition
    cachedPosition = made
    positionVersion = version
    return made
  }

  /// Child positions from the root, for ordering nodes as a pre-order walk does.
  var treePosition: [Int] {
    var positions: [Int] = []
    var node: GraphNode? = self
    while let n = node, n.parent != nil {
      positions.append(n.indexInParent)
      node = n.parent
    }
    return positions.reversed()
  }
}

/// What the engine knows about a custom view type, computed once per type.
package final class ViewTypeInfo: @unchecked Sendable {
  /// A dynamic property field of the type.
  struct Field {
    let name: String
    let offset: Int
    let type: any InstallableProperty.Type
  }

  /// The name `_printChanges` prints.
  let name: String
  let fields: [Field]

  init(name: String, fields: [Field]) {
    self.name = name
    self.fields = fields
  }
  /// Whether the view has dynamic properties (`@identity` is printed then, Q1).
  var hasDynamicProperties: Bool { !fields.isEmpty }

  /// The reasons of a first appearance: `@self`, then `@identity` and every property.
  var firstAppearanceReasons: [String] {
    fields.isEmpty ? Reasons.selfOnly : ["@self", "@identity"] + fields.map(\.name)
  }
}

/// Reason lists shared by most evaluations.
enum Reasons {
  static let dependencies = ["@dependencies"]
  static let selfOnly = ["@self"]
  static let dependenciesAndSelf = ["@dependencies", "@self"]
}
