import Observation
import RerenderTesting
import Testing
import TestSupport
import ViewGraph

// The helpers pass when the trace matches, and their failures read as diffs (R9.10).

@Suite("RerenderTesting expectations")
@MainActor
struct ExpectationsTests {
  @Test("expectEvaluations passes on exact counts, fails with a diff and the trace")
  func evaluations() {
    let model = Board()
    let host = ViewHost(BoardView(model: model))
    let update = host.update { model.title = "New" }
    expectEvaluations(update, ["TitleRow": 1])
    expectEvaluations(of: "TitleRow", in: update, exactly: 1)
    withKnownIssue {
      expectEvaluations(update, ["TitleRow": 1, "CellRow": 3])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        Body evaluations differ (− expected, + actual):
        \u{2212} CellRow: 3
          TitleRow: 1

        Trace:
        TitleRow: @dependencies changed.
        1 body, 1 leaf update
        """
    }
    withKnownIssue {
      expectEvaluations(of: "CellRow", in: update, exactly: 3)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Expected 3 evaluations of CellRow, got 0.\n\nTrace:\nTitleRow: @dependencies changed.")
    }
  }

  @Test("expectBodyBudget fails past the budget")
  func budget() {
    let host = ViewHost(LegacyBoardView(model: LegacyBoard()))
    let update = host.update { host.state(of: LegacyBoard.self)?.title = "x" }
    expectBodyBudget(update, atMost: 5)
    withKnownIssue {
      expectBodyBudget(update, atMost: 2)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Body budget exceeded: 5 bodies ran, the budget is 2.")
    }
  }

  @Test("expectNoWastedEvaluations names the wasted bodies")
  func wasted() {
    let host = ViewHost(LegacyBoardView(model: LegacyBoard()))
    let update = host.update { host.state(of: LegacyBoard.self)?.title = "x" }
    withKnownIssue {
      expectNoWastedEvaluations(update)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("""
        4 wasted evaluations (ran, changed nothing on screen):
          LegacyBoardView: _model changed. (at LegacyBoardView)
          LegacyCell: _model changed. (at LegacyBoardView/VStack/[0]/LegacyCell)
          LegacyCell: _model changed. (at LegacyBoardView/VStack/[1]/LegacyCell)
          LegacyCell: _model changed. (at LegacyBoardView/VStack/[2]/LegacyCell)
        """)
    }
    let model = Board()
    let clean = ViewHost(BoardView(model: model))
    expectNoWastedEvaluations(clean.update { model.title = "y" })
  }

  @Test("expectNoStaleViews reports the stale view by path")
  func stale() {
    let model = Ignoring()
    let host = ViewHost(IgnoringView(model: model))
    expectNoStaleViews(host)
    host.update { model.bump() }
    withKnownIssue {
      expectNoStaleViews(host)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        1 stale view:
          IgnoringView: shows Text(0), would show Text(1) (untracked: Ignoring.hidden (@ObservationIgnored or a let))
        """
    }
  }

  @Test("expectPrintedChanges shows a line diff")
  func printedChanges() {
    let model = Board()
    let host = ViewHost(BoardView(model: model))
    let update = host.update { model.title = "New" }
    expectPrintedChanges(update, ["TitleRow: @dependencies changed."])
    withKnownIssue {
      expectPrintedChanges(update, ["TitleRow: @self changed."])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        _printChanges lines differ (− expected, + actual):
        \u{2212} TitleRow: @self changed.
        + TitleRow: @dependencies changed.
        """
    }
  }
}

// MARK: - Fixtures

@Observable private final class Board {
  var title = "Board"
  var cells = [1, 2, 3]
}

private struct TitleRow: View {
  let model: Board
  var body: some View { Text(model.title) }
}

private struct CellRow: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

private struct BoardView: View {
  let model: Board
  var body: some View {
    VStack {
      TitleRow(model: model)
      ForEach(model.cells, id: \.self) { CellRow(value: $0) }
    }
  }
}

private final class LegacyBoard: ObservableObject {
  @Published var title = "Board"
}

private struct LegacyTitle: View {
  @ObservedObject var model: LegacyBoard
  var body: some View { Text(model.title) }
}

private struct LegacyCell: View {
  @ObservedObject var model: LegacyBoard
  let index: Int
  var body: some View { Text("\(index)") }
}

private struct LegacyBoardView: View {
  @StateObject var model: LegacyBoard
  init(model: @autoclosure @escaping () -> LegacyBoard) { _model = StateObject(wrappedValue: model()) }
  var body: some View {
    VStack {
      LegacyTitle(model: model)
      ForEach(0..<3, id: \.self) { LegacyCell(model: model, index: $0) }
    }
  }
}

@Observable private final class Ignoring {
  @ObservationIgnored var hidden = 0
  var shown: Int { hidden }
  func bump() { hidden += 1 }
}

private struct IgnoringView: View {
  let model: Ignoring
  var body: some View { Text("\(model.shown)") }
}
