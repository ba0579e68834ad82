import ViewGraph

// A notes editor that saves itself: an `ObservableObject` whose init pipes `$text`
// through `.debounce(for: .seconds(2), scheduler: DispatchQueue.main)` into a save,
// a status line showing when it last saved. Counts: each keystroke publishes, so the
// editor (a @StateObject owner) re-runs with the status line holding the same text
// (Q2: skipped); two quiet seconds later the save publishes once, and the status line
// re-runs for its new text.

final class DraftStore: ObservableObject {
  @Published var text = ""
  @Published private(set) var savedCount = 0
  @Published private(set) var lastSaved: String?
  private var cancellables = Set<AnyCancellable>()

  init() {
    $text
      .dropFirst()
      .debounce(for: .seconds(2), scheduler: DispatchQueue.main)
      .sink { [weak self] text in self?.save(text) }
      .store(in: &cancellables)
  }

  private func save(_ text: String) {
    savedCount += 1
    lastSaved = text
  }
}

struct SaveStatusLine: View {
  let savedCount: Int

  var body: some View {
    Text(savedCount == 0 ? "Not saved yet" : "Saved \(savedCount)×")
      .font(.footnote)
      .foregroundStyle(.secondary)
  }
}

struct AutoSaveEditorScreen: View {
  @StateObject private var store = DraftStore()

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Note", text: $store.text, axis: .vertical)
        .textFieldStyle(.roundedBorder)
      SaveStatusLine(savedCount: store.savedCount)
    }
    .padding()
  }
}
