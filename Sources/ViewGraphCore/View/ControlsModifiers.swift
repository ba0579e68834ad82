// Models SwiftUI's modifiers of menus, lists, rows and palettes: their values are
// inputs of their node, shown as its leaf (a changed value is a leaf update), as the
// other visual modifiers are (VisualModifiers.swift); the content `sectionActions`
// and the context menus take is realized with the view, as the other context menus
// are (Attachments.swift, our documented choice).
// Status: visual inputs. Differs: `deleteDisabled`, `moveDisabled` and
// `selectionDisabled` are shown, not enforced (`host.deleteRows` still deletes).

// MARK: - Menus

/// The order a menu shows its items in.
public struct MenuOrder: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// As the platform chooses.
  public static let automatic = MenuOrder(name: "automatic")
  /// The first item nearest the menu's origin.
  public static let priority = MenuOrder(name: "priority")
  /// The items in the order written, top to bottom.
  public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu's action dismisses the menu.
public struct MenuActionDismissBehavior: Sendable, Equatable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// As the platform chooses (dismisses, for most menus).
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Dismisses the menu.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Keeps the menu open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
  /// Sets the order of the items of menus below.
  nonisolated public func menuOrder(_ order: MenuOrder) -> ModifiedContent<Self, VisualModifier> {
    visual("menuOrder", "\(order)")
  }

  /// Sets whether choosing an action of a menu below dismisses it.
  nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("menuActionDismissBehavior", "\(behavior)")
  }

  /// Shows or hides the indicator of menus below.
  nonisolated public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("menuIndicator", "\(visibility)")
  }

  /// Shows or hides the labels of controls below.
  nonisolated public func labelsVisibility(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("labelsVisibility", "\(visibility)")
  }
}

// MARK: - Lists

/// The tint of a list item: fixed, or the user's preference over a default.
public struct ListItemTint: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// A tint the user's preference does not change.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: "fixed(\(tint))") }
  /// A tint the user's preference overrides.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: "preferred(\(tint))") }
  /// A grey tint.
  public static let monochrome = ListItemTint(name: "monochrome")
}

extension View {
  /// Sets the tint of list items below.
  nonisolated public func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, VisualModifier> {
    visual("listItemTint", shown(tint))
  }

  /// Sets a fixed tint of list items below.
  nonisolated public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, VisualModifier> {
    visual("listItemTint", tint.map { "fixed(\($0))" } ?? "nil")
  }

  /// Sets the tint of a list section's separators.
  nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("listSectionSeparatorTint", shown(color))
  }

  /// Keeps the user from deleting the row (shown; `host.deleteRows` still deletes).
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("deleteDisabled", "\(isDisabled)")
  }

  /// Keeps the user from moving the row (shown; `host.moveRows` still moves).
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("moveDisabled", "\(isDisabled)")
  }

  /// Keeps the user from selecting the row (shown; a tap still selects).
  nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("selectionDisabled", "\(isDisabled)")
  }

  /// Shows or hides the column headers of tables below.
  nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("tableColumnHeaders", "\(visibility)")
  }

  /// Adds actions to a section's header; they are realized with the section.
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("sectionActions", nil, content())
  }
}

// MARK: - Palettes

/// How a palette picker shows its selected option.
public struct PaletteSelectionEffect: Sendable, Equatable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// As the platform chooses.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The selected option's symbol in a variant.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant(\(variant))")
  }
  /// The options drawn as they are, the app showing the selection itself.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

extension View {
  /// Sets how palette pickers below show their selected option.
  nonisolated public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("paletteSelectionEffect", "\(effect)")
  }
}

// MARK: - Context menus

/// A context menu's items (the form SwiftUI replaced with `contextMenu(menuItems:)`).
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems
  /// A context menu of items.
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
  /// Adds a context menu, or none; its items are realized with the view.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("contextMenu", nil, contextMenu?.menuItems)
  }

  /// Adds a context menu to the rows of a list or table with a selection; its items
  /// for an empty selection are realized with the view (the menu for a click
  /// outside the selected rows), the primary action is kept, not run.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("contextMenu", nil, menu([]))
  }
}
