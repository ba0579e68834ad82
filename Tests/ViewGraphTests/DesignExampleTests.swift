import Observation
import Testing
import TestSupport
import ViewGraph

// The example of DESIGN.md, as written there.

@Observable final class DashboardModel { var title = "Accueil"; var counter = 0 }

struct TitleView: View {
  let model: DashboardModel
  var body: some View { Text(model.title) }
}
struct CounterCell: View {
  let model: DashboardModel
  var body: some View { Text("\(model.counter)") }
}
struct DashboardView: View {
  let model: DashboardModel
  var body: some View {
    VStack {
      TitleView(model: model)
      ForEach(0..<10, id: \.self) { _ in CounterCell(model: model) }
    }
  }
}

@Suite("DESIGN.md example")
struct DesignExampleTests {
  @Test @MainActor func titleChangeRunsOneBody() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))   // mounts at once
    let update = host.update { model.title = "Bienvenue" }   // one transaction, flushed
    #expect(update.bodyCount == 1)
    #expect(update.evaluatedViews == ["TitleView"])
    #expect(update.printedChanges == ["TitleView: @dependencies changed."])
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
