// Models the rest of SwiftUI's `Transaction`: values by key (`TransactionKey`), its
// flags (`disablesAnimations`, `isContinuous`, `tracksVelocity`), completions added
// to it, `withTransaction(_:_:_:)` by key path, and the view modifiers reading or
// changing the transaction of an update.
// Status: Partial. Differs: the values are kept and compared, and a transaction's
// animation completions run on the host's clock when its animation is done (as
// `withAnimation`'s do); the `.transaction` modifiers' closures are stored, not run,
// since no animation runs.

/// A key of a value carried by a transaction.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a transaction that sets none.
  static var defaultValue: Self.Value { get }
}

private enum DisablesAnimationsKey: TransactionKey { static let defaultValue = false }
private enum IsContinuousKey: TransactionKey { static let defaultValue = false }
private enum TracksVelocityKey: TransactionKey { static let defaultValue = false }

/// The completions added to a transaction, run once its animation is done.
struct TransactionCompletions {
  var actions: [AnimationCompletion] = []
}

private enum CompletionsKey: TransactionKey {
  static var defaultValue: TransactionCompletions { TransactionCompletions() }
}

extension Transaction {
  /// Creates a transaction with no animation.
  public init() { self.init(animation: nil) }

  /// The value under a key; its default when none is set.
  ///
  /// - Parameter key: The key type.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values.value(for: key) { K.defaultValue } }
    set { values.set(newValue, for: key, equal: Transaction.equality(of: K.Value.self)) }
  }

  /// Compares values that are equatable; others are never equal.
  static func equality<Value>(of type: Value.Type) -> (Value, Value) -> Bool {
    guard let equatable = type as? any Equatable.Type else { return { _, _ in false } }
    func compare<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
      { lhs, rhs in (lhs as? E) == (rhs as? E) }
    }
    return compare(equatable)
  }

  /// Whether animations of views below are disabled in the transaction.
  public var disablesAnimations: Bool {
    get { self[DisablesAnimationsKey.self] }
    set { self[DisablesAnimationsKey.self] = newValue }
  }

  /// Whether the transaction is one of a continuous interaction (a drag).
  public var isContinuous: Bool {
    get { self[IsContinuousKey.self] }
    set { self[IsContinuousKey.self] = newValue }
  }

  /// Whether animations in the transaction track the velocity of those they replace.
  public var tracksVelocity: Bool {
    get { self[TracksVelocityKey.self] }
    set { self[TracksVelocityKey.self] = newValue }
  }

  /// Adds an action run once the transaction's animation meets `criteria`: on the
  /// host's clock, that long after the update of its changes.
  ///
  /// - Parameters:
  ///   - criteria: When the animation counts as complete.
  ///   - completion: Run then.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    var completions = self[CompletionsKey.self]
    completions.actions.append(AnimationCompletion(criteria: criteria, run: completion))
    self[CompletionsKey.self] = completions
  }

  /// The completions added with `addAnimationCompletion`.
  package var completions: [AnimationCompletion] { self[CompletionsKey.self].actions }
}

/// Runs `body` in a transaction with one property set.
///
/// - Parameters:
///   - keyPath: The property of the transaction set.
///   - value: Its value.
///   - body: The changes made in the transaction.
/// - Returns: What `body` returns.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

extension View {
  /// Changes the transaction of updates reaching the view (stored: no animation runs,
  /// so nothing reads the transaction changed).
  ///
  /// - Parameter transform: Changes the transaction.
  /// - Returns: The view.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("transaction", "transform")
  }

  /// Changes the transaction of updates reaching the view when `value` changes.
  ///
  /// - Parameters:
  ///   - value: The value whose change the transform applies to.
  ///   - transform: Changes the transaction.
  /// - Returns: The view.
  nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("transaction", "on \(value)")
  }

  /// Changes the transaction of updates reaching the modifiers `body` applies to
  /// the view, which it realizes in place.
  ///
  /// - Parameters:
  ///   - transform: Changes the transaction.
  ///   - body: Applies modifiers to the view (its placeholder).
  /// - Returns: The view as `body` modifies it.
  nonisolated public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> ModifiedContent<V, VisualModifier> {
    body(PlaceholderContentView(self)).visual("transaction", "transform")
  }

  /// Sets the animation of every change to the view (SwiftUI's older form:
  /// `animation(_:value:)` is preferred).
  ///
  /// - Parameter animation: The animation, `nil` for none.
  /// - Returns: The view.
  nonisolated public func animation(_ animation: Animation?) -> ModifiedContent<Self, VisualModifier> {
    visual("animation", shown(animation))
  }

  /// Animates the modifiers `body` applies to the view, which it realizes in place.
  ///
  /// - Parameters:
  ///   - animation: The animation, `nil` for none.
  ///   - body: Applies modifiers to the view (its placeholder).
  /// - Returns: The view as `body` modifies it.
  nonisolated public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> ModifiedContent<V, VisualModifier> {
    body(PlaceholderContentView(self)).visual("animation", shown(animation))
  }
}

/// The view a modifier's content closure is given (`phaseAnimator`, a transition):
/// it stands for the modified view, realized in its place.
public struct PlaceholderContentView<Value> {
  let content: any View
  nonisolated package init(_ content: any View) { self.content = content }
}

extension PlaceholderContentView: View, BuiltinView {
  /// A placeholder has no body: the view it stands for is realized in its place.
  public var body: Never { builtinBody() }

  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}
