import ViewGraph

// A journal editor in the iOS 17 style: a segmented day picker bound to an
// @Observable store, a `TextEditor` in a `GroupBox(label:content:)`, a draft loaded
// by `task(id:)` whenever the day changes, `.keyboardShortcut` and `.help` on the
// buttons, and a `confirmationDialog` with a `String` title before discarding.
// Counts: the screen reads the draft (its length) and the store's day and saved
// days, so each change re-runs it, and the status bar when its values changed (Q2,
// Q3, Q6); the task's writes are a transaction of their own, after the update that
// restarted it; the dialog's buttons are builtin (Q14).

@Observable
final class JournalStore {
  static let days = ["Mon", "Tue", "Wed"]

  var entries = ["Mon": "Rain all day.", "Tue": "Ran 5k."]
  var selectedDay = "Mon"
  var savedDays: [String] = []

  func save(_ text: String) {
    entries[selectedDay] = text
    if !savedDays.contains(selectedDay) { savedDays.append(selectedDay) }
  }
}

struct JournalStatusBar: View {
  let characters: Int
  let isSaved: Bool

  var body: some View {
    HStack {
      Text("\(characters) characters")
      Spacer()
      Label(isSaved ? "Saved" : "Not saved", systemImage: isSaved ? "checkmark.icloud" : "icloud.slash")
    }
    .font(.caption)
  }
}

struct JournalEditorScreen: View {
  @Bindable var store: JournalStore
  @State private var draft = ""
  @State private var confirmingDiscard = false

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Day", selection: $store.selectedDay) {
        ForEach(JournalStore.days, id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
      GroupBox(label: Label("Entry", systemImage: "book")) {
        TextEditor(text: $draft)
          .frame(minHeight: 200)
          .accessibilityLabel("Entry text")
      }
      JournalStatusBar(characters: draft.count, isSaved: store.savedDays.contains(store.selectedDay))
      HStack {
        Button("Save") { store.save(draft) }
          .keyboardShortcut("s")
          .help("Save this day's entry")
        Button("Discard", role: .destructive) { confirmingDiscard = true }
          .keyboardShortcut(.cancelAction)
      }
    }
    .padding()
    .task(id: store.selectedDay) {
      draft = store.entries[store.selectedDay] ?? ""
    }
    .confirmationDialog("Discard this entry?", isPresented: $confirmingDiscard, titleVisibility: .visible) {
      Button("Discard Entry", role: .destructive) { draft = "" }
    }
  }
}
