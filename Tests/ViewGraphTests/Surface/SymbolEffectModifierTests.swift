import Observation
import TestSupport
import Testing
import ViewGraph

// The symbol effect modifiers: the effect, its options and what triggers it are the
// node's values; a changed trigger is one leaf update and no body but the reader's.

@Suite("Symbol effect modifiers")
@MainActor
struct SymbolEffectModifierTests {
  @Test("A discrete effect shows its value; a new value is one leaf update on the effect's node")
  func discrete() {
    let model = EffectModel()
    let host = ViewHost(Bell(model: model))
    #expect(host.treeDescription.contains("symbolEffect(bounce, value: 0)"), "\(host.treeDescription)")
    let update = host.update { model.rings += 1 }
    #expect(update.evaluatedViews == ["Bell"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new) == ["symbolEffect(bounce, value: 1)"], "\(update.trace)")
  }

  @Test("An indefinite effect shows its options and whether it is active")
  func indefinite() {
    let model = EffectModel()
    let host = ViewHost(Bell(model: model))
    #expect(
      host.treeDescription.contains("symbolEffect(pulse, options: repeating, isActive: false)"),
      "\(host.treeDescription)")
    let update = host.update { model.pulsing = true }
    #expect(
      update.leafUpdates.compactMap(\.new) == ["symbolEffect(pulse, options: repeating, isActive: true)"],
      "\(update.trace)")
  }
}

@Observable
private final class EffectModel {
  var rings = 0
  var pulsing = false
}

private struct Bell: View {
  let model: EffectModel
  var body: some View {
    Image(systemName: "bell")
      .symbolEffect(.bounce, value: model.rings)
      .symbolEffect(.pulse, options: .repeating, isActive: model.pulsing)
  }
}
