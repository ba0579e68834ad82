// Models SwiftUI's toggles and text fields. Each is a primitive whose leaf shows
// its title and bound value, re-read after every flush (a control shows its binding
// even when no body re-ran); a label view that is not its title is realized as its
// child. `host.toggle`, `type`, `setText` and `submit` drive them as a user would,
// one transaction each.
// Status: Complete. Differs: a text field with a format keeps its edited text as a
// draft and writes the value on each keystroke that parses (SwiftUI writes it on
// submit).

/// A switch bound to a Boolean.
public struct Toggle<Label: View>: View, BuiltinView, ToggleControl {
  let label: Label
  package let controlTitle: String?
  package let isOn: Binding<Bool>

  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    self.controlTitle = plainTitle(of: self.label)
  }

  package init(label: Label, title: String?, isOn: Binding<Bool>) {
    self.label = label
    self.isOn = isOn
    self.controlTitle = title ?? plainTitle(of: label)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Toggle", value: "\(controlTitle ?? ""): \(isOn.location.get() ? "on" : "off")")
    if addStyled(into: &expansion) { return }
    expansion.add(.content, label)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(label: Text(key: titleKey), title: titleKey.text, isOn: isOn)
  }

  /// A toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(label: Text(title), title: String(title), isOn: isOn)
  }
}

extension Toggle where Label == ViewGraphCore.Label<Text, Image> {
  /// A toggle titled with a localized key and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, isOn: isOn)
  }

  /// A toggle titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), isOn: isOn)
  }
}

// MARK: - Text fields

/// An editable text field bound to a string.
public struct TextField<Label: View>: View, BuiltinView, DraftedTextInput {
  /// What its leaf shows of the environment (ScreenTraits.swift).
  package static var traitAudience: TraitAudience { [.text, .foreground] }
  let label: Label
  package let controlTitle: String?
  package let text: Binding<String>
  let axis: Axis?
  /// For a field with a format: the value formatted, and the parse-and-write.
  let format: FieldFormat?
  /// The action of the deprecated `onCommit:` forms, run when the field is submitted.
  package var onCommit: (() -> Void)? = nil

  package init(label: Label, title: String?, text: Binding<String>, axis: Axis? = nil) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.text = text
    self.axis = axis
    self.format = nil
  }

  /// A field editing a value through a format: its text is a draft it keeps.
  package init(label: Label, title: String?, format: FieldFormat) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.text = Binding(deferring: format.formatted, set: { _ = format.commit($0) })
    self.axis = nil
    self.format = format
  }

  /// The text shown: the draft while it is being edited, else the value formatted.
  private func shownText(_ state: Any?) -> String {
    guard let format else { return text.location.get() }
    let current = format.formatted()
    guard let draft = state as? FieldDraft, draft.basis == current, let edited = draft.text else { return current }
    return edited
  }

  package func edit(state: inout Any?, _ change: (String) -> String) {
    guard let format else {
      text.wrappedValue = change(text.wrappedValue)
      return
    }
    let draft = state as? FieldDraft ?? FieldDraft()
    state = draft
    let edited = change(shownText(draft))
    draft.text = edited
    _ = format.commit(edited)
    draft.basis = format.formatted()
  }

  /// A text field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, text: text)
  }

  /// A text field with a label view, growing along an axis.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, text: text, axis: axis)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "TextField", value: "\(controlTitle ?? ""): \(shownText(expansion.memo))")
    if !(label is Text) { expansion.add(.content, label) }
  }
}

extension TextField where Label == Text {
  /// A text field titled with a localized key (its placeholder).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
  }

  /// A text field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(label: Text(title), title: String(title), text: text)
  }

  /// A text field titled with a localized key, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
  }

  /// A text field titled with a string, with a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(title), title: String(title), text: text)
  }

  /// A text field titled with a localized key, growing along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text, axis: axis)
  }

  /// A text field titled with a string, growing along an axis.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(label: Text(title), title: String(title), text: text, axis: axis)
  }

  /// A text field titled with a localized key, with a prompt, growing along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text, axis: axis)
  }

  /// A text field titled with a string, with a prompt, growing along an axis.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(title), title: String(title), text: text, axis: axis)
  }
}

/// A text field that hides what is typed.
public struct SecureField<Label: View>: View, BuiltinView, TextInputControl {
  /// What its leaf shows of the environment (ScreenTraits.swift).
  package static var traitAudience: TraitAudience { [.text, .foreground] }
  let label: Label
  package let controlTitle: String?
  package let text: Binding<String>
  /// The action of the deprecated `onCommit:` form, run when the field is submitted.
  package var onCommit: (() -> Void)? = nil

  package init(label: Label, title: String?, text: Binding<String>) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.text = text
  }

  /// A secure field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, text: text)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let shown = String(repeating: "•", count: text.location.get().count)
    expansion.leaf = LeafContent(kind: "SecureField", value: "\(controlTitle ?? ""): \(shown)")
    if !(label is Text) { expansion.add(.content, label) }
  }
}

extension SecureField where Label == Text {
  /// A secure field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
  }

  /// A secure field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(label: Text(title), title: String(title), text: text)
  }

  /// A secure field titled with a localized key, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
  }

  /// A secure field titled with a string, with a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(title), title: String(title), text: text)
  }
}

/// How a field with a format shows and writes its value.
package struct FieldFormat {
  /// The current value, formatted.
  package let formatted: () -> String
  /// Parses a text and writes the value; `false` when it does not parse.
  package let commit: (String) -> Bool
  package init(formatted: @escaping () -> String, commit: @escaping (String) -> Bool) {
    self.formatted = formatted
    self.commit = commit
  }
}

/// The text being edited in a field with a format, and the value it was edited from.
final class FieldDraft {
  var text: String?
  var basis = ""
}
