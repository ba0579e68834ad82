import ViewGraph

// A to-do list: an @Observable store, rows by id with delete and swipe actions,
// a toolbar with an edit button and an add button.

@Observable
final class TodoStore {
  struct Todo: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isDone = false
  }

  var todos: [Todo] = ["Buy milk", "Call Ada", "Book flights"].enumerated().map { index, title in
    Todo(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000\(index)")!, title: title)
  }

  func toggle(_ todo: Todo) {
    guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
    todos[index].isDone.toggle()
  }

  func add(_ title: String) {
    todos.append(Todo(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000\(10 + todos.count)")!, title: title))
  }
}

struct TodoRow: View {
  let todo: TodoStore.Todo
  let onToggle: () -> Void

  var body: some View {
    HStack {
      Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
        .foregroundStyle(todo.isDone ? .green : .secondary)
        .onTapGesture(perform: onToggle)
      Text(todo.title)
        .strikethrough(todo.isDone)
    }
  }
}

struct TodoListScreen: View {
  let store: TodoStore

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.todos) { todo in
          TodoRow(todo: todo) { store.toggle(todo) }
            .swipeActions {
              Button("Done") { store.toggle(todo) }
            }
        }
        .onDelete { store.todos.remove(atOffsets: $0) }
      }
      .navigationTitle("To-Do")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { EditButton() }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            store.add("New item")
          } label: {
            Image(systemName: "plus")
          }
        }
      }
    }
  }
}
