import ViewGraph

// Meeting notes in the iOS 17 style: an @Observable meeting read through
// `@Environment(Model.self)` with a local `@Bindable`, a grouped form with a title
// field, a date picker, attendees added on submit, notes in a `TextEditor` inside a
// `GroupBox(label:content:)`, action items bound into the model, `.help` on the end
// button and a `confirmationDialog` with a `String` title.
// Counts: the screen makes the fields' bindings from its local `@Bindable`, which
// take the properties' values then, so it depends on them (Q6), and the header
// re-runs for the title it shows; a draft passed as `$newAttendee` is state, not a
// read, so typing it re-runs no body (Q3); the action-item rows bound into the array
// all re-run when it changes (Q3); attendee chips hold plain values (Q2).

@Observable
final class MeetingNotes {
  struct ActionItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  var title = "Weekly sync"
  var date = Date(timeIntervalSince1970: 1_700_000_000)
  var attendees = ["Ada", "Grace"]
  var notes = ""
  var actionItems = [ActionItem(id: 1, title: "Send agenda"), ActionItem(id: 2, title: "Book room")]
  var ended = false

  var openItems: Int { actionItems.filter { !$0.isDone }.count }
}

struct MeetingHeader: View {
  @Environment(MeetingNotes.self) private var meeting

  var body: some View {
    VStack(alignment: .leading) {
      Text(meeting.title).font(.title2.bold())
      if meeting.ended {
        Label("Ended", systemImage: "checkmark.seal").foregroundStyle(.green)
      }
    }
  }
}

struct AttendeeChip: View {
  let name: String
  var body: some View {
    Label(name, systemImage: "person.circle")
      .padding(4)
      .background(Capsule().fill(Color.blue.opacity(0.1)))
  }
}

struct ActionItemRow: View {
  @Binding var item: MeetingNotes.ActionItem

  var body: some View {
    Toggle(item.title, isOn: $item.isDone)
  }
}

struct MeetingNotesScreen: View {
  @Environment(MeetingNotes.self) private var meeting
  @State private var newAttendee = ""
  @State private var confirmingEnd = false

  var body: some View {
    @Bindable var meeting = meeting
    Form {
      Section {
        MeetingHeader()
        TextField("Title", text: $meeting.title)
        DatePicker("Date", selection: $meeting.date)
      }
      Section("Attendees") {
        ForEach(meeting.attendees, id: \.self) { AttendeeChip(name: $0) }
        TextField("Add attendee", text: $newAttendee)
          .textContentType(.name)
          .onSubmit {
            meeting.attendees.append(newAttendee)
            newAttendee = ""
          }
      }
      Section {
        GroupBox(label: Text("Notes")) {
          TextEditor(text: $meeting.notes)
            .accessibilityLabel("Notes")
        }
      }
      Section("Action items (\(meeting.openItems) open)") {
        ForEach($meeting.actionItems) { $item in ActionItemRow(item: $item) }
      }
      Button("End Meeting") { confirmingEnd = true }
        .help("Ends the meeting and shares the notes")
        .disabled(meeting.ended)
    }
    .formStyle(.grouped)
    .confirmationDialog("End the meeting?", isPresented: $confirmingEnd, titleVisibility: .visible) {
      Button("End and Share") { meeting.ended = true }
    }
  }
}
