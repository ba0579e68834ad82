// `rerender port --tests`: each `#Preview` of a file becomes a public view in the
// ported file (its `@Previewable` declarations the view's state, its block the view's
// body), each `PreviewProvider` gets a public view showing its `previews`, and a test
// file explores each of those views and checks its budget baseline. The views stay in
// the ported file, so a preview that uses the file's private types still compiles;
// they are public, so a test target that imports the ported screens' module reaches
// them.

/// A preview of a ported file, shown by a view of the ported file that its test explores.
public struct PortedPreview: Sendable, Equatable {
  /// The preview's name as written (`#Preview("Empty")`), or what names it when it
  /// has none (`Preview 1`, the provider's type).
  public let title: String
  /// The public view of the ported file that shows the preview.
  public let viewName: String
  /// The line of the preview in the original file.
  public let line: Int
}

/// Finding a file's previews and writing them as views.
enum PreviewPort {
  /// A `#Preview` use: its whole range, its name, and its block's inside.
  struct Block {
    let range: Range<Int>
    let name: String?
    let body: Range<Int>
    /// Whether it has arguments besides its name (traits, which the view does not apply).
    let hasTraits: Bool
  }

  /// The ranges of `#Preview` macro uses: the name, its arguments and its block.
  static func blocks(_ source: SwiftSource) -> [Block] {
    var blocks: [Block] = []
    let c = source.characters
    let token = Array("#Preview")
    var index = 0
    while index + token.count <= c.count {
      guard source.isCode[index], c[index] == "#", Array(c[index..<(index + token.count)]) == token else {
        index += 1
        continue
      }
      var cursor = index + token.count
      if cursor < c.count, c[cursor].isLetter || c[cursor].isNumber || c[cursor] == "_" {
        index = cursor
        continue
      }
      func skipSpace() { while cursor < c.count, c[cursor].isWhitespace { cursor += 1 } }
      skipSpace()
      var name: String?
      var hasTraits = false
      if cursor < c.count, c[cursor] == "(" {
        guard let after = source.indexAfterMatching(cursor) else { break }
        let arguments = String(c[(cursor + 1)..<(after - 1)]).trimmedOfWhitespace
        (name, hasTraits) = nameAndRest(arguments)
        cursor = after
        skipSpace()
      }
      guard cursor < c.count, c[cursor] == "{", let end = source.indexAfterMatching(cursor) else {
        index = cursor
        continue
      }
      blocks.append(Block(range: index..<end, name: name, body: (cursor + 1)..<(end - 1), hasTraits: hasTraits))
      index = end
    }
    return blocks
  }

  /// A preview's name (its first argument, a string literal) and whether other
  /// arguments follow.
  private static func nameAndRest(_ arguments: String) -> (String?, Bool) {
    guard arguments.first == "\"" else { return (nil, !arguments.isEmpty) }
    var name = ""
    var escaped = false
    var rest = arguments.dropFirst()
    while let character = rest.first {
      rest = rest.dropFirst()
      if escaped {
        name.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      } else {
        name.append(character)
      }
    }
    return (name, !String(rest).trimmedOfWhitespace.isEmpty)
  }

