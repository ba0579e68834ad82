import Observation
import ViewGraph

// The article “Migrating ObservableObject to @Observable”: a document list with a search field, a book count and a sync
// indicator, migrated from ObservableObject to @Observable. "47 view body
// evaluations per keystroke before, 2 after."

/// The library screen of the article “Migrating ObservableObject to @Observable”, in three ways of observing its model.
public enum LibraryKeystroke {
  /// What every variant's model offers the steps.
  @MainActor
  public protocol Model: AnyObject {
    /// Whether a sync is running.
    var isSyncing: Bool { get set }
    /// Adds a document.
    func addBook(_ title: String)
  }

  /// The number of documents.
  ///
  /// The seed does not say how many rows its list has; with
  /// 41 documents in a plain `ScrollView` + `VStack` (every row realized), the rules give
  /// the seed's 47 bodies per keystroke (6 views + 41 observing rows).
  public static let documentCount = 41

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "library-keystroke",
      title: "Library: typing in the search field, before and after @Observable",
      source:
        "“Migrating ObservableObject to @Observable” (\"What it actually bought\", \"The part that is not mechanical\")",
      summary:
        "A document list with a search field, a book count and a sync indicator. Under ObservableObject every observer re-runs on each keystroke because searchText is @Published; with @Observable only the views that read searchText do.",
      variants: [
        Scenario.Variant(
          label: "ObservableObject", note: "every view holds @ObservedObject; the screen owns @StateObject"
        ) {
          let host = ViewHost(LegacyLibraryScreen())
          return Scenario.Mounted(host: host) { host.state(of: LegacyLibrary.self) }
        },
        Scenario.Variant(
          label: "@Observable, reads in the parent", note: "the screen reads the model and passes values down"
        ) {
          let library = ObservableLibrary()
          return Scenario.Mounted(host: ViewHost(ParentReadsLibraryScreen(library: library))) { library }
        },
        Scenario.Variant(
          label: "@Observable, reads pushed down", note: "the screen reads nothing; each subview reads what it shows"
        ) {
          let library = ObservableLibrary()
          return Scenario.Mounted(host: ViewHost(PushedDownLibraryScreen(library: library))) { library }
        },
      ],
      steps: [
        .type("swift", into: "Search"),
        .mutate("start syncing", as: (any Model).self) { $0.isSyncing = true },
        .mutate("add a document", as: (any Model).self) { $0.addBook("Migrating to Observation") },
      ],
      claims: [
        Scenario.Claim(
          "47 view body evaluations per keystroke before",
          variant: "ObservableObject", step: 1, measure: .bodiesPerTransaction, claimed: 47),
        Scenario.Claim(
          "typing one character in the search field re-evaluated every row (41 rows, 5 keystrokes)",
          variant: "ObservableObject", step: 1, measure: .bodiesOf("LegacyDocumentRow"), claimed: 5 * documentCount),
        Scenario.Claim(
          "2 after", variant: "@Observable, reads pushed down", step: 1,
          measure: .bodiesPerTransaction, claimed: 2),
        Scenario.Claim(
          "typing re-evaluates the search field and nothing else (its search field is SearchField with its status line: 5 keystrokes)",
          variant: "@Observable, reads pushed down", step: 1, measure: .bodiesOf("SearchField"), claimed: 5),
        Scenario.Claim(
          "LibraryScreen reads books, so it re-evaluates whenever the array changes — and its whole subtree goes with it",
          variant: "@Observable, reads in the parent", step: 3, claimed: 5 + documentCount + 1,
          verdict: .refuted(
            because:
              "the screen re-runs, but its children are compared by value (Q2): the search field and sync indicator are unchanged and skipped, the list re-runs for its new array and only the new row is created; 3 bodies, not the whole subtree."
          )),
        Scenario.Claim(
          "Now only BookCount re-evaluates. LibraryScreen reads nothing and never re-runs.",
          variant: "@Observable, reads pushed down", step: 3, measure: .bodiesOf("LibraryScreen"), claimed: 0),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject", step: 0,
          measure: .stepsUnlikeTwinAsIfObservable("@Observable, reads pushed down"), claimed: 0),
      ])
  }
}

// MARK: - Models

struct Book: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
}

private func sampleBooks() -> [Book] {
  (0..<LibraryKeystroke.documentCount).map { Book(id: $0, title: "Document \($0)") }
}

@MainActor
final class LegacyLibrary: ObservableObject, LibraryKeystroke.Model {
  @Published var books: [Book] = sampleBooks()
  @Published var searchText = ""
  @Published var isSyncing = false
  func addBook(_ title: String) { books.append(Book(id: books.count, title: title)) }
}

