import Diffing
import Foundation
import ViewGraphCore

// An exploration's reports: text (one line per interaction), Markdown, JSON and a
// standalone HTML page, each interaction inside a presentation below what presented it.

extension Exploration: CustomStringConvertible {
  /// One line per control: what was done and what it cost, or why it was not driven;
  /// what an interaction presented or pushed is indented below it.
  public var description: String {
    var lines = ["\(screen): \(interactions.count) interactions, \(driven.count) driven"]
    for interaction in interactions {
      let name = interaction.name
      let indent = String(repeating: "  ", count: interaction.depth + 1)
      guard let action = interaction.action else {
        lines.append("\(indent)\(name): not driven, \(interaction.notDriven ?? "")")
        continue
      }
      var figures = "\(interaction.bodies) bodies, \(interaction.wasted) wasted"
      if !interaction.staleViews.isEmpty { figures += ", \(interaction.staleViews.count) stale" }
      if let asIf = interaction.bodiesAsIfObservable { figures += "; as if @Observable \(asIf)" }
      if let minimum = interaction.bodiesMinimum { figures += "; minimum \(minimum)" }
      let problems = interaction.diagnostics.map { "\n\(indent)  \($0.message)" }.joined()
      lines.append("\(indent)\(name), \(action): \(figures)\(problems)")
    }
    return lines.joined(separator: "\n")
  }

  /// The report as a Markdown table, one row per control.
  public var markdown: String {
    var lines = [
      "### \(screen)", "",
      "| Control | Action | Bodies | Wasted | Stale | As if @Observable | Minimum | Notes |",
      "|---|---|---:|---:|---:|---:|---:|---|",
    ]
    func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
    for interaction in interactions {
      let control = String(repeating: "↳ ", count: interaction.depth) + cell(interaction.name)
      guard let action = interaction.action else {
        lines.append("| \(control) | not driven | | | | | | \(cell(interaction.notDriven ?? "")) |")
        continue
      }
      let notes = interaction.diagnostics.map { cell($0.message) }.joined(separator: "; ")
      lines.append(
        "| \(control) | \(cell(action)) | \(interaction.bodies) | \(interaction.wasted) | \(interaction.staleViews.count) | "
          + "\(interaction.bodiesAsIfObservable.map(String.init) ?? "–") | \(interaction.bodiesMinimum.map(String.init) ?? "–") | \(notes) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The report as a standalone HTML page: one table row per interaction (what was
  /// inside a presentation indented below what presented it), the bodies it ran and
  /// the views it evaluated, the diagnostics under it.
  public var html: String {
    func escape(_ text: String) -> String { text.htmlEscaped }
    var rows: [String] = []
    for interaction in interactions {
      let name =
        "<td class=\"control\" style=\"padding-left: \(0.5 + Double(interaction.depth) * 1.5)em\">"
        + (interaction.depth > 0 ? "↳ " : "") + escape(interaction.name) + "</td>"
      guard let action = interaction.action else {
        rows.append(
          "<tr class=\"not-driven\">\(name)<td>not driven</td><td colspan=\"5\">\(escape(interaction.notDriven ?? ""))</td></tr>"
        )
        continue
      }
      let evaluated = interaction.update.evaluatedViews.map(escape).joined(separator: ", ")
      let notes = interaction.diagnostics.map { "<div class=\"diagnostic\">\(escape($0.message))</div>" }.joined()
      let cells = [
        "\(interaction.bodies)", "\(interaction.wasted)", "\(interaction.staleViews.count)",
        interaction.bodiesAsIfObservable.map(String.init) ?? "–", interaction.bodiesMinimum.map(String.init) ?? "–",
      ].map { "<td class=\"figure\">\($0)</td>" }.joined()
      rows.append(
        "<tr>\(name)<td>\(escape(action))</td>\(cells)</tr>"
          + "<tr class=\"detail\"><td></td><td colspan=\"6\">\(evaluated.isEmpty ? "no body ran" : evaluated)\(notes)</td></tr>"
      )
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>\(escape(screen)): explored</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 1.5em; max-width: 1300px; }
      table { border-collapse: collapse; width: 100%; table-layout: fixed; }
      th, td { text-align: left; padding: 0.25em 0.5em; vertical-align: top; }
      td { overflow-wrap: anywhere; }
      th { border-bottom: 1px solid #999; }
      td.figure, th.figure { text-align: right; width: 9em; }
      tr.detail td { color: #555; font-size: 12px; border-bottom: 1px solid #ddd; }
      tr.not-driven td { color: #777; border-bottom: 1px solid #ddd; }
      .diagnostic { color: #a40; }
      </style></head><body>
      <h1>\(escape(screen))</h1>
      <p>\(interactions.count) interactions, \(driven.count) driven, each from a fresh mount.</p>
      <table>
      <tr><th>Control</th><th>Action</th><th class="figure">Bodies</th><th class="figure">Wasted</th><th class="figure">Stale</th><th class="figure">As if @Observable</th><th class="figure">Minimum</th></tr>
      \(rows.joined(separator: "\n"))
      </table>
      </body></html>

      """
  }

  /// The report as JSON: the screen and, per control, what was done and its figures.
  public var json: String {
    struct Entry: Encodable {
      var control: ExploredControl
      var route: [String]
      var action: String?
      var notDriven: String?
      var bodies: Int
      var wasted: Int
      var evaluated: [String]
      var staleViews: [String]
      var diagnostics: [String]
      var bodiesAsIfObservable: Int?
      var bodiesMinimum: Int?
    }
    struct Report: Encodable {
      var screen: String
      var interactions: [Entry]
    }
    let report = Report(
      screen: screen,
      interactions: interactions.map {
        Entry(
          control: $0.control, route: $0.route, action: $0.action, notDriven: $0.notDriven, bodies: $0.bodies,
          wasted: $0.wasted,
          evaluated: $0.update.evaluatedViews, staleViews: $0.staleViews.map(\.description),
          diagnostics: $0.diagnostics.map(\.message), bodiesAsIfObservable: $0.bodiesAsIfObservable,
          bodiesMinimum: $0.bodiesMinimum)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(report)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }
}

extension Interaction {
  /// The control as the reports name it: `Button 'Add'`; a dismissal names what it
  /// dismisses (`Presentation of Button 'Show'`), its title.
  public var name: String {
    switch control.kind {
    case "Presentation", "NavigationStack": "\(control.kind) of \(control.title)"
    default: "\(control.kind) '\(control.title)'"
    }
  }
}
