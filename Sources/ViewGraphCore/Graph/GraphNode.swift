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

  // A class lays its fields out in declaration order: what the skip path reads of a
  // row and of its child comes first, in the node's first two cache lines. The small
  // fields fill the bytes `content` and `key` leave before the next word: the node
  // takes 200 bytes, the allocator's 208-byte chunks (each field elsewhere would pad
  // to a word and take the node into the next size).
  let kind: Kind
  @exclusivity(unchecked) var children = ChildNodes.none
  @exclusivity(unchecked) private var extras: Extras?
  /// A row's content or a leaf's: a node is never both (``makeRow``, ``leaf``).
  @exclusivity(unchecked) private var content = KindContent.none
  @exclusivity(unchecked) var mode: ComparisonMode
  @exclusivity(unchecked) package var isDirty = false
  /// Whether the node sits in the host's queue of dirty nodes.
  @exclusivity(unchecked) package var isQueued = false
  @exclusivity(unchecked) private var storedIndex: Int32 = 0
  @exclusivity(unchecked) private var box: WeakNode?
  let key: Key
  @exclusivity(unchecked) var dependenciesChanged = false
  /// One byte, read by kind (a node is one kind for life): ``expansionFeatures`` for
  /// a built-in view, ``rowOutputKnown`` for a row.
  @exclusivity(unchecked) private var kindBits: UInt8 = 0
  @exclusivity(unchecked) package var isAlive = true
  @exclusivity(unchecked) private var storedGeneration: UInt32 = 0
  /// The features the feature index (FeatureIndex.swift) holds a built-in node under
  /// from its last expansion (its type's are its type's); written by the index only.
  var expansionFeatures: NodeFeatures {
    get { NodeFeatures(rawValue: UInt16(kindBits & GraphNode.kindMask)) }
    set {
      assert(newValue.isSubset(of: .fromExpansion), "only an expansion's features are kept in the node")
      kindBits = (kindBits & GraphNode.labelledBit) | UInt8(truncatingIfNeeded: newValue.rawValue)
    }
  }
  /// Whether a row's view holds the content its `ForEach`'s memo remembers for it:
  /// set by the typed row update, cleared whenever anything else runs the row.
  var rowOutputKnown: Bool {
    get { kindBits & 1 != 0 }
    set { kindBits = (kindBits & GraphNode.labelledBit) | (newValue ? 1 : 0) }
  }
  /// The bit of ``kindBits`` that says the node has a label of its own (any kind);
  /// the others are the kind's (``expansionFeatures`` take the low four).
  private static let labelledBit: UInt8 = 0x80
  private static let kindMask: UInt8 = 0x7F

  package let id: Int
  /// The path component: type name or row label; empty for structural views.
  ///
  /// Kept as the last component of the node's ``place`` (a structural node shares
  /// its parent's place, and says so with a bit): no field of its own.
  var label: String { kindBits & GraphNode.labelledBit != 0 ? place.label : "" }
  /// The parent, while both exist.
  ///
  /// Not `weak`, which would give every node a side
  /// table: a node clears its children's reference as it goes, and an unmounted node
  /// forgets its parent.
  @exclusivity(unchecked) unowned(unsafe) var parent: GraphNode?
  /// The node's position among its parent's children.
  var indexInParent: Int {
    get { Int(storedIndex) }
    set { storedIndex = Int32(truncatingIfNeeded: newValue) }
  }

  /// The current view value (custom and built-in nodes).
  @exclusivity(unchecked) var value: any View

  @exclusivity(unchecked) var environment: EnvironmentValues

  /// State few nodes need, kept apart so that most nodes stay small.
  final class Extras {
    /// The node's environment write, and the parent environment it was applied to:
    /// both set, or both `nil`.
    @exclusivity(unchecked) var environmentWrite: EnvironmentWrite?
    @exclusivity(unchecked) var environmentInput: EnvironmentValues?
    @exclusivity(unchecked) var memo: Any? {
      didSet { hasMemo = memo != nil }
    }
    @exclusivity(unchecked) var hasMemo = false
    @exclusivity(unchecked) var lifecycle: LifecycleModifier? {
      didSet { hasLifecycle = lifecycle != nil }
    }
    @exclusivity(unchecked) var hasLifecycle = false
    @exclusivity(unchecked) var taskID: TaskID?
    /// The node's tree position and the structure version it was computed at.
    @exclusivity(unchecked) var cachedPosition: [Int]?
    @exclusivity(unchecked) var positionVersion = -1
  }

  private func ensureExtras() -> Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// Whether the node writes to its environment.
  var hasEnvironmentWrite: Bool {
    guard let extras else { return false }
    return extras.environmentWrite != nil
  }

  /// The change the node makes to the environment its parent gives it.
  var environmentWrite: EnvironmentWrite? { extras?.environmentWrite }

  /// The parent environment this node's environment was derived from.
  ///
  /// A node that writes nothing has its parent's environment as it was handed down
  /// (``Reconciler``'s `derive` passes it on unchanged): its own environment is its
  /// input, and only a node with a write keeps a second one, beside the write.
  var environmentInput: EnvironmentValues {
    if let extras, let input = extras.environmentInput { return input }
    return environment
  }

  /// Whether the node writes nothing to its environment and holds `environment` as
  /// it was handed down: what deriving its environment from it would give again.
  func inherits(_ environment: EnvironmentValues) -> Bool {
    if let extras, extras.environmentWrite != nil { return false }
    return self.environment.isIdentical(to: environment)
  }

  /// Sets the node's environment write and the parent environment it was applied
  /// to; the caller sets the node's ``environment`` to what the write made.
  func setEnvironmentWrite(_ write: EnvironmentWrite, input: EnvironmentValues) {
    let extras = ensureExtras()
    extras.environmentWrite = write
    extras.environmentInput = input
  }

  /// Forgets the node's environment write: its environment is its parent's again,
  /// which the caller sets.
  func clearEnvironmentWrite() {
    guard let extras else { return }
    extras.environmentWrite = nil
    extras.environmentInput = nil
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

  /// Whether the node keeps a memo, read without copying it.
  var hasMemo: Bool { extras?.hasMemo ?? false }
  /// Whether the node carries a lifecycle modifier, read without copying it.
  var hasLifecycle: Bool { extras?.hasLifecycle ?? false }

  var lifecycle: LifecycleModifier? {
    get { extras?.lifecycle }
    set {
      if newValue == nil, extras == nil { return }
      ensureExtras().lifecycle = newValue
    }
  }

  var taskID: TaskID? {
    get { extras?.taskID }
    set {
      if newValue == nil, extras == nil { return }
      ensureExtras().taskID = newValue
    }
  }

  /// What only a custom view's node keeps: its dynamic properties' storage and what
  /// invalidated it since its last evaluation.
  ///
  /// Made on first write: built-in views, rows and views without dynamic properties never pay
  /// for it.
  final class CustomState {
    @exclusivity(unchecked) var slots: [AnyObject?] = []
    /// `objectWillChange` subscriptions, by dynamic-property index.
    @exclusivity(unchecked) var subscriptions: [Int: SubscriptionSlot] = [:]
    @exclusivity(unchecked) var locationFields: [ObjectIdentifier: String] = [:]
    @exclusivity(unchecked) var environmentChecks: [EnvironmentCheck] = []
    @exclusivity(unchecked) var changedFields: Set<String> = []
    /// What fired a dynamic property, by field name (`LibraryModel.searchText`).
    @exclusivity(unchecked) var fieldCauses: [String: [String]] = [:]
    /// The actions whose writes invalidated the node (`the onChange(of: Int) action of Form`).
    @exclusivity(unchecked) var origins: [String] = []
  }

  @exclusivity(unchecked) private var custom: CustomState?

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

  /// Lets a departing node's dynamic-property storage and subscriptions go; a node
  /// that kept none makes nothing to empty.
  func releaseStorage() {
    guard let custom else { return }
    custom.slots.removeAll()
    custom.subscriptions.removeAll()
  }

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
    get { custom?.changedFields ?? Set() }
    _modify { yield &customState.changedFields }
  }
  var fieldCauses: [String: [String]] {
    get { custom?.fieldCauses ?? Dictionary() }
    _modify { yield &customState.fieldCauses }
  }

  // Invalidation.
  /// The node's place in a pre-order walk of the tree, as the reconciler last
  /// numbered it (``Reconciler/treeOrder(_:)``), current while the tree's structure
  /// has not changed since; -1 when unknown.
  ///
  /// Kept in the node's weak box, which the nodes that are evaluated have (a field here would
  /// take the node into the allocator's next size); a node without one has none.
  var ordinal: Int32 {
    get { box?.ordinal ?? -1 }
    set { box?.ordinal = newValue }
  }

  /// Forgets the objects the node was found to reach (its value, state or
  /// environment changed): the next mutation that needs them walks again.
  func forgetReachedObjects() { box?.forgetReached() }

  /// The node's weak reference for observers on other threads, made once.
  var weakBox: WeakNode {
    if let box = box { return box }
    let made = WeakNode(self)
    box = made
    return made
  }

  deinit {
    box?.clear()
    for child in children where child.parent === self { child.parent = nil }
  }
  /// The `@Observable` properties whose changes invalidated the node, named on demand.
  @exclusivity(unchecked) var pendingNames = PendingNames()
  /// Bumped at each evaluation: a tracking installed by an earlier one is stale.
  var trackingGeneration: Int {
    get { Int(storedGeneration) }
    set { storedGeneration = UInt32(truncatingIfNeeded: newValue) }
  }

  /// What a row or a leaf keeps, in one field: a row never shows a leaf itself, and a
  /// leaf is never a row.
  enum KindContent {
    case none
    case row(RowContent)
    case leaf(LeafContent)
  }

  /// The row content (row nodes).
  var makeRow: RowContent? {
    get {
      if case .row(let row) = content { return row }
      return nil
    }
    set {
      if let newValue {
        assert(
          {
            if case .leaf = content { return false }
            return true
          }(), "a row node shows no leaf")
        content = .row(newValue)
      } else if case .row = content {
        content = .none
      }
    }
  }

  /// Takes the node's leaf out, leaving none.
  func takeLeaf() -> LeafContent? {
    guard case .leaf = content else { return nil }
    var taken = KindContent.none
    swap(&content, &taken)
    switch consume taken {
    case .leaf(let leaf): return leaf
    default: return nil
    }
  }

  /// What the node shows on screen (built-in leaves).
  var leaf: LeafContent? {
    get {
      if case .leaf(let leaf) = content { return leaf }
      return nil
    }
    set {
      if let newValue {
        assert(
          {
            if case .row = content { return false }
            return true
          }(), "a leaf node is no row")
        content = .leaf(newValue)
      } else if case .leaf = content {
        content = .none
      }
    }
  }

  /// Makes a node labelled `label` (empty for a structural view) under the place of
  /// the parent it is attached to.
  init(
    id: Int, kind: Kind, key: Key, label: String, under parentPlace: ViewPath, value: any View,
    mode: ComparisonMode, environment: EnvironmentValues
  ) {
    self.id = id
    self.kind = kind
    self.key = key
    self.place = parentPlace.appending(label)
    if !label.isEmpty { kindBits = GraphNode.labelledBit }
    self.value = value
    self.mode = mode
    self.environment = environment
  }

  /// Where the view is: its path from the root (`Dashboard/VStack/[3]/Cell`).
  ///
  /// Fixed with the identity, so made once when the node is attached; a structural
  /// node shares its parent's, and the records of the node share it too.
  @exclusivity(unchecked) private(set) var place: ViewPath

  /// The path from the root as text, made when read (``place``).
  var path: String { place.description }

  /// Attaches the node under its parent, the one whose place it was made under.
  func attach(to parent: GraphNode, at index: Int) {
    assert(
      place === parent.place || place.parent === parent.place || parent.place.isEmpty,
      "attached under the parent it was made under")
    self.parent = parent
    indexInParent = index
  }

  /// Names a built-in node after its first expansion, before it has children.
  func relabel(_ newLabel: String) {
    guard newLabel != label, let parent else { return }
    place = parent.place.appending(newLabel)
    kindBits = newLabel.isEmpty ? kindBits & GraphNode.kindMask : kindBits | GraphNode.labelledBit
  }

  var isBuiltin: Bool {
    if case .builtin = kind { return true }
    return false
  }

  /// The path of the view a modifier node modifies: its first labelled descendant.
  var subjectPath: String {
    var node = self
    while node.label.isEmpty, let first = node.children.first { node = first }
    return node.label.isEmpty ? path : node.path
  }

  /// The node's tree position, cached until the tree's structure changes.
  func position(version: Int) -> [Int] {
    let extras = ensureExtras()
    if extras.positionVersion == version, let cached = extras.cachedPosition { return cached }
    let made = treePosition
    extras.cachedPosition = made
    extras.positionVersion = version
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
