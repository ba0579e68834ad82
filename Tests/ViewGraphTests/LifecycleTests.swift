import Observation
import TestSupport
import Testing
import ViewGraph

// Lifetime, and onAppear / onDisappear / task in SwiftUI's order.

@Suite("Lifecycle events", .tags(.swiftUIParity))
@MainActor
struct LifecycleTests {
  @Test("onAppear runs deepest first; tasks start after every onAppear, deepest first")
  func appearOrder() {
    let host = ViewHost(Nested())
    expectNoDifference(
      host.mount.lifecycleEvents.map(\.description),
      [
        "onAppear: Nested/Group/VStack/Text",
        "onAppear: Nested/Group/VStack",
        "onAppear: Nested/Group",
        "task started: Nested/Group/VStack/Text",
        "task started: Nested/Group/VStack",
        "task started: Nested/Group",
      ])
  }

  @Test("A state change in onAppear is flushed in the same update, after the appear")
  func appearMutation() {
    let host = ViewHost(LoadsOnAppear())
    #expect(
      host.mount.printedChanges == [
        "LoadsOnAppear: @self, @identity, _loaded changed.",
        "LoadsOnAppear: _loaded changed.",
      ], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Text(loaded)"))
  }

  @Test("Removing a view runs onDisappear and cancels its task; bringing it back starts fresh")
  func disappearAndRemount() {
    let host = ViewHost(Toggler())
    #expect(host.mount.lifecycleEvents.map(\.kind) == [.appear, .taskStarted])
    host.tap("count")
    let removed = host.tap("toggle")
    #expect(
      removed.lifecycleEvents.map(\.description) == [
        "onDisappear: Toggler/VStack/Child",
        "task cancelled: Toggler/VStack/Child",
      ], "\(removed.trace)")
    let back = host.tap("toggle")
    #expect(back.lifecycleEvents.map(\.kind) == [.appear, .taskStarted])
    #expect(host.treeDescription.contains("Text(0)"), "state started fresh: \(host.treeDescription)")
  }

  @Test("task(id:) restarts when its id changes")
  func taskID() {
    let host = ViewHost(Reloading())
    let update = host.tap("next")
    #expect(update.lifecycleEvents.map(\.kind) == [.taskCancelled, .taskStarted], "\(update.trace)")
    let same = host.tap("same")
    #expect(same.lifecycleEvents.isEmpty)
  }

  @Test("task(id:) takes any Equatable id, as SwiftUI's does, and restarts only when it compares unequal")
  func taskIDEquatable() {
    let host = ViewHost(FilteredReloading())
    let changed = host.tap("next")
    #expect(changed.lifecycleEvents.map(\.kind) == [.taskCancelled, .taskStarted], "\(changed.trace)")
    let equal = host.tap("same query")
    #expect(equal.bodyCount == 1 && equal.lifecycleEvents.isEmpty, "\(equal.trace)")
  }

  @Test("settle() waits for tasks and flushes what they changed")
  func settle() async {
    let host = ViewHost(Fetching())
    let update = await host.settle()
    #expect(update.printedChanges == ["Fetching: _items changed."], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(3 items)"))
  }

  @Test("settle() after a task(id:) restart waits for the restarted task, not the one it replaced")
  func settleAfterRestart() async {
    let host = ViewHost(Paging())
    await host.settle()
    #expect(host.treeDescription.contains("Text(loaded 0)"), "\(host.treeDescription)")
    host.tap("next")
    let update = await host.settle()
    #expect(host.treeDescription.contains("Text(loaded 1)"), "\(host.treeDescription)")
    #expect(update.printedChanges == ["Paging: _loaded changed."], "\(update.trace)")
  }
}

// MARK: - Fixtures

private struct Nested: View {
  var body: some View {
    Group {
      VStack {
        Text("hello")
          .task {}
          .onAppear {}
      }
      .task {}
      .onAppear {}
    }
    .task {}
    .onAppear {}
  }
}

private struct LoadsOnAppear: View {
  @State private var loaded = false
  var body: some View {
    Text(loaded ? "loaded" : "loading")
      .onAppear { loaded = true }
  }
}

