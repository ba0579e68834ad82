// Models SwiftUI's style protocols for controls and containers: a custom style's
// `makeBody(configuration:)` is realized in place of the control's default parts,
// as a custom `ButtonStyle` is (Button.swift), with the control's label and content
// handed to it as configuration views (custom views in them are counted). A
// built-in style is a value shown on the node of the modifier that sets it (a
// changed style is a leaf update) and leaves the default parts realized.
// Status: Complete for custom styles and shown built-ins. Differs: a style's body
// is made when its control is expanded (it is not a body of its own), and the
// controls made inside it do not use the same style again.

// MARK: - Styles in the environment

/// A built-in style: drawn by the system, so setting one realizes the default parts.
package protocol SystemStyle {}

/// The custom styles of the controls below, by the kind of control they style.
private struct CustomStylesKey: EnvironmentKey {
  static var defaultValue: [String: Any] { [:] }
}

extension EnvironmentValues {
  /// The custom styles of the controls below, by kind (`groupBox`, `toggle`).
  var customStyles: [String: Any] {
    get { self[CustomStylesKey.self] }
    set { self[CustomStylesKey.self] = newValue }
  }
}

/// A modifier that sets the style of one kind of control below: a custom style is
/// carried in the environment, a built-in one clears it; either is shown as the
/// modifier's leaf (`groupBoxStyle(automatic)`).
public struct StyleModifier: BuiltinModifier {
  let name: String
  let kind: String
  let carried: CarriedStyle
  let shown: String

  /// A style value made where a modifier is applied (any isolation) and read on the
  /// main actor only, where controls are expanded.
  struct CarriedStyle: @unchecked Sendable {
    let style: Any?
  }

  nonisolated init(name: String, kind: String, style: Any, shown: String) {
    self.name = name
    self.kind = kind
    self.carried = CarriedStyle(style: style is any SystemStyle ? nil : style)
    self.shown = shown
  }

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: name, value: shown)
    var child = ChildSpec(key: .content, source: .view(content))
    let kind = self.kind
    let style = carried.style
    child.environment = EnvironmentWrite(value: style ?? shown) { $0.customStyles[kind] = style }
    expansion.children.append(child)
  }
}

extension View {
  /// The view with a style set for one kind of control below.
  nonisolated package func styled(_ name: String, kind: String, _ style: Any) -> ModifiedContent<Self, StyleModifier> {
    let shown = style is any SystemStyle ? "\(style)" : typeName(type(of: style))
    return ModifiedContent(content: self, modifier: StyleModifier(name: name, kind: kind, style: style, shown: shown))
  }
}

extension Expansion {
  /// Adds the body a custom style of a kind makes, when the environment carries one,
  /// and says whether it did; the controls inside the body see no style of that kind.
  package mutating func addStyledBody(kind: String, _ make: (Any) -> (any View)?) -> Bool {
    guard let style = environment.customStyles[kind], let body = make(style) else { return false }
    readsEnvironment = true
    var child = ChildSpec(key: .content, source: .view(body))
    child.environment = EnvironmentWrite(value: "\(kind) style body") { $0.customStyles[kind] = nil }
    children.append(child)
    return true
  }
}

/// A part of a control handed to its style (a label, a content): realized where the
/// style's body places it.
@MainActor
protocol StylePart: BuiltinView {
  var part: AnyView { get }
}

extension StylePart {
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, part)
  }
}

/// The default parts of a control, as a built-in style's body shows them.
struct DefaultStyleBody: View, BuiltinView {
  let name: String
  let parts: [any View]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = name
    for (index, part) in parts.enumerated() { expansion.add(.index(index), part) }
  }
}

// MARK: - GroupBox

/// A style that draws a group box from its label and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = GroupBoxStyleConfiguration
  /// Makes the group box's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
  /// The box's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The box's content, as a view.
  @MainActor @preconcurrency
  public struct Content: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The box's label.
  public let label: Label
  /// The box's content.
  public let content: Content
}

/// The platform's group box style: the label above the content.
public struct DefaultGroupBoxStyle: GroupBoxStyle, SystemStyle, CustomStringConvertible {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the label above the content.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "GroupBox", parts: [configuration.label, configuration.content])
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's group box style.
  @preconcurrency public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Sets the style of group boxes below: a custom style's body is realized for each.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("groupBoxStyle", kind: "groupBox", style)
  }
}

