// Turns a SwiftUI source file into one that builds against the engine: the
// SwiftUI import becomes `import ViewGraph`, imports Linux lacks are commented out,
// `#Preview` blocks (macros, which need a compiler plugin) are commented out, and
// every SwiftUI API the engine does not model is listed with its line.

/// A source file ported to the engine, and what the port found.
public struct PortedFile: Sendable, Equatable {
  /// A change made to the file.
  public struct Change: Sendable, Equatable, CustomStringConvertible {
    /// The line the change starts at, in the original file.
    public let line: Int
    /// What changed.
    public let summary: String
    public var description: String { "line \(line): \(summary)" }
  }

  /// A SwiftUI API the file uses that the engine does not model.
  public struct Finding: Sendable, Equatable, CustomStringConvertible {
    /// The line, in the original file.
    public let line: Int
    /// The API as written (`.sheet`).
    public let api: String
    /// Its family in the support matrix.
    public let family: String
    /// What the engine does with it.
    public let status: SupportMatrix.Status
    /// The family's note.
    public let note: String
    public var description: String { "line \(line): \(api) (\(family), \(status.rawValue)): \(note)" }
  }

  /// The ported text.
  public let text: String
  /// What was changed, in line order.
  public let changes: [Change]
  /// The APIs the engine does not model, in line order.
  public let findings: [Finding]
  /// The previews made views (`previewViews:`), in line order; empty otherwise.
  public let previews: [PortedPreview]