  /// The view a `#Preview` block becomes: its `@Previewable` declarations are the
  /// view's stored properties, the rest of the block its body.
  static func view(named viewName: String, title: String, block: Block, source: SwiftSource) -> String {
    let text = String(source.characters[block.body])
    var members: [String] = []
    var body: [String] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      let trimmed = line.trimmedOfWhitespace
      guard trimmed.hasPrefix("@Previewable") else {
        body.append(line)
        continue
      }
      // A declaration that spans lines ends where its brackets close.
      var declaration = [String(trimmed.dropFirst("@Previewable".count)).trimmedOfWhitespace]
      while bracketBalance(declaration.joined(separator: "\n")) > 0, let next = lines.popFirst() {
        declaration.append(next)
      }
      members.append(declaration.joined(separator: "\n"))
    }
    while body.first?.trimmedOfWhitespace.isEmpty == true { body.removeFirst() }
    while body.last?.trimmedOfWhitespace.isEmpty == true { body.removeLast() }
    let indent =
      body.map { String($0.prefix { $0 == " " || $0 == "\t" }) }.filter {
        !$0.isEmpty
      }.min { $0.count < $1.count } ?? ""
    let bodyLines = body.map { line in
      line.trimmedOfWhitespace.isEmpty
        ? "" : "    " + (line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line)
    }
    var view: [String] = [
      "/// The preview \(quoted(title)) of this file, as a view its test explores (written by",
      "/// `rerender port --tests`\(members.isEmpty ? "" : "; its `@Previewable` declarations are the view's state")).",
      "public struct \(viewName): View {",
    ]
    view += members.map { "  " + $0 }
    view += ["  public init() {}", "  public var body: some View {"] + bodyLines + ["  }", "}"]
    return view.joined(separator: "\n")
  }

  /// The view that shows a `PreviewProvider`'s previews.
  static func view(named viewName: String, provider: String) -> String {
    [
      "/// The previews of `\(provider)`, as a view its test explores (written by `rerender port --tests`).",
      "public struct \(viewName): View {",
      "  public init() {}",
      "  public var body: some View { \(provider).previews }",
      "}",
    ].joined(separator: "\n")
  }

  /// The types that conform to `PreviewProvider` where they are declared, with their line.
  static func providers(_ source: SwiftSource) -> [(name: String, line: Int)] {
    let identifiers = source.identifierRanges
    var found: [(String, Int)] = []
    for (index, identifier) in identifiers.enumerated().dropLast()
    where identifier.sigil.isEmpty && identifier.name == "struct" {
      let name = identifiers[index + 1]
      // The conformances run from the name to the declaration's brace.
      var k = name.range.upperBound
      let c = source.characters
      while k < c.count, c[k] != "{" { k += 1 }
      let header = identifiers[(index + 2)...].prefix { $0.range.lowerBound < k }
      if header.contains(where: { $0.name == "PreviewProvider" }) { found.append((name.name, identifier.line)) }
    }
    return found
  }

  /// How many more brackets a text opens than it closes.
  private static func bracketBalance(_ text: String) -> Int {
    text.reduce(0) { balance, character in
      switch character {
      case "(", "[", "{": balance + 1
      case ")", "]", "}": balance - 1
      default: balance
      }
    }
  }

  /// A title as a Swift identifier's words: `Dark mode` is `DarkMode`.
  static func identifier(_ title: String) -> String {
    var words: [String] = []
    var word = ""
    for character in title {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = joined.first, !first.isLetter else { return joined }
    return "_" + joined
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

extension String {
  /// The text without whitespace (line breaks included) at either end.
  fileprivate var trimmedOfWhitespace: String {
    let characters = Array(self)
    guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
      let end = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[start...end])
  }
}

// MARK: - The tests

/// The test file `rerender port --tests` writes for a ported file's previews.
public enum PreviewTests {
  /// The source of a Swift Testing suite with one test per preview: each mounts the
  /// preview's view, explores it (every control driven once, each from a fresh mount),
  /// expects every control reached, and checks the exploration against its budget
  /// baseline (recorded on the first run, beside the test in `__Baselines__`).
  ///
  /// - Parameters:
  ///   - previews: The file's previews, as its port found them.
  ///   - fileName: The original file's name (`LibraryScreen.swift`).
  ///   - module: The module of the ported files, when the tests are in another one.
  /// - Returns: The test file's text.
  public static func source(for previews: [PortedPreview], fileName: String, module: String?) -> String {
    let base = PreviewPort.identifier(fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
    var lines = [
      "// Written by `rerender port --tests` from \(fileName): one test per preview, which explores",
      "// the preview's screen (every control driven once, each from a fresh mount) and checks",
      "// its budget baseline (recorded on the first run: commit __Baselines__; then a control",
      "// whose interaction runs more bodies fails). Port again to update it.",
    ]
    lines +=
      (module.map { ["import \($0)"] } ?? []) + ["import RerenderTesting", "import Testing", "import ViewGraph", ""]
    lines += [
      "@Suite(\"Previews of \(fileName)\")",
      "@MainActor",
      "struct \(base)PreviewTests {",
    ]
    for (offset, preview) in previews.enumerated() {
      if offset > 0 { lines.append("") }
      let function = preview.viewName.prefix(1).lowercased() + preview.viewName.dropFirst()
      let title = preview.title.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }.map(String.init).joined()
      lines += [
        "  @Test(\"Preview '\(title)' (line \(preview.line)): every control driven, within its budget\")",
        "  func \(function)() {",
        "    let exploration = explore { \(preview.viewName)() }",
        "    for interaction in exploration.driven {",
        "      let failures = interaction.diagnostics.filter(\\.kind.isInputFailure)",
        "      #expect(failures.isEmpty, \"\\(interaction.name): \\(failures.map(\\.message))\\n\\(exploration)\")",
        "    }",
        "    expectBaseline(exploration, named: \"\(preview.viewName)\", mode: .budget)",
        "  }",
      ]
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
