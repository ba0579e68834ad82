// Models SwiftUI's focus (Documentation/Rules.md Q17): `@FocusState` is view-local
// state, so a view that reads it re-runs when focus moves; `focused(_:)` and
// `focused(_:equals:)` tie a control to it. One control has focus at a time: focusing
// one (setting the state, or a user tapping into a field: `host.focus(_:)`, or typing,
// which focuses the field first) takes focus from the others in the same transaction.
// A focused view's modifier shows `focused(true)` (the cursor, the keyboard) and
// follows the state whether or not a body re-ran.
// Status: Complete. Differs: no keyboard, no focus sections or default focus.

/// State that says which control has focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  var state: State<Value>

  /// Focus as a Boolean: whether the control bound to it has focus.
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// Focus as an optional value: which of the controls bound to it has focus.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// Whether (or which) the bound control has focus.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `focused(_:)` and `focused(_:equals:)`.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to focus state.
  @propertyWrapper
  public struct Binding {
    let base: ViewGraphCore.Binding<Value>
    /// Whether (or which) the bound control has focus.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  package static var propertyKind: String { "@FocusState" }
  package mutating func install(in site: PropertySite) { state.install(in: site) }
}

/// Ties a view to focus state: focusing it writes the state; the state says whether
/// it has focus.
public struct FocusedModifier: BuiltinModifier {
  let isFocused: () -> Bool
  let focus: () -> Void
  let unfocus: () -> Void

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    let focused = isFocused()
    // What has focus shows (the cursor, the keyboard), whether or not a body re-ran.
    expansion.stateSignature = focused ? "focused" : "unfocused"
    expansion.leaf = LeafContent(kind: "focused", value: "\(focused)")
    var child = ChildSpec(key: .content, source: .view(content))
    let target = FocusTarget(modifier: self)
    child.environment = EnvironmentWrite(value: focused) { env in env[FocusTargetKey.self] = target }
    expansion.children.append(child)
  }
}

/// The focus target of the controls below a `focused` modifier.
struct FocusTarget {
  let modifier: FocusedModifier?
}

struct FocusTargetKey: EnvironmentKey {
  static var defaultValue: FocusTarget { FocusTarget(modifier: nil) }
}

/// A view that carries a `focused` modifier, for finding every focus target.
protocol FocusCarrying {
  var focusModifier: FocusedModifier { get }
}

extension ModifiedContent: FocusCarrying where Modifier == FocusedModifier {
  var focusModifier: FocusedModifier { modifier }
}

extension View {
  /// Ties this view's focus to a Boolean: true while it has focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, FocusedModifier> {
    let base = condition.base
    return ModifiedContent(
      content: self,
      modifier: FocusedModifier(
        isFocused: { base.wrappedValue }, focus: { base.wrappedValue = true }, unfocus: { base.wrappedValue = false }))
  }

  /// Ties this view's focus to a value: it has focus while the state equals `value`.
  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> ModifiedContent<
    Self, FocusedModifier
  > {
    let base = binding.base
    return ModifiedContent(
      content: self,
      modifier: FocusedModifier(
        isFocused: { base.wrappedValue == value }, focus: { base.wrappedValue = value },
        unfocus: { if base.wrappedValue == value { base.wrappedValue = nil } }))
  }
}

extension FocusState: CustomStringConvertible {
  /// How a cause shows it: `FocusState<Bool>(false)`.
  public var description: String {
    "FocusState<\(typeName(Value.self))>(\(valueDescription(state.storage?.currentValue ?? state.initialValue)))"
  }
}
