// Models SwiftUI's choosing views: `Picker` and `Menu` (content realized with
// the view, so their options' bodies are counted and their buttons can be tapped
// directly; our documented choice), `DisclosureGroup` (content realized only while
// expanded) and `TabView` (only the selected tab and the tabs visited before are
// realized; the tab bar's labels always are). `.tag(_:)` gives an option or tab
// the value a selection takes.
// Status: Complete. Differs: SwiftUI may defer the bodies of views inside a menu
// until it opens; a menu here is always open.

// MARK: - Tags

/// A view tagged with a value, for pickers and tab views.
public struct TagModifier: BuiltinModifier {
  let tag: AnyHashable
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "tag", value: "\(tag.base)")
    expansion.add(.content, content)
  }
}

extension View {
  /// Tags the view with a value: the selection a picker option or a tab stands for.
  public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, TagModifier> {
    ModifiedContent(content: self, modifier: TagModifier(tag: AnyHashable(tag)))
  }

  /// Tags the view with a value; an optional selection matches it too (its default).
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> ModifiedContent<Self, TagModifier> {
    ModifiedContent(content: self, modifier: TagModifier(tag: AnyHashable(tag)))
  }
}

/// A view that may carry a tag in its modifier chain.
@MainActor
package protocol TagCarrying {
  /// The first tag in the view's modifier chain, outermost first.
  var carriedTag: AnyHashable? { get }
  /// The first `tabItem` label in the chain.
  var carriedTabItem: (any View)? { get }
}

extension ModifiedContent: TagCarrying {
  package var carriedTag: AnyHashable? {
    if let tag = modifier as? TagModifier { return tag.tag }
    return (content as? any TagCarrying)?.carriedTag
  }
  package var carriedTabItem: (any View)? {
    if let item = modifier as? TabItemModifier { return item.label }
    return (content as? any TagCarrying)?.carriedTabItem
  }
}

// MARK: - Picker

/// A control that selects one of its tagged options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, BuiltinView, SelectionControl {
  let label: Label
  package let controlTitle: String?
  let selection: Binding<SelectionValue>
  let content: Content
  /// The view showing the current value, for the forms that take one.
  package var currentValueLabel: AnyView? = nil

  package init(label: Label, title: String?, selection: Binding<SelectionValue>, content: Content) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.selection = selection
    self.content = content
  }

  /// A picker with a label view.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.init(label: label(), title: nil, selection: selection, content: content())
  }

  /// A picker with a label view given first (SwiftUI's older form).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(label: label, title: nil, selection: selection, content: content())
  }

  public var body: Never { builtinBody() }
  package func select(tag: AnyHashable) -> Bool {
    guard let value = tag.base as? SelectionValue else { return false }
    selection.wrappedValue = value
    return true
  }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Picker", value: "\(controlTitle ?? ""): \(selection.location.get())")
    if !(label is Text) { expansion.add(.index(0), label) }
    expansion.add(.index(1), content)
    if let currentValueLabel { expansion.add(.index(2), currentValueLabel) }
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(label: Text(key: titleKey), title: titleKey.text, selection: selection, content: content())
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), title: String(title), selection: selection, content: content())
  }
}

extension Picker where Label == ViewGraphCore.Label<Text, Image> {
  /// A picker titled with a localized key and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      selection: selection, content: content())
  }
}

/// How pickers below are drawn: the built-in styles are values shown on screen.
public protocol PickerStyle {}

/// A built-in picker style.
public struct BuiltinPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension PickerStyle where Self == BuiltinPickerStyle {
  public static var automatic: BuiltinPickerStyle { BuiltinPickerStyle(name: "automatic") }
  public static var menu: BuiltinPickerStyle { BuiltinPickerStyle(name: "menu") }
  public static var segmented: BuiltinPickerStyle { BuiltinPickerStyle(name: "segmented") }
  public static var wheel: BuiltinPickerStyle { BuiltinPickerStyle(name: "wheel") }
  public static var inline: BuiltinPickerStyle { BuiltinPickerStyle(name: "inline") }
  public static var navigationLink: BuiltinPickerStyle { BuiltinPickerStyle(name: "navigationLink") }
  public static var palette: BuiltinPickerStyle { BuiltinPickerStyle(name: "palette") }
}

