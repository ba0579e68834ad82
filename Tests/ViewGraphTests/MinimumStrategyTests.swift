import Fuzzing
import Observation
import TestSupport
import Testing
import ViewGraph

// The minimum oracle (Documentation/Rules.md, Q19, "The minimum"): a host that runs
// the code as written, re-runs every view the stale-view audit finds, and records only
// the evaluations that changed the screen.

@Suite("Minimum oracle strategy")
@MainActor
struct MinimumStrategyTests {
  static let minimum = ViewHost.Options(tracking: .minimum)

  @Test(
    "A title change needs the title's body only (kept with its reason as written); as written, all 11 observers run")
  func titleOnly() {
    let legacy = LegacyDashboard()
    let asWritten = ViewHost(LegacyPlainParent(model: legacy))
    let oracle = ViewHost(LegacyPlainParent(model: legacy), options: Self.minimum)
    let written = asWritten.update { legacy.title = "Bienvenue" }
    let needed = oracle.flush()
    #expect(written.bodyCount == 11, "\(written.trace)")
    #expect(needed.printedChanges == ["LegacyTitle: _model changed."], "\(needed.explainedTrace)")
    #expect(
      needed.leafUpdates.map(\.description) == written.leafUpdates.map(\.description),
      "the oracle shows what the code as written shows")
  }

  @Test("An equal write needs no body")
  func equalWrite() {
    let legacy = LegacyDashboard()
    let oracle = ViewHost(LegacyPlainParent(model: legacy), options: Self.minimum)
    let needed = oracle.update { legacy.counter = 0 }
    #expect(needed.bodyCount == 0, "\(needed.trace)")
  }

  @Test("A view tracking missed is re-run, with the finding as its cause, and the screen is right")
  func staleViewReRun() {
    let model = Cache()
    let asWritten = ViewHost(CacheView(model: model), options: ViewHost.Options(auditsStaleViews: true))
    let missed = asWritten.update { model.refresh() }
    #expect(missed.bodyCount == 0)
    #expect(missed.staleViews.count == 1, "\(missed.trace)")

    let oracle = ViewHost(CacheView(model: model), options: Self.minimum)
    let needed = oracle.update { model.refresh() }
    #expect(needed.printedChanges == ["CacheView: @dependencies changed."], "\(needed.explainedTrace)")
    #expect(
      needed.evaluations.first?.fullCauses == [
        "@dependencies: the minimum oracle re-ran it, as it shows Text(1), would show Text(2): its body reads a value no tracking covers"
      ], "\(needed.explainedTrace)")
    #expect(needed.leafUpdates.map(\.description) == ["~ CacheView/Text Text(1) -> Text(2)"], "\(needed.trace)")
    #expect(oracle.audit().isEmpty, "nothing is left stale")
  }

  @Test("A disconnected @State copy is not re-run: re-running cannot fix it")
  func disconnectedCopy() {
    let oracle = ViewHost(Owner(), options: Self.minimum)
    let needed = oracle.tap("replace")
    #expect(needed.diagnostics.isEmpty, "\(needed.trace)")
    #expect(oracle.audit().map(\.reason).first?.hasSuffix("(a disconnected copy)") == true)
  }

  @Test("A body that shows something new at every evaluation is re-run once per update, then reported")
  func unsettled() {
    Ticker.ticks = 0
    let oracle = ViewHost(TickerView(), options: Self.minimum)
    #expect(oracle.mount.diagnostics.map(\.kind) == [.oracleUnsettled], "\(oracle.mount.trace)")
    let needed = oracle.flush()
    #expect(needed.bodyCount == 1, "\(needed.trace)")
    #expect(needed.diagnostics.map(\.kind) == [.oracleUnsettled], "\(needed.trace)")
    #expect(
      needed.diagnostics.first?.message.hasPrefix("The minimum oracle re-ran this view and it still shows Text(")
        == true,
      "\(needed.trace)")
  }

  @Test("A parent whose rows pass new values is not needed: its own output, the rows' ids, did not change")
  func rowsNotParent() {
    let model = RowModel()
    let asWritten = ViewHost(RowsParent(model: model))
    let oracle = ViewHost(RowsParent(model: model), options: Self.minimum)
    let written = asWritten.update { model.value += 1 }
    let needed = oracle.flush()
    #expect(written.evaluatedViews == ["RowsParent", "RowCell", "RowCell", "RowCell"], "\(written.trace)")
    #expect(needed.evaluatedViews == ["RowCell", "RowCell", "RowCell"], "\(needed.explainedTrace)")
  }

  @Test("Imposed on hosts a test creates, as the other strategies are")
  func imposed() {
    let legacy = LegacyDashboard()
    let host = TrackingStrategy.minimum.impose { ViewHost(LegacyPlainParent(model: legacy)) }
    #expect(host.options.tracking == .minimum)
    #expect(host.update { legacy.counter += 1 }.bodyCount == 10, "the ten cells show the counter")
  }

  @Test("A list whose rows capture a value it was passed is needed: the rows' old closures would show the old value")
  func rowsCapturingParent() {
    let oracle = ViewHost(CapturingScreen(), options: Self.minimum)
    let needed = oracle.tap("bump")
    #expect(
      needed.evaluatedViews == ["CapturingScreen", "CapturingList", "RowCell", "RowCell"], "\(needed.explainedTrace)")
  }

  @Test("No strategy runs fewer bodies than the oracle", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func floor(seed: UInt64) {
    // Random writes to the legacy dashboard, equal values included.
    var generator = SplitMix64(seed: seed)
    let strategies: [TrackingStrategy] = [.asWritten, .asIfObservable, .minimum]
    let models = strategies.map { _ in LegacyDashboard() }
    let hosts = zip(strategies, models).map {
      ViewHost(LegacyPlainParent(model: $1), options: ViewHost.Options(tracking: $0))
    }
    for round in 0..<20 {
      let counter = Int.random(in: 0...2, using: &generator)
      let title = ["a", "b"].randomElement(using: &generator)!
      let updates = zip(hosts, models).map { host, model in
        host.update {
          model.counter = counter
          model.title = title
        }
      }
      let least = updates[2].bodyCount
      #expect(
        updates.allSatisfy { $0.bodyCount >= least },
        "round \(round): \(updates.map(\.bodyCount)) bodies; the oracle's: \(updates[2].trace)")
      #expect(updates[2].evaluations.allSatisfy { !$0.isWasted }, "\(updates[2].explainedTrace)")
    }
  }

  @Test("An environment change a dirty child's re-run carries to a leaf is charged to that child")
  func environmentChangeThroughDirtyChild() {
    // The parent re-runs and changes the font above a child that re-runs for its own
    // dependency; the font reaches the child's equal grandchild's text during the
    // child's evaluation, which is charged the change. The minimum keeps the parent
    // (its output changed) and drops the child (its own output did not), so the
    // invariant "a body charged a screen change is kept" breaks: the charge, not the
    // minimum, is what differs from the rule (Documentation/Counting.md).
    let model = FontModel()
    var options = Self.minimum
    options.collectsInvariantFailures = true
    let host = ViewHost(FontAbove(model: model), options: options)
    _ = host.update { model.flag = false }
    let update = host.update {
      model.large.toggle()
      model.other += 1
    }
    #expect(update.leafUpdates.count == 1, "the font reaches the text: \(update.trace)")
    // The invariant is checked where the graph's internal checks run (debug builds).
    #if VIEWGRAPH_INTERNAL_CHECKS
    withKnownIssue("the change is charged to the child whose re-run carried the font, not to the parent that set it") {
      #expect(host.invariantFailures == [], "\(update.explainedTrace)")
    }
    #endif
  }
}

