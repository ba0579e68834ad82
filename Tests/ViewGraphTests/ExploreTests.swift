import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// Exploring a screen: every control found and driven once from a fresh mount, its
// figures those of the same input delivered by hand, as written, as if @Observable
// and under the minimum oracle.

@Suite("Exploring a screen")
@MainActor
struct ExploreTests {
  @Test("Every control of a form is driven once, each with the input its kind takes")
  func everyControlDriven() {
    let exploration = explore { ExploreForm() }
    let actions = exploration.interactions.map { "\($0.control.kind) '\($0.control.title)': \($0.action ?? "–")" }
    expectNoDifference(
      actions,
      [
        "Button 'Add': tap",
        "Button 'Remove': tap",
        "Button 'Remove': tap",
        "TextField 'Name': type \"a\"",
        "Toggle 'Notify': toggle",
        "Picker 'Size': pick 'Large'",
        "Stepper 'Quantity': step up",
        "Slider 'Volume': move to the top of its range",
        "DatePicker 'Due': move on by a day",
        "onTapGesture 'Shortcut': tap",
        "Button 'Locked': –",
      ])
    #expect(exploration.notDriven.map(\.notDriven) == ["it is disabled"], "\(exploration)")
    for interaction in exploration.driven {
      #expect(interaction.diagnostics.isEmpty, "\(interaction.control): \(interaction.diagnostics)")
      #expect(interaction.bodies == 1, "\(interaction.control): \(interaction.update.trace)")
    }
  }

  @Test("Two controls with one title are each driven, on their own row")
  func sameTitleEachDriven() {
    let exploration = explore { ExploreForm() }
    let removes = exploration.interactions.filter { $0.control.title == "Remove" }
    #expect(removes.count == 2)
    // One path for both (siblings of one type): the exploration tells them by position.
    #expect(removes.map(\.control.index) == [1, 2], "\(removes.map(\.control))")
    let shown = removes.map { $0.update.leafUpdates.map(\.description).joined() }
    #expect(shown[0].contains("removed First") && shown[1].contains("removed Second"), "\(shown)")
  }

  @Test("An interaction's figures are those of the same input by hand on a fresh mount, whatever ran before it")
  func sameAsByHand() {
    let exploration = explore { ExploreForm() }
    let add = exploration.interactions[0]
    let byHand = ViewHost(ExploreForm()).tap("Add")
    #expect(add.update.evaluatedViews == byHand.evaluatedViews, "\(add.update.trace)")
    let again = explore { ExploreForm() }
    #expect(again.interactions.map(\.bodies) == exploration.interactions.map(\.bodies))
  }

  @Test("As if @Observable and the minimum are measured beside each interaction")
  func whatIfFigures() {
    let exploration = explore { LegacyCounterScreen(model: LegacyDashboard()) }
    let bump = exploration.interactions.first { $0.control.title == "Bump" }
    #expect(bump?.bodies == 11, "\(exploration)")
    #expect(bump?.bodiesMinimum == 10, "\(exploration)")
    if TrackingStrategy.asIfObservable.isAvailable {
      #expect(bump?.bodiesAsIfObservable == 10, "\(exploration)")
    } else {
      #expect(bump?.bodiesAsIfObservable == nil)
    }
  }

  @Test("host.explore() mounts the host's root value again for each control")
  func fromAHost() {
    let host = ViewHost(ExploreForm())
    let exploration = host.explore()
    #expect(exploration.screen == "ExploreForm")
    #expect(exploration.interactions.count == 11, "\(exploration)")
  }

  @Test("The report reads as text, Markdown, JSON and HTML, one entry per control")
  func reports() throws {
    let exploration = explore(options: ExploreOptions(whatIf: false)) { ExploreForm() }
    let text = exploration.description
    #expect(text.hasPrefix("ExploreForm: 11 interactions, 10 driven"), "\(text)")
    #expect(text.contains("Button 'Locked': not driven, it is disabled"), "\(text)")
    let markdown = exploration.markdown
    #expect(markdown.contains("| Button 'Add' | tap | 1 | 0 | 0 | – | – |  |"), "\(markdown)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(exploration.json.utf8)) as? [String: Any])
    #expect(json["screen"] as? String == "ExploreForm")
    #expect((json["interactions"] as? [Any])?.count == 11, "\(exploration.json)")
    let html = exploration.html
    #expect(html.hasPrefix("<!DOCTYPE html>"), "\(html)")
    #expect(html.components(separatedBy: "<tr class=\"detail\">").count - 1 == 10, "one detail row per driven control")
    #expect(html.contains("<tr class=\"not-driven\">"), "\(html)")
    #expect(html.contains("Button &#39;Add&#39;"), "\(html)")
  }
}

