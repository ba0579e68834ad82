import TestSupport
import Testing
import ViewGraph

// The graph's invariant checker (debug builds) catches a graph broken on purpose.

@Suite("Invariant checker")
@MainActor
struct InvariantCheckerTests {
  #if VIEWGRAPH_INTERNAL_CHECKS
  @Test("A node left dirty after a flush is reported with its id and path")
  func catchesACorruptedGraph() throws {
    var options = ViewHost.Options()
    options.collectsInvariantFailures = true
    let host = ViewHost(CheckedScreen(), options: options)
    #expect(host.invariantFailures == [], "a healthy graph: \(host.invariantFailures ?? [])")
    host._corruptForTesting(path: "CheckedScreen/VStack/CheckedRow")
    host.flush()
    let failures = try #require(host.invariantFailures)
    #expect(failures.contains { $0.contains("(CheckedScreen/VStack/CheckedRow) is dirty after flush") }, "\(failures)")
  }
  #endif
}

// MARK: - Fixtures

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
