// Models SwiftUI's accessibility modifiers: each sets a property of the view's
// accessibility element (a label, a value, a hint, traits, an action, custom
// content), kept as the input of its node and shown as the node's leaf
// (`accessibilityLabel(Share)`), so a changed value is a leaf update and an equal
// one costs nothing. As in SwiftUI, they return the view with an
// `AccessibilityAttachmentModifier`, and a further accessibility modifier on that
// adds its property to the same attachment: each property is still a node of its
// own, in the order applied (the last one outermost), as a chain of visual
// modifiers would be. A form given `isEnabled: false` applies nothing (no leaf).
// Actions are stored, not run by updates: an input performs them as an assistive
// technology would (AccessibilityInputs.swift). Views an accessibility modifier
// takes (its actions' buttons, a representation, children) are realized beside the
// view's content, named by the modifier in paths.
// Status: Partial. Differs: there is no accessibility tree: properties are shown,
// not merged into elements.

/// A property of an accessibility element, as one modifier sets it.
package struct AccessibilityProperty {
  /// The modifier's name, the kind of its node's leaf.
  package let name: String
  /// The value shown; `nil` shows nothing (a form disabled with `isEnabled: false`).
  package let value: String?
  /// A view the modifier takes, realized as a child named `name` in paths.
  package var attached: (any View)?
  /// An action or other closure, stored: no assistive technology runs it.
  package var handler: Any?

  /// A property showing a value, with what it takes.
  nonisolated package init(_ name: String, _ value: String?, attached: (any View)? = nil, handler: Any? = nil) {
    self.name = name
    self.value = value
    self.attached = attached
    self.handler = handler
  }

  /// A property that applies only when enabled: disabled, it shows nothing.
  nonisolated package init(_ name: String, _ value: String, isEnabled: Bool) {
    self.init(name, isEnabled ? value : nil)
  }
}

/// A modifier adding accessibility properties to a view.
public struct AccessibilityAttachmentModifier {
  /// The type of view representing the body: none, it is built in.
  public typealias Body = Never

  /// The properties, in the order the modifiers were applied.
  package let properties: [AccessibilityProperty]

  nonisolated package init(properties: [AccessibilityProperty]) { self.properties = properties }

  /// The same attachment with one more property.
  nonisolated package func adding(_ property: AccessibilityProperty) -> AccessibilityAttachmentModifier {
    AccessibilityAttachmentModifier(properties: properties + [property])
  }
}

extension AccessibilityAttachmentModifier: BuiltinModifier {
  /// The last property's leaf; the earlier ones as nodes inside it, then the content.
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    guard let property = properties.last else {
      expansion.add(.content, content)
      return
    }
    if let value = property.value { expansion.leaf = LeafContent(kind: property.name, value: value) }
    let inner = properties.count > 1 ? nested(content) : content
    if let attached = property.attached {
      expansion.add(.index(0), inner)
      expansion.add(.index(1), Attachment(role: property.name, content: attached))
    } else {
      expansion.add(.content, inner)
    }
  }

  private func nested<C: View>(_ content: C) -> any View {
    ModifiedContent(content: content, modifier: AccessibilityAttachmentModifier(properties: properties.dropLast()))
  }
}

extension View {
  /// The view with an accessibility attachment holding one property.
  nonisolated package func accessibilityAttaching(_ property: AccessibilityProperty) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(properties: [property]))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// The same content, its accessibility attachment holding one more property.
  nonisolated package func accessibilityAdding(_ property: AccessibilityProperty) -> ModifiedContent<Content, Modifier>
  {
    ModifiedContent(content: content, modifier: modifier.adding(property))
  }
}

/// The labels of a list, as shown.
nonisolated private func joined(_ labels: [String]) -> String { labels.joined(separator: ", ") }

/// How custom content shows: its label, value and (when high) importance.
nonisolated private func customContent(_ label: String, _ value: String?, _ importance: AXCustomContent.Importance)
  -> String?
{
  value.map { "\(label): \($0)\(importance == .high ? ", high" : "")" }
}

