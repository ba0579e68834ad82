import Observation
import TestSupport
import Testing
import ViewGraph

// The tail of SwiftUI's view surface: accessibility pairs, linked groups and rotor
// targets, removed symbol effects (values of their node: a changed value is one leaf
// update, never a body), the allowed dynamic range (an environment value), an
// accessibility label made of views (realized beside the view), `onGeometryChange`
// (its action runs with the simulated container's geometry when the view appears and
// when the geometry changes), a tab's accessibility, spring-loading and drop values
// (on its bar item) and a section's actions (realized beside its first tab), controls
// titled with an image of the asset catalog, progress over a timer interval, and text
// controls bound to a selection.

@Observable
final class TailViewsModel {
  var flag = false
  var text = "Share"
  var width: CGFloat = 390
  var sizes: [CGSize] = []
  var widths: [String] = []
  var log: [String] = []
  var isOn = false
}

@Suite("Tail views surface")
@MainActor
struct TailViewsSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let before: String
    let after: String
    let change: @Sendable @MainActor (TailViewsModel) -> Void
    let modify: @Sendable @MainActor (Text, TailViewsModel, Namespace.ID) -> AnyView
    var testDescription: String { id }

    init(
      _ id: String, _ before: String, _ after: String,
      change: @escaping @Sendable @MainActor (TailViewsModel) -> Void,
      modify: @escaping @Sendable @MainActor (Text, TailViewsModel, Namespace.ID) -> AnyView
    ) {
      self.id = id
      self.before = before
      self.after = after
      self.change = change
      self.modify = modify
    }
  }

  nonisolated static let modifierCases: [ModifierCase] = [
    ModifierCase(
      "accessibilityLabeledPair(role:id:in:)", "accessibilityLabeledPair(label, id: Share, in: namespace",
      "accessibilityLabeledPair(label, id: Send, in: namespace", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityLabeledPair(role: .label, id: $1.text, in: $2)) }),
    ModifierCase(
      "accessibilityLinkedGroup(id:in:)", "accessibilityLinkedGroup(id: Share, in: namespace",
      "accessibilityLinkedGroup(id: Send, in: namespace", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityLinkedGroup(id: $1.text, in: $2)) }),
    ModifierCase(
      "accessibilityRotorEntry(id:in:)", "accessibilityRotorEntry(id: Share, in: namespace",
      "accessibilityRotorEntry(id: Send, in: namespace", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityRotorEntry(id: $1.text, in: $2)) }),
    ModifierCase(
      "symbolEffectsRemoved(_:)", "symbolEffectsRemoved(false)", "symbolEffectsRemoved(true)",
      change: { $0.flag = true }, modify: { view, model, _ in AnyView(view.symbolEffectsRemoved(model.flag)) }),
    ModifierCase(
      "allowedDynamicRange(_:)", "allowedDynamicRange(standard)", "allowedDynamicRange(high)",
      change: { $0.flag = true },
      modify: { view, model, _ in AnyView(view.allowedDynamicRange(model.flag ? .high : .standard)) }),
  ]

  @Test(
    "A tail modifier's value is shown on its node; a changed value is one leaf update, and only the body reading the model runs",
    arguments: modifierCases)
  func modifierValues(_ c: ModifierCase) {
    let model = TailViewsModel()
    let host = ViewHost(TailViewsScreen(model: model, modify: c.modify))
    #expect(host.treeDescription.contains(c.before), "\(host.treeDescription)")
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["TailViewsScreen"], "\(update.trace)")
    #expect(update.leafUpdateCount == 1, "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains { $0.contains(c.after) }, "\(update.leafUpdates)")
    let same = host.update { c.change(model) }
    #expect(same.leafUpdateCount == 0, "\(same.trace)")
  }

  @Test("symbolEffectsRemoved defaults to removing the effects")
  func symbolEffectsRemovedDefault() {
    let host = ViewHost(Image(systemName: "star").symbolEffectsRemoved())
    #expect(host.treeDescription.contains("symbolEffectsRemoved(true)"), "\(host.treeDescription)")
  }

  @Test("allowedDynamicRange writes the environment value that views below read")
  func allowedDynamicRangeEnvironment() {
    let model = TailViewsModel()
    let host = ViewHost(DynamicRangeOwner(model: model))
    #expect(host.treeDescription.contains("range nil"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["DynamicRangeOwner", "DynamicRangeReader"], "\(update.trace)")
    #expect(host.treeDescription.contains("range Optional(high)"), "\(host.treeDescription)")
  }

  @Test("accessibilityLabel(content:) realizes the label's views beside the view; the placeholder realizes nothing")
  func accessibilityLabelContent() {
    let host = ViewHost(LabeledBadge())
    let mounted = host.mount.mounted
    #expect(host.treeDescription.contains("Text(Unread)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("accessibilityLabel"), "\(host.treeDescription)")
    #expect(mounted.contains { $0.hasSuffix("accessibilityLabel/BadgeLabel") }, "\(mounted)")
    // The badge itself is realized once, in its place.
    #expect(host.treeDescription.components(separatedBy: "Circle").count == 2, "\(host.treeDescription)")
  }

  @Test("onGeometryChange runs its action with the container's geometry when the view appears")
  func onGeometryChangeInitial() {
    let model = TailViewsModel()
    _ = ViewHost(GeometryWatcher(model: model))
    #expect(model.sizes == [CGSize(width: 390, height: 844)], "\(model.sizes)")
    #expect(model.widths == ["390.0 → 390.0"], "\(model.widths)")
  }

  @Test(
    "onGeometryChange runs its action again when the geometry changes, after the update; an equal geometry runs nothing"
  )
  func onGeometryChangeUpdates() {
    let model = TailViewsModel()
    let host = ViewHost(GeometryWatcher(model: model))
    let resized = host.update { model.width = 320 }
    #expect(model.sizes == [CGSize(width: 390, height: 844), CGSize(width: 320, height: 844)], "\(resized.trace)")
    #expect(model.widths == ["390.0 → 390.0", "390.0 → 320.0"], "\(resized.trace)")
    #expect(
      host.treeDescription.contains("onGeometryChange(CGSize(width: 320.0, height: 844.0))"), "\(host.treeDescription)")
    let again = host.update { model.width = 320 }
    #expect(model.sizes.count == 2 && again.leafUpdateCount == 0, "\(again.trace)")
    // A body that does not read the geometry is not re-run by its action.
    #expect(!resized.evaluatedViews.contains("GeometryContent"), "\(resized.trace)")
  }

  @Test("A tab's accessibility values are shown on its bar item when enabled, and not when disabled")
  func tabAccessibility() {
    let host = ViewHost(AccessibleTabs())
    let tree = host.treeDescription
    for shown in [
      "accessibilityLabel(Inbox mail)", "accessibilityHint(Opens the inbox)", "accessibilityValue(3 unread)",
      "accessibilityIdentifier(inbox-tab)", "accessibilityInputLabels(Inbox, Mail)",
      "springLoadingBehavior(enabled)", "dropDestination(String)", "accessibilityLabel(Key label)",
      "accessibilityInputLabels(One, Two)", "accessibilityHint(Text hint)", "accessibilityValue(Key value)",
    ] {
      #expect(tree.contains(shown), "\(shown) in \(tree)")
    }
    #expect(!tree.contains("accessibilityLabel(Hidden)"), "\(tree)")
  }

  @Test("A tab's changed accessibility label is one leaf update on its bar item")
  func tabAccessibilityUpdate() {
    let model = TailViewsModel()
    let host = ViewHost(ModelTabs(model: model))
    let update = host.update { model.text = "Send" }
    #expect(update.evaluatedViews == ["ModelTabs"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains("accessibilityLabel(Send)"), "\(update.leafUpdates)")
  }

  @Test("A tab section's actions are realized beside its first tab's bar item, and can be tapped")
  func sectionActions() {
    let model = TailViewsModel()
    let host = ViewHost(SectionActionTabs(model: model))
    #expect(host.mount.mounted.contains { $0.hasSuffix("sectionActions/SectionAddButton") }, "\(host.treeDescription)")
    let tapped = host.tap("Add")
    #expect(tapped.diagnostics.isEmpty, "\(tapped.trace)")
    #expect(model.log == ["add"], "\(model.log)")
  }

  @Test(
    "A custom tab type's body (its own builder written out) and a custom toolbar type's body are counted like a view's"
  )
  func customContentBodies() {
    let host = ViewHost(CustomContentScreen())
    let mounted = host.mount.mounted
    let tabs = ViewHost(CustomTabs())
    #expect(tabs.mount.evaluatedViews == ["CustomTabs"], "\(tabs.mount.trace)")
    #expect(tabs.treeDescription.contains("Text(one)"), "\(tabs.treeDescription)")
    #expect(host.mount.evaluatedViews.contains("CustomToolbar"), "\(host.mount.trace)")
    #expect(mounted.contains { $0.hasSuffix("CustomToolbar") }, "\(mounted)")
    #expect(host.treeDescription.contains("ToolbarItem(topBarTrailing)"), "\(host.treeDescription)")
  }

  @Test("Controls titled with an image of the asset catalog: a Label of both, found by the title and tapped")
  func imageResourceControls() {
    let model = TailViewsModel()
    let host = ViewHost(ImageControls(model: model))
    let tree = host.treeDescription
    #expect(tree.contains("Image(send)"), "\(tree)")
    #expect(tree.contains("Text(Group)"), "\(tree)")
    host.tap("Send")
    host.tap("Delete")
    host.tap("Sync")
    host.tap("Now")
    #expect(model.log == ["send", "delete", "primary", "now"], "\(model.log)")
    host.toggle("Wi-Fi")
    #expect(model.isOn, "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Toggle(Wi-Fi: on)"), "\(host.treeDescription)")
    host.toggle("All")
    #expect(host.treeDescription.contains("Toggle(All: on)"), "\(host.treeDescription)")
  }

  @Test("A progress view over a timer interval shows its start, and its current-value label's body is counted")
  func timerProgress() {
    let host = ViewHost(TimerProgress())
    let tree = host.treeDescription
    #expect(tree.contains("ProgressView(1.0)"), "\(tree)")
    #expect(tree.contains("ProgressView(Baking: 0.0)"), "\(tree)")
    #expect(tree.contains("Text(1:00)"), "\(tree)")
    #expect(host.mount.mounted.filter { $0.hasSuffix("DefaultDateProgressLabel") }.count == 2, "\(host.mount.mounted)")
    #expect(tree.contains("Text(left)"), "\(tree)")
  }

  @Test("A text field and a text editor bound to a selection are typed into like the other forms")
  func selectionTextControls() {
    let host = ViewHost(SelectionFields())
    host.type("Hi", into: "Name")
    host.type("Yo", into: "Notes")
    #expect(host.treeDescription.contains("TextField(Name: Hi)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("TextEditor(Yo)"), "\(host.treeDescription)")
  }

  @Test("A geometry proxy gives a named space's bounds (the container's), and a reader's content is public")
  func geometryProxyBounds() {
    let host = ViewHost(BoundsReader())
    #expect(host.treeDescription.contains("bounds 390.0x844.0"), "\(host.treeDescription)")
    let reader = GeometryReader { _ in Text("read") }
    let rebuilt = ViewHost(GeometryReader(content: reader.content))
    #expect(rebuilt.treeDescription.contains("Text(read)"), "\(rebuilt.treeDescription)")
  }

  @Test("Rotor entries going to an element in a namespace keep their labels")
  func namespacedRotorEntries() {
    let host = ViewHost(NamespacedRotor())
    #expect(host.treeDescription.contains("accessibilityRotor(Mail)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("accessibilityRotorEntry(id: 1, in: namespace"), "\(host.treeDescription)")
  }
}

