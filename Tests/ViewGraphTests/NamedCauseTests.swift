import Observation
import Testing
import TestSupport
import ViewGraph

// Beyond _printChanges: each reason named with its cause (the property that changed, the publisher that fired, the input field that differed).

@Suite("Named causes")
@MainActor
struct NamedCauseTests {
  @Test("@dependencies names the model type and property (unique by type)")
  func uniqueProperty() {
    let model = BookStore()
    let host = ViewHost(QueryLabel(model: model))
    let update = host.update { model.searchText = "swift" }
    #expect(update.evaluations.first?.causes == ["@dependencies: BookStore.searchText changed"])
  }

  @Test("@dependencies names the property among several of the same type")
  func ambiguousTypeResolvedByValues() {
    let model = BookStore()
    let host = ViewHost(TitlesLabel(model: model))
    let update = host.update { model.subtitle = "new" }
    #expect(update.evaluations.first?.causes == ["@dependencies: BookStore.subtitle changed"], "\(update.evaluations)")
  }

  @Test("A legacy @ObservedObject names the @Published property that fired")
  func publishedName() {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let update = host.update { model.isSyncing = true }
    #expect(update.evaluations.first?.causes == ["@ObservedObject _model: objectWillChange fired (LegacyBookStore.isSyncing)"])
  }

  @Test("@self names the fields that differ, old and new values abbreviated")
  func selfFields() {
    let host = ViewHost(Parent())
    let update = host.tap("rename")
    #expect(update.evaluations.last?.causes == [#"@self: its parent passed a new value: name "Ada" → "A very long name indeed, longer than f…"#])
    // In full where a test failure shows it.
    #expect(update.evaluations.last?.fullCauses == [#"@self: its parent passed a new value: name "Ada" → "A very long name indeed, longer than forty characters""#])
    #expect(update.explainedTrace.contains("longer than forty characters"), "\(update.explainedTrace)")
  }
}

// MARK: - Fixtures

@Observable final class BookStore {
  var searchText = ""
  var title = "Library"
  var subtitle = "All books"
  var count = 0
}

struct QueryLabel: View {
  let model: BookStore
  var body: some View { Text(model.searchText) }
}

struct TitlesLabel: View {
  let model: BookStore
  var body: some View { Text("\(model.title) — \(model.subtitle)") }
}

final class LegacyBookStore: ObservableObject {
  @Published var title = "Library"
  @Published var isSyncing = false
}

struct LegacyLabel: View {
  @ObservedObject var model: LegacyBookStore
  var body: some View { Text(model.isSyncing ? "syncing" : "idle") }
}

private struct NameView: View {
  let name: String
  let age: Int
  var body: some View { Text(name) }
}

private struct Parent: View {
  @State private var name = "Ada"
  var body: some View {
    VStack {
      NameView(name: name, age: 36)
      Button("rename") { name = "A very long name indeed, longer than forty characters" }
    }
  }
}
