public import Observation

// SwiftUI's focus beyond `@FocusState`, keyboard and hover surface: focusable views,
// focused values and objects, default focus, key presses, hover effects, find and
// writing-tools settings. Values are inputs of their node, shown as its leaf (a changed
// value is a leaf update); actions (`onKeyPress`, `onHover`) are stored, not run: no
// key is pressed and no pointer hovers here. Focused values are inputs of the view
// that publishes them; `@FocusedValue`, `@FocusedBinding` and `@FocusedObject` read
// none, as in a scene where nothing has focus.
// Status: visual inputs and stored actions. Differs: focus moves only between the
// controls bound to `@FocusState` (Focus.swift); focused values do not flow to readers.

// MARK: - Stored actions

/// A modifier keeping an action SwiftUI runs on an event the engine does not produce
/// (a key press, a hover, a drop); its other values are its node's leaf.
public struct StoredActionModifier {
  let name: String
  let shown: String
  let action: Any
}

extension StoredActionModifier: BuiltinModifier {
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: name, value: shown)
    expansion.add(.content, content)
  }
}

extension View {
  /// The view with an action kept for an event the engine does not produce, showing a value.
  nonisolated package func storingAction(_ name: String, _ shown: String, _ action: Any) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    ModifiedContent(content: self, modifier: StoredActionModifier(name: name, shown: shown, action: action))
  }
}

// MARK: - Focusable views

/// The ways a focusable view takes part in focus.
public struct FocusInteractions: OptionSet, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Focus interactions of a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The view takes focus to be activated (a button).
  public static let activate = FocusInteractions(rawValue: 1)
  /// The view takes focus to be edited (a text field).
  public static let edit = FocusInteractions(rawValue: 2)
  /// The platform's choice.
  public static let automatic = FocusInteractions(rawValue: 3)
  public var description: String {
    switch rawValue {
    case 1: "activate"
    case 2: "edit"
    default: "automatic"
    }
  }
}

/// How urgently a default focus is applied.
public struct DefaultFocusEvaluationPriority: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// When the view first appears.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Also when the user moves focus into the scope.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
  /// Makes the view able to take focus.
  nonisolated public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("focusable", "\(isFocusable)")
  }

  /// Makes the view able to take focus for some interactions.
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("focusable", "\(isFocusable), \(interactions)")
  }

  /// Turns off the system's focus effect on this view.
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    writingEnvironment("focusEffectDisabled", \.isFocusEffectEnabled, !disabled, shown: "\(disabled)")
  }

  /// Gives focus to the view bound to a value when the scope first appears.
  nonisolated public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("defaultFocus", "\(value), \(priority)")
  }
}

// MARK: - Focused values

/// A key for a value a focused view publishes.
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values the focused view and its ancestors publish.
public struct FocusedValues: Equatable {
  var values: [ObjectIdentifier: Any] = [:]

  /// No values: nothing has focus.
  package init() {}

  /// The value for a key, if the focused view published one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether two sets of values have the same keys (values are compared by key).
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    Set(lhs.values.keys) == Set(rhs.values.keys)
  }
}

/// A value the focused view publishes: `@FocusedValue(\.selection) var selection`.
///
/// Nothing has focus here, so it reads `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Value?>?

  /// Reads the focused view's value for a key path.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

  /// Reads an `@Observable` object the focused view published.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable { keyPath = nil }

  /// The focused view's value, if any (none: nothing has focus).
  public var wrappedValue: Value? { keyPath.flatMap { FocusedValues()[keyPath: $0] } }
}

/// A binding the focused view publishes: `@FocusedBinding(\.document) var document`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Binding<Value>?>

  /// Reads the focused view's binding for a key path.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

  /// The bound value, if the focused view published a binding (none: nothing has focus).
  public var wrappedValue: Value? {
    get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
    nonmutating set {
      if let newValue { FocusedValues()[keyPath: keyPath]?.wrappedValue = newValue }
    }
  }

  /// A binding to the bound value.
  public var projectedValue: Binding<Value?> {
    let keyPath = keyPath
    return Binding(
      deferring: { FocusedValues()[keyPath: keyPath]?.wrappedValue },
      set: { if let new = $0 { FocusedValues()[keyPath: keyPath]?.wrappedValue = new } })
  }
}

/// An `ObservableObject` the focused view published with `focusedObject(_:)`.
@MainActor @preconcurrency
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the object's members.
  @dynamicMemberLookup
  @MainActor @preconcurrency
  public struct Wrapper {
    let object: ObjectType
    /// A binding to a member of the object.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
      Binding(location: ObjectMemberLocation(object: object, keyPath: keyPath))
    }
  }

  /// Reads the focused view's object of the type.
  public init() {}

  /// The object, if the focused view published one (none: nothing has focus).
  public var wrappedValue: ObjectType? { nil }

  /// Bindings to the object's members, if any.
  public var projectedValue: Wrapper? { wrappedValue.map { Wrapper(object: $0) } }
}

