// `#if` conditions evaluated as on iOS, the platform the screens are written for:
// `os(iOS)`, `canImport(UIKit)` and `canImport(SwiftUI)` are true; other operating
// systems, `canImport(AppKit)`, `canImport(WatchKit)` and
// `targetEnvironment(macCatalyst)` are false. The port writes `true` or `false` in
// their place, so the branch an iPhone compiles is the one compiled here (on Linux
// `os(iOS) || os(macOS)` is false, and a whole input bar would vanish without a
// word), and it says what it changed. Conditions it cannot decide (`DEBUG`,
// `swift(>=6)`, `canImport(Foo)`) are left as written.

/// A file's conditional compilation blocks, read as on iOS.
struct ConditionalCompilation {
  /// A condition rewritten with iOS's answers.
  struct Rewrite {
    /// The condition's characters.
    let range: Range<Int>
    /// The condition with `true` and `false` in place of what iOS decides.
    let replacement: String
    /// What changed.
    let summary: String
    /// The directive's line.
    let line: Int
  }

  /// The conditions rewritten.
  private(set) var rewrites: [Rewrite] = []
  /// The characters of branches iOS does not compile.
  private(set) var inactive: [Range<Int>] = []

  private static let operatingSystems: Set<String> = [
    "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD",
    "WASI", "Cygwin", "Haiku", "PS4",
  ]

  /// Reads a file's `#if`, `#elseif`, `#else` and `#endif` lines.
  init(_ source: SwiftSource) {
    struct Frame {
      /// Whether a branch of the block was taken: `nil` when not known.
      var taken: Bool?
      /// Whether the current branch is compiled: `nil` when not known.
      var active: Bool?
      var branchStart: Int
    }
    var stack: [Frame] = []
    let c = source.characters
    var lineStart = 0
    while lineStart < c.count {
      var lineEnd = lineStart
      while lineEnd < c.count, !c[lineEnd].isNewline { lineEnd += 1 }
      var first = lineStart
      while first < lineEnd, c[first] == " " || c[first] == "\t" { first += 1 }
      if first < lineEnd, c[first] == "#", source.isCode[first] {
        var wordEnd = first + 1
        while wordEnd < lineEnd, c[wordEnd].isLetter { wordEnd += 1 }
        let directive = String(c[(first + 1)..<wordEnd])
        // The condition: up to a comment or the end of the line.
        var conditionEnd = wordEnd
        while conditionEnd < lineEnd, source.isCode[conditionEnd] { conditionEnd += 1 }
        let conditionRange = wordEnd..<conditionEnd
        func closeBranch() {
          if let top = stack.last, top.active == false { inactive.append(top.branchStart..<lineStart) }
        }
        switch directive {
        case "if":
          let value = evaluate(conditionRange, in: source, line: source.lines[first], directive: directive)
          stack.append(Frame(taken: value, active: value, branchStart: lineEnd))
        case "elseif" where !stack.isEmpty:
          closeBranch()
          let value = evaluate(conditionRange, in: source, line: source.lines[first], directive: directive)
          var top = stack.removeLast()
          switch top.taken {
          case true?: top.active = false
          case nil: top.active = nil
          case false?:
            top.active = value
            top.taken = value
          }
          top.branchStart = lineEnd
          stack.append(top)
        case "else" where !stack.isEmpty:
          closeBranch()
          var top = stack.removeLast()
          top.active = top.taken.map { !$0 }
          top.branchStart = lineEnd
          stack.append(top)
        case "endif" where !stack.isEmpty:
          closeBranch()
          stack.removeLast()
        default: break
        }
      }
      lineStart = lineEnd + 1
    }
  }

  /// Rewrites a condition's atoms iOS decides and evaluates it: `nil` when some
  /// part of it is not known.
  private mutating func evaluate(_ range: Range<Int>, in source: SwiftSource, line: Int, directive: String) -> Bool? {
    let text = Array(source.characters[range])
    var output = ""
    var decided = 0
    var undecided = false
    var index = 0
    while index < text.count {
      guard text[index].isLetter || text[index] == "_" else {
        output.append(text[index])
        index += 1
        continue
      }
      var end = index
      while end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "_" { end += 1 }
      let word = String(text[index..<end])
      var open = end
      while open < text.count, text[open] == " " { open += 1 }
      if ["os", "canImport", "targetEnvironment"].contains(word), open < text.count, text[open] == "(",
        let close = text[open...].firstIndex(of: ")")
      {
        let argument = String(text[(open + 1)..<close]).split(separator: ",").first.map {
          String($0.filter { !$0.isWhitespace })
        }
        if let value = Self.value(of: word, argument ?? "") {
          output += value ? "true" : "false"
          decided += 1
        } else {
          output += String(text[index...close])
          undecided = true
        }
        index = close + 1
        continue
      }
      if word != "true" && word != "false" { undecided = true }
      output += word
      index = end
    }
    if decided > 0 {
      let before = String(text).trimmingSpaces
      let after = output.trimmingSpaces
      rewrites.append(
        Rewrite(
          range: range, replacement: output, summary: "#\(directive) \(before) → #\(directive) \(after) (as on iOS)",
          line: line))
    }
    return undecided ? nil : Self.evaluate(Array(output.filter { !$0.isWhitespace }))
  }

  /// iOS's answer to `os(…)`, `canImport(…)` or `targetEnvironment(…)`, or `nil`.
  private static func value(of test: String, _ argument: String) -> Bool? {
    switch test {
    case "os": argument == "iOS" ? true : operatingSystems.contains(argument) ? false : nil
    case "canImport":
      ["UIKit", "SwiftUI"].contains(argument) ? true : ["AppKit", "WatchKit", "Cocoa"].contains(argument) ? false : nil
    case "targetEnvironment": argument == "macCatalyst" ? false : nil
    default: nil
    }
  }

  /// Evaluates `true`, `false`, `!`, `&&`, `||` and parentheses; `nil` for anything else.
  private static func evaluate(_ tokens: [Character]) -> Bool? {
    var index = 0
    func primary() -> Bool? {
      guard index < tokens.count else { return nil }
      if tokens[index] == "!" {
        index += 1
        return primary().map { !$0 }
      }
      if tokens[index] == "(" {
        index += 1
        let value = disjunction()
        guard index < tokens.count, tokens[index] == ")" else { return nil }
        index += 1
        return value
      }
      for (word, value) in [("true", true), ("false", false)]
      where index + word.count <= tokens.count && String(tokens[index..<(index + word.count)]) == word {
        index += word.count
        return value
      }
      return nil
    }
    func conjunction() -> Bool? {
      guard var value = primary() else { return nil }
      while index + 1 < tokens.count, tokens[index] == "&", tokens[index + 1] == "&" {
        index += 2
        guard let next = primary() else { return nil }
        value = value && next
      }
      return value
    }
    func disjunction() -> Bool? {
      guard var value = conjunction() else { return nil }
      while index + 1 < tokens.count, tokens[index] == "|", tokens[index + 1] == "|" {
        index += 2
        guard let next = conjunction() else { return nil }
        value = value || next
      }
      return value
    }
    let value = disjunction()
    return index == tokens.count ? value : nil
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
