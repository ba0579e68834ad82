import Synchronization

// Models SwiftUI's transactions (Q11): mutations made in one transaction are
// merged and flushed together; a different transaction (`withAnimation`) is
// flushed as a separate group in the same update, so a body can run once per
// group. Status: Partial. Differs: animations themselves are not modelled.

/// The context of a set of state changes.
public struct Transaction: Sendable, Equatable {
  /// The animation, recorded by name; `nil` for none.
  public var animation: Animation?

  /// Creates a transaction.
  public init(animation: Animation? = nil) { self.animation = animation }

  private static let counter = Atomic<Int>(0)
  // Set by `withTransaction` and read on the main thread only (where the host runs).
  nonisolated(unsafe) static var current = 0

  /// The transaction mutations made here belong to: 0 outside `withTransaction`, and
  /// on any thread but the main one.
  static var currentID: Int { MainThread.isCurrent ? current : 0 }

  static func makeID() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

/// An animation, recorded by name.
public struct Animation: Sendable, Equatable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
}

/// Runs `body` as a separate transaction: its changes flush as their own group (Q11).
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  guard MainThread.isCurrent else { return try body() }
  let outer = Transaction.current
  Transaction.current = Transaction.makeID()
  defer { Transaction.current = outer }
  return try body()
}

/// Runs `body` in a transaction with an animation: its changes flush as their own group.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}
