// SwiftUI's environment values of the system: the scene's phase, edit mode, window
// and rename actions, the accessibility settings, the text and control settings
// modifiers pass down, focus and hover settings. Each is a key of the environment
// with SwiftUI's type and default, read by `@Environment(\.x)` (a reader re-runs only
// when the value it reads changed, Q12) and written by `.environment(\.x, v)`. Values
// SwiftUI only lets the system set are read-only outside the package, as in SwiftUI.
// Status: Complete for reading and writing. Differs: the system never changes them
// (no scene goes to the background, no setting changes) and the visual modifiers
// (`font`, `lineLimit`, `controlSize`…) show their values where they are set without
// writing these keys; the window actions open and dismiss no window.

// MARK: - Scene phase, edit mode, orientation

/// Whether a scene is in the foreground and interactive, visible, or in the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible to the user.
  case background
  /// Visible but not taking events.
  case inactive
  /// In the foreground and interactive.
  case active
}

/// Whether the user can edit the content of a view.
public enum EditMode: Sendable, Hashable {
  /// The user cannot edit the content.
  case inactive
  /// The user is editing for a moment (a swipe to delete).
  case transient
  /// The user can edit the content.
  case active

  /// Whether the mode is one of the editing ones.
  public var isEditing: Bool { self != .inactive }
}

/// The orientation of the interface, as a preview is set to.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable, CustomStringConvertible {
  /// The orientation's name.
  public let id: String
  public var description: String { id }
  /// Every orientation.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
  /// The device held upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// The device held upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// The device on its side, its top on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// The device on its side, its top on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}

// MARK: - Actions

/// Runs an action kept in the environment; compared by identity, so an unchanged
/// environment value is equal to itself (no reader re-runs for it).
///
/// To the stale-view audit, which compares closures aside, it is only its closure
/// (``ClosureOnly``): a body that sets a new one at every evaluation is not stale.
final class EnvironmentActionBox<Action>: @unchecked Sendable, ClosureOnly {
  let action: Action
  init(_ action: Action) { self.action = action }
}

/// A value that is only a closure: the stale-view audit, comparing what views pass
/// closures aside, takes two of one type as equal. (A marker, not `RuleComparable`,
/// so the views that hold one keep their bitwise comparison plans.)
protocol ClosureOnly: AnyObject {}

/// Opens a window of a `WindowGroup` or `Window` scene: `openWindow(id: "editor")`.
///
/// No other window exists here: a call is recorded in ``EnvironmentValues/openWindow``'s
/// value only when an ancestor set its own action with `.environment(\.openWindow, …)`.
@MainActor @preconcurrency
public struct OpenWindowAction: Sendable {
  let box: EnvironmentActionBox<@MainActor (String?, AnyHashable?) -> Void>

  /// An action running a closure (nonisolated: environment keys make their defaults).
  nonisolated init(_ action: @escaping @MainActor (String?, AnyHashable?) -> Void) {
    box = EnvironmentActionBox(action)
  }

  nonisolated static let none = OpenWindowAction({ _, _ in })

  /// Opens the window of the scene with an identifier.
  public func callAsFunction(id: String) { box.action(id, nil) }

  /// Opens a window of the scene with an identifier, presenting a value.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { box.action(id, value) }

  /// Opens a window of the scene presenting values of a type, presenting a value.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { box.action(nil, value) }
}

/// Dismisses a window: the one the view is in, or the window of a scene.
@MainActor @preconcurrency
public struct DismissWindowAction: Sendable {
  let box: EnvironmentActionBox<@MainActor (String?, AnyHashable?) -> Void>

  /// An action running a closure (nonisolated: environment keys make their defaults).
  nonisolated init(_ action: @escaping @MainActor (String?, AnyHashable?) -> Void) {
    box = EnvironmentActionBox(action)
  }

  nonisolated static let none = DismissWindowAction({ _, _ in })

  /// Dismisses the window the view is in.
  public func callAsFunction() { box.action(nil, nil) }

  /// Dismisses the window of the scene with an identifier.
  public func callAsFunction(id: String) { box.action(id, nil) }

