import Foundation

/// Renders a document as JSON: sorted keys, so two runs give the same bytes.
enum JSONRenderer {
  static func render(_ document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
  }
}
