import Observation
import TestSupport
import Testing
import ViewGraph

// What the screen shows (Documentation/Rules.md, "What the screen shows";
// Documentation/Counting.md, "Wasted evaluations" and "The minimum"): a primitive
// shows what the environment gives it, a change of it is on screen, and the wasted
// count and the minimum follow from that.

@Suite("Screen model: what a primitive shows, wasted and the minimum")
@MainActor
struct ScreenModelTests {
  nonisolated static let strategies: [TrackingStrategy] = [.asWritten, .minimum]

  @Test("A disabled control shows it: Button(Continue, disabled); enabling it is a leaf update")
  func disabledIsShown() {
    let host = ViewHost(AgreeScreen())
    #expect(host.treeDescription.contains("Button(Continue, disabled)"), "\(host.treeDescription)")
    let update = host.toggle("Agree")
    #expect(
      update.leafUpdates.map(\.description).contains(
        "~ AgreeScreen/VStack/ContinueButton/Button Button(Continue, disabled) -> Button(Continue)"),
      "\(update.leafUpdates)")
    #expect(host.treeDescription.contains("Button(Continue)\n"), "\(host.treeDescription)")
  }

  @Test("Continue's re-run enables the button: it is not wasted, and the minimum keeps it", arguments: strategies)
  func continueIsNecessary(_ tracking: TrackingStrategy) {
    let host = ViewHost(AgreeScreen(), options: ViewHost.Options(tracking: tracking))
    let update = host.toggle("Agree")
    #expect(update.evaluatedViews == ["AgreeScreen", "ContinueButton"], "\(update.explainedTrace)")
    #expect(update.wastedEvaluations.isEmpty, "\(update.explainedTrace)")
  }

  @Test("The first keystroke enables Save: the editor and the button are both needed", arguments: strategies)
  func firstKeystroke(_ tracking: TrackingStrategy) throws {
    let host = ViewHost(SaveEditor(), options: ViewHost.Options(tracking: tracking))
    let update = try #require(host.type("a", into: "Title").first)
    #expect(update.evaluatedViews == ["SaveEditor", "SaveButton"], "\(update.explainedTrace)")
    #expect(update.wastedEvaluations.isEmpty, "\(update.explainedTrace)")
  }

  @Test("A text field's value follows its binding: a body that only passes the binding is wasted")
  func boundValueIsNotTheBodys() throws {
    let host = ViewHost(PlainEditor())
    let update = try #require(host.type("a", into: "Title").first)
    #expect(update.evaluatedViews == ["PlainEditor"], "\(update.explainedTrace)")
    #expect(update.leafUpdateCount == 1, "\(update.leafUpdates)")
    #expect(update.wastedEvaluations.map(\.viewType) == ["PlainEditor"], "\(update.explainedTrace)")
  }

  @Test("Text and colour the environment passes down show on the text that draws them")
  func textEnvironmentIsShown() {
    let host = ViewHost(StyledScreen())
    #expect(
      host.treeDescription.contains("Text(Title) font: largeTitle, foregroundStyle: red"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(Body) font: caption, foregroundStyle: red"), "own font wins")
    let update = host.tap("emphasize")
    #expect(
      update.leafUpdates.map(\.new) == [
        "Text(Title) font: largeTitle, foregroundStyle: blue", "Text(Body) font: caption, foregroundStyle: blue",
        "Text(emphasize) font: caption, foregroundStyle: blue",
      ], "\(update.leafUpdates)")
    #expect(update.wastedEvaluations.isEmpty, "\(update.explainedTrace)")
  }

  @Test("@Environment(\\.font) reads what .font(_:) wrote above it")
  func fontIsReadable() {
    let host = ViewHost(FontReaderHost())
    #expect(host.treeDescription.contains("Text(font headline)"), "\(host.treeDescription)")
  }

  @Test("Deleting a row is needed: the list's owner shows one row fewer", arguments: strategies)
  func deletionIsNeeded(_ tracking: TrackingStrategy) {
    let host = ViewHost(EditableList(), options: ViewHost.Options(tracking: tracking))
    let update = host.deleteRows(at: [1])
    #expect(update.evaluatedViews == ["EditableList"], "\(update.explainedTrace)")
    #expect(update.wastedEvaluations.isEmpty, "\(update.explainedTrace)")
  }

  @Test("A reorder is on screen: the move is a screen change and the minimum keeps it", arguments: strategies)
  func reorderIsNeeded(_ tracking: TrackingStrategy) {
    let host = ViewHost(EditableList(), options: ViewHost.Options(tracking: tracking))
    let update = host.moveRows(fromOffsets: [0], toOffset: 3)
    #expect(update.moved.count == 1, "\(update.moved)")
    #expect(update.evaluations.map(\.screenChanges) == [1], "\(update.explainedTrace)")
  }

  @Test(
    "A sheet shown through its binding: the presenter's re-run is wasted, as if @Observable too (it made the binding); the minimum runs the sheet only"
  )
  func sheetFollowsItsBinding() {
    let counts = [TrackingStrategy.asWritten, .asIfObservable, .minimum].map { tracking in
      let host = ViewHost(SheetPresenter(store: SheetStore()), options: ViewHost.Options(tracking: tracking))
      return host.tap("Edit")
    }
    #expect(counts[0].evaluatedViews == ["SheetPresenter", "SheetBody"], "\(counts[0].explainedTrace)")
    #expect(counts[0].wastedEvaluations.map(\.viewType) == ["SheetPresenter"], "\(counts[0].explainedTrace)")
    // As if @Observable, where this build can run it (not with Apple's Combine).
    if TrackingStrategy.asIfObservable.isAvailable {
      #expect(counts[1].evaluatedViews == ["SheetPresenter", "SheetBody"], "\(counts[1].explainedTrace)")
      #expect(counts[1].wastedEvaluations.map(\.viewType) == ["SheetPresenter"], "\(counts[1].explainedTrace)")
    }
    #expect(counts[2].evaluatedViews == ["SheetBody"], "\(counts[2].explainedTrace)")
  }
}

