import Foundation
import Scenarios
import Testing

@testable import RerenderCLI

// The HTML report, read at a glance: a table of contents whose anchors resolve, a
// heat grid with every view type and the minimum per step, repeated siblings
// collapsed with their counts, a legend beside every tree, boxes that say how often
// they ran and why in words. Its layout in a browser is checked by .ci/check-html
// in headless Chromium.

@Suite("The HTML report")
@MainActor
struct HTMLReportTests {
  func html(_ id: String) async -> String {
    var output = ""
    var error = ""
    _ = await RerenderCLI.run(
      arguments: ["compare", id, "--format", "html"], scenarios: Catalog.all, output: &output, error: &error)
    return output
  }

  func matches(_ pattern: String, in text: String) -> [String] {
    text.matches(of: try! Regex(pattern)).map { String(text[$0.range]) }
  }

  @Test(
    "Every link of the table of contents and the heat grid leads to an element of the page",
    arguments: ["library-keystroke", "dashboard-title", "observation-tracking"])
  func anchors(_ id: String) async {
    let page = await html(id)
    let targets = Set(matches(##"href="#[^"]+""##, in: page).map { String($0.dropFirst(7).dropLast()) })
    let ids = Set(matches(#" id="[^"]+""#, in: page).map { String($0.dropFirst(5).dropLast()) })
    #expect(!targets.isEmpty)
    #expect(targets.subtracting(ids).isEmpty, "links to nothing: \(targets.subtracting(ids))")
    #expect(page.contains("Jump to: "))
  }

  @Test("The library-keystroke report stays small, collapses its 41 rows and counts their runs")
  func libraryKeystroke() async {
    let page = await html("library-keystroke")
    #expect(page.utf8.count < 200_000, "\(page.utf8.count) bytes")
    #expect(page.contains(">LegacyDocumentRow ×41 — 41 ran 5× each, 41 wasted</text>"))
    #expect(page.contains(">[0]…[40] ×41</text>"))
    // The heat grid: a row per view type, its step 1 cells in variant order, then the minimum.
    #expect(page.contains("<td class=\"view\">LegacyDocumentRow</td>"))
    #expect(
      page.contains(
        "title=\"ObservableObject, Step 1: type &#39;swift&#39; into &#39;Search&#39;: LegacyDocumentRow ran 205 times\">205</td>"
      ))
    // Tooltips speak in words, not status names.
    #expect(page.contains("Its body ran and nothing on screen changed (a wasted evaluation)."))
    #expect(!page.contains("leafChanged"))
  }

  @Test("--paths gives the heat grid a row per view path")
  func byPath() async {
    var output = ""
    var error = ""
    _ = await RerenderCLI.run(
      arguments: ["compare", "dashboard-title", "--format", "html", "--paths"], scenarios: Catalog.all,
      output: &output, error: &error)
    #expect(output.contains("Heat map: body evaluations per view path"))
    #expect(
      output.contains("<td class=\"view\">ObservableDashboard/VStack/ObservableTitleView</td>"),
      "\(output.prefix(3000))")
  }

  @Test("Each tree has its legend beside it, with the statuses it shows", arguments: ["library-keystroke", "identity"])
  func legends(_ id: String) async {
    let page = await html(id)
    let figures = page.components(separatedBy: "<figure>").count - 1
    let legends = page.components(separatedBy: "<p class=\"legend\">").count - 1
    #expect(figures > 0 && figures == legends, "\(figures) trees, \(legends) legends")
  }
}
