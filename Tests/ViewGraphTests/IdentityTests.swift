import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q8: structural and explicit identity, state lifetime, ForEach.

@Suite("Q8 identity and state lifetime", .tags(.swiftUIParity))
@MainActor
struct IdentityTests {
  @Test("Q8: if/else branches are distinct identities: toggling resets state")
  func conditionalResetsState() {
    let host = ViewHost(Branches())
    host.tap("count")
    #expect(host.treeDescription.contains("Text(1)"))
    let toElse = host.tap("switch")
    #expect(
      toElse.printedChanges == ["Branches: _useFirst changed.", "Counter: @self, @identity, _count changed."],
      "\(toElse.trace)")
    #expect(toElse.unmounted.contains("Branches/VStack/Counter"))
    #expect(host.treeDescription.contains("Text(0)"), "the other branch starts fresh")
    host.tap("switch")
    #expect(host.treeDescription.contains("Text(0)"), "coming back is fresh too: \(host.treeDescription)")
  }

  @Test("Q8: if without else: nil to non-nil is a new identity")
  func optionalContent() {
    let host = ViewHost(OptionalContent())
    let shown = host.tap("show")
    #expect(shown.printedChanges == ["OptionalContent: _show changed.", "Counter: @self, @identity, _count changed."])
    let hidden = host.tap("show")
    #expect(hidden.unmounted.first == "OptionalContent/VStack/Counter")
  }

  @Test("Q8: .id(x) changes reset state and print the first-appearance line")
  func explicitID() {
    let host = ViewHost(Resettable())
    host.tap("count")
    let reset = host.tap("reset")
    #expect(
      reset.printedChanges == ["Resettable: _generation changed.", "Counter: @self, @identity, _count changed."],
      "\(reset.trace)")
    #expect(host.treeDescription.contains("Text(0)"))
  }

  @Test("Q8: AnyView is identified by its dynamic type")
  func anyViewType() {
    let host = ViewHost(Erased())
    let update = host.tap("swap")
    #expect(update.unmounted.contains("Erased/VStack/Counter"), "\(update.unmounted)")
    #expect(update.mounted.contains("Erased/VStack/OtherCounter"), "\(update.mounted)")
  }

  struct ForEachCase: Sendable, CustomTestStringConvertible {
    let id: String
    let byIndices: Bool
    let evaluated: [String]
    let mountedRows: Int
    let shownAfter: [String]
    var testDescription: String { id }
  }

  @Test(
    "Q8: insert at the head, indices vs stable ids",
    arguments: [
      // State stays with positions: A's tap count now sits beside Z.
      ForEachCase(
        id: "indices", byIndices: true,
        evaluated: ["Row", "Row", "Row", "Row"], mountedRows: 1,
        shownAfter: ["Z taps 1", "A taps 0", "B taps 0", "C taps 0"]),
      ForEachCase(
        id: "ids", byIndices: false,
        evaluated: ["Row"], mountedRows: 1,
        shownAfter: ["Z taps 0", "A taps 1", "B taps 0", "C taps 0"]),
    ])
  func insertAtHead(_ c: ForEachCase) {
    let host = ViewHost(Rows(byIndices: c.byIndices))
    host.tap("tap A")
    let update = host.tap("insert")
    #expect(update.evaluatedViews == ["Rows"] + c.evaluated, "\(update.trace)")
    #expect(update.mounted.filter { $0.hasSuffix("/Row") }.count == c.mountedRows)
    let shown = host.treeDescription.split(separator: "\n").compactMap { line -> String? in
      guard line.contains(" taps "), let range = line.firstRange(of: "Text(") else { return nil }
      return String(line.suffix(from: range.upperBound).dropLast())
    }
    #expect(shown == c.shownAfter, "\(shown)")
  }

  @Test("Q8: a constant-range ForEach keeps its initial data and warns")
  func constantRange() {
    let host = ViewHost(ConstantRange())
    let update = host.tap("more")
    #expect(
      update.diagnostics.map(\.message) == [
        "ForEach<Range<Int>, Int, Text> count (4) != its initial count (3). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
      ])
    #expect(update.mounted.isEmpty)
  }

  @Test("Q8: duplicate ids give SwiftUI's warning")
  func duplicateIDs() {
    let host = ViewHost(Duplicates())
    #expect(
      host.mount.diagnostics.map(\.message) == [
        "ForEach<Array<String>, String, Text>: the ID a occurs multiple times within the collection, this will give undefined results!"
      ])
  }

  @Test("Q8: unmounting destroys @StateObject storage and its subscription")
  func unmountReleases() {
    let host = ViewHost(OwnerToggle())
    weak let model = host.state(of: Ticker.self)
    #expect(model != nil)
    host.tap("remove")
    #expect(model == nil, "the object died with its identity")
  }
}

