import Porting

/// Renders a document as text, coloured on a terminal.
struct TextRenderer: Renderer {
  let colour: Bool
  /// Whether `trace` prints each evaluation's causes under its line.
  var causes = false

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
  private func bold(_ text: String) -> String { paint(text, "1") }
  private func dim(_ text: String) -> String { paint(text, "2") }

  func render(_ document: Document, request: Request) -> String {
    switch request.command {
    case .list: return list(document)
    case .trace: return document.scenarios.map(trace).joined()
    case .compare: return document.scenarios.map(compare).joined()
    case .explain: return document.scenarios.map { explain($0, view: request.view ?? "") }.joined()
    case .check: return check(document)
    case .fuzz: return document.fuzz.map(fuzz) ?? ""
    case .explore, .port, .support, .help: return ""
    }
  }

  // MARK: - fuzz

  private func fuzz(_ run: FuzzDocument) -> String {
    var out = run.failures.map { paint($0.report, "31") + "\n" }.joined()
    // Flat in the number of cases: nothing a case mounted outlives it.
    out += "peak resident memory: \(run.peakResidentMiB) MiB\n"
    if let seconds = run.stoppedAfterSeconds {
      out += "stopped after \(seconds) s: \(run.ran) of \(run.cases) cases run\n"
    }
    out += "\(run.ran) cases, \(run.failures.count) failures\n"
    return out
  }

  // MARK: - list

  private func list(_ document: Document) -> String {
    var out = ""
    for scenario in document.scenarios {
      out += bold(scenario.id) + "\n"
      out += "  \(scenario.title)\n"
      out += "  source: \(scenario.source)\n"
      out += "  variants: \(scenario.variants.map(\.label).joined(separator: " | "))\n"
      out += "  steps: \(scenario.steps.map { "\($0.index). \($0.name)" }.joined(separator: "; "))\n"
    }
    if let screens = document.screens, !screens.isEmpty {
      out += "\n" + bold("screens") + dim(" (rerender explore <screen>)") + "\n"
      for screen in screens { out += "  \(bold(screen.id)): \(screen.title) (\(screen.screen))\n" }
    }
    return out
  }

  // MARK: - trace

  private func header(_ scenario: ScenarioDocument) -> String {
    "\(bold(scenario.id)): \(scenario.title)\nsource: \(scenario.source)\n"
  }

  private func trace(_ scenario: ScenarioDocument) -> String {
    var out = header(scenario)
    for variant in scenario.variants {
      out += "\n" + bold("== \(variant.label) ==") + "\n"
      for step in scenario.steps {
        guard let result = step.results.first(where: { $0.variant == variant.label }) else { continue }
        out += (step.index == 0 ? "mount" : "step \(step.index): \(step.name)") + "\n"
        for evaluation in result.evaluations {
          out += "  \(colourReasons(evaluation.printedChanges))\n"
          if causes {
            for cause in evaluation.causes { out += dim("    because \(cause)") + "\n" }
          }
        }
        for event in result.events { out += "  " + dim(event) + "\n" }
        for stale in result.staleViews {
          let reads =
            stale.untrackedReads.isEmpty ? "" : " — untracked: \(stale.untrackedReads.joined(separator: "; "))"
          out += "  " + paint("stale: \(stale.path): \(stale.reason)\(reads)", "31") + "\n"
        }
        for diagnostic in result.diagnostics {
          out +=
            "  " + paint("warning: \(diagnostic.path.isEmpty ? "" : diagnostic.path + ": ")\(diagnostic.message)", "33")
            + "\n"
        }
        out += "  \(totals(result))\n"
      }
    }
    out += claims(scenario.claims)
    out += inputFailures(scenario.inputFailures)
    return out
  }

  /// The inputs steps could not deliver: each fails the run, unless its variant expects it.
  private func inputFailures(_ failures: [InputFailureDocument]) -> String {
    guard !failures.isEmpty else { return "" }
    var out = "\ninput failures:\n"
    for failure in failures {
      let label = failure.expected ? paint("expected", "33") : paint("FAILED", "31;1")
      out += "  \(label): \(failure.variant), step \(failure.step) (\(failure.stepName)): \(failure.message)\n"
    }
    return out
  }

  private func colourReasons(_ line: String) -> String {
    guard colour, let colon = line.firstIndex(of: ":") else { return line }
    return bold(String(line[..<colon])) + paint(String(line[colon...]), "36")
  }

