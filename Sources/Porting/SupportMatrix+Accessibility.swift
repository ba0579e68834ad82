// Accessibility: the accessibility modifiers and their value types.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let accessibilityFamilies: [Family] = [
    Family(
      name: "Accessibility focus", status: .modelled,
      apis: ["@AccessibilityFocusState", ".accessibilityFocused", "AccessibilityTechnologies"],
      note:
        "View-local state, as `@FocusState`: setting it moves focus to the element bound to the new value, whose `accessibilityFocused` leaf follows the state whether or not a body re-ran. No assistive technology moves focus by itself; the technologies a state is limited to are kept, not used."
    ),
    Family(
      name: "Accessibility actions", status: .modelled,
      apis: [
        ".accessibilityAction", ".accessibilityAdjustableAction", ".accessibilityScrollAction",
        ".accessibilityZoomAction", "AccessibilityActionKind", "AccessibilityActionCategory",
        "AccessibilityAdjustmentDirection", "AccessibilityZoomGestureAction",
      ],
      note:
        "Handlers are stored, not run by updates; `host.performAccessibilityAction(_:of:)` (by name, or kind: `default`, `escape`, `magicTap`), `host.adjustAccessibility(_:of:)`, `host.accessibilityScroll(_:of:)` and `host.accessibilityZoom(_:of:at:)` run one as a transaction, the element found by its accessibility label or first text. The action's name is shown; `accessibilityAction(action:label:)` realizes its label view, whose first text names it."
    ),
    Family(
      name: "Accessibility stand-ins", status: .modelled,
      apis: [".accessibilityRepresentation", ".accessibilityChildren", ".accessibilityActions"],
      note:
        "The view each takes is realized beside the content, named by the modifier in paths (`Row/accessibilityActions/…`), so its bodies are counted; the content is still what shows (a representation replaces only the accessibility element). An `accessibilityActions` button is tapped by its title, as an assistive technology would perform it."
    ),
    Family(
      name: "Accessibility properties", status: .visual,
      apis: [
        "AccessibilityAttachmentModifier", ".accessibilityInputLabels", ".accessibilityHeading",
        ".accessibilityTextContentType", ".accessibilityCustomContent", ".accessibilityDirectTouch",
        ".accessibilityRespondsToUserInteraction", ".accessibilityIgnoresInvertColors", ".accessibilityActivationPoint",
        ".accessibilityDragPoint", ".accessibilityDropPoint", "AccessibilityTraits", "AccessibilityChildBehavior",
        "AccessibilityHeadingLevel", "AccessibilityTextContentType", "AccessibilityCustomContentKey", "AXCustomContent",
        "AccessibilityDirectTouchOptions", "AccessibilityLabeledPairRole",
      ],
      note:
        "Each value is its node's input; a form given `isEnabled: false` applies nothing. Accessibility modifiers chained on one another share one `AccessibilityAttachmentModifier`, each property still a node of its own; `Text`'s accessibility modifiers return a `Text` and show as its attributes. There is no accessibility tree: properties are shown, not merged into elements."
    ),
    Family(
      name: "Speech", status: .visual,
      apis: [
        ".speechAdjustedPitch", ".speechAlwaysIncludesPunctuation", ".speechAnnouncementsQueued",
        ".speechSpellsOutCharacters",
      ],
      note: "On views and on `Text` (as its attributes); nothing is spoken."),
    Family(
      name: "Accessibility rotors and large content", status: .compilesOnly,
      apis: [
        ".accessibilityRotor", "AccessibilityRotorEntry", "AccessibilityRotorContent",
        "AccessibilityRotorContentBuilder",
        "AccessibilitySystemRotor", ".accessibilityShowsLargeContentViewer",
      ],
      note:
        "A rotor's label (and its entries' labels when given as an array) are shown; a builder's entries and their `prepare` closures are stored, not run, as no input turns to a rotor. A large content view is kept, not realized: no input presents the large content viewer."
    ),
    Family(
      name: "Accessibility links and charts", status: .unsupported,
      apis: [
        ".accessibilityChartDescriptor", "AXChartDescriptorRepresentable",
      ],
      note:
        "Not declared: the chart descriptor takes the Accessibility framework's `AXChartDescriptor`."
    ),
  ]
}