// MARK: - Fixtures

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      Button("count") { count += 1 }
    }
  }
}

private struct OtherCounter: View {
  @State private var count = 0
  var body: some View { Text("other \(count)") }
}

private struct Branches: View {
  @State private var useFirst = true
  var body: some View {
    VStack {
      if useFirst { Counter() } else { Counter() }
      Button("switch") { useFirst.toggle() }
    }
  }
}

private struct OptionalContent: View {
  @State private var show = false
  var body: some View {
    VStack {
      if show { Counter() }
      Button("show") { show.toggle() }
    }
  }
}

private struct Resettable: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Counter().id(generation)
      Button("reset") { generation += 1 }
    }
  }
}

private struct Erased: View {
  @State private var first = true
  var body: some View {
    VStack {
      first ? AnyView(Counter()) : AnyView(OtherCounter())
      Button("swap") { first.toggle() }
    }
  }
}

private struct Item: Identifiable, Equatable {
  let id: String
}

private struct Row: View {
  let item: Item
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("\(item.id) taps \(taps)")
      Button("tap \(item.id)") { taps += 1 }
    }
  }
}

private struct Rows: View {
  let byIndices: Bool
  @State private var items = [Item(id: "A"), Item(id: "B"), Item(id: "C")]
  var body: some View {
    VStack {
      if byIndices {
        ForEach(items.indices, id: \.self) { i in Row(item: items[i]) }
      } else {
        ForEach(items) { item in Row(item: item) }
      }
      Button("insert") { items.insert(Item(id: "Z"), at: 0) }
    }
  }
}

private struct ConstantRange: View {
  @State private var count = 3
  var body: some View {
    VStack {
      ForEach(0..<count) { i in Text("\(i)") }
      Button("more") { count += 1 }
    }
  }
}

private struct Duplicates: View {
  var body: some View {
    VStack {
      ForEach(["a", "b", "a"], id: \.self) { Text($0) }
    }
  }
}

private final class Ticker: ObservableObject {
  @Published var ticks = 0
}

private struct TickerView: View {
  @StateObject var ticker = Ticker()
  var body: some View { Text("\(ticker.ticks)") }
}

private struct OwnerToggle: View {
  @State private var shown = true
  var body: some View {
    VStack {
      if shown { TickerView() }
      Button("remove") { shown = false }
    }
  }
}

// MARK: - ForEach's data and ids, whatever their types

/// An id type that is neither an integer nor a string.
private struct RowCode: Hashable, CustomStringConvertible {
  let value: Int
  var description: String { "#\(value)" }
}

/// A `ForEach` over any data, identified by its elements.
private struct Listed<Data: RandomAccessCollection>: View where Data.Element: Hashable & CustomStringConvertible {
  let data: Data
  var body: some View {
    VStack {
      ForEach(data, id: \.self) { Text($0.description) }
    }
  }
}

@Observable
private final class ChurnFeed {
  var count = 0
  var tapped: Int?
}

/// Rows that come and go with the feed's count, each a button.
private struct FeedList: View {
  let feed: ChurnFeed
  var body: some View {
    VStack {
      ForEach(0..<feed.count, id: \.self) { row in
        Button("row \(row)") { feed.tapped = row }
      }
    }
  }
}