extension GroupBox {
  /// Adds a custom style's body for the box, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "groupBox") { style in
      guard let style = style as? any GroupBoxStyle else { return nil }
      return style.makeBody(
        configuration: GroupBoxStyleConfiguration(
          label: .init(part: AnyView(label)), content: .init(part: AnyView(content))))
    }
  }

  /// A group box as its style's configuration gives it (in a custom style's body).
  public init(_ configuration: GroupBoxStyleConfiguration)
  where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    self.init(label: configuration.label) { configuration.content }
  }
}

// MARK: - Label

/// A style that draws a label from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = LabelStyleConfiguration
  /// Makes the label's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and icon.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  @MainActor @preconcurrency
  public struct Title: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The label's icon, as a view.
  @MainActor @preconcurrency
  public struct Icon: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The label's title.
  public var title: Title
  /// The label's icon.
  public var icon: Icon
}

/// The platform's label style.
public struct DefaultLabelStyle: LabelStyle, SystemStyle, CustomStringConvertible {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the title and the icon.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "Label", parts: [configuration.title, configuration.icon])
  }
}

/// A label style showing only the icon.
public struct IconOnlyLabelStyle: LabelStyle, SystemStyle, CustomStringConvertible {
  /// The icon-only style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "iconOnly" }
  /// Shows the icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style showing only the title.
public struct TitleOnlyLabelStyle: LabelStyle, SystemStyle, CustomStringConvertible {
  /// The title-only style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "titleOnly" }
  /// Shows the title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style showing the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle, SystemStyle, CustomStringConvertible {
  /// The title-and-icon style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "titleAndIcon" }
  /// Shows the title and the icon.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "Label", parts: [configuration.title, configuration.icon])
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's label style.
  @preconcurrency public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  @preconcurrency public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  @preconcurrency public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title and the icon.
  @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Sets how labels below show their title and icon: a custom style's body is realized for each.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("labelStyle", kind: "label", style)
  }
}

extension Label {
  /// Adds a custom style's body for the label, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "label") { style in
      guard let style = style as? any LabelStyle else { return nil }
      return style.makeBody(
        configuration: LabelStyleConfiguration(title: .init(part: AnyView(title)), icon: .init(part: AnyView(icon))))
    }
  }

  /// A label as its style's configuration gives it (in a custom style's body).
  public init(_ configuration: LabelStyleConfiguration)
  where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    self.init(title: configuration.title, icon: configuration.icon)
  }
}

// MARK: - Toggle

/// A style that draws a toggle from its label and state.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = ToggleStyleConfiguration
  /// Makes the toggle's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the label and the bound state.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it writes the toggle's binding (`$isOn`).
  @Binding public var isOn: Bool
  let title: String?

  init(label: Label, binding: Binding<Bool>, title: String?) {
    self.label = label
    self._isOn = binding
    self.title = title
  }

  /// Whether the toggle stands for several values that differ (never, for one binding).
  public var isMixed: Bool { false }
}

/// The platform's toggle style: a switch.
public struct DefaultToggleStyle: ToggleStyle, SystemStyle, CustomStringConvertible {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the toggle with its label.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// The switch toggle style.
public struct SwitchToggleStyle: ToggleStyle, SystemStyle, CustomStringConvertible {
  let tint: Color?
  /// The switch style.
  @preconcurrency public init() { tint = nil }
  /// The switch style with a tint.
  @preconcurrency public init(tint: Color) { self.tint = tint }
  nonisolated public var description: String { tint.map { "switch(tint: \($0))" } ?? "switch" }
  /// Shows the toggle with its label.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A toggle drawn as a button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle, SystemStyle, CustomStringConvertible {
  /// The button style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "button" }
  /// Shows the toggle with its label.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's toggle style.
  @preconcurrency public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  @preconcurrency public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  @preconcurrency public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  /// Sets how toggles below are drawn: a custom style's body is realized for each.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("toggleStyle", kind: "toggle", style)
  }
}

