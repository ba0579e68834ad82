public import Diffing

// Models SwiftUI's `Binding` (Q2, Q3): a location plus the value read when the
// binding was made, so building `$model.x` (through `@Bindable`, `@ObservedObject`,
// `@State` holding a model) or `Binding(get:set:)` in a body is a read of that body,
// and a new value is a new input. A child holding `@Binding` re-runs when the bound
// state changes only if its body read `wrappedValue`; reading a binding to a model's
// member in a body gives the value its view was updated with, without observing the
// model (the building body did). Bindings to the same location with equal values
// compare equal, bindings made from closures never do.
// Status: Complete. Differs: the child's read never marks the owner's state as
// read (the open point of Q3, default off as the design says).

/// A two-way connection to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: InstallableProperty, RuleComparable {
  package let location: Location<Value>
  /// The value read when the binding was made (or its view last updated); `nil` for
  /// the engine's own bindings that must not read on creation.
  var snapshot: Value?

  init(location: Location<Value>) {
    self.location = location
    self.snapshot = location.snapshotsValue ? location.get() : nil
  }

  /// Creates a binding from a getter and a setter; it never compares equal (Q2): as
  /// in SwiftUI, each one leads to a location made for it.
  ///
  /// The getter runs once now, as SwiftUI's does: made in a body, the binding makes
  /// that body depend on what the getter reads (Q3).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set, snapshots: true))
  }

  /// A binding of the engine's own from closures whose getter does not run until the
  /// value is read (a getter that reads another binding, or that must not run).
  package init(deferring get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set, snapshots: false))
  }

  /// Creates a binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// Creates a binding from another binding (`@Binding var x: Int` initialisers).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The bound value; reading it in a body makes the body depend on it (Q3).
  ///
  /// A binding to state marks the state read. A binding the graph does not follow (to
  /// a model's member, from closures) read in a body gives the value its view was
  /// given or updated with, as SwiftUI's does while it updates: the body that built
  /// the binding read the model, the one reading it does not.
  public var wrappedValue: Value {
    get {
      location.stateRoot?.noteRead()
      // The carried value is copied only where it is returned (not for state reads).
      if !location.followsState, EvaluationFrame.active != nil, let snapshot { return snapshot }
      return location.get()
    }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, for `$binding` in a child.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a member of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: MemberLocation(base: location, keyPath: keyPath))
  }

  package static var propertyKind: String { "@Binding" }

  package mutating func install(in site: PropertySite) {
    if let root = location.stateRoot { site.registerLocation(root) }
    if !location.followsState, snapshot != nil {
      // Its view is updated with the value now (outside the body's tracking: the
      // view does not observe what the binding leads to).
      snapshot = location.get()
    }
  }

  /// Closure bindings show the same thing when they give equal values now.
  public func isEqual(ignoringClosuresTo other: Binding<Value>) -> Bool {
    if location.isSame(as: other.location) { return isEqual(byRuleTo: other) }
    guard location is ClosureLocation<Value>, other.location is ClosureLocation<Value> else { return false }
    return ValueComparison.areEqual(location.get(), other.location.get(), mode: .ignoringClosures)
  }

  public func isEqual(byRuleTo other: Binding<Value>) -> Bool {
    guard location.isSame(as: other.location) else { return false }
    switch (snapshot, other.snapshot) {
    case (let a?, let b?): return ValueComparison.areEqual(a, b)
    case (nil, nil): return true
    default: return false
    }
  }
}

extension Binding: LocationIdentified {
  /// Bindings to one place: what a control or a presentation shows from it follows
  /// the place (the graph reads every binding again after each update), whatever
  /// value each carries.
  package func leadsToSamePlace(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.isSame(as: other.location)
  }
}

extension Binding: CustomStringConvertible {
  /// How a cause shows it: the place it leads to, where it names one, and the value
  /// it carries (`Binding<Int>($count: 3)`).
  public var description: String {
    let value = snapshot.map { String(describing: $0) } ?? "get/set"
    guard let place = location.place else { return "Binding<\(typeName(Value.self))>(\(value))" }
    return "Binding<\(typeName(Value.self))>(\(place): \(value))"
  }
}
