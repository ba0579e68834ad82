import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q13: onChange(of:initial:_:) compares its value after the
// view's update and runs its action after the update of the transaction group;
// writes in the action are a new transaction, traced to the action.

@Suite("Q13 onChange", .tags(.scheduling, .swiftUIParity))
@MainActor
struct ValueActionTests {
  @Test(
    "Q11/Q13: value = 1; value = 2; withAnimation { value = 3; value = 4 } fires [[0, 2], [2, 4]]; the body sees [0, 2, 4]"
  )
  func transactionGroups() {
    let log = ChangeLog()
    let host = ViewHost(GroupedWrites(log: log))
    let update = host.tap("write")
    #expect(log.fired == [[0, 2], [2, 4]], "\(update.trace)")
    #expect(log.seen == [0, 2, 4], "\(update.trace)")
    #expect(
      update.lifecycleEvents.map(\.description) == [
        "onChange: GroupedWrites/VStack/Text (onChange(of: Int) 0 → 2)",
        "transaction: withAnimation(default)",
        "onChange: GroupedWrites/VStack/Text (onChange(of: Int) 2 → 4)",
      ], "\(update.trace)")
  }

  @Test("Each form gets what it asks for: nothing, the new value, or the old and the new; outermost first")
  func forms() {
    let log = ChangeLog()
    let host = ViewHost(AllForms(log: log))
    host.tap("next")
    // Modifiers are compared in tree order, the outermost first (our choice, Q13).
    #expect(log.events == ["two 0 1", "one 1", "zero"], "\(host.diagnostics)")
  }

  @Test("initial: true runs the action when the view appears, with the value as old and new")
  func initial() {
    let log = ChangeLog()
    let host = ViewHost(InitialAction(log: log))
    #expect(log.fired == [[5, 5]])
    #expect(
      host.mount.lifecycleEvents.map(\.description) == ["onChange: InitialAction/Text (onChange(of: Int) initial 5)"])
    let update = host.tap("bump")
    #expect(log.fired == [[5, 5], [5, 6]], "\(update.trace)")
  }

  @Test("A body that re-ran for something else compares an equal value: nothing fires")
  func equalValue() {
    let log = ChangeLog()
    let host = ViewHost(GroupedWrites(log: log))
    let update = host.tap("other")
    #expect(update.evaluatedViews == ["GroupedWrites"], "\(update.trace)")
    #expect(log.fired.isEmpty, "\(update.trace)")
    #expect(update.lifecycleEvents.isEmpty, "\(update.trace)")
  }

  @Test("A write in the action is a new transaction: the body runs again, traced to the action")
  func writeInAction() throws {
    let host = ViewHost(SearchScreen())
    let update = host.setText("swift", in: "Search")
    // The keystroke re-runs the screen; the action writes the results; the screen
    // runs again: SwiftUI's double update.
    #expect(update.evaluatedViews == ["SearchScreen", "SearchScreen", "ResultCount"], "\(update.trace)")
    let kinds = update.log.map(\.kind)
    let actionIndex = try #require(kinds.firstIndex(of: .lifecycle))
    #expect(
      kinds[..<actionIndex].filter { $0 == .evaluated }.count == 1,
      "the action runs after the first update: \(update.log)")
    let second = update.evaluations[1]
    #expect(
      second.causes == [
        "@State _results: the state was written and the body had read it (Q3); written by the onChange(of: String) action of SearchScreen/VStack/TextField"
      ], "\(update.trace)")
  }

  @Test("An action that keeps changing its value runs twice, then SwiftUI's warning; nothing hangs")
  func actionLoop() {
    let host = ViewHost(RunawayCounter())
    let update = host.tap("start")
    #expect(update.lifecycleEvents.count == 2, "\(update.trace)")
    #expect(
      update.diagnostics.map(\.message) == ["onChange(of: Int) action tried to update multiple times per frame."],
      "\(update.trace)")
    #expect(update.diagnostics.map(\.kind) == [.actionCycle])
    #expect(update.bodyCount == 3, "\(update.trace)")
    // The next flush is a new frame: the action may run again.
    let next = host.tap("start")
    #expect(next.lifecycleEvents.count == 2, "\(next.trace)")
  }

  @Test("A child's onChange follows the value its parent passes")
  func childValue() {
    let log = ChangeLog()
    let host = ViewHost(ParentPassing(log: log))
    host.tap("next")
    host.tap("next")
    #expect(log.fired == [[0, 1], [1, 2]])
  }
}