extension Toggle {
  /// Adds a custom style's body for the toggle, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    let styled = expansion.addStyledBody(kind: "toggle") { style in
      guard let style = style as? any ToggleStyle else { return nil }
      return style.makeBody(
        configuration: ToggleStyleConfiguration(label: .init(part: AnyView(label)), binding: isOn, title: controlTitle))
    }
    // The style's body shows the state: it is made again when the binding changes,
    // whether or not a body re-ran.
    if styled { expansion.stateSignature = isOn.location.get() ? "on" : "off" }
    return styled
  }

  /// A toggle as its style's configuration gives it (in a custom style's body): the
  /// same binding and title.
  public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
    self.init(label: configuration.label, title: configuration.title, isOn: configuration.$isOn)
  }
}

// MARK: - ProgressView

/// A style that draws a progress view from its fraction and labels.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = ProgressViewStyleConfiguration
  /// Makes the progress view's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is given: the fraction completed and the labels.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The progress view's current-value label, as a view.
  @MainActor @preconcurrency
  public struct CurrentValueLabel: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The fraction completed, from 0 to 1; `nil` when indeterminate.
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public var label: Label?
  /// The current-value label, if the progress view has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// The platform's progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle, SystemStyle, CustomStringConvertible {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the progress view.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A progress bar.
public struct LinearProgressViewStyle: ProgressViewStyle, SystemStyle, CustomStringConvertible {
  let tint: Color?
  /// The linear style.
  @preconcurrency public init() { tint = nil }
  /// The linear style with a tint.
  @preconcurrency public init(tint: Color) { self.tint = tint }
  nonisolated public var description: String { tint.map { "linear(tint: \($0))" } ?? "linear" }
  /// Shows the progress view.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A spinner, or a ring for a fraction.
public struct CircularProgressViewStyle: ProgressViewStyle, SystemStyle, CustomStringConvertible {
  let tint: Color?
  /// The circular style.
  @preconcurrency public init() { tint = nil }
  /// The circular style with a tint.
  @preconcurrency public init(tint: Color) { self.tint = tint }
  nonisolated public var description: String { tint.map { "circular(tint: \($0))" } ?? "circular" }
  /// Shows the progress view.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's progress view style.
  @preconcurrency public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress bar.
  @preconcurrency public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  @preconcurrency public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets how progress views below are drawn: a custom style's body is realized for each.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("progressViewStyle", kind: "progressView", style)
  }
}

extension ProgressView {
  /// Adds a custom style's body for the progress view, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "progressView") { style in
      guard let style = style as? any ProgressViewStyle else { return nil }
      return style.makeBody(
        configuration: ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: label.map { .init(part: AnyView($0)) },
          currentValueLabel: currentValueLabel.map { .init(part: AnyView($0)) }))
    }
  }

  /// A progress view as its style's configuration gives it (in a custom style's body).
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      label: configuration.label, currentValueLabel: configuration.currentValueLabel,
      fraction: configuration.fractionCompleted)
  }
}

// MARK: - Menu

/// A style that draws a menu from its label and content.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = MenuStyleConfiguration
  /// Makes the menu's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a menu style is given: the menu's label and content.
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The menu's content, as a view.
  @MainActor @preconcurrency
  public struct Content: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  let label: Label
  let content: Content
  let title: String?
}

/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle, SystemStyle, CustomStringConvertible {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the menu.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle, SystemStyle, CustomStringConvertible {
  /// The button style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "button" }
  /// Shows the menu.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle, SystemStyle, CustomStringConvertible {
  /// The borderless button style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "borderlessButton" }
  /// Shows the menu.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's menu style.
  @preconcurrency public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  @preconcurrency public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button.
  @preconcurrency public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Sets how menus below are drawn: a custom style's body is realized for each.
  nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("menuStyle", kind: "menu", style)
  }
}

extension Menu {
  /// Adds a custom style's body for the menu, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "menu") { style in
      guard let style = style as? any MenuStyle else { return nil }
      return style.makeBody(
        configuration: MenuStyleConfiguration(
          label: .init(part: AnyView(label)), content: .init(part: AnyView(content)), title: title))
    }
  }

  /// A menu as its style's configuration gives it (in a custom style's body).
  public init(_ configuration: MenuStyleConfiguration)
  where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    self.init(label: configuration.label, title: configuration.title, content: configuration.content)
  }
}

// MARK: - LabeledContent