@Observable @MainActor
private final class FontModel {
  var flag = true
  var other = 0
  var large = true
}

private struct FontAbove: View {
  let model: FontModel
  var body: some View { FontChild(model: model).font(model.large ? .title : .body) }
}

private struct FontChild: View {
  let model: FontModel
  var body: some View {
    let _ = model.other
    if model.flag { FontReader() } else { FontLeaf(count: 0) }
  }
}

private struct FontReader: View {
  @Environment(\.font) var font
  var body: some View { Text("font \(String(describing: font))") }
}

private struct FontLeaf: View {
  let count: Int
  var body: some View { Text("leaf \(count)") }
}

// MARK: - Fixtures

private final class RowModel: ObservableObject {
  @Published var value = 0
}

private struct RowCell: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

private struct RowsParent: View {
  @ObservedObject var model: RowModel
  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { index in
        RowCell(value: model.value + index)
      }
    }
  }
}

private struct CapturingList: View {
  let base: Int
  var body: some View {
    ForEach(0..<2, id: \.self) { index in
      RowCell(value: base + index)
    }
  }
}

private struct CapturingScreen: View {
  @State private var base = 0
  var body: some View {
    VStack {
      CapturingList(base: base)
      Button("bump") { base += 10 }
    }
  }
}

private enum Ticker {
  nonisolated(unsafe) static var ticks = 0
  static func next() -> Int {
    ticks += 1
    return ticks
  }
}

private struct TickerView: View {
  var body: some View { Text("\(Ticker.next())") }
}