  /// Dismisses the window of the scene with an identifier presenting a value.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { box.action(id, value) }

  /// Dismisses the window presenting a value.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { box.action(nil, value) }
}

/// Refreshes the content of a `refreshable` view.
public struct RefreshAction: Sendable {
  let box: EnvironmentActionBox<@Sendable () async -> Void>

  /// Runs the refresh action and waits for it.
  public func callAsFunction() async { await box.action() }
}

/// Starts renaming the content of a view (a navigation title's rename item).
public struct RenameAction {
  let box: EnvironmentActionBox<() -> Void>

  /// Starts renaming.
  public func callAsFunction() { box.action() }
}

// MARK: - Material and spring-loading

/// Whether materials look active (as in a key window) or inactive.
public struct MaterialActiveAppearance: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Active when the window is active.
  public static let automatic = MaterialActiveAppearance(name: "automatic")
  /// Always active.
  public static let active = MaterialActiveAppearance(name: "active")
  /// Always inactive.
  public static let inactive = MaterialActiveAppearance(name: "inactive")
  /// Active like the window the view is in.
  public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

/// Whether a control activates when a dragged item hovers over it.
public struct SpringLoadingBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The control's own behaviour.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Activates under a dragged item.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Never activates under a dragged item.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

extension View {
  /// Sets whether controls below activate when a dragged item hovers over them.
  nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    writingEnvironment("springLoadingBehavior", \.springLoadingBehavior, behavior)
  }

  /// Sets whether materials below look active.
  nonisolated public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    writingEnvironment("materialActiveAppearance", \.materialActiveAppearance, appearance)
  }

  /// The view with an environment value written for it and the views below, the value
  /// shown as the node's leaf.
  nonisolated package func writingEnvironment<V: Sendable>(
    _ name: String, _ keyPath: any WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V, shown: String? = nil
  ) -> ModifiedContent<Self, EnvironmentValueModifier> {
    ModifiedContent(
      content: self,
      modifier: EnvironmentValueModifier(name: name, shown: shown ?? "\(value)", value: value) { env in
        env[keyPath: keyPath] = value
      })
  }
}

/// A modifier that writes an environment value for its content (the value SwiftUI's
/// modifier writes), showing it as its node's leaf: readers below re-run when it
/// changed (Q12), a changed value is a leaf update.
public struct EnvironmentValueModifier: BuiltinModifier, Sendable {
  let name: String
  let shown: String
  let value: any Sendable
  let apply: @Sendable (inout EnvironmentValues) -> Void

  nonisolated init(
    name: String, shown: String, value: any Sendable, apply: @escaping @Sendable (inout EnvironmentValues) -> Void
  ) {
    self.name = name
    self.shown = shown
    self.value = value
    self.apply = apply
  }

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: name, value: shown)
    var child = ChildSpec(key: .content, source: .view(content))
    child.environment = EnvironmentWrite(value: value, apply: apply)
    expansion.children.append(child)
  }
}

