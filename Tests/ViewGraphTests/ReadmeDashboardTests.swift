import Observation
import TestSupport
import Testing
import ViewGraph

// The README's first example, as written there, on the shared dashboard
// (TestSupport/Dashboard.swift).

@Suite("The README example")
struct ReadmeDashboardTests {
  @Test @MainActor func titleChangeRunsOneBody() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))  // mounts at once
    let update = host.update { model.title = "Bienvenue" }  // one transaction, flushed
    #expect(update.bodyCount == 1)
    #expect(update.evaluatedViews == ["TitleView"])
    #expect(update.printedChanges == ["TitleView: \\DashboardModel.title changed."])
  }

  @Test @MainActor func mountEvaluatesEveryBodyOnce() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    #expect(host.mount.bodyCount == 12, "\(host.mount.trace)")
    #expect(host.mount.printedChanges.first == "DashboardView: @self changed.")
    #expect(host.mount.leafUpdateCount == 11)
  }

  @Test @MainActor func counterChangeRunsTheTenCells() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    let update = host.update { model.counter += 1 }
    #expect(update.evaluatedViews == Array(repeating: "CounterCell", count: 10), "\(update.trace)")
    #expect(update.leafUpdateCount == 10)
  }
}