// MARK: - Views

private struct TailViewsScreen: View {
  let model: TailViewsModel
  let modify: @MainActor (Text, TailViewsModel, Namespace.ID) -> AnyView
  @Namespace private var namespace
  var body: some View {
    VStack { modify(Text("icon"), model, namespace) }
  }
}

private struct DynamicRangeOwner: View {
  let model: TailViewsModel
  var body: some View {
    DynamicRangeReader().allowedDynamicRange(model.flag ? .high : nil)
  }
}

private struct DynamicRangeReader: View {
  @Environment(\.allowedDynamicRange) private var range
  var body: some View { Text("range \(String(describing: range))") }
}

private struct LabeledBadge: View {
  var body: some View {
    Circle().accessibilityLabel { label in
      BadgeLabel()
      label
    }
  }
}

private struct BadgeLabel: View {
  var body: some View { Text("Unread") }
}

private struct GeometryWatcher: View {
  let model: TailViewsModel
  var body: some View {
    GeometryContent()
      .onGeometryChange(for: CGSize.self) {
        $0.size
      } action: {
        model.sizes.append($0)
      }
      .onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: { old, new in
        model.widths.append("\(old) → \(new)")
      }
      .containerSize(width: model.width, height: 844)
  }
}

private struct GeometryContent: View {
  var body: some View { Text("content") }
}

