import Foundation
import Porting

// `rerender port` and `rerender support`: the file work of porting, and the
// support matrix in every format.

/// Ports files into a folder and reports what it did.
enum PortCommand {
  /// One ported file, for the report.
  struct Entry: Encodable {
    var source: String
    var destination: String
    var changes: [Change]
    var findings: [Finding]

    struct Change: Encodable {
      var line: Int
      var summary: String
    }

    struct Finding: Encodable {
      var line: Int
      var api: String
      var family: String
      var status: String
      var note: String
    }
  }

  static func run(_ request: Request) -> Runner.Result {
    guard let into = request.into else { return Runner.Result(text: "", code: RerenderCLI.ExitCode.usage, error: nil) }
    var sources: [(path: String, text: String)] = []
    for path in request.files {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        let reason = FileManager.default.fileExists(atPath: path) ? "not a UTF-8 text file" : "no such file"
        return Runner.Result(text: "", code: RerenderCLI.ExitCode.usage,
                             error: "Error: Cannot read '\(path)': \(reason).\n" + Help.usage(for: .port))
      }
      sources.append((path, text))
    }
    do {
      try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
    } catch {
      return Runner.Result(text: "", code: RerenderCLI.ExitCode.failure, error: "Error: Cannot create '\(into)': \(error.localizedDescription)\n")
    }
    var entries: [Entry] = []
    for source in sources {
      let name = URL(fileURLWithPath: source.path).lastPathComponent
      let destination = URL(fileURLWithPath: into).appendingPathComponent(name).path
      guard URL(fileURLWithPath: destination).standardizedFileURL != URL(fileURLWithPath: source.path).standardizedFileURL else {
        return Runner.Result(text: "", code: RerenderCLI.ExitCode.usage,
                             error: "Error: '\(source.path)' would be overwritten: choose another '--into <dir>'.\n" + Help.usage(for: .port))
      }
      let ported = PortedFile(porting: source.text)
      do {
        try ported.text.write(toFile: destination, atomically: true, encoding: .utf8)
      } catch {
        return Runner.Result(text: "", code: RerenderCLI.ExitCode.failure, error: "Error: Cannot write '\(destination)': \(error.localizedDescription)\n")
      }
      entries.append(Entry(
        source: source.path, destination: destination,
        changes: ported.changes.map { Entry.Change(line: $0.line, summary: $0.summary) },
        findings: ported.findings.map {
          Entry.Finding(line: $0.line, api: $0.api, family: $0.family, status: $0.status.rawValue, note: $0.note)
        }))
    }
    return Runner.Result(text: render(entries, into: into, format: request.format), code: RerenderCLI.ExitCode.success, error: nil)
  }

  static func render(_ entries: [Entry], into: String, format: Format) -> String {
    switch format {
    case .json:
      return json(["command": "port", "schemaVersion": 1, "files": entries] as PortDocument)
    case .markdown:
      var out = "# Ported \(entries.count) file\(entries.count == 1 ? "" : "s") into `\(into)`\n\n"
      for entry in entries {
        out += "## `\(entry.source)` → `\(entry.destination)`\n\n"
        out += entry.changes.isEmpty ? "No change needed.\n" : entry.changes.map { "- line \($0.line): \($0.summary)\n" }.joined()
        if !entry.findings.isEmpty {
          out += "\nNot modelled by the engine:\n\n"
          out += entry.findings.map { "- line \($0.line): `\($0.api)` (\($0.family), \($0.status)): \($0.note)\n" }.joined()
        }
        out += "\n"
      }
      return out
    case .text, .html:
      var out = "Ported \(entries.count) file\(entries.count == 1 ? "" : "s") into \(into):\n"
      for entry in entries {
        out += "  \(entry.source) -> \(entry.destination)\n"
        out += entry.changes.isEmpty ? "    no change needed\n" : entry.changes.map { "    line \($0.line): \($0.summary)\n" }.joined()
      }
      let findings = entries.flatMap { entry in entry.findings.map { (entry.source, $0) } }
      if findings.isEmpty {
        out += "Every SwiftUI API these files use is modelled or accepted (see 'rerender support').\n"
      } else {
        out += "Not modelled by the engine (\(findings.count)); see 'rerender support':\n"
        out += findings.map { "  \($0.0):\($0.1.line): \($0.1.api) (\($0.1.family), \($0.1.status)): \($0.1.note)\n" }.joined()
      }
      return format == .html ? page("rerender port", "<pre>\(HTMLRenderer.escape(out))</pre>") : out
    }
  }
}

/// The JSON document of `rerender port`.
private typealias PortDocument = [String: any Encodable]

/// The support matrix in a format.
enum SupportCommand {
  struct Row: Encodable {
    var family: String
    var status: String
    var apis: [String]
    var note: String
  }

  static func render(format: Format) -> String {
    let rows = SupportMatrix.families.map { Row(family: $0.name, status: $0.status.rawValue, apis: $0.apis, note: $0.note) }
    switch format {
    case .markdown:
      return SupportMatrix.markdown
    case .json:
      return json(["command": "support", "schemaVersion": 1, "families": rows] as PortDocument)
    case .text:
      var out = ""
      for status in SupportMatrix.Status.allCases {
        out += "\(status.rawValue.uppercased()):\n"
        for row in rows where row.status == status.rawValue {
          out += "  \(row.family): \(row.apis.joined(separator: ", "))\n    \(row.note)\n"
        }
      }
      return out
    case .html:
      var body = "<table><tr><th>family</th><th>status</th><th>APIs</th><th>notes</th></tr>\n"
      for row in rows {
        body += "<tr><td>\(HTMLRenderer.escape(row.family))</td><td>\(HTMLRenderer.escape(row.status))</td>"
        body += "<td><code>\(row.apis.map(HTMLRenderer.escape).joined(separator: "</code>, <code>"))</code></td>"
        body += "<td>\(HTMLRenderer.escape(row.note))</td></tr>\n"
      }
      return page("rerender support", body + "</table>")
    }
  }
}

/// A JSON object with sorted keys, as every JSON output of the tool.
private func json(_ object: PortDocument) -> String {
  struct Wrapped: Encodable {
    let object: PortDocument
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in object { try container.encode(value, forKey: Key(stringValue: key)) }
    }
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
  }
  return JSONRenderer.render(Wrapped(object: object))
}

/// A self-contained XHTML page around a body.
private func page(_ title: String, _ body: String) -> String {
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
