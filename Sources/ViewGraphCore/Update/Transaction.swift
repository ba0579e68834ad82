import Synchronization

// Models SwiftUI's transactions (Q11): mutations made in one transaction are
// merged and flushed together; a different transaction (`withAnimation`) is
// flushed as a separate group in the same update, so a body can run once per
// group. Status: Partial. Differs: animations themselves are not modelled.

/// The context of a set of state changes.
public struct Transaction: Sendable, Equatable {
  /// The animation, recorded by name; `nil` for none.
  public var animation: Animation?
  /// The values set by key (`TransactionKey`) and the other properties (MotionTransaction.swift).
  package var values = KeyedValues()

  /// Creates a transaction.
  public init(animation: Animation? = nil) { self.animation = animation }

  private static let counter = Atomic<Int>(0)
  // `current` and `currentNote`, the transaction running now, are ambient state:
  // Ambient.swift.

  /// The transaction mutations made here belong to: 0 outside `withTransaction`, and
  /// on any thread but the main one.
  static var currentID: Int { MainThread.isCurrent ? current : 0 }

  static func makeID() -> Int { counter.add(1, ordering: .relaxed).newValue }

  /// Runs `body` with its mutations in the transaction `id` (main thread only).
  static func run<Result>(in id: Int, _ body: () -> Result) -> Result {
    let outer = current
    current = id
    defer { current = outer }
    return body()
  }
}

/// An animation, recorded by what it is made of.
public struct Animation: Sendable, Equatable, CustomStringConvertible {
  let name: String
  /// The custom animation it was made from (`Animation(_:)`), which it runs.
  package var custom: CustomAnimationBox? = nil
  public var description: String { name }
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// An interactive spring.
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")

  /// Ease in and out over a duration.
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
  /// Ease in over a duration.
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn(\(duration))") }
  /// Ease out over a duration.
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut(\(duration))") }
  /// Linear over a duration.
  public static func linear(duration: Double) -> Animation { Animation(name: "linear(\(duration))") }
  /// A spring by response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring(\(response), \(dampingFraction))")
  }
  /// A spring by duration and bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(name: "spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A bouncy spring by duration.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy(\(duration))")
  }
  /// A smooth spring by duration.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth(\(duration))")
  }
  /// A snappy spring by duration.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy(\(duration))")
  }
  /// The animation after a delay.
  public func delay(_ delay: Double) -> Animation { Animation(name: "\(name).delay(\(delay))") }
  /// The animation at a speed.
  public func speed(_ speed: Double) -> Animation { Animation(name: "\(name).speed(\(speed))") }
  /// The animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: "\(name).repeatForever") }
  /// The animation repeated a number of times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name).repeatCount(\(repeatCount))")
  }
}

/// What a host learns of a transaction from the writes made in it: its animation, and
/// the completion to run once its update is done.
package final class TransactionNote: @unchecked Sendable {
  // Made and read on the main thread only.
  let animation: Animation?
  let completion: (() -> Void)?
  /// Whether an inbox received a write in the transaction (its host runs the completion).
  var delivered = false
  init(animation: Animation?, completion: (() -> Void)?) {
    self.animation = animation
    self.completion = completion
  }
}

/// Runs `body` as a separate transaction: its changes flush as their own group (Q11).
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(transaction, completion: transaction.completion, body)
}

/// Runs `body` as a transaction carrying an animation and a completion.
func withTransaction<Result>(
  _ transaction: Transaction, completion: (() -> Void)?, _ body: () throws -> Result
) rethrows -> Result {
  guard MainThread.isCurrent else { return try body() }
  let outer = (Transaction.current, Transaction.currentNote)
  Transaction.current = Transaction.makeID()
  let note =
    transaction.animation == nil && completion == nil
    ? nil : TransactionNote(animation: transaction.animation, completion: completion)
  Transaction.currentNote = note
  defer { (Transaction.current, Transaction.currentNote) = outer }
  let result = try body()
  // Nothing changed in the transaction: nothing animates, the completion runs now.
  if let note, !note.delivered { note.completion?() }
  return result
}

/// When the completion of an animation runs.
public struct AnimationCompletionCriteria: Sendable, Hashable {
  let name: String
  /// When the animation has logically completed (the default).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation is removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` in a transaction with an animation, then `completion` once the update
/// of its changes is done (nothing is animated: the update is the end of it).
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), completion: completion, body)
}

/// Runs `body` in a transaction with an animation: its changes flush as their own group.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}
