// Models SwiftUI's attributes of attributed strings (`AttributeScopes.SwiftUIAttributes`:
// font, colours, line styles, kerning, tracking, baseline offset) and `Text` made from
// an `AttributedString`: each run of the string is a run of the text, styled by its
// SwiftUI attributes, as if joined with `+`, so a run's changed attribute is a leaf
// update of the text.
// Status: Complete for what is shown. Differs: Foundation's own attributes (links,
// inline presentation intents) are part of the string, not shown as styling.

extension AttributeScopes {
  /// The attributes SwiftUI's `Text` draws from an attributed string.
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    /// The colour of a run's text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// The colour behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// The line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// The line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// The kerning of a run.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    /// The tracking of a run.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    /// The offset of a run from the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }

    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
    public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
  }

  /// SwiftUI's attributes.
  public var swiftUI: AttributeScopes.SwiftUIAttributes.Type { AttributeScopes.SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name (`string.font = .body`).
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}

extension Text {
  /// Shows an attributed string: each run styled by its SwiftUI attributes.
  nonisolated public init(_ attributedContent: AttributedString) {
    typealias Scope = AttributeScopes.SwiftUIAttributes
    var text: Text?
    for run in attributedContent.runs {
      var piece = Text(verbatim: String(attributedContent[run.range].characters))
      if let font = run[Scope.FontAttribute.self] { piece = piece.font(font) }
      if let color = run[Scope.ForegroundColorAttribute.self] { piece = piece.foregroundColor(color) }
      if let color = run[Scope.BackgroundColorAttribute.self] { piece = piece.adding("backgroundColor: \(color)") }
      if let line = run[Scope.StrikethroughStyleAttribute.self] {
        piece = piece.strikethrough(pattern: line.pattern, color: line.color)
      }
      if let line = run[Scope.UnderlineStyleAttribute.self] {
        piece = piece.underline(pattern: line.pattern, color: line.color)
      }
      if let kern = run[Scope.KerningAttribute.self] { piece = piece.kerning(kern) }
      if let tracking = run[Scope.TrackingAttribute.self] { piece = piece.tracking(tracking) }
      if let offset = run[Scope.BaselineOffsetAttribute.self] { piece = piece.baselineOffset(offset) }
      text = text.map { $0 + piece } ?? piece
    }
    self = text ?? Text(verbatim: "")
  }
}
