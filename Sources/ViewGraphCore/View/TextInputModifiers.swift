// Models SwiftUI's text-input modifiers: `onSubmit` keeps its action (run by
// `host.submit(_:)` as pressing return in a field below it would; an action is not
// a tracking scope), `refreshable` keeps its action (run by `await host.refresh()`
// as a pull to refresh would), and the keyboard settings are values shown on
// screen.
// Status: Complete.

/// The action run when a text field below is submitted.
public struct SubmitModifier: BuiltinModifier {
  let triggers: SubmitTriggers
  let action: () -> Void
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

/// What submits: a text field or a search field.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key.
public struct SubmitLabel: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// How text typed in a field is capitalized.
public struct TextInputAutocapitalization: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The action of a pull to refresh.
public struct RefreshModifier: BuiltinModifier {
  let action: @Sendable () async -> Void
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

extension View {
  /// Runs an action when a text field below is submitted (`host.submit`).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<
    Self, SubmitModifier
  > {
    ModifiedContent(content: self, modifier: SubmitModifier(triggers: triggers, action: action))
  }

  /// Lets the user pull to refresh (`await host.refresh()`).
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<
    Self, RefreshModifier
  > {
    ModifiedContent(content: self, modifier: RefreshModifier(action: action))
  }

  /// Sets the label of the return key.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, VisualModifier> {
    visual("submitLabel", "\(submitLabel)")
  }
  /// Sets how typed text is capitalized.
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("textInputAutocapitalization", shown(autocapitalization))
  }
  /// Turns autocorrection off or on.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("autocorrectionDisabled", "\(disable)")
  }
  /// Turns autocorrection off or on (SwiftUI's older form).
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, VisualModifier> {
    visual("autocorrectionDisabled", shown(disable))
  }
  /// Sets how text fields below are drawn.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("textFieldStyle", "\(style)")
  }
}

/// How text fields below are drawn: the built-in styles are values shown on screen.
public protocol TextFieldStyle {}

/// A built-in text field style.
public struct BuiltinTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension TextFieldStyle where Self == BuiltinTextFieldStyle {
  public static var automatic: BuiltinTextFieldStyle { BuiltinTextFieldStyle(name: "automatic") }
  public static var plain: BuiltinTextFieldStyle { BuiltinTextFieldStyle(name: "plain") }
  public static var roundedBorder: BuiltinTextFieldStyle { BuiltinTextFieldStyle(name: "roundedBorder") }
}

/// The rounded-border text field style, by its type name.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable, CustomStringConvertible {
  /// The rounded-border style.
  public init() {}
  public var description: String { "roundedBorder" }
}

/// A view carrying an `onSubmit` action.
@MainActor
protocol SubmitCarrying {
  var submitModifier: SubmitModifier { get }
}

extension ModifiedContent: SubmitCarrying where Modifier == SubmitModifier {
  var submitModifier: SubmitModifier { modifier }
}

/// A view carrying a `refreshable` action.
@MainActor
protocol RefreshCarrying {
  var refreshAction: @Sendable () async -> Void { get }
}

extension ModifiedContent: RefreshCarrying where Modifier == RefreshModifier {
  var refreshAction: @Sendable () async -> Void { modifier.action }
}