private struct Child: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      Button("count") { count += 1 }
    }
  }
}

private struct Toggler: View {
  @State private var shown = true
  var body: some View {
    VStack {
      if shown {
        Child()
          .onAppear {}
          .onDisappear {}
          .task { try? await Task.sleep(for: .seconds(60)) }
      }
      Button("toggle") { shown.toggle() }
    }
  }
}

private struct Reloading: View {
  @State private var page = 0
  @State private var other = 0
  var body: some View {
    VStack {
      Text("page \(page) \(other)")
        .task(id: page) { try? await Task.sleep(for: .seconds(60)) }
      Button("next") { page += 1 }
      Button("same") { other += 1 }
    }
  }
}

private struct Paging: View {
  @State private var page = 0
  @State private var loaded = -1
  var body: some View {
    VStack {
      Text("loaded \(loaded)")
        .task(id: page) { @MainActor in
          await Task.yield()
          loaded = page
        }
      Button("next") { page += 1 }
    }
  }
}

private struct Fetching: View {
  @State private var items: [String] = []
  var body: some View {
    Text("\(items.count) items")
      .task { @MainActor in
        await Task.yield()
        items = ["a", "b", "c"]
      }
  }
}

/// An id that is `Equatable` and not `Hashable`.
private struct Query: Equatable {
  var text: String
  var page: Int
}

private struct FilteredReloading: View {
  @State private var query = Query(text: "swift", page: 0)
  @State private var tick = 0
  var body: some View {
    VStack {
      Text("page \(query.page), tick \(tick)")
        .task(id: Query(text: query.text, page: query.page)) { try? await Task.sleep(for: .seconds(60)) }
      Button("next") { query.page += 1 }
      // The body re-runs and makes an equal id: the task does not restart.
      Button("same query") { tick += 1 }
    }
  }
}

@Suite("Teardown: a host taken off screen as its window closes")
@MainActor
struct TeardownTests {
  @Test("tearDown() runs every onDisappear on screen and cancels its tasks, in SwiftUI's order, as one update")
  func tearDown() {
    let host = ViewHost(ClosingWindow())
    #expect(host.mount.lifecycleEvents.map(\.kind) == [.appear, .appear, .taskStarted], "\(host.mount.trace)")
    let closed = host.tearDown()
    #expect(
      closed.lifecycleEvents.map(\.description) == [
        "onDisappear: ClosingWindow/VStack/ClosingPanel/Text",
        "task cancelled: ClosingWindow/VStack/ClosingPanel/Text",
        "onDisappear: ClosingWindow/VStack",
      ], "\(closed.trace)")
    #expect(closed.bodyCount == 0)
    #expect(host.isTornDown)
    #expect(host.treeDescription.isEmpty, "\(host.treeDescription)")
  }

  @Test("A torn-down host shows nothing: a second teardown is empty, inputs find no control")
  func afterTearDown() {
    let host = ViewHost(ClosingWindow(), options: ViewHost.Options(strictInput: false))
    host.tearDown()
    #expect(host.tearDown().lifecycleEvents.isEmpty)
    #expect(host.tap("close").diagnostics.map(\.kind) == [.controlNotFound])
  }

  @Test("A host dropped without a teardown still runs its views' onDisappear")
  func dropped() {
    let log = DisappearLog()
    do {
      let host = ViewHost(LoggedView(log: log))
      #expect(host.nodeCount > 0)
    }
    #expect(log.entries == ["gone"])
  }
}

@MainActor
private final class DisappearLog {
  var entries: [String] = []
}

private struct LoggedView: View {
  let log: DisappearLog
  var body: some View { Text("x").onDisappear { log.entries.append("gone") } }
}

private struct ClosingPanel: View {
  var body: some View {
    Text("panel").onAppear {}.onDisappear {}.task { try? await Task.sleep(for: .seconds(60)) }
  }
}

private struct ClosingWindow: View {
  var body: some View {
    VStack {
      ClosingPanel()
      Button("close") {}
    }
    .onAppear {}
    .onDisappear {}
  }
}
