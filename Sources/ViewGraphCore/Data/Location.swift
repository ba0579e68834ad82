import Diffing
import Observation

// Models SwiftUI's locations behind `Binding`: a state's stored location, a
// member of one, a constant, closures, and members of reference-type models.

/// The place a binding reads and writes.
package class Location<Value>: @unchecked Sendable {
  /// The stored state this location leads to, for read marking and invalidation.
  package var stateRoot: (any StateRoot)? { nil }
  /// Reads the current value.
  package func get() -> Value { preconditionFailure("abstract") }
  /// Writes a value.
  package func set(_ value: Value) { preconditionFailure("abstract") }
  /// Whether two locations are the same place (bindings to it compare equal).
  package func isSame(as other: Location<Value>) -> Bool { self === other }
  /// Whether reading the value at creation is harmless (no tracked read).
  package var snapshotsValue: Bool { true }
}

/// A location built from closures; never the same as another (Q2).
final class ClosureLocation<Value>: Location<Value>, @unchecked Sendable {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
  override func isSame(as other: Location<Value>) -> Bool { false }
  override var snapshotsValue: Bool { false }
}

/// A location holding a constant; writes are ignored.
final class ConstantLocation<Value>: Location<Value>, @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ value: Value) {}
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return ValueComparison.areEqual(value, other.value)
  }
}

/// A member of another location, reached through a writable key path.
final class MemberLocation<Root, Value>: Location<Value>, @unchecked Sendable {
  let base: Location<Root>
  let keyPath: WritableKeyPath<Root, Value>
  init(base: Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override var stateRoot: (any StateRoot)? { base.stateRoot }
  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var root = base.get()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? MemberLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base)
  }
  override var snapshotsValue: Bool { base.snapshotsValue }
}

/// A member of a reference-type model (`$model.name` on `@Bindable` or `@ObservedObject`).
final class ObjectMemberLocation<Root: AnyObject, Value>: Location<Value>, @unchecked Sendable {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ObjectMemberLocation<Root, Value> else { return false }
    return object === other.object && keyPath == other.keyPath
  }
  // Reading an `@Observable` member while a parent body builds the binding would
  // make the parent depend on it; SwiftUI's binding does not read it then.
  override var snapshotsValue: Bool { false }
}
