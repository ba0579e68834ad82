import Foundation
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

// MARK: - The skip path: a parent re-runs over children that did not change

@Observable @MainActor
final class SkipModel {
  var tick = 0
}

/// A plain row whose value is bitwise comparable (POD).
struct PODItem: Identifiable, Equatable, Sendable {
  let id: Int
  let value: Int
}

struct PODRow: View {
  let item: PODItem
  var body: some View { Text("row \(item.value)") }
}

/// A row holding a string: not POD, compared field by field.
struct TextItem: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
}

struct TextRow: View {
  let item: TextItem
  var body: some View { Text(item.title) }
}

/// The parent reads `tick`, so it re-runs; its rows' values are the same each time.
///
/// Two concrete trees, each `ForEach` written as users write it: a generic tree
/// costs instructions of its own per row (its row builder is not specialized).
struct PODSkipTree: View {
  let model: SkipModel
  let items: [PODItem]
  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      ForEach(items) { PODRow(item: $0) }
    }
  }
}

struct TextSkipTree: View {
  let model: SkipModel
  let items: [TextItem]
  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      ForEach(items) { TextRow(item: $0) }
    }
  }
}

@MainActor
func podSkipTree(_ model: SkipModel, rows: Int) -> PODSkipTree {
  PODSkipTree(model: model, items: (0..<rows).map { PODItem(id: $0, value: $0) })
}

@MainActor
func textSkipTree(_ model: SkipModel, rows: Int) -> TextSkipTree {
  TextSkipTree(model: model, items: (0..<rows).map { TextItem(id: $0, title: "Document \($0)") })
}

/// A row given a new `tick` at each of its parent's evaluations: it re-runs for
/// `@self`, one field of its value differing.
struct SelfChangeRow: View {
  let item: PODItem
  let tick: Int
  var body: some View { Text("row \(item.value)") }
}

/// The parent reads `tick` and passes it to every row.
struct SelfChangeTree: View {
  let model: SkipModel
  let items: [PODItem]
  var body: some View {
    let tick = model.tick
    return VStack {
      ForEach(items) { SelfChangeRow(item: $0, tick: tick) }
    }
  }
}

/// The limit of a skip: building the rows' values and comparing each with the
/// previous one bitwise.
@MainActor
func skipLimit(_ items: [PODItem], previous: inout [PODRow]) -> Int {
  var rows: [PODRow] = []
  rows.reserveCapacity(items.count)
  for item in items { rows.append(PODRow(item: item)) }
  var equal = 0
  rows.withUnsafeBytes { new in
    previous.withUnsafeBytes { old in
      guard let new = new.baseAddress, let old = old.baseAddress else { return }
      let stride = MemoryLayout<PODRow>.stride
      for index in 0..<min(rows.count, previous.count) {
        if memcmp(new + index * stride, old + index * stride, MemoryLayout<PODRow>.size) == 0 {
          equal += 1
        }
      }
    }
  }
  previous = rows
  return equal
}

// MARK: - Profiled workloads

/// The part of a profiled workload that is counted: callgrind collects inside it
/// only (`--toggle-collect=$s14rerender_bench8measuredyyyyXEF`).
@inline(never)
func measured(_ work: () -> Void) {
  work()
}

/// The workloads `--profile` runs once, each with its unit count: instructions per
/// unit are compared with a limit's (.ci/check-instructions).
enum ProfileWorkload: String, CaseIterable {
  /// 2 500 rows reading one property, re-run 10 times: 25 000 bodies.
  case broadcast
  /// The same 25 000 bodies in bare `withObservationTracking`.
  case bare
  /// A parent re-run 10 times over 10 000 unchanged plain-data rows: 100 000 children.
  case skipPOD = "skip-pod"
  /// The same over rows holding a string.
  case skipText = "skip-text"
  /// Building and comparing 10 000 plain-data row values bitwise, 10 times.
  case skipLimit = "skip-limit"
  /// Mounting 10 003 nodes (a second time in the process).
  case mount
  /// One property read by one leaf, 10 updates, on a 100-node tree.
  case odirtySmall = "odirty-small"
  /// The same on a 100 000-node tree.
  case odirtyLarge = "odirty-large"
  /// A parent re-run 10 times over 1 000 rows, each given a new value: 10 000
  /// `@self` evaluations.
  case selfChange = "self-change"
  /// Ten keystrokes into a search field whose text one view reads (the library
  /// screen of 25 books, `@Observable`).
  case keystroke

