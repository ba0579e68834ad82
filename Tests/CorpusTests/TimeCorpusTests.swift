import Foundation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Everyday screens that tell time (Screens/PomodoroScreen.swift, CountdownScreen.swift,
// AutoSaveEditorScreen.swift, ProductSearchScreen.swift), driven on the host's clock
// (Documentation/Rules.md, "Time"): each tick or pause is its own update, and every
// expected count is derived from SwiftUI's rules, the rule named beside it.

/// A host whose clock starts at 1 January 2001: the same dates on every run.
@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
  ViewHost(view, options: .init(clockOrigin: 0))
}

/// The evaluated views of each update, one line per update.
private func perUpdate(_ updates: [Update]) -> [String] {
  updates.map { $0.evaluatedViews.joined(separator: ", ") }
}

@Suite("Corpus of screens that tell time")
@MainActor
struct TimeCorpusTests {
  @Test("Pomodoro: each running tick re-runs the screen and its dial, not the history; a paused tick runs no body")
  func pomodoro() {
    let host = host(PomodoroScreen())
    #expect(host.mount.evaluatedViews == ["PomodoroScreen", "PomodoroDial", "SessionHistory"], "\(host.mount.trace)")
    // Paused: the action returns before writing anything (an action is not a tracking scope).
    let idle = host.advance(by: .seconds(2))
    #expect(idle.map(\.bodyCount) == [0, 0], "\(traces(idle))")
    // Q3: the button's action writes `isRunning`, which the screen reads; Q2: the dial's value is equal.
    let start = host.tap("Start")
    #expect(start.evaluatedViews == ["PomodoroScreen"], "\(start.trace)")
    // Q2: each tick changes the dial's value; the history holds the same sessions.
    let ticks = host.advance(by: .seconds(3))
    #expect(perUpdate(ticks) == Array(repeating: "PomodoroScreen, PomodoroDial", count: 3), "\(traces(ticks))")
    #expect(host.treeDescription.contains("Text(24:57)"), "\(host.treeDescription)")
    host.tap("Pause")
    #expect(host.advance(by: .seconds(1)).map(\.bodyCount) == [0])
  }

  @Test(
    "Countdown: a periodic timeline re-runs the label each second, never the header; at zero the ticks cost nothing")
  func countdown() {
    let origin = Date(timeIntervalSinceReferenceDate: 0)
    let event = LaunchEvent(title: "Launch", date: origin.addingTimeInterval(90))
    let host = host(CountdownScreen(event: event, start: origin))
    #expect(
      host.mount.evaluatedViews == ["CountdownScreen", "CountdownHeader", "CountdownLabel"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("T–1:30"), "\(host.treeDescription)")
    // Each entry re-makes the timeline's content: the label's input changed (Q2).
    let ticks = host.advance(by: .seconds(3))
    #expect(perUpdate(ticks) == Array(repeating: "CountdownLabel", count: 3), "\(traces(ticks))")
    #expect(host.treeDescription.contains("T–1:27"), "\(host.treeDescription)")
    let toZero = host.advance(by: .seconds(87))
    #expect(toZero.count == 87 && toZero.allSatisfy { $0.evaluatedViews == ["CountdownLabel"] }, "\(toZero.count)")
    #expect(host.treeDescription.contains("Lift-off"), "\(host.treeDescription)")
    // Past zero the label is given 0 again: equal, skipped (Q2).
    #expect(host.advance(by: .seconds(2)).map(\.bodyCount) == [0, 0])
  }

  @Test(
    "Auto-save: keystrokes re-run the editor only; two quiet seconds later one save re-runs the status line",
    .needsSimulatedMainScheduling)
  func autoSave() {
    let host = host(AutoSaveEditorScreen())
    // A @StateObject owner re-runs at each publish; the status line's value is equal (Q2).
    let typed = host.type("Hi", into: "Note")
    #expect(perUpdate(typed) == ["AutoSaveEditorScreen", "AutoSaveEditorScreen"], "\(traces(typed))")
    #expect(host.advance(by: .milliseconds(1900)).isEmpty)
    // Each keystroke scheduled a check on DispatchQueue.main: the first finds a newer
    // value; the second saves (two publishes, one transaction).
    let saved = host.advance(by: .milliseconds(100))
    #expect(perUpdate(saved) == ["", "AutoSaveEditorScreen, SaveStatusLine"], "\(traces(saved))")
    #expect(host.treeDescription.contains("Saved 1×"), "\(host.treeDescription)")
  }

  @Test(
    "Product search: keystrokes re-run the screen alone; the debounced search re-runs the count and the rows once",
    .needsSimulatedMainScheduling)
  func productSearch() {
    let catalog = [
      Product(id: 1, name: "Desk lamp", price: 39), Product(id: 2, name: "Floor lamp", price: 89),
      Product(id: 3, name: "Desk chair", price: 149), Product(id: 4, name: "Bookshelf", price: 120),
    ]
    let host = host(ProductSearchScreen(catalog: catalog))
    #expect(host.mount.evaluatedViews == ["ProductSearchScreen", "ResultCount"], "\(host.mount.trace)")
    let typed = host.type("lamp", into: "Search products")
    #expect(perUpdate(typed) == Array(repeating: "ProductSearchScreen", count: 4), "\(traces(typed))")
    #expect(host.advance(by: .milliseconds(399)).isEmpty)
    // The first value (at the mount) and each keystroke scheduled a check on RunLoop.main;
    // only the last finds no newer value. Q2: the count changed; both rows are new.
    let searched = host.advance(by: .milliseconds(1))
    #expect(
      perUpdate(searched) == ["", "", "", "", "ProductSearchScreen, ResultCount, ProductRow, ProductRow"],
      "\(traces(searched))")
    #expect(host.treeDescription.contains("Text(2 products)"), "\(host.treeDescription)")
  }
}
