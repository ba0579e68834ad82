import Foundation
import Porting

// `rerender port`: the file work of porting (its renderers write the report, see
// Render/Renderer.swift).

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
        return Runner.Result(
          text: "", code: RerenderCLI.ExitCode.usage,
          error: "Error: Cannot read '\(path)': \(reason).\n" + Help.usage(for: .port))
      }
      sources.append((path, text))
    }
    do {
      try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
    } catch {
      return Runner.Result(
        text: "", code: RerenderCLI.ExitCode.failure,
        error: "Error: Cannot create '\(into)': \(error.localizedDescription)\n")
    }
    var entries: [Entry] = []
    for source in sources {
      let name = URL(fileURLWithPath: source.path).lastPathComponent
      let destination = URL(fileURLWithPath: into).appendingPathComponent(name).path
      guard
        URL(fileURLWithPath: destination).standardizedFileURL != URL(fileURLWithPath: source.path).standardizedFileURL
      else {
        return Runner.Result(
          text: "", code: RerenderCLI.ExitCode.usage,
          error: "Error: '\(source.path)' would be overwritten: choose another '--into <dir>'.\n"
            + Help.usage(for: .port))
      }
      let ported = PortedFile(porting: source.text)
      do {
        try ported.text.write(toFile: destination, atomically: true, encoding: .utf8)
      } catch {
        return Runner.Result(
          text: "", code: RerenderCLI.ExitCode.failure,
          error: "Error: Cannot write '\(destination)': \(error.localizedDescription)\n")
      }
      entries.append(
        Entry(
          source: source.path, destination: destination,
          changes: ported.changes.map { Entry.Change(line: $0.line, summary: $0.summary) },
          findings: ported.findings.map {
            Entry.Finding(line: $0.line, api: $0.api, family: $0.family, status: $0.status.rawValue, note: $0.note)
          }))
    }
    let report = PortReport(into: into, files: entries)
    let text = request.format.renderer(for: request, colour: false).render(port: report)
    return Runner.Result(text: text, code: RerenderCLI.ExitCode.success, error: nil)
  }
}