private struct AccessibleTabs: View {
  var body: some View {
    TabView {
      Tab("Inbox", systemImage: "tray") { Text("inbox") }
        .accessibilityLabel("Inbox mail")
        .accessibilityHint("Opens the inbox")
        .accessibilityValue("3 unread")
        .accessibilityIdentifier("inbox-tab")
        .accessibilityInputLabels(["Inbox", "Mail"])
        .springLoadingBehavior(.enabled)
        .dropDestination(for: String.self) { _ in }
      Tab("Sent", systemImage: "paperplane") { Text("sent") }.accessibilityLabel(LocalizedStringKey("Key label"))
      Tab("Outbox", systemImage: "tray.and.arrow.up") { Text("outbox") }
        .accessibilityInputLabels([Text("One"), Text("Two")])
      Tab("Junk", systemImage: "xmark.bin") { Text("junk") }.accessibilityHint(Text("Text hint"))
      Tab("Archive", systemImage: "archivebox") { Text("archive") }
        .accessibilityValue(LocalizedStringKey("Key value"))
      Tab("Drafts", systemImage: "doc") { Text("drafts") }
        .accessibilityLabel("Hidden", isEnabled: false)
    }
  }
}

private struct ModelTabs: View {
  let model: TailViewsModel
  var body: some View {
    TabView {
      Tab("Inbox", systemImage: "tray") { Text("inbox") }.accessibilityLabel(model.text)
    }
  }
}

