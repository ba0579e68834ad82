// Models SwiftUI's `Text`: a primitive whose leaf is its string. Modifiers that
// SwiftUI declares on `Text` itself (`bold`, `font`, `foregroundStyle`, …) return a
// `Text`, so `Text("a").bold() + Text("b")` composes; they are part of the leaf
// (its attributes), so a changed one is a leaf update, not a body.
// Status: Complete for what is shown. Differs: no localisation (a key shows as
// written); a format specifier supports the C forms ported code uses (%d, %f, %@…).

/// A view that shows text.
public struct Text: View, BuiltinView, Equatable {
  /// What its leaf shows of the environment (ScreenTraits.swift).
  package static var traitAudience: TraitAudience { [.text, .foreground] }
  /// The runs of a text: one, or several joined with `+`.
  struct Run: Equatable, Sendable {
    var string: String
    var attributes: [String] = []
    /// A value formatted where it is shown, with the environment's locale.
    var deferred: DeferredFormat?

    /// The run's text in an environment.
    func text(in environment: EnvironmentValues) -> String {
      deferred.map { $0.format(environment) } ?? string
    }
  }

  /// A value to format with the environment (`Text(_:format:)`, date styles),
  /// compared by the value and the format it was given.
  ///
  /// Unchecked: texts are made and shown on the main actor, and the closure only formats its
  /// captured value.
  package struct DeferredFormat: Equatable, @unchecked Sendable {
    let key: String
    let format: (EnvironmentValues) -> String
    package init(key: String, format: @escaping (EnvironmentValues) -> String) {
      self.key = key
      self.format = format
    }
    package static func == (lhs: DeferredFormat, rhs: DeferredFormat) -> Bool { lhs.key == rhs.key }
  }

  /// The runs of a text that is more than a plain string: styled, joined or formatted.
  ///
  /// Immutable, so that texts share it; a plain text has none.
  final class Styled: Sendable {
    let runs: [Run]
    init(_ runs: [Run]) { self.runs = runs }
  }

  /// The string of a plain text (a text is two words: it fits in a view existential's
  /// inline buffer, so making one allocates nothing).
  private var plain: String
  /// The runs, when the text is not a plain string.
  private var styled: Styled?

  /// Every run, in order.
  nonisolated var runs: [Run] { styled?.runs ?? [Run(string: plain)] }

  private nonisolated init(runs: [Run]) {
    plain = runs.map(\.string).joined()
    styled = Styled(runs)
  }

  /// Shows a value formatted with the environment where the text is shown.
  nonisolated package init(deferred: DeferredFormat) {
    self.init(runs: [Run(string: deferred.format(EnvironmentValues()), deferred: deferred)])
  }

  /// Shows a string without localisation.
  nonisolated public init(verbatim content: String) { plain = content }

  /// Shows a string value (not a literal: literals are localized keys).
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) { plain = String(content) }

  /// Shows a string; the engine's own texts use it.
  nonisolated package init(string: String) { plain = string }

  public var body: Never { builtinBody() }

  /// The string shown (formatted values as the default environment shows them).
  nonisolated package var string: String { plain }

  public nonisolated static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.plain == rhs.plain && (lhs.styled === rhs.styled || lhs.runs == rhs.runs)
  }

  /// The leaf of a view that is a plain `Text` (no styled, joined or formatted
  /// runs): all its expansion gives.
  ///
  /// `nil` for any other view.
  static func plainLeaf(of view: any View) -> LeafContent? {
    func open<V: View>(_ value: V) -> LeafContent? {
      guard V.self == Text.self else { return nil }
      let text = unsafeBitCast(value, to: Text.self)
      return text.styled == nil ? text.plainLeaf : nil
    }
    return open(view)
  }

  /// A plain text's leaf: its string.
  nonisolated private var plainLeaf: LeafContent { LeafContent(kind: "Text", value: plain) }

  package func expand(into expansion: inout Expansion) {
    guard let styled else {
      expansion.leaf = plainLeaf
      return
    }
    let deferred = styled.runs.contains { $0.deferred != nil }
    // A formatted value follows the environment's locale: the text reads it.
    if deferred { expansion.readsEnvironment = true }
    let shown = deferred ? styled.runs.map { $0.text(in: expansion.environment) }.joined() : plain
    expansion.leaf = LeafContent(kind: "Text", value: shown, attributes: attributeDescription(styled.runs))
  }

  nonisolated private func attributeDescription(_ runs: [Run]) -> String {
    if runs.count == 1 { return runs[0].attributes.joined(separator: ", ") }
    let styled = runs.filter { !$0.attributes.isEmpty }
    return styled.map { "\"\($0.string)\": \($0.attributes.joined(separator: ", "))" }.joined(separator: "; ")
  }

  /// The same text with an attribute added to every run (a `Text` modifier).
  nonisolated package func adding(_ attribute: String) -> Text {
    Text(
      runs: runs.map { run in
        var run = run
        run.attributes.append(attribute)
        return run
      })
  }

  /// Joins two texts into one, each keeping its attributes.
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }
}

