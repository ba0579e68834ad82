import Foundation

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

  /// Any encodable value as the tool's JSON.
  static func render(_ document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
  }
}
