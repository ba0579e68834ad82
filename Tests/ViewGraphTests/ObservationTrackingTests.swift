import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q6: what Observation tracks.

@Suite("Q6 Observation tracking", .tags(.observation, .swiftUIParity))
@MainActor
struct ObservationTrackingTests {
  @Test("Q6: a row that reads nothing, then starts reading when its parent re-runs, is tracked from then on, as a row")
  func rowStartsReading() {
    let model = RowSource()
    let host = ViewHost(SwitchingRows(model: model))
    #expect(host.update { model.counter += 1 }.bodyCount == 0, "no row reads the counter yet")
    let switched = host.update { model.readers = [1] }
    #expect(switched.evaluatedViews == ["SwitchingRows"], "\(switched.trace)")
    let counted = host.update { model.counter += 1 }
    #expect(counted.bodyCount == 0, "the row re-runs, not the parent: \(counted.trace)")
    #expect(
      counted.leafUpdates.map(\.description) == ["~ SwitchingRows/VStack/[1]/Text Text(row 1: 1) -> Text(row 1: 2)"],
      "\(counted.trace)")
  }

  @Test("Q6: a computed property over a nested @Observable is tracked")
  func computedOverNested() {
    let library = Library()
    let host = ViewHost(AvailableCount(library: library))
    let update = host.update { library.books[1].isAvailable = false }
    #expect(update.printedChanges == ["AvailableCount: @dependencies changed."])
    #expect(host.treeDescription.contains("Text(1 available)"))
  }

  @Test("Q6: @ObservationIgnored storage read through a computed property is not tracked")
  func ignoredStorageNotTracked() {
    let model = CachedModel()
    let host = ViewHost(CachedView(model: model))
    let update = host.update { model.bumpCache() }
    #expect(update.bodyCount == 0)
    #expect(host.treeDescription.contains("Text(0)"), "the view is stale: \(host.treeDescription)")
  }

  @Test("Q6: a property of a non-observable nested class is not tracked")
  func plainNestedClassNotTracked() {
    let model = Outer()
    let host = ViewHost(PlainNestedView(model: model))
    let update = host.update { model.settings.volume = 5 }
    #expect(update.bodyCount == 0)
  }

  @Test("Q6: ForEach row reads are charged to the row, not to the enclosing body")
  func rowReadsChargedToRow() {
    let model = Scores()
    let host = ViewHost(ScoreBoard(model: model))
    let update = host.update { model.bonus = 10 }
    // The rows re-ran their content and re-created ScoreCells with new values.
    #expect(update.evaluatedViews == ["ScoreCell", "ScoreCell", "ScoreCell"], "\(update.trace)")
    #expect(update.printedChanges.allSatisfy { $0 == "ScoreCell: @self changed." })
  }

  @Test("Q6: a read in a button action is not tracked")
  func actionReadsNotTracked() {
    let model = Scores()
    let host = ViewHost(ActionOnly(model: model))
    let update = host.update { model.bonus = 3 }
    #expect(update.bodyCount == 0)
  }

  @Test("Q6: dependencies follow the last evaluation's reads")
  func dependenciesChangeBetweenEvaluations() {
    let model = Toggleable()
    let host = ViewHost(BranchReader(model: model))
    #expect(host.update { model.right = 1 }.bodyCount == 0, "right is not read while useLeft")
    #expect(host.update { model.useLeft = false }.bodyCount == 1)
    #expect(host.update { model.left = 1 }.bodyCount == 0, "left is no longer read")
    #expect(host.update { model.right = 2 }.bodyCount == 1)
  }

  // The view re-runs for its parent while the observation of its first evaluation is
  // still registered: that registration, when it fires, is an earlier evaluation's
  // and changes nothing (its ticket is not the new evaluation's).
  @Test("Q6: a registration left by an evaluation that did not fire is not the next evaluation's")
  func unfiredRegistrationIsStale() {
    let model = Toggleable()
    let switcher = Switcher()
    let host = ViewHost(SwitchingParent(switcher: switcher, model: model))
    let flipped = host.update { switcher.useLeft = false }
    #expect(
      flipped.printedChanges == ["SwitchingParent: \\Switcher.useLeft changed.", "SideReader: @self changed."],
      "\(flipped.trace)")
    let left = host.update { model.left = 1 }
    #expect(left.bodyCount == 0, "left is no longer read: \(left.trace)")
    let right = host.update { model.right = 1 }
    #expect(right.printedChanges == ["SideReader: \\Toggleable.right changed."], "\(right.trace)")
    let again = host.update { model.left = 2 }
    #expect(again.bodyCount == 0, "\(again.trace)")
  }
}

// MARK: - Fixtures

@Observable private final class Book {
  var title: String
  var isAvailable = true
  init(_ title: String) { self.title = title }
}

@Observable private final class Library {
  var books = [Book("a"), Book("b")]
  var availableCount: Int { books.filter(\.isAvailable).count }
}

private struct AvailableCount: View {
  let library: Library
  var body: some View { Text("\(library.availableCount) available") }
}

@Observable private final class CachedModel {
  @ObservationIgnored private var cache = 0
  var cached: Int { cache }
  func bumpCache() { cache += 1 }
}

private struct CachedView: View {
  let model: CachedModel
  var body: some View { Text("\(model.cached)") }
}

private final class Settings {
  var volume = 0
}

@Observable private final class Outer {
  let settings = Settings()
}

private struct PlainNestedView: View {
  let model: Outer
  var body: some View { Text("\(model.settings.volume)") }
}

@Observable final class Scores {
  var values = [1, 2, 3]
  var bonus = 0
}

private struct ScoreCell: View {
  let score: Int
  var body: some View { Text("\(score)") }
}

private struct ScoreBoard: View {
  let model: Scores
  var body: some View {
    VStack {
      ForEach(model.values, id: \.self) { value in
        ScoreCell(score: value + model.bonus)
      }
    }
  }
}

private struct ActionOnly: View {
  let model: Scores
  var body: some View {
    Button("show") { print(model.bonus) }
  }
}

@Observable private final class Toggleable {
  var useLeft = true
  var left = 0
  var right = 0
}

private struct BranchReader: View {
  let model: Toggleable
  var body: some View { Text("\(model.useLeft ? model.left : model.right)") }
}

@Observable private final class Switcher {
  var useLeft = true
}

private struct SwitchingParent: View {
  let switcher: Switcher
  let model: Toggleable
  var body: some View { SideReader(model: model, useLeft: switcher.useLeft) }
}

private struct SideReader: View {
  let model: Toggleable
  let useLeft: Bool
  var body: some View { Text("\(useLeft ? model.left : model.right)") }
}

@Observable private final class RowSource {
  var readers: Set<Int> = []
  var counter = 0
}

/// Rows that read the counter only once their id is among the readers.
private struct SwitchingRows: View {
  let model: RowSource
  var body: some View {
    let readers = model.readers
    VStack {
      ForEach(0..<3, id: \.self) { index in
        if readers.contains(index) { Text("row \(index): \(model.counter)") } else { Text("row \(index)") }
      }
    }
  }
}
