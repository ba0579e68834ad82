// Models SwiftUI's lifecycle modifiers: `onAppear` runs when its view's identity
// is created, before the frame is drawn; `task` starts after every `onAppear` of
// the update; `onDisappear` runs when the identity ends, after the frame, and the
// view's tasks are cancelled then. Within each kind, the deepest views go first,
// siblings in order (observed: `Text onAppear, VStack onAppear, Group onAppear`,
// then `Text task, VStack task, Group task`).
// Status: Partial. Differs: appearing on screen is modelled as identity creation
// (no tab or navigation visibility); see README.

/// When a lifecycle event happened.
public struct LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
  /// The kind of event.
  public enum Kind: String, Sendable, Equatable {
    /// An `onAppear` action ran.
    case appear = "onAppear"
    /// An `onDisappear` action ran.
    case disappear = "onDisappear"
    /// A `task` started.
    case taskStarted = "task started"
    /// A `task` was cancelled (its view disappeared, or its id changed).
    case taskCancelled = "task cancelled"
    /// An `onChange` action ran: its value changed, or its view appeared (`initial`).
    case valueChanged = "onChange"
    /// A presentation's `onDismiss` action ran, after the update that dismissed it.
    case dismissed = "onDismiss"
    /// The changes that follow were made in an animated transaction (`withAnimation`).
    case transaction
    /// A `withAnimation` completion ran: on the host's clock once its animation was
    /// done, or after the update of its changes when nothing animated.
    case animationCompleted = "animation completed"
    /// An `onReceive` subscribed to its publisher: its view appeared, or the
    /// publisher it was given is another one.
    case subscribed = "onReceive subscribed"
    /// An `onReceive` action ran with a value its publisher sent.
    case received = "onReceive"
    /// An `onReceive` subscription was cancelled: its view disappeared, or it was
    /// given another publisher.
    case subscriptionCancelled = "onReceive cancelled"
    /// Work scheduled on the host's clock fell due (a timer's fire, delayed work, a
    /// timeline entry): the update that follows is what it caused. Its detail names
    /// the work and the moment (`Timer every 1s at t+3s`).
    case fired = "time"
  }

  /// The kind of event.
  public var kind: Kind
  /// The path of the view the modifier is attached to.
  public var path: String
  /// What the event is about, when there is more to say: an `onChange` action's
  /// value type and change (`onChange(of: Int) 0 → 2`).
  public var detail: String?

  init(kind: Kind, path: String, detail: String? = nil) {
    self.kind = kind
    self.path = path
    self.detail = detail
  }

  public var description: String {
    if path.isEmpty { return detail.map { "\(kind.rawValue): \($0)" } ?? kind.rawValue }
    return detail.map { "\(kind.rawValue): \(path) (\($0))" } ?? "\(kind.rawValue): \(path)"
  }
}

/// A lifecycle modifier: `onAppear`, `onDisappear` or `task`.
public struct LifecycleModifier: BuiltinModifier {
  enum Action {
    case appear(() -> Void)
    case disappear(() -> Void)
    case task(id: TaskID?, priority: TaskPriority, action: @isolated(any) @Sendable () async -> Void)
    /// `onChange(of:initial: true)`: the action runs when the view appears.
    case initialValue(QueuedAction)
    /// `onReceive`: subscribed while the view is on screen.
    case receive(ReceiveSubscription)
  }

  let action: Action

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.lifecycle = self
    expansion.add(.content, content)
  }
}

extension View {
  /// Runs an action when the view appears (its identity is created).
  public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier> {
    ModifiedContent(content: self, modifier: LifecycleModifier(action: .appear(action ?? {})))
  }

  /// Runs an action when the view disappears (its identity ends).
  public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier> {
    ModifiedContent(content: self, modifier: LifecycleModifier(action: .disappear(action ?? {})))
  }

  /// Starts an asynchronous task when the view appears; cancels it when it disappears.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> ModifiedContent<Self, LifecycleModifier> {
    ModifiedContent(
      content: self, modifier: LifecycleModifier(action: .task(id: nil, priority: priority, action: action)))
  }

  /// Starts a task when the view appears, and restarts it whenever `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> ModifiedContent<Self, LifecycleModifier> {
    ModifiedContent(
      content: self,
      modifier: LifecycleModifier(action: .task(id: TaskID(value), priority: priority, action: action)))
  }
}

/// The id a `task(id:)` restarts on: any equatable value, compared with the next one
/// by its own `==` (SwiftUI asks `Equatable`, not `Hashable`).
final class TaskID: Equatable, @unchecked Sendable {
  // Immutable once made; only compared on the main actor.
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    isEqual = { ($0 as? T) == value }
  }

  static func == (lhs: TaskID, rhs: TaskID) -> Bool { lhs === rhs || lhs.isEqual(rhs.value) }
}
