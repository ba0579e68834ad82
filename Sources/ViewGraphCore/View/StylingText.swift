// Models the rest of SwiftUI's `Text` styling: line styles with patterns, text
// scales, typesetting languages, font widths, custom attributes and text variants,
// and the view modifiers that set them on the text below. A `Text` modifier returns
// a new `Text` whose attributes show the value (equal texts compare equal, a changed
// value is a leaf update); a view modifier keeps its value as its node's input.
// Status: Complete for what is shown. Differs: nothing is laid out or drawn, so a
// size-dependent variant shows its preference, not the variant a width picks.

extension Text {
  /// How a line under or through text is drawn.
  public struct LineStyle: Hashable, Sendable, CustomStringConvertible {
    /// The line's pattern.
    package let pattern: Pattern
    /// The line's colour (`nil`: the text's colour).
    package let color: Color?

    /// A line style of a pattern and colour.
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = Text.LineStyle()

    public var description: String { color.map { "\(pattern), \($0)" } ?? "\(pattern)" }

    /// The pattern of a line: solid, dotted or dashed.
    public struct Pattern: Sendable, Hashable, CustomStringConvertible {
      let name: String
      public var description: String { name }
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// Alternate dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// A dash and two dots, repeated.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }

  /// The scale of a text relative to its font: the default, or the smaller secondary one.
  public struct Scale: Sendable, Hashable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// A smaller size for secondary text.
    public static let secondary = Scale(name: "secondary")
  }

  /// A line pattern's attribute: just the attribute's name for a plain solid line.
  nonisolated private func line(_ name: String, _ pattern: LineStyle.Pattern, _ color: Color?) -> Text {
    let values = (pattern == .solid ? [] : ["\(pattern)"]) + (color.map { ["\($0)"] } ?? [])
    return adding(values.isEmpty ? name : "\(name): \(values.joined(separator: ", "))")
  }

  /// Strikes the text through with a pattern.
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The line's pattern.
  ///   - color: The line's colour (`nil`: the text's).
  /// - Returns: The text with the line.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    isActive ? line("strikethrough", pattern, color) : self
  }

  /// Underlines the text with a pattern.
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The line's pattern.
  ///   - color: The line's colour (`nil`: the text's).
  /// - Returns: The text with the line.
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    isActive ? line("underline", pattern, color) : self
  }

  /// Scales the text relative to its font.
  /// - Parameters:
  ///   - scale: The scale.
  ///   - isEnabled: Whether the scale applies.
  /// - Returns: The scaled text.
  nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
    isEnabled ? adding("textScale: \(scale)") : self
  }

  /// Sets the language the text is typeset for.
  /// - Parameters:
  ///   - language: The language.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The text typeset for the language.
  nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
    isEnabled ? adding("typesettingLanguage: \(language)") : self
  }

  /// Sets the width of the text's font.
  nonisolated public func fontWidth(_ width: Font.Width?) -> Text { adding("fontWidth: \(shown(width))") }

  /// Adds a custom attribute to the text (for a `TextRenderer`).
  nonisolated public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    adding("customAttribute: \(value)")
  }

  /// Chooses a variant of the text's content.
  nonisolated public func textVariant<V: TextVariantPreference>(_ preference: V) -> ModifiedContent<
    Text, VisualModifier
  > {
    visual("textVariant", "\(preference)")
  }
}

extension Text {
  /// Shows an image inline, as part of the text: its run shows the image's name and
  /// attributes, so `Text(Image(systemName: "star")) + Text(" Saved")` reads as written.
  nonisolated public init(_ image: Image) {
    let attributes = image.attributes.isEmpty ? "" : " [\(image.attributes.joined(separator: ", "))]"
    self.init(verbatim: "Image(\(image.name)\(attributes))")
  }
}

/// A value a text carries for a `TextRenderer`.
public protocol TextAttribute: Hashable {}

/// The variant of a text's content to show.
public protocol TextVariantPreference {}

/// The text's content as written.
public struct FixedTextVariant: TextVariantPreference, Sendable, CustomStringConvertible {
  public var description: String { "fixed" }
}

/// A variant of the text's content that fits its space.
public struct SizeDependentTextVariant: TextVariantPreference, Sendable, CustomStringConvertible {
  public var description: String { "sizeDependent" }
}

extension TextVariantPreference where Self == FixedTextVariant {
  /// The text's content as written.
  public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
  /// A variant that fits the text's space.
  public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

/// The language a text is typeset for: the automatic one or an explicit language.
public struct TypesettingLanguage: Sendable, Equatable, CustomStringConvertible {
  let name: String
  /// A typesetting language by name (`explicit(_:)`, with a `Locale.Language`, is in `ViewGraph`).
  package init(name: String) { self.name = name }
  public var description: String { name }
  /// The language of the text's content.
  public static let automatic = TypesettingLanguage(name: "automatic")
}

// MARK: - View modifiers

extension View {
  /// Strikes through the text below.
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The line's pattern.
  ///   - color: The line's colour (`nil`: the text's).
  /// - Returns: The view with the line.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("strikethrough", isActive ? "\(Text.LineStyle(pattern: pattern, color: color))" : "false")
  }

  /// Underlines the text below.
  /// - Parameters:
  ///   - isActive: Whether the line is drawn.
  ///   - pattern: The line's pattern.
  ///   - color: The line's colour (`nil`: the text's).
  /// - Returns: The view with the line.
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("underline", isActive ? "\(Text.LineStyle(pattern: pattern, color: color))" : "false")
  }

  /// Scales the text below relative to its font.
  /// - Parameters:
  ///   - scale: The scale.
  ///   - isEnabled: Whether the scale applies.
  /// - Returns: The view with the scale.
  nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("textScale", isEnabled ? "\(scale)" : nil)
  }

  /// Sets the language the text below is typeset for.
  /// - Parameters:
  ///   - language: The language.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view with the language.
  nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("typesettingLanguage", isEnabled ? "\(language)" : nil)
  }

  /// Sets which way the selection of text below leans at a line break.
  nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("textSelectionAffinity", "\(affinity)")
  }

  /// Sets how prominent the badges below are.
  nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> ModifiedContent<Self, VisualModifier> {
    visual("badgeProminence", "\(prominence)")
  }

  /// Sets the colour scheme of the view and the views below (the form SwiftUI
  /// replaced with `preferredColorScheme(_:)`): an environment write, as SwiftUI's
  /// (main-actor, as the engine's other environment writes are: SwiftUI's is nonisolated).
  public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.colorScheme, colorScheme)
  }
}