  private func totals(_ result: ResultDocument) -> String {
    let note = result.wasted == 0 ? "" : " (\(result.wasted) wasted)"
    return
      "\(result.bodies) \(result.bodies == 1 ? "body" : "bodies")\(note), \(result.leafUpdates) leaf \(result.leafUpdates == 1 ? "update" : "updates")"
  }

  private func claims(_ claims: [ClaimDocument]) -> String {
    guard !claims.isEmpty else { return "" }
    var out = "\nclaims:\n"
    for claim in claims {
      let engine = claim.engine.map(String.init) ?? "n/a"
      let label: String
      switch claim.outcome {
      case "reproduced": label = paint("reproduced", "32")
      case "refuted": label = paint("refuted", "33")
      case "not checked": label = "not checked"
      default: label = paint("MISMATCH", "31;1")
      }
      out +=
        "  \(label): \(claim.variant), step \(claim.step), \(claim.measure): claimed \(claim.claimedText), engine \(engine)\n"
      out += "    \"\(claim.quote)\"\n"
      if let why = claim.why { out += "    why: \(why)\n" }
    }
    return out
  }

  // MARK: - compare

  private func compare(_ scenario: ScenarioDocument) -> String {
    var out = header(scenario)
    out += "\ncolumns:\n"
    let letters = scenario.variants.indices.map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }
    for (letter, variant) in zip(letters, scenario.variants) {
      out += "  \(bold(letter)) = \(variant.label)\(variant.note.isEmpty ? "" : dim(" — \(variant.note)"))\n"
    }
    out += "  fewest = bodies whose evaluation changed the screen, fewest over the variants\n"
    out += "  wasted = bodies that ran and changed nothing on screen; stale = views that show outdated content\n"
    for step in scenario.steps {
      guard let table = step.comparison else { continue }
      out += "\n" + bold(step.index == 0 ? "mount" : "step \(step.index): \(step.name)") + "\n"
      let labelWidth = max(24, (table.rows.map(\.label.count).max() ?? 0) + 2)
      let cells = table.rows.map { $0.values.map(String.init) + [String($0.minimum)] }
      let widths = (0..<(letters.count + 1)).map { column in
        max(column == letters.count ? 6 : 1, cells.map { $0[column].count }.max() ?? 1) + 2
      }
      func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
      }
      var head = String(repeating: " ", count: labelWidth)
      for (column, letter) in (letters + ["fewest"]).enumerated() { head += pad(letter, widths[column]) }
      out += dim(head) + "\n"
      for (row, values) in zip(table.rows, cells) {
        var line = row.label + String(repeating: " ", count: max(1, labelWidth - row.label.count))
        for (column, value) in values.enumerated() { line += pad(value, widths[column]) }
        out += (row.label == "bodies" ? bold(line) : line) + "\n"
      }
    }
    if let rows = scenario.whatIf { out += whatIf(rows, variants: scenario.variants.map(\.label)) }
    out += claims(scenario.claims)
    out += inputFailures(scenario.inputFailures)
    if let baseline = scenario.baseline { out += "\n" + self.baseline(baseline) }
    return out
  }

  /// What migrating would change for a view, and what would remove the rest.
  private func migration(_ m: MigrationDocument) -> String {
    var out = "\n" + bold("what if its models were @Observable") + "\n"
    out +=
      dim(
        "  " + "".padding(40) + "as written".leftPadding(12) + "as if @Observable".leftPadding(19)
          + "minimum".leftPadding(9)) + "\n"
    for step in m.steps {
      let name = step.index == 0 ? "mount" : "step \(step.index): \(step.name)"
      out +=
        "  " + String(name.prefix(40)).padding(40) + "\(step.asWritten)".leftPadding(12)
        + "\(step.asIfObservable)".leftPadding(19) + "\(step.minimum)".leftPadding(9) + "\n"
    }
    let before = m.steps.dropFirst().map(\.asWritten).reduce(0, +)
    let after = m.steps.dropFirst().map(\.asIfObservable).reduce(0, +)
    out += "  after the mount: \(before) → \(after) \(after == 1 ? "run" : "runs")"
    out += before > after ? ", the mechanical migration saves \(before - after)\n" : "\n"
    if m.remaining.isEmpty {
      out += "  nothing re-runs it after the mount as if migrated\n"
    } else {
      out += "  what still re-runs it as if migrated, and the change that would remove it:\n"
      for remedy in m.remaining {
        out += "    because \(remedy.cause)\n" + dim("      → \(remedy.advice)") + "\n"
      }
    }
    return out
  }

  /// Each variant's bodies under each strategy, step by step.
  private func whatIf(_ rows: [WhatIfDocument], variants: [String]) -> String {
    var out = "\n" + bold("what if: bodies per tracking strategy") + "\n"
    out +=
      "  as if @Observable = the same code after a mechanical migration; minimum = the oracle: only the bodies whose output changed the screen, stale views re-run\n"
    var step = -1
    for row in rows {
      if row.step != step {
        step = row.step
        out += "\n" + bold(step == 0 ? "mount" : "step \(step): \(row.name)") + "\n"
        out +=
          dim(
            "  " + "".padding(36) + "as written".leftPadding(12) + "as if @Observable".leftPadding(19)
              + "minimum".leftPadding(9)) + "\n"
      }
      let index = variants.firstIndex(of: row.variant) ?? 0
      let name = "\(String(UnicodeScalar(UInt8(65 + index % 26)))) \(row.variant)"
      out +=
        "  " + String(name.prefix(36)).padding(36) + "\(row.asWritten)".leftPadding(12)
        + "\(row.asIfObservable)".leftPadding(19) + "\(row.minimum)".leftPadding(9) + "\n"
      for type in row.byType {
        out +=
          dim(
            "      " + String(type.view.prefix(32)).padding(32) + "\(type.asWritten)".leftPadding(12)
              + "\(type.asIfObservable)".leftPadding(19) + "\(type.minimum)".leftPadding(9)) + "\n"
        if let cause = type.stillRunsBecause { out += dim("        still runs because \(cause)") + "\n" }
      }
    }
    return out
  }

  /// The counts that changed since a baseline, those that rose marked.
  private func baseline(_ baseline: BaselineDocument, indent: String = "") -> String {
    guard baseline.found else { return "\(indent)baseline \(baseline.path): not in the baseline, no budget\n" }
    let status =
      baseline.rose > 0
      ? paint("\(baseline.rose) \(baseline.rose == 1 ? "count" : "counts") rose", "31;1")
      : paint(baseline.changes.isEmpty ? "no count changed" : "no count rose", "32")
    var out = "\(indent)baseline \(baseline.path): \(status)\n"
    for line in baseline.lines {
      let marked = line.hasSuffix("▲ rose") ? paint(line, "31") : line
      out += "\(indent)  \(marked)\n"
    }
    return out
  }

  // MARK: - explain

  private func explain(_ scenario: ScenarioDocument, view: String) -> String {
    var out = header(scenario)
    let label = scenario.variants.first?.label ?? ""
    out += "\n" + bold("\(view) in \(label)") + "\n"
    var count = 0
    for step in scenario.steps {
      guard let result = step.results.first, !result.evaluations.isEmpty else { continue }
      out += "\n" + (step.index == 0 ? "mount" : "step \(step.index): \(step.name)") + "\n"
      for evaluation in result.evaluations {
        count += 1
        out += "  \(evaluation.path)\n"
        out += "    \(colourReasons(evaluation.printedChanges))\n"
        for cause in evaluation.causes { out += "    because \(cause)\n" }
        out += dim(
          evaluation.screenChanges == 0
            ? "    changed nothing on screen (wasted)\n"
            : "    changed \(evaluation.screenChanges) leaf \(evaluation.screenChanges == 1 ? "update" : "updates") on screen\n"
        )
      }
    }
    out += "\n\(count) \(count == 1 ? "evaluation" : "evaluations") of \(view)\n"
    if let migration = scenario.migration { out += self.migration(migration) }
    return out
  }

  // MARK: - check

  private func check(_ document: Document) -> String {
    var out = ""
    var total = 0
    var mismatches = 0
    var failedInputs = 0
    var risen = 0
    for scenario in document.scenarios {
      let bad = scenario.claims.filter { $0.outcome == "mismatch" }.count
      let failed = scenario.inputFailures.filter { !$0.expected }.count
      total += scenario.claims.count
      mismatches += bad
      failedInputs += failed
      var problems: [String] = []
      if bad > 0 { problems.append("\(bad) mismatch\(bad == 1 ? "" : "es")") }
      if failed > 0 { problems.append("\(failed) input\(failed == 1 ? "" : "s") not delivered") }
      let rose = scenario.baseline?.rose ?? 0
      if rose > 0 { problems.append("\(rose) \(rose == 1 ? "count" : "counts") rose") }
      risen += rose
      let status = problems.isEmpty ? paint("ok", "32") : paint(problems.joined(separator: ", "), "31;1")
      out += "\(bold(scenario.id)): \(scenario.claims.count) claims, \(status)\n"
      for claim in scenario.claims {
        let engine = claim.engine.map(String.init) ?? "n/a"
        let label = claim.outcome == "mismatch" ? paint("MISMATCH", "31;1") : claim.outcome
        out +=
          "  \(label): \(claim.variant), step \(claim.step), \(claim.measure): claimed \(claim.claimedText), engine \(engine)\n"
      }
      for failure in scenario.inputFailures where !failure.expected {
        out +=
          "  \(paint("FAILED", "31;1")): \(failure.variant), step \(failure.step) (\(failure.stepName)): \(failure.message)\n"
      }
      if let baseline = scenario.baseline, !baseline.changes.isEmpty || !baseline.found {
        out += self.baseline(baseline, indent: "  ")
      }
    }
    out +=
      "\n\(document.scenarios.count) scenarios, \(total) claims, \(mismatches) \(mismatches == 1 ? "mismatch" : "mismatches")"
    // Claims this build cannot check (the what-if strategy with Apple's Combine).
    let unchecked = document.scenarios.flatMap(\.claims).filter { $0.outcome == "not checked" }.count
    if unchecked > 0 { out += ", \(unchecked) not checked in this build" }
    if failedInputs > 0 { out += ", \(failedInputs) \(failedInputs == 1 ? "input" : "inputs") not delivered" }
    if document.scenarios.contains(where: { $0.baseline != nil }) {
      out += ", \(risen) \(risen == 1 ? "count" : "counts") rose since the baseline"
    }
    return out + "\n"
  }
}

