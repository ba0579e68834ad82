import ViewGraph

// A reminders list in the iOS 17 style: an @Observable store read through
// `@Environment(Model.self)`, a local `@Bindable` for the toggle, rows by id with
// swipe, delete and move, an edit button, and a count that reads the store itself.
// Counts: rows hold plain data and compare equal unless their reminder changed (Q2);
// the screen and the count re-run for what their bodies read (Q6), the whole
// `reminders` array, not one element.

@Observable
final class ReminderStore {
  struct Reminder: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var isFlagged = false
  }

  var reminders = [
    Reminder(id: 1, title: "Call the bank"),
    Reminder(id: 2, title: "Renew passport", isDone: true),
    Reminder(id: 3, title: "Water the plants"),
  ]
  var showCompleted = true

  var visible: [Reminder] { showCompleted ? reminders : reminders.filter { !$0.isDone } }

  func flag(_ id: Int) {
    guard let index = reminders.firstIndex(where: { $0.id == id }) else { return }
    reminders[index].isFlagged.toggle()
  }

  func delete(visibleOffsets: IndexSet) {
    let ids = Set(visibleOffsets.map { visible[$0].id })
    reminders.removeAll { ids.contains($0.id) }
  }

  func move(from source: IndexSet, to destination: Int) {
    reminders.move(fromOffsets: source, toOffset: destination)
  }
}

struct ReminderRow: View {
  let reminder: ReminderStore.Reminder

  var body: some View {
    HStack {
      Image(systemName: reminder.isDone ? "largecircle.fill.circle" : "circle")
        .foregroundStyle(reminder.isDone ? Color.accentColor : .secondary)
      Text(reminder.title)
      if reminder.isFlagged {
        Spacer()
        Image(systemName: "flag.fill").foregroundStyle(.orange)
      }
    }
  }
}

struct ReminderCount: View {
  @Environment(ReminderStore.self) private var store

  var body: some View {
    Text("\(store.reminders.filter { !$0.isDone }.count) remaining")
      .font(.footnote)
      .foregroundStyle(.secondary)
  }
}

struct ReminderListScreen: View {
  @Environment(ReminderStore.self) private var store

  var body: some View {
    @Bindable var store = store
    NavigationStack {
      List {
        Toggle("Show Completed", isOn: $store.showCompleted)
        ForEach(store.visible) { reminder in
          ReminderRow(reminder: reminder)
            .swipeActions(edge: .leading) {
              Button("Flag") { store.flag(reminder.id) }
                .tint(.orange)
            }
        }
        .onDelete { store.delete(visibleOffsets: $0) }
        .onMove { store.move(from: $0, to: $1) }
        ReminderCount()
      }
      .navigationTitle("Reminders")
      .toolbar { EditButton() }
    }
  }
}