private struct SectionActionTabs: View {
  let model: TailViewsModel
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("home") }
      TabSection("Lists") {
        Tab("Work", systemImage: "briefcase") { Text("work") }
        Tab("Home list", systemImage: "list.bullet") { Text("home list") }
      }
      .sectionActions { SectionAddButton(model: model) }
    }
  }
}

private struct SectionAddButton: View {
  let model: TailViewsModel
  var body: some View { Button("Add") { model.log.append("add") } }
}

private struct CustomTabs: TabContent {
  typealias TabValue = Int
  @TabContentBuilder<Int> var body: some TabContent<Int> {
    Tab("One", systemImage: "1.circle", value: 1) { Text("one") }
    Tab("Two", systemImage: "2.circle", value: 2) { Text("two") }
  }
}

private struct CustomToolbar: ToolbarContent {
  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
    ToolbarItem(placement: .bottomBar) { Text("status") }
  }
}

private struct CustomContentScreen: View {
  @State private var selection = 1
  var body: some View {
    TabView(selection: $selection) { CustomTabs() }
      .toolbar { CustomToolbar() }
  }
}

private struct ImageControls: View {
  let model: TailViewsModel
  @State private var first = false
  @State private var second = false
  var body: some View {
    VStack {
      Button("Send", image: TailViewsImages.send) { model.log.append("send") }
      Button("Delete", image: TailViewsImages.send, role: .destructive) { model.log.append("delete") }
      Menu("More", image: TailViewsImages.send) { Button("Copy") {} }
      Menu("Sync", image: TailViewsImages.send) {
        Button("Now") { model.log.append("now") }
      } primaryAction: {
        model.log.append("primary")
      }
      Toggle("Wi-Fi", image: TailViewsImages.send, isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 }))
      Toggle("All", image: TailViewsImages.send, sources: [$first, $second], isOn: \.self)
      ControlGroup("Group", image: TailViewsImages.send) { Button("A") {} }
    }
  }
}

