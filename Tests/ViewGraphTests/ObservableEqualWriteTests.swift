import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q7: equal writes to an @Observable property.

@Suite("Q7 equal writes to @Observable", .tags(.observation, .swiftUIParity))
@MainActor
struct ObservableEqualWriteTests {
  @Test("Q7: = of an equal value does not notify (Swift 6.2+ macro)")
  func equalAssignment() {
    let model = Scores()
    let host = ViewHost(BonusView(model: model))
    #expect(host.update { model.bonus = 0 }.bodyCount == 0)
  }

  @Test("Q7: += 0 goes through _modify and always notifies")
  func inPlaceMutationNotifies() {
    let model = Scores()
    let host = ViewHost(BonusView(model: model))
    #expect(host.update { model.bonus += 0 }.printedChanges == ["BonusView: @dependencies changed."])
  }

  @Test("Q7: @Published notifies on equal writes too")
  func publishedAlwaysNotifies() {
    let model = LegacyScore()
    let host = ViewHost(LegacyScoreView(model: model))
    #expect(host.update { model.value = 0 }.printedChanges == ["LegacyScoreView: _model changed."])
  }
}

// MARK: - Fixtures

private struct BonusView: View {
  let model: Scores
  var body: some View { Text("\(model.bonus)") }
}

private final class LegacyScore: ObservableObject {
  @Published var value = 0
}

private struct LegacyScoreView: View {
  @ObservedObject var model: LegacyScore
  var body: some View { Text("\(model.value)") }
}
