// Models SwiftUI's `TextEditor`: a multi-line text control bound to a string. It has
// no title of its own: an input finds it by the accessibility label set on it, as a
// UI test does (`.accessibilityLabel("Notes")`, then `host.type(_:into: "Notes")`).
// Status: Complete for a string; the attributed-string form is not declared.

/// A control that edits multi-line text.
public struct TextEditor: View, BuiltinView, TextInputControl {
  /// What its leaf shows of the environment (ScreenTraits.swift).
  package static var traitAudience: TraitAudience { [.text, .foreground] }
  package let text: Binding<String>
  package var controlTitle: String? { nil }

  /// An editor of a string.
  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "TextEditor", value: text.location.get())
    // A custom text editor style's body, in the editor (StylesTextEditors.swift).
    _ = addStyled(into: &expansion)
  }
}