/// The segmented picker style, by its type name.
public struct SegmentedPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The segmented style.
  public init() {}
  public var description: String { "segmented" }
}

/// The wheel picker style, by its type name.
public struct WheelPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The wheel style.
  public init() {}
  public var description: String { "wheel" }
}

extension View {
  /// Sets how pickers below are drawn.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("pickerStyle", "\(style)")
  }
}

// MARK: - Menu

/// A button that shows a menu of actions.
public struct Menu<Label: View, Content: View>: View, BuiltinView {
  let label: Label
  let content: Content
  let title: String?
  /// The action of a plain tap, for the forms that take one (`host.tap` runs it).
  package var primaryAction: (() -> Void)? = nil

  /// A menu with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, content: content())
  }

  /// A menu with a label view and a primary action for a plain tap.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void)
  {
    self.init(label: label(), title: nil, content: content())
    self.primaryAction = primaryAction
  }

  package init(label: Label, title: String?, content: Content) {
    self.label = label
    self.title = title
    self.content = content
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Menu", value: title ?? "")
    if addStyled(into: &expansion) { return }
    if !(label is Text) { expansion.add(.index(0), label) }
    expansion.add(.index(1), content)
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(key: titleKey), title: titleKey.text, content: content())
  }

  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), title: String(title), content: content())
  }
}

extension Menu where Label == ViewGraphCore.Label<Text, Image> {
  /// A menu titled with a localized key and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, content: content())
  }

  /// A menu titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), content: content())
  }
}

// MARK: - DisclosureGroup

/// A box a control's own state lives in, shared by the control's node and the
/// parts that change it (a disclosure group's label, a tab bar's items).
final class ControlStateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A label that shows or hides content; the content is realized only when shown.
public struct DisclosureGroup<Label: View, Content: View>: View, BuiltinView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  let controlTitle: String?

  /// A disclosure group with a label view, expanded by tapping it.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, isExpanded: nil, content: content())
  }

  /// A disclosure group with a label view, expanded as a binding says.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, isExpanded: isExpanded, content: content())
  }

  package init(label: Label, title: String?, isExpanded: Binding<Bool>?, content: Content) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.isExpanded = isExpanded
    self.content = content
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let box = expansion.memo as? ControlStateBox<Bool> ?? ControlStateBox(false)
    expansion.memo = box
    let expanded = isExpanded?.location.get() ?? box.value
    expansion.leaf = LeafContent(
      kind: "DisclosureGroup", value: "\(controlTitle ?? ""): \(expanded ? "expanded" : "collapsed")")
    // The content follows the expansion, whether or not a body re-ran.
    expansion.stateSignature = expanded ? "expanded" : "collapsed"
    let binding = isExpanded
    let expansionBinding =
      binding ?? Binding(deferring: { box.value }, set: { box.value = $0 })
    if addStyled(into: &expansion, isExpanded: expansionBinding) { return }
    expansion.add(
      .index(0),
      DisclosureLabel(label: AnyView(label), controlTitle: controlTitle) {
        if let binding { binding.wrappedValue.toggle() } else { box.value.toggle() }
      })
    if expanded { expansion.add(.index(1), content) }
  }
}

/// The tappable label of a disclosure group.
struct DisclosureLabel: View, BuiltinView, TappableControl {
  let label: AnyView
  let controlTitle: String?
  let toggle: () -> Void
  var body: Never { builtinBody() }
  func performTap() { toggle() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, label)
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(key: titleKey), title: titleKey.text, isExpanded: nil, content: content())
  }

  /// A disclosure group titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), title: String(title), isExpanded: nil, content: content())
  }

  /// A disclosure group titled with a localized key, expanded as a binding says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(label: Text(key: titleKey), title: titleKey.text, isExpanded: isExpanded, content: content())
  }

  /// A disclosure group titled with a string, expanded as a binding says.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), title: String(title), isExpanded: isExpanded, content: content())
  }
}
