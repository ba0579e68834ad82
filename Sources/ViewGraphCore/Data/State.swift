import Diffing

// Models SwiftUI's `@State` (Documentation/Rules.md Q3, Q4): storage per node identity;
// a body's read of `wrappedValue` marks the state read (sticky), `$x` does not;
// only readers are invalidated; equal writes are dropped; writes during a body
// are rejected with SwiftUI's text; initial values are built on every view init
// and the first is kept.
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
  let initialValue: Value
  var storage: StateStorage<Value>?

  /// Creates a state with an initial value, evaluated on every view init (Q4).
  public init(wrappedValue value: Value) {
    self.initialValue = value
  }

  /// Creates a state with an initial value.
  public init(initialValue value: Value) {
    self.initialValue = value
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
    let initial = initialValue
    let inbox = site.inbox
    let owner = site.node.id
    let name = site.name
    let path = site.node.path
    let made = site.slot { StateStorage(initial, inbox: inbox, owner: owner, ownerField: name, ownerPath: path) }
    storage = made
    site.registerLocation(made)
  }
}

extension State: StateInspectable {
  var initialObject: AnyObject? {
    Mirror(reflecting: initialValue).displayStyle == .class ? initialValue as AnyObject : nil
  }
  var storedObject: AnyObject? {
    guard let storage, Mirror(reflecting: storage.value).displayStyle == .class else { return nil }
    return storage.value as AnyObject
  }
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
    "State<\(typeName(Value.self))>(\(valueDescription(storage?.currentValue ?? initialValue)))"
  }
}
