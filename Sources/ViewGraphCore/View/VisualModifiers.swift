// Models SwiftUI's visual modifiers: each keeps its values as the input of its
// node, shown as the node's leaf (`foregroundStyle(red)`), so a changed value is a
// leaf update in the render diff and an equal one costs nothing. They add no
// identity: the modified view keeps its own. Modifiers whose SwiftUI signatures use
// Foundation types (`CGFloat`: padding, frame, offset, …) are in `ViewGraph`.
// The text and colour modifiers (font, foreground style, tint, line limit, …) are
// SwiftUI's environment writes: they show on the primitives below that draw them
// (ScreenTraits.swift), and `@Environment(\.font)` reads what `.font(_:)` wrote.
// Status: Complete for what is shown. Differs: nothing is laid out or drawn.

extension View {
  /// The view with a visual modifier showing a value (`nil`: nothing shown).
  nonisolated package func visual(_ name: String, _ value: String?) -> ModifiedContent<Self, VisualModifier> {
    ModifiedContent(content: self, modifier: VisualModifier(name: name, value: value))
  }
}

/// Describes an optional value as a modifier shows it.
package func shown<T>(_ value: T?) -> String {
  value.map { String(describing: $0) } ?? "nil"
}

// MARK: - Text and colour

extension View {
  /// Sets the font of text below.
  nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, TraitWriter> { trait(FontKey.self, font) }
  /// Sets the font weight of text below.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<FontWeightTrait>.self, weight.map { "fontWeight: \($0)" })
  }
  /// Sets the font design of text below.
  nonisolated public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<FontDesignTrait>.self, design.map { "fontDesign: \($0)" })
  }
  /// Makes text below bold.
  nonisolated public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<BoldTrait>.self, isActive ? "bold" : nil)
  }
  /// Makes text below italic.
  nonisolated public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<ItalicTrait>.self, isActive ? "italic" : nil)
  }
  /// Uses a monospaced font below.
  nonisolated public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<MonospacedTrait>.self, isActive ? "monospaced" : nil)
  }
  /// Uses monospaced digits below.
  nonisolated public func monospacedDigit() -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<MonospacedDigitTrait>.self, "monospacedDigit")
  }
  /// Sets the foreground style.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<ForegroundStyleTrait>.self, "foregroundStyle: \(style)")
  }
  /// Sets the primary and secondary foreground styles.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> ModifiedContent<Self, TraitWriter>
  {
    trait(ShownTraitKey<ForegroundStyleTrait>.self, "foregroundStyle: \(primary) / \(secondary)")
  }
  /// Sets the primary, secondary and tertiary foreground styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<ForegroundStyleTrait>.self, "foregroundStyle: \(primary) / \(secondary) / \(tertiary)")
  }
  /// Sets the foreground colour.
  nonisolated public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<ForegroundStyleTrait>.self, color.map { "foregroundColor: \($0)" })
  }
  /// Sets the tint colour.
  nonisolated public func tint(_ tint: Color?) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<TintTrait>.self, tint.map { "tint: \($0)" })
  }
  /// Sets the tint style.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<TintTrait>.self, tint.map { "tint: \($0)" })
  }
  /// Aligns lines of multiline text.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, TraitWriter> {
    trait(MultilineTextAlignmentKey.self, alignment)
  }
  /// Limits the number of lines of text.
  nonisolated public func lineLimit(_ number: Int?) -> ModifiedContent<Self, TraitWriter> {
    trait(LineLimitKey.self, number)
  }
  /// Limits the number of lines of text, reserving the space when asked.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<LineLimitTrait>.self, "lineLimit: \(limit)\(reservesSpace ? " reserved" : "")")
  }
  /// Limits the number of lines of text to a range.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<LineLimitTrait>.self, "lineLimit: \(limit)")
  }
  /// Limits the number of lines of text from a minimum.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<LineLimitTrait>.self, "lineLimit: \(limit.lowerBound)...")
  }
  /// Limits the number of lines of text to a maximum.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, TraitWriter> {
    trait(ShownTraitKey<LineLimitTrait>.self, "lineLimit: ...\(limit.upperBound)")
  }
  /// Sets where text is truncated.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, TraitWriter> {
    trait(TruncationModeKey.self, mode)
  }
  /// Changes the case of text below.
  nonisolated public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, TraitWriter> {
    trait(TextCaseKey.self, textCase)
  }
  /// Lets text below tighten before truncating.
  nonisolated public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, TraitWriter> {
    trait(AllowsTighteningKey.self, flag)
  }
  /// Lets the user select text below.
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("textSelection", "\(selectability)")
  }
  /// Sets the opacity.
  nonisolated public func opacity(_ opacity: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("opacity", "\(opacity)")
  }
  /// Draws a style behind the view.
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("background", "\(style)")
  }
  /// Draws the default background style behind the view.
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("background", "background")
  }
  /// Draws a style over the view.
  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("overlay", "\(style)")
  }
  /// Sets how symbols below are rendered.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, VisualModifier> {
    visual("symbolRenderingMode", shown(mode))
  }
  /// Sets the variant of symbols below.
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, VisualModifier> {
    visual("symbolVariant", "\(variant)")
  }
  /// Sets the scale of images below.
  nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, VisualModifier> {
    visual("imageScale", "\(scale)")
  }
  /// Prefers a colour scheme for the presentation.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, VisualModifier> {
    visual("preferredColorScheme", shown(colorScheme))
  }
  /// Redacts the view's content.
  nonisolated public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, TraitWriter> {
    trait(RedactionReasonsKey.self, reason)
  }
  /// Shows the view's content unredacted.
  nonisolated public func unredacted() -> ModifiedContent<Self, VisualModifier> { visual("unredacted", "true") }
}

