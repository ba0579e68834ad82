// Written by `rerender port --tests` from LegacyTally.swift: one test per preview, which explores
// the preview's screen (every control driven once, each from a fresh mount) and checks
// its budget baseline (recorded on the first run: commit __Baselines__; then a control
// whose interaction runs more bodies fails). Port again to update it.
import PreviewFixtureScreens
import RerenderTesting
import Testing
import ViewGraph

@Suite("Previews of LegacyTally.swift")
@MainActor
struct LegacyTallyPreviewTests {
  @Test("Preview 'LegacyTallyScreen_Previews' (line 21): every control driven, within its budget")
  func legacyTallyScreen_PreviewsView() {
    let exploration = explore { LegacyTallyScreen_PreviewsView() }
    for interaction in exploration.driven {
      let failures = interaction.diagnostics.filter(\.kind.isInputFailure)
      #expect(failures.isEmpty, "\(interaction.name): \(failures.map(\.message))\n\(exploration)")
    }
    expectBaseline(exploration, named: "LegacyTallyScreen_PreviewsView", mode: .budget)
  }
}
