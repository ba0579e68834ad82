import Observation
import TestSupport
import Testing
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

  /// How a view holds the model it reads: the naming walk reads the view's fields
  /// (skipping plain data and strings) to find the model.
  enum Holder: String, CaseIterable, CustomTestStringConvertible {
    case beside, nested, unownedUnsafe, optional
    var testDescription: String { rawValue }
  }

  @Test(
    "@dependencies names the property among several of the same type, however the view holds its model",
    arguments: Holder.allCases)
  func ambiguousTypeThroughHolder(_ holder: Holder) {
    let model = BookStore()
    let update: Update
    switch holder {
    case .beside:
      let host = ViewHost(PlainBesideLabel(count: 3, name: "n", model: model))
      update = host.update { model.subtitle = "new" }
    case .nested:
      let host = ViewHost(NestedLabel(settings: .init(size: 2, store: model)))
      update = host.update { model.subtitle = "new" }
    case .unownedUnsafe:
      let host = ViewHost(UnownedLabel(model: model))
      update = host.update { model.subtitle = "new" }
    case .optional:
      let host = ViewHost(OptionalLabel(model: model))
      update = host.update { model.subtitle = "new" }
    }
    #expect(update.evaluations.first?.causes == ["@dependencies: BookStore.subtitle changed"], "\(update.trace)")
  }

  @Test("A legacy @ObservedObject names the @Published property that fired")
  func publishedName() {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let update = host.update { model.isSyncing = true }
    #expect(
      update.evaluations.first?.causes == ["@ObservedObject _model: objectWillChange fired (LegacyBookStore.isSyncing)"]
    )
  }

  @Test("A legacy @ObservedObject names each @Published property changed in one transaction")
  func publishedNames() {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let update = host.update {
      model.isSyncing = true
      model.title = "Shelf"
    }
    #expect(
      update.evaluations.first?.causes
        == ["@ObservedObject _model: objectWillChange fired (LegacyBookStore.title, LegacyBookStore.isSyncing)"],
      "\(update.trace)")
  }

  @Test("A legacy @ObservedObject says when a publish changed no @Published value (an equal write)")
  func publishedEqualWrite() {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let update = host.update { model.isSyncing = false }
    #expect(
      update.evaluations.first?.causes
        == ["@ObservedObject _model: objectWillChange fired (no @Published value changed)"], "\(update.trace)")
  }

  @Test("@self names the fields that differ, old and new values abbreviated")
  func selfFields() {
    let host = ViewHost(Parent())
    let update = host.tap("rename")
    #expect(
      update.evaluations.last?.causes == [
        #"@self: its parent passed a new value: name "Ada" → "A very long name indeed, longer than f…"#
      ])
    // In full where a test failure shows it.
    #expect(
      update.evaluations.last?.fullCauses == [
        #"@self: its parent passed a new value: name "Ada" → "A very long name indeed, longer than forty characters""#
      ])
    #expect(update.explainedTrace.contains("longer than forty characters"), "\(update.explainedTrace)")
  }

  // Views of one type invalidated by one property's change know the same: their
  // evaluations share one cause context. Another type, another property, or a view
  // also written by an action, each says its own.
  @Test("@dependencies: many views of one type, and of two types, each name the properties they read")
  func sharedDependencyCauses() {
    let model = BookStore()
    let host = ViewHost(ManyLabels(model: model))
    let update = host.update {
      model.searchText = "swift"
      model.count = 3
    }
    let causes = update.evaluations.map { "\($0.viewType): \($0.causes.joined(separator: "; "))" }
    expectNoDifference(
      causes,
      [
        "QueryLabel: @dependencies: BookStore.searchText changed",
        "QueryLabel: @dependencies: BookStore.searchText changed",
        "CountLabel: @dependencies: BookStore.count changed",
        "QueryLabel: @dependencies: BookStore.searchText changed",
        // Its tracking ended at the first change it saw (Q6: one notification per tracking).
        "BothLabel: @dependencies: BookStore.searchText changed",
        "CountLabel: @dependencies: BookStore.count changed",
        "FieldLabel: @dependencies: BookStore.searchText changed",
        "FieldLabel: @dependencies: BookStore.count changed",
      ])
  }
}

