import Synchronization

/// A lock around a critical section, for caches shared across threads.
final class NSLockLike: Sendable {
  private let mutex = Mutex(())
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    try mutex.withLock { _ in try body() }
  }
}
