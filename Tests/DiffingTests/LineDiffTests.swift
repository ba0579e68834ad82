import Diffing
import TestSupport
import Testing

// LineDiff: the line differences failure messages show.

@Suite("LineDiff", .tags(.diffing))
struct LineDiffTests {
  @Test("description marks removed and added lines")
  func description() {
    let diff = LineDiff(expected: ["a", "b"], actual: ["a", "c"])
    #expect(diff.description == "  a\n\u{2212} b\n+ c")
    #expect(diff.hasChanges)
    #expect(!LineDiff(expected: ["a"], actual: ["a"]).hasChanges)
  }
}
