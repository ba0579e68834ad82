// Models SwiftUI's visual modifiers: each keeps its values as the input of its
// node, shown as the node's leaf (`foregroundStyle(red)`), so a changed value is a
// leaf update in the render diff and an equal one costs nothing. They add no
// identity: the modified view keeps its own. Modifiers whose SwiftUI signatures use
// Foundation types (`CGFloat`: padding, frame, offset, …) are in `ViewGraph`.
// Status: Complete for what is shown. Differs: nothing is laid out or drawn;
// values that SwiftUI passes through the environment (font, line limit, styles)
// are shown where they are set, not read by the primitives below.

extension View {
  /// The view with a visual modifier showing a value (`nil`: nothing shown).
  package func visual(_ name: String, _ value: String?) -> ModifiedContent<Self, VisualModifier> {
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
  public func font(_ font: Font?) -> ModifiedContent<Self, VisualModifier> { visual("font", shown(font)) }
  /// Sets the font weight of text below.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, VisualModifier> { visual("fontWeight", shown(weight)) }
  /// Sets the font design of text below.
  public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, VisualModifier> { visual("fontDesign", shown(design)) }
  /// Makes text below bold.
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, VisualModifier> { visual("bold", "\(isActive)") }
  /// Makes text below italic.
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, VisualModifier> { visual("italic", "\(isActive)") }
  /// Uses a monospaced font below.
  public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, VisualModifier> { visual("monospaced", "\(isActive)") }
  /// Uses monospaced digits below.
  public func monospacedDigit() -> ModifiedContent<Self, VisualModifier> { visual("monospacedDigit", "true") }
  /// Sets the foreground style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("foregroundStyle", "\(style)")
  }
  /// Sets the primary and secondary foreground styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, VisualModifier> {
    visual("foregroundStyle", "\(primary), \(secondary)")
  }
  /// Sets the primary, secondary and tertiary foreground styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("foregroundStyle", "\(primary), \(secondary), \(tertiary)")
  }
  /// Sets the foreground colour.
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, VisualModifier> { visual("foregroundColor", shown(color)) }
  /// Sets the tint colour.
  public func tint(_ tint: Color?) -> ModifiedContent<Self, VisualModifier> { visual("tint", shown(tint)) }
  /// Sets the tint style.
  public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, VisualModifier> { visual("tint", shown(tint)) }
  /// Aligns lines of multiline text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, VisualModifier> {
    visual("multilineTextAlignment", "\(alignment)")
  }
  /// Limits the number of lines of text.
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, VisualModifier> { visual("lineLimit", shown(number)) }
  /// Limits the number of lines of text, reserving the space when asked.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("lineLimit", "\(limit)\(reservesSpace ? ", reserved" : "")")
  }
  /// Limits the number of lines of text to a range.
  public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, VisualModifier> { visual("lineLimit", "\(limit)") }
  /// Limits the number of lines of text from a minimum.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, VisualModifier> { visual("lineLimit", "\(limit.lowerBound)...") }
  /// Limits the number of lines of text to a maximum.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, VisualModifier> { visual("lineLimit", "...\(limit.upperBound)") }
  /// Sets where text is truncated.
  public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, VisualModifier> { visual("truncationMode", "\(mode)") }
  /// Changes the case of text below.
  public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, VisualModifier> { visual("textCase", shown(textCase)) }
  /// Lets text below tighten before truncating.
  public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, VisualModifier> { visual("allowsTightening", "\(flag)") }
  /// Lets the user select text below.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, VisualModifier> {
    visual("textSelection", "\(selectability)")
  }
  /// Sets the opacity.
  public func opacity(_ opacity: Double) -> ModifiedContent<Self, VisualModifier> { visual("opacity", "\(opacity)") }
  /// Draws a style behind the view.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("background", "\(style)")
  }
  /// Draws the default background style behind the view.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("background", "background")
  }
  /// Draws a style over the view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("overlay", "\(style)")
  }
  /// Sets how symbols below are rendered.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, VisualModifier> {
    visual("symbolRenderingMode", shown(mode))
  }
  /// Sets the variant of symbols below.
  public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, VisualModifier> { visual("symbolVariant", "\(variant)") }
  /// Sets the scale of images below.
  public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, VisualModifier> { visual("imageScale", "\(scale)") }
  /// Prefers a colour scheme for the presentation.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, VisualModifier> {
    visual("preferredColorScheme", shown(colorScheme))
  }
  /// Redacts the view's content.
  public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, VisualModifier> { visual("redacted", "\(reason)") }
  /// Shows the view's content unredacted.
  public func unredacted() -> ModifiedContent<Self, VisualModifier> { visual("unredacted", "true") }
}

