import Diffing
import TestSupport
import Testing

@Suite("TreeDifference", .tags(.diffing))
struct TreeDifferenceTests {
  struct Node: RenderedNode, Sendable {
    var key: String
    var content: String?
    var children: [Node] = []
  }

  @Test("init(from:to:) of equal trees is empty")
  func equal() {
    let tree = Node(key: "root", content: nil, children: [Node(key: "a", content: "A")])
    #expect(TreeDifference(from: tree, to: tree).isEmpty)
  }

  @Test("init(from:to:) reports changed, inserted, removed and moved")
  func kinds() {
    let old = Node(
      key: "root", content: nil,
      children: [
        Node(key: "a", content: "A"), Node(key: "b", content: "B"), Node(key: "c", content: "C"),
      ])
    let new = Node(
      key: "root", content: nil,
      children: [
        Node(key: "c", content: "C"), Node(key: "a", content: "A2"), Node(key: "d", content: "D"),
      ])
    let changes = TreeDifference(from: old, to: new).changes
    #expect(changes.contains(.changed(path: ["a"], old: "A", new: "A2")))
    #expect(changes.contains(.inserted(path: ["d"], content: "D")))
    #expect(changes.contains(.removed(path: ["b"], content: "B")))
    #expect(changes.contains { if case .moved = $0 { true } else { false } })
  }

  @Test("init(mounting:) inserts every leaf, depth first")
  func mounting() {
    let tree = Node(
      key: "root", content: nil,
      children: [
        Node(key: "a", content: "A", children: [Node(key: "x", content: "X")]), Node(key: "b", content: nil),
      ])
    #expect(
      TreeDifference(mounting: tree).changes == [
        .inserted(path: ["a"], content: "A"), .inserted(path: ["a", "x"], content: "X"),
      ])
  }
}
