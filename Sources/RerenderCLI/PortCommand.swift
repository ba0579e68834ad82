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
    /// The test file written for the file's previews (`--tests`), if any.
    var tests: Tests?

    struct Tests: Encodable {
      var destination: String
      var previews: [String]
    }

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

  /// The file beside the ported files that records what `port` wrote, so that a
  /// file edited by hand since is not overwritten without `--force`.
  static let manifestName = ".rerender-port.json"

  static func run(_ request: Request) -> Runner.Result {
    guard let into = request.into else { return Runner.Result(text: "", code: RerenderCLI.ExitCode.usage, error: nil) }
    var sources: [(path: String, text: String)] = []
    for path in request.files {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        let reason = FileManager.default.fileExists(atPath: path) ? "not a UTF-8 text file" : "no such file"
        return usageError("Cannot read '\(path)': \(reason).")
      }
      sources.append((path, text))
    }
    // Each file keeps its path below the folder the files share, so that two files
    // of one name in different folders are both written.
    let relative = relativePaths(sources.map(\.path))
    var seen: [String: String] = [:]
    for (source, path) in zip(sources, relative) {
      if let other = seen[path] {
        return usageError("'\(other)' and '\(source.path)' are the same file.")
      }
      seen[path] = source.path
    }
    let manifestPath = URL(fileURLWithPath: into).appendingPathComponent(manifestName).path
    var manifest = readManifest(manifestPath)
    let declared = sources.map { PortedFile.declaredTypes(in: $0.text) }
    var ported: [(source: String, destination: String, relative: String, file: PortedFile)] = []
    for (index, source) in sources.enumerated() {
      let destination = URL(fileURLWithPath: into).appendingPathComponent(relative[index]).path
      guard
        URL(fileURLWithPath: destination).standardizedFileURL != URL(fileURLWithPath: source.path).standardizedFileURL
      else {
        return usageError("'\(source.path)' would be overwritten: choose another '--into <dir>'.")
      }
      let others = declared.enumerated().filter { $0.offset != index }.reduce(into: Set<String>()) {
        $0.formUnion($1.element)
      }
      let name = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
      let file = PortedFile(
        porting: source.text, declaredElsewhere: others, previewViews: request.tests == nil ? nil : name)
      if let refusal = overwriteRefusal(destination, with: file.text, manifest: manifest, key: relative[index], request)
      {
        return refusal
      }
      ported.append((source.path, destination, relative[index], file))
    }
    // The preview tests: one file per ported file with previews, below the tests' folder.
    var testFiles: [(file: Int, destination: String, relative: String, text: String, previews: [String])] = []
    var testManifest: [String: String] = [:]
    let testManifestPath = request.tests.map { URL(fileURLWithPath: $0).appendingPathComponent(manifestName).path }
    if let tests = request.tests, let testManifestPath {
      let sameFolder =
        URL(fileURLWithPath: tests).standardizedFileURL.path == URL(fileURLWithPath: into).standardizedFileURL.path
      testManifest = sameFolder ? manifest : readManifest(testManifestPath)
      // In another target, the tests import the ported screens' module: the folder's name.
      let module = sameFolder ? nil : URL(fileURLWithPath: into).standardizedFileURL.lastPathComponent
      for (index, file) in ported.enumerated() where !file.file.previews.isEmpty {
        let url = URL(fileURLWithPath: file.relative)
        let base = url.deletingPathExtension().lastPathComponent
        let relativeTest = url.deletingLastPathComponent().appendingPathComponent(base + "PreviewTests.swift")
          .relativePath
        let cleaned = relativeTest.hasPrefix("./") ? String(relativeTest.dropFirst(2)) : relativeTest
        let destination = URL(fileURLWithPath: tests).appendingPathComponent(cleaned).path
        let text = PreviewTests.source(
          for: file.file.previews, fileName: url.lastPathComponent, module: module)
        if let refusal = overwriteRefusal(destination, with: text, manifest: testManifest, key: cleaned, request) {
          return refusal
        }
        testFiles.append((index, destination, cleaned, text, file.file.previews.map(\.title)))
      }
    }
    var entries: [Entry] = []
    for file in ported {
      if let failure = write(file.file.text, to: file.destination) { return failure }
      manifest[file.relative] = checksum(file.file.text)
      entries.append(
        Entry(
          source: file.source, destination: file.destination,
          changes: file.file.changes.map { Entry.Change(line: $0.line, summary: $0.summary) },
          findings: file.file.findings.map {
            Entry.Finding(line: $0.line, api: $0.api, family: $0.family, status: $0.status.rawValue, note: $0.note)
          }))
    }
    for test in testFiles {
      if let failure = write(test.text, to: test.destination) { return failure }
      entries[test.file].tests = Entry.Tests(destination: test.destination, previews: test.previews)
      testManifest[test.relative] = checksum(test.text)
    }
    if let testManifestPath, testManifestPath != manifestPath {
      writeManifest(testManifest, to: testManifestPath)
    } else {
      for test in testFiles { manifest[test.relative] = checksum(test.text) }
    }
    writeManifest(manifest, to: manifestPath)
    let report = PortReport(into: into, files: entries)
    let text = request.format.renderer(for: request, colour: false).render(port: report)
    return Runner.Result(text: text, code: RerenderCLI.ExitCode.success, error: nil)
  }

  /// The refusal to overwrite a file that `port` did not write, or that was edited
  /// since (without `--force`); `nil` when it may be written.
  private static func overwriteRefusal(
    _ destination: String, with text: String, manifest: [String: String], key: String, _ request: Request
  ) -> Runner.Result? {
    guard !request.force, let existing = try? String(contentsOfFile: destination, encoding: .utf8),
      existing != text, manifest[key] != checksum(existing)
    else { return nil }
    let reason =
      manifest[key] == nil ? "was not written by 'rerender port'" : "was edited since 'rerender port' wrote it"
    return usageError("'\(destination)' \(reason): pass --force to overwrite it.")
  }

  /// Writes a file, making its folder; the failure's result when it cannot.
  private static func write(_ text: String, to destination: String) -> Runner.Result? {
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: destination).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      try text.write(toFile: destination, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return Runner.Result(
        text: "", code: RerenderCLI.ExitCode.failure,
        error: "Error: Cannot write '\(destination)': \(error.localizedDescription)\n")
    }
  }

  private static func usageError(_ message: String) -> Runner.Result {
    Runner.Result(text: "", code: RerenderCLI.ExitCode.usage, error: "Error: \(message)\n" + Help.usage(for: .port))
  }

  /// Each path below the deepest folder all the paths share.
  static func relativePaths(_ paths: [String]) -> [String] {
    let parts = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.pathComponents }
    guard var common = parts.first?.dropLast() else { return [] }
    for path in parts.dropFirst() {
      let folder = path.dropLast()
      var shared = 0
      while shared < min(common.count, folder.count),
        common[common.startIndex + shared] == folder[folder.startIndex + shared]
      {
        shared += 1
      }
      common = common.prefix(shared)
    }
    return parts.map { $0.dropFirst(common.count).joined(separator: "/") }
  }

  /// A 64-bit FNV-1a checksum of a text, in hexadecimal.
  static func checksum(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  private static func readManifest(_ path: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: path),
      let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
    else { return [:] }
    return manifest.files
  }

  private static func writeManifest(_ files: [String: String], to path: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(Manifest(files: files)) else { return }
    try? data.write(to: URL(fileURLWithPath: path))
  }

  /// What `port` wrote into a folder: each file's checksum, by its path there.
  private struct Manifest: Codable {
    var files: [String: String]
  }
}
