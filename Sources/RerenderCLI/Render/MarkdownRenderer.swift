import Porting

/// Renders a document as Markdown: headings, lists and tables.
struct MarkdownRenderer: Renderer {
  func render(_ document: Document, request: Request) -> String {
    var out = ""
    switch request.command {
    case .list:
      out += "| id | title | source | variants | steps |\n|---|---|---|---|---|\n"
      for s in document.scenarios {
        out +=
          "| `\(s.id)` | \(cell(s.title)) | \(cell(s.source)) | \(cell(s.variants.map(\.label).joined(separator: "; "))) | \(cell(s.steps.map(\.name).joined(separator: "; "))) |\n"
      }
      if let screens = document.screens, !screens.isEmpty {
        out += "\nScreens (`rerender explore <screen>`):\n\n| id | title | view |\n|---|---|---|\n"
        for screen in screens { out += "| `\(screen.id)` | \(cell(screen.title)) | `\(screen.screen)` |\n" }
      }
    case .check:
      for s in document.scenarios {
        out += "## `\(s.id)`\n\n" + claims(s.claims) + inputFailures(s.inputFailures) + baseline(s.baseline)
      }
    case .fuzz:
      if let run = document.fuzz {
        out +=
          "# Fuzzing from seed \(run.seed)\n\n\(run.ran) of \(run.cases) cases run, \(run.failures.count) failures, peak resident memory \(run.peakResidentMiB) MiB.\n\n"
        for failure in run.failures {
          out += "## Seed \(failure.seed)\n\n```\n\(failure.report)\n```\n\n"
        }
      }
    default:
      for s in document.scenarios { out += scenario(s, request: request) }
    }
    return out
  }

  private func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ")
  }

  private func scenario(_ s: ScenarioDocument, request: Request) -> String {
    var out = "# `\(s.id)`: \(s.title)\n\nSource: \(s.source)\n\n\(s.summary)\n\n"
    for step in s.steps {
      out += "## \(step.index == 0 ? "Mount" : "Step \(step.index): \(step.name)")\n\n"
      if let table = step.comparison {
        out += "| | " + table.columns.map(cell).joined(separator: " | ") + " | fewest |\n"
        out += "|---|" + String(repeating: "---:|", count: table.columns.count + 1) + "\n"
        for row in table.rows {
          out +=
            "| \(cell(row.label.trimmingLeadingSpaces)) | " + row.values.map(String.init).joined(separator: " | ")
            + " | \(row.minimum) |\n"
        }
        out += "\n"
        continue
      }
      for result in step.results {
        out += "### \(result.variant)\n\n"
        if !result.evaluations.isEmpty {
          out += "```\n" + result.evaluations.map(\.printedChanges).joined(separator: "\n") + "\n```\n\n"
        }
        if request.command == .explain {
          for evaluation in result.evaluations {
            out += "- `\(evaluation.path)`: " + evaluation.causes.map(cell).joined(separator: "; ") + "\n"
          }
          if !result.evaluations.isEmpty { out += "\n" }
        }
        out += "\(result.bodies) bodies (\(result.wasted) wasted), \(result.leafUpdates) leaf updates\n\n"
        for stale in result.staleViews { out += "> stale: `\(stale.path)`: \(cell(stale.reason))\n\n" }
        for diagnostic in result.diagnostics { out += "> warning: \(cell(diagnostic.message))\n\n" }
      }
    }
    out +=
      whatIf(s.whatIf) + migration(s.migration) + claims(s.claims) + inputFailures(s.inputFailures)
      + baseline(s.baseline)
    return out
  }

  private func migration(_ m: MigrationDocument?) -> String {
    guard let m else { return "" }
    var out =
      "## What if `\(m.view)`'s models were @Observable\n\n| step | as written | as if @Observable | minimum |\n|---|---:|---:|---:|\n"
    for step in m.steps {
      out +=
        "| \(step.index == 0 ? "mount" : "\(step.index): \(cell(step.name))") | \(step.asWritten) | \(step.asIfObservable) | \(step.minimum) |\n"
    }
    out += "\n"
    for remedy in m.remaining { out += "- because \(cell(remedy.cause)): \(cell(remedy.advice))\n" }
    return out + "\n"
  }

  private func whatIf(_ rows: [WhatIfDocument]?) -> String {
    guard let rows, !rows.isEmpty else { return "" }
    var out = "## What if: bodies per tracking strategy\n\n"
    out +=
      "As if @Observable: the same code after a mechanical migration. Minimum: the oracle, only the bodies whose output changed the screen (stale views re-run).\n\n"
    out +=
      "| step | variant, view type | as written | as if @Observable | minimum | still runs as if migrated because |\n|---:|---|---:|---:|---:|---|\n"
    for r in rows {
      out += "| \(r.step) | \(cell(r.variant)) | \(r.asWritten) | \(r.asIfObservable) | \(r.minimum) | |\n"
      for type in r.byType {
        out +=
          "| | ↳ `\(cell(type.view))` | \(type.asWritten) | \(type.asIfObservable) | \(type.minimum) | \(cell(type.stillRunsBecause ?? "")) |\n"
      }
    }
    return out + "\n"
  }

  private func baseline(_ baseline: BaselineDocument?) -> String {
    guard let baseline else { return "" }
    guard baseline.found else { return "Baseline `\(baseline.path)`: not in the baseline, no budget.\n\n" }
    var out = "Baseline `\(baseline.path)`: \(baseline.rose) \(baseline.rose == 1 ? "count" : "counts") rose.\n\n"
    guard !baseline.changes.isEmpty else { return out }
    out += "| variant | step | view | baseline | now | change |\n|---|---:|---|---:|---:|---|\n"
    for c in baseline.changes {
      let change = c.rose ? "**rose +\((c.new ?? 0) - (c.old ?? 0))**" : "\((c.new ?? 0) - (c.old ?? 0))"
      out +=
        "| \(cell(c.variant)) | \(c.step) | \(cell(c.view ?? "all bodies")) | \(c.old.map(String.init) ?? "–") | \(c.new.map(String.init) ?? "–") | \(change) |\n"
    }
    return out + "\n"
  }

  private func inputFailures(_ failures: [InputFailureDocument]) -> String {
    guard !failures.isEmpty else { return "" }
    var out = "| input | variant | step | message |\n|---|---|---:|---|\n"
    for f in failures {
      out +=
        "| \(f.expected ? "expected" : "**failed**") | \(cell(f.variant)) | \(f.step) | \(cell(f.stepName)): \(cell(f.message)) |\n"
    }
    return out + "\n"
  }

  private func claims(_ claims: [ClaimDocument]) -> String {
    guard !claims.isEmpty else { return "" }
    var out = "| outcome | variant | step | measure | claimed | engine | claim |\n|---|---|---:|---|---:|---:|---|\n"
    for c in claims {
      out +=
        "| \(c.outcome) | \(cell(c.variant)) | \(c.step) | \(cell(c.measure)) | \(c.claimedText) | \(c.engine.map(String.init) ?? "n/a") | \(cell(c.quote))\(c.why.map { "<br>why: \(cell($0))" } ?? "") |\n"
    }
    return out + "\n"
  }
}

