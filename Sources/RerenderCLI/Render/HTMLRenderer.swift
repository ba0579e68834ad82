import Diffing
import Porting

/// Renders a document as one self-contained XHTML page, no network, no script, made
/// to be read at a glance: per scenario a table of contents and a heat grid (view
/// types by steps × variants, each cell its evaluation count, the minimum last); per
/// step the variants side by side, each realized tree drawn as an inline SVG with
/// repeated siblings collapsed, its legend beside it and each box's count and cause.
struct HTMLRenderer: Renderer {
  /// Whether the heat grid has a row per view path (`--paths`) rather than per type.
  var byPath = false

  /// Each node status: its colour, its legend, and what it means in a sentence.
  static let statuses: [(status: String, colour: String, legend: String, meaning: String)] = [
    ("evaluated", "#1e88e5", "ran, changed the screen", "its body ran and changed what is on screen"),
    ("wasted", "#fb8c00", "ran, nothing changed", "its body ran and nothing on screen changed (a wasted evaluation)"),
    ("mounted", "#43a047", "created", "created: it appeared and its body ran for the first time"),
    ("stale", "#e53935", "stale", "stale: its body did not run, but would show something else now"),
    ("notEvaluated", "#e0e0e0", "not run", "its body did not run: nothing it depends on changed"),
    ("leafChanged", "#ab47bc", "content changed", "a primitive whose content changed on screen"),
    ("unchanged", "#f5f5f5", "unchanged", "a primitive whose content did not change"),
  ]

  static func colour(_ status: String) -> String {
    statuses.first { $0.status == status }?.colour ?? "#ffffff"
  }

  static func meaning(_ status: String) -> String {
    statuses.first { $0.status == status }?.meaning ?? status
  }

