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

private final class PlainCounter: ObservableObject {
  var count = 0
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

private struct ComputedToggle: View {
  let settings: Settings
  var body: some View {
    Toggle("Flag", isOn: Binding(get: { settings.flag }, set: { settings.flag = $0 }))
  }
}

private struct FlagLabel: View {
  @Binding var flag: Bool
  var body: some View { Text(flag ? "on" : "off") }
}

private struct FlagLabelParent: View {
  @Bindable var settings: Settings
  var body: some View { FlagLabel(flag: $settings.flag) }
}

private struct CountLabel: View {
  @Binding var count: Int
  var body: some View { Text("\(count)") }
}

private struct CountParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("total \(count)")
      CountLabel(count: $count)
      Button("add") { count += 1 }
    }
  }
}

private struct StoredFlagParent: View {
  @AppStorage("flag") private var flag = false
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      FlagLabel(flag: $flag)
      Button("bump") { count += 1 }
    }
  }
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
    #expect(update.printedChanges == ["SettingsView: \\Settings.flag changed."], "\(update.explainedTrace)")
    #expect(host.treeDescription.contains("Toggle(Flag: on)"), "\(host.treeDescription)")
    let other = host.update { settings.other = 1 }
    #expect(other.bodyCount == 0, "\(other.explainedTrace)")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("Q3: Binding(get:set:) runs its getter when made: the body that makes it depends on what it reads")
  func closureBindingIsARead() {
    let settings = Settings()
    let host = ViewHost(ComputedToggle(settings: settings))
    let update = host.update { settings.flag = true }
    #expect(update.printedChanges == ["ComputedToggle: \\Settings.flag changed."], "\(update.explainedTrace)")
    #expect(host.treeDescription.contains("Toggle(Flag: on)"), "\(host.treeDescription)")
  }

  @Test("Q3: a child reading a model's binding gets it from its parent, which read the model; it observes nothing")
  func childReadOfModelBinding() {
    let settings = Settings()
    let host = ViewHost(FlagLabelParent(settings: settings))
    let update = host.update { settings.flag = true }
    #expect(
      update.printedChanges == ["FlagLabelParent: \\Settings.flag changed.", "FlagLabel: @self changed."],
      "\(update.explainedTrace)")
    #expect(host.treeDescription.contains("Text(on)"), "\(host.treeDescription)")
  }

  @Test("Q3, Q16: @AppStorage's $value leads to its key: passed again, it is the same input")
  func storageBindingIsTheSameInput() {
    let host = ViewHost(StoredFlagParent())
    let bump = host.tap("bump")
    #expect(bump.evaluatedViews == ["StoredFlagParent"], "\(bump.explainedTrace)")
    let written = host.update { host.appStorage["flag"] = true }
    #expect(written.evaluatedViews == ["StoredFlagParent", "FlagLabel"], "\(written.explainedTrace)")
    #expect(host.treeDescription.contains("Text(on)"), "\(host.treeDescription)")
  }

  @Test("A binding describes itself by the place it leads to, where it has a name, and the value it carries")
  func described() {
    let counter = PlainCounter()
    #expect("\(ObservedObject(wrappedValue: counter).projectedValue.count)" == "Binding<Int>(\\PlainCounter.count: 0)")
    // An @Observable or @Published property is reached through a computed key path.
    #expect("\(Bindable(Settings()).flag)" == "Binding<Bool>(false)")
    #expect("\(Binding.constant(3))" == "Binding<Int>(3)")
    // A state's binding is named as it is written: its cause shows the value it carries.
    let host = ViewHost(CountParent())
    let add = host.tap("add")
    #expect(add.explainedTrace.contains("Binding<Int>($count: 0) → Binding<Int>($count: 1)"), "\(add.explainedTrace)")
  }
}