// MARK: - Labels, values, hints, identifiers

extension View {
  /// Sets the accessibility label, when enabled.
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityLabel", label.string, isEnabled: isEnabled))
  }
  /// Sets the accessibility label from a localized key, when enabled.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityLabel", labelKey.text, isEnabled: isEnabled))
  }
  /// Sets the accessibility label from a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityLabel", String(label), isEnabled: isEnabled))
  }
  /// Sets the accessibility value, when enabled.
  nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityValue", valueDescription.string, isEnabled: isEnabled))
  }
  /// Sets the accessibility value from a localized key, when enabled.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityValue", valueKey.text, isEnabled: isEnabled))
  }
  /// Sets the accessibility value from a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityValue", String(value), isEnabled: isEnabled))
  }
  /// Sets the accessibility hint, when enabled.
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityHint", hint.string, isEnabled: isEnabled))
  }
  /// Sets the accessibility hint from a localized key, when enabled.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityHint", hintKey.text, isEnabled: isEnabled))
  }
  /// Sets the accessibility hint from a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityHint", String(hint), isEnabled: isEnabled))
  }
  /// Hides the view from accessibility, when enabled.
  nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityHidden", "\(hidden)", isEnabled: isEnabled))
  }
  /// Sets the accessibility identifier, when enabled.
  nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityIdentifier", identifier, isEnabled: isEnabled))
  }
  /// Sets the labels Voice Control and Full Keyboard Access know the element by.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map(\.string))))
  }
  /// Sets the input labels from localized keys.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityInputLabels", joined(inputLabelKeys.map(\.text))))
  }
  /// Sets the input labels from strings.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map { String($0) })))
  }
  /// Sets the input labels, when enabled.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map(\.string)), isEnabled: isEnabled))
  }
  /// Sets the input labels from localized keys, when enabled.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityInputLabels", joined(inputLabelKeys.map(\.text)), isEnabled: isEnabled))
  }
  /// Sets the input labels from strings, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map { String($0) }), isEnabled: isEnabled))
  }
  /// Sets the input labels (the form SwiftUI replaced with `accessibilityInputLabels(_:)`).
  nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map(\.string))))
  }
  /// Sets the identifier used to select the element (a form SwiftUI deprecated).
  nonisolated public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilitySelectionIdentifier", "\(selectionIdentifier)"))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds the accessibility label to this attachment.
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", label.string))
  }
  /// Adds the accessibility label from a localized key to this attachment.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", labelKey.text))
  }
  /// Adds the accessibility label from a string to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", String(label)))
  }
  /// Adds the accessibility label to this attachment, when enabled.
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", label.string, isEnabled: isEnabled))
  }
  /// Adds the accessibility label from a localized key to this attachment, when enabled.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", labelKey.text, isEnabled: isEnabled))
  }
  /// Adds the accessibility label from a string to this attachment, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", String(label), isEnabled: isEnabled))
  }
  /// Adds the accessibility value to this attachment.
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", valueDescription.string))
  }
  /// Adds the accessibility value from a localized key to this attachment.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", valueKey.text))
  }
  /// Adds the accessibility value from a string to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", String(value)))
  }
  /// Adds the accessibility value to this attachment, when enabled.
  nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", valueDescription.string, isEnabled: isEnabled))
  }
  /// Adds the accessibility value from a localized key to this attachment, when enabled.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", valueKey.text, isEnabled: isEnabled))
  }
  /// Adds the accessibility value from a string to this attachment, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", String(value), isEnabled: isEnabled))
  }
  /// Adds the accessibility hint to this attachment.
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", hint.string))
  }
  /// Adds the accessibility hint from a localized key to this attachment.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", hintKey.text))
  }
  /// Adds the accessibility hint from a string to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", String(hint)))
  }
  /// Adds the accessibility hint to this attachment, when enabled.
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", hint.string, isEnabled: isEnabled))
  }
  /// Adds the accessibility hint from a localized key to this attachment, when enabled.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", hintKey.text, isEnabled: isEnabled))
  }
  /// Adds the accessibility hint from a string to this attachment, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", String(hint), isEnabled: isEnabled))
  }
  /// Hides the view from accessibility, in this attachment.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHidden", "\(hidden)"))
  }
  /// Hides the view from accessibility, in this attachment, when enabled.
  nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHidden", "\(hidden)", isEnabled: isEnabled))
  }
  /// Adds the accessibility identifier to this attachment.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityIdentifier", identifier))
  }
  /// Adds the accessibility identifier to this attachment, when enabled.
  nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityIdentifier", identifier, isEnabled: isEnabled))
  }
  /// Adds the input labels to this attachment.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map(\.string))))
  }
  /// Adds the input labels from localized keys to this attachment.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityInputLabels", joined(inputLabelKeys.map(\.text))))
  }
  /// Adds the input labels from strings to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map { String($0) })))
  }
  /// Adds the input labels to this attachment, when enabled.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(
      AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map(\.string)), isEnabled: isEnabled))
  }
  /// Adds the input labels from localized keys to this attachment, when enabled.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(
      AccessibilityProperty("accessibilityInputLabels", joined(inputLabelKeys.map(\.text)), isEnabled: isEnabled))
  }
  /// Adds the input labels from strings to this attachment, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(
      AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map { String($0) }), isEnabled: isEnabled))
  }
  /// Adds the accessibility traits to this attachment.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityAddTraits", "\(traits.rawValue)"))
  }
  /// Removes the accessibility traits, in this attachment.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityRemoveTraits", "\(traits.rawValue)"))
  }
  /// Adds the sort priority to this attachment.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilitySortPriority", "\(sortPriority)"))
  }

  // Deprecated forms.

  /// Adds the accessibility label (the form SwiftUI replaced with `accessibilityLabel(_:)`).
  nonisolated public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityLabel", label.string))
  }
  /// Adds the accessibility value (the form SwiftUI replaced with `accessibilityValue(_:)`).
  nonisolated public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityValue", value.string))
  }
  /// Adds the accessibility hint (the form SwiftUI replaced with `accessibilityHint(_:)`).
  nonisolated public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHint", hint.string))
  }
  /// Hides the view from accessibility (the form SwiftUI replaced with `accessibilityHidden(_:)`).
  nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityHidden", "\(hidden)"))
  }
  /// Adds the identifier (the form SwiftUI replaced with `accessibilityIdentifier(_:)`).
  nonisolated public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityIdentifier", identifier))
  }
  /// Adds the input labels (the form SwiftUI replaced with `accessibilityInputLabels(_:)`).
  nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityInputLabels", joined(inputLabels.map(\.string))))
  }
  /// Adds the selection identifier (a form SwiftUI deprecated).
  nonisolated public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilitySelectionIdentifier", "\(selectionIdentifier)"))
  }
  /// Adds the sort priority (the form SwiftUI replaced with `accessibilitySortPriority(_:)`).
  nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilitySortPriority", "\(sortPriority)"))
  }
  /// Adds traits (the form SwiftUI replaced with `accessibilityAddTraits(_:)`).
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityAddTraits", "\(traits.rawValue)"))
  }
  /// Removes traits (the form SwiftUI replaced with `accessibilityRemoveTraits(_:)`).
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityRemoveTraits", "\(traits.rawValue)"))
  }
}