@Observable @MainActor
final class ObservableLibrary: LibraryKeystroke.Model {
  var books: [Book] = sampleBooks()
  var searchText = ""
  var isSyncing = false
  func addBook(_ title: String) { books.append(Book(id: books.count, title: title)) }
}

// MARK: - Shared leaves

/// The hint under the search field: "Press return to search “swi”".
struct SearchStatus: View {
  let query: String
  var body: some View { Text(query.isEmpty ? "" : "Press return to search “\(query)”") }
}

struct DocumentRow: View {
  let book: Book
  var body: some View {
    HStack {
      Image(systemName: "doc")
      Text(book.title)
    }
  }
}

// MARK: - ObservableObject

struct LegacyLibraryScreen: View {
  @StateObject var library = LegacyLibrary()
  var body: some View {
    VStack {
      LegacyBookCount(library: library)
      LegacySearchField(library: library)
      LegacySyncIndicator(library: library)
      LegacyDocumentList(library: library)
    }
  }
}

struct LegacyBookCount: View {
  @ObservedObject var library: LegacyLibrary
  var body: some View { Text("\(library.books.count) books") }
}

struct LegacySearchField: View {
  @ObservedObject var library: LegacyLibrary
  var body: some View {
    VStack {
      TextField("Search", text: $library.searchText)
      SearchStatus(query: library.searchText)
    }
  }
}

struct LegacySyncIndicator: View {
  @ObservedObject var library: LegacyLibrary
  var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
}

struct LegacyDocumentList: View {
  @ObservedObject var library: LegacyLibrary
  var body: some View {
    ScrollView {
      VStack {
        ForEach(library.books) { book in LegacyDocumentRow(library: library, book: book) }
      }
    }
  }
}

/// A row that observes the library (for its "syncing" badge), as rows often do.
struct LegacyDocumentRow: View {
  @ObservedObject var library: LegacyLibrary
  let book: Book
  var body: some View {
    HStack {
      Text(book.title)
      if library.isSyncing { Image(systemName: "arrow.triangle.2.circlepath") }
    }
  }
}

// MARK: - @Observable, reads in the parent

/// The seed's "shape that bit me": the screen reads the model itself.
struct ParentReadsLibraryScreen: View {
  let library: ObservableLibrary
  var body: some View {
    VStack {
      Text("\(library.books.count) books")
      SearchField(library: library)
      SyncIndicator(isSyncing: library.isSyncing)
      BookList(books: library.books, isSyncing: library.isSyncing)
    }
  }
}

struct SearchField: View {
  @Bindable var library: ObservableLibrary
  var body: some View {
    VStack {
      TextField("Search", text: $library.searchText)
      SearchStatus(query: library.searchText)
    }
  }
}

struct SyncIndicator: View {
  let isSyncing: Bool
  var body: some View { Text(isSyncing ? "Syncing…" : "Up to date") }
}

struct BookList: View {
  let books: [Book]
  let isSyncing: Bool
  var body: some View {
    ScrollView {
      VStack {
        ForEach(books) { book in SyncedRow(book: book, isSyncing: isSyncing) }
      }
    }
  }
}

struct SyncedRow: View {
  let book: Book
  let isSyncing: Bool
  var body: some View {
    HStack {
      Text(book.title)
      if isSyncing { Image(systemName: "arrow.triangle.2.circlepath") }
    }
  }
}

// MARK: - @Observable, reads pushed down

struct LibraryScreen: View {
  let library: ObservableLibrary
  var body: some View {
    VStack {
      BookCount(library: library)
      SearchField(library: library)
      ObservingSyncIndicator(library: library)
      ObservingBookList(library: library)
    }
  }
}

/// The seed's extracted subview ("Now only BookCount re-evaluates").
struct BookCount: View {
  let library: ObservableLibrary
  var body: some View { Text("\(library.books.count) books") }
}

struct ObservingSyncIndicator: View {
  let library: ObservableLibrary
  var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
}

struct ObservingBookList: View {
  let library: ObservableLibrary
  var body: some View {
    ScrollView {
      VStack {
        ForEach(library.books) { book in ObservingRow(library: library, book: book) }
      }
    }
  }
}

struct ObservingRow: View {
  let library: ObservableLibrary
  let book: Book
  var body: some View {
    HStack {
      Text(book.title)
      if library.isSyncing { Image(systemName: "arrow.triangle.2.circlepath") }
    }
  }
}

typealias PushedDownLibraryScreen = LibraryScreen