// MARK: - Layout without lengths

extension View {
  /// Clips the view to its bounds.
  public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, VisualModifier> { visual("clipped", "true") }
  /// Keeps the view at its ideal size.
  public func fixedSize() -> ModifiedContent<Self, VisualModifier> { visual("fixedSize", "true") }
  /// Keeps the view at its ideal size on some axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("fixedSize", "\(horizontal), \(vertical)")
  }
  /// Sets the priority of the view in its parent's layout.
  public func layoutPriority(_ value: Double) -> ModifiedContent<Self, VisualModifier> { visual("layoutPriority", "\(value)") }
  /// Sets the order of overlapping views.
  public func zIndex(_ value: Double) -> ModifiedContent<Self, VisualModifier> { visual("zIndex", "\(value)") }
  /// Extends the view outside the safe area.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("ignoresSafeArea", "\(regions)")
  }
  /// Extends the view outside the safe area on some edges.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, VisualModifier> {
    visual("edgesIgnoringSafeArea", "\(edges.rawValue)")
  }
  /// Scales the view to fit its parent.
  public func scaledToFit() -> ModifiedContent<Self, VisualModifier> { visual("scaledToFit", "true") }
  /// Scales the view to fill its parent.
  public func scaledToFill() -> ModifiedContent<Self, VisualModifier> { visual("scaledToFill", "true") }
  /// Hides the view (it keeps its place and its identity).
  public func hidden() -> ModifiedContent<Self, VisualModifier> { visual("hidden", "true") }
  /// Hides the labels of controls below.
  public func labelsHidden() -> ModifiedContent<Self, VisualModifier> { visual("labelsHidden", "true") }
  /// Lets or stops the view receiving hits.
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, VisualModifier> { visual("allowsHitTesting", "\(enabled)") }
  /// Composites the view before it is drawn.
  public func compositingGroup() -> ModifiedContent<Self, VisualModifier> { visual("compositingGroup", nil) }
  /// Renders the view offscreen before it is drawn.
  public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, VisualModifier> { visual("drawingGroup", nil) }
  /// Sets how the view changes: an animation when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, VisualModifier> {
    visual("animation", "\(shown(animation)) on \(value)")
  }
  /// Sets how the view is inserted and removed.
  public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, VisualModifier> { visual("transition", "\(transition)") }
  /// Shows a help text for the view.
  public func help(_ text: String) -> ModifiedContent<Self, VisualModifier> { visual("help", text) }
  /// Sets the size of controls below.
  public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, VisualModifier> { visual("controlSize", "\(size)") }
  /// Sets the prominence of section headers below.
  public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, VisualModifier> { visual("headerProminence", "\(prominence)") }
}

// MARK: - Lists, scrolling and navigation bars

extension View {
  /// Shows or hides a list row's separators.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("listRowSeparator", "\(visibility)")
  }
  /// Tints a list row's separators.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("listRowSeparatorTint", shown(color))
  }
  /// Shows or hides a list section's separators.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("listSectionSeparator", "\(visibility)")
  }
  /// Shows or hides a scroll view's background.
  public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollContentBackground", "\(visibility)")
  }
  /// Shows or hides scroll indicators.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollIndicators", "\(visibility)")
  }
  /// Sets how scrolling dismisses the keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, VisualModifier> {
    visual("scrollDismissesKeyboard", "\(mode)")
  }
  /// Turns scrolling on or off.
  public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, VisualModifier> { visual("scrollDisabled", "\(disabled)") }
  /// Sets the navigation title.
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, VisualModifier> { visual("navigationTitle", title.string) }
  /// Sets the navigation title from a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", titleKey.text)
  }
  /// Sets the navigation title from a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", String(title))
  }
  /// Sets how the navigation title is shown.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationBarTitleDisplayMode", "\(displayMode)")
  }
  /// Hides the back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationBarBackButtonHidden", "\(hidesBackButton)")
  }
  /// Shows or hides a bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, VisualModifier> {
    visual("toolbar", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))")
  }
  /// Sets a bar's background style.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, VisualModifier> {
    visual("toolbarBackground", "\(style) for \(bars.map(\.name).joined(separator: ", "))")
  }
  /// Shows or hides a bar's background.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, VisualModifier> {
    visual("toolbarBackground", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))")
  }
  /// Sets the colour scheme of a bar.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, VisualModifier> {
    visual("toolbarColorScheme", shown(colorScheme))
  }
  /// Shows a badge with a count (0 shows none).
  public func badge(_ count: Int) -> ModifiedContent<Self, VisualModifier> { visual("badge", count == 0 ? nil : "\(count)") }
  /// Shows a badge with a text.
  public func badge(_ label: Text?) -> ModifiedContent<Self, VisualModifier> { visual("badge", label?.string) }
  /// Shows a badge with a localized key.
  public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, VisualModifier> { visual("badge", key?.text) }
  /// Shows a badge with a string.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, VisualModifier> { visual("badge", label.map { String($0) }) }
}