/// A style that draws labeled content from its label and content.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = LabeledContentStyleConfiguration
  /// Makes the labeled content's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a labeled content style is given: the label and the content.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The content, as a view.
  @MainActor @preconcurrency
  public struct Content: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The platform's labeled content style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, SystemStyle, CustomStringConvertible {
  /// The automatic style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the label beside the content.
  public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The platform's labeled content style.
  @preconcurrency public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
  /// Sets how labeled content below is drawn: a custom style's body is realized for each.
  nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<
    Self, StyleModifier
  > {
    styled("labeledContentStyle", kind: "labeledContent", style)
  }
}

extension LabeledContent {
  /// Adds a custom style's body for the labeled content, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "labeledContent") { style in
      guard let style = style as? any LabeledContentStyle else { return nil }
      return style.makeBody(
        configuration: LabeledContentStyleConfiguration(
          label: .init(part: AnyView(label)), content: .init(part: AnyView(content))))
    }
  }

  /// Labeled content as its style's configuration gives it (in a custom style's body).
  public init(_ configuration: LabeledContentStyleConfiguration)
  where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    self.init(label: configuration.label, content: configuration.content)
  }
}

// MARK: - DisclosureGroup

/// A style that draws a disclosure group from its label, content and expansion.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// Makes the disclosure group's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style is given: the label, the content and whether it is expanded.
public struct DisclosureGroupStyleConfiguration {
  /// The label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The content, as a view.
  @MainActor @preconcurrency
  public struct Content: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The label.
  public let label: Label
  /// The content: realized only where the style places it (while expanded, as it chooses).
  public let content: Content
  /// Whether the group is expanded; setting it expands or collapses the group (`$isExpanded`).
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, binding: Binding<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = binding
  }
}

/// The platform's disclosure group style.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, SystemStyle, CustomStringConvertible {
  /// The automatic style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the label, and the content while expanded.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(isExpanded: configuration.$isExpanded) {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The platform's disclosure group style.
  @preconcurrency public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
  /// Sets how disclosure groups below are drawn: a custom style's body is realized for each.
  nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<
    Self, StyleModifier
  > {
    styled("disclosureGroupStyle", kind: "disclosureGroup", style)
  }
}

extension DisclosureGroup {
  /// Adds a custom style's body for the group, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion, isExpanded: Binding<Bool>) -> Bool {
    expansion.addStyledBody(kind: "disclosureGroup") { style in
      guard let style = style as? any DisclosureGroupStyle else { return nil }
      return style.makeBody(
        configuration: DisclosureGroupStyleConfiguration(
          label: .init(part: AnyView(label)), content: .init(part: AnyView(content)), binding: isExpanded))
    }
  }
}

// MARK: - ControlGroup

/// A style that draws a control group from its label and content.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = ControlGroupStyleConfiguration
  /// Makes the control group's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a control group style is given: the group's label and content.
public struct ControlGroupStyleConfiguration {
  /// The label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The content, as a view.
  @MainActor @preconcurrency
  public struct Content: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The platform's control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle, SystemStyle, CustomStringConvertible {
  nonisolated init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the label and the content.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "ControlGroup", parts: [configuration.label, configuration.content])
  }
}

/// Controls side by side, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle, SystemStyle, CustomStringConvertible {
  /// The navigation style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "navigation" }
  /// Shows the label and the content.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "ControlGroup", parts: [configuration.label, configuration.content])
  }
}

/// Controls as a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle, SystemStyle, CustomStringConvertible {
  /// The palette style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "palette" }
  /// Shows the label and the content.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "ControlGroup", parts: [configuration.label, configuration.content])
  }
}

/// Controls in a menu.
public struct MenuControlGroupStyle: ControlGroupStyle, SystemStyle, CustomStringConvertible {
  /// The menu style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "menu" }
  /// Shows the label and the content.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "ControlGroup", parts: [configuration.label, configuration.content])
  }
}

/// Controls in a compact menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, SystemStyle, CustomStringConvertible {
  /// The compact menu style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "compactMenu" }
  /// Shows the label and the content.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultStyleBody(name: "ControlGroup", parts: [configuration.label, configuration.content])
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's control group style.
  @preconcurrency public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Controls side by side.
  @preconcurrency public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// Controls as a palette.
  @preconcurrency public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// Controls in a menu.
  @preconcurrency public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// Controls in a compact menu.
  @preconcurrency public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension View {
  /// Sets how control groups below are drawn: a custom style's body is realized for each.
  nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("controlGroupStyle", kind: "controlGroup", style)
  }
}

