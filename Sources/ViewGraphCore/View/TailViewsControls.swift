// Text controls bound to a selection (`TextField(_:text:selection:prompt:axis:)`,
// `TextEditor(text:selection:)`), and the label of a control group titled with an
// image of the asset catalog (ViewGraph's `ControlGroup(_:image:content:)`).
// Status: Partial. Differs: a text control's selection binding is not read or
// written: typing appends to the text, and no cursor moves.

extension TextField where Label == Text {
  /// A text field titled with a localized key, bound to a selection.
  ///
  /// - Parameters:
  ///   - titleKey: The field's title.
  ///   - text: The text.
  ///   - selection: The selection in the text (not read or written here).
  ///   - prompt: The prompt shown while the field is empty.
  ///   - axis: The axis the field grows along, if it grows.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text, axis: axis)
  }

  /// A text field titled with a string, bound to a selection.
  ///
  /// - Parameters:
  ///   - title: The field's title.
  ///   - text: The text.
  ///   - selection: The selection in the text (not read or written here).
  ///   - prompt: The prompt shown while the field is empty.
  ///   - axis: The axis the field grows along, if it grows.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(label: Text(title), title: String(title), text: text, axis: axis)
  }
}

extension TextEditor {
  /// An editor of a string, bound to a selection.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - selection: The selection in the text (not read or written here).
  public init(text: Binding<String>, selection: Binding<TextSelection?>) {
    self.init(text: text)
  }
}

extension LabeledControlGroupContent {
  /// A control group's content with its label (for the forms ViewGraph declares).
  package static func labeled(_ content: Content, _ label: Label) -> Self { Self(content: content, label: label) }
}
