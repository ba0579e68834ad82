import Synchronization

/// A value behind a lock, for the state publishers and subscriptions share across
/// threads (values, closures and subscriptions that are not `Sendable` themselves).
final class Locked<Value>: @unchecked Sendable {
  private let mutex = Mutex(())
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try mutex.withLock { _ in try body(&value) }
  }
}
