import ViewGraph

// A note editor over an ObservableObject: a multi-line field, a character count,
// a save button in the toolbar disabled while the note is empty.

final class NoteDraft: ObservableObject {
  @Published var title = ""
  @Published var body = ""
  @Published var savedCount = 0
}

struct CharacterCount: View {
  let count: Int
  var body: some View {
    Text("\(count) characters")
      .font(.caption)
      .foregroundStyle(count > 20 ? .red : .secondary)
  }
}

struct NotesEditorScreen: View {
  @ObservedObject var draft: NoteDraft

  var body: some View {
    NavigationView {
      Form {
        TextField("Title", text: $draft.title)
        TextField("Body", text: $draft.body, axis: .vertical)
          .lineLimit(3...8)
        CharacterCount(count: draft.body.count)
      }
      .navigationTitle("New Note")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { draft.savedCount += 1 }
            .disabled(draft.title.isEmpty)
        }
      }
    }
  }
}
