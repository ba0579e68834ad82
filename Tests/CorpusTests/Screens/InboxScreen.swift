import ViewGraph

// An inbox: sections with headers, navigation links by value with badges,
// context menus and swipe actions on each row.

@Observable
final class Mailbox {
  struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
    var unread: Bool
    var pinned = false
  }

  var messages = [
    Message(id: 1, subject: "Lunch?", unread: true),
    Message(id: 2, subject: "Invoice", unread: false),
    Message(id: 3, subject: "Weekend plans", unread: true),
  ]

  func togglePin(_ id: Int) {
    if let index = messages.firstIndex(where: { $0.id == id }) { messages[index].pinned.toggle() }
  }
}

struct MessageRow: View {
  let message: Mailbox.Message
  var body: some View {
    HStack {
      if message.pinned { Image(systemName: "pin.fill") }
      Text(message.subject).fontWeight(message.unread ? .bold : .regular)
    }
  }
}

struct InboxScreen: View {
  let mailbox: Mailbox

  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("Unread")) {
          ForEach(mailbox.messages.filter(\.unread)) { message in
            NavigationLink(value: message) { MessageRow(message: message) }
              .badge(1)
              .contextMenu {
                Button("Pin") { mailbox.togglePin(message.id) }
              }
          }
        }
        Section(header: Text("Read")) {
          ForEach(mailbox.messages.filter { !$0.unread }) { message in
            MessageRow(message: message)
              .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button(role: .destructive) {
                } label: {
                  Label("Delete", systemImage: "trash")
                }
              }
          }
        }
      }
      .navigationDestination(for: Mailbox.Message.self) { Text($0.subject) }
      .navigationTitle("Inbox")
    }
  }
}
