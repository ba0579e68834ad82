// `@Entry` is a macro, and a macro needs a compiler plugin. In the extensions
// where SwiftUI declares it (`EnvironmentValues`, `Transaction`, `FocusedValues`,
// `ContainerValues`), the port writes what the macro expands to: a private key
// type holding the default value, and the property reading and writing it through
// the extended type's subscript.

/// An `@Entry` property rewritten as its macro expansion.
struct EntryRewrite {
  /// The characters replaced: from `@Entry` to the end of the declaration.
  let range: Range<Int>
  /// The expansion.
  let replacement: String
  /// What changed, for the report.
  let summary: String

  /// The key protocol each extended type's entries conform to.
  private static let keyProtocols = [
    "EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey", "FocusedValues": "FocusedValueKey",
    "ContainerValues": "ContainerValueKey",
  ]

  /// Every `@Entry` in a file, rewritten where its extension is one SwiftUI
  /// declares it for; `notes` gets a line for each one left as it was.
  static func all(in source: SwiftSource, notes: inout [(line: Int, summary: String)]) -> [EntryRewrite] {
    let identifiers = source.identifierRanges
    var rewrites: [EntryRewrite] = []
    for (index, identifier) in identifiers.enumerated() where identifier.sigil == "@" && identifier.name == "Entry" {
      let start = identifier.range.lowerBound - 1
      let line = source.lines[start]
      guard let owner = enclosingExtension(of: start, identifiers: identifiers, source: source) else {
        notes.append((line, "@Entry outside an extension is left as written (the macro needs a compiler plugin)"))
        continue
      }
      guard let key = keyProtocols[owner] else {
        notes.append(
          (
            line,
            "@Entry in an extension of \(owner) is left as written: SwiftUI declares it for \(keyProtocols.keys.sorted().joined(separator: ", "))"
          ))
        continue
      }
      guard let declaration = Declaration(after: identifiers[index].range.upperBound, in: source) else {
        notes.append((line, "@Entry is left as written: no `var name: Type = value` follows it"))
        continue
      }
      guard declaration.value != nil || declaration.type?.hasSuffix("?") == true else {
        notes.append((line, "@Entry var \(declaration.name) is left as written: it needs a default value"))
        continue
      }
      rewrites.append(
        EntryRewrite(
          range: start..<declaration.end,
          replacement: expansion(of: declaration, key: key, owner: owner, indent: indent(at: start, in: source)),
          summary: "@Entry var \(declaration.name) → its key (\(key)) and property, as the macro expands it"
            + Self.lines(line, source.lines[max(start, declaration.end - 1)])
        ))
    }
    return rewrites
  }

  private static func lines(_ first: Int, _ last: Int) -> String {
    first == last ? "" : " (lines \(first)–\(last))"
  }

  /// The type of a literal default value, for an entry written without one.
  private static func literalType(_ value: String) -> String? {
    if value == "true" || value == "false" { return "Bool" }
    if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { return "String" }
    let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
    guard let first = digits.first, first.isNumber, digits.allSatisfy({ $0.isNumber || $0 == "_" || $0 == "." }) else {
      return nil
    }
    return digits.contains(".") ? "Double" : "Int"
  }

  /// The type an extension enclosing a position extends (`EnvironmentValues` for
  /// `extension SwiftUI.EnvironmentValues`), or `nil`.
  private static func enclosingExtension(
    of position: Int, identifiers: [SwiftSource.Identifier], source: SwiftSource
  ) -> String? {
    var owner: String?
    for (index, identifier) in identifiers.enumerated()
    where identifier.name == "extension" && identifier.sigil.isEmpty && identifier.range.lowerBound < position {
      var next = index + 1
      var name: String?
      while next < identifiers.count, identifiers[next].range.lowerBound < position {
        name = identifiers[next].name
        guard identifiers[next].range.upperBound < source.characters.count,
          source.characters[identifiers[next].range.upperBound] == "."
        else { break }
        next += 1
      }
      guard let name, let open = source.nextCode("{", from: identifier.range.upperBound),
        let close = source.indexAfterMatching(open), open < position, position < close
      else { continue }
      owner = name
    }
    return owner
  }

  private static func indent(at position: Int, in source: SwiftSource) -> String {
    var start = position
    while start > 0, !source.characters[start - 1].isNewline { start -= 1 }
    return String(source.characters[start..<position].prefix { $0 == " " || $0 == "\t" })
  }

