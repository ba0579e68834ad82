// More of SwiftUI's environment values: contrast, legibility, prominence, menu order,
// tab bar and sidebar settings, search suggestions, text selection, toolbar labels and
// the legacy size category; the rename action a view gives (`renameAction`) and the
// `RenameButton` running it; keyboard shortcuts' localization; scenes' toolbar label
// style. Each value is a key with SwiftUI's type and default, read by `@Environment`
// and written by `.environment` (values SwiftUI only lets the system set are
// read-only outside the package). Differs: the system never changes them.

private struct ColorSchemeContrastKey: EnvironmentKey {
  static var defaultValue: ColorSchemeContrast { .standard }
}
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { nil } }
private struct BackgroundProminenceKey: EnvironmentKey {
  static var defaultValue: BackgroundProminence { .standard }
}
private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }
private struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
private struct TabBarPlacementKey: EnvironmentKey { static var defaultValue: TabBarPlacement? { nil } }
private struct IsTabBarShowingSectionsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SearchSuggestionsPlacementKey: EnvironmentKey {
  static var defaultValue: SearchSuggestionsPlacement { .automatic }
}
private struct SidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }
private struct TextSelectionAffinityKey: EnvironmentKey {
  static var defaultValue: TextSelectionAffinity { .automatic }
}
private struct ToolbarLabelStyleKey: EnvironmentKey { static var defaultValue: ToolbarLabelStyle { .automatic } }
private struct SizeCategoryKey: EnvironmentKey { static var defaultValue: ContentSizeCategory { .large } }
private struct AllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }
private struct IsUserAuthenticationEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
  /// The contrast of the colour scheme the user chose (standard unless an ancestor sets another).
  public package(set) var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// The font weight the user chose for legibility (bold text), if any.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// How prominent the background behind the view is.
  public var backgroundProminence: BackgroundProminence {
    get { self[BackgroundProminenceKey.self] }
    set { self[BackgroundProminenceKey.self] = newValue }
  }

  /// How prominent badges below are.
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }

  /// The order menus below show their items in.
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }

  /// Where the tab bar of the enclosing tab view is, if any.
  public package(set) var tabBarPlacement: TabBarPlacement? {
    get { self[TabBarPlacementKey.self] }
    set { self[TabBarPlacementKey.self] = newValue }
  }

  /// Whether the enclosing tab bar shows its sections.
  public package(set) var isTabBarShowingSections: Bool {
    get { self[IsTabBarShowingSectionsKey.self] }
    set { self[IsTabBarShowingSectionsKey.self] = newValue }
  }

  /// Where the enclosing search shows its suggestions.
  public package(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[SearchSuggestionsPlacementKey.self] }
    set { self[SearchSuggestionsPlacementKey.self] = newValue }
  }

  /// The size of sidebar rows below.
  public var sidebarRowSize: SidebarRowSize {
    get { self[SidebarRowSizeKey.self] }
    set { self[SidebarRowSizeKey.self] = newValue }
  }

  /// Which side of a line break a text selection's caret sits on.
  public var textSelectionAffinity: TextSelectionAffinity {
    get { self[TextSelectionAffinityKey.self] }
    set { self[TextSelectionAffinityKey.self] = newValue }
  }

  /// How toolbar items' labels show.
  public var toolbarLabelStyle: ToolbarLabelStyle {
    get { self[ToolbarLabelStyleKey.self] }
    set { self[ToolbarLabelStyleKey.self] = newValue }
  }

  /// The preferred size of content (the legacy form of `dynamicTypeSize`).
  public var sizeCategory: ContentSizeCategory {
    get { self[SizeCategoryKey.self] }
    set { self[SizeCategoryKey.self] = newValue }
  }

  /// The dynamic range images below may use, if limited.
  public var allowedDynamicRange: Image.DynamicRange? {
    get { self[AllowedDynamicRangeKey.self] }
    set { self[AllowedDynamicRangeKey.self] = newValue }
  }

  /// Whether the user may authenticate (with a passkey or a password).
  public var isUserAuthenticationEnabled: Bool {
    get { self[IsUserAuthenticationEnabledKey.self] }
    set { self[IsUserAuthenticationEnabledKey.self] = newValue }
  }
}

// MARK: - Rename

extension View {
  /// Gives the views below a rename action, run by a `RenameButton` (or a title's rename item).
  ///
  /// - Parameter action: The action starting the rename.
  /// - Returns: The view.
  nonisolated public func renameAction(_ action: @escaping () -> Void) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    renaming(EnvironmentActionBox(action), shown: "action")
  }

  /// Gives the views below a rename action focusing a field (the binding becomes true).
  ///
  /// - Parameter isFocused: The focus binding of the field to rename.
  /// - Returns: The view.
  nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    renaming(EnvironmentActionBox({ isFocused.wrappedValue = true }), shown: "focus")
  }

  nonisolated private func renaming(_ box: EnvironmentActionBox<() -> Void>, shown: String) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    ModifiedContent(
      content: self,
      modifier: EnvironmentValueModifier(name: "renameAction", shown: shown, value: box) { env in
        env.rename = RenameAction(box: box)
      })
  }
}

/// A button that starts renaming: it runs the rename action an ancestor gives (`renameAction`).
@MainActor @preconcurrency
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename
  let label: Label

  /// The button's body: a "Rename" button running the environment's action (none without one).
  public var body: Button<Label> {
    let action = rename
    return Button(action: { action?() }, label: { label })
  }

  /// The button's body.
  public typealias Body = Button<Label>
}

extension RenameButton where Label == Text {
  /// A "Rename" button.
  nonisolated public init() { label = Text("Rename") }
}

// MARK: - Keyboard shortcut localization, key press results

extension KeyboardShortcut {
  /// A shortcut of a key and modifiers, localized as given.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifier keys (command by default).
  ///   - localization: How the key is adapted to the keyboard layout.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
    self.init(key, modifiers: modifiers)
    self.localization = localization
  }

  public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
    lhs.key == rhs.key && lhs.modifiers == rhs.modifiers && lhs.localization.name == rhs.localization.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(modifiers)
    hasher.combine(localization.name)
  }
}

extension KeyPress.Result {
  public static func == (lhs: KeyPress.Result, rhs: KeyPress.Result) -> Bool {
    switch (lhs, rhs) {
    case (.handled, .handled), (.ignored, .ignored): true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(self == .handled) }
}

// MARK: - Scenes

extension Scene {
  /// Sets how the labels of the scene's window toolbars show.
  nonisolated public func windowToolbarLabelStyle(_ toolbarLabelStyle: ToolbarLabelStyle) -> ModifiedScene<Self> {
    sceneVisual("windowToolbarLabelStyle", "\(toolbarLabelStyle)")
  }

  /// Sets how the labels of the scene's window toolbars show, the user unable to change it.
  nonisolated public func windowToolbarLabelStyle(fixed toolbarLabelStyle: ToolbarLabelStyle) -> ModifiedScene<Self> {
    sceneVisual("windowToolbarLabelStyle", "fixed \(toolbarLabelStyle)")
  }
}
