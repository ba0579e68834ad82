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

  @Test("The report reads as text, Markdown and JSON, one entry per control")
  func reports() throws {
    let exploration = explore(options: ExploreOptions(whatIf: false)) { ExploreForm() }
    let text = exploration.description
    #expect(text.hasPrefix("ExploreForm: 11 controls, 10 driven"), "\(text)")
    #expect(text.contains("Button 'Locked': not driven, it is disabled"), "\(text)")
    let markdown = exploration.markdown
    #expect(markdown.contains("| Button 'Add' | tap | 1 | 0 | 0 | – | – |  |"), "\(markdown)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(exploration.json.utf8)) as? [String: Any])
    #expect(json["screen"] as? String == "ExploreForm")
    #expect((json["interactions"] as? [Any])?.count == 11, "\(exploration.json)")
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
