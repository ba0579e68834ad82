// The feature index: the realized nodes the engine follows besides the tree, by
// feature (Documentation/Architecture.md, "The feature index"). A node's features
// come from its view's type (a control, a presentation, a gesture) and from its
// last expansion (a lazy container, a view whose children follow a binding). The
// reconciler updates the index in one place as a node expands and in one as it
// unmounts; inputs and the flush's steps ask it for the nodes of a feature.
//
// A new kind of input needs no entry here: its view conforms to `TitledInput` and
// is indexed as an input. A new kind of followed view is one entry: a feature, and
// the protocol or expansion field that gives it.

/// What the engine follows a built-in view's node for.
///
/// A value names one feature or a set of them; the index's queries take one.
struct NodeFeatures: OptionSet, Sendable {
  let rawValue: UInt16

  // What an expansion gives: the low bits, kept in the node's kind byte.

  /// A lazy container realizing a viewport, for scrolling.
  static let lazyContainer = NodeFeatures(rawValue: 1 << 0)
  /// A view that reads the environment itself (a geometry reader, a relative date):
  /// expanded again when its environment changes.
  static let readsEnvironment = NodeFeatures(rawValue: 1 << 1)
  /// A view whose children follow a binding (a collapsible section, a tab view's
  /// selection): expanded again when the binding's state changed.
  static let followsState = NodeFeatures(rawValue: 1 << 2)
  /// A view showing `ForEach` rows with delete or move actions.
  static let editable = NodeFeatures(rawValue: 1 << 3)

  // What a view's type gives, found once per type.

  /// A control showing a binding: its shown value is re-read after every flush,
  /// whether or not a body re-ran.
  static let boundControl = NodeFeatures(rawValue: 1 << 4)
  /// A view an input reaches by its title (a ``TitledInput``): a button, a tap or
  /// long-press gesture, a control showing a binding.
  static let input = NodeFeatures(rawValue: 1 << 5)
  /// Presented content (a sheet, an alert, a dialog), for dismissing it.
  static let presentation = NodeFeatures(rawValue: 1 << 6)
  /// A navigation stack, for going back.
  static let navigationStack = NodeFeatures(rawValue: 1 << 7)
  /// A `focused` modifier, for moving focus.
  static let focusTarget = NodeFeatures(rawValue: 1 << 8)
  /// A `refreshable` view, for pulling to refresh.
  static let refreshable = NodeFeatures(rawValue: 1 << 9)

  /// How many features there are: the index keeps a set for each.
  static let count = 10
  /// The features an expansion gives.
  static let fromExpansion: NodeFeatures = [.lazyContainer, .readsEnvironment, .followsState, .editable]

  /// The features every view of a type has, found once per type (``BuiltinExpander``).
  @MainActor
  static func of<B: BuiltinView>(_: B.Type) -> NodeFeatures {
    var features: NodeFeatures = []
    if B.self is any BoundControl.Type { features.insert(.boundControl) }
    if B.self is any TitledInput.Type { features.insert(.input) }
    if B.self is PresentedContent.Type { features.insert(.presentation) }
    if B.self is any NavigationStackView.Type { features.insert(.navigationStack) }
    if B.self is any FocusCarrying.Type { features.insert(.focusTarget) }
    if B.self is any RefreshCarrying.Type { features.insert(.refreshable) }
    return features
  }

  /// The features an expansion gives its node.
  static func of(_ expansion: borrowing Expansion) -> NodeFeatures {
    // What gives these features is in the expansion's rarely set part.
    guard expansion.rare != nil else { return [] }
    var features: NodeFeatures = []
    if expansion.isLazyContainer { features.insert(.lazyContainer) }
    if expansion.readsEnvironment { features.insert(.readsEnvironment) }
    if expansion.stateSignature != nil { features.insert(.followsState) }
    if !expansion.editActions.isEmpty { features.insert(.editable) }
    return features
  }

