// The HTML report's trees: one figure per variant and step, the realized tree as an
// inline SVG with runs of equal siblings collapsed, each box saying how often its
// view ran and, on hover, why in words; its legend beside it.

extension HTMLRenderer {
  func figure(_ result: ResultDocument, letter: String, request: Request) -> String {
    var out =
      "<figure>\n<figcaption>\(letter) · \(escape(result.variant)): \(result.bodies) \(result.bodies == 1 ? "body" : "bodies")"
    out +=
      " (\(result.wasted) wasted), \(result.staleViews.count) stale, \(result.leafUpdates) leaf \(result.leafUpdates == 1 ? "update" : "updates")</figcaption>\n"
    let rows = treeRows(result)
    // The legend beside every tree: the statuses it shows.
    let shown = Set(rows.map(\.node.status))
    out += "<p class=\"legend\">"
    for entry in HTMLRenderer.statuses where shown.contains(entry.status) {
      out += "<span style=\"background: \(entry.colour)\"></span>\(escape(entry.legend))"
    }
    out += "</p>\n"
    out += svg(rows)
    if !result.evaluations.isEmpty {
      let lines = grouped(result.evaluations.map(\.printedChanges))
      out +=
        "<details><summary>\(result.evaluations.count) _printChanges \(result.evaluations.count == 1 ? "line" : "lines")</summary><pre>"
      out += lines.map(escape).joined(separator: "\n") + "</pre></details>\n"
    }
    if !result.events.isEmpty {
      // Lifecycle events, onChange actions, animated transactions, dismissals.
      out += "<p class=\"note\">" + grouped(result.events).map(escape).joined(separator: "<br/>") + "</p>\n"
    }
    if request.command == .explain {
      out += "<ul class=\"note\">\n"
      for evaluation in result.evaluations {
        out +=
          "<li><code>\(escape(evaluation.path))</code>: \(evaluation.causes.map(escape).joined(separator: "; "))</li>\n"
      }
      out += "</ul>\n"
    }
    for stale in result.staleViews {
      out += "<p class=\"note\">stale: <code>\(escape(stale.path))</code>: \(escape(stale.reason))</p>\n"
    }
    for diagnostic in result.diagnostics {
      out += "<p class=\"note\">warning: \(escape(diagnostic.message))</p>\n"
    }
    return out + "</figure>\n"
  }

