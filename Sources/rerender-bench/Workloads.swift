import Observation
import ViewGraph

// The benchmark's screens: a flat tree of leaf rows under one stack, sized by node
// count, in @Observable and ObservableObject forms; and the library screen scaled.

@Observable @MainActor
final class BenchModel {
  var hot = 0
  var broadcast = 0
}

@MainActor
final class LegacyBenchModel: ObservableObject {
  @Published var hot = 0
}

/// A row that reads nothing unless it is the hot one.
struct BenchLeaf: View {
  let model: BenchModel
  let index: Int
  var body: some View {
    if index == 0 { Text("hot \(model.hot)") } else { Text("row \(index)") }
  }
}

/// A row that reads the broadcast property: every row re-runs when it changes.
struct BroadcastLeaf: View {
  let model: BenchModel
  let index: Int
  var body: some View { Text("row \(index): \(model.broadcast)") }
}

struct LegacyLeaf: View {
  @ObservedObject var model: LegacyBenchModel
  let index: Int
  var body: some View { Text("row \(index): \(model.hot)") }
}

struct FlatTree: View {
  let model: BenchModel
  let rows: Int
  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { BenchLeaf(model: model, index: $0) }
    }
  }
}

struct BroadcastTree: View {
  let model: BenchModel
  let rows: Int
  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { BroadcastLeaf(model: model, index: $0) }
    }
  }
}

struct LegacyTree: View {
  let model: LegacyBenchModel
  let rows: Int
  var body: some View {
    VStack {
      ForEach(0..<rows, id: \.self) { LegacyLeaf(model: model, index: $0) }
    }
  }
}

// MARK: - The library screen, scaled

struct BenchBook: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
}

@Observable @MainActor
final class ScaledLibrary {
  var books: [BenchBook]
  var searchText = ""
  init(rows: Int) { books = (0..<rows).map { BenchBook(id: $0, title: "Document \($0)") } }
}

@MainActor
final class LegacyScaledLibrary: ObservableObject {
  @Published var books: [BenchBook]
  @Published var searchText = ""
  init(rows: Int) { books = (0..<rows).map { BenchBook(id: $0, title: "Document \($0)") } }
}

struct ScaledSearchField: View {
  @Bindable var library: ScaledLibrary
  var body: some View {
    VStack {
      TextField("Search", text: $library.searchText)
      Text(library.searchText)
    }
  }
}

struct ScaledRow: View {
  let book: BenchBook
  var body: some View { Text(book.title) }
}

struct ScaledList: View {
  let library: ScaledLibrary
  var body: some View {
    VStack { ForEach(library.books) { ScaledRow(book: $0) } }
  }
}

struct ScaledLibraryScreen: View {
  let library: ScaledLibrary
  var body: some View {
    VStack {
      ScaledSearchField(library: library)
      ScaledList(library: library)
    }
  }
}

struct LegacyScaledSearchField: View {
  @ObservedObject var library: LegacyScaledLibrary
  var body: some View {
    VStack {
      TextField("Search", text: $library.searchText)
      Text(library.searchText)
    }
  }
}

struct LegacyScaledRow: View {
  @ObservedObject var library: LegacyScaledLibrary
  let book: BenchBook
  var body: some View { Text(book.title) }
}

struct LegacyScaledList: View {
  @ObservedObject var library: LegacyScaledLibrary
  var body: some View {
    VStack { ForEach(library.books) { LegacyScaledRow(library: library, book: $0) } }
  }
}

struct LegacyScaledLibraryScreen: View {
  @ObservedObject var library: LegacyScaledLibrary
  var body: some View {
    VStack {
      LegacyScaledSearchField(library: library)
      LegacyScaledList(library: library)
    }
  }
}

struct ScrollFeed: View {
  let rows: Int
  var body: some View {
    List(0..<rows, id: \.self) { ScaledRow(book: BenchBook(id: $0, title: "Row \($0)")) }
  }
}