/// A control group's content that carries a label of its own.
@MainActor
protocol LabeledGroupParts {
  var parts: (label: AnyView, content: AnyView) { get }
}

extension ControlGroup {
  /// Adds a custom style's body for the group, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "controlGroup") { style in
      guard let style = style as? any ControlGroupStyle else { return nil }
      let parts = (content as? any LabeledGroupParts)?.parts ?? (label: AnyView(EmptyView()), content: AnyView(content))
      return style.makeBody(
        configuration: ControlGroupStyleConfiguration(
          label: .init(part: parts.label), content: .init(part: parts.content)))
    }
  }
}

// MARK: - Styles without a body of their own

/// The platform's picker style, by its type name.
public struct DefaultPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The default style.
  nonisolated public init() {}
  nonisolated public var description: String { "automatic" }
}

/// A picker drawn as a menu, by its type name.
public struct MenuPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The menu style.
  nonisolated public init() {}
  nonisolated public var description: String { "menu" }
}

/// A picker drawn inline, by its type name.
public struct InlinePickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The inline style.
  nonisolated public init() {}
  nonisolated public var description: String { "inline" }
}

/// A picker drawn as a palette, by its type name.
public struct PalettePickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The palette style.
  nonisolated public init() {}
  nonisolated public var description: String { "palette" }
}

/// A picker drawn as a navigation link to its options, by its type name.
public struct NavigationLinkPickerStyle: PickerStyle, Sendable, CustomStringConvertible {
  /// The navigation link style.
  nonisolated public init() {}
  nonisolated public var description: String { "navigationLink" }
}

/// The platform's list style, by its type name.
public struct DefaultListStyle: ListStyle, Sendable, CustomStringConvertible {
  /// The default style.
  nonisolated public init() {}
  nonisolated public var description: String { "automatic" }
}

/// The inset list style, by its type name.
public struct InsetListStyle: ListStyle, Sendable, CustomStringConvertible {
  /// The inset style.
  nonisolated public init() {}
  nonisolated public var description: String { "inset" }
}

/// The sidebar list style, by its type name.
public struct SidebarListStyle: ListStyle, Sendable, CustomStringConvertible {
  /// The sidebar style.
  nonisolated public init() {}
  nonisolated public var description: String { "sidebar" }
}

/// The platform's text field style, by its type name.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
  /// The default style.
  nonisolated public init() {}
  nonisolated public var description: String { "automatic" }
}

/// The plain text field style, by its type name.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
  /// The plain style.
  nonisolated public init() {}
  nonisolated public var description: String { "plain" }
}

/// The platform's navigation view style, by its type name.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable, CustomStringConvertible {
  /// The default style.
  nonisolated public init() {}
  nonisolated public var description: String { "automatic" }
}

/// One view at a time, by its type name.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable, CustomStringConvertible {
  /// The stack style.
  nonisolated public init() {}
  nonisolated public var description: String { "stack" }
}

/// A sidebar and a detail, by its type name.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable, CustomStringConvertible {
  /// The double-column style.
  nonisolated public init() {}
  nonisolated public var description: String { "columns" }
}

/// Columns, by its type name.
public struct ColumnNavigationViewStyle: NavigationViewStyle, Sendable, CustomStringConvertible {
  nonisolated init() {}
  nonisolated public var description: String { "columns" }
}

/// How index views (a paged tab view's dots) below are drawn.
public protocol IndexViewStyle {}

/// The dots of a paged view.
public struct PageIndexViewStyle: IndexViewStyle, Sendable, CustomStringConvertible {
  /// When the dots have a background.
  public struct BackgroundDisplayMode: Sendable, Hashable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// As the platform chooses.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Only while the user interacts.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  let backgroundDisplayMode: BackgroundDisplayMode
  /// The page style, with a background mode.
  nonisolated public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
  nonisolated public var description: String { "page(\(backgroundDisplayMode))" }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The dots of a paged view.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// The dots of a paged view, with a background mode.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Sets how index views below are drawn.
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("indexViewStyle", "\(style)")
  }
}