// MARK: - Localized keys

extension Text {
  /// Shows a localized key (here, its text as written); the public initializer, with
  /// a `Bundle`, is in `ViewGraph`.
  nonisolated package init(key: LocalizedStringKey) {
    plain = key.text
  }
}

/// A key for a localized string; the engine shows the key's text as written.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key shows.
  package var text: String

  /// A key from a string.
  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// An interpolation into a key: values, texts and format specifiers.
  public struct StringInterpolation: StringInterpolationProtocol {
    package var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ string: String) { text += string }
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    /// A value that describes itself: no dynamic cast (numbers, most values).
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { text += value.description }
    public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
    /// A value formatted with a C format specifier, such as `%.2f` or `%d`.
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) {
      text += CFormat.format(specifier, value)
    }
  }
}

// MARK: - Text modifiers that return Text

extension Text {
  /// Sets the text's font.
  nonisolated public func font(_ font: Font?) -> Text { adding("font: \(font.map { "\($0)" } ?? "nil")") }
  /// Sets the text's weight.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
    adding("fontWeight: \(weight.map { "\($0)" } ?? "nil")")
  }
  /// Sets the text's design.
  nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
    adding("fontDesign: \(design.map { "\($0)" } ?? "nil")")
  }
  /// Sets the text's colour.
  nonisolated public func foregroundColor(_ color: Color?) -> Text {
    adding("foregroundColor: \(color.map { "\($0)" } ?? "nil")")
  }
  /// Sets the text's style.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding("foregroundStyle: \(style)") }
  /// Makes the text bold.
  nonisolated public func bold() -> Text { adding("bold") }
  /// Makes the text bold when active.
  nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? adding("bold") : self }
  /// Makes the text italic.
  nonisolated public func italic() -> Text { adding("italic") }
  /// Makes the text italic when active.
  nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? adding("italic") : self }
  /// Strikes the text through.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? adding("strikethrough\(color.map { ": \($0)" } ?? "")") : self
  }
  /// Underlines the text.
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? adding("underline\(color.map { ": \($0)" } ?? "")") : self
  }
  /// Uses a monospaced font.
  nonisolated public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding("monospaced") : self }
  /// Uses monospaced digits.
  nonisolated public func monospacedDigit() -> Text { adding("monospacedDigit") }
}

// MARK: - Fonts

/// A font, recorded by what it is made of.
public struct Font: Sendable, Hashable, CustomStringConvertible {
  package var name: String

  /// Makes a font from its description.
  package init(name: String) { self.name = name }

  public var description: String { name }

  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")
  public static let footnote = Font(name: "footnote")

  /// A system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(name: "system(\(style)\(design.map { ", \($0)" } ?? "")\(weight.map { ", \($0)" } ?? ""))")
  }

  /// The same font, bold.
  public func bold() -> Font { Font(name: "\(name).bold") }
  /// The same font, italic.
  public func italic() -> Font { Font(name: "\(name).italic") }
  /// The same font with a weight.
  public func weight(_ weight: Weight) -> Font { Font(name: "\(name).weight(\(weight))") }
  /// The same font with monospaced digits.
  public func monospacedDigit() -> Font { Font(name: "\(name).monospacedDigit") }
  /// The same font, monospaced.
  public func monospaced() -> Font { Font(name: "\(name).monospaced") }
  /// The same font in small capitals.
  public func smallCaps() -> Font { Font(name: "\(name).smallCaps") }

  /// A text style of the system font.
  public enum TextStyle: Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A font weight.
  public struct Weight: Sendable, Hashable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// A font design.
  public enum Design: Sendable, Hashable {
    case `default`, serif, rounded, monospaced
  }
}

