// Written by `rerender port --tests` from TallyScreen.swift: one test per preview, which explores
// the preview's screen (every control driven once, each from a fresh mount) and checks
// its budget baseline (recorded on the first run: commit __Baselines__; then a control
// whose interaction runs more bodies fails). Port again to update it.
import PreviewFixtureScreens
import RerenderTesting
import Testing
import ViewGraph

@Suite("Previews of TallyScreen.swift")
@MainActor
struct TallyScreenPreviewTests {
  @Test("Preview 'Preview 1' (line 42): every control driven, within its budget")
  func tallyScreenPreview() {
    let exploration = explore { TallyScreenPreview() }
    for interaction in exploration.driven {
      let failures = interaction.diagnostics.filter(\.kind.isInputFailure)
      #expect(failures.isEmpty, "\(interaction.name): \(failures.map(\.message))\n\(exploration)")
    }
    expectBaseline(exploration, named: "TallyScreenPreview", mode: .budget)
  }

  @Test("Preview 'Started' (line 46): every control driven, within its budget")
  func tallyScreenPreviewStarted() {
    let exploration = explore { TallyScreenPreviewStarted() }
    for interaction in exploration.driven {
      let failures = interaction.diagnostics.filter(\.kind.isInputFailure)
      #expect(failures.isEmpty, "\(interaction.name): \(failures.map(\.message))\n\(exploration)")
    }
    expectBaseline(exploration, named: "TallyScreenPreviewStarted", mode: .budget)
  }

  @Test("Preview 'Renamed' (line 50): every control driven, within its budget")
  func tallyScreenPreviewRenamed() {
    let exploration = explore { TallyScreenPreviewRenamed() }
    for interaction in exploration.driven {
      let failures = interaction.diagnostics.filter(\.kind.isInputFailure)
      #expect(failures.isEmpty, "\(interaction.name): \(failures.map(\.message))\n\(exploration)")
    }
    expectBaseline(exploration, named: "TallyScreenPreviewRenamed", mode: .budget)
  }
}