extension NamedCauseTests {
  // A kept update holds what its causes say, not what said it: the models its views
  // held, and the views' values, go with the host.
  @Test("A kept update holds no model: its causes read the same once the host and the models are gone")
  func keptUpdateHoldsNoModel() {
    weak var weakModel: KeptModel?
    weak var weakLegacy: KeptLegacy?
    let update: Update
    let causes: [String]
    let trace: String
    do {
      let model = KeptModel()
      let legacy = KeptLegacy()
      weakModel = model
      weakLegacy = legacy
      let host = ViewHost(KeptRoot(model: model, legacy: legacy))
      update = host.update {
        model.count = 1
        legacy.title = "A title longer than forty characters, to be abbreviated"
      }
      causes = update.evaluations.map { "\($0.viewType): \($0.causes.joined(separator: "; "))" }
      trace = update.explainedTrace
      _ = host
    }
    #expect(weakModel == nil, "the kept update keeps the @Observable model alive")
    #expect(weakLegacy == nil, "the kept update keeps the ObservableObject alive")
    expectNoDifference(update.evaluations.map { "\($0.viewType): \($0.causes.joined(separator: "; "))" }, causes)
    expectNoDifference(
      causes,
      [
        "KeptRoot: @dependencies: KeptModel.count changed; @ObservedObject _legacy: objectWillChange fired (KeptLegacy.title)",
        "KeptLabel: @self: its parent passed a new value: count 0 → 1",
        #"KeptLegacyLabel: @self: its parent passed a new value: title "a" → "A title longer than forty characters, …; @ObservedObject _legacy: objectWillChange fired (KeptLegacy.title)"#,
      ], "\(update.explainedTrace)")
    #expect(update.explainedTrace == trace)
    #expect(
      update.explainedTrace.contains(#"title "a" → "A title longer than forty characters, to be abbreviated""#),
      "\(update.explainedTrace)")
  }
}

@Observable private final class KeptModel {
  var count = 0
}

private final class KeptLegacy: ObservableObject {
  @Published var title = "a"
}

/// Passes each model, and a value read from it, to a child.
private struct KeptRoot: View {
  let model: KeptModel
  @ObservedObject var legacy: KeptLegacy
  var body: some View {
    VStack {
      KeptLabel(model: model, count: model.count)
      KeptLegacyLabel(legacy: legacy, title: legacy.title)
    }
  }
}

private struct KeptLabel: View {
  let model: KeptModel
  let count: Int
  var body: some View { Text("\(count)") }
}

private struct KeptLegacyLabel: View {
  @ObservedObject var legacy: KeptLegacy
  let title: String
  var body: some View { Text(title) }
}

private struct CountLabel: View {
  let model: BookStore
  var body: some View { Text("\(model.count)") }
}

/// One type reading one property or another.
private struct FieldLabel: View {
  let model: BookStore
  let readsCount: Bool
  var body: some View { Text(readsCount ? "\(model.count)" : model.searchText) }
}

private struct BothLabel: View {
  let model: BookStore
  var body: some View { Text(model.searchText + "\(model.count)") }
}

private struct ManyLabels: View {
  let model: BookStore
  var body: some View {
    VStack {
      QueryLabel(model: model)
      QueryLabel(model: model)
      CountLabel(model: model)
      QueryLabel(model: model)
      BothLabel(model: model)
      CountLabel(model: model)
      FieldLabel(model: model, readsCount: false)
      FieldLabel(model: model, readsCount: true)
    }
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

struct PlainBesideLabel: View {
  let count: Int
  let name: String
  let model: BookStore
  var body: some View { Text("\(count) \(name) \(model.title) — \(model.subtitle)") }
}

struct LabelSettings {
  let size: Int
  let store: BookStore
}

struct NestedLabel: View {
  let settings: LabelSettings
  var body: some View { Text("\(settings.size) \(settings.store.title) — \(settings.store.subtitle)") }
}

/// A view that holds its model without counting a reference (the test keeps it).
struct UnownedLabel: View {
  unowned(unsafe) let model: BookStore
  let size = 1
  var body: some View { Text("\(size) \(model.title) — \(model.subtitle)") }
}

struct OptionalLabel: View {
  let model: BookStore?
  var body: some View { Text("\(model?.title ?? "") — \(model?.subtitle ?? "")") }
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