  func render(_ document: Document, request: Request) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>rerender \(escape(document.command))\(document.scenarios.count == 1 ? ": " + escape(document.scenarios[0].id) : "")</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; font-size: 14px; }
      h2 { margin: 0.2em 0; } h3 { margin: 1.2em 0 0.4em 0; }
      p { margin: 0.3em 0; max-width: 75em; }
      table { border-collapse: collapse; margin: 0.4em 0 0.8em 0; }
      th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: left; vertical-align: top; }
      td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
      .toc { margin: 0.4em 0; } .toc a { margin-right: 0.8em; white-space: nowrap; }
      .key { margin: 0.3em 0; padding-left: 1.2em; } .key li { margin: 0.1em 0; }
      .scroll { overflow-x: auto; max-width: 100%; }
      table.heat td { text-align: right; font-variant-numeric: tabular-nums; min-width: 2.2em; }
      table.heat td.view { text-align: left; font-family: Menlo, monospace; font-size: 12px; white-space: nowrap; }
      table.heat td.zero { color: #bbb; }
      table.heat .min { border-left: 2px solid #555; background: #eef7ee; }
      table.heat tr.total td { font-weight: bold; }
      .variants { display: flex; flex-wrap: nowrap; gap: 1.2em; overflow-x: auto; align-items: flex-start; padding-bottom: 0.4em; }
      figure { margin: 0; flex: 0 0 auto; border: 1px solid #ddd; border-radius: 4px; padding: 0.4em; }
      figcaption { font-weight: bold; margin-bottom: 0.2em; max-width: 40em; }
      .legend { font-size: 12px; color: #444; }
      .legend span { display: inline-block; width: 0.9em; height: 0.9em; margin: 0 0.25em 0 0.7em; vertical-align: middle; border: 1px solid #999; }
      .legend span:first-child { margin-left: 0; }
      pre { background: #f7f7f7; padding: 0.4em; margin: 0.2em 0; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
      details { margin: 0.2em 0; font-size: 12px; }
      .note { font-size: 12px; color: #444; max-width: 60em; }
      .outcome-mismatch { color: #c62828; font-weight: bold; }
      .outcome-reproduced { color: #2e7d32; } .outcome-refuted { color: #8d6e00; } .outcome-not { color: #616161; }
      </style>
      </head>
      <body>
      <h1>rerender \(escape(document.command))</h1>

      """
    if let run = document.fuzz {
      out +=
        "<p>\(run.ran) of \(run.cases) cases run from seed \(run.seed), \(run.failures.count) failures, peak resident memory \(run.peakResidentMiB) MiB.</p>\n"
      for failure in run.failures { out += "<pre>\(escape(failure.report))</pre>\n" }
    }
    for scenario in document.scenarios {
      out += section(scenario, request: request)
    }
    out += "</body>\n</html>\n"
    return out
  }

  /// The variants' letters, as the text comparison names its columns.
  func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(65 + index % 26)))
  }

  private func anchor(_ s: ScenarioDocument, _ part: String) -> String {
    "\(s.id)-\(part)"
  }

  private func section(_ s: ScenarioDocument, request: Request) -> String {
    var out = "<h2 id=\"\(escape(s.id))\"><code>\(escape(s.id))</code>: \(escape(s.title))</h2>\n"
    out += "<p>Source: \(escape(s.source))</p>\n<p>\(escape(s.summary))</p>\n"
    let hasResults = s.steps.contains { !$0.results.isEmpty }
    // The table of contents: anchors, no script.
    var links: [String] = []
    if hasResults { links.append("<a href=\"#\(anchor(s, "heat"))\">heat map</a>") }
    for step in s.steps where !step.results.isEmpty {
      links.append("<a href=\"#\(anchor(s, "step-\(step.index)"))\">\(escape(stepTitle(step)))</a>")
    }
    if !s.claims.isEmpty { links.append("<a href=\"#\(anchor(s, "claims"))\">claims</a>") }
    if !links.isEmpty { out += "<p class=\"toc\">Jump to: \(links.joined(separator: " "))</p>\n" }
    if hasResults {
      out += "<ul class=\"key\">\n"
      for (index, variant) in s.variants.enumerated() {
        let note = variant.note.isEmpty ? "" : " — \(escape(variant.note))"
        out += "<li><b>\(letter(index))</b> = \(escape(variant.label))\(note)</li>\n"
      }
      out += "</ul>\n"
      out += heatGrid(s)
    }
    for step in s.steps where !step.results.isEmpty {
      out += "<h3 id=\"\(anchor(s, "step-\(step.index)"))\">\(escape(stepTitle(step)))</h3>\n"
      if let table = step.comparison { out += "<div class=\"scroll\">" + comparison(table) + "</div>\n" }
      out += "<div class=\"variants\">\n"
      for result in step.results {
        let index = s.variants.firstIndex { $0.label == result.variant } ?? 0
        out += figure(result, letter: letter(index), request: request)
      }
      out += "</div>\n"
    }
    if let m = s.migration {
      out += "<h3 id=\"\(anchor(s, "migration"))\">What if \(escape(m.view))'s models were @Observable</h3>\n"
      out +=
        "<table>\n<tr><th>step</th><th class=\"num\">as written</th><th class=\"num\">as if @Observable</th><th class=\"num\">minimum</th></tr>\n"
      for step in m.steps {
        out +=
          "<tr><td>\(escape(step.index == 0 ? "mount" : "\(step.index): \(step.name)"))</td><td class=\"num\">\(step.asWritten)</td><td class=\"num\">\(step.asIfObservable)</td><td class=\"num\">\(step.minimum)</td></tr>\n"
      }
      out += "</table>\n<ul class=\"note\">\n"
      for remedy in m.remaining { out += "<li>because \(escape(remedy.cause)): \(escape(remedy.advice))</li>\n" }
      out += "</ul>\n"
    }
    if let rows = s.whatIf, !rows.isEmpty {
      out += "<h3 id=\"\(anchor(s, "what-if"))\">What if: bodies per tracking strategy</h3>\n"
      out +=
        "<p class=\"note\">As if @Observable: the same code after a mechanical migration. Minimum: the oracle, only the bodies whose output changed the screen (stale views re-run). Under each variant, the view types whose counts differ, and why they still run as if migrated.</p>\n"
      out +=
        "<div class=\"scroll\"><table>\n<tr><th class=\"num\">step</th><th>variant, view type</th><th class=\"num\">as written</th><th class=\"num\">as if @Observable</th><th class=\"num\">minimum</th><th>still runs as if migrated because</th></tr>\n"
      for r in rows {
        out +=
          "<tr><td class=\"num\">\(r.step)</td><td>\(escape(r.variant))</td><td class=\"num\">\(r.asWritten)</td><td class=\"num\">\(r.asIfObservable)</td><td class=\"num\">\(r.minimum)</td><td></td></tr>\n"
        for type in r.byType {
          out +=
            "<tr class=\"note\"><td></td><td>↳ \(escape(type.view))</td><td class=\"num\">\(type.asWritten)</td><td class=\"num\">\(type.asIfObservable)</td><td class=\"num\">\(type.minimum)</td><td>\(escape(type.stillRunsBecause ?? ""))</td></tr>\n"
        }
      }
      out += "</table></div>\n"
    }
    if !s.claims.isEmpty {
      out += "<h3 id=\"\(anchor(s, "claims"))\">Claims</h3>\n<div class=\"scroll\"><table>\n"
      out +=
        "<tr><th>outcome</th><th>variant</th><th class=\"num\">step</th><th>measure</th><th class=\"num\">claimed</th><th class=\"num\">engine</th><th>claim, and why when refuted</th></tr>\n"
      for c in s.claims {
        let why = c.why.map { "<br/><span class=\"note\">why: \(escape($0))</span>" } ?? ""
        out +=
          "<tr><td class=\"outcome-\(escape(c.outcome))\">\(escape(c.outcome))</td><td>\(escape(c.variant))</td><td class=\"num\">\(c.step)</td><td>\(escape(c.measure))</td><td class=\"num\">\(escape(c.claimedText))</td><td class=\"num\">\(c.engine.map(String.init) ?? "n/a")</td><td>“\(escape(c.quote))”\(why)</td></tr>\n"
      }
      out += "</table></div>\n"
    }
    if let baseline = s.baseline {
      out += "<h3>Against the baseline <code>\(escape(baseline.path))</code></h3>\n"
      out +=
        baseline.found
        ? "<p>\(baseline.rose) \(baseline.rose == 1 ? "count" : "counts") rose.</p>\n"
        : "<p>Not in the baseline: no budget.</p>\n"
      if !baseline.changes.isEmpty {
        out +=
          "<table>\n<tr><th>variant</th><th class=\"num\">step</th><th>view</th><th class=\"num\">baseline</th><th class=\"num\">now</th><th class=\"num\">change</th></tr>\n"
        for c in baseline.changes {
          let delta = (c.new ?? 0) - (c.old ?? 0)
          out +=
            "<tr><td>\(escape(c.variant))</td><td class=\"num\">\(c.step)</td><td>\(escape(c.view ?? "all bodies"))</td><td class=\"num\">\(c.old.map(String.init) ?? "–")</td><td class=\"num\">\(c.new.map(String.init) ?? "–")</td><td class=\"num\(c.rose ? " outcome-mismatch" : "")\">\(c.rose ? "rose " : "")\(delta > 0 ? "+" : "")\(delta)</td></tr>\n"
        }
        out += "</table>\n"
      }
    }
    if !s.inputFailures.isEmpty {
      out +=
        "<h3>Input failures</h3>\n<table>\n<tr><th>input</th><th>variant</th><th class=\"num\">step</th><th>message</th></tr>\n"
      for f in s.inputFailures {
        let outcome = f.expected ? "refuted" : "mismatch"
        out +=
          "<tr><td class=\"outcome-\(outcome)\">\(f.expected ? "expected" : "failed")</td><td>\(escape(f.variant))</td><td class=\"num\">\(f.step)</td><td>\(escape(f.stepName)): \(escape(f.message))</td></tr>\n"
      }
      out += "</table>\n"
    }
    return out
  }

  private func stepTitle(_ step: StepDocument) -> String {
    step.index == 0 ? "Mount" : "Step \(step.index): \(step.name)"
  }

  // MARK: - Heat grid

  /// View types by steps × variants: each cell the type's evaluations in that step and
  /// variant, coloured by count; the minimum over the variants closes each step.
  private func heatGrid(_ s: ScenarioDocument) -> String {
    let steps = s.steps.filter { !$0.results.isEmpty }
    let variants = s.variants.map(\.label)
    // The rows: view types, or with --paths each view's path.
    var types: [String] = []
    var seen = Set<String>()
    for step in steps {
      for result in step.results {
        for evaluation in result.evaluations {
          let key = byPath ? evaluation.path : evaluation.view
          if seen.insert(key).inserted { types.append(key) }
        }
        if !byPath {
          for type in result.bodiesByType.keys.sorted() where seen.insert(type).inserted { types.append(type) }
        }
      }
    }
    func count(_ result: ResultDocument, _ key: String) -> Int {
      byPath ? result.evaluations.lazy.filter { $0.path == key }.count : result.bodiesByType[key] ?? 0
    }
    let maximum = steps.flatMap { $0.results.map(\.bodies) }.max() ?? 0
    func result(_ step: StepDocument, _ variant: String) -> ResultDocument? {
      step.results.first { $0.variant == variant }
    }
    func cell(_ value: Int?, title: String, minimum: Bool = false) -> String {
      let classes = (minimum ? ["min"] : []) + (value == 0 ? ["zero"] : [])
      let attribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
      guard let value else {
        return minimum ? "<td\(attribute) title=\"\(escape(title))\"></td>" : "<td\(attribute)></td>"
      }
      guard value > 0 else { return "<td\(attribute) title=\"\(escape(title))\">·</td>" }
      // Darker with the count, on a log scale up to the largest step.
      let share = log2(Double(value) + 1) / log2(Double(max(maximum, 1)) + 1)
      let alpha = 0.15 + 0.85 * min(1, share)
      let style =
        minimum
        ? ""
        : " style=\"background: rgba(30, 136, 229, \(String(alpha.formatted2)));\(alpha > 0.55 ? " color: #fff;" : "")\""
      return "<td\(attribute)\(style) title=\"\(escape(title))\">\(value)</td>"
    }
    var out = "<h3 id=\"\(anchor(s, "heat"))\">Heat map: body evaluations per view \(byPath ? "path" : "type")</h3>\n"
    out +=
      "<p class=\"note\">Each cell counts the bodies of a view type that ran in a step, per variant (the letters above); darker is more. "
    out +=
      "<b>fewest</b> is the fewest over the variants that have the view (for all bodies: the fewest whose run changed the screen); the minimum oracle's figures are in the what-if table. Click a step to see its trees.</p>\n"
    out += "<div class=\"scroll\"><table class=\"heat\">\n<tr><th rowspan=\"2\">view \(byPath ? "path" : "type")</th>"
    for step in steps {
      out +=
        "<th colspan=\"\(variants.count + 1)\"><a href=\"#\(anchor(s, "step-\(step.index)"))\">\(step.index == 0 ? "mount" : "step \(step.index)")</a></th>"
    }
    out += "</tr>\n<tr>"
    for _ in steps {
      for index in variants.indices {
        out += "<th class=\"num\" title=\"\(escape(variants[index]))\">\(letter(index))</th>"
      }
      out += "<th class=\"num min\">fewest</th>"
    }
    out += "</tr>\n<tr class=\"total\"><td class=\"view\">all bodies</td>"
    for step in steps {
      var needed: [Int] = []
      for variant in variants {
        let r = result(step, variant)
        if let r { needed.append(r.bodies - r.wasted) }
        out += cell(
          r?.bodies, title: "\(variant), \(stepTitle(step)): \(r?.bodies ?? 0) bodies, \(r?.wasted ?? 0) wasted")
      }
      out += cell(
        needed.min(), title: "\(stepTitle(step)): the fewest bodies whose run changed the screen", minimum: true)
    }
    out += "</tr>\n"
    // The variants a view is in (any step): the fewest compares those only, as variants
    // may name their views differently.
    var having: [String: Set<String>] = [:]
    for step in steps {
      for result in step.results {
        var keys = result.tree.namesAndPaths().union(result.bodiesByType.keys)
        for evaluation in result.evaluations {
          keys.insert(evaluation.view)
          keys.insert(evaluation.path)
        }
        for key in keys { having[key, default: []].insert(result.variant) }
      }
    }
    for type in types {
      out += "<tr><td class=\"view\">\(escape(type))</td>"
      let having = having[type] ?? []
      for step in steps {
        var values: [Int] = []
        for variant in variants {
          let r = result(step, variant)
          let value = r.map { count($0, type) }
          if let value, having.contains(variant) { values.append(value) }
          out += cell(
            value, title: "\(variant), \(stepTitle(step)): \(type) ran \(value ?? 0) \(value == 1 ? "time" : "times")")
        }
        out += cell(
          having.count > 1 ? values.min() : nil,
          title: having.count > 1
            ? "\(stepTitle(step)): the fewest runs of \(type) over the variants that have it"
            : "\(type) is in one variant only: nothing to compare", minimum: true)
      }
      out += "</tr>\n"
    }
    return out + "</table></div>\n"
  }

  // MARK: - Tables

  private func comparison(_ table: ComparisonDocument) -> String {
    var out = "<table>\n<tr><th></th>"
    for (index, column) in table.columns.enumerated() {
      out += "<th class=\"num\" title=\"\(escape(column))\">\(letter(index))</th>"
    }
    out += "<th class=\"num\" title=\"the fewest over the variants\">fewest</th></tr>\n"
    // Bodies by view type are in the heat grid above: only the step's totals here.
    for row in table.rows where !row.label.hasPrefix(" ") {
      out += "<tr><td>\(escape(row.label))</td>"
      for value in row.values { out += "<td class=\"num\">\(value)</td>" }
      out += "<td class=\"num\">\(row.minimum)</td></tr>\n"
    }
    return out + "</table>\n"
  }

  /// Escapes text for XML content and attributes.
  func escape(_ text: String) -> String { HTMLRenderer.escape(text) }

  /// Escapes text for XHTML.
  static func escape(_ text: String) -> String { text.htmlEscaped }
}

extension Double {
  /// The value with two decimals, without Foundation: `0.57`.
  fileprivate var formatted2: String {
    let hundredths = Int((self * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

/// The base-2 logarithm, without Foundation.
private func log2(_ x: Double) -> Double {
  guard x > 0 else { return 0 }
  // ln(x) by the series of atanh: x = m·2^e with m in [1, 2).
  var m = x
  var e = 0.0
  while m >= 2 {
    m /= 2
    e += 1
  }
  while m < 1 {
    m *= 2
    e -= 1
  }
  let z = (m - 1) / (m + 1)
  var term = z
  var sum = 0.0
  var n = 1.0
  while abs(term / n) > 1e-12 {
    sum += term / n
    term *= z * z
    n += 2
  }
  return e + 2 * sum / 0.6931471805599453
}

// MARK: - port and support

extension HTMLRenderer {
  /// The text report in a page.
  func render(port report: PortReport) -> String {
    HTMLRenderer.page(
      "rerender port", "<pre>\(HTMLRenderer.escape(TextRenderer(colour: false).render(port: report)))</pre>")
  }

  func render(support rows: [SupportRow]) -> String {
    var body = "<table><tr><th>family</th><th>status</th><th>APIs</th><th>notes</th></tr>\n"
    for row in rows {
      body += "<tr><td>\(HTMLRenderer.escape(row.family))</td><td>\(HTMLRenderer.escape(row.status))</td>"
      body += "<td><code>\(row.apis.map(HTMLRenderer.escape).joined(separator: "</code>, <code>"))</code></td>"
      body += "<td>\(HTMLRenderer.escape(row.note))</td></tr>\n"
    }
    return HTMLRenderer.page("rerender support", body + "</table>")
  }

  /// A self-contained XHTML page around a body.
  static func page(_ title: String, _ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE html>
    <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
    <head><meta charset="utf-8"/><title>\(HTMLRenderer.escape(title))</title></head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  func render(coverage report: CoverageReport) -> String {
    var body = "<h2>\(HTMLRenderer.escape(report.headline))</h2>\n"
    if let line = report.baselineLine { body += "<p>\(HTMLRenderer.escape(line))</p>\n" }
    body += "<table><tr><th>family</th><th>declared</th><th>total</th><th>missing</th></tr>\n"
    for family in report.coverage.families {
      body += "<tr><td>\(HTMLRenderer.escape(family.name))</td><td>\(family.declared)</td><td>\(family.total)</td>"
      body += "<td>\(family.missing.count)</td></tr>\n"
    }
    body += "</table>\n"
    for family in report.coverage.families where !family.missing.isEmpty {
      body += "<details><summary>\(HTMLRenderer.escape(family.name)): \(family.missing.count) missing</summary><p>"
      body += family.missing.map { "<code>\(HTMLRenderer.escape($0.description))</code>" }.joined(separator: ", ")
      body += "</p></details>\n"
    }
    return HTMLRenderer.page("rerender support --coverage", body)
  }
}
