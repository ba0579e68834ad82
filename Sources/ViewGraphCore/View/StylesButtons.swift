// Models SwiftUI's `PrimitiveButtonStyle`: a style that makes the whole button,
// including when its action runs. A custom style set with `buttonStyle(_:)` has its
// `makeBody(configuration:)` realized in the button, in place of the label, with the
// label handed over as `configuration.label` (custom views in it are counted) and the
// action as `configuration.trigger()`. A tap reaches the button through its style: the
// tap target the style's body puts around the label (an `onTapGesture` calling
// `trigger()`, or a built-in style's body) takes it, and a style whose body has none
// takes no tap, as in SwiftUI. A built-in style (`.bordered`) is a value shown on the
// modifier's node and leaves the button as it is; its `makeBody(configuration:)` is a
// tappable view showing the label, for a custom style that wraps it.
// Status: Complete for custom and built-in styles. Differs: a style's body is made
// when its button is expanded (it is not a body of its own); a pressed state is never
// shown.

/// A style that makes a button from its label, its role and its action.
///
///     struct OnRelease: PrimitiveButtonStyle {
///       func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture { configuration.trigger() }
///       }
///     }
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// Makes the button: its appearance and when its action runs.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What the style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style is given: the label, the role and the action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The button's role.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: Action

  /// The button's action: made and run on the main actor only.
  struct Action: @unchecked Sendable {
    let run: @MainActor () -> Void
  }

  init(label: Label, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.label = label
    self.role = role
    self.action = Action(run: action)
  }

  /// Runs the button's action (its style calls it when the button is tapped).
  public func trigger() {
    let action = self.action
    MainActor.assumeIsolated { action.run() }
  }
}

// MARK: - Built-in styles

/// A built-in button style: drawn by the system, so setting one leaves the button as it
/// is; its body, made for a custom style that wraps it, is a tappable view showing the
/// label.
package protocol SystemButtonStyle: PrimitiveButtonStyle, SystemStyle, CustomStringConvertible {}

extension SystemButtonStyle {
  /// The label, drawn by the style and tappable: a tap triggers the button.
  func systemBody(_ configuration: PrimitiveButtonStyleConfiguration) -> SystemButtonStyleBody {
    SystemButtonStyleBody(name: description, configuration: configuration)
  }
}

/// The body of a built-in button style: its label, and the tap target that runs the
/// button's action.
struct SystemButtonStyleBody: View, BuiltinView, TappableControl {
  let name: String
  let configuration: PrimitiveButtonStyleConfiguration
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package var controlTitle: String? { nil }
  package func performTap() { configuration.trigger() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "buttonStyle", value: name)
    expansion.add(.content, configuration.label)
  }
}

/// The platform's button style: borderless on iOS, bordered in some containers.
public struct DefaultButtonStyle: SystemButtonStyle {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// The button's label, tappable.
  public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { systemBody(configuration) }
}

/// A button drawn as its label only, without a border or tint.
public struct PlainButtonStyle: SystemButtonStyle {
  /// The plain style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "plain" }
  /// The button's label, tappable.
  public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { systemBody(configuration) }
}

/// A button drawn as its tinted label, without a border.
public struct BorderlessButtonStyle: SystemButtonStyle {
  /// The borderless style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "borderless" }
  /// The button's label, tappable.
  public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { systemBody(configuration) }
}

/// A button drawn with a border.
public struct BorderedButtonStyle: SystemButtonStyle {
  /// The bordered style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "bordered" }
  /// The button's label, tappable.
  public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { systemBody(configuration) }
}

/// A button drawn with a border, filled with the tint.
public struct BorderedProminentButtonStyle: SystemButtonStyle {
  /// The bordered prominent style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "borderedProminent" }
  /// The button's label, tappable.
  public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View {
    systemBody(configuration)
  }
}

/// A built-in button style of another platform or release (`link`, `glass`), by name.
public struct BuiltinButtonStyle: SystemButtonStyle {
  let name: String
  nonisolated public var description: String { name }
  /// The button's label, tappable.
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's button style.
  @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label only.
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The tinted label, without a border.
  @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A border around the label.
  @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A border filled with the tint.
  @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BuiltinButtonStyle {
  /// A button drawn as a link (macOS).
  @MainActor @preconcurrency public static var link: BuiltinButtonStyle { BuiltinButtonStyle(name: "link") }
  /// A button drawn in glass (a later release).
  @MainActor @preconcurrency public static var glass: BuiltinButtonStyle { BuiltinButtonStyle(name: "glass") }
}

// MARK: - Setting a style

/// Writes the primitive button style of the buttons below: a custom one is carried in
/// the environment, a built-in one clears it; either replaces a `ButtonStyle`.
public struct PrimitiveButtonStyleWriter: BuiltinModifier {
  let carried: StyleModifier.CarriedStyle
  let shown: String

  nonisolated init(style: Any, shown: String) {
    self.carried = StyleModifier.CarriedStyle(style: style is any SystemStyle ? nil : style)
    self.shown = shown
  }

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var child = ChildSpec(key: .content, source: .view(content))
    let style = carried.style
    child.environment = EnvironmentWrite(value: style ?? shown) {
      $0.customStyles[primitiveButtonStyleKind] = style
      $0.buttonStyle = nil
    }
    expansion.children.append(child)
  }
}

/// The kind under which the environment carries a custom primitive button style.
let primitiveButtonStyleKind = "button"

extension View {
  /// Sets how buttons below are made: a custom style's body is realized in each button,
  /// a built-in style is shown.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<
    ModifiedContent<Self, PrimitiveButtonStyleWriter>, VisualModifier
  > {
    let shown = style is any SystemStyle ? String(describing: style) : typeName(S.self)
    return ModifiedContent(content: self, modifier: PrimitiveButtonStyleWriter(style: style, shown: shown))
      .visual("buttonStyle", shown)
  }
}

extension Button {
  /// Adds the body a custom primitive style makes for the button, if one is set, with
  /// the label and the action; whether it did.
  func addPrimitiveStyled(into expansion: inout Expansion) -> Bool {
    let label = AnyView(self.label)
    let configuration = PrimitiveButtonStyleConfiguration(label: .init(part: label), role: role, action: action)
    return expansion.addStyledBody(kind: primitiveButtonStyleKind) { style in
      guard let style = style as? any PrimitiveButtonStyle else { return nil }
      return style.makeBody(configuration: configuration)
    }
  }
}

extension GraphNode {
  /// Whether the node is a button made by a custom primitive style, which takes taps
  /// through the tap target of its style's body, not itself.
  package var tapsThroughItsStyle: Bool {
    value is any StyledButton && environment.customStyles[primitiveButtonStyleKind] != nil
  }
}

/// A button, whatever its label: one a custom primitive style makes is tapped through it.
@MainActor
protocol StyledButton {}

extension Button: StyledButton {}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style is given, as a plain button: its label and role,
  /// and its action, which runs the configuration's trigger.
  /// - Parameter configuration: The style's configuration.
  @preconcurrency public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    let action = configuration.action
    self.init(role: configuration.role, action: { action.run() }, label: { configuration.label })
  }
}
