// Reads Swift source as a tokenizer would, without parsing it: which characters
// are code and which are inside comments or string literals (nested block
// comments, multi-line and raw strings, and interpolations, whose code is code).

/// A Swift source file split into code, comments and string literals.
public struct SwiftSource: Sendable {
  /// The characters of the file.
  public let characters: [Character]
  /// For each character, whether it is code (not in a comment or a string literal).
  public let isCode: [Bool]
  /// For each character, its line number, from 1.
  public let lines: [Int]

  /// Reads a file's text.
  public init(_ text: String) {
    characters = Array(text)
    var isCode = [Bool](repeating: true, count: characters.count)
    var lines = [Int](repeating: 1, count: characters.count)
    var line = 1
    for index in characters.indices {
      lines[index] = line
      if characters[index].isNewline { line += 1 }
    }
    self.lines = lines
    Self.mark(characters, into: &isCode)
    self.isCode = isCode
  }

  /// What the scanner is inside.
  private enum Context {
    /// Code; `parens` counts open parentheses when the code is an interpolation.
    case code(parens: Int, isInterpolation: Bool)
    case lineComment
    case blockComment(depth: Int)
    /// A string literal: multi-line or not, and how many `#` delimit it.
    case string(multiline: Bool, hashes: Int)
  }

  private static func mark(_ c: [Character], into isCode: inout [Bool]) {
    var stack: [Context] = [.code(parens: 0, isInterpolation: false)]
    var i = 0
    func starts(_ text: String, at index: Int) -> Bool {
      var k = index
      for ch in text {
        guard k < c.count, c[k] == ch else { return false }
        k += 1
      }
      return true
    }
    while i < c.count {
      guard let top = stack.last else { break }
      switch top {
      case .code(let parens, let isInterpolation):
        if starts("//", at: i) {
          stack.append(.lineComment)
          continue
        }
        if starts("/*", at: i) {
          stack.append(.blockComment(depth: 1))
          isCode[i] = false
          isCode[i + 1] = false
          i += 2
          continue
        }
        if c[i] == "#" || c[i] == "\"" {
          // A string literal: #*"…"#* or #*"""…"""#*.
          var k = i
          var hashes = 0
          while k < c.count, c[k] == "#" {
            hashes += 1
            k += 1
          }
          if k < c.count, c[k] == "\"" {
            let multiline = starts("\"\"\"", at: k)
            let end = k + (multiline ? 3 : 1)
            for j in i..<end { isCode[j] = false }
            stack.append(.string(multiline: multiline, hashes: hashes))
            i = end
            continue
          }
        }
        if isInterpolation && c[i] == "(" {
          stack[stack.count - 1] = .code(parens: parens + 1, isInterpolation: true)
        } else if isInterpolation && c[i] == ")" {
          if parens == 0 {
            stack.removeLast()
            isCode[i] = false
          } else {
            stack[stack.count - 1] = .code(parens: parens - 1, isInterpolation: true)
          }
        }
        i += 1
      case .lineComment:
        if c[i].isNewline {
          stack.removeLast()
        } else {
          isCode[i] = false
        }
        i += 1
      case .blockComment(let depth):
        isCode[i] = false
        if starts("/*", at: i) {
          isCode[i + 1] = false
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          i += 2
        } else if starts("*/", at: i) {
          isCode[i + 1] = false
          if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(depth: depth - 1) }
          i += 2
        } else {
          i += 1
        }
      case .string(let multiline, let hashes):
        isCode[i] = false
        let delimiter = String(repeating: "#", count: hashes)
        if c[i] == "\\" && starts("\\" + delimiter + "(", at: i) {
          // An interpolation: its code is code, up to the matching parenthesis.
          let end = i + 2 + hashes
          for j in i..<end { isCode[j] = false }
          stack.append(.code(parens: 0, isInterpolation: true))
          i = end
        } else if c[i] == "\\" && starts("\\" + delimiter, at: i) {
          let end = min(c.count, i + 2 + hashes)
          for j in i..<end { isCode[j] = false }
          i = end
        } else if starts((multiline ? "\"\"\"" : "\"") + delimiter, at: i) {
          let end = i + (multiline ? 3 : 1) + hashes
          for j in i..<end { isCode[j] = false }
          stack.removeLast()
          i = end
        } else if !multiline && c[i].isNewline && hashes == 0 {
          // An unterminated single-line string ends with its line.
          stack.removeLast()
          i += 1
        } else {
          i += 1
        }
      }
    }
  }

  /// The index just after the bracket that closes the one at `open`, counting only
  /// code; `nil` when it is never closed.
  public func indexAfterMatching(_ open: Int) -> Int? {
    let opening = characters[open]
    let closing: Character = opening == "(" ? ")" : opening == "{" ? "}" : "]"
    var depth = 0
    var index = open
    while index < characters.count {
      if isCode[index] {
        if characters[index] == opening { depth += 1 }
        if characters[index] == closing {
          depth -= 1
          if depth == 0 { return index + 1 }
        }
      }
      index += 1
    }
    return nil
  }

  /// An identifier in code: its name, the character before it (`.`, `@`, `\.`, `#`
  /// or nothing), its characters and its line.
  public struct Identifier: Sendable {
    /// The identifier.
    public let name: String
    /// What is written just before it: `.`, `\.`, `@`, `#` or nothing.
    public let sigil: String
    /// Its characters in the file.
    public let range: Range<Int>
    /// Its line, from 1.
    public let line: Int
  }

  /// The identifiers in code, with the character before each (`.`, `@`, `\`…) and
  /// their line.
  public var identifiers: [(name: String, sigil: String, line: Int)] {
    identifierRanges.map { ($0.name, $0.sigil, $0.line) }
  }

  /// The identifiers in code, in order, with where each is.
  public var identifierRanges: [Identifier] {
    var found: [Identifier] = []
    var index = 0
    while index < characters.count {
      let ch = characters[index]
      guard isCode[index], ch.isLetter || ch == "_" else {
        index += 1
        continue
      }
      if index > 0, isCode[index - 1],
        characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_"
      {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, isCode[end],
        characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
      {
        end += 1
      }
      var sigil = ""
      if index > 0 {
        let before = characters[index - 1]
        if before == "." {
          sigil = index > 1 && characters[index - 2] == "\\" ? "\\." : "."
        } else if before == "@" || before == "#" {
          sigil = String(before)
        }
      }
      found.append(
        Identifier(name: String(characters[index..<end]), sigil: sigil, range: index..<end, line: lines[index]))
      index = end
    }
    return found
  }

  /// The first position at or after `start` where a character of code is `character`.
  public func nextCode(_ character: Character, from start: Int) -> Int? {
    var index = start
    while index < characters.count {
      if isCode[index], characters[index] == character { return index }
      index += 1
    }
    return nil
  }
}
