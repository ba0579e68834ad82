import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// The helpers pass when the trace matches, and their failures read as diffs.

@Suite("RerenderTesting expectations")
@MainActor
struct ExpectationsTests {
  @Test("expectEvaluations passes on exact counts, fails with a diff and the trace")
  func evaluations() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    let update = host.update { model.title = "New" }
    expectEvaluations(update, [TitleView.self: 1])
    expectEvaluations(of: TitleView.self, in: update, exactly: 1)
    withKnownIssue {
      expectEvaluations(update, [TitleView.self: 1, CounterCell.self: 3])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        Body evaluations differ (− expected, + actual):
        \u{2212} CounterCell: 3
          TitleView: 1

        Trace:
        TitleView: \\DashboardModel.title changed. (at DashboardView/VStack/TitleView)
          @dependencies: DashboardModel.title changed
        1 body, 1 leaf update
        """
    }
    withKnownIssue {
      expectEvaluations(of: CounterCell.self, in: update, exactly: 3)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Expected 3 evaluations of CounterCell, got 0.\n\nTrace:\nTitleView: \\DashboardModel.title changed. (at DashboardView/VStack/TitleView)\n  @dependencies: DashboardModel.title changed"
      )
    }
  }

  @Test("Views named by their type: a dictionary of types, one type, generic types")
  func typedExpectations() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    let update = host.update { model.counter += 1 }
    expectEvaluations(update, [CounterCell.self: 10])
    expectEvaluations(of: CounterCell.self, in: update, exactly: 10)
    #expect(update.bodyCount(of: CounterCell.self) == 10)
    #expect(update.bodyCount(of: TitleView.self) == 0)
    withKnownIssue {
      expectEvaluations(update, [CounterCell.self: 10, TitleView.self: 1])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Body evaluations differ (− expected, + actual):\n  CounterCell: 10\n\u{2212} TitleView: 1")
    }
    let boxes = ViewHost(Boxes())
    let changed = boxes.tap("Bump")
    #expect(changed.bodyCount(of: Box<Int>.self) == 1, "\(changed.trace)")
    #expect(changed.bodyCount(of: Box<String>.self) == 0, "\(changed.trace)")
    expectEvaluations(changed, [Boxes.self: 1, Box<Int>.self: 1])
  }

  @Test("expectBodyBudget fails past the budget")
  func budget() {
    let host = ViewHost(LegacyOwningParent())
    let update = host.update { host.legacyDashboard?.title = "x" }
    expectBodyBudget(update, atMost: 12)
    withKnownIssue {
      expectBodyBudget(update, atMost: 2)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Body budget exceeded: 12 bodies ran, the budget is 2.")
    }
  }

  @Test("expectNoDiagnostics passes on a clean update and names each diagnostic otherwise")
  func diagnostics() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    expectNoDiagnostics(host.update { model.title = "x" })
    expectNoDiagnostics(host)
    let mistyped = expectInputRefused(on: host) { host.tap("Sav") }
    withKnownIssue {
      expectNoDiagnostics(mistyped)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "1 diagnostic:\n  controlNotFound: No Button titled 'Sav' is on screen (controls: none).")
    }
    withKnownIssue {
      expectNoDiagnostics(host)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("1 diagnostic since the mount:")
    }
  }

  @Test("expectNoWastedEvaluations names the wasted bodies")
  func wasted() {
    let host = ViewHost(LegacyOwningParent())
    let update = host.update { host.legacyDashboard?.title = "x" }
    withKnownIssue {
      expectNoWastedEvaluations(update)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        """
        11 wasted evaluations (ran, changed nothing on screen):
          LegacyOwningParent: _model changed. (at LegacyOwningParent)
          LegacyCell: _model changed. (at LegacyOwningParent/VStack/[0]/LegacyCell)
          LegacyCell: _model changed. (at LegacyOwningParent/VStack/[1]/LegacyCell)
          LegacyCell: _model changed. (at LegacyOwningParent/VStack/[2]/LegacyCell)
        """)
    }
    let model = DashboardModel()
    let clean = ViewHost(DashboardView(model: model))
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
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    let update = host.update { model.title = "New" }
    expectPrintedChanges(update, ["TitleView: \\DashboardModel.title changed."])
    withKnownIssue {
      expectPrintedChanges(update, ["TitleView: @self changed."])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        _printChanges lines differ (− expected, + actual):
        \u{2212} TitleView: @self changed.
        + TitleView: \\DashboardModel.title changed.
        """
    }
  }
}

// MARK: - Fixtures

private struct Box<Value>: View {
  let value: Value
  var body: some View { Text("\(value)") }
}

private struct Boxes: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Box(value: count)
      Box(value: "fixed")
      Button("Bump") { count += 1 }
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
