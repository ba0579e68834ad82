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
  /// Whether the binding reads the value when it is made (SwiftUI's do).
  package var snapshotsValue: Bool { true }
  /// Whether the graph follows the value on its own.
  ///
  /// It does when the value lives in a state, reached through values only (a state's
  /// writes update what shows it, whoever passed the binding); a member of an object
  /// is followed only by observing the object.
  package var followsState: Bool { stateRoot != nil }
  /// The place, as a cause names it (`$count`, `\Book.title`), where it has a name.
  package var place: String? { nil }
}

/// A location built from closures; never the same as another (Q2).
final class ClosureLocation<Value>: Location<Value>, @unchecked Sendable {
  let getter: () -> Value
  let setter: (Value) -> Void
  let snapshots: Bool
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void, snapshots: Bool) {
    self.getter = get
    self.setter = set
    self.snapshots = snapshots
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
  override func isSame(as other: Location<Value>) -> Bool { false }
  override var snapshotsValue: Bool { snapshots }
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
  override var followsState: Bool { base.followsState && !(Root.self is AnyObject.Type) }
  override var place: String? {
    guard let base = base.place, let path = placeName(keyPath), let dot = path.firstIndex(of: ".") else { return nil }
    return base + path[dot...]
  }
}

/// A member of a reference-type model (`$model.name` on `@Bindable` or `@ObservedObject`).
///
/// The value is read when the binding is made, as SwiftUI's object location is: an
/// `@Observable` member so read makes the building body depend on it.
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
  override var place: String? { placeName(keyPath) }
}

/// A key path as a cause names a place (`\Book.title`); `nil` for one reached through
/// a computed property (`@Observable`'s and `@Published`'s), which has no name.
func placeName(_ keyPath: AnyKeyPath) -> String? {
  let text = String(describing: keyPath)
  return text.contains("<computed") ? nil : text
}

/// A key path as a cause shows it: its name (`\Book.title`), or, for a computed
/// property (which has no name at run time), its root and value types
/// (`\EnvironmentValues.<computed (Bool)>`) without the address Swift prints.
package func keyPathDescription(_ keyPath: AnyKeyPath) -> String {
  let text = String(describing: keyPath)
  // Each "<computed 0x… (Type)>" loses its address; the rest is kept as it is.
  var out = ""
  var rest = Substring(text)
  let marker = "<computed 0x"
  while let start = rest.firstIndex(of: "<") {
    out += rest[..<start]
    rest = rest[start...]
    guard rest.hasPrefix(marker), let space = rest.dropFirst(marker.count).firstIndex(of: " ") else {
      out.append(rest.removeFirst())
      continue
    }
    out += "<computed"
    rest = rest[space...]
  }
  return out + rest
}

/// An object as a cause shows it: `LibraryModel instance`.
package func objectDescription(_ object: AnyObject?) -> String {
  object.map { "\(typeName(type(of: $0))) instance" } ?? "nil"
}

/// A value as a cause shows it: a string quoted, an object by its type, anything else
/// as it describes itself.
package func valueDescription(_ value: Any) -> String {
  if let string = value as? String { return "\"\(string)\"" }
  if type(of: value) is AnyClass { return objectDescription(value as AnyObject) }
  return String(describing: value)
}