private enum TailViewsImages {
  static let send = ImageResource(name: "send", bundle: .main)
}

private struct TimerProgress: View {
  let interval = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)
  var body: some View {
    VStack {
      ProgressView(timerInterval: interval)
      ProgressView(timerInterval: interval, countsDown: false) { Text("Baking") }
      ProgressView(timerInterval: interval) {
        Text("Rising")
      } currentValueLabel: {
        Text("left")
      }
    }
  }
}

private struct SelectionFields: View {
  @State private var name = ""
  @State private var notes = ""
  @State private var nameSelection: TextSelection?
  @State private var notesSelection: TextSelection?
  var body: some View {
    VStack {
      TextField("Name", text: $name, selection: $nameSelection)
      TextEditor(text: $notes, selection: $notesSelection).accessibilityLabel("Notes")
    }
  }
}

private struct BoundsReader: View {
  var body: some View {
    GeometryReader { proxy in
      let bounds = proxy.bounds(of: .named("scroll")) ?? .zero
      Text("bounds \(Double(bounds.width))x\(Double(bounds.height))")
    }
  }
}

private struct NamespacedRotor: View {
  @Namespace private var namespace
  var body: some View {
    VStack {
      Text("first").accessibilityRotorEntry(id: 1, in: namespace)
    }
    .accessibilityRotor("Mail") {
      AccessibilityRotorEntry(Text("First"), id: 1, in: namespace)
      AccessibilityRotorEntry(LocalizedStringKey("Second"), id: 2, in: namespace)
      AccessibilityRotorEntry("Third", 3, in: namespace)
    }
  }
}

@Suite("Tail views surface: members")
@MainActor
struct TailViewsMemberTests {
  @Observable final class Item: Identifiable {
    let id = 7
  }

  @Test("A bindable of an identifiable model is identified by the model's id")
  func bindableIdentity() {
    let bindable = Bindable(Item())
    #expect(bindable.id == 7)
  }

  @Test("A spacer keeps its minimum length, and spacers of different lengths differ")
  func spacerMinLength() {
    var spacer = Spacer(minLength: 8)
    #expect(spacer.minLength == 8)
    #expect(Spacer().minLength == nil)
    #expect(spacer != Spacer(minLength: 12))
    spacer.minLength = 12
    #expect(spacer == Spacer(minLength: 12))
  }

  @Test("An environment object's projection is its Wrapper, making bindings to the object's members")
  func environmentObjectWrapper() {
    let host = ViewHost(WrapperOwner())
    host.toggle("Lights")
    #expect(host.treeDescription.contains("Toggle(Lights: on)"), "\(host.treeDescription)")
  }
}

private final class Lamp: ObservableObject {
  @Published var isOn = false
}

private struct WrapperOwner: View {
  @StateObject private var lamp = Lamp()
  var body: some View { WrapperReader().environmentObject(lamp) }
}

private struct WrapperReader: View {
  @EnvironmentObject private var lamp: Lamp
  var body: some View {
    let wrapper: EnvironmentObject<Lamp>.Wrapper = $lamp
    Toggle("Lights", isOn: wrapper.isOn)
  }
}

@Suite("Tail views surface: scene storage of a tab customization")
@MainActor
struct TailViewsSceneStorageTests {
  @Test("A tab view customization kept in scene storage is written and read back by key")
  func sceneStoredCustomization() {
    let host = ViewHost(CustomizationKeeper())
    #expect(host.treeDescription.contains("Text(default)"), "\(host.treeDescription)")
    let hidden = host.tap("Hide")
    #expect(hidden.evaluatedViews == ["CustomizationKeeper"], "\(hidden.trace)")
    #expect(host.treeDescription.contains("Text(hidden)"), "\(host.treeDescription)")
  }
}

private struct CustomizationKeeper: View {
  @SceneStorage("tabs") private var customization: TabViewCustomization
  var body: some View {
    VStack {
      Text(customization[sidebarVisibility: "inbox"] == .hidden ? "hidden" : "default")
      Button("Hide") { customization[sidebarVisibility: "inbox"] = .hidden }
    }
  }
}
