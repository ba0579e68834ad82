// The screen-level difference between two rendered trees: which leaves changed,
// appeared, disappeared, and which children moved. Generic over a small tree
// protocol, so the graph's incremental record can be checked against it.

/// A rendered tree node: an identity among its siblings, what it shows, its children.
public protocol RenderedNode {
  /// The type of identity keys.
  associatedtype Key: Hashable & Sendable
  /// The node's identity among its siblings.
  var key: Key { get }
  /// What the node shows on screen, if it is a leaf that shows something.
  var content: String? { get }
  /// The node's children, in order.
  var children: [Self] { get }
}

/// The changes between two rendered trees, in tree order.
///
///     TreeDifference(from: before, to: after).changes
///     // [.changed(path: ["title"], old: "Accueil", new: "Bienvenue")]
public struct TreeDifference<Node: RenderedNode>: Sendable {
  /// One change on screen.
  public enum Change: Sendable, Equatable {
    /// A node's content appeared (a node that shows something was created).
    case inserted(path: [Node.Key], content: String)
    /// A node's content disappeared.
    case removed(path: [Node.Key], content: String)
    /// A kept node's content changed.
    case changed(path: [Node.Key], old: String?, new: String?)
    /// A kept node moved among its siblings.
    case moved(path: [Node.Key], from: Int, to: Int)
  }

  /// The changes.
  public var changes: [Change]

  /// Computes the difference between two trees whose roots correspond.
  /// - Complexity: O(*n*) in the nodes of both trees, plus the keyed differences.
  public init(from old: Node, to new: Node) {
    var changes: [Change] = []
    TreeDifference.compare(old, new, path: [], into: &changes)
    self.changes = changes
  }

  /// The changes that appear when a tree is first shown.
  public init(mounting tree: Node) {
    var changes: [Change] = []
    TreeDifference.collect(tree, path: [], into: &changes, inserted: true)
    self.changes = changes
  }

  /// Whether nothing changed on screen.
  public var isEmpty: Bool { changes.isEmpty }

  private static func compare(_ old: Node, _ new: Node, path: [Node.Key], into changes: inout [Change]) {
    if old.content != new.content {
      changes.append(.changed(path: path, old: old.content, new: new.content))
    }
    let difference = KeyedDifference(from: old.children.map(\.key), to: new.children.map(\.key))
    var oldIndexForNew = [Int?](repeating: nil, count: new.children.count)
    for pair in difference.matched { oldIndexForNew[pair.new] = pair.old }
    for (index, child) in new.children.enumerated() {
      if let o = oldIndexForNew[index] {
        compare(old.children[o], child, path: path + [child.key], into: &changes)
      } else {
        collect(child, path: path + [child.key], into: &changes, inserted: true)
      }
    }
    for o in difference.removed {
      collect(old.children[o], path: path + [old.children[o].key], into: &changes, inserted: false)
    }
    for pair in difference.moved {
      changes.append(.moved(path: path + [new.children[pair.new].key], from: pair.old, to: pair.new))
    }
  }

  private static func collect(_ node: Node, path: [Node.Key], into changes: inout [Change], inserted: Bool) {
    if let content = node.content {
      changes.append(inserted ? .inserted(path: path, content: content) : .removed(path: path, content: content))
    }
    for child in node.children {
      collect(child, path: path + [child.key], into: &changes, inserted: inserted)
    }
  }
}
