import Observation
import Testing
import TestSupport
import ViewGraph

// Named causes, wasted evaluations, stale views, misuse from other threads.

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
  }
}

@Suite("Wasted evaluations")
@MainActor
struct WastedTests {
  @Test("A body that ran for its own subscription and changed nothing is wasted; the parent is not credited")
  func legacyCells() {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyScreen(model: model))
    let update = host.update { model.title = "New" }
    #expect(update.bodyCount == 4)
    #expect(update.wastedEvaluations.map(\.viewType) == ["LegacyScreen", "LegacyLabel", "LegacyLabel"], "\(update.trace)")
    #expect(update.necessaryEvaluations.map(\.viewType) == ["LegacyTitle"])
  }
}

@Suite("Stale-view audit")
@MainActor
struct StaleViewTests {
  @Test("@ObservationIgnored storage read through a computed property is caught, with the untracked read")
  func ignoredStorage() {
    let model = Cache()
    let host = ViewHost(CacheView(model: model), options: ViewHost.Options(auditsStaleViews: true))
    let update = host.update { model.refresh() }
    #expect(update.bodyCount == 0)
    #expect(update.staleViews.map(\.description) == [
      "CacheView: shows Text(0), would show Text(1) (untracked: Cache.store (@ObservationIgnored or a let))",
    ])
  }

  @Test("A nested non-observable class is caught")
  func plainNested() {
    let model = Outer()
    let host = ViewHost(OuterView(model: model))
    host.update { model.inner.value = 3 }
    #expect(host.audit().map(\.description) == [
      "OuterView: shows Text(0), would show Text(3) (untracked: Outer.inner (PlainInner is not @Observable))",
    ])
  }

  @Test("A child's @State copy of a model it was given is caught once the owner replaces it")
  func disconnectedCopy() {
    let host = ViewHost(Owner())
    #expect(host.audit().isEmpty)
    host.tap("replace")
    #expect(host.audit().map(\.description) == [
      "Owner/VStack/Copier: @State _model keeps the Counter it was first given; its parent now passes another instance (a disconnected copy)",
    ])
  }

  @Test("A correct screen has no stale view")
  func clean() {
    let model = BookStore()
    let host = ViewHost(TitlesLabel(model: model), options: ViewHost.Options(auditsStaleViews: true))
    #expect(host.update { model.title = "x" }.staleViews.isEmpty)
  }
}

@Suite("Misuse from other threads (Q10)")
@MainActor
struct ThreadTests {
  @Test("Q10: publishing from a background thread is reported with SwiftUI's text and applied on the main actor")
  func backgroundPublish() async {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let sendable = UncheckedBox(model)
    await Task.detached { sendable.value.isSyncing = true }.value
    let update = host.flush()
    #expect(update.diagnostics.map(\.message) == [
      "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
    ])
    #expect(update.printedChanges == ["LegacyLabel: _model changed."])
  }

  @Test("An @Observable written from a background thread invalidates on the main actor")
  func backgroundObservable() async {
    let model = BookStore()
    let host = ViewHost(QueryLabel(model: model))
    let sendable = UncheckedBox(model)
    await Task.detached { sendable.value.searchText = "bg" }.value
    let update = host.flush()
    #expect(update.printedChanges == ["QueryLabel: @dependencies changed."])
  }

  @Test("A @State write from a background thread is applied on the main actor at the next flush")
  func backgroundState() async {
    let host = ViewHost(Setter())
    let binding = Setter.binding
    await Task.detached { binding?.value.wrappedValue = 7 }.value
    let update = host.flush()
    #expect(update.printedChanges == ["Setter: _value changed."])
    #expect(host.treeDescription.contains("Text(7)"))
  }

  // An async `main` on Linux runs the main actor on dispatch workers that change
  // across suspensions (the hang `rerender fuzz` found): the check asks the main
  // queue, not a thread.
  @Test("The main actor is recognised after suspensions; detached tasks and other actors are not")
  func mainActorCheck() async {
    for _ in 0..<20 {
      #expect(MainThread.isCurrent)
      await Task.detached { #expect(!MainThread.isCurrent) }.value
      await OtherActor().check()
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(MainThread.isCurrent)
  }

  @Test("A write on the main actor after a suspension applies at once, with no off-main diagnostic")
  func writeAfterSuspension() async {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    await Task.detached {}.value
    try? await Task.sleep(for: .milliseconds(1))
    let update = host.update { model.isSyncing = true }
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    #expect(update.printedChanges == ["LegacyLabel: _model changed."])
  }
}

private actor OtherActor {
  func check() { #expect(!MainThread.isCurrent) }
}

// MARK: - Fixtures

final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

@Observable final class BookStore {
  var searchText = ""
  var title = "Library"
  var subtitle = "All books"
  var count = 0
}

private struct QueryLabel: View {
  let model: BookStore
  var body: some View { Text(model.searchText) }
}

private struct TitlesLabel: View {
  let model: BookStore
  var body: some View { Text("\(model.title) — \(model.subtitle)") }
}

final class LegacyBookStore: ObservableObject {
  @Published var title = "Library"
  @Published var isSyncing = false
}

private struct LegacyLabel: View {
  @ObservedObject var model: LegacyBookStore
  var body: some View { Text(model.isSyncing ? "syncing" : "idle") }
}

private struct LegacyTitle: View {
  @ObservedObject var model: LegacyBookStore
  var body: some View { Text(model.title) }
}

private struct LegacyScreen: View {
  @ObservedObject var model: LegacyBookStore
  var body: some View {
    VStack {
      LegacyTitle(model: model)
      LegacyLabel(model: model)
      LegacyLabel(model: model)
    }
  }
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

@Observable private final class Cache {
  @ObservationIgnored var store = 0
  var current: Int { store }
  func refresh() { store += 1 }
}

private struct CacheView: View {
  let model: Cache
  var body: some View { Text("\(model.current)") }
}

private final class PlainInner {
  var value = 0
}

@Observable private final class Outer {
  let inner = PlainInner()
}

private struct OuterView: View {
  let model: Outer
  var body: some View { Text("\(model.inner.value)") }
}

@Observable private final class Counter {
  var count = 0
}

private struct Copier: View {
  @State var model: Counter
  var body: some View { Text("\(model.count)") }
}

private struct Owner: View {
  @State private var model = Counter()
  var body: some View {
    VStack {
      Copier(model: model)
      Button("replace") { model = Counter() }
    }
  }
}

private struct Setter: View {
  @State private var value = 0
  nonisolated(unsafe) static var binding: UncheckedBox<Binding<Int>>?
  var body: some View {
    Setter.binding = UncheckedBox($value)
    return Text("\(value)")
  }
}