extension View {
  /// Publishes a value for `@FocusedValue` readers while this view has focus.
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("focusedValue", "\(Value.self): \(value)")
  }

  /// Publishes a value, or none, for `@FocusedValue` readers while this view has focus.
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("focusedValue", "\(Value.self): \(shown(value))")
  }

  /// Publishes an `@Observable` object for `@FocusedValue(Type.self)` readers.
  nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("focusedValue", object.map { "\(T.self)(\(ObjectIdentifier($0).hashValue))" } ?? "nil")
  }

  /// Publishes a value for `@FocusedValue` readers while this view's scene has focus.
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("focusedSceneValue", "\(T.self): \(value)")
  }

  /// Publishes a value, or none, while this view's scene has focus.
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("focusedSceneValue", "\(T.self): \(shown(value))")
  }

  /// Publishes an `@Observable` object while this view's scene has focus.
  nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("focusedSceneValue", object.map { "\(T.self)(\(ObjectIdentifier($0).hashValue))" } ?? "nil")
  }

  /// Publishes an `ObservableObject` for `@FocusedObject` readers while this view has focus.
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, VisualModifier> {
    visual("focusedObject", "\(T.self)")
  }

  /// Publishes an `ObservableObject`, or none, while this view has focus.
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, VisualModifier> {
    visual("focusedObject", object.map { _ in "\(T.self)" } ?? "nil")
  }

  /// Publishes an `ObservableObject` while this view's scene has focus.
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("focusedSceneObject", "\(T.self)")
  }

  /// Publishes an `ObservableObject`, or none, while this view's scene has focus.
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("focusedSceneObject", object.map { _ in "\(T.self)" } ?? "nil")
  }
}

// MARK: - Key presses

/// A key press a view's `onKeyPress` action receives.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
  /// The phases of a key press an action can ask for.
  public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
    public let rawValue: Int
    /// Phases of a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1)
    /// The key repeats while held.
    public static let `repeat` = Phases(rawValue: 2)
    /// The key went up.
    public static let up = Phases(rawValue: 4)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
    public var debugDescription: String {
      [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1)
        .joined(separator: "+")
    }
  }

  /// Whether an action handled a key press.
  public enum Result: Sendable, Hashable {
    /// Handled: no other view receives it.
    case handled
    /// Ignored: an ancestor receives it.
    case ignored
  }

  /// The phase of the press.
  public let phase: Phases
  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters the key makes.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers

  public var debugDescription: String { "KeyPress(\(phase.debugDescription) \(key) \(modifiers))" }
}

extension View {
  /// Runs an action when a key is pressed while this view has focus (stored: no key is
  /// pressed here).
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> ModifiedContent<Self, StoredActionModifier>
  {
    storingAction("onKeyPress", "\(key)", action)
  }

  /// Runs an action when a key is pressed in some phases while this view has focus.
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onKeyPress", "\(key), \(phases.debugDescription)", action)
  }

  /// Runs an action when any key is pressed while this view has focus.
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onKeyPress", phases.debugDescription, action)
  }

  /// Runs an action when one of some keys is pressed while this view has focus.
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "onKeyPress", "\(keys.map(\.description).sorted().joined(separator: " ")), \(phases.debugDescription)", action)
  }
}

extension KeyboardShortcut {
  /// How a shortcut adapts to the keyboard layout.
  public struct Localization: Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// The system remaps the shortcut for the layout and mirrors it right to left.
    public static let automatic = Localization(name: "automatic")
    /// The system remaps it but does not mirror it.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// The shortcut as written.
    public static let custom = Localization(name: "custom")
  }
}

extension View {
  /// Gives the control a keyboard shortcut adapted to the keyboard layout.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("keyboardShortcut", "\(KeyboardShortcut(key, modifiers: modifiers)), \(localization)")
  }
}

// MARK: - Hover

/// A way a view reacts to a pointer hovering over it.
public struct HoverEffect: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's effect.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight under the pointer.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts under the pointer.
  public static let lift = HoverEffect(name: "lift")

  /// A hover effect of a custom one.
  public init<E: CustomHoverEffect>(_ effect: E) { name = "\(effect)" }
  init(name: String) { self.name = name }
}

/// A hover effect built from others.
public protocol CustomHoverEffect {
  /// The type of effect the body returns.
  associatedtype Body: CustomHoverEffect
  /// The effect, from the empty one.
  func body(content: EmptyHoverEffect) -> Body
}

extension CustomHoverEffect {
  /// The effect, or none when disabled.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some CustomHoverEffect {
    disabled ? AnyCustomHoverEffect(name: "disabled(\(self))") : AnyCustomHoverEffect(name: "\(self)")
  }
}

extension CustomHoverEffect where Body == Never {
  /// Has no body: the effect is built in.
  public func body(content: EmptyHoverEffect) -> Never { builtinBody() }
}

extension Never: CustomHoverEffect {}

/// A hover effect of a name.
struct AnyCustomHoverEffect: CustomHoverEffect, CustomStringConvertible {
  typealias Body = Never
  let name: String
  var description: String { name }
}

/// No hover effect: what a custom effect's body starts from.
public struct EmptyHoverEffect: CustomHoverEffect, Sendable, CustomStringConvertible {
  public typealias Body = Never
  /// The empty effect.
  public init() {}
  public var description: String { "empty" }
}