/// A screen that presents a sheet and pushes a detail, with editable rows.
private struct ExploreDepthScreen: View {
  @State private var showsSheet = false
  @State private var items = ["A", "B", "C"]
  var body: some View {
    NavigationStack {
      List {
        Button("Settings") { showsSheet = true }
        NavigationLink("Detail") { ExploreDetail() }
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      }
      .sheet(isPresented: $showsSheet) { ExploreSheet() }
    }
  }
}

private struct ExploreSheet: View {
  @State private var dark = false
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Toggle("Dark", isOn: $dark)
      Button("Done") { dismiss() }
    }
  }
}

private struct ExploreDetail: View {
  @State private var likes = 0
  var body: some View {
    Button("Like \(likes)") { likes += 1 }
  }
}

@Suite("Exploring what a screen presents and pushes")
@MainActor
struct ExploreDepthTests {
  @Test("A sheet's and a pushed view's controls are explored below what presented them, then dismissed")
  func descends() throws {
    let exploration = explore { ExploreDepthScreen() }
    let lines = exploration.interactions.map {
      String(repeating: "  ", count: $0.depth) + "\($0.name): \($0.action ?? "–") \($0.bodies)"
    }
    expectNoDifference(
      lines,
      [
        // The sheet's body mounts; the screen's does not run (a binding is not a read).
        "Button 'Settings': tap 1",
        // The toggle's binding is not read by the sheet's body either: a leaf update.
        "  Toggle 'Dark': toggle 0",
        "  Button 'Done': tap 0",
        "  Presentation of Button 'Settings': dismiss 0",
        "NavigationLink 'Detail': tap 1",
        "  Button 'Like 0': tap 1",
        "  NavigationStack of NavigationLink 'Detail': go back 0",
        "ForEach 'rows': delete the first row 1",
        "ForEach 'rows': move the first row to the end 1",
      ])
    let like = try #require(exploration.interactions.first { $0.control.title == "Like 0" })
    #expect(like.route == ["tap NavigationLink 'Detail'"])
    #expect(like.diagnostics.isEmpty, "\(like.diagnostics)")
  }

  @Test("An interaction inside a sheet is the same input by hand after the same route, on a fresh mount")
  func sameAsByHand() {
    let exploration = explore { ExploreDepthScreen() }
    let dark = exploration.interactions.first { $0.control.title == "Dark" }
    let host = ViewHost(ExploreDepthScreen())
    host.tap("Settings")
    let byHand = host.toggle("Dark")
    #expect(dark?.update.evaluatedViews == byHand.evaluatedViews, "\(dark?.update.trace ?? "")")
  }

  @Test("Depth 0 explores the screen's own controls only", arguments: [0, 1])
  func depthLimit(_ depth: Int) {
    let exploration = explore(options: ExploreOptions(depth: depth)) { ExploreDepthScreen() }
    #expect(exploration.interactions.map(\.depth).max() == depth, "\(exploration)")
  }
}

private struct ExploreForm: View {
  @State private var count = 0
  @State private var removed = ""
  @State private var name = ""
  @State private var notify = false
  @State private var size = "Small"
  @State private var quantity = 1
  @State private var volume = 0.0
  @State private var due = Date(timeIntervalSince1970: 0)

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Add") { count += 1 }
      HStack {
        Text("First")
        Button("Remove") { removed = "First" }
      }
      HStack {
        Text("Second")
        Button("Remove") { removed = "Second" }
      }
      Text("removed \(removed)")
      TextField("Name", text: $name)
      Text("name \(name)")
      Toggle("Notify", isOn: $notify)
      Text("notify \(notify)")
      Picker("Size", selection: $size) {
        Text("Small").tag("Small")
        Text("Large").tag("Large")
      }
      Text("size \(size)")
      Stepper("Quantity", value: $quantity, in: 0...10)
      Text("quantity \(quantity)")
      Slider(value: $volume, in: 0...1) { Text("Volume") }
      Text("volume \(volume)")
      DatePicker("Due", selection: $due)
      Text("due \(Int(due.timeIntervalSince1970))")
      Text("Shortcut").onTapGesture { count += 1 }
      Button("Locked") {}.disabled(true)
    }
  }
}

/// Ten cells and a title observing one model, a button bumping its counter.
private struct LegacyCounterScreen: View {
  let model: LegacyDashboard
  var body: some View {
    VStack {
      LegacyPlainParent(model: model)
      Button("Bump") { model.counter += 1 }
    }
  }
}