// MARK: - Fixtures

private struct ContinueButton: View {
  let enabled: Bool
  var body: some View { Button("Continue") {}.disabled(!enabled) }
}

private struct AgreeScreen: View {
  @State private var agreed = false
  var body: some View {
    VStack {
      Toggle("Agree", isOn: $agreed)
      ContinueButton(enabled: agreed)
    }
  }
}

private struct SaveButton: View {
  let canSave: Bool
  var body: some View { Button("Save") {}.disabled(!canSave) }
}

private struct SaveEditor: View {
  @State private var title = ""
  var body: some View {
    VStack {
      TextField("Title", text: $title)
      SaveButton(canSave: !title.isEmpty)
    }
  }
}

private struct PlainEditor: View {
  @State private var title = ""
  var body: some View {
    let _ = title
    TextField("Title", text: $title)
  }
}

private struct StyledScreen: View {
  @State private var emphasized = false
  var body: some View {
    VStack {
      Text("Title").font(.largeTitle)
      Text("Body")
      Button("emphasize") { emphasized = true }
    }
    .font(.caption)
    .foregroundStyle(emphasized ? Color.blue : Color.red)
  }
}

private struct FontReader: View {
  @Environment(\.font) private var font
  var body: some View { Text("font \(font.map { "\($0)" } ?? "none")") }
}

private struct FontReaderHost: View {
  var body: some View { FontReader().font(.headline) }
}

private struct EditableList: View {
  @State private var items = ["a", "b", "c", "d"]
  var body: some View {
    List {
      ForEach(items, id: \.self) { item in Text(item) }
        .onDelete { items.remove(atOffsets: $0) }
        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

private final class SheetStore: ObservableObject {
  @Published var isShowingEditor = false
}

private struct SheetBody: View {
  var body: some View { Text("Editing") }
}

private struct SheetPresenter: View {
  @ObservedObject var store: SheetStore
  var body: some View {
    Button("Edit") { store.isShowingEditor = true }
      .sheet(isPresented: $store.isShowingEditor) { SheetBody() }
  }
}