// MARK: - Layout without lengths

extension View {
  /// Clips the view to its bounds.
  nonisolated public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, VisualModifier> {
    visual("clipped", "true")
  }
  /// Keeps the view at its ideal size.
  nonisolated public func fixedSize() -> ModifiedContent<Self, VisualModifier> { visual("fixedSize", "true") }
  /// Keeps the view at its ideal size on some axes.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("fixedSize", "\(horizontal), \(vertical)")
  }
  /// Sets the priority of the view in its parent's layout.
  nonisolated public func layoutPriority(_ value: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("layoutPriority", "\(value)")
  }
  /// Sets the order of overlapping views.
  nonisolated public func zIndex(_ value: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("zIndex", "\(value)")
  }
  /// Extends the view outside the safe area.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("ignoresSafeArea", "\(regions)")
  }
  /// Extends the view outside the safe area on some edges.
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, VisualModifier> {
    visual("edgesIgnoringSafeArea", "\(edges.rawValue)")
  }
  /// Scales the view to fit its parent.
  nonisolated public func scaledToFit() -> ModifiedContent<Self, VisualModifier> { visual("scaledToFit", "true") }
  /// Scales the view to fill its parent.
  nonisolated public func scaledToFill() -> ModifiedContent<Self, VisualModifier> { visual("scaledToFill", "true") }
  /// Hides the view (it keeps its place and its identity).
  nonisolated public func hidden() -> ModifiedContent<Self, VisualModifier> { visual("hidden", "true") }
  /// Hides the labels of controls below.
  nonisolated public func labelsHidden() -> ModifiedContent<Self, VisualModifier> { visual("labelsHidden", "true") }
  /// Lets or stops the view receiving hits.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("allowsHitTesting", "\(enabled)")
  }
  /// Composites the view before it is drawn.
  nonisolated public func compositingGroup() -> ModifiedContent<Self, VisualModifier> {
    visual("compositingGroup", nil)
  }
  /// Sets how the view changes: an animation when `value` changes.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("animation", "\(shown(animation)) on \(value)")
  }
  /// Sets how the view is inserted and removed.
  nonisolated public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, VisualModifier> {
    visual("transition", "\(transition)")
  }

  /// Sets how the view's content changes when it changes.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, VisualModifier> {
    visual("contentTransition", "\(transition)")
  }
  /// Shows a help text for the view.
  nonisolated public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("help", textKey.text)
  }
  /// Sets the help text (a tooltip) from a `Text`.
  nonisolated public func help(_ text: Text) -> ModifiedContent<Self, VisualModifier> { visual("help", text.string) }
  /// Sets the help text (a tooltip) from a string.
  @_disfavoredOverload
  nonisolated public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, VisualModifier> {
    visual("help", String(text))
  }
  /// Sets the size of controls below.
  nonisolated public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, TraitWriter> {
    trait(ControlSizeKey.self, size)
  }
  /// Sets the prominence of section headers below.
  nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, VisualModifier> {
    visual("headerProminence", "\(prominence)")
  }
}

// MARK: - Lists, scrolling and navigation bars