  /// A count the environment may set for the broadcast workloads (`BENCH_ROWS`,
  /// `BENCH_REPS`): a profile of a larger tree, where the cache misses of the engine
  /// show (`BENCH_ROWS=333333 BENCH_REPS=2 valgrind --tool=callgrind --cache-sim=yes …`,
  /// or `perf record -e cpu-clock`); `fallback` when unset, not a number or negative.
  static func setting(_ name: String, _ fallback: Int) -> Int {
    getenv(name).flatMap { Int(String(cString: $0)) }.flatMap { $0 >= 0 ? $0 : nil } ?? fallback
  }

  @MainActor
  func run() {
    switch self {
    case .broadcast:
      let model = BenchModel()
      let host = ViewHost(BroadcastTree(model: model, rows: ProfileWorkload.setting("BENCH_ROWS", 2_500)))
      // One update first, as the benchmark's medians have: the first in a process
      // also pays one-time costs (a model class's layout, the objects a view reaches).
      host.update { model.broadcast += 1 }
      measured {
        for _ in 0..<ProfileWorkload.setting("BENCH_REPS", 10) {
          host.update { model.broadcast += 1 }
        }
      }
    case .bare:
      let model = BenchModel()
      let rows = ProfileWorkload.setting("BENCH_ROWS", 2_500)
      bareLimit(model: model, rows: rows)
      measured {
        for _ in 0..<ProfileWorkload.setting("BENCH_REPS", 10) {
          bareLimit(model: model, rows: rows)
        }
      }
    case .skipPOD:
      let model = SkipModel()
      let host = ViewHost(podSkipTree(model, rows: 10_000))
      host.update { model.tick += 1 }
      measured { for _ in 0..<10 { host.update { model.tick += 1 } } }
    case .skipText:
      let model = SkipModel()
      let host = ViewHost(textSkipTree(model, rows: 10_000))
      host.update { model.tick += 1 }
      measured { for _ in 0..<10 { host.update { model.tick += 1 } } }
    case .skipLimit:
      let items = (0..<10_000).map { PODItem(id: $0, value: $0) }
      var previous: [PODRow] = []
      _ = rerender_bench.skipLimit(items, previous: &previous)
      measured { for _ in 0..<10 { _ = rerender_bench.skipLimit(items, previous: &previous) } }
    case .mount:
      // A second mount, as the benchmark's medians are: the first one in a process
      // also pays the runtime's one-time conformance lookups.
      let model = BenchModel()
      var host: ViewHost? = ViewHost(FlatTree(model: model, rows: 2_500))
      host = nil
      measured { host = ViewHost(FlatTree(model: model, rows: 2_500)) }
      _ = host
    case .odirtySmall, .odirtyLarge:
      let model = BenchModel()
      let host = ViewHost(FlatTree(model: model, rows: self == .odirtySmall ? 25 : 25_000))
      host.update { model.hot += 1 }
      measured { for _ in 0..<10 { host.update { model.hot += 1 } } }
    case .keystroke:
      let host = ViewHost(ScaledLibraryScreen(library: ScaledLibrary(rows: 25)))
      host.setText("a", in: "Search")
      measured { for count in 0..<10 { host.setText(String(repeating: "a", count: count + 2), in: "Search") } }
    case .selfChange:
      let model = SkipModel()
      let host = ViewHost(SelfChangeTree(model: model, items: (0..<1_000).map { PODItem(id: $0, value: $0) }))
      host.update { model.tick += 1 }
      measured { for _ in 0..<10 { host.update { model.tick += 1 } } }
    }
  }
}
