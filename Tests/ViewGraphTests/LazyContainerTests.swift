import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q9: lazy containers realize a viewport.

@Suite("Q9 lazy containers", .tags(.swiftUIParity))
@MainActor
struct LazyContainerTests {
  struct SizeCase: Sendable, CustomTestStringConvertible {
    let id: String
    let kind: Feed.Kind
    let rowBodies: Int
    var testDescription: String { id }
  }

  @Test(
    "Q9: a 1 000-row List mounts a viewport's worth of rows; a VStack mounts them all",
    arguments: [
      SizeCase(id: "List", kind: .list, rowBodies: 14),
      SizeCase(id: "LazyVStack in ScrollView", kind: .lazyInScroll, rowBodies: 14),
      SizeCase(id: "LazyVStack without ScrollView", kind: .lazyAlone, rowBodies: 1_000),
      SizeCase(id: "VStack in ScrollView", kind: .stack, rowBodies: 1_000),
    ])
  func mountSize(_ c: SizeCase) {
    let host = ViewHost(Feed(kind: c.kind, count: 1_000))
    #expect(host.mount.bodyCountsByType["FeedRow"] == c.rowBodies, "\(host.mount.bodyCountsByType)")
  }

  @Test("Q9: when the parent re-runs, only realized rows get new values")
  func onlyRealizedRowsRun() {
    let host = ViewHost(Feed(kind: .list, count: 1_000))
    let update = host.tap("highlight")
    #expect(update.bodyCountsByType["FeedRow"] == 14, "\(update.bodyCountsByType)")
  }

  @Test("Q9: scrolling mounts the rows coming into view; List recycles the rows leaving it")
  func listScroll() {
    let host = ViewHost(Feed(kind: .list, count: 1_000))
    let update = host.scroll(toRow: 100)
    #expect(update.bodyCountsByType["FeedRow"] == 16, "rows 98..<114: \(update.bodyCountsByType)")
    #expect(update.unmounted.filter { $0.hasSuffix("FeedRow") }.count == 14)
    #expect(host.scrollPosition()?.firstVisibleRow == 100)
    #expect(host.scrollPosition()?.rowCount == 1_000)
  }

  @Test("Q9: a LazyVStack keeps the rows it realized, with their state")
  func lazyStackRetains() {
    let host = ViewHost(Feed(kind: .lazyInScroll, count: 1_000))
    host.tap("like 0")
    let down = host.scroll(toRow: 500)
    #expect(down.unmounted.isEmpty)
    let back = host.scroll(toRow: 0)
    #expect(back.bodyCount == 0, "already realized: \(back.trace)")
    #expect(host.treeDescription.contains("Text(row 0 ♥︎1)"))
  }

  @Test("Q9 (our List policy): a recycled row's state is lost when it comes back")
  func listLosesState() {
    let host = ViewHost(Feed(kind: .list, count: 1_000))
    host.tap("like 0")
    host.scroll(toRow: 500)
    let back = host.scroll(toRow: 0)
    #expect(back.bodyCountsByType["FeedRow"] == 14)
    #expect(host.treeDescription.contains("Text(row 0 ♥︎0)"), "\(host.treeDescription.prefix(300))")
  }

  @Test("Q9: the viewport is settable, and changeable as a mutation")
  func viewportSetting() {
    let host = ViewHost(Feed(kind: .list, count: 100).viewport(visibleRows: 5, prefetch: 0))
    #expect(host.mount.bodyCountsByType["FeedRow"] == 5)
    let grown = ViewHost(ViewportOwner())
    let update = grown.tap("grow")
    #expect(update.bodyCountsByType["FeedRow"] == 10, "\(update.bodyCountsByType)")
  }

  @Test("Q9: a grid realizes whole rows of items")
  func grid() {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
          ForEach(0..<300, id: \.self) { FeedRow(index: $0, highlighted: false) }
        }
      })
    #expect(host.mount.bodyCount == 42)
  }

  @Test("Scrolling a container that is not there is a diagnostic")
  func noContainer() {
    let host = ViewHost(Feed(kind: .stack, count: 3))
    expectInputRefused(.containerNotFound, on: host) { host.scroll(toRow: 3) }
    #expect(host.lazyContainerPaths.isEmpty)
  }
}

// MARK: - Fixtures

struct FeedRow: View {
  let index: Int
  let highlighted: Bool
  @State private var likes = 0
  var body: some View {
    HStack {
      Text("row \(index) ♥︎\(likes)")
      Button("like \(index)") { likes += 1 }
    }
  }
}

struct Feed: View {
  enum Kind: Sendable { case list, lazyInScroll, lazyAlone, stack }
  let kind: Kind
  let count: Int
  @State private var highlighted = false

  var body: some View {
    VStack {
      Button("highlight") { highlighted.toggle() }
      switch kind {
      case .list:
        List(0..<count, id: \.self) { FeedRow(index: $0, highlighted: highlighted) }
      case .lazyInScroll:
        ScrollView { LazyVStack { ForEach(0..<count, id: \.self) { FeedRow(index: $0, highlighted: highlighted) } } }
      case .lazyAlone:
        LazyVStack { ForEach(0..<count, id: \.self) { FeedRow(index: $0, highlighted: highlighted) } }
      case .stack:
        ScrollView { VStack { ForEach(0..<count, id: \.self) { FeedRow(index: $0, highlighted: highlighted) } } }
      }
    }
  }
}

private struct ViewportOwner: View {
  @State private var rows = 5
  var body: some View {
    VStack {
      Button("grow") { rows = 15 }
      Feed(kind: .list, count: 100)
    }
    .viewport(visibleRows: rows, prefetch: 0)
  }
}
