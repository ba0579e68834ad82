// Models SwiftUI's `Binding` forms and collection conformances: a binding to a
// mutable collection is itself a collection of bindings to its elements (reading
// its indices reads the bound collection; an element binding reads and writes the
// collection's element through the source); a binding to an identifiable value is
// identified by the value's id; `transaction(_:)` and `animation(_:)` make a
// binding whose writes run in that transaction (flushed as their own group); the
// optional, failable and `AnyHashable` projections read and write the base.
// Status: Partial. Differs: the collection members are declared without the
// `Collection` conformances (with them, `ForEach($items)` would take the plain
// collection form and lose the binding form's reads); a write of a value of another type through an
// `AnyHashable` projection is ignored (SwiftUI traps).

// MARK: - Locations

/// A location whose writes run in a transaction.
final class TransactionLocation<Value>: Location<Value>, @unchecked Sendable {
  let base: Location<Value>
  let transaction: Transaction
  init(base: Location<Value>, transaction: Transaction) {
    self.base = base
    self.transaction = transaction
  }
  override var stateRoot: (any StateRoot)? { base.stateRoot }
  override func get() -> Value { base.get() }
  override func set(_ value: Value) { withTransaction(transaction) { base.set(value) } }
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? TransactionLocation<Value> else { return false }
    return transaction == other.transaction && base.isSame(as: other.base)
  }
  override var snapshotsValue: Bool { base.snapshotsValue }
}

/// An element of a bound collection, at an index.
final class ElementLocation<Base: MutableCollection>: Location<Base.Element>, @unchecked Sendable {
  let base: Location<Base>
  let index: Base.Index
  /// The element last read, for a row still shown after its element was removed.
  var last: Base.Element?
  init(base: Location<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }
  override var stateRoot: (any StateRoot)? { base.stateRoot }
  override func get() -> Base.Element {
    let collection = base.get()
    guard collection.indices.contains(index) else {
      guard let last else { preconditionFailure("Binding: index out of range of the bound collection") }
      return last
    }
    last = collection[index]
    return collection[index]
  }
  override func set(_ value: Base.Element) {
    var collection = base.get()
    guard collection.indices.contains(index) else { return }
    collection[index] = value
    base.set(collection)
  }
  override func isSame(as other: Location<Base.Element>) -> Bool {
    guard let other = other as? ElementLocation<Base> else { return false }
    return index == other.index && base.isSame(as: other.base)
  }
  override var snapshotsValue: Bool { base.snapshotsValue }
}

/// A value of a base location seen through a conversion both ways.
final class ProjectedLocation<Base, Value>: Location<Value>, @unchecked Sendable {
  let base: Location<Base>
  let read: (Base) -> Value
  let write: (Value) -> Base?
  let kind: String
  init(base: Location<Base>, kind: String, read: @escaping (Base) -> Value, write: @escaping (Value) -> Base?) {
    self.base = base
    self.kind = kind
    self.read = read
    self.write = write
  }
  override var stateRoot: (any StateRoot)? { base.stateRoot }
  override func get() -> Value { read(base.get()) }
  override func set(_ value: Value) { if let converted = write(value) { base.set(converted) } }
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ProjectedLocation<Base, Value> else { return false }
    return kind == other.kind && base.isSame(as: other.base)
  }
  override var snapshotsValue: Bool { base.snapshotsValue }
}

/// The last value of an optional location that was not `nil`.
final class LastValueBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

// MARK: - Transactions

extension Binding {
  /// The transaction the binding's writes run in.
  public var transaction: Transaction {
    get { (location as? TransactionLocation<Value>)?.transaction ?? Transaction() }
    set {
      let base = (location as? TransactionLocation<Value>)?.base ?? location
      self = Binding(location: TransactionLocation(base: base, transaction: newValue))
    }
  }

  /// A binding to the same value whose writes run in a transaction.
  ///
  /// - Parameter transaction: The transaction of the writes.
  /// - Returns: The binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// A binding to the same value whose writes run in a transaction with an animation.
  ///
  /// - Parameter animation: The animation of the writes.
  /// - Returns: The binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }
}

// MARK: - Projections

extension Binding {
  /// A binding to an optional of a base binding's value; writing `nil` leaves the base as it is.
  ///
  /// - Parameter base: The binding to the value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      location: ProjectedLocation(base: base.location, kind: "optional", read: { $0 }, write: { $0 }))
  }

  /// A binding to the value of an optional binding, or `nil` while the value is `nil`.
  ///
  /// Later, while the base is `nil`, the binding reads the last value it had.
  /// - Parameter base: The binding to the optional.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    let last = LastValueBox(value)
    self.init(
      location: ProjectedLocation(
        base: base.location, kind: "unwrapped",
        read: { current in
          if let current { last.value = current }
          return last.value
        },
        write: { value in
          last.value = value
          return value
        }))
  }

  /// A binding to a hashable value as `AnyHashable`.
  ///
  /// - Parameter base: The binding to the value.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      location: ProjectedLocation(
        base: base.location, kind: "anyHashable", read: { AnyHashable($0) }, write: { $0.base as? V }))
  }
}

// MARK: - Identity

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public typealias ID = Value.ID
  /// The bound value's id (reading it reads the value).
  public var id: Value.ID { wrappedValue.id }
}

// MARK: - A collection of bindings

extension Binding where Value: MutableCollection {
  /// A binding to an element of the bound collection.
  public typealias Element = Binding<Value.Element>
}

extension Binding where Value: MutableCollection {
  /// A position in the bound collection.
  public typealias Index = Value.Index
  /// The bound collection's indices.
  public typealias Indices = Value.Indices

  /// The bound collection's first position (reading it reads the collection).
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
  /// The bound collection's end position (reading it reads the collection).
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
  /// The bound collection's indices (reading them reads the collection).
  public var indices: Value.Indices { wrappedValue.indices }

  /// The position after one.
  ///
  /// - Parameter i: A position.
  /// - Returns: The next position.
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }

  /// Moves a position to the next one.
  ///
  /// - Parameter i: The position.
  public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at a position: it reads and writes that element of the source.
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    Binding<Value.Element>(location: ElementLocation(base: location, index: position))
  }

  /// Whether the bound collection is empty (`$items.isEmpty`, as a collection of
  /// bindings has it; reading it reads the collection).
  public var isEmpty: Bool { wrappedValue.isEmpty }
  /// How many elements the bound collection has (reading it reads the collection).
  public var count: Int { wrappedValue.count }
  /// A binding to the first element, `nil` when the collection is empty.
  public var first: Binding<Value>.Element? { isEmpty ? nil : self[startIndex] }
}

extension Binding where Value: BidirectionalCollection, Value: MutableCollection {
  /// The position before one.
  ///
  /// - Parameter i: A position.
  /// - Returns: The previous position.
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }

  /// Moves a position to the previous one.
  ///
  /// - Parameter i: The position.
  public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }

  /// A binding to the last element, `nil` when the collection is empty.
  public var last: Binding<Value>.Element? { isEmpty ? nil : self[index(before: endIndex)] }
}