/// The platform's hover effect.
public struct AutomaticHoverEffect: CustomHoverEffect, Sendable, CustomStringConvertible {
  public typealias Body = Never
  /// The automatic effect.
  public init() {}
  public var description: String { "automatic" }
}

/// A highlight under the pointer.
public struct HighlightHoverEffect: CustomHoverEffect, Sendable, CustomStringConvertible {
  public typealias Body = Never
  /// The highlight effect.
  public init() {}
  public var description: String { "highlight" }
}

/// The view lifts under the pointer.
public struct LiftHoverEffect: CustomHoverEffect, Sendable, CustomStringConvertible {
  public typealias Body = Never
  /// The lift effect.
  public init() {}
  public var description: String { "lift" }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
  /// The platform's hover effect.
  public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
  /// A highlight under the pointer.
  public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
  /// The view lifts under the pointer.
  public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

extension View {
  /// Applies a hover effect to the view.
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> ModifiedContent<Self, VisualModifier> {
    visual("hoverEffect", "\(effect)")
  }

  /// Applies a hover effect to the view, when enabled.
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("hoverEffect", isEnabled ? "\(effect)" : "\(effect), disabled")
  }

  /// Applies a custom hover effect to the view, when enabled.
  nonisolated public func hoverEffect<E: CustomHoverEffect>(_ effect: E, isEnabled: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("hoverEffect", isEnabled ? "\(effect)" : "\(effect), disabled")
  }

  /// Turns off hover effects below.
  nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    writingEnvironment("hoverEffectDisabled", \.isHoverEffectEnabled, !disabled, shown: "\(disabled)")
  }

  /// Sets the hover effect of views below that use the automatic one.
  nonisolated public func defaultHoverEffect(_ effect: HoverEffect?) -> ModifiedContent<Self, VisualModifier> {
    visual("defaultHoverEffect", shown(effect))
  }

  /// Sets the custom hover effect of views below that use the automatic one.
  nonisolated public func defaultHoverEffect<E: CustomHoverEffect>(_ effect: E) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("defaultHoverEffect", "\(effect)")
  }

  /// Runs an action when the pointer enters or leaves the view (stored: no pointer
  /// hovers here).
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("onHover", "action", action)
  }
}

// MARK: - Text input settings

/// Whether Writing Tools are offered for a text view.
public struct WritingToolsBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's choice.
  public static let automatic = WritingToolsBehavior(name: "automatic")
  /// The full experience, inline.
  public static let complete = WritingToolsBehavior(name: "complete")
  /// A limited, overlay experience.
  public static let limited = WritingToolsBehavior(name: "limited")
  /// No Writing Tools.
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension View {
  /// Sets whether Writing Tools are offered for text views below.
  nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("writingToolsBehavior", "\(behavior)")
  }

  /// Presents or hides the find navigator of a text editor.
  nonisolated public func findNavigator(isPresented: Binding<Bool>) -> ModifiedContent<Self, VisualModifier> {
    visual("findNavigator", "\(isPresented.wrappedValue)")
  }

  /// Turns off find in text editors below.
  nonisolated public func findDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("findDisabled", "\(isDisabled)")
  }

  /// Turns off replace in text editors below.
  nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("replaceDisabled", "\(isDisabled)")
  }

  /// Stops submit triggers below from reaching `onSubmit` actions above.
  nonisolated public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("submitScope", "\(isBlocking)")
  }

  /// Sets the text that selects this row when typed (type select).
  nonisolated public func typeSelectEquivalent(_ text: Text?) -> ModifiedContent<Self, VisualModifier> {
    visual("typeSelectEquivalent", text.map(\.string) ?? "nil")
  }

  /// Sets the text that selects this row when typed, by a localized key.
  nonisolated public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("typeSelectEquivalent", stringKey.text)
  }

  /// Sets the text that selects this row when typed, by a string.
  @_disfavoredOverload
  nonisolated public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("typeSelectEquivalent", String(string))
  }
}

// MARK: - System overlays, status bar, privacy

extension View {
  /// Sets whether the system overlays (the home indicator) show over this view.
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("persistentSystemOverlays", "\(visibility)")
  }

  /// Hides or shows the status bar (SwiftUI's older form).
  nonisolated public func statusBar(hidden: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("statusBarHidden", "\(hidden)")
  }

  /// Hides or shows the status bar.
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("statusBarHidden", "\(hidden)")
  }

  /// Marks the view as showing private data, redacted when the privacy reason is set.
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("privacySensitive", "\(sensitive)")
  }

  /// Marks the view's content as invalid until the next update of a widget.
  nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("invalidatableContent", "\(invalidatable)")
  }

  /// Tags the view's interactions for the system's activity tracking.
  nonisolated public func interactionActivityTrackingTag(_ tag: String) -> ModifiedContent<Self, VisualModifier> {
    visual("interactionActivityTrackingTag", tag)
  }

  /// Sets whether a click that activates the window also reaches this view.
  nonisolated public func allowsWindowActivationEvents(_ value: Bool?) -> ModifiedContent<Self, VisualModifier> {
    visual("allowsWindowActivationEvents", shown(value))
  }
}
