import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q2 and Q6, on the path a `ForEach` whose ids did not change
// takes: each row's new content is compared, typed, with the content its view holds
// (Documentation/Architecture.md, "How rows are tracked"). The figures must be those
// of the general path: these screens pin them.

@Suite("ForEach rows compared in place", .tags(.swiftUIParity, .diffing))
@MainActor
struct RowSkipTests {
  @Test("Q2: a parent re-run over unchanged rows runs no row's body, update after update")
  func unchangedRowsStaySkipped() {
    let model = RowSkipModel()
    let host = ViewHost(RowSkipList(model: model))
    for step in 1...3 {
      let update = host.update { model.tick += 1 }
      #expect(update.evaluatedViews == ["RowSkipList"], "update \(step): \(update.trace)")
    }
  }

  @Test("Q2, Q6: a row whose content re-ran alone between two parent re-runs is compared with what its view shows")
  func rowRunAloneIsComparedWithWhatItShows() {
    let model = RowSkipModel()
    let host = ViewHost(RowSkipList(model: model))
    // The rows' contents are seen by a parent re-run, then each row re-runs alone.
    _ = host.update { model.tick += 1 }
    let alone = host.update { model.suffix = "B" }
    #expect(alone.evaluatedViews == ["SkipRow", "SkipRow", "SkipRow"], "\(alone.trace)")
    // The contents go back to what the parent's last re-run saw: every row's view
    // shows something else, so every row's body runs again.
    let back = host.update {
      model.suffix = "A"
      model.tick += 1
    }
    #expect(back.evaluatedViews == ["RowSkipList", "SkipRow", "SkipRow", "SkipRow"], "\(back.trace)")
    #expect(host.treeDescription.contains("Text(1A)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Text(1B)"), "\(host.treeDescription)")
  }

  @Test("Q2: a changed row runs its body once, and is skipped again at the next re-run")
  func changedRowThenSkipped() {
    let model = RowSkipModel()
    let host = ViewHost(RowSkipList(model: model))
    let changed = host.update {
      model.items[1] = 20
      model.tick += 1
    }
    #expect(changed.evaluatedViews == ["RowSkipList", "SkipRow"], "\(changed.trace)")
    let again = host.update { model.tick += 1 }
    #expect(again.evaluatedViews == ["RowSkipList"], "\(again.trace)")
  }

  /// Rows of each kind, and how many of their bodies a parent re-run over unchanged
  /// rows runs (three rows): Q2's comparison, whatever the row holds.
  ///
  /// The `ForEach` is rebuilt (its content captures its view), but for `notRebuilt`.
  enum RowKind: String, CaseIterable, CustomTestStringConvertible {
    case plainData, string, plainDataNeverEqual, equatableNeverEqual, emptyClosure, objectClosure, capturingClosure
    case builtIn, notRebuilt
    var testDescription: String { rawValue }
    var rerunBodies: Int {
      switch self {
      case .plainData, .string, .builtIn: 0
      // Plain data is compared bitwise: its `==` is not asked.
      case .plainDataNeverEqual: 0
      // Any other `Equatable` row is compared with its own `==`, even over equal bytes.
      case .equatableNeverEqual: 3
      // A closure is its code and its context: no context when it captures nothing, the
      // object itself when it captures one object only; both are the same input.
      case .emptyClosure, .objectClosure: 0
      // A closure that captured values has a context made anew each time.
      case .capturingClosure: 3
      // A `ForEach` whose content captures nothing, over the same data, is the same
      // input: its rows are not rebuilt, whatever they would compare as.
      case .notRebuilt: 0
      }
    }
  }

  @Test("Q2: a parent re-run compares each kind of row as the general path does", arguments: RowKind.allCases)
  func rowKinds(kind: RowKind) {
    let model = RowSkipModel()
    let host = ViewHost(RowKindList(model: model, kind: kind))
    for step in 1...2 {
      let update = host.update { model.tick += 1 }
      #expect(update.bodyCount == 1 + kind.rerunBodies, "update \(step): \(update.trace)")
    }
  }

  @Test("Q2: rows whose environment changed take the general path, and are skipped in place afterwards")
  func environmentChange() {
    let model = RowSkipModel()
    let host = ViewHost(RowSkipList(model: model))
    let written = host.update { model.accent = true }
    #expect(written.evaluatedViews == ["RowSkipList"], "\(written.trace)")
    let again = host.update { model.tick += 1 }
    #expect(again.evaluatedViews == ["RowSkipList"], "\(again.trace)")
  }
}

@Observable
final class RowSkipModel {
  var tick = 0
  var items = [1, 2, 3]
  var suffix = "A"
  var accent = false
}

private struct SkipRow: View {
  let title: String
  var body: some View { Text(title) }
}

/// The parent reads `tick`; each row's content reads `suffix` itself (Q6: charged to
/// the row).
private struct RowSkipList: View {
  let model: RowSkipModel
  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      ForEach(model.items, id: \.self) { item in
        SkipRow(title: "\(item)\(model.suffix)")
      }
    }
    .environment(\.isEnabled, !model.accent)
  }
}

private struct PlainRow: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

private struct PlainNeverEqualRow: View, Equatable {
  let value: Int
  var body: some View { Text("\(value)") }
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

private struct NeverEqualRow: View, Equatable {
  let title: String
  var body: some View { Text(title) }
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

private struct ClosureRow: View {
  let value: Int
  let action: () -> Void
  var body: some View { Text("\(value)") }
}

private struct RowKindList: View {
  let model: RowSkipModel
  let kind: RowSkipTests.RowKind
  /// Read by the content closures: they capture the view, a context made each time.
  let offset = 0
  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      switch kind {
      case .plainData: ForEach(model.items, id: \.self) { PlainRow(value: $0 + offset) }
      case .string: ForEach(model.items, id: \.self) { SkipRow(title: "row \($0 + offset)") }
      case .plainDataNeverEqual: ForEach(model.items, id: \.self) { PlainNeverEqualRow(value: $0 + offset) }
      case .equatableNeverEqual: ForEach(model.items, id: \.self) { NeverEqualRow(title: "row \($0 + offset)") }
      case .emptyClosure: ForEach(model.items, id: \.self) { ClosureRow(value: $0 + offset, action: {}) }
      case .objectClosure:
        ForEach(model.items, id: \.self) { value in ClosureRow(value: value + offset) { [model] in model.suffix = "B" }
        }
      case .capturingClosure:
        ForEach(model.items, id: \.self) { value in ClosureRow(value: value + offset) { print(value) } }
      case .builtIn: ForEach(model.items, id: \.self) { value in HStack { PlainRow(value: value + offset) } }
      case .notRebuilt:
        ForEach(model.items, id: \.self) { value in
          NeverEqualRow(title: "row \(value)")
          ClosureRow(value: value) { print(value) }
        }
      }
    }
  }
}
