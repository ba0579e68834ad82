// Models SwiftUI's gestures as values: a gesture (`TapGesture`, its combinations,
// its `onChanged`/`onEnded`/`updating` handlers) is built and attached with
// `.gesture(_:)`, `.highPriorityGesture(_:)` or `.simultaneousGesture(_:)`, which
// keep it as an input of their node, shown as its leaf (`gesture(TapGesture(count: 2)
// .onEnded, including: all)`), and realize the view in place. Handlers are stored,
// never run as tracking scopes. The one input we model that a gesture answers is a
// tap: a tap gesture's `onEnded` (`TapGesture`, `SpatialTapGesture`) is reached by
// `host.tap(_:count:)`, a long press's by `host.longPress(_:)`, each by the first
// text inside, as `onTapGesture` and `onLongPressGesture` are.
// Status: Partial. Differs: no drag, pinch or rotation is ever delivered, so their
// handlers never run and `@GestureState` keeps its initial value.

/// An input gesture: a value attached to a view with `.gesture(_:)`.
public protocol Gesture<Value> {
  /// What the gesture reports while it is recognized and when it ends.
  associatedtype Value
  /// The gesture this one is made of (`Never` for a primitive gesture).
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
  /// A gesture that never ends has no value.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// A primitive gesture has no body; the engine never asks for it.
  public var body: Never { builtinBody() }
}

/// What a gesture looks like in the tree: its type and values.
package protocol DescribedGesture {
  /// The gesture as a modifier's leaf shows it (`TapGesture(count: 2)`).
  var gestureDescription: String { get }
}

/// The description of any gesture: its own when it gives one, its type's name otherwise.
package func describeGesture(_ gesture: Any) -> String {
  if let described = gesture as? any DescribedGesture { return described.gestureDescription }
  let name = String(describing: type(of: gesture))
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// A gesture whose end an input we model delivers (a tap, a long press).
@MainActor
package protocol EndDrivenGesture: Gesture {
  /// The view, wrapped in the input the host reaches by its first text; `ended` runs
  /// with the value the gesture ends with.
  func drivenContent(_ content: any View, ended: @escaping (Value) -> Void) -> any View
}

/// A gesture whose handlers an input we model reaches.
@MainActor
package protocol DrivenGesture {
  /// The view, wrapped in the input that runs the gesture's handlers.
  func drivenContent(_ content: any View) -> any View
}

// MARK: - Tap

extension TapGesture: Gesture, DescribedGesture, EndDrivenGesture {
  /// A tap ends with no value.
  public typealias Value = ()
  /// A primitive gesture has no body.
  public typealias Body = Never

  /// Creates a gesture recognizing `count` taps in a row.
  ///
  /// - Parameter count: How many taps in a row end the gesture.
  nonisolated public init(count: Int = 1) {
    self.count = count
    self.action = {}
  }

  package var gestureDescription: String { count == 1 ? "TapGesture" : "TapGesture(count: \(count))" }

  package func drivenContent(_ content: any View, ended: @escaping (()) -> Void) -> any View {
    TapGestureTarget(count: count, action: { ended(()) }, content: content)
  }
}

/// A view a tap gesture is attached to: `host.tap(_:count:)` reaches it by the first
/// text inside and ends the gesture once per `count` taps.
package struct TapGestureTarget: View, BuiltinView, TappableControl {
  let count: Int
  let action: () -> Void
  let content: any View
  package init(count: Int, action: @escaping () -> Void, content: any View) {
    self.count = count
    self.action = action
    self.content = content
  }
  package var body: Never { builtinBody() }
  package var controlTitle: String? { nil }
  package var tapCount: Int { count }
  package func performTap() { action() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

// MARK: - Handlers

/// A gesture with an action run when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
  /// The gesture ended.
  public var _base: Base
  let action: (Base.Value) -> Void
  nonisolated init(base: Base, action: @escaping (Base.Value) -> Void) {
    self._base = base
    self.action = action
  }
  /// Ends as its base does.
  public typealias Value = Base.Value
  /// A modified gesture has no body of its own.
  public typealias Body = Never
}

extension _EndedGesture: DescribedGesture {
  package var gestureDescription: String { "\(describeGesture(_base)).onEnded" }
}

extension _EndedGesture: DrivenGesture where Base: EndDrivenGesture {
  package func drivenContent(_ content: any View) -> any View { _base.drivenContent(content, ended: action) }
}

/// A gesture with an action run each time its value changes.
public struct _ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
  /// The gesture followed.
  public var _base: Base
  let action: (Base.Value) -> Void
  nonisolated init(base: Base, action: @escaping (Base.Value) -> Void) {
    self._base = base
    self.action = action
  }
  /// Changes as its base does.
  public typealias Value = Base.Value
  /// A modified gesture has no body of its own.
  public typealias Body = Never
}

extension _ChangedGesture: DescribedGesture {
  package var gestureDescription: String { "\(describeGesture(_base)).onChanged" }
}

/// A gesture whose value is transformed.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
  /// The gesture mapped.
  public var _base: Base
  let transform: (Base.Value) -> Value
  nonisolated init(base: Base, transform: @escaping (Base.Value) -> Value) {
    self._base = base
    self.transform = transform
  }
  /// A modified gesture has no body of its own.
  public typealias Body = Never
}