@Suite("Q8: ForEach's data and ids")
@MainActor
struct ForEachDataTests {
  @Test("Duplicate ids give SwiftUI's warning, whatever their type")
  func duplicatesOfEveryIDType() {
    let integers = ViewHost(Listed(data: [1, 2, 1]))
    let strings = ViewHost(Listed(data: ["a", "b", "a"]))
    let codes = ViewHost(Listed(data: [RowCode(value: 1), RowCode(value: 1)]))
    #expect(
      integers.mount.diagnostics.map(\.message) == [
        "ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
      ])
    #expect(strings.mount.diagnostics.count == 1)
    #expect(
      codes.mount.diagnostics.map(\.message) == [
        "ForEach<Array<RowCode>, RowCode, Text>: the ID #1 occurs multiple times within the collection, this will give undefined results!"
      ])
    // The unique ones show once each.
    #expect(integers.mount.leafUpdates.compactMap(\.new) == ["Text(1)", "Text(2)"], "\(integers.mount.trace)")
  }

  @Test("A range, a closed range, an array and another collection show their elements in order")
  func everyKindOfData() {
    let expected = ["Text(3)", "Text(4)", "Text(5)"]
    let shown = [
      ViewHost(Listed(data: 3..<6)).mount, ViewHost(Listed(data: 3...5)).mount,
      ViewHost(Listed(data: [3, 4, 5])).mount, ViewHost(Listed(data: [3, 4, 5][...])).mount,
    ].map { $0.leafUpdates.compactMap(\.new) }
    #expect(shown == Array(repeating: expected, count: 4), "\(shown)")
  }

  @Test("Rows that come and go leave the graph as they were, their nodes found by id throughout")
  func churn() {
    let feed = ChurnFeed()
    let host = ViewHost(FeedList(feed: feed))
    let empty = host.nodeCount
    var perRow = 0
    for _ in 0..<3 {
      let shown = host.update { feed.count = 1_500 }
      #expect(shown.mounted.count > 1_500, "a node per row and more below it")
      perRow = (host.nodeCount - empty) / 1_500
      #expect(host.nodeCount == empty + perRow * 1_500)
      let gone = host.update { feed.count = 0 }
      #expect(gone.unmounted.count == perRow * 1_500)
      #expect(host.nodeCount == empty)
    }
    // Mounted last, with ids thousands past the first page's: the input reaches the
    // button through the graph's table of nodes.
    _ = host.update { feed.count = 1_500 }
    host.tap("row 1400")
    #expect(feed.tapped == 1_400)
  }

  /// Two identities, each made from its own type, and the same two as `AnyHashable`.
  struct IdentityPair: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @Sendable () -> (AnyHashableSendable, AnyHashableSendable, AnyHashable, AnyHashable)

    init<A: Hashable & Sendable, B: Hashable & Sendable>(_ a: A, _ b: B) {
      testDescription = "\(A.self)(\(a)) and \(B.self)(\(b))"
      make = { (AnyHashableSendable(a), AnyHashableSendable(b), AnyHashable(a), AnyHashable(b)) }
    }

    /// The first one handed over already wrapped in an `AnyHashable` (a tab's tag).
    init<A: Hashable & Sendable, B: Hashable & Sendable>(wrapped a: A, _ b: B) {
      testDescription = "AnyHashable(\(A.self)(\(a))) and \(B.self)(\(b))"
      make = { (AnyHashableSendable(AnyHashable(a)), AnyHashableSendable(b), AnyHashable(a), AnyHashable(b)) }
    }
  }

  @Test(
    "A row's id compares, hashes and reads as AnyHashable has it, integers and strings held as they are",
    arguments: [
      IdentityPair(3, 3), IdentityPair(3, 4), IdentityPair(-7, -7), IdentityPair(Int.max, Int.min),
      IdentityPair(3, Int8(3)), IdentityPair(3, 3.0), IdentityPair(3, "3"), IdentityPair("a", "a"),
      IdentityPair("a", "b"), IdentityPair("", ""), IdentityPair("ü", "u\u{308}"), IdentityPair(RowCode(value: 1), 1),
      IdentityPair(RowCode(value: 2), RowCode(value: 2)), IdentityPair(true, 1), IdentityPair(UInt(9), 9),
      IdentityPair(wrapped: 3, 3), IdentityPair(wrapped: "a", "a"), IdentityPair(-1, UInt.max),
    ])
  func idsAsAnyHashable(pair: IdentityPair) {
    let (a, b, anyA, anyB) = pair.make()
    #expect((a == b) == (anyA == anyB), "\(a) and \(b)")
    #expect((b == a) == (anyB == anyA), "\(b) and \(a)")
    // Made again, as each row's key is at each update: equal by value, not identity.
    let (againA, againB, _, _) = pair.make()
    #expect(a == againA && b == againB && againA == a)
    if a == b { #expect(a.hashValue == b.hashValue, "equal ids hash alike: \(a), \(b)") }
    #expect(a.hashValue == anyA.hashValue && b.hashValue == anyB.hashValue, "hashed as AnyHashable")
    #expect(a.base == anyA && b.base == anyB)
    #expect(a.description == String(describing: anyA.base) && b.description == String(describing: anyB.base))
    // In a set, as the graph's keyed rows are.
    #expect(Set([a, b]).count == Set([anyA, anyB]).count)
  }
}
