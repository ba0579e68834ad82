import Diffing

// Models SwiftUI's `@State` (Documentation/Rules.md Q3, Q4): storage per node identity;
// a body's read of `wrappedValue` marks the state read (sticky), `$x` does not;
// only readers are invalidated; equal writes are dropped; writes during a body
// are rejected with SwiftUI's text; initial values are built on every view init
// and the first is kept, but for a class-typed one from Xcode 27 (SwiftUIRelease),
// built once, when the state is installed.
// Writes are visible to reads outside bodies at once; bodies see the value
// committed for their transaction group (Q11: `1, 2, withAnimation { 3, 4 }`
// shows 0, 2, 4).
// Status: Complete.

/// A value owned by a view and kept while the view's identity lives.
///
///     struct Counter: View {
///       @State private var count = 0
///       var body: some View { Button("\(count)") { count += 1 } }
///     }
@propertyWrapper
public struct State<Value>: InstallableProperty {
  /// The initial value, when it was evaluated at the view's init.
  private let evaluated: Value?
  /// The initial value's expression, when it is evaluated once, at installation
  /// (a class-typed value from Xcode 27).
  private let deferred: DeferredInitialValue<Value>
  var storage: StateStorage<Value>?

  /// Creates a state with an initial value.
  ///
  /// Up to Xcode 26 the value is evaluated on every init of the view, and the first
  /// one is kept (Q4); from Xcode 27 a class-typed value (an `@Observable` model) is
  /// evaluated once, when the state is installed, as the `@State` macro does
  /// (Documentation/Rules.md, "Releases"). The release is that of the host the view
  /// is made in (``ViewHost/Options/swiftUI``).
  public init(wrappedValue value: @autoclosure @escaping () -> Value) {
    let release = EvaluationFrame.active?.release ?? .latest
    if release.initializesStateObjectsOnce && Value.self is AnyObject.Type {
      evaluated = nil
      deferred = DeferredInitialValue(make: value)
    } else {
      evaluated = value()
      deferred = DeferredInitialValue(make: nil)
    }
  }

  /// Creates a state with an initial value, evaluated at once.
  public init(initialValue value: Value) {
    evaluated = value
    deferred = DeferredInitialValue(make: nil)
  }

  /// The initial value: evaluated now when it was deferred.
  var initialValue: Value { Self.initial(evaluated, deferred.make) }

  /// The initial value from what a state holds: the value, or its expression run now.
  private static func initial(_ evaluated: Value?, _ make: (() -> Value)?) -> Value {
    if let evaluated { return evaluated }
    guard let make else { preconditionFailure("a State holds its initial value or the expression of it") }
    return make()
  }

  /// The current value; reading it in a body makes the body depend on it (Q3).
  public var wrappedValue: Value {
    get {
      guard let storage else { return initialValue }
      storage.noteRead()
      return storage.currentValue
    }
    nonmutating set {
      guard let storage else { return }
      storage.write(newValue)
    }
  }

  /// A binding to the state; taking it is not a read (Q3).
  public var projectedValue: Binding<Value> {
    guard let storage else {
      EvaluationFrame.report(
        .stateOutsideView,
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
      )
      return .constant(initialValue)
    }
    return Binding(location: storage)
  }

  package static var propertyKind: String { "@State" }

  package mutating func install(in site: PropertySite) {
    let evaluated = evaluated
    let deferred = deferred.make
    let inbox = site.inbox
    let owner = site.node.id
    let name = site.name
    let path = site.node.path
    let made = site.slot {
      StateStorage(Self.initial(evaluated, deferred), inbox: inbox, owner: owner, ownerField: name, ownerPath: path)
    }
    storage = made
    site.registerLocation(made)
  }
}

extension State: StateInspectable {
  var initialObject: AnyObject? {
    // A deferred value is not evaluated again: its expression may make a model.
    guard let evaluated else { return nil }
    return Mirror(reflecting: evaluated).displayStyle == .class ? evaluated as AnyObject : nil
  }
  var storedObject: AnyObject? {
    guard let storage, Mirror(reflecting: storage.value).displayStyle == .class else { return nil }
    return storage.value as AnyObject
  }
}