// MARK: - Headings, text content, custom content, interaction

extension View {
  /// Makes the element a heading of a level.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityHeading", "\(level)"))
  }
  /// Sets the kind of text the element holds.
  nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityTextContentType", "\(value)"))
  }
  /// Adds custom content under a key (a `nil` value removes the key's entry).
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityCustomContent", customContent(key.label, value?.string, importance)))
  }
  /// Adds custom content under a key, its value a localized key.
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityCustomContent", customContent(key.label, valueKey.text, importance)))
  }
  /// Adds custom content under a key, its value a string (a `nil` value removes the key's entry).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V?, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty(
        "accessibilityCustomContent", customContent(key.label, value.map { String($0) }, importance)))
  }
  /// Adds custom content with a label.
  nonisolated public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityCustomContent", customContent(label.string, value.string, importance)))
  }
  /// Adds custom content with a localized label.
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityCustomContent", customContent(labelKey.text, value.string, importance)))
  }
  /// Adds custom content with a localized label and value.
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityCustomContent", customContent(labelKey.text, valueKey.text, importance)))
  }
  /// Adds custom content with a localized label, its value a string.
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityCustomContent", customContent(labelKey.text, String(value), importance)))
  }
  /// Makes the view an area that takes touches directly, past an assistive technology.
  nonisolated public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    let shown = options.isEmpty ? "\(isDirectTouchArea)" : "\(isDirectTouchArea), \(options)"
    return accessibilityAttaching(AccessibilityProperty("accessibilityDirectTouch", shown))
  }
  /// Says whether the element responds to the user's interaction.
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)"))
  }
  /// Says whether the element responds to the user's interaction, when enabled.
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty(
        "accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)", isEnabled: isEnabled))
  }
  /// Keeps the view's colours when the system inverts colours.
  nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityIgnoresInvertColors", "\(active)"))
  }
  /// Shows the view in the large content viewer (a long press at the largest text sizes).
  nonisolated public func accessibilityShowsLargeContentViewer() -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityShowsLargeContentViewer", "true"))
  }
  /// Shows a view of its own in the large content viewer: kept, not realized, as
  /// presented content that no input presents (a long press at the largest text sizes).
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityShowsLargeContentViewer", "true", handler: largeContentView()))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Makes the element a heading of a level, in this attachment.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityHeading", "\(level)"))
  }
  /// Sets the kind of text the element holds, in this attachment.
  nonisolated public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityTextContentType", "\(textContentType)"))
  }
  /// Adds custom content under a key to this attachment.
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityCustomContent", customContent(key.label, value?.string, importance)))
  }
  /// Adds custom content under a key, its value a localized key, to this attachment.
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityCustomContent", customContent(key.label, valueKey.text, importance)))
  }
  /// Adds custom content under a key, its value a string, to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V?, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty(
        "accessibilityCustomContent", customContent(key.label, value.map { String($0) }, importance)))
  }
  /// Adds custom content with a label to this attachment.
  nonisolated public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityCustomContent", customContent(label.string, value.string, importance)))
  }
  /// Adds custom content with a localized label to this attachment.
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityCustomContent", customContent(labelKey.text, value.string, importance)))
  }
  /// Adds custom content with a localized label and value to this attachment.
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityCustomContent", customContent(labelKey.text, valueKey.text, importance)))
  }
  /// Adds custom content with a localized label, its value a string, to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityCustomContent", customContent(labelKey.text, String(value), importance)))
  }
  /// Makes the view a direct touch area, in this attachment.
  nonisolated public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Content, Modifier> {
    let shown = options.isEmpty ? "\(isDirectTouchArea)" : "\(isDirectTouchArea), \(options)"
    return accessibilityAdding(AccessibilityProperty("accessibilityDirectTouch", shown))
  }
  /// Says whether the element responds to the user's interaction, in this attachment.
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)"))
  }
  /// Says whether the element responds to the user's interaction, in this attachment, when enabled.
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(
      AccessibilityProperty(
        "accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)", isEnabled: isEnabled))
  }
}

