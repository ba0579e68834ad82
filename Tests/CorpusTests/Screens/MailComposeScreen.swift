import ViewGraph

// An outbox with a compose sheet, written as before iOS 15: a NavigationView with
// `navigationBarTitle(_:displayMode:)` and `navigationBarItems`, the draft an
// ObservableObject behind a @StateObject, `\.presentationMode` with
// `presentationMode.wrappedValue.dismiss()`, `ActionSheet` with `.actionSheet`
// before discarding, and `.foregroundColor`.
// Counts: the sheet's content mounts when presented and is unmounted when
// dismissed (Q14); its @StateObject owner re-runs at every publish, keystrokes
// included, its badge only when the length it is passed changed (Q2); the outbox
// reads the sent list, not `composing` (Q3).

@MainActor
final class MailDraft: ObservableObject {
  @Published var to = ""
  @Published var subject = ""
  @Published var message = ""
}

struct DraftLengthBadge: View {
  let count: Int
  var body: some View {
    Text("\(count) characters")
      .font(.caption)
      .foregroundColor(count > 100 ? .orange : .secondary)
  }
}

struct ComposeForm: View {
  let onSend: @MainActor (String) -> Void
  @Environment(\.presentationMode) private var presentationMode
  @StateObject private var draft = MailDraft()
  @State private var confirmingDiscard = false

  var body: some View {
    NavigationView {
      Form {
        TextField("To", text: $draft.to)
          .textContentType(.emailAddress)
        TextField("Subject", text: $draft.subject)
        TextEditor(text: $draft.message)
          .accessibilityLabel("Message")
        DraftLengthBadge(count: draft.message.count)
      }
      .navigationBarTitle("New Message", displayMode: .inline)
      .navigationBarItems(
        leading: Button("Close") { confirmingDiscard = true },
        trailing: Button("Send") {
          onSend(draft.subject.isEmpty ? "(no subject)" : draft.subject)
          presentationMode.wrappedValue.dismiss()
        }
        .disabled(draft.to.isEmpty)
      )
      .actionSheet(isPresented: $confirmingDiscard) {
        ActionSheet(
          title: Text("Discard this draft?"),
          buttons: [
            .destructive(Text("Delete Draft")) { presentationMode.wrappedValue.dismiss() },
            .cancel(),
          ])
      }
    }
  }
}

struct MailComposeScreen: View {
  @State private var composing = false
  @State private var sent: [String] = []

  var body: some View {
    NavigationView {
      List {
        if sent.isEmpty {
          Text("No sent mail").foregroundColor(.secondary)
        }
        ForEach(sent, id: \.self) { subject in
          Text(subject)
        }
      }
      .navigationBarTitle("Outbox", displayMode: .large)
      .navigationBarItems(trailing: Button("Compose") { composing = true })
    }
    .sheet(isPresented: $composing) {
      ComposeForm { sent.append($0) }
    }
  }
}