extension _MapGesture: DescribedGesture {
  package var gestureDescription: String { "\(describeGesture(_base)).map" }
}

extension Gesture {
  /// Adds an action run when the gesture ends (stored; run only when an input we
  /// model ends the gesture: a tap or a long press).
  ///
  /// - Parameter action: Run with the gesture's final value.
  /// - Returns: The gesture with the action.
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Transforms the gesture's value.
  ///
  /// - Parameter body: Makes the new value from the gesture's.
  /// - Returns: The gesture with the transformed value.
  @MainActor @preconcurrency
  public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(base: self, transform: body)
  }

  /// Updates a gesture state while the gesture changes; the state returns to its
  /// initial value when the gesture ends (no gesture we model changes it).
  ///
  /// - Parameters:
  ///   - state: The gesture state updated (`$dragOffset`).
  ///   - body: Told the gesture's value, the state to change and the transaction.
  /// - Returns: The gesture updating the state.
  @MainActor @preconcurrency
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Combines the gesture with another recognized at the same time.
  ///
  /// - Parameter other: The other gesture.
  /// - Returns: Both gestures at once.
  @MainActor @preconcurrency
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// Combines the gesture with another recognized once this one ended.
  ///
  /// - Parameter other: The gesture after this one.
  /// - Returns: One gesture, then the other.
  @MainActor @preconcurrency
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines the gesture with another recognized only when this one fails.
  ///
  /// - Parameter other: The gesture recognized when this one is not.
  /// - Returns: One gesture or the other.
  @MainActor @preconcurrency
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension Gesture where Value: Equatable {
  /// Adds an action run each time the gesture's value changes (stored; no input we
  /// model changes a gesture's value).
  ///
  /// - Parameter action: Run with the gesture's new value.
  /// - Returns: The gesture with the action.
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }
}

// MARK: - Combinations

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
  let base: Any
  let driven: (any DrivenGesture)?
  let described: String
  /// Wraps a gesture.
  ///
  /// - Parameter gesture: The gesture wrapped.
  @MainActor @preconcurrency
  public init<T: Gesture>(_ gesture: T) where Value == T.Value {
    base = gesture
    driven = gesture as? any DrivenGesture
    described = describeGesture(gesture)
  }
  /// A wrapped gesture has no body of its own.
  public typealias Body = Never
}

extension AnyGesture: DescribedGesture, DrivenGesture {
  package var gestureDescription: String { described }
  package func drivenContent(_ content: any View) -> any View { driven?.drivenContent(content) ?? content }
}

/// Two gestures recognized at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// Combines two gestures.
  ///
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The second gesture.
  @MainActor @preconcurrency
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  /// The values of both gestures, each `nil` until it reports one.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// A combination has no body of its own.
  public typealias Body = Never
}

extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension SimultaneousGesture: DescribedGesture {
  package var gestureDescription: String {
    "\(describeGesture(first)).simultaneously(with: \(describeGesture(second)))"
  }
}

/// A gesture, then a second once the first ended.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture recognized first.
  public var first: First
  /// The gesture recognized once the first ended.
  public var second: Second
  /// Combines two gestures in sequence.
  ///
  /// - Parameters:
  ///   - first: The gesture recognized first.
  ///   - second: The gesture recognized once the first ended.
  @MainActor @preconcurrency
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  /// The state of a sequence: the first gesture, or the second after it.
  @frozen public enum Value {
    /// The first gesture is being recognized.
    case first(First.Value)
    /// The first gesture ended; the second reports its value, if any yet.
    case second(First.Value, Second.Value?)
  }
  /// A combination has no body of its own.
  public typealias Body = Never
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SequenceGesture: DescribedGesture {
  package var gestureDescription: String { "\(describeGesture(first)).sequenced(before: \(describeGesture(second)))" }
}

