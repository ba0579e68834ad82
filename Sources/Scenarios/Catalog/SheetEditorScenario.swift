import Observation
import ViewGraph

// Documentation/Rules.md Q14 (presentations) with Q3 and Q6: a sheet that edits the
// model its presenter also reads.

/// A notes screen presenting an editor sheet on the model it also reads.
public enum SheetEditor {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "sheet-editor",
      title: "A sheet editing the model its presenter also reads: ObservableObject against @Observable",
      source: "Documentation/Rules.md Q14, with Q3 and Q6",
      summary:
        "A screen shows how many notes there are and presents an editor sheet on the same model. Presenting realizes only the sheet: the presenter passes $editing, which is not a read (Q3). Typing the title in the sheet re-runs the presenter too under ObservableObject (it observes the whole object), and only the editor under @Observable (Q6). Dismissing unmounts the sheet; presenting it again is a first appearance.",
      variants: [
        Scenario.Variant(
          label: "ObservableObject", note: "the presenter and the editor both hold @ObservedObject var model"
        ) {
          let model = LegacyNotesModel()
          return Scenario.Mounted(host: ViewHost(LegacyNotesScreen(model: model)))
        },
        Scenario.Variant(label: "@Observable", note: "the presenter holds let model; the editor @Bindable var model") {
          let model = NotesModel()
          return Scenario.Mounted(host: ViewHost(NotesScreen(model: model)))
        },
      ],
      steps: [
        .tap("Edit"),
        .type("A", into: "Title"),
        .tap("Done"),
        .tap("Edit"),
      ],
      claims: [
        Scenario.Claim(
          "Documentation/Rules.md Q14: presenting realizes only the sheet; the presenter passing $editing does not re-run (Q3)",
          variant: "ObservableObject", step: 1, measure: .bodiesOf("LegacyNotesScreen"), claimed: 0),
        Scenario.Claim(
          "Documentation/Rules.md Q6: under ObservableObject the presenter observes the whole object, so a keystroke in the sheet re-runs it",
          variant: "ObservableObject", step: 2, measure: .bodiesOf("LegacyNotesScreen"), claimed: 1),
        Scenario.Claim(
          "Documentation/Rules.md Q6: under @Observable the presenter reads only the count, so a keystroke in the sheet does not re-run it",
          variant: "@Observable", step: 2, measure: .bodiesOf("NotesScreen"), claimed: 0),
        Scenario.Claim(
          "Documentation/Rules.md Q14: dismissing unmounts the sheet; presenting again evaluates the editor as a first appearance",
          variant: "@Observable", step: 4, measure: .bodiesOf("NotesEditor"), claimed: 1),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject", step: 0, measure: .stepsUnlikeTwinAsIfObservable("@Observable"), claimed: 0),
      ])
  }
}

// MARK: - ObservableObject

@MainActor
final class LegacyNotesModel: ObservableObject {
  @Published var title = ""
  @Published var notes = ["Groceries", "Ideas"]
}

struct LegacyNotesEditor: View {
  @ObservedObject var model: LegacyNotesModel
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      TextField("Title", text: $model.title)
      Text(model.title.isEmpty ? "Untitled" : model.title)
      Button("Done") { dismiss() }
    }
  }
}

struct LegacyNotesScreen: View {
  @ObservedObject var model: LegacyNotesModel
  @State private var editing = false
  var body: some View {
    VStack {
      Text("\(model.notes.count) notes")
      Button("Edit") { editing = true }
    }
    .sheet(isPresented: $editing) { LegacyNotesEditor(model: model) }
  }
}

// MARK: - @Observable

@Observable @MainActor
final class NotesModel {
  var title = ""
  var notes = ["Groceries", "Ideas"]
}

struct NotesEditor: View {
  @Bindable var model: NotesModel
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      TextField("Title", text: $model.title)
      Text(model.title.isEmpty ? "Untitled" : model.title)
      Button("Done") { dismiss() }
    }
  }
}

struct NotesScreen: View {
  let model: NotesModel
  @State private var editing = false
  var body: some View {
    VStack {
      Text("\(model.notes.count) notes")
      Button("Edit") { editing = true }
    }
    .sheet(isPresented: $editing) { NotesEditor(model: model) }
  }
}
