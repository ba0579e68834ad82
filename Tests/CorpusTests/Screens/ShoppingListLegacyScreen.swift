import ViewGraph

// A grocery list as written before iOS 15: an ObservableObject passed down as an
// @ObservedObject to the screen, every row and the footer; a NavigationView with
// `navigationBarTitle` and `navigationBarItems` (an edit button and a clear button),
// `.foregroundColor`, `.accentColor`, delete and move, and the first alert API with
// a destructive primary button.
// Counts: each @ObservedObject subscriber re-runs whenever the object publishes,
// whatever it read, so a keystroke in the new item's field re-runs the screen, every
// row and the footer, most of them for nothing (the pattern @Observable fixes).

@MainActor
final class LegacyShoppingList: ObservableObject {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
    var bought = false
  }

  @Published var items = [
    Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Bread"), Item(id: 4, name: "Apples"),
  ]
  @Published var newName = ""

  func add() {
    items.append(Item(id: (items.map(\.id).max() ?? 0) + 1, name: newName))
    newName = ""
  }

  func toggle(_ id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].bought.toggle()
  }
}

struct LegacyItemRow: View {
  let item: LegacyShoppingList.Item
  @ObservedObject var list: LegacyShoppingList

  var body: some View {
    Button(action: toggle) {
      HStack {
        Image(systemName: item.bought ? "checkmark.square" : "square")
        Text(item.name)
          .foregroundColor(item.bought ? .secondary : .primary)
      }
    }
  }

  private func toggle() { list.toggle(item.id) }
}

struct LegacyListFooter: View {
  @ObservedObject var list: LegacyShoppingList

  var body: some View {
    Text("\(list.items.filter { !$0.bought }.count) to buy")
      .font(.footnote)
      .foregroundColor(.secondary)
  }
}

struct ShoppingListLegacyScreen: View {
  @ObservedObject var list: LegacyShoppingList
  @State private var confirmingClear = false

  var body: some View {
    NavigationView {
      VStack {
        HStack {
          TextField("New item", text: $list.newName)
          Button("Add", action: list.add)
            .disabled(list.newName.isEmpty)
        }
        .padding(.horizontal)
        List {
          ForEach(list.items) { item in
            LegacyItemRow(item: item, list: list)
          }
          .onDelete { list.items.remove(atOffsets: $0) }
          .onMove { list.items.move(fromOffsets: $0, toOffset: $1) }
        }
        LegacyListFooter(list: list)
      }
      .navigationBarTitle("Groceries")
      .navigationBarItems(leading: EditButton(), trailing: Button("Clear") { confirmingClear = true })
      .alert(isPresented: $confirmingClear) {
        Alert(
          title: Text("Clear the list?"),
          message: Text("This removes every item."),
          primaryButton: .destructive(Text("Clear All")) { list.items.removeAll() },
          secondaryButton: .cancel())
      }
    }
    .accentColor(.green)
  }
}
