import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q2, "Closures": a closure passed to a child compares by its
// code and the identity of its context, as AttributeGraph compares it; a `ForEach`
// whose data and content closure are equal is not rebuilt.

@Suite("Q2 closures as inputs", .tags(.swiftUIParity, .diffing))
@MainActor
struct ClosureInputTests {
  @Test("Q2 closures: a row's `var onTap: () -> Void = {}` is the same input at each re-run of its parent")
  func defaultClosureSkipped() {
    let host = ViewHost(DefaultActionParent())
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["DefaultActionParent"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(1)"), "\(host.treeDescription)")
  }

  @Test("Q2 closures: a custom container given a ForEach is skipped when the ForEach is the same input")
  func containerOfForEachSkipped() {
    let host = ViewHost(CardParent())
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["CardParent"], "\(update.trace)")
  }

  @Test("Q2 closures: an optional closure compares as a closure does: nil or capturing nothing, the same input")
  func optionalClosures() {
    let host = ViewHost(OptionalActionParent())
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["OptionalActionParent", "OptionalActionRow"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(capturing)"), "\(host.treeDescription)")
  }

  @Test("Q2 closures: a closure that captures the parent view (a @State beside it) is a new input at each re-run")
  func capturingClosureRuns() {
    let host = ViewHost(CapturingActionParent())
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["CapturingActionParent", "TapRow"], "\(update.trace)")
    #expect(update.printedChanges.last == "TapRow: @self changed.", "\(update.trace)")
  }

  /// A `ForEach` whose content captures nothing, or captures its view; rows hold a
  /// closure capturing their title, which differs at each rebuild.
  enum Content: String, CaseIterable, CustomTestStringConvertible {
    case capturingNothing, capturingTheView
    var testDescription: String { rawValue }
    /// The rows' bodies a re-run of the parent runs (three rows).
    var rowBodies: Int { self == .capturingNothing ? 0 : 3 }
  }

  @Test(
    "Q2 closures: a ForEach over the same data whose content captures nothing is not rebuilt; one capturing its view is",
    arguments: Content.allCases)
  func forEachRebuilt(_ content: Content) {
    let model = ClosureRowsModel()
    let host = ViewHost(ClosureRowsList(model: model, content: content))
    for step in 1...2 {
      let update = host.update { model.tick += 1 }
      #expect(update.bodyCount == 1 + content.rowBodies, "update \(step): \(update.trace)")
    }
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("Q2 closures, Q6: a row of a ForEach that is not rebuilt still runs when its own read changed, once")
  func rowOfUnbuiltForEachRunsForItsRead() {
    let model = ClosureRowsModel()
    let host = ViewHost(ClosureRowsList(model: model, content: .capturingNothing))
    let update = host.update {
      model.tick += 1
      model.items[1].title = "Changed"
    }
    #expect(update.evaluatedViews == ["ClosureRowsList", "ItemRow"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(Changed)"), "\(host.treeDescription)")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("Q2 closures, Q12: an environment change below a ForEach that is not rebuilt runs only the rows reading it")
  func environmentBelowUnbuiltForEach() {
    let model = ClosureRowsModel()
    let host = ViewHost(ClosureRowsList(model: model, content: .capturingNothing))
    let update = host.update { model.disabled = true }
    #expect(
      update.evaluatedViews == ["ClosureRowsList", "EnabledBadge", "EnabledBadge", "EnabledBadge"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(off)"), "\(host.treeDescription)")
  }

  @Test("Q2 closures: the rows of a ForEach that is not rebuilt keep their values; new data rebuilds it")
  func newDataRebuilds() {
    let model = ClosureRowsModel()
    let host = ViewHost(ClosureRowsList(model: model, content: .capturingNothing))
    _ = host.update { model.tick += 1 }
    let added = host.update { model.items.append(ClosureRowsModel.Item(title: "Fourth")) }
    // New ids: the rows are built again, each row's new value compared (its closure
    // captured a value: a new input), and the new row mounted.
    #expect(added.evaluatedViews.filter { $0 == "ItemRow" }.count == 4, "\(added.trace)")
    #expect(host.treeDescription.contains("Text(Fourth)"), "\(host.treeDescription)")
    let again = host.update { model.tick += 1 }
    #expect(again.evaluatedViews == ["ClosureRowsList"], "\(again.trace)")
  }
}

private struct Card<Content: View>: View {
  let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  var body: some View { VStack { content } }
}

private struct CardParent: View {
  @State private var count = 0
  let items = ["a", "b"]
  var body: some View {
    VStack {
      Text("\(count)")
      Card { ForEach(items, id: \.self) { Text($0) } }
      Button("bump") { count += 1 }
    }
  }
}

private struct OptionalActionRow: View {
  let title: String
  var onTap: (() -> Void)?
  var body: some View { Text(title) }
}

private struct OptionalActionParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      OptionalActionRow(title: "none")
      OptionalActionRow(title: "quiet") {}
      OptionalActionRow(title: "capturing") { print(count) }
      Button("bump") { count += 1 }
    }
  }
}

private struct TapRow: View {
  let title: String
  var onTap: () -> Void = {}
  var body: some View { Button(title) { onTap() } }
}

private struct DefaultActionParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      TapRow(title: "row")
      Button("bump") { count += 1 }
    }
  }
}

private struct CapturingActionParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      TapRow(title: "row") { count = 0 }
      Button("bump") { count += 1 }
    }
  }
}

@Observable
private final class ClosureRowsModel {
  @Observable
  final class Item: Identifiable {
    var title: String
    init(title: String) { self.title = title }
  }
  var tick = 0
  var disabled = false
  var items = [Item(title: "First"), Item(title: "Second"), Item(title: "Third")]
}

private struct ItemRow: View {
  let title: String
  let onSelect: () -> Void
  var body: some View { Text(title) }
}

private struct EnabledBadge: View {
  @Environment(\.isEnabled) private var isEnabled
  var body: some View { Text(isEnabled ? "on" : "off") }
}

private struct ClosureRowsList: View {
  let model: ClosureRowsModel
  let content: ClosureInputTests.Content
  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      switch content {
      case .capturingNothing:
        ForEach(model.items) { item in
          ItemRow(title: item.title) { [title = item.title] in print(title) }
          EnabledBadge()
        }
      case .capturingTheView:
        ForEach(model.items) { item in
          ItemRow(title: item.title + (content == .capturingTheView ? "" : "?")) { [title = item.title] in print(title)
          }
          EnabledBadge()
        }
      }
    }
    .disabled(model.disabled)
  }
}