// MARK: - Fixtures

@MainActor
private final class ChangeLog {
  var fired: [[Int]] = []
  var seen: [Int] = []
  var events: [String] = []
}

private struct GroupedWrites: View {
  let log: ChangeLog
  @State private var value = 0
  @State private var other = 0
  var body: some View {
    log.seen.append(value)
    return VStack {
      Text("\(value)").onChange(of: value) { old, new in log.fired.append([old, new]) }
      Text("\(other)")
      Button("write") {
        value = 1
        value = 2
        withAnimation {
          value = 3
          value = 4
        }
      }
      Button("other") { other += 1 }
    }
  }
}

private struct AllForms: View {
  let log: ChangeLog
  @State private var value = 0
  var body: some View {
    VStack {
      Text("\(value)")
        .onChange(of: value) { log.events.append("zero") }
        .onChange(of: value) { new in log.events.append("one \(new)") }
        .onChange(of: value) { old, new in log.events.append("two \(old) \(new)") }
      Button("next") { value += 1 }
    }
  }
}

private struct InitialAction: View {
  let log: ChangeLog
  @State private var value = 5
  var body: some View {
    Text("\(value)")
      .onChange(of: value, initial: true) { old, new in log.fired.append([old, new]) }
      .overlay { Button("bump") { value += 1 } }
  }
}

private struct ResultCount: View {
  let count: Int
  var body: some View { Text("\(count) results") }
}

/// The seeds' double update: a keystroke writes the query; an onChange writes the
/// results the same body reads.
private struct SearchScreen: View {
  @State private var query = ""
  @State private var results: [String] = []
  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .onChange(of: query) { _, new in results = ["swift", "swiftui", "rust"].filter { $0.hasPrefix(new) } }
      ResultCount(count: results.count)
    }
  }
}

private struct RunawayCounter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)").onChange(of: count) { count += 1 }
      Button("start") { count += 1 }
    }
  }
}

private struct ChildWatching: View {
  let value: Int
  let log: ChangeLog
  var body: some View {
    Text("\(value)").onChange(of: value) { old, new in log.fired.append([old, new]) }
  }
}

private struct ParentPassing: View {
  let log: ChangeLog
  @State private var value = 0
  var body: some View {
    VStack {
      ChildWatching(value: value, log: log)
      Button("next") { value += 1 }
    }
  }
}

@Suite("Q13 onChange at mount, for every kind of value")
@MainActor
struct ValueActionMountTests {
  enum Kind: String, CaseIterable, Sendable { case optionalSet, optionalNil, plain, nestedOptional }

  @Test(
    "Without initial: true, onChange is silent at mount whatever the value's type (an Optional included)",
    arguments: Kind.allCases)
  func silentAtMount(_ kind: Kind) {
    let log = OnChangeLog()
    let host = ViewHost(MountWatcher(kind: kind, log: log))
    #expect(log.fired.isEmpty, "\(host.mount.trace)")
    #expect(host.mount.lifecycleEvents.isEmpty, "\(host.mount.trace)")
    host.tap("change")
    #expect(log.fired.count == 1, "a change after the mount fires once: \(log.fired)")
  }
}

@MainActor
private final class OnChangeLog {
  var fired: [String] = []
}

private struct MountWatcher: View {
  let kind: ValueActionMountTests.Kind
  let log: OnChangeLog
  @State private var number: Int? = 1
  @State private var nested: Int?? = .some(nil)
  @State private var plain = 1
  var body: some View {
    VStack {
      switch kind {
      case .optionalSet:
        Text("a").onChange(of: number) { log.fired.append("\($0.map(String.init) ?? "nil")") }
      case .optionalNil:
        Text("b").onChange(of: number == 1 ? nil : number) { log.fired.append("\(String(describing: $0))") }
      case .plain:
        Text("c").onChange(of: plain) { log.fired.append("\($0)") }
      case .nestedOptional:
        Text("d").onChange(of: nested) { log.fired.append("\(String(describing: $0))") }
      }
      Button("change") {
        number = 2
        plain = 2
        nested = .some(.some(3))
      }
    }
  }
}
