// Models SwiftUI's `TextEditorStyle`: a custom style set with `textEditorStyle(_:)`
// has its `makeBody(configuration:)` realized in the editor (custom views in it are
// counted). SwiftUI's configuration hands the style nothing of the editor, so the
// editor keeps its text as its node's leaf and takes typing as before. A built-in
// style (`.plain`) is a value shown on the modifier's node.
// Status: Complete for custom and built-in styles. Differs: the editor's own drawing
// is not replaced (it is its leaf); a style's body is made when its editor is expanded.

/// A style that draws a text editor.
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// Makes the editor's appearance.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What the style is given.
  typealias Configuration = TextEditorStyleConfiguration
}

/// What a text editor style is given (nothing of the editor, in SwiftUI).
public struct TextEditorStyleConfiguration {}

/// The platform's text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle, SystemStyle, CustomStringConvertible {
  /// The automatic style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }

  /// The editor as the platform draws it.
  public func makeBody(configuration: AutomaticTextEditorStyle.Configuration) -> AutomaticTextEditorStyle.Body {
    Body()
  }

  /// The platform's drawing of an editor: its text is the editor's own leaf.
  @MainActor @preconcurrency
  public struct Body: View {
    /// What the platform draws.
    @MainActor @preconcurrency public var body: some View {
      SystemStyleBody(kind: "textEditorStyle", name: "automatic", parts: [])
    }
  }
}

/// A text editor without decoration.
public struct PlainTextEditorStyle: TextEditorStyle, SystemStyle, CustomStringConvertible {
  /// The plain style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "plain" }
  /// The editor without decoration.
  public func makeBody(configuration: PlainTextEditorStyle.Configuration) -> some View {
    SystemStyleBody(kind: "textEditorStyle", name: description, parts: [])
  }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The platform's text editor style.
  @MainActor @preconcurrency public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// A text editor without decoration.
  @MainActor @preconcurrency public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
  /// Sets how text editors below are drawn: a custom style's body is realized in each.
  nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> ModifiedContent<Self, StyleModifier> {
    styled("textEditorStyle", kind: "textEditor", style)
  }
}

extension TextEditor {
  /// Adds a custom style's body in the editor, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "textEditor") { style in
      (style as? any TextEditorStyle)?.makeBody(configuration: TextEditorStyleConfiguration())
    }
  }
}
