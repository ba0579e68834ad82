// Models SwiftUI's toolbar content: `ToolbarContent` and `CustomizableToolbarContent`
// are views here, so a toolbar type of the app's own is a view whose body is counted
// (its `@State` and `@Environment` work as a view's), and `toolbar(content:)` and
// `toolbar(id:content:)` realize their content with the view, as `toolbar` does
// (Attachments.swift). A customizable item's id, a title menu's items and a labeled
// group's label are realized or shown; the toolbar's settings (role, title display
// mode, visibility, removed items) are values shown as their node's leaf.
// Status: Partial. Differs: nothing is laid out in bars; customization is not
// modelled (its settings are values); a toolbar type's body is built with
// `ViewBuilder`, so any view compiles in it.

/// Content of a toolbar: a view here, whose body is counted like any view's.
@MainActor @preconcurrency
public protocol ToolbarContent: View where Body: ToolbarContent {
  /// The toolbar content's content, built with `ViewBuilder` (whose blocks make the same views).
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content the user can customize: every item has an id.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}
extension TupleView: ToolbarContent, CustomizableToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
extension ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
extension ForEach: ToolbarContent where Content: ToolbarContent {}
extension ForEach: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
extension ToolbarItem: ToolbarContent {}
extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension ToolbarItemGroup: ToolbarContent {}
extension ModifiedContent: ToolbarContent where Content: ToolbarContent, Modifier == VisualModifier {}
extension ModifiedContent: CustomizableToolbarContent
where Content: CustomizableToolbarContent, Modifier == VisualModifier {}

/// A result builder that makes toolbar content from closures (the same structure as
/// `ViewBuilder`'s, with the same identities).
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  /// Passes one item through.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// A one-item block builds that item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// A block of 2 items; each keeps its position as identity.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleView<(C0, C1)> {
    TupleView(value: (c0, c1), elements: [c0, c1])
  }

  /// A block of 3 items; each keeps its position as identity.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> {
    TupleView(value: (c0, c1, c2), elements: [c0, c1, c2])
  }

  /// A block of 4 items; each keeps its position as identity.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<(C0, C1, C2, C3)> {
    TupleView(value: (c0, c1, c2, c3), elements: [c0, c1, c2, c3])
  }

  /// A block of 5 items; each keeps its position as identity.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> {
    TupleView(value: (c0, c1, c2, c3, c4), elements: [c0, c1, c2, c3, c4])
  }

  /// A block of 6 items; each keeps its position as identity.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
    TupleView(value: (c0, c1, c2, c3, c4, c5), elements: [c0, c1, c2, c3, c4, c5])
  }

  /// A block of 7 items; each keeps its position as identity.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
    TupleView(value: (c0, c1, c2, c3, c4, c5, c6), elements: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// A block of 8 items; each keeps its position as identity.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
    TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7), elements: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// A block of 9 items; each keeps its position as identity.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
    TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// A block of 10 items; each keeps its position as identity.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    .trueContent(first)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    .falseContent(second)
  }

  /// `if #available`: the content as it is.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

extension ToolbarItem where ID == String {
  /// A customizable item with an id.
  ///
  /// - Parameters:
  ///   - id: The item's id, unique in its toolbar.
  ///   - placement: Where it goes.
  ///   - content: The item.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content(), customizationID: id)
  }

  /// A customizable item with an id, shown or not until the user customizes it.
  ///
  /// - Parameters:
  ///   - id: The item's id, unique in its toolbar.
  ///   - placement: Where it goes.
  ///   - showsByDefault: Whether it shows before any customization.
  ///   - content: The item.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.init(placement: placement, content: content(), customizationID: id, showsByDefault: showsByDefault)
  }

  /// The item's id.
  public var id: String { customizationID ?? "" }
}

/// A toolbar group's items with the label it shows when collapsed.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View, BuiltinView {
  let content: Content
  let label: Label
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.index(0), content)
    expansion.add(.index(1), Attachment(role: "label", content: label))
  }
}

extension ToolbarItemGroup {
  /// Items at a placement, with the label the group shows when collapsed.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items.
  ///   - label: The group's label.
  public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    let items = LabeledToolbarItemGroupContent(content: content(), label: label())
    self.init(placement: placement) { items }
  }
}