// MARK: - Accessibility

extension View {
  /// Sets the accessibility label.
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityLabel", label.string) }
  /// Sets the accessibility label from a localized key.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityLabel", labelKey.text) }
  /// Sets the accessibility label from a string.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityLabel", String(label)) }
  /// Sets the accessibility hint.
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityHint", hint.string) }
  /// Sets the accessibility hint from a localized key.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityHint", hintKey.text) }
  /// Sets the accessibility hint from a string.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityHint", String(hint)) }
  /// Sets the accessibility value.
  public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityValue", value.string) }
  /// Sets the accessibility value from a localized key.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityValue", valueKey.text) }
  /// Sets the accessibility value from a string.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityValue", String(value)) }
  /// Hides the view from accessibility.
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityHidden", "\(hidden)") }
  /// Sets the accessibility identifier.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, VisualModifier> { visual("accessibilityIdentifier", identifier) }
  /// Makes the view an accessibility element.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityElement", "\(children)")
  }
  /// Adds accessibility traits.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityAddTraits", "\(traits.rawValue)")
  }
  /// Removes accessibility traits.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityRemoveTraits", "\(traits.rawValue)")
  }
  /// Sets the order of the element for accessibility.
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilitySortPriority", "\(sortPriority)")
  }
}

// MARK: - Values the modifiers take

/// How lines of text are aligned.
public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }

extension Text {
  /// Where text is truncated.
  public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
  /// A case text is changed to.
  public enum Case: Sendable, Hashable { case uppercase, lowercase }
}

/// Whether text can be selected.
public protocol TextSelectability: Sendable {}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability { public init() {} }

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability { public init() {} }

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Whether something is shown.
public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }

/// Top and bottom edges.
public enum VerticalEdge: Sendable, Hashable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Leading and trailing edges.
public enum HorizontalEdge: Sendable, Hashable {
  case leading, trailing
  /// A set of horizontal edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
  }
}

/// Navigation bar values.
public enum NavigationBarItem {
  /// How the navigation title is shown.
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A bar that toolbar modifiers apply to.
public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
  public var description: String {
    [(Self.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// Traits of an accessibility element.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children.
public enum AccessibilityChildBehavior: Sendable, Hashable { case ignore, contain, combine }

/// The size of controls.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

/// The prominence of a section header.
public enum Prominence: Sendable, Hashable { case standard, increased }

/// Whether scroll indicators show.
public enum ScrollIndicatorVisibility: Sendable, Hashable { case automatic, visible, hidden, never }

/// How scrolling dismisses the keyboard.
public enum ScrollDismissesKeyboardMode: Sendable, Hashable { case automatic, immediately, interactively, never }

/// How symbols are rendered.
public enum SymbolRenderingMode: Sendable, Hashable { case monochrome, multicolor, hierarchical, palette }

/// The variants of a symbol.
public struct SymbolVariants: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let none = SymbolVariants(name: "none")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let fill = SymbolVariants(name: "fill")
  public static let slash = SymbolVariants(name: "slash")
}

/// Regions of the safe area.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
  public var description: String { self == .all ? "all" : contains(.keyboard) ? "keyboard" : "container" }
}

/// How a view is inserted and removed.
public struct AnyTransition: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static let identity = AnyTransition(name: "identity")
  /// Moves in from and out to an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
  /// Pushes in from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion), \(removal))")
  }
  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
  /// The transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(name: "\(name).animation(\(shown(animation)))") }
}
