import Porting

// The output formats. Each format is a renderer that writes every document the tool
// prints: a run's (`list`, `trace`, `compare`, `explain`, `check`, `fuzz`), what
// `port` ported, and the support matrix. `Format` lists them: `--format`'s values,
// its help and its error message are read from it, and it is the one place a
// format's renderer is chosen.

/// Writes the tool's documents in one format.
protocol Renderer {
  /// A run's document.
  func render(_ document: Document, request: Request) -> String
  /// What `rerender port` did: the files ported, their changes and findings.
  func render(port: PortReport) -> String
  /// The support matrix, one row per API family.
  func render(support: [SupportRow]) -> String
  /// How much of SwiftUI's surface the package declares (`support --coverage`).
  func render(coverage: CoverageReport) -> String
}

extension CoverageReport {
  /// The headline: `SwiftUI's iOS 18 surface: 1108 of 6092 declarations (18.2 %)`.
  var headline: String {
    "SwiftUI's iOS 18 surface: \(coverage.declared) of \(coverage.total) declarations (\(CoverageReport.percent(coverage.ratio)))"
  }

  /// What the baseline says, if one was given.
  var baselineLine: String? {
    guard let (path, declared) = baseline else { return nil }
    let change = coverage.declared - declared
    return dropped
      ? "Coverage fell since the baseline '\(path)': \(declared) declared then, \(coverage.declared) now (\(change))."
      : "Coverage held since the baseline '\(path)': \(declared) declared then, \(coverage.declared) now (+\(change))."
  }

  /// A share as a percentage with one decimal: `18.2 %`.
  static func percent(_ ratio: Double) -> String {
    let tenths = Int((ratio * 1000).rounded())
    return "\(tenths / 10).\(tenths % 10) %"
  }
}

/// An output format.
enum Format: String, CaseIterable, Sendable {
  case text
  case markdown
  case json
  case html

  /// The renderer of the format, for a request (text is coloured on a terminal).
  func renderer(for request: Request, colour: Bool) -> any Renderer {
    switch self {
    case .text: TextRenderer(colour: colour, causes: request.causes)
    case .markdown: MarkdownRenderer()
    case .json: JSONRenderer()
    case .html: HTMLRenderer(byPath: request.paths)
    }
  }

  /// The formats' names as `--format`'s help gives them: `text (default), markdown, json or html`.
  static var helpList: String {
    let names = allCases.map { $0 == Format() ? "\($0.rawValue) (default)" : $0.rawValue }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }

  /// The formats' names as an error lists them: `text, markdown, json, html`.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The default format.
  init() { self = .text }
}

/// What `rerender port` did, for its renderers.
struct PortReport {
  /// The folder the files were ported into.
  var into: String
  var files: [PortCommand.Entry]

  /// The number of files, as a phrase: `2 files`.
  var fileCount: String { "\(files.count) file\(files.count == 1 ? "" : "s")" }
}

/// One API family of the support matrix, for its renderers.
struct SupportRow: Encodable {
  var family: String
  var status: String
  var apis: [String]
  var note: String

  /// Every family of the matrix, in its order.
  static var all: [SupportRow] {
    SupportMatrix.families.map { SupportRow(family: $0.name, status: $0.status.rawValue, apis: $0.apis, note: $0.note) }
  }
}