/// The expression of a state's initial value evaluated once, at installation.
///
/// Not an input of its view: a later view value's initial value is never used, so
/// two views differing only in it are the same input (Documentation/Rules.md,
/// "Releases").
struct DeferredInitialValue<Value>: RuleComparable {
  let make: (() -> Value)?
  func isEqual(byRuleTo other: Self) -> Bool { true }
}

/// A state whose initial and stored values can be compared by identity (audits).
protocol StateInspectable {
  var initialObject: AnyObject? { get }
  var storedObject: AnyObject? { get }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state whose initial value is `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// Stored state reached by bindings: marks reads and invalidates readers.
package protocol StateRoot: AnyObject, Sendable {
  /// The nodes that read this state, with the field each read it through.
  var readers: [Int: String] { get }
  /// Marks the state read by the body being evaluated, if any (sticky, Q3).
  func noteRead()
  /// The node that owns the state, the field that declares it and the owner's path.
  var owner: Int { get }
  var ownerField: String { get }
  var ownerPath: String { get }
}

/// The storage of one `@State`, kept by its node.
package final class StateStorage<Value>: Location<Value>, StateRoot, @unchecked Sendable {
  /// The latest value written: what actions and tests read.
  package var value: Value
  /// The value bodies see: the last one committed by a flushed transaction group.
  var committed: Value
  package var readers: [Int: String] = [:]
  let inbox: Inbox
  package let owner: Int
  package let ownerField: String
  package let ownerPath: String

  init(_ value: Value, inbox: Inbox, owner: Int, ownerField: String, ownerPath: String) {
    self.value = value
    self.committed = value
    self.inbox = inbox
    self.owner = owner
    self.ownerField = ownerField
    self.ownerPath = ownerPath
  }

  /// The value as seen from here: committed inside a body, latest elsewhere.
  var currentValue: Value { EvaluationFrame.active == nil ? value : committed }

  override package var stateRoot: (any StateRoot)? { self }
  /// `$count` for the state declared `_count`.
  override package var place: String? { ownerField.hasPrefix("_") ? "$" + ownerField.dropFirst() : ownerField }
  override package func get() -> Value { currentValue }
  override package func set(_ newValue: Value) { write(newValue) }

  package func noteRead() {
    guard let frame = EvaluationFrame.active, !frame.isAudit else { return }
    if let name = frame.node.locationFields[ObjectIdentifier(self)] {
      readers[frame.node.id] = name
      if frame.bindingReadMarksOwner { readers[owner] = ownerField }
    } else {
      // Read where no field of the reader names it (a `ForEach` row closure reading
      // its owner's state): the location is marked read, so its owner depends on it.
      readers[owner] = ownerField
    }
  }

  /// Writes a value: rejected during a body, dropped when equal (Q3, Q10).
  func write(_ newValue: Value) {
    guard MainThread.isCurrent else {
      // Applied on the main actor at the next flush, so the write races nothing.
      inbox.post(.mainActorWork(MainActorWork { [self] in self.write(newValue) }))
      return
    }
    if let frame = EvaluationFrame.active {
      if frame.isAudit { return }
      EvaluationFrame.report(
        .stateModifiedDuringUpdate, "Modifying state during view update, this will cause undefined behavior.")
      return
    }
    if ValueComparison.areEqual(value, newValue, mode: .equatableAlways) { return }
    value = newValue
    inbox.post(
      .state(StateRootRef(root: self) { [self] in self.committed = newValue }),
      transaction: Transaction.currentID)
  }
}

/// A state root carried through the inbox.
package struct StateRootRef: @unchecked Sendable {
  package let root: any StateRoot
  /// Makes the written value the one bodies see.
  package let commit: () -> Void
}

extension State: CustomStringConvertible {
  /// How a cause shows it: `State<Int>(3)`, its current value once installed, its
  /// initial value before.
  public var description: String {
    guard let value = storage?.currentValue ?? evaluated else {
      return "State<\(typeName(Value.self))>(initial value not yet evaluated)"
    }
    return "State<\(typeName(Value.self))>(\(valueDescription(value)))"
  }
}