extension View {
  /// Shows or hides a list row's separators.
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("listRowSeparator", "\(visibility)")
  }
  /// Tints a list row's separators.
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("listRowSeparatorTint", shown(color))
  }
  /// Shows or hides a list section's separators.
  nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("listSectionSeparator", "\(visibility)")
  }
  /// Shows or hides a scroll view's background.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollContentBackground", "\(visibility)")
  }
  /// Shows or hides scroll indicators.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("scrollIndicators", "\(visibility)")
  }
  /// Sets how scrolling dismisses the keyboard.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scrollDismissesKeyboard", "\(mode)")
  }
  /// Turns scrolling on or off.
  nonisolated public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollDisabled", "\(disabled)")
  }
  /// Sets the navigation title.
  nonisolated public func navigationTitle(_ title: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", title.string)
  }
  /// Sets the navigation title from a localized key.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", titleKey.text)
  }
  /// Sets the navigation title from a string.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", String(title))
  }
  /// Sets the navigation title (the form SwiftUI replaced with `navigationTitle(_:)`).
  nonisolated public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", title.string)
  }
  /// Sets the navigation title from a localized key (the form SwiftUI replaced with
  /// `navigationTitle(_:)`).
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", titleKey.text)
  }
  /// Sets the navigation title from a string (the form SwiftUI replaced with
  /// `navigationTitle(_:)`).
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", String(title))
  }
  /// Sets the navigation title and how it is shown (the form SwiftUI replaced with
  /// `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`).
  nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("navigationTitle", "\(title.string), \(displayMode)")
  }
  /// Sets the navigation title from a localized key, and how it is shown.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("navigationTitle", "\(titleKey.text), \(displayMode)")
  }
  /// Sets the navigation title from a string, and how it is shown.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("navigationTitle", "\(String(title)), \(displayMode)")
  }
  /// Sets how the navigation title is shown.
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("navigationBarTitleDisplayMode", "\(displayMode)")
  }
  /// Hides the back button.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("navigationBarBackButtonHidden", "\(hidesBackButton)")
  }
  /// Shows or hides a bar.
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("toolbar", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))")
  }
  /// Sets a bar's background style.
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("toolbarBackground", "\(style) for \(bars.map(\.name).joined(separator: ", "))")
  }
  /// Shows or hides a bar's background.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("toolbarBackground", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))")
  }
  /// Sets the colour scheme of a bar.
  nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("toolbarColorScheme", shown(colorScheme))
  }
  /// Shows a badge with a count (0 shows none).
  nonisolated public func badge(_ count: Int) -> ModifiedContent<Self, VisualModifier> {
    visual("badge", count == 0 ? nil : "\(count)")
  }
  /// Shows a badge with a text.
  nonisolated public func badge(_ label: Text?) -> ModifiedContent<Self, VisualModifier> {
    visual("badge", label?.string)
  }
  /// Shows a badge with a localized key.
  nonisolated public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, VisualModifier> {
    visual("badge", key?.text)
  }
  /// Shows a badge with a string.
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, VisualModifier> {
    visual("badge", label.map { String($0) })
  }
}

// MARK: - Accessibility

extension View {
  /// Sets the accessibility label.
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityLabel", label.string)
  }
  /// Sets the accessibility label from a localized key.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityLabel", labelKey.text)
  }
  /// Sets the accessibility label from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityLabel", String(label))
  }
  /// Sets the accessibility hint.
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityHint", hint.string)
  }
  /// Sets the accessibility hint from a localized key.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityHint", hintKey.text)
  }
  /// Sets the accessibility hint from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityHint", String(hint))
  }
  /// Sets the accessibility value.
  nonisolated public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityValue", value.string)
  }
  /// Sets the accessibility value from a localized key.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityValue", valueKey.text)
  }
  /// Sets the accessibility value from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityValue", String(value))
  }
  /// Hides the view from accessibility.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityHidden", "\(hidden)")
  }
  /// Sets the accessibility identifier.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityIdentifier", identifier)
  }
  /// Makes the view an accessibility element.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("accessibilityElement", "\(children)")
  }
  /// Adds accessibility traits.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, VisualModifier>
  {
    visual("accessibilityAddTraits", "\(traits.rawValue)")
  }
  /// Removes accessibility traits.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("accessibilityRemoveTraits", "\(traits.rawValue)")
  }
  /// Sets the order of the element for accessibility.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilitySortPriority", "\(sortPriority)")
  }
}

// MARK: - Traits without an environment property

/// `fontWeight(_:)`'s trait.
package enum FontWeightTrait: TraitTag {
  package static var name: String { "fontWeight" }
  package static var audience: TraitAudience { .text }
}
/// `fontDesign(_:)`'s trait.
package enum FontDesignTrait: TraitTag {
  package static var name: String { "fontDesign" }
  package static var audience: TraitAudience { .text }
}
/// `bold(_:)`'s trait.
package enum BoldTrait: TraitTag {
  package static var name: String { "bold" }
  package static var audience: TraitAudience { .text }
}
/// `italic(_:)`'s trait.
package enum ItalicTrait: TraitTag {
  package static var name: String { "italic" }
  package static var audience: TraitAudience { .text }
}
/// `monospaced(_:)`'s trait.
package enum MonospacedTrait: TraitTag {
  package static var name: String { "monospaced" }
  package static var audience: TraitAudience { .text }
}
/// `monospacedDigit()`'s trait.
package enum MonospacedDigitTrait: TraitTag {
  package static var name: String { "monospacedDigit" }
  package static var audience: TraitAudience { .text }
}
/// `foregroundStyle(_:)`'s and `foregroundColor(_:)`'s trait.
package enum ForegroundStyleTrait: TraitTag {
  package static var name: String { "foregroundStyle" }
  package static var audience: TraitAudience { [.text, .foreground] }
}
/// `tint(_:)`'s trait.
package enum TintTrait: TraitTag {
  package static var name: String { "tint" }
  package static var audience: TraitAudience { .control }
}
/// The trait of `lineLimit(_:)`'s forms with a range or reserved space.
package enum LineLimitTrait: TraitTag {
  package static var name: String { "lineLimit" }
  package static var audience: TraitAudience { .text }
}
