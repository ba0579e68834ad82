import TestSupport
import Testing
import ViewGraph

// Nothing outlives its view: when a node unmounts, or its host is dropped, what it
// registered is cancelled and what it held is released (weak references go nil).

@Suite("Lifetimes end with the view")
@MainActor
struct LifetimeTests {
  @Test("A removed row's @Observable model is freed")
  func removedRowModel() {
    let feed = LifetimeFeed()
    let host = ViewHost(LifetimeFeedView(feed: feed))
    weak let first = feed.items.first
    #expect(first != nil)
    host.update { feed.items = [LifetimeItem(title: "new")] }
    #expect(first == nil, "the removed row's item is still alive")
    _ = host
  }

  @Test("A dropped host's @Observable model is freed")
  func droppedHostModel() {
    weak var model: LifetimeFeed?
    do {
      let feed = LifetimeFeed()
      model = feed
      let host = ViewHost(LifetimeFeedView(feed: feed))
      host.update { feed.items[0].title = "changed" }
    }
    #expect(model == nil, "the dropped host's model is still alive")
  }

  @Test("A host dropped between a write and its flush frees its models (the states taken to name the change go)")
  func droppedBeforeFlush() {
    weak var model: LifetimeTwoFields?
    weak var legacy: LifetimeLegacy?
    do {
      let pair = LifetimeTwoFields()
      let object = LifetimeLegacy()
      model = pair
      legacy = object
      let host = ViewHost(LifetimeTwoReaders(model: pair))
      let legacyHost = ViewHost(LifetimeLegacyView(object: object))
      // Written, never flushed: the notifications took the models' states. The
      // reader of `second` is still registered in the model, through the host's inbox.
      pair.first = "changed"
      object.count += 1
      _ = (host, legacyHost)
    }
    #expect(model == nil, "the dropped host's model is still alive")
    #expect(legacy == nil, "the dropped host's ObservableObject is still alive")
  }

  @Test("A dropped host ends its objectWillChange subscriptions and cancels its running tasks")
  func droppedHostSubscriptionsAndTasks() async {
    let legacy = LifetimeCounted()
    let probe = LifetimeTaskProbe()
    do {
      let host = ViewHost(LifetimeObserving(object: legacy, probe: probe))
      #expect(legacy.objectWillChange.liveSubscriptions == 1)
      _ = host
    }
    #expect(legacy.objectWillChange.liveSubscriptions == 0, "the dropped host's subscription is still live")
    for _ in 0..<400 where !probe.cancelled { try? await Task.sleep(for: .milliseconds(5)) }
    #expect(probe.cancelled, "the dropped host's task was not cancelled")
  }

  @Test("A dismissed branch's @State object and @StateObject are freed")
  func dismissedBranchState() {
    let host = ViewHost(LifetimeBranch())
    weak let state = host.state(of: LifetimeItem.self)
    weak let legacy = host.state(of: LifetimeLegacy.self)
    #expect(state != nil && legacy != nil)
    host.tap("Hide")
    #expect(state == nil, "the branch's @State object is still alive")
    #expect(legacy == nil, "the branch's @StateObject is still alive")
  }

  @Test("A dismissed branch's @State object is freed after a change to it was named (what naming walked is let go)")
  func dismissedBranchAfterNamedChange() {
    let host = ViewHost(LifetimeBranch())
    weak let state = host.state(of: LifetimeItem.self)
    // The notification walks what the view reaches to name the change.
    let update = host.update { state?.title = "changed" }
    #expect(
      update.evaluations.flatMap(\.causes) == ["@dependencies: LifetimeItem.title changed"], "\(update.trace)")
    host.tap("Hide")
    #expect(state == nil, "the branch's @State object, named at the last change, is still alive")
  }

  @Test("An ObservableObject observed by a removed view is freed, and its subscription ended")
  func removedObserverLegacy() {
    let host = ViewHost(LifetimeLegacyList())
    weak let legacy = host.state(of: LifetimeLegacyStore.self)?.objects.first
    #expect(legacy != nil)
    host.tap("Drop")
    #expect(legacy == nil, "the ObservableObject observed by the removed row is still alive")
  }

  @Test("A row recycled by a List, and a view whose .id changed, free their @State objects")
  func recycledAndReidentified() {
    let host = ViewHost(LifetimeRecycling())
    weak let firstRow = host.state(of: LifetimeItem.self)
    #expect(firstRow != nil)
    host.scroll(toRow: 80)
    #expect(firstRow == nil, "the recycled row's @State object is still alive")
    let identified = ViewHost(LifetimeReidentified())
    weak let before = identified.state(of: LifetimeLegacy.self)
    #expect(before != nil)
    identified.tap("Next")
    #expect(before == nil, "the @StateObject of the view's old identity is still alive")
  }

  @Test("A registration that fires for a removed view costs nothing and changes no count")
  func staleRegistration() {
    let shared = LifetimeItem(title: "shared")
    let host = ViewHost(LifetimeShared(shared: shared))
    host.tap("Hide")
    let update = host.update { shared.title = "changed" }
    #expect(update.bodyCount == 0, "\(update.trace)")
    #expect(update.diagnostics.isEmpty)
  }

  @Test(
    "A child removed by its parent in the pass that re-runs them both is freed when the update returns (the pass's nodes are not held past the flush)"
  )
  func removedInItsOwnPass() {
    let model = LifetimeParentChild()
    let tokens = LifetimeTokens()
    let host = ViewHost(LifetimeParent(model: model, tokens: tokens))
    let update = host.update {
      model.text = "b"
      model.showsChild = false
    }
    #expect(
      update.evaluatedViews == ["LifetimeParent"], "the parent's pass removes the child before it runs: \(update.trace)"
    )
    #expect(tokens.made.count == 1, "the child's value was made once, at the mount")
    #expect(tokens.made.allSatisfy { $0.object == nil }, "the removed child's value is still alive: \(update.trace)")
    _ = host
  }
}

