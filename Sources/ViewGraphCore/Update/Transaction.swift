import Synchronization

// Models SwiftUI's transactions (Q11): mutations made in one transaction are
// merged and flushed together; a different transaction (`withAnimation`) is
// flushed as a separate group in the same update, so a body can run once per
// group. Status: Partial. Differs: animations are not drawn; their completions run
// on the host's clock when SwiftUI's would (AnimationTiming.swift).

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

/// An animation, recorded by what it is made of and when it is done.
public struct Animation: Sendable, Equatable, CustomStringConvertible {
  let name: String
  /// When it is done, for its completions (AnimationTiming.swift).
  package let timing: AnimationTiming
  /// The custom animation it was made from (`Animation(_:)`), which it runs.
  package var custom: CustomAnimationBox? = nil
  public var description: String { name }

  init(name: String, timing: AnimationTiming, custom: CustomAnimationBox? = nil) {
    self.name = name
    self.timing = timing
    self.custom = custom
  }

  /// The default animation: since iOS 17, a spring of response 0.55 without bounce.
  public static let `default` = Animation(
    name: "default", timing: .spring(response: 0.55, dampingFraction: 1))
  /// A spring.
  public static let spring = Animation(name: "spring", timing: .spring(response: 0.5, dampingFraction: 0.825))
  /// An interactive spring.
  public static let interactiveSpring = Animation(
    name: "interactiveSpring", timing: .spring(response: 0.15, dampingFraction: 0.86))
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut", timing: .curve(0.35))
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn", timing: .curve(0.35))
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut", timing: .curve(0.35))
  /// Linear.
  public static let linear = Animation(name: "linear", timing: .curve(0.35))
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy", timing: .spring(duration: 0.5, bounce: 0.3))
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth", timing: .spring(duration: 0.5, bounce: 0))
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy", timing: .spring(duration: 0.5, bounce: 0.15))

  /// Ease in and out over a duration.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(name: "easeInOut(\(duration))", timing: .curve(duration))
  }
  /// Ease in over a duration.
  public static func easeIn(duration: Double) -> Animation {
    Animation(name: "easeIn(\(duration))", timing: .curve(duration))
  }
  /// Ease out over a duration.
  public static func easeOut(duration: Double) -> Animation {
    Animation(name: "easeOut(\(duration))", timing: .curve(duration))
  }
  /// Linear over a duration.
  public static func linear(duration: Double) -> Animation {
    Animation(name: "linear(\(duration))", timing: .curve(duration))
  }
  /// A spring by response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(
      name: "spring(\(response), \(dampingFraction))",
      timing: .spring(response: response, dampingFraction: dampingFraction))
  }
  /// A spring by duration and bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(
      name: "spring(duration: \(duration), bounce: \(bounce))", timing: .spring(duration: duration, bounce: bounce))
  }
  /// A bouncy spring by duration.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy(\(duration))", timing: .spring(duration: duration, bounce: 0.3 + extraBounce))
  }
  /// A smooth spring by duration.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth(\(duration))", timing: .spring(duration: duration, bounce: extraBounce))
  }
  /// A snappy spring by duration.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy(\(duration))", timing: .spring(duration: duration, bounce: 0.15 + extraBounce))
  }
  /// The animation after a delay.
  public func delay(_ delay: Double) -> Animation {
    Animation(name: "\(name).delay(\(delay))", timing: .delayed(timing, by: delay))
  }
  /// The animation at a speed.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: "\(name).speed(\(speed))", timing: .speeded(timing, by: speed))
  }
  /// The animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name).repeatForever", timing: .repeated(timing, count: nil))
  }
  /// The animation repeated a number of times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(
      name: "\(name).repeatCount(\(repeatCount))", timing: .repeated(timing, count: repeatCount))
  }
}

/// A completion of a transaction's animations, and when it runs.
package struct AnimationCompletion {
  /// Logically complete, or removed.
  let criteria: AnimationCompletionCriteria
  /// The action.
  let run: () -> Void
}

/// What a host learns of a transaction from the writes made in it: its animation, and
/// the completions to run once that animation is done.
package final class TransactionNote: @unchecked Sendable {
  // Made and read on the main thread only.
  let animation: Animation?
  private var completions: [AnimationCompletion]
  /// Whether an inbox received a write in the transaction (its host runs the completion).
  var delivered = false
  init(animation: Animation?, completions: [AnimationCompletion]) {
    self.animation = animation
    self.completions = completions
  }

  /// The completions, handed out once: the first host whose views the transaction
  /// changed runs them, as one app runs them once.
  func takeCompletions() -> [AnimationCompletion] {
    defer { completions = [] }
    return completions
  }
}

/// Runs `body` as a separate transaction: its changes flush as their own group (Q11).
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  guard MainThread.isCurrent else { return try body() }
  let completions = transaction.completions
  let outer = (Transaction.current, Transaction.currentNote)
  Transaction.current = Transaction.makeID()
  let note =
    transaction.animation == nil && completions.isEmpty
    ? nil : TransactionNote(animation: transaction.animation, completions: completions)
  Transaction.currentNote = note
  defer { (Transaction.current, Transaction.currentNote) = outer }
  let result = try body()
  // Nothing changed in the transaction: nothing animates, the completions run now.
  if let note, !note.delivered {
    for completion in note.takeCompletions() { completion.run() }
  }
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

/// Runs `body` in a transaction with an animation, then `completion` once the
/// animation meets `completionCriteria`: on the host's clock, that long after the
/// update of its changes (Documentation/Rules.md Q11).
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// Runs `body` in a transaction with an animation: its changes flush as their own group.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}
