import Combine
import TestSupport
import Testing
import ViewGraph

// The graph's invariant checker (debug builds) catches a graph broken on purpose.

@Suite("Invariant checker")
@MainActor
struct InvariantCheckerTests {
  #if VIEWGRAPH_INTERNAL_CHECKS
  static func checkedHost<V: View>(_ view: V) -> ViewHost {
    var options = ViewHost.Options()
    options.collectsInvariantFailures = true
    let host = ViewHost(view, options: options)
    #expect(host.invariantFailures == [], "a healthy graph: \(host.invariantFailures ?? [])")
    return host
  }

  @Test("A node left dirty after a flush is reported with its id and path")
  func catchesACorruptedGraph() throws {
    let host = Self.checkedHost(CheckedScreen())
    host._corruptForTesting(path: "CheckedScreen/VStack/CheckedRow")
    host.flush()
    let failures = try #require(host.invariantFailures)
    #expect(failures.contains { $0.contains("(CheckedScreen/VStack/CheckedRow) is dirty after flush") }, "\(failures)")
  }

  @Test("An evaluation of a view that is not mounted is reported with its path")
  func catchesAnUnmountedEvaluation() throws {
    let host = Self.checkedHost(CheckedScreen())
    host._corruptForTesting(path: "CheckedScreen/VStack/CheckedRow", .evaluateUnmounted)
    let failures = try #require(host.invariantFailures)
    #expect(
      failures.contains { $0.contains("(CheckedScreen/VStack/CheckedRow) evaluated while not mounted") }, "\(failures)")
  }

  @Test("A subscription that outlives its view is reported; one that ends with it is not")
  func catchesASubscriptionThatOutlivesItsView() throws {
    for retained in [false, true] {
      let model = CheckedModel()
      let host = Self.checkedHost(SubscribingScreen(model: model))
      if retained { host._corruptForTesting(path: "SubscribingScreen/VStack/SubscribingRow", .retainSubscriptions) }
      host.update { model.showsRow = false }
      let failures = try #require(host.invariantFailures)
      let leak = "2 objectWillChange subscription(s) alive, the mounted views hold 1"
      #expect(failures.contains { $0.contains(leak) } == retained, "retained: \(retained): \(failures)")
      #expect(failures.count == (retained ? 1 : 0), "\(failures)")
    }
  }

  @Test("A task or onReceive subscription that outlives its view is reported; one cancelled with it is not")
  func catchesALifecycleRegistrationThatOutlivesItsView() async throws {
    for kept in [false, true] {
      let model = CheckedModel()
      let host = Self.checkedHost(LifecycleScreen(model: model))
      if kept { host._corruptForTesting(path: "LifecycleScreen/VStack/LifecycleRow", .keepLifecycleRegistrations) }
      host.update { model.showsRow = false }
      let failures = try #require(host.invariantFailures)
      let task = failures.filter { $0.contains("is not mounted and still holds a running task") }
      let subscription = failures.filter { $0.contains("is not mounted and still holds an onReceive subscription") }
      #expect(task.count == (kept ? 1 : 0) && subscription.count == (kept ? 1 : 0), "kept: \(kept): \(failures)")
      #expect(failures.count == (kept ? 2 : 0), "\(failures)")
      _ = host.tearDown()
    }
  }
  #endif
}

// MARK: - Fixtures

private struct LifecycleRow: View {
  let ticks: PassthroughSubject<Int, Never>
  @State private var received = 0
  var body: some View {
    Text("received \(received)")
      .task { try? await Task.sleep(for: .seconds(60)) }
      .onReceive(ticks) { received = $0 }
  }
}

private struct LifecycleScreen: View {
  @ObservedObject var model: CheckedModel
  var body: some View {
    VStack {
      if model.showsRow { LifecycleRow(ticks: model.ticks) }
      Text("other")
    }
  }
}

private struct CheckedRow: View {
  var body: some View { Text("row") }
}

private struct CheckedScreen: View {
  var body: some View {
    VStack {
      CheckedRow()
      Text("other")
    }
  }
}

private final class CheckedModel: ObservableObject {
  @Published var showsRow = true
  @Published var count = 0
  let ticks = PassthroughSubject<Int, Never>()
}

private struct SubscribingRow: View {
  @ObservedObject var model: CheckedModel
  var body: some View { Text("\(model.count)") }
}

private struct SubscribingScreen: View {
  @ObservedObject var model: CheckedModel
  var body: some View {
    VStack {
      if model.showsRow { SubscribingRow(model: model) }
      Text("other")
    }
  }
}