/// One of two gestures: the second only when the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture preferred.
  public var first: First
  /// The gesture recognized when the first fails.
  public var second: Second
  /// Combines two exclusive gestures.
  ///
  /// - Parameters:
  ///   - first: The gesture preferred.
  ///   - second: The gesture recognized when the first fails.
  @MainActor @preconcurrency
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  /// Which of the gestures is recognized, with its value.
  @frozen public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  /// A combination has no body of its own.
  public typealias Body = Never
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension ExclusiveGesture: DescribedGesture {
  package var gestureDescription: String { "\(describeGesture(first)).exclusively(before: \(describeGesture(second)))" }
}

// MARK: - Gesture state

/// A property a gesture updates while it is recognized, reset to its initial value
/// when the gesture ends.
///
/// No gesture we model changes its value (drags, pinches and rotations are never
/// delivered): the property keeps its initial value, and its reset never runs.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initial: Value
  let reset: ((Value, inout Transaction) -> Void)?

  /// Creates a gesture state with an initial value.
  ///
  /// - Parameter wrappedValue: The value the property has when no gesture updates it.
  public init(wrappedValue: Value) {
    initial = wrappedValue
    reset = nil
  }
  /// Creates a gesture state with an initial value.
  ///
  /// - Parameter initialValue: The value the property has when no gesture updates it.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
  /// Creates a gesture state whose reset runs in a transaction.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value the property has when no gesture updates it.
  ///   - transaction: The transaction of the reset.
  public init(wrappedValue: Value, resetTransaction transaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }
  /// Creates a gesture state whose reset runs in a transaction.
  ///
  /// - Parameters:
  ///   - initialValue: The value the property has when no gesture updates it.
  ///   - transaction: The transaction of the reset.
  public init(initialValue: Value, resetTransaction transaction: Transaction) {
    self.init(wrappedValue: initialValue)
  }
  /// Creates a gesture state with an action told of each reset.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value the property has when no gesture updates it.
  ///   - reset: Told the value reset and its transaction (stored; no reset happens).
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initial = wrappedValue
    self.reset = reset
  }
  /// Creates a gesture state with an action told of each reset.
  ///
  /// - Parameters:
  ///   - initialValue: The value the property has when no gesture updates it.
  ///   - reset: Told the value reset and its transaction (stored; no reset happens).
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The value: its initial one, as no gesture we model updates it.
  public var wrappedValue: Value { initial }
  /// The state itself, for `updating(_:body:)` (`$dragOffset`).
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates an optional gesture state, `nil` when no gesture updates it.
  ///
  /// - Parameter transaction: The transaction of the reset.
  public init(resetTransaction transaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
  /// Creates an optional gesture state with an action told of each reset.
  ///
  /// - Parameter reset: Told the value reset and its transaction (stored; no reset happens).
  public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

// The reset closure is stored only: it is never called, on any thread.
extension GestureState: @unchecked Sendable where Value: Sendable {}

/// A gesture updating a gesture state while it changes.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The gesture's value is its base's.
  public typealias Value = Base.Value
  /// The gesture followed.
  public var base: Base
  /// The state updated.
  public var state: GestureState<State>
  /// Told the gesture's value, the state to change and the transaction.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  /// Creates a gesture updating a state.
  ///
  /// - Parameters:
  ///   - base: The gesture followed.
  ///   - state: The state updated.
  ///   - body: Told the gesture's value, the state to change and the transaction.
  @MainActor @preconcurrency
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }
  /// A modified gesture has no body of its own.
  public typealias Body = Never
}

extension GestureStateGesture: DescribedGesture {
  package var gestureDescription: String { "\(describeGesture(base)).updating" }
}

// MARK: - Attaching

/// Which gestures of a view and its subviews a gesture added to it leaves active.
public struct GestureMask: OptionSet, Sendable, CustomStringConvertible {
  /// The options as bits.
  public let rawValue: UInt8
  /// Creates a mask from bits.
  ///
  /// - Parameter rawValue: The options as bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Neither the gesture added nor the subviews' gestures.
  public static let none = GestureMask([])
  /// The gesture added, not the subviews'.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures, not the one added.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both the gesture added and the subviews' gestures (the default).
  public static let all = GestureMask(rawValue: 3)
  public var description: String {
    switch rawValue {
    case 0: "none"
    case 1: "gesture"
    case 2: "subviews"
    default: "all"
    }
  }
}

