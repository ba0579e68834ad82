// Models SwiftUI's `Button`: a primitive control whose label is realized as its
// child (custom views in a label are counted like any other), whose action runs
// when `host.tap` reaches it (an action is not a tracking scope), and whose role
// and style are inputs shown on screen. A custom `ButtonStyle`'s `makeBody` is
// realized around the label, as SwiftUI draws it; a custom `PrimitiveButtonStyle`
// makes the whole button (StylesButtons.swift).
// Status: Complete.

/// A control that runs an action when tapped.
public struct Button<Label: View>: View, BuiltinView, TappableControl {
  let label: Label
  let action: @MainActor () -> Void
  let role: ButtonRole?
  package let controlTitle: String?

  /// A button with a label view.
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a label view.
  @preconcurrency public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
    self.role = role
    self.controlTitle = nil
  }

  package init(label: Label, title: String?, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.label = label
    self.action = action
    self.role = role
    self.controlTitle = title
  }

  public var body: Never { builtinBody() }
  package func performTap() { action() }
  package func expand(into expansion: inout Expansion) {
    let role = self.role.map { " (\($0))" } ?? ""
    expansion.leaf = LeafContent(kind: "Button", value: (controlTitle ?? plainTitle(of: label) ?? "") + role)
    if addPrimitiveStyled(into: &expansion) {
      // A custom primitive style made the button (StylesButtons.swift).
    } else if let style = expansion.environment.buttonStyle {
      expansion.add(.content, style.makeBody(label: AnyView(label), role: self.role))
    } else {
      expansion.add(.content, label)
    }
  }
}

extension Button where Label == Text {
  /// A button titled with a localized key.
  @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(label: Text(key: titleKey), title: titleKey.text, role: nil, action: action)
  }

  /// A button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(label: Text(title), title: String(title), role: nil, action: action)
  }

  /// A button with a role, titled with a localized key.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, role: role, action: action)
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(label: Text(title), title: String(title), role: role, action: action)
  }
}

extension Button where Label == ViewGraphCore.Label<Text, Image> {
  /// A button titled with a localized key and a system image.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, role: nil, action: action)
  }

  /// A button titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(
      label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), role: nil, action: action)
  }

  /// A button with a role, titled with a localized key and a system image.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, role: role, action: action)
  }

  /// A button with a role, titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), role: role, action: action)
  }
}

/// What a button does, for its appearance.
public struct ButtonRole: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Deletes or removes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
  /// Confirms the current operation.
  public static let confirm = ButtonRole(name: "confirm")
  /// Closes the current view.
  public static let close = ButtonRole(name: "close")
}

// MARK: - Button styles

/// A style that draws a button from its label and its pressed state.
///
///     struct Pill: ButtonStyle {
///       func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(.blue)
///       }
///     }
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = ButtonStyleConfiguration
  /// Makes the button's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the label, the role and whether it is pressed.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, BuiltinView {
    let content: AnyView
    public var body: Never { builtinBody() }
    package func expand(into expansion: inout Expansion) {
      expansion.showsInPath = false
      expansion.add(.content, content)
    }
  }

  /// The button's label.
  public let label: Label
  /// The button's role.
  public let role: ButtonRole?
  /// Whether the button is pressed (never, outside a tap).
  public let isPressed: Bool
}

/// A custom style as the environment carries it.
struct ResolvedButtonStyle {
  let name: String
  let make: @MainActor (ButtonStyleConfiguration) -> any View

  @MainActor func makeBody(label: AnyView, role: ButtonRole?) -> AnyView {
    AnyView(erasing: make(ButtonStyleConfiguration(label: .init(content: label), role: role, isPressed: false)))
      ?? AnyView(EmptyView())
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ResolvedButtonStyle? { nil }
}

extension EnvironmentValues {
  /// The custom button style of buttons below, if any.
  var buttonStyle: ResolvedButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws buttons below with a custom style: its `makeBody` is realized around each label.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    let resolved = ResolvedButtonStyle(name: typeName(S.self)) { style.makeBody(configuration: $0) }
    return ModifiedContent(
      content: self,
      modifier: EnvironmentWriter(value: style) {
        $0.buttonStyle = resolved
        $0.customStyles[primitiveButtonStyleKind] = nil
      })
  }

  /// Sets the border shape of bordered buttons below.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, VisualModifier> {
    visual("buttonBorderShape", "\(shape)")
  }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable, Hashable, CustomStringConvertible {
  package let name: String
  /// A rounded rectangle's corner radius; `nil` for the system's.
  package var cornerRadius: Double? = nil
  /// How far the shape is inset.
  package var insetAmount: Double = 0
  public var description: String { insetAmount == 0 ? name : "\(name).inset(by: \(insetAmount))" }
  package init(name: String, cornerRadius: Double? = nil, insetAmount: Double = 0) {
    self.name = name
    self.cornerRadius = cornerRadius
    self.insetAmount = insetAmount
  }
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static let circle = ButtonBorderShape(name: "circle")
}
