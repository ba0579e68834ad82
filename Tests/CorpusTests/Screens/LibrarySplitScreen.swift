import ViewGraph

// A two-column library: a sidebar list of shelves and a detail list of the
// selected shelf's books, over an @Observable model read only where shown.

@Observable
final class Bookshelf {
  var shelves = ["Fiction", "History", "Science"]
  var selected = "Fiction"
  var books: [String: [String]] = [
    "Fiction": ["Dune", "Emma"],
    "History": ["SPQR"],
    "Science": ["Cosmos", "The Gene", "Chaos"],
  ]
}

struct ShelfRow: View {
  let name: String
  let isSelected: Bool
  var body: some View {
    Label(name, systemImage: isSelected ? "books.vertical.fill" : "books.vertical")
  }
}

struct ShelfSidebar: View {
  let shelf: Bookshelf
  var body: some View {
    List(shelf.shelves, id: \.self) { name in
      Button {
        shelf.selected = name
      } label: {
        ShelfRow(name: name, isSelected: name == shelf.selected)
      }
    }
    .navigationTitle("Shelves")
  }
}

struct BookList: View {
  let shelf: Bookshelf
  var body: some View {
    List(shelf.books[shelf.selected] ?? [], id: \.self) { Text($0) }
      .navigationTitle(shelf.selected)
  }
}

struct LibrarySplitScreen: View {
  let shelf: Bookshelf
  var body: some View {
    NavigationSplitView {
      ShelfSidebar(shelf: shelf)
    } detail: {
      BookList(shelf: shelf)
    }
  }
}