// MARK: - Keys and values

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction.none } }
private struct DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction.none }
}
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
private struct RenameKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsSceneCapturedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SpringLoadingBehaviorKey: EnvironmentKey {
  static var defaultValue: SpringLoadingBehavior { .automatic }
}
private struct MaterialActiveAppearanceKey: EnvironmentKey {
  static var defaultValue: MaterialActiveAppearance { .automatic }
}
private struct AppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityInvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityDimFlashingLightsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityPlayAnimatedImagesKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityAssistiveAccessEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityQuickActionsEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsHoverEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }
struct ControlSizeKey: ScreenTraitKey {
  static var defaultValue: ControlSize { .regular }
  static var traitName: String { "controlSize" }
  static var audience: TraitAudience { .control }
}
struct RedactionReasonsKey: ScreenTraitKey {
  static var defaultValue: RedactionReasons { [] }
  static var traitName: String { "redacted" }
  static var audience: TraitAudience { [.text, .foreground] }
}
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
struct MultilineTextAlignmentKey: ScreenTraitKey {
  static var defaultValue: TextAlignment { .leading }
  static var traitName: String { "multilineTextAlignment" }
  static var audience: TraitAudience { .text }
}
struct TruncationModeKey: ScreenTraitKey {
  static var defaultValue: Text.TruncationMode { .tail }
  static var traitName: String { "truncationMode" }
  static var audience: TraitAudience { .text }
}
struct AllowsTighteningKey: ScreenTraitKey {
  static var defaultValue: Bool { false }
  static var traitName: String { "allowsTightening" }
  static var audience: TraitAudience { .text }
  static func shown(_ value: Bool) -> String? { value ? "allowsTightening" : nil }
}
struct TextCaseKey: ScreenTraitKey {
  static var defaultValue: Text.Case? { nil }
  static var traitName: String { "textCase" }
  static var audience: TraitAudience { .text }
}
struct LineLimitKey: ScreenTraitKey {
  static var defaultValue: Int? { nil }
  static var traitName: String { "lineLimit" }
  static var audience: TraitAudience { .text }
}
private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }
private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct FontKey: ScreenTraitKey {
  static var defaultValue: Font? { nil }
  static var traitName: String { "font" }
  static var audience: TraitAudience { .text }
}
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DisableAutocorrectionKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
  static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}