/// The items of the menu a navigation title opens.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent, BuiltinView {
  let content: Content

  /// A title menu with items.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.pathLabel = "toolbarTitleMenu"
    expansion.add(.content, content)
  }
}

extension ToolbarTitleMenu where Content == EmptyView {
  /// The default title menu.
  public init() { content = EmptyView() }
}

// MARK: - Values

/// How the user may customize a toolbar item.
public struct ToolbarCustomizationBehavior: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The default: the item can be added, moved and removed.
  public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
  /// The item can be moved, not removed.
  public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
  /// The item cannot be customized.
  public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}

/// Options of a toolbar item's default customization.
public struct ToolbarCustomizationOptions: OptionSet, Sendable, CustomStringConvertible {
  public var rawValue: Int
  /// Options from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The item stays available in the overflow menu when removed.
  public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
  public var description: String { contains(.alwaysAvailable) ? "alwaysAvailable" : "" }
}

/// The purpose of a toolbar, which decides how its items are laid out.
public struct ToolbarRole: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
  /// A navigation stack's bar.
  public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
  /// A browser's bar.
  public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
  /// An editor's bar.
  public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// How a toolbar's title shows.
public struct ToolbarTitleDisplayMode: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "automatic") }
  /// A large title.
  public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "large") }
  /// A large title inline.
  public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inlineLarge") }
  /// An inline title.
  public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inline") }
}

/// An item the system adds to toolbars.
public struct ToolbarDefaultItemKind: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The sidebar's toggle.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

/// How toolbar items' labels show.
public struct ToolbarLabelStyle: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }

  public static func == (lhs: ToolbarLabelStyle, rhs: ToolbarLabelStyle) -> Bool { lhs.name == rhs.name }
}

extension CustomizableToolbarContent {
  /// Sets how the user may customize this content.
  nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("customizationBehavior", "\(behavior)")
  }

  /// Sets whether this content shows before the user customizes the toolbar.
  ///
  /// - Parameters:
  ///   - defaultVisibility: Whether it shows by default.
  ///   - options: Options of the default.
  /// - Returns: The content with its default customization.
  nonisolated public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
  ) -> ModifiedContent<Self, VisualModifier> {
    let shownOptions = options.isEmpty ? "" : ", \(options)"
    return visual("defaultCustomization", "\(defaultVisibility)\(shownOptions)")
  }

  /// Uses the default customization for this content.
  nonisolated public func defaultCustomization() -> ModifiedContent<Self, VisualModifier> {
    visual("defaultCustomization", "automatic")
  }
}

// MARK: - Modifiers

extension View {
  /// Adds toolbar content; it is realized with the view.
  @_disfavoredOverload
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> ModifiedContent<Self, AttachmentModifier>
  {
    ModifiedContent(content: self, modifier: AttachmentModifier(role: "toolbar", value: nil, attached: content()))
  }

  /// Adds customizable toolbar content with the toolbar's id; it is realized with the view.
  ///
  /// - Parameters:
  ///   - id: The toolbar's id, under which its customization is kept.
  ///   - content: The toolbar's items, each with an id.
  /// - Returns: The view with its toolbar.
  nonisolated public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> ModifiedContent<Self, AttachmentModifier> {
    ModifiedContent(
      content: self, modifier: AttachmentModifier(role: "toolbar", value: "id: \(id)", attached: content()))
  }

  /// Removes an item the system adds to the toolbar.
  nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("toolbar(removing:)", shown(defaultItemKind))
  }

  /// Shows or hides the background of bars.
  ///
  /// - Parameters:
  ///   - visibility: Whether the background shows.
  ///   - bars: The bars.
  /// - Returns: The view with its bars' background visibility.
  nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("toolbarBackgroundVisibility", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))")
  }

  /// Shows or hides bars.
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show.
  ///   - bars: The bars.
  /// - Returns: The view with its bars' visibility.
  nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("toolbarVisibility", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))")
  }

  /// Sets the purpose of the toolbar.
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, VisualModifier> {
    visual("toolbarRole", "\(role)")
  }

  /// Sets how the toolbar's title shows.
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("toolbarTitleDisplayMode", "\(mode)")
  }

  /// Adds the menu the navigation title opens; its items are realized with the view.
  nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    ModifiedContent(
      content: self, modifier: AttachmentModifier(role: "toolbarTitleMenu", value: nil, attached: content()))
  }
}
