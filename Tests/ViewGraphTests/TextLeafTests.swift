import Observation
import TestSupport
import Testing
import ViewGraph

// A body whose output is a `Text`: its leaf is compared as the text's string when the
// text is plain, and through the text's expansion when it is styled, joined or
// formatted (Documentation/Architecture.md, "What a re-evaluated body costs"). Both
// must record the same leaf updates as a fresh mount would show.

@Observable
private final class Caption {
  var style = 0
  var word = "a"
}

private struct CaptionView: View {
  let caption: Caption
  // One `Text` whatever the style (no branch, so one identity): plain, bold, joined
  // or verbatim.
  var body: some View { text }

  private var text: Text {
    switch caption.style {
    case 0: Text(caption.word)
    case 1: Text(caption.word).bold()
    case 2: Text(caption.word) + Text("!")
    default: Text(verbatim: caption.word)
    }
  }
}

@Suite("A body's Text as a leaf")
@MainActor
struct TextLeafTests {
  /// A change from one style and word to another, and the leaf update it records.
  struct Step: CustomTestStringConvertible, Sendable {
    let name: String
    let from: (style: Int, word: String)
    let to: (style: Int, word: String)
    let expected: [String]
    var testDescription: String { name }
  }

  nonisolated static let steps: [Step] = [
    Step(name: "plain, new word", from: (0, "a"), to: (0, "b"), expected: ["~ CaptionView/Text Text(a) -> Text(b)"]),
    Step(name: "plain, same word", from: (0, "a"), to: (0, "a"), expected: []),
    Step(name: "plain to bold", from: (0, "a"), to: (1, "a"), expected: ["~ CaptionView/Text Text(a) -> Text(a) bold"]),
    Step(name: "bold to plain", from: (1, "a"), to: (0, "a"), expected: ["~ CaptionView/Text Text(a) bold -> Text(a)"]),
    Step(
      name: "bold, new word", from: (1, "a"), to: (1, "b"),
      expected: ["~ CaptionView/Text Text(a) bold -> Text(b) bold"]),
    Step(name: "joined to plain", from: (2, "a"), to: (0, "a!"), expected: []),
    Step(name: "plain to verbatim, same word", from: (0, "a"), to: (3, "a"), expected: []),
  ]

  @Test("A Text output's change is one leaf update, whether plain or styled", arguments: steps)
  func leafUpdate(_ step: Step) {
    let caption = Caption()
    caption.style = step.from.style
    caption.word = step.from.word
    let host = ViewHost(CaptionView(caption: caption))
    let update = host.update {
      caption.style = step.to.style
      caption.word = step.to.word
    }
    #expect(update.leafUpdates.map(\.description) == step.expected, "\(update.trace)")
    // What the host shows is what a fresh mount of the new state shows.
    let fresh = ViewHost(CaptionView(caption: caption))
    #expect(host.treeDescription == fresh.treeDescription, "\(host.treeDescription)\n\(fresh.treeDescription)")
  }
}
