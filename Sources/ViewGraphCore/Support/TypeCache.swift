import Synchronization

/// What is known about each type, made once per type on first use and never changed:
/// safe to read from any thread (two threads making the same entry keep the first).
final class TypeCache<Value: Sendable>: Sendable {
  private let table = Mutex<[ObjectIdentifier: Value]>([:])

  init() {}

  /// The value for `type`, made by `make` the first time (outside the lock: making it
  /// may look other types up).
  func value(for type: Any.Type, make: () -> Value) -> Value {
    let key = ObjectIdentifier(type)
    if let found = table.withLock({ $0[key] }) { return found }
    let made = make()
    return table.withLock { table in
      if let raced = table[key] { return raced }
      table[key] = made
      return made
    }
  }
}