  /// The position of a single feature's bit.
  fileprivate var bit: Int {
    assert(rawValue.nonzeroBitCount == 1, "one feature, not a set: \(rawValue)")
    return rawValue.trailingZeroBitCount
  }

  /// The single features of the set.
  fileprivate var each: [NodeFeatures] {
    (0..<NodeFeatures.count).map { NodeFeatures(rawValue: 1 << $0) }.filter(contains)
  }
}

/// The realized nodes by feature, with what two features carry: the state a
/// view's children follow, and the edit actions of a view's rows.
@MainActor
struct FeatureIndex {
  private var members = [Set<Int>](repeating: [], count: NodeFeatures.count)
  /// The last state of the binding each ``NodeFeatures/followsState`` node follows.
  private var signatures: [Int: String] = [:]
  /// The edit actions of each ``NodeFeatures/editable`` node's `ForEach` views.
  private var editActions: [Int: [RowEditActions]] = [:]

  /// Indexes a built-in node as it expands: under its type's features at its first
  /// expansion, and under what this expansion gives (the node keeps those).
  mutating func note(_ node: GraphNode, type: NodeFeatures, _ expansion: borrowing Expansion, first: Bool) {
    assert(node.isBuiltin && node.isAlive, "only a live built-in node is indexed: \(node.path)")
    if first, !type.isEmpty {
      for feature in type.each { members[feature.bit].insert(node.id) }
    }
    let new = NodeFeatures.of(expansion)
    let old = node.expansionFeatures
    if new.isEmpty && old.isEmpty { return }
    if new != old {
      for feature in new.subtracting(old).each { members[feature.bit].insert(node.id) }
      for feature in old.subtracting(new).each { members[feature.bit].remove(node.id) }
      node.expansionFeatures = new
    }
    if new.contains(.followsState) {
      signatures[node.id] = expansion.stateSignature
    } else if old.contains(.followsState) {
      signatures.removeValue(forKey: node.id)
    }
    if new.contains(.editable) {
      editActions[node.id] = expansion.editActions
    } else if old.contains(.editable) {
      editActions.removeValue(forKey: node.id)
    }
  }

  /// Removes an unmounted built-in node, indexed under its type's features and its
  /// last expansion's.
  mutating func remove(_ node: GraphNode, type: NodeFeatures) {
    let features = type.union(node.expansionFeatures)
    guard !features.isEmpty else { return }
    for feature in features.each { members[feature.bit].remove(node.id) }
    if features.contains(.followsState) { signatures.removeValue(forKey: node.id) }
    if features.contains(.editable) { editActions.removeValue(forKey: node.id) }
    node.expansionFeatures = []
  }

  /// The ids of the nodes with a feature, in no order.
  func ids(_ feature: NodeFeatures) -> Set<Int> { members[feature.bit] }

  /// Whether a node has a feature.
  func contains(_ id: Int, _ feature: NodeFeatures) -> Bool { members[feature.bit].contains(id) }

  /// The state a node's children followed when it last expanded.
  func signature(of id: Int) -> String? { signatures[id] }

  /// The edit actions of a node's `ForEach` views.
  func editActions(of id: Int) -> [RowEditActions] { editActions[id] ?? [] }

  /// What disagrees between the index and the graph: an indexed id that is not a
  /// live node of the graph, or a node of the graph missing from a feature it has.
  ///
  /// For the graph's invariant checks.
  func inconsistencies(graph: NodeTable, type: (GraphNode) -> NodeFeatures) -> [String] {
    var found: [String] = []
    for bit in 0..<NodeFeatures.count {
      for id in members[bit] where graph[id]?.isAlive != true {
        found.append("node \(id) is indexed under feature \(bit) but is not in the graph")
      }
    }
    for node in graph where node.isBuiltin {
      let expected = type(node).union(node.expansionFeatures)
      for feature in expected.each where !members[feature.bit].contains(node.id) {
        found.append("node \(node.id) (\(node.path)) has feature \(feature.bit) but is not indexed under it")
      }
    }
    return found
  }
}