// MARK: - Actions

extension View {
  /// Adds an accessibility action of a kind; `host.performAccessibilityAction` runs its handler.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityAction", "\(actionKind)", handler: handler))
  }
  /// Adds a named accessibility action; `host.performAccessibilityAction` runs its handler.
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityAction", name.string, handler: handler))
  }
  /// Adds an accessibility action named by a localized key; `host.performAccessibilityAction` runs it.
  nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityAction", nameKey.text, handler: handler))
  }
  /// Adds an accessibility action named by a string; `host.performAccessibilityAction` runs it.
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityAction", String(name), handler: handler))
  }
  /// Adds an accessibility action named by a view: the label is realized beside the
  /// content; `host.performAccessibilityAction` finds it by the label's first text.
  nonisolated public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityAction", nil, attached: label(), handler: action))
  }
  /// Adds the actions of the buttons a builder makes: they are realized beside the
  /// content (so a tap on one runs its action, as an assistive technology would).
  nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityActions", nil, attached: content()))
  }
  /// Adds the actions of the buttons a builder makes, in a category: they are
  /// realized beside the content.
  nonisolated public func accessibilityActions<Content: View>(
    category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityActions", "\(category)", attached: content()))
  }
  /// Makes the element adjustable; `host.adjustAccessibility` runs its handler.
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityAdjustableAction", "increment, decrement", handler: handler))
  }
  /// Adds a scroll action (a three-finger swipe); `host.accessibilityScroll` runs its handler.
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityScrollAction", "edges", handler: handler))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds an accessibility action of a kind to this attachment; `host.performAccessibilityAction` runs it.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityAction", "\(actionKind)", handler: handler))
  }
  /// Adds a named accessibility action to this attachment; `host.performAccessibilityAction` runs it.
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityAction", name.string, handler: handler))
  }
  /// Adds an accessibility action named by a localized key to this attachment.
  nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityAction", nameKey.text, handler: handler))
  }
  /// Adds an accessibility action named by a string to this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityAction", String(name), handler: handler))
  }
  /// Makes the element adjustable, in this attachment; `host.adjustAccessibility` runs it.
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityAdjustableAction", "increment, decrement", handler: handler))
  }
  /// Adds a scroll action to this attachment; `host.accessibilityScroll` runs it.
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityScrollAction", "edges", handler: handler))
  }
}

