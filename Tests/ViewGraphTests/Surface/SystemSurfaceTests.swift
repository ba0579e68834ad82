import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// The environment and system surface: environment values with SwiftUI's types and
// defaults (read by `@Environment`, written by `.environment`), their action types,
// apps and scenes mounted in a host, menu commands, focus, keyboard and hover
// modifiers, preferences, files, drag and drop, URLs and previews.

@Suite("Environment and system surface")
@MainActor
struct SystemSurfaceTests {
  // MARK: Environment values

  struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    let id: String
    let make: @Sendable @MainActor (SystemModel) -> AnyView
    let initial: String
    let changed: String
    var testDescription: String { id }
  }

  @Test(
    "An environment value is read by @Environment and written by .environment: a change re-runs only its reader",
    arguments: [
      EnvironmentCase(
        id: "scenePhase",
        make: { m in
          AnyView(EnvReader("scenePhase", \.scenePhase).environment(\.scenePhase, m.flag ? .background : .active))
        },
        initial: "active", changed: "background"),
      EnvironmentCase(
        id: "controlSize",
        make: { m in
          AnyView(EnvReader("controlSize", \.controlSize).environment(\.controlSize, m.flag ? .large : .regular))
        },
        initial: "regular", changed: "large"),
      EnvironmentCase(
        id: "accessibilityReduceMotion",
        make: { m in
          AnyView(
            EnvReader("accessibilityReduceMotion", \.accessibilityReduceMotion).environment(
              \.accessibilityReduceMotion, m.flag))
        },
        initial: "false", changed: "true"),
      EnvironmentCase(
        id: "accessibilityEnabled",
        make: { m in
          AnyView(EnvReader("accessibilityEnabled", \.accessibilityEnabled).environment(\.accessibilityEnabled, m.flag))
        },
        initial: "false", changed: "true"),
      EnvironmentCase(
        id: "displayScale",
        make: { m in AnyView(EnvReader("displayScale", \.displayScale).environment(\.displayScale, m.flag ? 3 : 1)) },
        initial: "1.0", changed: "3.0"),
      EnvironmentCase(
        id: "lineLimit",
        make: { m in AnyView(EnvReader("lineLimit", \.lineLimit).environment(\.lineLimit, m.flag ? 2 : nil)) },
        initial: "nil", changed: "Optional(2)"),
      EnvironmentCase(
        id: "isFocused", make: { m in AnyView(EnvReader("isFocused", \.isFocused).environment(\.isFocused, m.flag)) },
        initial: "false", changed: "true"),
      EnvironmentCase(
        id: "materialActiveAppearance",
        make: { m in
          AnyView(
            EnvReader("materialActiveAppearance", \.materialActiveAppearance).materialActiveAppearance(
              m.flag ? .inactive : .automatic))
        },
        initial: "automatic", changed: "inactive"),
      EnvironmentCase(
        id: "springLoadingBehavior",
        make: { m in
          AnyView(
            EnvReader("springLoadingBehavior", \.springLoadingBehavior).springLoadingBehavior(
              m.flag ? .enabled : .automatic))
        },
        initial: "automatic", changed: "enabled"),
    ])
  func environmentValue(_ c: EnvironmentCase) {
    let model = SystemModel()
    let host = ViewHost(EnvironmentScreen(model: model, make: c.make))
    #expect(host.treeDescription.contains("Text(\(c.id) \(c.initial))"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews.map(systemBaseName) == ["EnvironmentScreen", "EnvReader"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(\(c.id) \(c.changed))"), "\(host.treeDescription)")
  }

  @Test("A reader of an environment value does not re-run when another value above it changes")
  func unrelatedValue() {
    let model = SystemModel()
    let host = ViewHost(
      EnvironmentScreen(model: model) { m in
        AnyView(EnvReader("openWindow", \.openWindow).environment(\.scenePhase, m.flag ? .background : .active))
      })
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["EnvironmentScreen"], "\(update.trace)")
  }

  @Test("Environment values have SwiftUI's defaults")
  func defaults() {
    let env = EnvironmentValues()
    #expect(env.scenePhase == .active)
    #expect(env.editMode == nil)
    #expect(env.refresh == nil && env.rename == nil)
    #expect(env.displayScale == 1 && env.pixelLength == 1)
    #expect(env.controlSize == .regular && env.multilineTextAlignment == .leading && env.truncationMode == .tail)
    #expect(env.lineLimit == nil && env.font == nil && env.textCase == nil && env.symbolRenderingMode == nil)
    #expect(env.imageScale == .medium && env.minimumScaleFactor == 1 && env.lineSpacing == 0)
    #expect(env.isScrollEnabled && env.isFocusEffectEnabled && env.isHoverEffectEnabled && env.appearsActive)
    #expect(!env.accessibilityReduceMotion && !env.accessibilityVoiceOverEnabled && env.accessibilityPlayAnimatedImages)
    #expect(env.keyboardShortcut == nil && !env.isFocused && !env.supportsMultipleWindows)
    #expect(env.redactionReasons.isEmpty && env.documentConfiguration == nil)
    #expect(env.defaultMinListRowHeight == 44 && env.defaultMinListHeaderHeight == nil)
    var scaled = env
    scaled.displayScale = 3
    #expect(abs(scaled.pixelLength - 1.0 / 3) < 1e-9)
  }

  @Test("Scene phases and edit modes compare as SwiftUI's do")
  func phasesAndModes() {
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    #expect(!EditMode.inactive.isEditing && EditMode.active.isEditing && EditMode.transient.isEditing)
    #expect(InterfaceOrientation.allCases.count == 4 && InterfaceOrientation.portrait != .landscapeLeft)
  }

  @Test("An edit mode placed in the environment as a binding is read and written through it")
  func editModeBinding() {
    let host = ViewHost(EditModeOwner())
    #expect(host.treeDescription.contains("Text(editing false)"), "\(host.treeDescription)")
    let update = host.tap("Edit")
    #expect(host.treeDescription.contains("Text(editing true)"), "\(host.treeDescription)")
    #expect(update.evaluatedViews.contains("EditModeReader"), "\(update.trace)")
  }

  @Test("openURL runs the handler an ancestor set; the system's action accepts a URL and opens nothing")
  func openURL() {
    let model = SystemModel()
    let host = ViewHost(
      URLOpener(model: model).environment(
        \.openURL,
        OpenURLAction { url in
          model.opened.append(url.absoluteString)
          return url.host == "example.com" ? .handled : .discarded
        }))
    host.tap("Open")
    #expect(model.opened == ["https://example.com/a"])
    #expect(model.accepted == [true])
    var accepted: Bool?
    EnvironmentValues().openURL(URL(string: "https://apple.com")!) { accepted = $0 }
    #expect(accepted == true)
    #expect("\(OpenURLAction.Result.systemAction(URL(string: "https://x.org")!))" == "systemAction(https://x.org)")
  }

  @Test("@ScaledMetric scales with the dynamic type size and re-runs its view when the size changes")
  func scaledMetric() {
    let model = SystemModel()
    let host = ViewHost(ScaledScreen(model: model))
    #expect(host.treeDescription.contains("Text(spacing 17.0)"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["ScaledScreen", "ScaledReader"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(spacing 23.0)"), "\(host.treeDescription)")
  }

  // MARK: Focus, keyboard and hover modifiers

  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A focus, keyboard or hover modifier's changed value is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ModifierCase(id: "focusable", leaf: "focusable(false)"),
      ModifierCase(id: "focusable(interactions:)", leaf: "focusable(true, edit)"),
      ModifierCase(id: "focusEffectDisabled", leaf: "focusEffectDisabled(true)"),
      ModifierCase(id: "focusedValue", leaf: "focusedValue(Int: 2)"),
      ModifierCase(id: "focusedSceneValue", leaf: "focusedSceneValue(Int: 2)"),
      ModifierCase(id: "onKeyPress", leaf: "onKeyPress(return)"),
      ModifierCase(id: "onKeyPress(keys:phases:)", leaf: "onKeyPress(downArrow upArrow, down+up)"),
      ModifierCase(id: "keyboardShortcut(localization:)", leaf: "keyboardShortcut(command+p, withoutMirroring)"),
      ModifierCase(id: "hoverEffect", leaf: "hoverEffect(lift)"),
      ModifierCase(id: "hoverEffect(isEnabled:)", leaf: "hoverEffect(highlight, disabled)"),
      ModifierCase(id: "hoverEffectDisabled", leaf: "hoverEffectDisabled(true)"),
      ModifierCase(id: "defaultHoverEffect", leaf: "defaultHoverEffect(highlight)"),
      ModifierCase(id: "writingToolsBehavior", leaf: "writingToolsBehavior(limited)"),
      ModifierCase(id: "findDisabled", leaf: "findDisabled(true)"),
      ModifierCase(id: "submitScope", leaf: "submitScope(true)"),
      ModifierCase(id: "typeSelectEquivalent", leaf: "typeSelectEquivalent(Beta)"),
      ModifierCase(id: "preference", leaf: "preference(TitleKey: Drafts)"),
      ModifierCase(id: "fileImporter", leaf: "fileImporter(presented, public.plain-text public.json)"),
      ModifierCase(id: "fileExporter(item:)", leaf: "fileExporter(presented, notes, notes.txt)"),
      ModifierCase(id: "fileMover", leaf: "fileMover(presented, b.txt)"),
      ModifierCase(id: "fileDialogMessage", leaf: "fileDialogMessage(Pick two)"),
      ModifierCase(
        id: "fileDialogBrowserOptions", leaf: "fileDialogBrowserOptions(displayFileExtensions+includeHiddenFiles)"),
      ModifierCase(id: "userActivity", leaf: "userActivity(com.example.note, active)"),
      ModifierCase(id: "onDrop(of:isTargeted:perform:)", leaf: "onDrop(public.png)"),
      ModifierCase(id: "handlesExternalEvents", leaf: "handlesExternalEvents(preferring b, allowing *)"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = SystemModel()
    let host = ViewHost(ModifierScreen(model: model))
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["ModifierScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.leaf), "\(update.leafUpdates)")
  }

  @Test("An unchanged modifier value costs nothing: an equal write is no leaf update")
  func equalModifierValues() {
    let model = SystemModel()
    let host = ViewHost(ModifierScreen(model: model))
    let update = host.update { model.flag = false }
    #expect(update.leafUpdateCount == 0 && update.bodyCount == 0, "\(update.trace)")
  }

  @Test("Disabling focus and hover effects writes the environment values SwiftUI's modifiers write")
  func effectsDisabledWriteEnvironment() {
    let host = ViewHost(
      VStack {
        EnvReader("isFocusEffectEnabled", \.isFocusEffectEnabled).focusEffectDisabled()
        EnvReader("isHoverEffectEnabled", \.isHoverEffectEnabled).hoverEffectDisabled()
      })
    #expect(host.treeDescription.contains("Text(isFocusEffectEnabled false)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(isHoverEffectEnabled false)"), "\(host.treeDescription)")
  }

  @Test("Key press and hover actions are stored, not run: no key is pressed and no pointer hovers")
  func storedActions() {
    let model = SystemModel()
    let host = ViewHost(ModifierScreen(model: model))
    #expect(model.opened.isEmpty, "\(host.treeDescription)")
    #expect(host.treeDescription.contains("onHover(action)"), "\(host.treeDescription)")
  }

  @Test("Key press phases, focused values and hover effects behave as values")
  func focusValues() {
    #expect(KeyPress.Phases.all == [.down, .repeat, .up])
    #expect(KeyPress.Phases.all.debugDescription == "down+repeat+up")
    var values = FocusedValues()
    #expect(values.selectedNote == nil)
    values.selectedNote = 3
    #expect(values.selectedNote == 3 && values != FocusedValues())
    let reader = FocusedReader()
    #expect(reader.note == nil)
    #expect(HoverEffect(LiftHoverEffect()).description == "lift")
  }

  // MARK: Preferences

  @Test("overlayPreferenceValue and backgroundPreferenceValue realize their content with the key's default value")
  func preferenceValueContent() {
    let host = ViewHost(PreferenceScreen())
    #expect(host.mount.evaluatedViews == ["PreferenceScreen", "TitleBadge", "TitleBadge"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Text(title untitled)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("overlayPreferenceValue(TitleKey)"), "\(host.treeDescription)")
    #expect(
      host.treeDescription.contains("backgroundPreferenceValue(TitleKey, leading/center)"), "\(host.treeDescription)")
  }

  @Test("A preference key reduces values as it declares; the default of an optional value is nil")
  func preferenceKeys() {
    var value = TitleKey.defaultValue
    TitleKey.reduce(value: &value) { "Inbox" }
    #expect(value == "untitled, Inbox")
    var scheme = PreferredColorSchemeKey.defaultValue
    #expect(scheme == nil)
    PreferredColorSchemeKey.reduce(value: &scheme) { .dark }
    PreferredColorSchemeKey.reduce(value: &scheme) { .light }
    #expect(scheme == .dark)
  }

  @Test("onPreferenceChange, onOpenURL and drop actions are stored: nothing runs them")
  func storedPreferenceAndURLActions() {
    let model = SystemModel()
    let host = ViewHost(PreferenceScreen(model: model))
    let update = host.update { model.flag = true }
    #expect(model.opened.isEmpty, "\(update.trace)")
    #expect(host.treeDescription.contains("onPreferenceChange(TitleKey)"), "\(host.treeDescription)")
  }

  // MARK: Files and documents

  @Test("A document group realizes its editor on a new document; the editor's binding writes it")
  func documentGroup() {
    let host = ViewHost(
      DocumentGroup(newDocument: TextDocument(text: "hello")) { file in NoteEditor(document: file.$document) })
    #expect(host.treeDescription.contains("Text(hello)"), "\(host.treeDescription)")
    let update = host.tap("Append")
    // The window passes `$document` without reading it (Q3): only the editor re-runs.
    #expect(update.evaluatedViews == ["NoteEditor"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(hello!)"), "\(host.treeDescription)")
  }

  @Test("A document launch scene realizes its actions, background and accessory views; a launch view too")
  func documentLaunch() {
    let scene = ViewHost(
      DocumentGroupLaunchScene("Notes") {
        NewDocumentButton("Start Writing")
      } background: {
        LaunchBackground()
      } overlayAccessoryView: { geometry in
        Text("frame \(Double(geometry.frame.width))")
      })
    #expect(scene.mount.evaluatedViews == ["NewDocumentButton<Text>", "LaunchBackground"], "\(scene.mount.trace)")
    #expect(scene.treeDescription.contains("DocumentGroupLaunchScene(Notes)"), "\(scene.treeDescription)")
    #expect(scene.treeDescription.contains("Text(Start Writing)"), "\(scene.treeDescription)")
    #expect(scene.treeDescription.contains("Text(frame 0.0)"), "\(scene.treeDescription)")
    let view = ViewHost(
      DocumentLaunchView("Drawings", for: [.png]) {
        NewDocumentButton(Text("New Drawing"), contentType: .png)
      } onDocumentOpen: { url in
        Text(url.lastPathComponent)
      })
    #expect(view.treeDescription.contains("DocumentLaunchView(Drawings)"), "\(view.treeDescription)")
    #expect(view.treeDescription.contains("Text(New Drawing)"), "\(view.treeDescription)")
  }

  @Test("A drag preview is realized with its view; the drag's items are made only when a drag starts (never here)")
  func dragPreview() {
    let model = SystemModel()
    let host = ViewHost(
      Text("photo").onDrag({
        model.opened.append("drag")
        return NSItemProvider(item: "photo", typeIdentifier: UTType.plainText.identifier)
      }) { LaunchBackground() })
    #expect(host.mount.evaluatedViews == ["LaunchBackground"], "\(host.mount.trace)")
    #expect(host.mount.mounted.contains("dragPreview/LaunchBackground"), "\(host.mount.mounted)")
    #expect(model.opened.isEmpty)
    let provider = NSItemProvider(item: "x", typeIdentifier: "public.plain-text")
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
  }

  @Test("Uniform types conform to their parents; a user activity keeps a typed payload")
  func typesAndActivities() throws {
    #expect(UTType.plainText.conforms(to: .text) && UTType.json.conforms(to: .data) && !UTType.png.conforms(to: .text))
    #expect(UTType(filenameExtension: "json") == .json && UTType("public.png") == .png)
    let activity = NSUserActivity(activityType: "com.example.note")
    try activity.setTypedPayload(["id": 7])
    #expect(try activity.typedPayload([String: Int].self) == ["id": 7])
    #expect(FileDialogBrowserOptions([.displayFileExtensions, .enumeratePackages]).rawValue == 5)
  }

  // MARK: Apps and scenes

  @Test("An app mounts: its body is counted under its type, its window group realizes the content")
  func appMount() {
    let host = ViewHost(NotesApp())
    #expect(host.mount.evaluatedViews == ["NotesApp", "NotesRoot"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("WindowGroup(Notes)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(phase background, count 0)"), "\(host.treeDescription)")
  }

  @Test("An app's state drives its scenes: a tap in the content re-runs the app body and the content reading it")
  func appState() {
    let host = ViewHost(NotesApp())
    let update = host.tap("Add")
    // The tap's write re-runs the app body (it reads the count) and the content; the
    // scene's onChange action then writes `changes`, which re-runs both again.
    #expect(update.evaluatedViews == ["NotesApp", "NotesRoot", "NotesApp", "NotesRoot"], "\(update.trace)")
    #expect(host.treeDescription.contains("count 1"), "\(host.treeDescription)")
  }

  @Test("A scene's onChange runs after the update in which its value changed")
  func sceneOnChange() {
    let host = ViewHost(NotesApp())
    host.tap("Add")
    #expect(host.treeDescription.contains("changes 1"), "\(host.treeDescription)")
  }

  @Test("A scene builder's scenes are all realized; a custom scene's body is counted under its type")
  func sceneBuilder() {
    let host = ViewHost(TwoSceneApp())
    #expect(host.mount.evaluatedViews.contains("EditorScene"), "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Text(main)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(editor)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("windowResizability(contentSize)"), "\(host.treeDescription)")
  }

  @Test("A window group presenting data realizes its main window with no value, or its default")
  func presentedWindow() {
    let none = ViewHost(WindowGroup(for: Int.self) { $value in Text("value \(value.map(String.init) ?? "none")") })
    #expect(none.treeDescription.contains("Text(value none)"), "\(none.treeDescription)")
    let defaulted = ViewHost(
      WindowGroup(for: Int.self) { $value in
        Text("value \(value)")
      } defaultValue: {
        7
      })
    #expect(defaulted.treeDescription.contains("Text(value 7)"), "\(defaulted.treeDescription)")
  }

  @Test("A scene's commands are realized beside its content: a command's button can be tapped")
  func commands() {
    let host = ViewHost(NotesApp())
    #expect(host.treeDescription.contains("CommandMenu(Notes)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("CommandGroup(after newItem)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("commands(sidebar)"), "\(host.treeDescription)")
    let update = host.tap("New Note")
    #expect(update.evaluatedViews == ["NotesApp", "NotesRoot", "NotesApp", "NotesRoot"], "\(update.trace)")
    #expect(host.treeDescription.contains("count 1"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

/// A view type's name without its generic arguments.
private func systemBaseName(_ type: String) -> String { String(type.prefix { $0 != "<" }) }

@Observable
final class SystemModel {
  var flag = false
  var opened: [String] = []
  var accepted: [Bool] = []
}

private struct EnvReader<V>: View {
  @Environment private var value: V
  let name: String
  init(_ name: String, _ keyPath: KeyPath<EnvironmentValues, V>) {
    _value = Environment(keyPath)
    self.name = name
  }
  var body: some View { Text("\(name) \(value)") }
}

struct SelectedNoteKey: FocusedValueKey {
  typealias Value = Int
}

extension FocusedValues {
  var selectedNote: Int? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }
}

