import Foundation
import Scenarios
import Testing
import ViewGraph

// Every input a host has is a scenario step: each is delivered as the host delivers
// it, its updates recorded under the step's name; an input that reaches no control
// fails the scenario with the host's message.

@Suite("Scenario steps for every input")
@MainActor
struct ScenarioStepTests {
  /// Each step, what it is named, and what the screen shows after it.
  struct StepCase: Sendable, CustomTestStringConvertible {
    let name: String
    let step: Scenario.Step
    let shows: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [StepCase] = [
    StepCase(name: "tap 'Add'", step: .tap("Add"), shows: "Text(count 1)"),
    StepCase(name: "tap 'Remove' near 'Second'", step: .tap("Remove", near: "Second"), shows: "Text(removed Second)"),
    StepCase(name: "type 'ab' into 'Name'", step: .type("ab", into: "Name"), shows: "Text(name ab)"),
    StepCase(name: "submit 'Name'", step: .submit("Name"), shows: "Text(submitted 1)"),
    StepCase(name: "toggle 'Notify'", step: .toggle("Notify"), shows: "Text(notify true)"),
    StepCase(name: "pick 'Large' in 'Size'", step: .pick("Large", in: "Size"), shows: "Text(size Large)"),
    StepCase(name: "increment 'Quantity'", step: .increment("Quantity"), shows: "Text(quantity 2)"),
    StepCase(name: "decrement 'Quantity'", step: .decrement("Quantity"), shows: "Text(quantity 0)"),
    StepCase(name: "set 'Volume' to 0.5", step: .setValue(0.5, in: "Volume"), shows: "Text(volume 0.5)"),
    StepCase(
      name: "set 'Due' to 1970-01-02 00:00:00 +0000", step: .setDate(Date(timeIntervalSince1970: 86_400), in: "Due"),
      shows: "Text(due 86400)"),
    StepCase(name: "delete rows [0] of section 0", step: .deleteRows(at: [0]), shows: "Text(rows Second, Third)"),
    StepCase(
      name: "move rows [0] to 3 in section 0", step: .moveRows(fromOffsets: [0], toOffset: 3),
      shows: "Text(rows Second, Third, First)"),
    StepCase(name: "refresh", step: .refresh(), shows: "Text(refreshed 1)"),
  ]

  @Test("Each input step is named and delivered as the host delivers it", arguments: cases)
  func delivered(_ c: StepCase) async {
    let report = await Self.scenario(steps: [c.step]).run()
    #expect(report.stepNames == ["mount", c.name])
    #expect(report.inputFailures.isEmpty, "\(report.inputFailures)")
    let shown = Self.leaves(report.outlines[0][1]).joined(separator: "\n")
    #expect(shown.contains(c.shows), "\(shown)")
  }

  @Test("Presenting then dismissing, pushing then going back: the steps end where they began")
  func dismissAndGoBack() async {
    let report = await Self.scenario(steps: [.tap("Details"), .dismissPresentation(), .tap("Open"), .goBack()]).run()
    #expect(report.inputFailures.isEmpty, "\(report.inputFailures)")
    #expect(report.stepNames == ["mount", "tap 'Details'", "dismiss the presentation", "tap 'Open'", "go back"])
    #expect(report.result(variant: 0, step: 1).mounted.contains { $0.hasSuffix("DetailSheet") })
    #expect(report.result(variant: 0, step: 2).unmounted.contains { $0.hasSuffix("DetailSheet") })
    #expect(report.result(variant: 0, step: 3).mounted.contains { $0.hasSuffix("PushedPage") })
    #expect(report.result(variant: 0, step: 4).unmounted.contains { $0.hasSuffix("PushedPage") })
  }

  @Test("An input that reaches no control fails the scenario with the host's message, named by its step")
  func undelivered() async {
    let report = await Self.scenario(steps: [.toggle("Missing")]).run()
    #expect(!report.inputFailures.isEmpty)
    #expect(report.inputFailures.map(\.stepName) == ["toggle 'Missing'"])
    #expect(report.inputFailures.first?.message.contains("Missing") == true, "\(report.inputFailures)")
  }

  /// What the screen shows: every leaf of an outline, in order.
  static func leaves(_ outline: [ViewOutline]) -> [String] {
    outline.flatMap { [$0.leaf].compactMap { $0 } + leaves($0.children) }
  }

  static func scenario(steps: [Scenario.Step]) -> Scenario {
    Scenario(
      id: "every-input", title: "Every input", source: "ScenarioStepTests", summary: "One control of each kind.",
      variants: [Scenario.Variant(label: "form") { Scenario.Mounted(host: ViewHost(EveryInputForm())) }],
      steps: steps)
  }
}

private struct DetailSheet: View {
  var body: some View { Text("details") }
}

private struct PushedPage: View {
  var body: some View { Text("pushed") }
}

@Observable @MainActor
private final class Refresher {
  var count = 0
  func refresh() async { count += 1 }
}

private struct EveryInputForm: View {
  @State private var count = 0
  @State private var removed = ""
  @State private var name = ""
  @State private var submitted = 0
  @State private var notify = false
  @State private var size = "Small"
  @State private var quantity = 1
  @State private var volume = 0.0
  @State private var due = Date(timeIntervalSince1970: 0)
  @State private var rows = ["First", "Second", "Third"]
  @State private var refresher = Refresher()
  @State private var showingDetails = false

  var body: some View {
    NavigationStack {
      // Not a lazy list: every control is on screen, whatever the viewport.
      ScrollView {
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
        TextField("Name", text: $name).onSubmit { submitted += 1 }
        Text("name \(name)")
        Text("submitted \(submitted)")
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
        ForEach(rows, id: \.self) { Text($0) }
          .onDelete { rows.remove(atOffsets: $0) }
          .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
        Text("rows \(rows.joined(separator: ", "))")
        Text("refreshed \(refresher.count)")
        Button("Details") { showingDetails = true }
        NavigationLink("Open") { PushedPage() }
      }
      .refreshable { await refresher.refresh() }
      .sheet(isPresented: $showingDetails) { DetailSheet() }
    }
  }
}
