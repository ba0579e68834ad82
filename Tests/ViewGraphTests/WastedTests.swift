import Observation
import TestSupport
import Testing
import ViewGraph

// Beyond _printChanges: an evaluation that changed nothing on screen is wasted.

@Suite("Wasted evaluations")
@MainActor
struct WastedTests {
  @Test("A body that ran for its own subscription and changed nothing is wasted; the parent is not credited")
  func legacyCells() {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyScreen(model: model))
    let update = host.update { model.title = "New" }
    #expect(update.bodyCount == 4)
    #expect(
      update.wastedEvaluations.map(\.viewType) == ["LegacyScreen", "LegacyLabel", "LegacyLabel"], "\(update.trace)")
    #expect(update.necessaryEvaluations.map(\.viewType) == ["LegacyTitle"])
  }
}

// MARK: - Fixtures

private struct LegacyTitle: View {
  @ObservedObject var model: LegacyBookStore
  var body: some View { Text(model.title) }
}

private struct LegacyScreen: View {
  @ObservedObject var model: LegacyBookStore
  var body: some View {
    VStack {
      LegacyTitle(model: model)
      LegacyLabel(model: model)
      LegacyLabel(model: model)
    }
  }
}