/// A gesture attached to a view: its description, priority and mask are inputs of
/// the node; the view is realized in place, inside the input a tap or long press
/// reaches when the gesture answers one.
public struct GestureModifier {
  /// `gesture`, `highPriorityGesture` or `simultaneousGesture`.
  let kind: String
  let gesture: Any
  let values: String
  let isEnabled: Bool

}

extension GestureModifier: BuiltinModifier {
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: kind, value: values)
    if isEnabled, let driven = gesture as? any DrivenGesture {
      expansion.add(.content, driven.drivenContent(content))
    } else {
      expansion.add(.content, content)
    }
  }
}

extension View {
  /// The view with a gesture attached.
  nonisolated func attachingGesture(
    _ kind: String, _ gesture: some Gesture, _ values: [String], isEnabled: Bool = true
  ) -> ModifiedContent<Self, GestureModifier> {
    let shown = ([describeGesture(gesture)] + values).joined(separator: ", ")
    return ModifiedContent(
      content: self, modifier: GestureModifier(kind: kind, gesture: gesture, values: shown, isEnabled: isEnabled))
  }

  /// Attaches a gesture, below the view's own gestures in priority.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of the gesture and the subviews' gestures stay active.
  /// - Returns: The view with the gesture.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<
    Self, GestureModifier
  > {
    attachingGesture("gesture", gesture, ["including: \(mask)"])
  }

  /// Attaches a gesture, above the view's own gestures in priority.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of the gesture and the subviews' gestures stay active.
  /// - Returns: The view with the gesture.
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> ModifiedContent<Self, GestureModifier>
  {
    attachingGesture("highPriorityGesture", gesture, ["including: \(mask)"])
  }

  /// Attaches a gesture recognized with the view's own gestures.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Which of the gesture and the subviews' gestures stay active.
  /// - Returns: The view with the gesture.
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> ModifiedContent<Self, GestureModifier>
  {
    attachingGesture("simultaneousGesture", gesture, ["including: \(mask)"])
  }

  /// Attaches a gesture when `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether the gesture is active (a disabled one takes no input).
  /// - Returns: The view with the gesture.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, GestureModifier> {
    attachingGesture("gesture", gesture, ["isEnabled: \(isEnabled)"], isEnabled: isEnabled)
  }

  /// Attaches a high-priority gesture when `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether the gesture is active (a disabled one takes no input).
  /// - Returns: The view with the gesture.
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<
    Self, GestureModifier
  > {
    attachingGesture("highPriorityGesture", gesture, ["isEnabled: \(isEnabled)"], isEnabled: isEnabled)
  }

  /// Attaches a simultaneous gesture when `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether the gesture is active (a disabled one takes no input).
  /// - Returns: The view with the gesture.
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<
    Self, GestureModifier
  > {
    attachingGesture("simultaneousGesture", gesture, ["isEnabled: \(isEnabled)"], isEnabled: isEnabled)
  }

  /// Attaches a named gesture when `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - name: The gesture's name, for other gestures to refer to.
  ///   - isEnabled: Whether the gesture is active (a disabled one takes no input).
  /// - Returns: The view with the gesture.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> ModifiedContent<
    Self, GestureModifier
  > {
    attachingGesture("gesture", gesture, ["name: \(name)", "isEnabled: \(isEnabled)"], isEnabled: isEnabled)
  }

  /// Attaches a named high-priority gesture when `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - name: The gesture's name, for other gestures to refer to.
  ///   - isEnabled: Whether the gesture is active (a disabled one takes no input).
  /// - Returns: The view with the gesture.
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> ModifiedContent<Self, GestureModifier>
  {
    attachingGesture(
      "highPriorityGesture", gesture, ["name: \(name)", "isEnabled: \(isEnabled)"], isEnabled: isEnabled)
  }

  /// Attaches a named simultaneous gesture when `isEnabled`.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - name: The gesture's name, for other gestures to refer to.
  ///   - isEnabled: Whether the gesture is active (a disabled one takes no input).
  /// - Returns: The view with the gesture.
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> ModifiedContent<Self, GestureModifier>
  {
    attachingGesture(
      "simultaneousGesture", gesture, ["name: \(name)", "isEnabled: \(isEnabled)"], isEnabled: isEnabled)
  }
}

extension GestureState: CustomStringConvertible {
  /// How a cause shows it: `GestureState<Bool>(false)`, its value at rest.
  public var description: String { "GestureState<\(typeName(Value.self))>(\(valueDescription(initial)))" }
}
