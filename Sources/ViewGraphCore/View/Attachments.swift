// Models SwiftUI's modifiers that attach views of their own to a view: overlays
// and backgrounds, masks, toolbars and their items, swipe actions, context menus,
// tab items and list row backgrounds. The attached content is realized where
// SwiftUI shows it, as a child of the modifier named by its role in paths
// (`Screen/overlay/Badge`), so the bodies inside are counted, traced and compared
// like any other. Context menus and swipe actions are realized with their view
// (our documented choice: their buttons can be tapped directly); a tab item's
// label is realized in the tab bar, not beside the tab's content.
// Status: Complete.

/// A modifier that attaches content of its own beside the view it modifies.
nonisolated public struct AttachmentModifier: BuiltinModifier {
  /// The attachment's role, its name in paths (`overlay`, `toolbar`).
  let role: String
  /// A value the attachment shows (an alignment, an edge), as its leaf.
  let value: String?
  let attached: any View

  @MainActor package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let value { expansion.leaf = LeafContent(kind: role, value: value) }
    expansion.add(.index(0), content)
    expansion.add(.index(1), Attachment(role: role, content: attached))
  }
}

/// Attached content, named by its role in paths.
struct Attachment: View, BuiltinView {
  let role: String
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = role
    expansion.add(.content, content)
  }
}

extension View {
  /// The view with content attached in a role.
  package func attaching(_ role: String, _ value: String? = nil, _ attached: any View) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AttachmentModifier(role: role, value: value, attached: attached))
  }

  /// Draws views over this one.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("overlay", alignment == .center ? nil : "\(alignment)", content())
  }

  /// Draws a view over this one (SwiftUI's older form; a shape style is preferred).
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("overlay", alignment == .center ? nil : "\(alignment)", overlay)
  }

  /// Draws views behind this one.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("background", alignment == .center ? nil : "\(alignment)", content())
  }

  /// Draws a view behind this one (SwiftUI's older form; a shape style is preferred).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("background", alignment == .center ? nil : "\(alignment)", background)
  }

  /// Masks this view with another.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("mask", alignment == .center ? nil : "\(alignment)", mask())
  }

  /// Adds items to the toolbar or navigation bar; they are realized with the view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("toolbar", nil, content())
  }

  /// Adds swipe actions to a list row; they are realized with the row.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("swipeActions", "\(edge)\(allowsFullSwipe ? ", full swipe" : "")", content())
  }

  /// Adds a context menu; its items are realized with the view.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<
    Self, AttachmentModifier
  > {
    attaching("contextMenu", nil, menuItems())
  }

  /// Adds a context menu with a preview; both are realized with the view.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> ModifiedContent<Self, AttachmentModifier> {
    let items = menuItems()
    let shown = preview()
    return attaching("contextMenu", nil, TupleView(value: (items, shown), elements: [items, shown]))
  }

  /// Draws a view behind a list row.
  public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("listRowBackground", nil, view)
  }

  /// Sets the navigation bar's items (SwiftUI's older form).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, AttachmentModifier>
  {
    attaching("navigationBarItems", nil, TupleView(value: (leading, trailing), elements: [leading, trailing]))
  }

  /// Sets the navigation bar's leading items (SwiftUI's older form).
  public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("navigationBarItems", nil, leading)
  }

  /// Sets the navigation bar's trailing items (SwiftUI's older form).
  public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("navigationBarItems", nil, trailing)
  }
}

// MARK: - Toolbar items

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// One item of a toolbar, at a placement.
public struct ToolbarItem<ID, Content: View>: View, BuiltinView {
  let placement: ToolbarItemPlacement
  let content: Content
  /// A customizable item's id (NavigationToolbars.swift).
  var customizationID: String? = nil
  /// Whether a customizable item shows before the user customizes the toolbar.
  var showsByDefault = true
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(
      kind: "ToolbarItem", value: customizationID.map { "\(placement), id: \($0)" } ?? "\(placement)")
    // An item hidden by default shows only once the user customizes the toolbar.
    if showsByDefault { expansion.add(.content, content) }
  }
}

extension ToolbarItem where ID == () {
  /// An item at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View, BuiltinView {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "ToolbarItemGroup", value: "\(placement)")
    expansion.add(.content, content)
  }
}

// MARK: - Tab items

/// The label of a tab, shown in the tab bar.
public struct TabItemModifier: BuiltinModifier {
  let label: any View
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

extension View {
  /// Sets the label of this tab in the tab bar, where it is realized.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, TabItemModifier> {
    ModifiedContent(content: self, modifier: TabItemModifier(label: label()))
  }
}
