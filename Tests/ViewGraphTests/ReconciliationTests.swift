import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q8: children keep their identity by key; moved rows are moves, not remounts.

@Suite("Keyed reconciliation in the graph", .tags(.diffing))
@MainActor
struct ReconciliationTests {
  @Test("Reordering identified rows moves them: no body runs, state follows the row")
  func moves() {
    let host = ViewHost(Reorderable())
    host.tap("like b")
    let update = host.tap("reverse")
    #expect(update.evaluatedViews == ["Reorderable"], "\(update.trace)")
    #expect(!update.moved.isEmpty)
    #expect(update.mounted.isEmpty && update.unmounted.isEmpty)
    let rows = host.treeDescription.split(separator: "\n").filter { $0.contains("♥︎") }.map {
      String($0.drop { $0 == " " })
    }
    #expect(rows == ["Text(c ♥︎0)", "Text(b ♥︎1)", "Text(a ♥︎0)"], "\(rows)")
  }
}

// MARK: - Fixtures

private struct Letter: Identifiable, Equatable {
  let id: String
}

private struct LetterRow: View {
  let letter: Letter
  @State private var likes = 0
  var body: some View {
    VStack {
      Text("\(letter.id) ♥︎\(likes)")
      Button("like \(letter.id)") { likes += 1 }
    }
  }
}

private struct Reorderable: View {
  @State private var letters = [Letter(id: "a"), Letter(id: "b"), Letter(id: "c")]
  var body: some View {
    VStack {
      ForEach(letters) { LetterRow(letter: $0) }
      Button("reverse") { letters.reverse() }
    }
  }
}
