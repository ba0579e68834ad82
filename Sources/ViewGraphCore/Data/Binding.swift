public import Diffing

// Models SwiftUI's `Binding` (Q2, Q3): a location plus a value snapshot. A child
// holding `@Binding` re-runs when the bound state changes only if its body read
// `wrappedValue`; bindings to the same location with equal snapshots compare
// equal, bindings made from closures never do.
// Status: Complete. Differs: the child's read never marks the owner's state as
// read (the open point of Q3, default off as the design says).

/// A two-way connection to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: InstallableProperty, RuleComparable {
  package let location: Location<Value>
  let snapshot: Value?

  init(location: Location<Value>) {
    self.location = location
    self.snapshot = location.snapshotsValue ? location.get() : nil
  }

  /// Creates a binding from a getter and a setter; it never compares equal (Q2).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set))
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
  public var wrappedValue: Value {
    get {
      location.stateRoot?.noteRead()
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
  package func leadsToSamePlace(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.isSame(as: other.location)
  }
}
