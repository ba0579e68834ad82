import Fuzzing
import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q11: a pass evaluates its dirty views parents before
// children, siblings in order. A pass over many dirty views (a broadcast) places them
// by pre-order numbers that the graph keeps until its structure changes
// (Documentation/Architecture.md, "What a re-evaluated body costs"); a pass over a few
// sorts them by their positions. Both must give the tree's order, after every kind of
// structural change.

@Observable
private final class OrderModel {
  var ids: [Int]
  var tick = 0
  /// Read by the rows whose id is in it: who re-runs at a tick.
  var readers: Set<Int>
  init(ids: [Int], readers: Set<Int>) {
    self.ids = ids
    self.readers = readers
  }
}

private struct OrderRow: View {
  let model: OrderModel
  let id: Int
  var body: some View {
    // Every row reads `readers`; the ones it names read `tick` too. One text, no
    // branch: a row is three nodes, so that a tick over most rows dirties a quarter
    // of the graph or more, and the pass places them by number.
    Text(model.readers.contains(id) ? "\(id): \(model.tick)" : "\(id)")
  }
}

/// A header that reads the tick, then the rows: the header comes first in tree order.
private struct OrderList: View {
  let model: OrderModel
  var body: some View {
    VStack {
      OrderHeader(model: model)
      ForEach(model.ids, id: \.self) { OrderRow(model: model, id: $0) }
    }
  }
}

private struct OrderHeader: View {
  let model: OrderModel
  var body: some View { Text("tick \(model.tick)") }
}

/// Rows that read nothing until the parent says so, then the tick; and rows that
/// always read the tick and another property.
///
/// A pass numbers the tree while the first rows observe nothing; they start observing
/// without a structural change.
@Observable
private final class LateModel {
  var live: Set<Int> = []
  var tick = 0
  var other = 0
}

private struct LateList: View {
  let model: LateModel
  var body: some View {
    let live = model.live
    VStack {
      ForEach(0..<6, id: \.self) { id in Text(live.contains(id) ? "late \(id): \(model.tick)" : "late \(id)") }
      ForEach(10..<30, id: \.self) { id in Text("\(id): \(model.tick) \(model.other)") }
    }
  }
}

@Suite("Evaluation order within a pass")
@MainActor
struct EvaluationOrderTests {
  /// The rows a tick re-runs, in the order the trace shows them (each row shows its
  /// id in its path).
  private func tickOrder(_ host: ViewHost, _ model: OrderModel) -> (rows: [String], update: Update) {
    let update = host.update { model.tick += 1 }
    let rows = update.evaluations.filter { $0.viewType == "OrderRow" }.map(\.path)
    return (rows, update)
  }

  private func expectedPaths(_ ids: [Int], readers: Set<Int>) -> [String] {
    ids.filter(readers.contains).map { "OrderList/VStack/[\($0)]/OrderRow" }
  }

  /// A structural change, then a tick: the ids before and after, and who reads the tick.
  struct Change: CustomTestStringConvertible, Sendable {
    let name: String
    let before: [Int]
    let after: [Int]
    var testDescription: String { name }
  }

  nonisolated static let changes: [Change] = [
    Change(name: "rows reversed", before: Array(0..<12), after: Array((0..<12).reversed())),
    Change(
      name: "a row inserted in the middle", before: Array(0..<12), after: [0, 1, 2, 3, 4, 5, 99, 6, 7, 8, 9, 10, 11]),
    Change(name: "rows removed", before: Array(0..<12), after: [0, 2, 4, 6, 8, 10]),
    Change(name: "first and last swapped", before: Array(0..<12), after: [11] + Array(1..<11) + [0]),
    Change(name: "no change", before: Array(0..<12), after: Array(0..<12)),
  ]

  @Test(
    "Q11: a broadcast runs the header, then every row in the tree's order, after the structure changed",
    arguments: changes)
  func broadcastAfterStructuralChange(_ change: Change) {
    let model = OrderModel(ids: change.before, readers: Set(change.before + change.after))
    let host = ViewHost(OrderList(model: model))
    let first = tickOrder(host, model)
    #expect(first.rows == expectedPaths(change.before, readers: model.readers), "\(first.update.trace)")
    _ = host.update { model.ids = change.after }
    let second = tickOrder(host, model)
    #expect(second.update.evaluatedViews.first == "OrderHeader", "\(second.update.trace)")
    #expect(second.rows == expectedPaths(change.after, readers: model.readers), "\(second.update.trace)")
    // Twice: the numbers kept from the last pass are still the tree's.
    let third = tickOrder(host, model)
    #expect(third.rows == second.rows, "\(third.update.trace)")
  }

  @Test(
    "Q11: a pass over a few of many rows (sorted by position) and over most (placed by number) give the tree's order",
    arguments: [1, 2, 3, 4, 5, 6])
  func fewOrMany(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let ids = Array(0..<40)
    let model = OrderModel(ids: ids, readers: [])
    let host = ViewHost(OrderList(model: model))
    for round in 0..<4 {
      // Some rounds name a few readers, others most; the rows are shuffled between.
      let count =
        round.isMultiple(of: 2) ? Int.random(in: 1...4, using: &generator) : Int.random(in: 30...40, using: &generator)
      let readers = Set(ids.shuffled(using: &generator).prefix(count))
      _ = host.update {
        model.readers = readers
        model.ids = model.ids.shuffled(using: &generator)
      }
      let tick = tickOrder(host, model)
      #expect(
        tick.rows == expectedPaths(model.ids, readers: readers), "seed \(seed), round \(round): \(tick.update.trace)")
    }
  }

  @Test("Q6, Q11: a row that starts observing after the tree was numbered runs in its place")
  func rowTrackedAfterNumbering() {
    let model = LateModel()
    let host = ViewHost(LateList(model: model))
    // Most rows re-run: the tree is numbered; the first rows observe nothing yet.
    let numbered = host.update { model.other += 1 }
    #expect(numbered.leafUpdates.count == 20, "\(numbered.trace)")
    _ = host.update { model.live = [1, 4] }
    let tick = host.update { model.tick += 1 }
    let rows = tick.leafUpdates.map(\.path)
    let expected = [1, 4].map { "LateList/VStack/[\($0)]/Text" } + (10..<30).map { "LateList/VStack/[\($0)]/Text" }
    #expect(rows == expected, "\(tick.trace)")
  }

  @Test("Q11: a row that starts reading the model after the tree was numbered still runs in order")
  func rowObservingLater() {
    // Rows that read nothing the tick changes are numbered with the others; a row
    // whose body starts reading the tick later keeps its place.
    let ids = Array(0..<8)
    let model = OrderModel(ids: ids, readers: Set(ids))
    let host = ViewHost(OrderList(model: model))
    _ = tickOrder(host, model)
    _ = host.update { model.readers = [1, 3, 5, 6, 7] }
    let fewer = tickOrder(host, model)
    #expect(fewer.rows == expectedPaths(ids, readers: [1, 3, 5, 6, 7]), "\(fewer.update.trace)")
    _ = host.update { model.readers = Set(ids) }
    let all = tickOrder(host, model)
    #expect(all.rows == expectedPaths(ids, readers: Set(ids)), "\(all.update.trace)")
  }
}