extension String {
  var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}

// MARK: - port and support

extension MarkdownRenderer {
  func render(port report: PortReport) -> String {
    var out = "# Ported \(report.fileCount) into `\(report.into)`\n\n"
    for entry in report.files {
      out += "## `\(entry.source)` → `\(entry.destination)`\n\n"
      out +=
        entry.changes.isEmpty
        ? "No change needed.\n" : entry.changes.map { "- line \($0.line): \($0.summary)\n" }.joined()
      if let tests = entry.tests {
        out +=
          "\nTests: `\(tests.destination)`, one per preview: \(tests.previews.map { "'\($0)'" }.joined(separator: ", ")).\n"
      }
      let unsupported = SupportMatrix.Status.unsupported.rawValue
      for (title, part) in [
        ("Will not compile against the engine", entry.findings.filter { $0.status == unsupported }),
        ("Compile, not modelled", entry.findings.filter { $0.status != unsupported }),
      ] where !part.isEmpty {
        out += "\n\(title):\n\n"
        out += part.map { "- line \($0.line): `\($0.api)` (\($0.family), \($0.status)): \($0.note)\n" }.joined()
      }
      out += "\n"
    }
    return out
  }

  /// The matrix as the README shows it (``SupportMatrix/markdown``).
  func render(support _: [SupportRow]) -> String { SupportMatrix.markdown }

  func render(coverage report: CoverageReport) -> String {
    var out = "# \(report.headline)\n\n"
    if let line = report.baselineLine { out += line + "\n\n" }
    out += "| family | declared | total | missing |\n|---|---:|---:|---:|\n"
    for family in report.coverage.families {
      out += "| \(family.name) | \(family.declared) | \(family.total) | \(family.missing.count) |\n"
    }
    for family in report.coverage.families where !family.missing.isEmpty {
      out += "\n## \(family.name): \(family.missing.count) missing\n\n"
      out += family.missing.map { "- `\($0)`\n" }.joined()
    }
    return out
  }
}
