import Observation
import TestSupport
import Testing
import ViewGraph

// The long tail real screens use: deprecated forms still everywhere (`accentColor`,
// `navigationBarHidden`, `accessibility(label:)`, `GroupBox(label:content:)`) and
// current ones (`formStyle`, `keyboardShortcut`, `contentMargins`, `containerShape`,
// `textContentType`, `fontWidth`, `TextEditor`). Each modifier's values are inputs of
// its node: a changed value is a leaf update, never a body.

@Suite("Long-tail surface: deprecated and current modifiers, TextEditor, GroupBox")
@MainActor
struct LongTailSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let change: @Sendable @MainActor (TailModel) -> Void
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A long-tail modifier's changed value is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ModifierCase(id: "accentColor", change: { $0.flag = true }, leaf: "accentColor(green)"),
      ModifierCase(id: "navigationBarHidden", change: { $0.flag = true }, leaf: "navigationBarHidden(true)"),
      ModifierCase(id: "accessibility(label:)", change: { $0.label = "Share" }, leaf: "accessibilityLabel(Share)"),
      ModifierCase(id: "accessibility(hidden:)", change: { $0.flag = true }, leaf: "accessibilityHidden(true)"),
      ModifierCase(id: "formStyle", change: { $0.flag = true }, leaf: "formStyle(columns)"),
      ModifierCase(id: "keyboardShortcut", change: { $0.key = "p" }, leaf: "keyboardShortcut(command+p)"),
      ModifierCase(id: "contentMargins", change: { $0.margin = 24 }, leaf: "contentMargins(15, 24.0, scrollContent)"),
      ModifierCase(
        id: "containerShape", change: { $0.margin = 24 }, leaf: "containerShape(RoundedRectangle(cornerRadius: 24.0))"),
      ModifierCase(id: "textContentType", change: { $0.flag = true }, leaf: "textContentType(password)"),
      ModifierCase(id: "fontWidth", change: { $0.flag = true }, leaf: "Text(wide) fontWidth: expanded"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = TailModel()
    let host = ViewHost(TailScreen(model: model))
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["TailScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.leaf), "\(update.leafUpdates)")
  }

  @Test("An unchanged value costs nothing: a write of the same values is no leaf update")
  func equalValues() {
    let model = TailModel()
    let host = ViewHost(TailScreen(model: model))
    let update = host.update { model.margin = 16 }
    #expect(update.leafUpdateCount == 0, "\(update.trace)")
  }

  @Test("A TextEditor is a text control: typing into it by its accessibility label writes its binding")
  func textEditor() {
    let host = ViewHost(NotesEditor())
    let typed = host.type("Hi", into: "Notes")
    #expect(typed.count == 2 && typed.allSatisfy(\.diagnostics.isEmpty), "\(typed.map(\.trace))")
    #expect(host.treeDescription.contains("TextEditor(Hi)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("2 characters"), "\(host.treeDescription)")
  }

  @Test("navigationBarTitle sets the navigation title, with its display mode when given")
  func navigationBarTitle() {
    let host = ViewHost(TitledScreen())
    #expect(host.treeDescription.contains("navigationTitle(Inbox, inline)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("navigationTitle(Drafts)"), "\(host.treeDescription)")
  }

  @Test("\\.presentationMode: presented content dismisses itself through it, as through \\.dismiss")
  func presentationMode() {
    let host = ViewHost(ModeSheetOwner())
    host.tap("Open")
    #expect(host.treeDescription.contains("presented: true"), "\(host.treeDescription)")
    let closed = host.tap("Close")
    #expect(closed.diagnostics.isEmpty, "\(closed.trace)")
    #expect(!host.treeDescription.contains("presented:"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("sheet shown false"), "\(host.treeDescription)")
  }

  @Test("A view reading \\.presentationMode does not re-run when another value of its environment changes")
  func presentationModeIsStable() {
    let host = ViewHost(ModeSheetOwner())
    host.tap("Open")
    let toggled = host.tap("Dim")
    // The owner re-runs and hands the sheet a new environment value; the sheet's view
    // reads only \.presentationMode, the same binding as before.
    #expect(toggled.evaluatedViews == ["ModeSheetOwner"], "\(toggled.trace)")
    #expect(host.treeDescription.contains("dimmed true"), "\(host.treeDescription)")
  }

  @Test(
    "confirmationDialog in each of SwiftUI's forms (key, string or Text title; with a message; presenting data) presents, and its button dismisses it",
    arguments: 0..<8)
  func confirmationDialogForms(form: Int) {
    let host = ViewHost(DialogForms(form: form))
    let shown = host.tap("Ask")
    #expect(shown.mounted.contains { $0.hasSuffix("/confirmationDialog") }, "\(shown.trace)")
    #expect(host.treeDescription.contains("Leave 7?"), "\(host.treeDescription)")
    if form % 2 == 1 { #expect(host.treeDescription.contains("Unsaved changes"), "\(host.treeDescription)") }
    let left = host.tap("Leave")
    #expect(left.unmounted.contains { $0.hasSuffix("/confirmationDialog") }, "\(left.trace)")
    #expect(host.treeDescription.contains("left 1"), "\(host.treeDescription)")
  }

  @Test("A button takes a main-actor action, as SwiftUI's does, and a tap runs it")
  func mainActorAction() {
    let model = TailModel()
    let host = ViewHost(MainActorActionScreen(model: model, save: { model.flag = true }))
    host.tap("Save")
    #expect(model.flag)
  }

  @Test(
    "Alert and ActionSheet values: presented while their binding says so, their buttons tapped by label, each dismissing"
  )
  func legacyAlerts() {
    let host = ViewHost(LegacyAlerting())
    let asked = host.tap("Ask")
    // No body runs: the presenter passes `$asking` without reading it (Q3), and the
    // alert's parts are built-in.
    #expect(asked.bodyCount == 0, "\(asked.trace)")
    #expect(host.treeDescription.contains("alert(Discard the draft?)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(It cannot be undone.)"), "\(host.treeDescription)")
    let discarded = host.tap("Discard")
    #expect(discarded.unmounted.contains { $0.hasSuffix("/alert") }, "\(discarded.trace)")
    #expect(host.treeDescription.contains("log discard"), "\(host.treeDescription)")

    host.tap("Options")
    let cancelled = host.tap("Cancel")
    #expect(cancelled.unmounted.contains { $0.hasSuffix("/actionSheet") }, "\(cancelled.trace)")
    #expect(host.treeDescription.contains("log discard, cancel"), "\(host.treeDescription)")

    host.tap("Show item")
    #expect(host.treeDescription.contains("alert(Item 3)"), "\(host.treeDescription)")
    host.tap("OK")
    #expect(host.treeDescription.contains("item none"), "\(host.treeDescription)")
  }

  @Test("UnevenRoundedRectangle takes its radii as a RectangleCornerRadii; a changed radius is a leaf update")
  func cornerRadii() {
    let model = TailModel()
    let host = ViewHost(CornerCard(model: model))
    #expect(host.treeDescription.contains("UnevenRoundedRectangle(16.0, 0.0, 0.0, 16.0)"), "\(host.treeDescription)")
    let update = host.update { model.margin = 8 }
    #expect(update.leafUpdates.compactMap(\.new) == ["UnevenRoundedRectangle(8.0, 0.0, 0.0, 8.0)"], "\(update.trace)")
  }

  @Test("A GroupBox with its label given first realizes the label and the content")
  func groupBoxLabelFirst() {
    let host = ViewHost(Boxed())
    #expect(host.mount.evaluatedViews == ["Boxed", "BoxTitle"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Text(inside)"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

@Observable
final class TailModel {
  var flag = false
  var label = "Send"
  var key: Character = "s"
  var margin: CGFloat = 16
}

private struct TailScreen: View {
  let model: TailModel
  var body: some View {
    VStack {
      Text("accent").accentColor(model.flag ? .green : .blue)
      Text("bar").navigationBarHidden(model.flag)
      Image(systemName: "square.and.arrow.up").accessibility(label: Text(model.label))
      Text("hidden").accessibility(hidden: model.flag)
      Form { Text("row") }.formStyle(columnsOrGrouped)
      Button("Print") {}.keyboardShortcut(KeyEquivalent(model.key))
      ScrollView { Text("long") }.contentMargins(.all, model.margin, for: .scrollContent)
      Text("shaped").containerShape(RoundedRectangle(cornerRadius: model.margin))
      Text("field").textContentType(model.flag ? .password : .username)
      Text("wide").fontWidth(model.flag ? .expanded : .standard)
    }
  }

  /// A built-in form style chosen at run time (its name is what shows).
  var columnsOrGrouped: any FormStyle { model.flag ? ColumnsFormStyle() : GroupedFormStyle() }
}

private struct NotesEditor: View {
  @State private var notes = ""
  var body: some View {
    VStack {
      TextEditor(text: $notes).accessibilityLabel("Notes")
      Text("\(notes.count) characters")
    }
  }
}

private struct Boxed: View {
  var body: some View {
    GroupBox(label: BoxTitle()) { Text("inside") }
  }
}

private struct BoxTitle: View {
  var body: some View { Text("Title") }
}

private struct TitledScreen: View {
  var body: some View {
    VStack {
      Text("a").navigationBarTitle("Inbox", displayMode: .inline)
      Text("b").navigationBarTitle(Text("Drafts"))
    }
  }
}

private struct ModeSheetOwner: View {
  @State private var showing = false
  @State private var dimmed = false
  var body: some View {
    VStack {
      Text("sheet shown \(showing), dimmed \(dimmed)")
      Button("Open") { showing = true }
      Button("Dim") { dimmed.toggle() }
    }
    .sheet(isPresented: $showing) {
      ModeSheet().environment(\.isDimmedForTest, dimmed)
    }
  }
}

private struct DimmedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  fileprivate var isDimmedForTest: Bool {
    get { self[DimmedKey.self] }
    set { self[DimmedKey.self] = newValue }
  }
}

private struct ModeSheet: View {
  @Environment(\.presentationMode) private var presentationMode
  var body: some View {
    VStack {
      Text("presented: \(presentationMode.wrappedValue.isPresented)")
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

/// A confirmation dialog in one of eight forms.
///
/// 0 a key title; 1 a string with a message; 2 a string; 3 a `Text` with a message; 4 a
/// `Text`; 5 a string presenting data, with a message; 6 a `Text` presenting data; 7
/// the same with a message. Odd forms have a message.
private struct DialogForms: View {
  let form: Int
  @State private var asking = false
  @State private var left = 0
  var body: some View {
    let title = "Leave \(7)?"
    let base = VStack {
      Text("left \(left)")
      Button("Ask") { asking = true }
    }
    switch form {
    case 0: base.confirmationDialog(LocalizedStringKey(title), isPresented: $asking) { leave }
    case 1:
      base.confirmationDialog(title, isPresented: $asking) {
        leave
      } message: {
        Text("Unsaved changes")
      }
    case 2: base.confirmationDialog(title, isPresented: $asking) { leave }
    case 3:
      base.confirmationDialog(Text(title), isPresented: $asking, titleVisibility: .visible) {
        leave
      } message: {
        Text("Unsaved changes")
      }
    case 4: base.confirmationDialog(Text(title), isPresented: $asking) { leave }
    case 5:
      base.confirmationDialog(title, isPresented: $asking, presenting: 7) { _ in
        leave
      } message: { _ in
        Text("Unsaved changes")
      }
    case 6: base.confirmationDialog(Text(title), isPresented: $asking, presenting: 7) { _ in leave }
    default:
      base.confirmationDialog(Text(title), isPresented: $asking, presenting: 7) { _ in
        leave
      } message: { _ in
        Text("Unsaved changes")
      }
    }
  }

  private var leave: some View { Button("Leave") { left += 1 } }
}

/// A screen handing its own main-actor action to a button, as apps do (SwiftUI's
/// button actions are `@MainActor`).
private struct MainActorActionScreen: View {
  let model: TailModel
  let save: @MainActor () -> Void
  var body: some View {
    Button("Save", action: save)
  }
}

private struct Numbered: Identifiable {
  let id: Int
}

private struct LegacyAlerting: View {
  @State private var asking = false
  @State private var choosing = false
  @State private var item: Numbered?
  @State private var log: [String] = []
  var body: some View {
    VStack {
      Text("log \(log.joined(separator: ", ")), item \(item.map { "\($0.id)" } ?? "none")")
      Button("Ask") { asking = true }
      Button("Options") { choosing = true }
      Button("Show item") { item = Numbered(id: 3) }
    }
    .alert(isPresented: $asking) {
      Alert(
        title: Text("Discard the draft?"), message: Text("It cannot be undone."),
        primaryButton: .destructive(Text("Discard")) { log.append("discard") }, secondaryButton: .cancel())
    }
    .actionSheet(isPresented: $choosing) {
      ActionSheet(title: Text("Options"), buttons: [.default(Text("Share")), .cancel { log.append("cancel") }])
    }
    .alert(item: $item) { item in Alert(title: Text("Item \(item.id)")) }
  }
}

private struct CornerCard: View {
  let model: TailModel
  var body: some View {
    UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: model.margin, topTrailing: model.margin))
  }
}
