import Testing
import ViewGraph

// Bindings carry the value read when they were made (Documentation/Rules.md Q3):
// a binding into an object's member is a new input when its value changed, and
// building `$model.x` through `@Bindable` is a read of the body that builds it.

private final class ScrumStore: ObservableObject {
  struct Scrum: Identifiable, Equatable {
    let id: Int
    var title: String
  }
  @Published var scrums = (0..<4).map { Scrum(id: $0, title: "Team \($0)") }
}

private struct ScrumsView: View {
  @Binding var scrums: [ScrumStore.Scrum]
  var body: some View {
    VStack { ForEach(scrums) { scrum in Text(scrum.title) } }
  }
}

private struct ScrumsRoot: View {
  @ObservedObject var store: ScrumStore
  var body: some View { ScrumsView(scrums: $store.scrums) }
}

@Observable private final class Settings {
  var flag = false
  var other = 0
}

private struct SettingsView: View {
  @Bindable var settings: Settings
  var body: some View { Toggle("Flag", isOn: $settings.flag) }
}

private struct SettingsRoot: View {
  let settings: Settings
  var body: some View { SettingsView(settings: settings) }
}

@MainActor
@Suite("Bindings carry the value read when made (Q3)")
struct BindingInputTests {
  @Test("Q3: a child given $store.scrums through @ObservedObject re-runs with the new title on screen")
  func observedObjectMemberBinding() {
    let store = ScrumStore()
    let host = ViewHost(ScrumsRoot(store: store))
    let update = host.update { store.scrums[2].title = "Web Team" }
    #expect(update.evaluatedViews == ["ScrumsRoot", "ScrumsView"], "\(update.explainedTrace)")
    #expect(host.treeDescription.contains("Text(Web Team)"), "\(host.treeDescription)")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("Q3: $settings.flag built through @Bindable is a read of the body that builds it")
  func bindableMemberBindingIsARead() {
    let settings = Settings()
    let host = ViewHost(SettingsRoot(settings: settings))
    let update = host.update { settings.flag = true }
    #expect(update.printedChanges == ["SettingsView: @dependencies changed."], "\(update.explainedTrace)")
    #expect(host.treeDescription.contains("Toggle(Flag: on)"), "\(host.treeDescription)")
    let other = host.update { settings.other = 1 }
    #expect(other.bodyCount == 0, "\(other.explainedTrace)")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }
}
