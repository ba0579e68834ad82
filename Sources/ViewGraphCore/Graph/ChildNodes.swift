// A node's children (GraphNode.swift), kept without an array when there is one.

/// A node's children.
///
/// Most nodes have one (a body's output, a row's content, a
/// modifier's content): it is kept without an array, so such a node allocates
/// nothing for its children, and the list takes one word.
enum ChildNodes: RandomAccessCollection, ExpressibleByArrayLiteral {
  case none
  case one(GraphNode)
  case many([GraphNode])

  init(_ nodes: [GraphNode]) {
    switch nodes.count {
    case 0: self = .none
    case 1: self = .one(nodes[0])
    default: self = .many(nodes)
    }
  }

  init(arrayLiteral nodes: GraphNode...) { self.init(nodes) }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch self {
    case .none: 0
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  subscript(index: Int) -> GraphNode {
    switch self {
    case .one(let node):
      precondition(index == 0, "Index out of range")
      return node
    case .many(let nodes):
      return nodes[index]
    case .none:
      preconditionFailure("Index out of range")
    }
  }
}