private struct FocusedReader {
  @FocusedValue(\.selectedNote) var note
}

private struct ModifierScreen: View {
  let model: SystemModel
  var body: some View {
    let on = model.flag
    VStack {
      Text("a").focusable(!on)
      Text("b").focusable(true, interactions: on ? .edit : .activate)
      Text("c").focusEffectDisabled(on)
      Text("d").focusedValue(\.selectedNote, on ? 2 : 1)
      Text("e").focusedSceneValue(\.selectedNote, on ? 2 : 1)
      Text("f").onKeyPress(on ? .return : .escape) { .handled }
      Text("g").onKeyPress(keys: [.upArrow, .downArrow], phases: on ? [.down, .up] : .down) { _ in .ignored }
      Button("Print") {}.keyboardShortcut("p", localization: on ? .withoutMirroring : .automatic)
      Text("h").hoverEffect(on ? .lift : .highlight)
      Text("i").hoverEffect(.highlight, isEnabled: !on)
      Text("j").hoverEffectDisabled(on)
      Text("k").defaultHoverEffect(on ? .highlight : nil)
      Text("l").writingToolsBehavior(on ? .limited : .automatic)
      Text("m").findDisabled(on)
      Text("n").submitScope(on)
      Text("o").typeSelectEquivalent(on ? "Beta" : "Alpha")
      Text("p").windowToolbarFullScreenVisibility(.automatic).onHover { _ in model.opened.append("hover") }
      Text("q").preference(key: TitleKey.self, value: on ? "Drafts" : "Inbox")
      Text("r").fileImporter(isPresented: .constant(on), allowedContentTypes: on ? [.plainText, .json] : [.plainText]) {
        _ in
      }
      Text("s").fileExporter(isPresented: .constant(on), item: "notes", defaultFilename: on ? "notes.txt" : nil) { _ in
      }
      Text("t").fileMover(isPresented: .constant(on), file: URL(fileURLWithPath: on ? "/b.txt" : "/a.txt")) { _ in }
      Text("u").fileDialogMessage(on ? "Pick two" : "Pick one")
      Text("v").fileDialogBrowserOptions(on ? [.displayFileExtensions, .includeHiddenFiles] : [])
      Text("w").userActivity("com.example.note", isActive: on) { _ in }
      Text("x").handlesExternalEvents(preferring: [on ? "b" : "a"], allowing: ["*"])
      Text("y").onOpenURL { model.opened.append($0.absoluteString) }
      Text("z").dropDestination(for: String.self) { items, _ in
        model.opened += items
        return true
      }
      Text("drop").onDrop(of: on ? [.png] : [.jpeg], isTargeted: nil) { _ in true }
    }
  }
}

