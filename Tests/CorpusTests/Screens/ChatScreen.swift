import ViewGraph

// A chat: messages in a lazy stack inside a scroll view reader, bubbles drawn
// with rounded rectangles, a composer that sends and scrolls to the newest.

@Observable
final class Conversation {
  struct Message: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
  }

  var messages = (0..<40).map { Message(id: $0, text: "Message \($0)", isMine: $0 % 2 == 0) }
  var draft = ""

  func send() {
    guard !draft.isEmpty else { return }
    messages.append(Message(id: messages.count, text: draft, isMine: true))
    draft = ""
  }
}

struct Bubble: View {
  let message: Conversation.Message
  var body: some View {
    HStack {
      if message.isMine { Spacer(minLength: 40) }
      Text(message.text)
        .padding(10)
        .background(message.isMine ? Color.blue : Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))
        .foregroundStyle(message.isMine ? .white : .primary)
      if !message.isMine { Spacer(minLength: 40) }
    }
  }
}

struct Composer: View {
  @Bindable var conversation: Conversation
  let onSend: @MainActor () -> Void
  var body: some View {
    HStack {
      TextField("Message", text: $conversation.draft)
      Button("Send", action: onSend)
        .disabled(conversation.draft.isEmpty)
    }
    .padding(8)
  }
}

struct ChatScreen: View {
  let conversation: Conversation

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        ScrollView {
          LazyVStack {
            ForEach(conversation.messages) { Bubble(message: $0).id($0.id) }
          }
        }
        Composer(conversation: conversation) {
          conversation.send()
          proxy.scrollTo(conversation.messages.count - 1, anchor: .bottom)
        }
      }
    }
  }
}
