/// Renders a document as one self-contained XHTML page: no network, no script;
/// per step and variant, the realized tree as an inline SVG heat map.
struct HTMLRenderer {
  /// Colours of the heat map, by node status.
  static let colours: [String: String] = [
    "mounted": "#4caf50",
    "evaluated": "#1e88e5",
    "wasted": "#fb8c00",
    "notEvaluated": "#e0e0e0",
    "leafChanged": "#ab47bc",
    "unchanged": "#f5f5f5",
    "stale": "#e53935",
  ]

  static let legend: [(String, String)] = [
    ("notEvaluated", "body not evaluated"),
    ("evaluated", "body evaluated, changed the screen"),
    ("wasted", "body evaluated, nothing changed on screen"),
    ("mounted", "created (first appearance)"),
    ("stale", "stale: not evaluated, would show something else"),
    ("leafChanged", "primitive whose content changed"),
    ("unchanged", "primitive, unchanged"),
  ]

  func render(_ document: Document, request: Request) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>rerender \(escape(document.command))</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
      table { border-collapse: collapse; margin: 0.5em 0 1.5em 0; }
      th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
      th:first-child, td:first-child { text-align: left; }
      .variants { display: flex; flex-wrap: wrap; gap: 1.5em; }
      figure { margin: 0; }
      figcaption { font-weight: bold; margin-bottom: 0.3em; }
      .legend span { display: inline-block; width: 1em; height: 1em; margin: 0 0.3em 0 1em; vertical-align: middle; border: 1px solid #999; }
      pre { background: #f7f7f7; padding: 0.5em; }
      .outcome-mismatch { color: #c62828; font-weight: bold; }
      </style>
      </head>
      <body>
      <h1>rerender \(escape(document.command))</h1>

      """
    out += "<p class=\"legend\">"
    for (status, label) in HTMLRenderer.legend {
      out += "<span style=\"background: \(HTMLRenderer.colours[status] ?? "#fff")\"></span>\(escape(label))"
    }
    out += "</p>\n"
    if let run = document.fuzz {
      out += "<p>\(run.ran) of \(run.cases) cases run from seed \(run.seed), \(run.failures.count) failures, peak resident memory \(run.peakResidentMiB) MiB.</p>\n"
      for failure in run.failures { out += "<pre>\(escape(failure.report))</pre>\n" }
    }
    for scenario in document.scenarios {
      out += section(scenario, request: request)
    }
    out += "</body>\n</html>\n"
    return out
  }

  private func section(_ s: ScenarioDocument, request: Request) -> String {
    var out = "<h2><code>\(escape(s.id))</code>: \(escape(s.title))</h2>\n"
    out += "<p>Source: \(escape(s.source))</p>\n<p>\(escape(s.summary))</p>\n"
    for step in s.steps {
      out += "<h3>\(escape(step.index == 0 ? "Mount" : "Step \(step.index): \(step.name)"))</h3>\n"
      if let table = step.comparison { out += comparison(table) }
      out += "<div class=\"variants\">\n"
      for result in step.results {
        out += "<figure>\n<figcaption>\(escape(result.variant)): \(result.bodies) bodies, \(result.wasted) wasted, \(result.staleViews.count) stale, \(result.leafUpdates) leaf updates</figcaption>\n"
        out += svg(result.tree)
        if !result.evaluations.isEmpty {
          out += "<pre>" + result.evaluations.map { escape($0.printedChanges) }.joined(separator: "\n") + "</pre>\n"
        }
        if !result.events.isEmpty {
          // Lifecycle events, onChange actions, animated transactions, dismissals.
          out += "<p class=\"events\">" + result.events.map(escape).joined(separator: "<br/>") + "</p>\n"
        }
        if request.command == .explain {
          out += "<ul>\n"
          for evaluation in result.evaluations {
            out += "<li><code>\(escape(evaluation.path))</code>: \(evaluation.causes.map(escape).joined(separator: "; "))</li>\n"
          }
          out += "</ul>\n"
        }
        for stale in result.staleViews {
          out += "<p>stale: <code>\(escape(stale.path))</code>: \(escape(stale.reason))</p>\n"
        }
        for diagnostic in result.diagnostics {
          out += "<p>warning: \(escape(diagnostic.message))</p>\n"
        }
        out += "</figure>\n"
      }
      out += "</div>\n"
    }
    if !s.claims.isEmpty {
      out += "<h3>Claims</h3>\n<table>\n<tr><th>outcome</th><th>variant</th><th>step</th><th>measure</th><th>claimed</th><th>engine</th><th>claim</th></tr>\n"
      for c in s.claims {
        out += "<tr><td class=\"outcome-\(escape(c.outcome))\">\(escape(c.outcome))</td><td>\(escape(c.variant))</td><td>\(c.step)</td><td>\(escape(c.measure))</td><td>\(escape(c.claimedText))</td><td>\(c.engine.map(String.init) ?? "n/a")</td><td>\(escape(c.quote))\(c.why.map { "<br/>why: \(escape($0))" } ?? "")</td></tr>\n"
      }
      out += "</table>\n"
    }
    if let baseline = s.baseline {
      out += "<h3>Against the baseline <code>\(escape(baseline.path))</code></h3>\n"
      if !baseline.found {
        out += "<p>Not in the baseline: no budget.</p>\n"
      } else {
        out += "<p>\(baseline.rose) \(baseline.rose == 1 ? "count" : "counts") rose.</p>\n"
      }
      if !baseline.changes.isEmpty {
        out += "<table>\n<tr><th>variant</th><th>step</th><th>view</th><th>baseline</th><th>now</th><th>change</th></tr>\n"
        for c in baseline.changes {
          let delta = (c.new ?? 0) - (c.old ?? 0)
          out += "<tr><td>\(escape(c.variant))</td><td>\(c.step)</td><td>\(escape(c.view ?? "all bodies"))</td><td>\(c.old.map(String.init) ?? "–")</td><td>\(c.new.map(String.init) ?? "–")</td><td\(c.rose ? " class=\"outcome-mismatch\"" : "")>\(c.rose ? "rose " : "")\(delta > 0 ? "+" : "")\(delta)</td></tr>\n"
        }
        out += "</table>\n"
      }
    }
    if !s.inputFailures.isEmpty {
      out += "<h3>Input failures</h3>\n<table>\n<tr><th>input</th><th>variant</th><th>step</th><th>message</th></tr>\n"
      for f in s.inputFailures {
        let outcome = f.expected ? "expected" : "mismatch"
        out += "<tr><td class=\"outcome-\(outcome)\">\(f.expected ? "expected" : "failed")</td><td>\(escape(f.variant))</td><td>\(f.step)</td><td>\(escape(f.stepName)): \(escape(f.message))</td></tr>\n"
      }
      out += "</table>\n"
    }
    return out
  }

  private func comparison(_ table: ComparisonDocument) -> String {
    var out = "<table>\n<tr><th></th>"
    for column in table.columns { out += "<th>\(escape(column))</th>" }
    out += "<th>minimum</th></tr>\n"
    for row in table.rows {
      out += "<tr><td>\(escape(row.label.trimmingLeadingSpaces))</td>"
      for value in row.values { out += "<td>\(value)</td>" }
      out += "<td>\(row.minimum)</td></tr>\n"
    }
    return out + "</table>\n"
  }

  /// The tree as an indented list of boxes, one row per view, coloured by status.
  private func svg(_ tree: [TreeNodeDocument]) -> String {
    var rows: [(depth: Int, node: TreeNodeDocument)] = []
    func walk(_ node: TreeNodeDocument, _ depth: Int) {
      rows.append((depth, node))
      for child in node.children { walk(child, depth + 1) }
    }
    for node in tree { walk(node, 0) }
    let rowHeight = 18
    let width = 40 + (rows.map { $0.depth * 14 + 8 * (label($0.node).count + 2) }.max() ?? 200)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(rows.count * rowHeight + 4)\" font-family=\"Menlo, monospace\" font-size=\"11\">\n"
    for (index, row) in rows.enumerated() {
      let x = 2 + row.depth * 14
      let y = 2 + index * rowHeight
      let text = label(row.node)
      let colour = HTMLRenderer.colours[row.node.status] ?? "#fff"
      out += "<g><title>\(escape(row.node.path)) — \(escape(row.node.status))</title>"
      out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(8 * text.count + 10)\" height=\"\(rowHeight - 3)\" rx=\"3\" fill=\"\(colour)\" stroke=\"#999\"/>"
      let ink = ["evaluated", "mounted", "leafChanged", "stale"].contains(row.node.status) ? "#fff" : "#222"
      out += "<text x=\"\(x + 5)\" y=\"\(y + 12)\" fill=\"\(ink)\">\(escape(text))</text></g>\n"
    }
    return out + "</svg>\n"
  }

  private func label(_ node: TreeNodeDocument) -> String {
    node.leaf.map { node.name == $0.prefix(while: { $0 != "(" }) ? $0 : "\(node.name) \($0)" } ?? node.name
  }

  /// Escapes text for XML content and attributes.
  private func escape(_ text: String) -> String { HTMLRenderer.escape(text) }

  /// Escapes text for XHTML.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