  /// Ports a file's text.
  ///
  /// - Parameters:
  ///   - original: The file's text.
  ///   - declaredElsewhere: Types the app declares in the other files ported with
  ///     this one: a user's own type that shares a SwiftUI name (`struct App`) is
  ///     not reported as SwiftUI's.
  ///   - previewViews: When given (the file's name without `.swift`), each `#Preview`
  ///     becomes a public view named after it and the preview (`LibraryScreenPreviewEmpty`),
  ///     and each `PreviewProvider` gets one (`LibraryScreen_PreviewsView`), for the
  ///     tests ``PreviewTests`` writes; otherwise `#Preview` blocks are commented out.
  public init(porting original: String, declaredElsewhere: Set<String> = [], previewViews: String? = nil) {
    let source = SwiftSource(original)
    var changes: [Change] = []
    var edits: [(range: Range<Int>, replacement: String)] = []
    func edit(_ range: Range<Int>, _ replacement: String, line: Int, _ summary: String) {
      // The first edit of a range wins: a `#Preview` block is commented out as written.
      guard !edits.contains(where: { $0.range.overlaps(range) }) else { return }
      edits.append((range, replacement))
      changes.append(Change(line: line, summary: summary))
    }

    // Imports.
    let imports = PortedFile.importEdits(source)
    for importEdit in imports {
      edit(
        importEdit.range, importEdit.replacement, line: source.lines[importEdit.range.lowerBound], importEdit.summary)
    }

    // `#Preview { … }` blocks, made views or commented out line by line.
    var previews: [PortedPreview] = []
    var taken = Set<String>()
    func unique(_ name: String) -> String {
      var candidate = name
      var number = 2
      while !taken.insert(candidate).inserted {
        candidate = name + "\(number)"
        number += 1
      }
      return candidate
    }
    for preview in PreviewPort.blocks(source) {
      let block = preview.range
      let first = source.lines[block.lowerBound]
      let last = source.lines[max(block.lowerBound, block.upperBound - 1)]
      if let base = previewViews {
        let viewName = unique(PreviewPort.identifier(base) + "Preview" + PreviewPort.identifier(preview.name ?? ""))
        let title = preview.name ?? "Preview \(previews.count + 1)"
        previews.append(PortedPreview(title: title, viewName: viewName, line: first))
        let lineStart = block.lowerBound == 0 || source.characters[block.lowerBound - 1].isNewline
        let view = PreviewPort.view(named: viewName, title: title, block: preview, source: source)
        edit(
          block, (lineStart ? "" : "\n") + view, line: first,
          "#Preview made the view \(viewName) (lines \(first)–\(last))"
            + (preview.hasTraits ? "; its traits are not applied" : ""))
        continue
      }
      var text = String(source.characters[block])
      text = text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
      // A block that shares a line with code is moved to lines of its own.
      let lineStart = block.lowerBound == 0 || source.characters[block.lowerBound - 1].isNewline
      let lineEnd = block.upperBound >= source.characters.count || source.characters[block.upperBound].isNewline
      text = (lineStart ? "" : "\n") + text + (lineEnd ? "" : "\n")
      edit(block, text, line: first, "#Preview block commented out (lines \(first)–\(last))")
    }

    // `@Entry` properties, expanded as the macro would.
    var notes: [(line: Int, summary: String)] = []
    for rewrite in EntryRewrite.all(in: source, notes: &notes) {
      edit(rewrite.range, rewrite.replacement, line: source.lines[rewrite.range.lowerBound], rewrite.summary)
    }
    changes += notes.map { Change(line: $0.line, summary: $0.summary) }

    // `#if` conditions, decided as on iOS.
    let conditions = ConditionalCompilation(source)
    for rewrite in conditions.rewrites {
      edit(rewrite.range, rewrite.replacement, line: rewrite.line, rewrite.summary)
    }

    // Module-qualified names: `SwiftUI.TabView` → `ViewGraph.TabView`.
    let identifiers = source.identifierRanges
    var qualified: [Int: Int] = [:]
    for identifier in identifiers where identifier.name == "SwiftUI" && identifier.sigil.isEmpty {
      let after = identifier.range.upperBound
      guard after < source.characters.count, source.characters[after] == ".", source.isCode[after],
        !edits.contains(where: { $0.range.contains(identifier.range.lowerBound) })
      else { continue }
      edits.append((identifier.range, "ViewGraph"))
      qualified[identifier.line, default: 0] += 1
    }
    for (line, count) in qualified {
      changes.append(
        Change(line: line, summary: count == 1 ? "SwiftUI. → ViewGraph." : "SwiftUI. → ViewGraph. (\(count)×)"))
    }

    // Unmodelled APIs, and names from frameworks commented out.
    let ownTypes = declaredElsewhere.union(PortedFile.declaredTypes(identifiers))
    let removed = imports.compactMap(\.framework).filter { $0.providedBy == nil }
    // What the port rewrote or iOS does not compile, marked once per character.
    var skipped = [Bool](repeating: false, count: source.characters.count)
    for range in edits.map(\.range) + conditions.inactive {
      for index in range.clamped(to: skipped.indices) { skipped[index] = true }
    }
    var findings: [Finding] = []
    var seen = Set<String>()
    for identifier in identifiers where !skipped[identifier.range.lowerBound] {
      let written = identifier.sigil == "#" ? "#\(identifier.name)" : identifier.sigil + identifier.name
      if (identifier.sigil.isEmpty || identifier.sigil == "@") && ownTypes.contains(identifier.name) { continue }
      let key = "\(identifier.line) \(written)"
      if let family = SupportMatrix.family(of: written),
        family.status == .unsupported || family.status == .compilesOnly
      {
        guard seen.insert(key).inserted else { continue }
        findings.append(
          Finding(
            line: identifier.line, api: written, family: family.name, status: family.status,
            note: family.note(for: written)))
      } else if let framework = removed.first(where: { $0.names.contains(identifier.name) }) {
        guard seen.insert(key).inserted else { continue }
        findings.append(
          Finding(
            line: identifier.line, api: written, family: "Apple-only framework \(framework.module)",
            status: .unsupported,
            note:
              "`import \(framework.module)` is commented out: \(framework.module) is not available on Linux; stub what the screen uses of it."
          ))
      }
    }

    var characters = source.characters
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      characters.replaceSubrange(edit.range, with: Array(edit.replacement))
    }
    // Each `PreviewProvider` gets a view of its previews, at the end of the file.
    if previewViews != nil {
      for provider in PreviewPort.providers(source) {
        let viewName = unique(provider.name + "View")
        previews.append(PortedPreview(title: provider.name, viewName: viewName, line: provider.line))
        if characters.last?.isNewline == false { characters.append("\n") }
        characters += Array("\n" + PreviewPort.view(named: viewName, provider: provider.name) + "\n")
        changes.append(Change(line: provider.line, summary: "\(provider.name) shown by the view \(viewName)"))
      }
    }
    self.previews = previews.sorted { $0.line < $1.line }
    text = String(characters)
    self.changes = changes.sorted { $0.line < $1.line }
    self.findings = findings
  }

  /// The types a file declares (`struct App`, `enum Tab`, `typealias Item`).
  public static func declaredTypes(in text: String) -> Set<String> {
    declaredTypes(SwiftSource(text).identifierRanges)
  }

  private static func declaredTypes(_ identifiers: [SwiftSource.Identifier]) -> Set<String> {
    var names = Set<String>()
    for (index, identifier) in identifiers.enumerated().dropLast()
    where identifier.sigil.isEmpty
      && ["struct", "class", "enum", "protocol", "actor", "typealias"].contains(identifier.name)
    {
      names.insert(identifiers[index + 1].name)
    }
    return names
  }

  /// The import lines to rewrite: SwiftUI becomes ViewGraph; UIKit and the other
  /// Apple-only frameworks are commented out.
  ///
  /// Combine is kept: Apple's on a Mac, the package's own module elsewhere.
  private static func importEdits(
    _ source: SwiftSource
  ) -> [(range: Range<Int>, replacement: String, summary: String, framework: AppleFramework?)] {
    var edits: [(Range<Int>, String, String, AppleFramework?)] = []
    var lineStart = 0
    let c = source.characters
    while lineStart < c.count {
      var lineEnd = lineStart
      while lineEnd < c.count, !c[lineEnd].isNewline { lineEnd += 1 }
      let line = String(c[lineStart..<lineEnd])
      if source.isCode[lineStart..<lineEnd].contains(true), let edit = rewriteImport(line) {
        edits.append((lineStart..<lineEnd, edit.0, edit.1, edit.2))
      }
      lineStart = lineEnd + 1
    }
    return edits
  }

  /// The rewritten import line and what changed, or `nil` when the line is not one.
  private static func rewriteImport(_ line: String) -> (String, String, AppleFramework?)? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { return nil }
    let prefix = words[..<importIndex]
    guard
      prefix.allSatisfy({
        ["@preconcurrency", "public", "internal", "package", "private", "fileprivate", "@_exported"].contains($0)
      })
    else { return nil }
    // `import struct SwiftUI.Color` names a kind before the module.
    let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    var moduleIndex = importIndex + 1
    if kinds.contains(words[moduleIndex]), moduleIndex + 1 < words.count { moduleIndex += 1 }
    let path = words[moduleIndex]
    let module = path.split(separator: ".").first.map(String.init) ?? path
    let indent = String(line.prefix { $0 == " " || $0 == "\t" })
    switch module {
    case "SwiftUI":
      var rewritten = words
      rewritten[moduleIndex] = "ViewGraph" + path.dropFirst("SwiftUI".count)
      return (indent + rewritten.joined(separator: " "), "import SwiftUI → import ViewGraph", nil)
    case "Combine":
      // Kept: Combine is Apple's on a Mac and the package's own module elsewhere.
      return nil
    case let name:
      guard let framework = AppleFramework.all[name] else { return nil }
      let reason = framework.providedBy ?? "not available on Linux"
      return (
        indent + "// " + line.drop { $0 == " " || $0 == "\t" } + " (\(reason))",
        "import \(module) commented out: \(reason)", framework
      )
    }
  }
}