  private static func expansion(of declaration: Declaration, key: String, owner: String, indent: String) -> String {
    let keyName = "__Key_\(declaration.name)"
    let access = declaration.modifiers.isEmpty ? "" : declaration.modifiers.joined(separator: " ") + " "
    // A public property's type cannot name a private key: an entry with no type
    // written keeps its key as visible as itself.
    let keyAccess =
      declaration.type == nil
      ? (declaration.modifiers.first { ["public", "package"].contains($0) } ?? "private") : "private"
    var lines: [String] = []
    switch (owner, declaration.type ?? declaration.value.flatMap(literalType)) {
    case ("FocusedValues", let type?):
      // A focused value is optional; its key names the value's type without the `?`.
      let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
      lines = [
        "\(access)var \(declaration.name): \(wrapped)? {",
        "  get { self[\(keyName).self] }",
        "  set { self[\(keyName).self] = newValue }",
        "}",
        "private struct \(keyName): \(key) {",
        "  typealias Value = \(wrapped)",
        "}",
      ]
    case (_, let type?):
      lines = [
        "\(access)var \(declaration.name): \(type) {",
        "  get { self[\(keyName).self] }",
        "  set { self[\(keyName).self] = newValue }",
        "}",
        "private struct \(keyName): \(key) {",
        "  static var defaultValue: \(type) { \(declaration.value ?? "nil") }",
        "}",
      ]
    case (_, nil):
      // No type written: the key's stored default gives it.
      lines = [
        "\(access)var \(declaration.name): \(keyName).Value {",
        "  get { self[\(keyName).self] }",
        "  set { self[\(keyName).self] = newValue }",
        "}",
        "\(keyAccess) struct \(keyName): \(key) {",
        "  \(keyAccess == "private" ? "" : keyAccess + " ")static let defaultValue = \(declaration.value ?? "nil")",
        "}",
      ]
    }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }.joined(separator: "\n")
  }

  /// `[modifiers] var name[: Type] [= value]`, as written after `@Entry`.
  private struct Declaration {
    var modifiers: [String] = []
    var name = ""
    var type: String?
    var value: String?
    /// Just after the declaration's last character of code.
    var end = 0

    init?(after position: Int, in source: SwiftSource) {
      let c = source.characters
      var cursor = position
      func skipSpace() { while cursor < c.count, c[cursor].isWhitespace || !source.isCode[cursor] { cursor += 1 } }
      func word() -> String {
        let start = cursor
        while cursor < c.count, source.isCode[cursor], c[cursor].isLetter || c[cursor].isNumber || c[cursor] == "_" {
          cursor += 1
        }
        return String(c[start..<cursor])
      }
      while true {
        skipSpace()
        let next = word()
        if next == "var" { break }
        guard ["public", "internal", "package", "fileprivate", "private", "nonisolated"].contains(next) else {
          return nil
        }
        modifiers.append(next)
      }
      skipSpace()
      name = word()
      guard !name.isEmpty else { return nil }
      end = cursor
      while cursor < c.count, c[cursor] == " " || c[cursor] == "\t" { cursor += 1 }
      if cursor < c.count, c[cursor] == ":" {
        cursor += 1
        guard let typeEnd = Self.end(from: cursor, in: source, stoppingAt: "=") else { return nil }
        type = String(c[cursor..<typeEnd]).trimmed
        cursor = typeEnd
        end = Self.lastCode(before: typeEnd, in: source)
      }
      if cursor < c.count, c[cursor] == "=" {
        cursor += 1
        guard let valueEnd = Self.end(from: cursor, in: source, stoppingAt: nil) else { return nil }
        end = Self.lastCode(before: valueEnd, in: source)
        value = String(c[cursor..<end]).trimmed
        guard value?.isEmpty == false else { return nil }
      }
    }

    /// Where an expression starting at `start` ends: at a line end outside brackets,
    /// a comment, or the `stop` character outside brackets.
    private static func end(from start: Int, in source: SwiftSource, stoppingAt stop: Character?) -> Int? {
      let c = source.characters
      var depth = 0
      var index = start
      while index < c.count {
        if source.isCode[index] {
          switch c[index] {
          case "(", "[", "{", "<": depth += 1
          case ">" where index > 0 && c[index - 1] == "-": break
          case ")", "]", "}", ">": depth -= 1
          default: break
          }
          if depth < 0 { return index }
          if depth == 0, let stop, c[index] == stop { return index }
          if depth == 0, c[index].isNewline { return index }
        } else if index > start, source.isCode[index - 1], c[index] == "/" {
          if depth == 0 { return index }
        }
        index += 1
      }
      return index
    }

    /// Just after the last character before `position` that is not white space.
    private static func lastCode(before position: Int, in source: SwiftSource) -> Int {
      var end = position
      while end > 0, source.characters[end - 1].isWhitespace { end -= 1 }
      return end
    }
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
