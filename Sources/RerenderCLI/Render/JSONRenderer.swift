import Foundation
import Porting

/// Renders a document as JSON: sorted keys, so two runs give the same bytes.
struct JSONRenderer: Renderer {
  func render(_ document: Document, request: Request) -> String { JSONRenderer.render(document) }

  func render(port report: PortReport) -> String {
    struct PortDocument: Encodable {
      var command = "port"
      var schemaVersion = 1
      var files: [PortCommand.Entry]
    }
    return JSONRenderer.render(PortDocument(files: report.files))
  }

  func render(support rows: [SupportRow]) -> String {
    struct SupportDocument: Encodable {
      var command = "support"
      var schemaVersion = 1
      var families: [SupportRow]
    }
    return JSONRenderer.render(SupportDocument(families: rows))
  }

  func render(coverage report: CoverageReport) -> String {
    struct Figures: Encodable {
      var declared: Int
      var total: Int
      var ratio: Double
    }
    struct Family: Encodable {
      var name: String
      var declared: Int
      var total: Int
      var ratio: Double
      var missing: [String]
    }
    struct Baseline: Encodable {
      var path: String
      var declared: Int
      var dropped: Bool
    }
    struct CoverageDocument: Encodable {
      var command = "support"
      var schemaVersion = 1
      var coverage: Figures
      var families: [Family]
      var baseline: Baseline?
    }
    let coverage = report.coverage
    let rounded = { (ratio: Double) in (ratio * 10_000).rounded() / 10_000 }
    return JSONRenderer.render(
      CoverageDocument(
        coverage: Figures(declared: coverage.declared, total: coverage.total, ratio: rounded(coverage.ratio)),
        families: coverage.families.map {
          Family(
            name: $0.name, declared: $0.declared, total: $0.total, ratio: rounded($0.ratio),
            missing: $0.missing.map(\.description))
        },
        baseline: report.baseline.map { Baseline(path: $0.path, declared: $0.declared, dropped: report.dropped) }))
  }

  /// Any encodable value as the tool's JSON.
  static func render(_ document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
  }
}
