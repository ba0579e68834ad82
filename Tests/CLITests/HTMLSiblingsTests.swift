import Scenarios
import Testing
import ViewGraph

@testable import RerenderCLI

// The HTML report shows what each view shows: siblings collapse only when they show
// the same thing, a control keeps its title, and per-type figures compare only the
// variants that have the type ("fewest", not the minimum oracle's "minimum").

@Suite("The HTML report: siblings, per-type figures and size on an everyday screen")
@MainActor
struct HTMLSiblingsTests {
  static let settings = Scenario(
    id: "settings-html", title: "Settings", source: "a test", summary: "Two toggles, a picker and 30 rows.",
    variants: [
      Scenario.Variant(label: "@State") { Scenario.Mounted(host: ViewHost(SettingsScreen())) },
      Scenario.Variant(label: "renamed rows") { Scenario.Mounted(host: ViewHost(RenamedSettingsScreen())) },
    ],
    steps: (1...8).map { index in
      Scenario.Step("toggle \(index)") { mounted in
        [mounted.host.toggle(index.isMultiple(of: 2) ? "Sounds" : "Enable Notifications")]
      }
    })

  func page() async -> String {
    var output = ""
    var error = ""
    _ = await RerenderCLI.run(
      arguments: ["compare", "settings-html", "--format", "html"], scenarios: [Self.settings], output: &output,
      error: &error)
    return output
  }

  @Test(
    "Two toggles with different titles are two boxes, each with its title; equal picker options collapse only if equal")
  func differentSiblings() async {
    let page = await page()
    #expect(page.contains("Toggle(Enable Notifications: "), "the first toggle's title")
    #expect(page.contains("Toggle(Sounds: "), "the second toggle's title")
    #expect(!page.contains("Toggle(Enable Notifications: off) ×2"))
    #expect(!page.contains("Text(System) ×3"), "three different options")
    #expect(page.contains("Text(Light)") && page.contains("Text(Dark)"))
  }

  @Test("Rows alike but for their text collapse, showing the kind of what they show, not the first row's")
  func rowsByShape() async {
    let page = await page()
    #expect(page.contains("[0]…[29] ×30"), "30 rows as one box")
    #expect(page.contains("Text(…) ×30"), "\(page.count)")
    #expect(!page.contains("Text(Row 0) ×30"))
  }

  @Test("A type in one variant only has no 'fewest'; the column says fewest, not min")
  func fewestPerType() async {
    let page = await page()
    #expect(page.contains("SettingsRow is in one variant only: nothing to compare"))
    #expect(page.contains(">fewest</th>"))
    #expect(!page.contains(">min</th>"))
  }

  @Test("A report of a screen with 30 rows and 8 steps stays under 200 KB")
  func size() async {
    let page = await page()
    #expect(page.utf8.count <= 200_000, "\(page.utf8.count) bytes")
  }
}

private struct SettingsRow: View {
  let index: Int
  var body: some View { Text("Row \(index)") }
}

private struct RenamedRow: View {
  let index: Int
  var body: some View { Text("Row \(index)") }
}

private struct SettingsForm<Row: View>: View {
  @State private var notifications = false
  @State private var sounds = false
  @State private var theme = "System"
  let row: (Int) -> Row
  var body: some View {
    VStack {
      Toggle("Enable Notifications", isOn: $notifications)
      Toggle("Sounds", isOn: $sounds)
      Picker("Theme", selection: $theme) {
        Text("System").tag("System")
        Text("Light").tag("Light")
        Text("Dark").tag("Dark")
      }
      ForEach(0..<30, id: \.self) { index in row(index) }
    }
  }
}

private struct SettingsScreen: View {
  var body: some View { SettingsForm { SettingsRow(index: $0) } }
}

private struct RenamedSettingsScreen: View {
  var body: some View { SettingsForm { RenamedRow(index: $0) } }
}