struct TitleKey: PreferenceKey {
  static let defaultValue = "untitled"
  static func reduce(value: inout String, nextValue: () -> String) { value += ", " + nextValue() }
}

private struct TitleBadge: View {
  let title: String
  var body: some View { Text("title \(title)") }
}

private struct PreferenceScreen: View {
  var model = SystemModel()
  var body: some View {
    Text("content \(model.flag)")
      .overlayPreferenceValue(TitleKey.self) { TitleBadge(title: $0) }
      .backgroundPreferenceValue(TitleKey.self, alignment: .leading) { TitleBadge(title: $0) }
      .onPreferenceChange(TitleKey.self) { _ in }
  }
}

struct TextDocument: FileDocument {
  static let readableContentTypes: [UTType] = [.plainText]
  var text: String
  init(text: String) { self.text = text }
  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct LaunchBackground: View {
  var body: some View { Color.yellow }
}

private struct NoteEditor: View {
  @Binding var document: TextDocument
  var body: some View {
    VStack {
      Text(document.text)
      Button("Append") { document.text += "!" }
    }
  }
}

private struct EnvironmentScreen: View {
  let model: SystemModel
  let make: @MainActor (SystemModel) -> AnyView
  var body: some View { make(model) }
}

private struct EditModeOwner: View {
  @State private var mode = EditMode.inactive
  var body: some View {
    VStack {
      Button("Edit") { mode = .active }
      EditModeReader()
    }
    .environment(\.editMode, $mode)
  }
}

private struct EditModeReader: View {
  @Environment(\.editMode) private var editMode
  var body: some View { Text("editing \(editMode?.wrappedValue.isEditing ?? false)") }
}

private struct URLOpener: View {
  let model: SystemModel
  @Environment(\.openURL) private var openURL
  var body: some View {
    Button("Open") {
      openURL(URL(string: "https://example.com/a")!) { model.accepted.append($0) }
    }
  }
}

private struct ScaledScreen: View {
  let model: SystemModel
  var body: some View {
    ScaledReader().environment(\.dynamicTypeSize, model.flag ? .xxxLarge : .large)
  }
}

private struct ScaledReader: View {
  @ScaledMetric private var spacing: Double = 17
  var body: some View { Text("spacing \(spacing)") }
}

@Observable
final class NotesStore {
  var count = 0
}

private struct NotesApp: App {
  @State private var store = NotesStore()
  @State private var changes = 0

  var body: some Scene {
    WindowGroup("Notes") {
      NotesRoot(store: store, changes: changes)
    }
    .environment(\.scenePhase, .background)
    .onChange(of: store.count) { changes += 1 }
    .commands {
      CommandMenu("Notes") {
        Button("New Note") { store.count += 1 }
      }
      CommandGroup(after: .newItem) { Text("after new") }
      SidebarCommands()
    }
  }
}

private struct NotesRoot: View {
  let store: NotesStore
  let changes: Int
  @Environment(\.scenePhase) private var phase
  var body: some View {
    VStack {
      Text("phase \(phase), count \(store.count)")
      Text("changes \(changes)")
      Button("Add") { store.count += 1 }
    }
  }
}

private struct TwoSceneApp: App {
  var body: some Scene {
    WindowGroup { Text("main") }
    EditorScene()
  }
}

private struct EditorScene: Scene {
  var body: some Scene {
    WindowGroup(id: "editor") { Text("editor") }
      .windowResizability(.contentSize)
  }
}