// MARK: - Fixtures

@Observable final class LifetimeParentChild {
  var showsChild = true
  var text = "a"
}

/// An object only a child's value holds; the test keeps weak references to each made.
final class LifetimeToken {}

final class LifetimeTokens {
  struct Weak {
    weak var object: LifetimeToken?
  }
  var made: [Weak] = []

  func make() -> LifetimeToken {
    let token = LifetimeToken()
    made.append(Weak(object: token))
    return token
  }
}

private struct LifetimeChild: View {
  let model: LifetimeParentChild
  let token: LifetimeToken
  var body: some View { Text(model.text) }
}

private struct LifetimeParent: View {
  let model: LifetimeParentChild
  let tokens: LifetimeTokens
  var body: some View {
    VStack {
      if model.showsChild { LifetimeChild(model: model, token: tokens.make()) }
      Text("parent")
    }
  }
}

@Observable final class LifetimeItem {
  var title: String
  init(title: String) { self.title = title }
}

@Observable final class LifetimeFeed {
  var items = (0..<5).map { LifetimeItem(title: "item \($0)") }
}

final class LifetimeLegacy: ObservableObject {
  @Published var count = 0
}

/// A model whose `objectWillChange` counts its subscriptions.
final class LifetimeCounted: ObservableObject {
  let objectWillChange = SubscriptionCountingPublisher()
  var count = 0
}

final class LifetimeLegacyStore: ObservableObject {
  @Published var objects = [LifetimeLegacy(), LifetimeLegacy()]
}

private struct LifetimeRow: View {
  let item: LifetimeItem
  var body: some View { Text(item.title) }
}

private struct LifetimeFeedView: View {
  let feed: LifetimeFeed
  var body: some View {
    VStack {
      ForEach(feed.items, id: \.title) { LifetimeRow(item: $0) }
    }
  }
}

private struct LifetimeStateful: View {
  @State private var item = LifetimeItem(title: "state")
  @StateObject private var legacy = LifetimeLegacy()
  var body: some View { Text("\(item.title) \(legacy.count)") }
}

private struct LifetimeBranch: View {
  @State private var shown = true
  var body: some View {
    VStack {
      if shown { LifetimeStateful() }
      Button("Hide") { shown = false }
    }
  }
}

private struct LifetimeLegacyRow: View {
  @ObservedObject var object: LifetimeLegacy
  var body: some View { Text("\(object.count)") }
}

private struct LifetimeLegacyList: View {
  @StateObject private var store = LifetimeLegacyStore()
  var body: some View {
    VStack {
      ForEach(store.objects.indices, id: \.self) { LifetimeLegacyRow(object: store.objects[$0]) }
      Button("Drop") { store.objects.removeFirst() }
    }
  }
}

private struct LifetimeRecyclingRow: View {
  let index: Int
  @State private var item = LifetimeItem(title: "row")
  var body: some View { Text("\(index) \(item.title)") }
}

private struct LifetimeRecycling: View {
  var body: some View {
    List(0..<100, id: \.self) { LifetimeRecyclingRow(index: $0) }
  }
}

private struct LifetimeReidentified: View {
  @State private var page = 0
  var body: some View {
    VStack {
      LifetimeStatefulLegacy().id(page)
      Button("Next") { page += 1 }
    }
  }
}

private struct LifetimeStatefulLegacy: View {
  @StateObject private var legacy = LifetimeLegacy()
  var body: some View { Text("\(legacy.count)") }
}

@MainActor final class LifetimeTaskProbe {
  var cancelled = false
}

@Observable
final class LifetimeTwoFields {
  var first = "a"
  var second = "b"
}

private struct LifetimeReadsFirst: View {
  let model: LifetimeTwoFields
  var body: some View { Text(model.first) }
}

private struct LifetimeReadsSecond: View {
  let model: LifetimeTwoFields
  var body: some View { Text(model.second) }
}

private struct LifetimeTwoReaders: View {
  let model: LifetimeTwoFields
  var body: some View {
    VStack {
      LifetimeReadsFirst(model: model)
      LifetimeReadsSecond(model: model)
    }
  }
}

private struct LifetimeLegacyView: View {
  @ObservedObject var object: LifetimeLegacy
  var body: some View { Text("\(object.count)") }
}

private struct LifetimeObserving: View {
  @ObservedObject var object: LifetimeCounted
  let probe: LifetimeTaskProbe
  var body: some View {
    Text("\(object.count)")
      .task { @MainActor in
        // Sleeps (never spins the main actor) until cancelled.
        try? await Task.sleep(for: .seconds(600))
        probe.cancelled = Task.isCancelled
      }
  }
}

private struct LifetimeShared: View {
  let shared: LifetimeItem
  @State private var shown = true
  var body: some View {
    VStack {
      if shown { LifetimeRow(item: shared) }
      Button("Hide") { shown = false }
    }
  }
}