private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}
private struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct MenuIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
  /// The phase of the scene the view is in (active unless an ancestor sets another).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The edit mode of the view and the views below, when a container gives one.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// Opens a window of a scene.
  public package(set) var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Dismisses a window.
  public package(set) var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// The refresh action of a `refreshable` ancestor, if any.
  public package(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }

  /// The rename action of the view, if any.
  public package(set) var rename: RenameAction? {
    get { self[RenameKey.self] }
    set { self[RenameKey.self] = newValue }
  }

  /// Whether the app can show more than one window (one window here).
  public package(set) var supportsMultipleWindows: Bool {
    get { self[SupportsMultipleWindowsKey.self] }
    set { self[SupportsMultipleWindowsKey.self] = newValue }
  }

  /// Whether the scene is being recorded or mirrored.
  public var isSceneCaptured: Bool {
    get { self[IsSceneCapturedKey.self] }
    set { self[IsSceneCapturedKey.self] = newValue }
  }

  /// Whether controls activate when a dragged item hovers over them.
  public package(set) var springLoadingBehavior: SpringLoadingBehavior {
    get { self[SpringLoadingBehaviorKey.self] }
    set { self[SpringLoadingBehaviorKey.self] = newValue }
  }

  /// Whether materials look active.
  public var materialActiveAppearance: MaterialActiveAppearance {
    get { self[MaterialActiveAppearanceKey.self] }
    set { self[MaterialActiveAppearanceKey.self] = newValue }
  }

  /// Whether the view's window is active (the key window).
  public var appearsActive: Bool {
    get { self[AppearsActiveKey.self] }
    set { self[AppearsActiveKey.self] = newValue }
  }

  /// Whether the display dims to save power (an always-on display).
  public var isLuminanceReduced: Bool {
    get { self[IsLuminanceReducedKey.self] }
    set { self[IsLuminanceReducedKey.self] = newValue }
  }

  /// Whether an assistive technology (VoiceOver, Switch Control) is on.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// Whether the user asks for shapes, not only colour, to tell things apart.
  public package(set) var accessibilityDifferentiateWithoutColor: Bool {
    get { self[AccessibilityDifferentiateWithoutColorKey.self] }
    set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the user asks for less transparency.
  public package(set) var accessibilityReduceTransparency: Bool {
    get { self[AccessibilityReduceTransparencyKey.self] }
    set { self[AccessibilityReduceTransparencyKey.self] = newValue }
  }

  /// Whether the user asks for less motion.
  public package(set) var accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
  }

  /// Whether the display's colours are inverted.
  public package(set) var accessibilityInvertColors: Bool {
    get { self[AccessibilityInvertColorsKey.self] }
    set { self[AccessibilityInvertColorsKey.self] = newValue }
  }

  /// Whether the user asks for buttons drawn with their shapes.
  public package(set) var accessibilityShowButtonShapes: Bool {
    get { self[AccessibilityShowButtonShapesKey.self] }
    set { self[AccessibilityShowButtonShapesKey.self] = newValue }
  }

  /// Whether the user asks for flashing lights to be dimmed.
  public package(set) var accessibilityDimFlashingLights: Bool {
    get { self[AccessibilityDimFlashingLightsKey.self] }
    set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
  }

  /// Whether animated images play.
  public package(set) var accessibilityPlayAnimatedImages: Bool {
    get { self[AccessibilityPlayAnimatedImagesKey.self] }
    set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
  }

  /// Whether the large content viewer is on.
  public package(set) var accessibilityLargeContentViewerEnabled: Bool {
    get { self[AccessibilityLargeContentViewerEnabledKey.self] }
    set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
  }

  /// Whether VoiceOver is on.
  public package(set) var accessibilityVoiceOverEnabled: Bool {
    get { self[AccessibilityVoiceOverEnabledKey.self] }
    set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
  }

  /// Whether Switch Control is on.
  public package(set) var accessibilitySwitchControlEnabled: Bool {
    get { self[AccessibilitySwitchControlEnabledKey.self] }
    set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
  }

  /// Whether Assistive Access is on.
  public package(set) var accessibilityAssistiveAccessEnabled: Bool {
    get { self[AccessibilityAssistiveAccessEnabledKey.self] }
    set { self[AccessibilityAssistiveAccessEnabledKey.self] = newValue }
  }

  /// Whether Quick Actions are on.
  public package(set) var accessibilityQuickActionsEnabled: Bool {
    get { self[AccessibilityQuickActionsEnabledKey.self] }
    set { self[AccessibilityQuickActionsEnabledKey.self] = newValue }
  }

  /// Whether the nearest focusable ancestor has focus.
  public package(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// Whether focused views show the system's focus effect.
  public var isFocusEffectEnabled: Bool {
    get { self[IsFocusEffectEnabledKey.self] }
    set { self[IsFocusEffectEnabledKey.self] = newValue }
  }

  /// Whether hover effects below are on.
  public var isHoverEffectEnabled: Bool {
    get { self[IsHoverEffectEnabledKey.self] }
    set { self[IsHoverEffectEnabledKey.self] = newValue }
  }

  /// The keyboard shortcut of the control, if any.
  public package(set) var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }

  /// The size of controls below.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// Why views below are redacted (none by default).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// How symbol images below render their layers.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// How lines of multiline text align.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Where text is truncated.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// Whether text may tighten before truncating.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// The case text below is shown in, if changed.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The most lines text below takes, if limited.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The prominence of section headers below.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// The variant of symbol images below.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// How the content of views below changes.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }

  /// Whether a content transition draws in a drawing group.
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[ContentTransitionAddsDrawingGroupKey.self] }
    set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
  }

  /// The font of text below, if set.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The scale of images below.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The material views below are drawn on, if any.
  public var backgroundMaterial: Material? {
    get { self[BackgroundMaterialKey.self] }
    set { self[BackgroundMaterialKey.self] = newValue }
  }

  /// The background style of views below, if set.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  /// Whether autocorrection of text fields below is off.
  public package(set) var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// Whether autocorrection of text fields below is off (SwiftUI's older form).
  public var disableAutocorrection: Bool? {
    get { self[DisableAutocorrectionKey.self] }
    set { self[DisableAutocorrectionKey.self] = newValue }
  }

  /// How scrolling dismisses the keyboard.
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardModeKey.self] }
    set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
  }

  /// The visibility of vertical scroll indicators.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorVisibilityKey.self] }
    set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
  }

  /// The visibility of horizontal scroll indicators.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorVisibilityKey.self] }
    set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
  }

  /// Whether scroll views below scroll.
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }

  /// Whether menus below show their indicator.
  public var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorVisibilityKey.self] }
    set { self[MenuIndicatorVisibilityKey.self] = newValue }
  }

  /// Whether controls below show their labels.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}
