// The order a pass evaluates its nodes in: pre-order, parents before children,
// siblings in order (Q11). Many nodes (a broadcast) are placed by pre-order numbers
// the tree keeps until its structure changes; a few are sorted by their positions,
// which each node caches until then.

/// The tree's structure version and its pre-order numbering.
@MainActor
struct TreeOrder {
  /// Bumped whenever children are added, removed or reordered: cached positions and
  /// numbers expire.
  private(set) var structureVersion = 0
  /// The structure version the nodes were numbered at, and how many were numbered;
  /// -1 before the first numbering.
  private var numberedVersion = -1
  private var numberedCount = 0

  /// Children were added, removed or reordered somewhere.
  mutating func structureChanged() { structureVersion += 1 }

  /// Nodes in pre-order.
  ///
  /// `graphCount` is how many nodes the graph holds: a walk from
  /// `root` that does not reach them all leaves the numbers unused.
  mutating func sorted(_ nodes: [GraphNode], root: GraphNode, graphCount: Int) -> [GraphNode] {
    if let places = places(nodes, root: root, graphCount: graphCount) {
      var placed: [GraphNode] = []
      placed.reserveCapacity(nodes.count)
      for case let place? in places { placed.append(place.takeUnretainedValue()) }
      return placed
    }
    return sortedByPosition(nodes)
  }

  /// Many nodes (a quarter of the graph or more: a broadcast) in pre-order.
  ///
  /// The tree's places, by pre-order number, holding them unretained (the caller
  /// holds `nodes` while it uses them) and `nil` for the others: no node is retained
  /// and released, no array of the nodes made. `nil` when they are few, or cannot be
  /// placed.
  mutating func places(_ nodes: [GraphNode], root: GraphNode, graphCount: Int) -> [Unmanaged<GraphNode>?]? {
    guard nodes.count > 1, nodes.count * 4 >= graphCount else { return nil }
    if numberedVersion != structureVersion { number(from: root, graphCount: graphCount) }
    return placed(nodes)
  }

  /// Nodes sorted by their positions (each node caches its own until the structure
  /// changes): ``sorted(_:root:graphCount:)`` when they could not be placed.
  func sortedByPosition(_ nodes: [GraphNode]) -> [GraphNode] {
    guard nodes.count > 1 else { return nodes }
    let version = structureVersion
    var keys: [[Int]] = []
    keys.reserveCapacity(nodes.count)
    for node in nodes { keys.append(node.position(version: version)) }
    let order = TreeOrder.sortedIndexes(keys)
    var sorted: [GraphNode] = []
    sorted.reserveCapacity(nodes.count)
    for index in order { sorted.append(nodes[index]) }
    return sorted
  }

  /// Numbers every node of the tree in pre-order (``GraphNode/ordinal``).
  private mutating func number(from root: GraphNode, graphCount: Int) {
    var next: Int32 = 0
    TreeOrder.number(root, next: &next)
    numberedVersion = structureVersion
    numberedCount = Int(next) == graphCount ? Int(next) : 0
  }

  /// One node of the numbering walk and its subtree.
  ///
  /// A static function with `inout` state: a nested one would box what it captures.
  private static func number(_ node: GraphNode, next: inout Int32) {
    node.ordinal = next
    next += 1
    switch node.children {
    case .none: return
    case .one(let child): number(child, next: &next)
    case .many(let children): for child in children { number(child, next: &next) }
    }
  }

  /// The tree's places, each holding the node of `nodes` numbered there; `nil` if
  /// two claim one place or one has none (a node no longer in the tree, or one given
  /// its weak box since the tree was numbered).
  private func placed(_ nodes: [GraphNode]) -> [Unmanaged<GraphNode>?]? {
    guard numberedCount > 0 else { return nil }
    // Unretained places: the nodes are held by `nodes` while this runs.
    var places = [Unmanaged<GraphNode>?](repeating: nil, count: numberedCount)
    for node in nodes {
      let ordinal = Int(node.ordinal)
      guard node.isAlive, ordinal >= 0, ordinal < places.count, places[ordinal] == nil else { return nil }
      places[ordinal] = Unmanaged.passUnretained(node)
    }
    return places
  }

  /// The indexes of positions in lexicographic order.
  ///
  /// Nonisolated, so the comparator is a plain closure: a main-actor closure handed to `sort`
  /// is checked for its isolation on every call.
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

  /// Deepest first, then siblings in order: `a` goes before `b` if `a` is inside `b`,
  /// or if `a` comes first in tree order and neither contains the other.
  nonisolated static func postOrder(_ a: [Int], _ b: [Int]) -> Bool {
    if a.count > b.count, Array(a.prefix(b.count)) == b { return true }
    if b.count > a.count, Array(b.prefix(a.count)) == a { return false }
    return a.lexicographicallyPrecedes(b)
  }
}