// MARK: - Format specifiers

/// The C format specifiers of `"\(value, specifier: "%.2f")"`, without Foundation.
package enum CFormat {
  /// Formats one value with a specifier such as `%d`, `%.2f`, `%5.1f`, `%@` or `%x`;
  /// text around the specifier is kept.
  package static func format<T>(_ specifier: String, _ value: T) -> String {
    let chars = Array(specifier)
    // The first `%` that is not `%%` starts the conversion.
    var search = 0
    var found: Int?
    while search < chars.count {
      if chars[search] == "%" {
        if search + 1 < chars.count, chars[search + 1] == "%" {
          search += 2
          continue
        }
        found = search
        break
      }
      search += 1
    }
    guard let percent = found else { return specifier.replacingPercents() }
    var index = percent + 1
    var flags = ""
    while index < chars.count, "-+ 0#'".contains(chars[index]) {
      flags.append(chars[index])
      index += 1
    }
    var width = 0
    while index < chars.count, let digit = chars[index].wholeNumberValue {
      width = width * 10 + digit
      index += 1
    }
    var precision: Int?
    if index < chars.count, chars[index] == "." {
      index += 1
      var p = 0
      while index < chars.count, let digit = chars[index].wholeNumberValue {
        p = p * 10 + digit
        index += 1
      }
      precision = p
    }
    while index < chars.count, "hlqLzjt".contains(chars[index]) { index += 1 }
    guard index < chars.count else { return specifier }
    let conversion = chars[index]
    var body: String
    switch conversion {
    case "d", "i", "u":
      body = integer(value).map { String($0) } ?? String(describing: value)
    case "x", "X":
      body = integer(value).map { String($0, radix: 16, uppercase: conversion == "X") } ?? String(describing: value)
    case "f", "F":
      body = double(value).map { fixed($0, digits: precision ?? 6) } ?? String(describing: value)
    case "g", "G", "e", "E":
      body =
        double(value).map { number in precision.map { fixed(number, digits: $0) } ?? "\(number)" }
        ?? String(describing: value)
    default:
      body = String(describing: value)
    }
    if flags.contains("+"), let number = double(value), number >= 0 { body = "+" + body }
    if body.count < width {
      let pad = String(repeating: flags.contains("0") && !flags.contains("-") ? "0" : " ", count: width - body.count)
      body = flags.contains("-") ? body + pad : pad + body
    }
    func literal(_ text: ArraySlice<Character>) -> String {
      String(text).replacingPercents()
    }
    return literal(chars[..<percent]) + body + literal(chars[(index + 1)...])
  }

  private static func integer<T>(_ value: T) -> Int? {
    switch value {
    case let v as any BinaryInteger: Int(v)
    case let v as Double: Int(v)
    case let v as Float: Int(v)
    default: nil
    }
  }

  private static func double<T>(_ value: T) -> Double? {
    switch value {
    case let v as Double: v
    case let v as Float: Double(v)
    case let v as any BinaryInteger: Double(Int(v))
    case let v as any BinaryFloatingPoint: Double(String(describing: v))
    default: nil
    }
  }

  /// A number with a fixed count of decimals, rounded half away from zero.
  package static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    let digits = min(digits, 15)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else { return "\(value)" }
    let whole = UInt64(scaled)
    let unit = UInt64(scale)
    var text = String(whole / unit)
    if digits > 0 {
      let fraction = String(whole % unit)
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return (value < 0 && scaled != 0 ? "-" : "") + text
  }
}

extension String {
  /// The text with each `%%` of a format turned into `%`.
  fileprivate func replacingPercents() -> String {
    var out = ""
    var previousWasPercent = false
    for ch in self {
      if ch == "%" && previousWasPercent {
        previousWasPercent = false
        continue
      }
      previousWasPercent = ch == "%"
      out.append(ch)
    }
    return out
  }
}
