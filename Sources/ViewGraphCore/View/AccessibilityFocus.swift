// Models SwiftUI's accessibility focus: `@AccessibilityFocusState` is view-local
// state, as `@FocusState` is (Focus.swift), so a view that reads it re-runs when it
// changes; `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)` tie an
// element to it. Setting the state moves the assistive technology's focus to the
// element bound to the new value: that element's modifier shows
// `accessibilityFocused(true)`, following the state whether or not a body re-ran.
// Status: Complete for focus set by the app. Differs: no assistive technology runs,
// so focus never moves by itself (the user swiping to another element), and the
// technologies a state is limited to are kept, not used.

/// State that says which element an assistive technology (VoiceOver) focuses.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  var state: State<Value>
  /// The assistive technologies whose focus this is (empty: any).
  let technologies: AccessibilityTechnologies

  /// Focus as a Boolean: whether the element bound to it has focus.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
    technologies = []
  }

  /// Focus as a Boolean, for some assistive technologies.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    state = State(wrappedValue: false)
    self.technologies = technologies
  }

  /// Focus as an optional value: which of the elements bound to it has focus.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
    technologies = []
  }

  /// Focus as an optional value, for some assistive technologies.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    state = State(wrappedValue: nil)
    self.technologies = technologies
  }

  /// Whether (or which) the bound element has focus.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)`.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to accessibility focus state.
  @propertyWrapper
  public struct Binding {
    let base: ViewGraphCore.Binding<Value>
    /// Whether (or which) the bound element has focus.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension AccessibilityFocusState: InstallableProperty {
  package static var propertyKind: String { "@AccessibilityFocusState" }
  package mutating func install(in site: PropertySite) { state.install(in: site) }
}

/// Ties an element to accessibility focus state; shows whether it has focus.
public struct AccessibilityFocusedModifier {
  let isFocused: () -> Bool
}

extension AccessibilityFocusedModifier: BuiltinModifier {
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    let focused = isFocused()
    // Where the assistive technology's focus is follows the state, whether or not a
    // body re-ran.
    expansion.stateSignature = focused ? "accessibilityFocused" : "accessibilityUnfocused"
    expansion.leaf = LeafContent(kind: "accessibilityFocused", value: "\(focused)")
    expansion.add(.content, content)
  }
}

extension View {
  /// Ties this element's accessibility focus to a Boolean: true while it has focus.
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> ModifiedContent<
    Self, AccessibilityFocusedModifier
  > {
    let base = condition.base
    return ModifiedContent(content: self, modifier: AccessibilityFocusedModifier(isFocused: { base.wrappedValue }))
  }

  /// Ties this element's accessibility focus to a value: it has focus while the state
  /// equals `value`.
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> ModifiedContent<Self, AccessibilityFocusedModifier> {
    let base = binding.base
    return ModifiedContent(
      content: self, modifier: AccessibilityFocusedModifier(isFocused: { base.wrappedValue == value }))
  }
}

extension AccessibilityFocusState: CustomStringConvertible {
  /// How a cause shows it: `AccessibilityFocusState<Bool>(false)`.
  public var description: String {
    "AccessibilityFocusState<\(typeName(Value.self))>(\(valueDescription(state.storage?.currentValue ?? state.initialValue)))"
  }
}