  /// Consecutive equal lines as one, with their count: `Row: @self changed. ×41`.
  private func grouped(_ lines: [String]) -> [String] {
    var out: [(String, Int)] = []
    for line in lines {
      if let last = out.last, last.0 == line { out[out.count - 1].1 += 1 } else { out.append((line, 1)) }
    }
    return out.map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }
  }

  /// A row of the drawn tree: a node, or a run of equal siblings shown as one.
  private struct TreeRow {
    var depth: Int
    var node: TreeNodeDocument
    /// How many equal siblings the row stands for.
    var count: Int
    /// How many times the node's body ran in the step.
    var runs: Int
    var causes: [String]
    /// The name of the last sibling the row stands for (a row id: `[40]`).
    var lastName: String
    /// Whether the row is a run of siblings (not only a copy under one).
    var collapsed: Bool
    /// Whether the copies it stands for show different things (rows of a `ForEach`
    /// alike but for their content): its leaf is shown as its kind only.
    var varied: Bool
  }

  /// The tree's rows in order, consecutive siblings that show the same thing (name,
  /// leaf, status, runs, and the same below) collapsed into one; rows of a `ForEach`
  /// alike but for what they show are collapsed too, their leaves shown by kind only.
  private func treeRows(_ result: ResultDocument) -> [TreeRow] {
    var runs: [String: Int] = [:]
    var causes: [String: [String]] = [:]
    for evaluation in result.evaluations {
      runs[evaluation.path, default: 0] += 1
      for cause in evaluation.causes where !(causes[evaluation.path] ?? []).contains(cause) {
        causes[evaluation.path, default: []].append(cause)
      }
    }
    func isRow(_ node: TreeNodeDocument) -> Bool { node.name.hasPrefix("[") && node.name.hasSuffix("]") }
    /// What a node looks like; with `leaves`, what it shows as well.
    func signature(_ node: TreeNodeDocument, leaves: Bool) -> String {
      // Rows of a ForEach are named by their ids ([0], [1]…): alike whatever the id.
      let name = isRow(node) ? "[row]" : node.name
      let leaf = leaves ? (node.leaf ?? "") : ""
      return "\(name)|\(leaf)|\(node.status)|\(runs[node.path] ?? 0)["
        + node.children.map { signature($0, leaves: leaves) }.joined(separator: ",") + "]"
    }
    var rows: [TreeRow] = []
    // `times`: how many copies the rows above stand for; a collapsed run's descendants
    // stand for as many copies as it does.
    func walk(_ siblings: [TreeNodeDocument], depth: Int, times: Int, varied: Bool) {
      var index = 0
      while index < siblings.count {
        let node = siblings[index]
        // Rows alike in shape collapse; other siblings only when they show the same.
        let byShape = isRow(node)
        let key = signature(node, leaves: !byShape)
        var end = index + 1
        while end < siblings.count, isRow(siblings[end]) == byShape,
          signature(siblings[end], leaves: !byShape) == key
        {
          end += 1
        }
        let shown = signature(node, leaves: true)
        let differ = varied || siblings[index..<end].contains { signature($0, leaves: true) != shown }
        let count = (end - index) * times
        rows.append(
          TreeRow(
            depth: depth, node: node, count: count, runs: runs[node.path] ?? 0,
            causes: causes[node.path] ?? [], lastName: siblings[end - 1].name,
            collapsed: end - index > 1, varied: differ))
        walk(node.children, depth: depth + 1, times: count, varied: differ)
        index = end
      }
    }
    walk(result.tree, depth: 0, times: 1, varied: false)
    return rows
  }

  /// What a box says: its view, how many it stands for, and how often it ran.
  private func label(_ row: TreeRow) -> String {
    let node = row.node
    // Copies showing different things show what kind of thing they show.
    let leaf = node.leaf.map { row.varied ? String($0.prefix(while: { $0 != "(" })) + "(…)" : $0 }
    var text = leaf.map { node.name == $0.prefix(while: { $0 != "(" }) ? $0 : "\(node.name) \($0)" } ?? node.name
    if text.count > 60 { text = String(text.prefix(59)) + "…" }
    if row.count > 1 {
      text += row.collapsed && node.name.hasPrefix("[") ? "…\(row.lastName) ×\(row.count)" : " ×\(row.count)"
    }
    guard node.hasBody else { return text }
    let each = row.count > 1 ? " each" : ""
    let many = row.count > 1 ? "\(row.count) " : ""
    switch node.status {
    case "evaluated", "mounted": return text + " — \(many)ran \(row.runs)×\(each)"
    case "wasted": return text + " — \(many)ran \(row.runs)×\(each), \(row.count > 1 ? "\(row.count) " : "")wasted"
    case "stale": return text + " — stale"
    default: return text
    }
  }

  /// The tooltip of a box, in words: where, what happened, how often, why.
  private func tooltip(_ row: TreeRow) -> String {
    var lines = [row.count > 1 ? "\(row.count) views like \(row.node.path)" : row.node.path]
    lines.append(
      HTMLRenderer.meaning(row.node.status).prefix(1).uppercased() + HTMLRenderer.meaning(row.node.status).dropFirst()
        + ".")
    if row.runs > 0 {
      lines.append(
        "Its body ran \(row.runs) \(row.runs == 1 ? "time" : "times") in this step\(row.count > 1 ? ", each" : "").")
    }
    for cause in row.causes.prefix(4) { lines.append("Because \(cause)") }
    if row.causes.count > 4 { lines.append("… and \(row.causes.count - 4) more causes") }
    return lines.joined(separator: "\n")
  }

  /// The tree as an indented list of boxes, one row per view (or run of equal
  /// siblings), coloured by status.
  private func svg(_ rows: [TreeRow]) -> String {
    let rowHeight = 18
    let labels = rows.map(label)
    let width = 12 + (zip(rows, labels).map { $0.0.depth * 14 + 7 * $0.1.count + 12 }.max() ?? 200)
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(rows.count * rowHeight + 4)\" font-family=\"Menlo, monospace\" font-size=\"11\">\n"
    for (index, (row, text)) in zip(rows, labels).enumerated() {
      let x = 2 + row.depth * 14
      let y = 2 + index * rowHeight
      let ink = ["evaluated", "mounted", "leafChanged", "stale"].contains(row.node.status) ? "#fff" : "#222"
      out += "<g><title>\(escape(tooltip(row)))</title>"
      out +=
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(7 * text.count + 10)\" height=\"\(rowHeight - 3)\" rx=\"3\" fill=\"\(HTMLRenderer.colour(row.node.status))\" stroke=\"#999\"/>"
      out += "<text x=\"\(x + 5)\" y=\"\(y + 12)\" fill=\"\(ink)\">\(escape(text))</text></g>\n"
    }
    return out + "</svg>\n"
  }
}

extension [TreeNodeDocument] {
  /// The names and paths of every view in the trees.
  func namesAndPaths() -> Set<String> {
    var found: Set<String> = []
    func visit(_ nodes: [TreeNodeDocument]) {
      for node in nodes {
        found.insert(node.name)
        found.insert(node.path)
        visit(node.children)
      }
    }
    visit(self)
    return found
  }
}