@Observable private final class PreviewTally {
  var count = 0
  var title = "Tally"
}

private struct PreviewTallyScreen: View {
  let tally: PreviewTally
  var body: some View {
    VStack {
      PreviewTallyTitle(tally: tally)
      Text("\(tally.count)")
      Button("Add") { tally.count += 1 }
      Button("Reset") {
        tally.count = 0
        tally.title += "!"
      }
    }
  }
}

private struct PreviewTallyTitle: View {
  let tally: PreviewTally
  var body: some View { Text(tally.title) }
}

/// What `#Preview { PreviewTallyScreen(tally: PreviewTally()) }` becomes when ported.
private struct PreviewTallyPreview: View {
  var body: some View { PreviewTallyScreen(tally: PreviewTally()) }
}

@Suite("A screen whose model its parent's body makes, as a preview does")
@MainActor
struct PreviewMadeModelTests {
  @Test("The parent is not stale: a re-run would hand the screen a new model, not bring it up to date")
  func notStale() {
    let host = ViewHost(PreviewTallyPreview(), options: ViewHost.Options(auditsStaleViews: true))
    let update = host.tap("Reset")
    #expect(update.staleViews.isEmpty, "\(update.staleViews)")
    #expect(host.audit().isEmpty)
  }

  @Test(
    "Under the minimum, each interaction needs what the screen shows, and the model is kept",
    arguments: ["Add", "Reset"])
  func minimumKeepsTheModel(_ title: String) {
    let exploration = explore { PreviewTallyPreview() }
    let interaction = exploration.interactions.first { $0.control.title == title }
    #expect(interaction?.bodiesMinimum == 1, "\(exploration)")
    #expect(interaction?.staleViews.isEmpty == true, "\(exploration)")
  }
}

@Observable
@MainActor
private final class ExploreFeed {
  var items = ["First"]
  var loaded = false

  func reload() async { items.append("Fresh") }
}

/// A refreshable list, and a button whose action starts a task.
private struct ExploreFeedScreen: View {
  let feed: ExploreFeed
  var body: some View {
    VStack {
      Button("Load") { Task { feed.loaded = true } }
      Text(feed.loaded ? "Loaded" : "Not loaded")
      List(feed.items, id: \.self) { Text($0) }
        .refreshable { await feed.reload() }
    }
  }
}

@Suite("Exploring a screen, settled")
@MainActor
struct ExploreSettledTests {
  @Test("Explored at once, a refreshable view is listed with why, and a task an action starts is not in its figures")
  func atOnce() throws {
    let exploration = explore { ExploreFeedScreen(feed: ExploreFeed()) }
    let refresh = try #require(exploration.interactions.first { $0.control.kind == "refreshable" })
    #expect(refresh.notDriven?.contains("await explore(settling:)") == true, "\(exploration)")
    let load = try #require(exploration.interactions.first { $0.control.title == "Load" })
    #expect(load.bodies == 0, "\(load.update.trace)")
  }

  @Test("Settled, a refresh is driven and a task an action starts is in its figures, as by hand")
  func settled() async throws {
    let exploration = await explore(settling: .milliseconds(20)) { ExploreFeedScreen(feed: ExploreFeed()) }
    #expect(exploration.notDriven.isEmpty, "\(exploration)")
    let refresh = try #require(exploration.interactions.first { $0.control.kind == "refreshable" })
    #expect(refresh.action == "refresh")
    let load = try #require(exploration.interactions.first { $0.control.title == "Load" })

    let host = ViewHost(ExploreFeedScreen(feed: ExploreFeed()))
    let tapped = Update.merging([host.tap("Load"), await host.settle(quiet: .milliseconds(20))])
    #expect(load.update.evaluatedViews == tapped.evaluatedViews, "\(load.update.trace)")
    #expect(load.bodies == 1, "\(load.update.trace)")
    let other = ViewHost(ExploreFeedScreen(feed: ExploreFeed()))
    let refreshed = await other.refresh()
    #expect(refresh.update.evaluatedViews == refreshed.evaluatedViews, "\(refresh.update.trace)")
    #expect(refresh.bodies == 1, "\(refresh.update.trace)")
    #expect(refresh.bodiesMinimum == 1, "\(exploration)")
    for interaction in exploration.driven {
      #expect(interaction.diagnostics.isEmpty, "\(interaction.control): \(interaction.diagnostics)")
    }
  }
}
