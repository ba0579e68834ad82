import Diffing
import TestSupport
import Testing

@Suite("KeyedDifference", .tags(.diffing))
struct KeyedDifferenceTests {
  @Test("init(from:to:) with an insert at the head")
  func insertAtHead() {
    let d = KeyedDifference(from: ["a", "b", "c"], to: ["z", "a", "b", "c"])
    #expect(d.inserted == [0])
    #expect(d.removed == [])
    #expect(d.matched.map(\.new) == [1, 2, 3])
    #expect(d.moved.isEmpty)
  }

  @Test("init(from:to:) with a removal and a move")
  func removalAndMove() {
    let d = KeyedDifference(from: ["a", "b", "c"], to: ["c", "a"])
    #expect(d.removed == [1])
    #expect(!d.moved.isEmpty)
  }

  @Test("init(from:to:) of empty lists")
  func empty() {
    let d = KeyedDifference<String>(from: [], to: [])
    #expect(d.matched.isEmpty && d.inserted.isEmpty && d.removed.isEmpty)
  }
}