extension String {
  /// The text followed by spaces up to a width.
  func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
  /// The text preceded by spaces up to a width.
  func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

// MARK: - port and support

extension TextRenderer {
  func render(port report: PortReport) -> String {
    var out = "Ported \(report.fileCount) into \(report.into):\n"
    for entry in report.files {
      out += "  \(entry.source) -> \(entry.destination)\n"
      out +=
        entry.changes.isEmpty
        ? "    no change needed\n" : entry.changes.map { "    line \($0.line): \($0.summary)\n" }.joined()
      if let tests = entry.tests {
        out +=
          "    tests: \(tests.destination) (\(tests.previews.count) preview\(tests.previews.count == 1 ? "" : "s"))\n"
      }
    }
    let findings = report.files.flatMap { entry in entry.findings.map { (entry.source, $0) } }
    if findings.isEmpty {
      out += "Every SwiftUI API these files use is modelled or accepted (see 'rerender support').\n"
    }
    let unsupported = SupportMatrix.Status.unsupported.rawValue
    for (title, part) in [
      ("Will not compile against the engine", findings.filter { $0.1.status == unsupported }),
      ("Compile, not modelled", findings.filter { $0.1.status != unsupported }),
    ] where !part.isEmpty {
      out += "\(title) (\(part.count)); see 'rerender support':\n"
      out += part.map { "  \($0.0):\($0.1.line): \($0.1.api) (\($0.1.family), \($0.1.status)): \($0.1.note)\n" }
        .joined()
    }
    return out
  }

  func render(support rows: [SupportRow]) -> String {
    var out = ""
    for status in SupportMatrix.Status.allCases {
      out += "\(status.rawValue.uppercased()):\n"
      for row in rows where row.status == status.rawValue {
        out += "  \(row.family): \(row.apis.joined(separator: ", "))\n    \(row.note)\n"
      }
    }
    return out
  }

  func render(coverage report: CoverageReport) -> String {
    var out = report.headline + "\n"
    if let line = report.baselineLine { out += line + "\n" }
    let families = report.coverage.families.filter { !$0.missing.isEmpty }
    guard !families.isEmpty else { return out }
    let width = min(32, max(6, families.map(\.name.count).max() ?? 0))
    out += "\n" + "family".padding(width) + "  declared  total  missing\n"
    for family in families {
      out +=
        family.name.padding(width) + "  " + String(family.declared).leftPadding(8) + "  "
        + String(family.total).leftPadding(5) + "  " + String(family.missing.count).leftPadding(7) + "\n"
    }
    out += "\nEvery missing declaration: --format json (or markdown).\n"
    return out
  }
}
