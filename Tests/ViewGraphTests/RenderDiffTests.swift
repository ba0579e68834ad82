import Diffing
import Observation
import TestSupport
import Testing
import ViewGraph

// Body recomputation apart from what the screen
// redraws. The graph's incremental record must equal the difference of snapshots.

@Suite("Render diff", .tags(.diffing))
@MainActor
struct RenderDiffTests {
  enum Action: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case rename, insertHead, removeLast, reverse, toggleDetail, bumpUnshown, likeFirst
    var testDescription: String { rawValue }
  }

  @Test("The incremental leaf updates equal the snapshot difference", arguments: Action.allCases)
  func incrementalEqualsSnapshots(_ action: Action) {
    let host = ViewHost(Board())
    let before = host.renderTree
    let update = host.tap(action.rawValue)
    let after = host.renderTree
    let difference = TreeDifference(from: before, to: after)
    func count(_ kind: LeafUpdate.Kind) -> Int { update.leafUpdates.filter { $0.kind == kind }.count }
    var inserted = 0
    var removed = 0
    var changed = 0
    var moved = 0
    for change in difference.changes {
      switch change {
      case .inserted: inserted += 1
      case .removed: removed += 1
      case .changed: changed += 1
      case .moved: moved += 1
      }
    }
    #expect(count(.inserted) == inserted, "\(update.leafUpdates) vs \(difference.changes)")
    #expect(count(.removed) == removed, "\(update.leafUpdates) vs \(difference.changes)")
    #expect(count(.changed) == changed, "\(update.leafUpdates) vs \(difference.changes)")
    #expect(update.moved.count == moved, "\(update.moved) vs \(difference.changes)")
  }

  @Test("The mount's leaf updates are the snapshot's leaves")
  func mountEqualsSnapshot() {
    let host = ViewHost(Board())
    #expect(host.mount.leafUpdateCount == TreeDifference(mounting: host.renderTree).changes.count)
  }

  @Test("A body that re-ran without changing the screen is visible as such")
  func invisibleEvaluations() {
    let host = ViewHost(Board())
    let update = host.tap("bumpUnshown")
    #expect(update.printedChanges == ["Board: _unshown changed."], "\(update.trace)")
    #expect(update.evaluations.map(\.screenChanges) == [0])
    #expect(update.wastedEvaluations.map(\.viewType) == ["Board"])
    #expect(update.trace.hasSuffix("1 body (1 wasted), 0 leaf updates"))
  }

  @Test("Screen changes are charged to the body and its ancestors being evaluated")
  func inclusiveCharge() {
    let host = ViewHost(Board())
    let update = host.tap("rename")
    #expect(update.evaluations.map(\.viewType) == ["Board", "Title"])
    #expect(update.evaluations.map(\.screenChanges) == [1, 1])
  }
}

// MARK: - Fixtures

private struct Title: View {
  let text: String
  var body: some View { Text(text) }
}

private struct Card: View {
  let name: String
  @State private var likes = 0
  var body: some View {
    HStack {
      Text("\(name) ♥︎\(likes)")
      Button("like \(name)") { likes += 1 }
    }
  }
}

private struct Board: View {
  @State private var title = "Board"
  @State private var names = ["a", "b", "c"]
  @State private var detail = false
  @State private var unshown = 0
  var body: some View {
    let _ = unshown
    VStack {
      Title(text: title)
      ForEach(names, id: \.self) { Card(name: $0) }
      if detail { Text("detail") } else { Image(systemName: "info") }
      Button("rename") { title = "Renamed" }
      Button("insertHead") { names.insert("z", at: 0) }
      Button("removeLast") { names.removeLast() }
      Button("reverse") { names.reverse() }
      Button("toggleDetail") { detail.toggle() }
      Button("bumpUnshown") { unshown += 1 }
      Button("likeFirst") {}
    }
  }
}