// MARK: - Views standing in for the element

extension View {
  /// Replaces the view's accessibility element with that of another view: the
  /// representation is realized beside the content, which is still what shows.
  nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityRepresentation", nil, attached: representation()))
  }
  /// Replaces the element's children with the elements of other views: they are
  /// realized beside the content, which is still what shows.
  nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityChildren", nil, attached: children()))
  }
}

// MARK: - Speech

extension View {
  /// Reads text below with its punctuation.
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("speechAlwaysIncludesPunctuation", "\(value)")
  }
  /// Spells out text below letter by letter.
  nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("speechSpellsOutCharacters", "\(value)")
  }
  /// Raises or lowers the pitch text below is read in (-1 to 1).
  nonisolated public func speechAdjustedPitch(_ value: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("speechAdjustedPitch", "\(value)")
  }
  /// Queues announcements of text below behind what is being read.
  nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("speechAnnouncementsQueued", "\(value)")
  }
}

extension Text {
  /// Sets the text's accessibility label.
  nonisolated public func accessibilityLabel(_ label: Text) -> Text { adding("accessibilityLabel: \(label.string)") }
  /// Sets the text's accessibility label from a localized key.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
    adding("accessibilityLabel: \(labelKey.text)")
  }
  /// Sets the text's accessibility label from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    adding("accessibilityLabel: \(label)")
  }
  /// Makes the text a heading of a level.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    adding("accessibilityHeading: \(level)")
  }
  /// Sets the kind of text this is, for how it is read.
  nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
    adding("accessibilityTextContentType: \(value)")
  }
  /// Reads the text with its punctuation.
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
    adding("speechAlwaysIncludesPunctuation: \(value)")
  }
  /// Spells out the text letter by letter.
  nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
    adding("speechSpellsOutCharacters: \(value)")
  }
  /// Raises or lowers the pitch the text is read in (-1 to 1).
  nonisolated public func speechAdjustedPitch(_ value: Double) -> Text { adding("speechAdjustedPitch: \(value)") }
  /// Queues the text's announcement behind what is being read.
  nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
    adding("speechAnnouncementsQueued: \(value)")
  }
}
