import Diffing
import Synchronization

// `ObservableObject`, `ObservableObjectPublisher` and `@Published`, as Combine declares
// them and as they behave there: the default `objectWillChange` is the publisher kept
// in the object's `@Published` properties (found by reflection, once per class; for a
// class with none, one kept beside the object: Combine's is stable too); every write to a `@Published`
// property, equal values included, sends `objectWillChange` and then the new value to
// the property's own publisher, before the value is stored.

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed.
  public var objectWillChange: ObservableObjectPublisher { PublishedFields.publisher(of: self) }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let fanout = Fanout<Void, Never>(keepsLatest: false)

  /// Creates an observable object publisher instance.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void {
    fanout.attach(subscriber, current: nil)
  }

  /// Sends the changed value to the downstream subscriber.
  public func send() { fanout.send(()) }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
  /// The storage, shared by copies (the enclosing object holds the one that counts).
  final class Box: @unchecked Sendable {
    var value: Value
    /// The enclosing object's `objectWillChange`, installed by the first access to it.
    var objectWillChange: ObservableObjectPublisher?
    /// The property's own publisher, made by the first `$property`.
    var subject: CurrentValueSubject<Value, Never>?
    /// The subscriptions of `assign(to:)` into this property, cancelled with it.
    var assignments: [AnyCancellable] = []
    #if COMBINE_ENGINE_HOOKS
    /// The engine's what-if side of the property, made at its first read tracked so.
    var shadow: (any PublishedShadowing)?
    #endif
    init(_ value: Value) { self.value = value }
  }

  let box: Box

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) { box = Box(wrappedValue) }

  /// Creates the published instance with an initial value.
  public init(initialValue: Value) { box = Box(initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { box.value }
    set { box.value = newValue }
  }

  /// A publisher for properties marked with the `@Published` attribute.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let subject: CurrentValueSubject<Value, Never>
    /// The storage of the property it is the publisher of (`assign(to:)` writes there).
    weak var box: Box?

    /// Creates a publisher of the given value first, then of every later one.
    public init(_ output: Output) { subject = CurrentValueSubject(output) }

    init(subject: CurrentValueSubject<Value, Never>, box: Box? = nil) {
      self.subject = subject
      self.box = box
    }

    public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }

  /// The property for which this instance exposes a publisher.
  public var projectedValue: Publisher {
    mutating get {
      if let subject = box.subject { return Publisher(subject: subject, box: box) }
      let made = CurrentValueSubject<Value, Never>(box.value)
      box.subject = made
      return Publisher(subject: made, box: box)
    }
    set {
      // The property's publisher becomes the one given, and its value the property's.
      box.subject = newValue.subject
      box.value = newValue.subject.value
    }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let box = object[keyPath: storageKeyPath].box
      #if COMBINE_ENGINE_HOOKS
      PublishedEngineHooks.read(box, storage: storageKeyPath)
      #endif
      return box.value
    }
    set {
      let box = object[keyPath: storageKeyPath].box
      // The object's publisher, installed in its properties by the first access to its
      // default `objectWillChange` (no one subscribed before it; a class that declares
      // its own `objectWillChange` sends it itself, as with Combine).
      box.objectWillChange?.send()
      box.subject?.send(newValue)
      #if COMBINE_ENGINE_HOOKS
      if PublishedEngineHooks.write(box, newValue) { return }
      #endif
      box.value = newValue
    }
  }
}

/// A `@Published` storage found by reflection: it can hold the object's publisher.
protocol PublishedStorage {
  var installedPublisher: ObservableObjectPublisher? { get }
  func install(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedStorage {
  var installedPublisher: ObservableObjectPublisher? { box.objectWillChange }
  func install(_ publisher: ObservableObjectPublisher) { box.objectWillChange = publisher }
}

/// The `@Published` properties of each class, found once, and the publisher they share.
enum PublishedFields {
  private struct FieldRef: @unchecked Sendable {
    let offset: Int
    let type: any PublishedStorage.Type
  }

  private static let layouts = Mutex<[ObjectIdentifier: [FieldRef]]>([:])
  private static let installation = Locked(())

  /// The publishers of live objects without `@Published` properties.
  private static let orphans = Locked<[ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)]>(
    [:])

  private final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// The object's `objectWillChange`: the publisher its `@Published` properties share,
  /// installed in them at the first access; without any, one kept beside the object
  /// while it lives.
  static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
    let fields = layout(of: type(of: object))
    guard let first = fields.first else { return orphanPublisher(of: object) }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    func storage<F: PublishedStorage>(_: F.Type, at offset: Int) -> any PublishedStorage {
      (base + offset).assumingMemoryBound(to: F.self).pointee
    }
    // Installed once, under a lock: two threads asking first get the same publisher.
    return installation.withLock { _ in
      if let installed = storage(first.type, at: first.offset).installedPublisher { return installed }
      let made = ObservableObjectPublisher()
      for field in fields { storage(field.type, at: field.offset).install(made) }
      return made
    }
  }

  private static func orphanPublisher(of object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    return orphans.withLock { table in
      if let entry = table[key], entry.object.object === object { return entry.publisher }
      // Entries of objects that are gone are dropped as the table grows.
      if table.count >= 64, table.count.nonzeroBitCount == 1 {
        table = table.filter { $0.value.object.object != nil }
      }
      let made = ObservableObjectPublisher()
      table[key] = (WeakObject(object), made)
      return made
    }
  }

  private static func layout(of type: AnyClass) -> [FieldRef] {
    let key = ObjectIdentifier(type)
    if let found = layouts.withLock({ $0[key] }) { return found }
    let found = Reflection.fields(ofClass: type).compactMap { field in
      (field.type as? any PublishedStorage.Type).map { FieldRef(offset: field.offset, type: $0) }
    }
    layouts.withLock { $0[key] = found }
    return found
  }
}

#if COMBINE_ENGINE_HOOKS
/// The engine's what-if side of one `@Published` property (Linux only: Apple's
/// `@Published` has no such hook, so the what-if strategy is not available there).
package protocol PublishedShadowing: AnyObject {
  /// Registers a read with the tracking running now.
  func access()
  /// Runs a write, notifying the readers, unless `equal` (as the `@Observable` setter).
  func mutate(equal: Bool, _ write: () -> Void)
}

/// Where the engine plugs its what-if tracking into this module's `@Published`.
package enum PublishedEngineHooks {
  /// Whether the body running now tracks `@Published` reads (set by the engine).
  nonisolated(unsafe) package static var tracksReads: () -> Bool = { false }
  /// Makes the shadow of a property, named by its storage key path (set by the engine).
  nonisolated(unsafe) package static var makeShadow: ((AnyKeyPath) -> any PublishedShadowing)?

  static func read<Value>(_ box: Published<Value>.Box, storage: AnyKeyPath) {
    guard tracksReads() else { return }
    if box.shadow == nil { box.shadow = makeShadow?(storage) }
    box.shadow?.access()
  }

  /// Stores a write through the shadow, if the property has one; returns whether it did.
  static func write<Value>(_ box: Published<Value>.Box, _ newValue: Value) -> Bool {
    guard let shadow = box.shadow else { return false }
    shadow.mutate(equal: equalIfEquatable(box.value, newValue)) { box.value = newValue }
    return true
  }

  private static func equalIfEquatable<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? any Equatable else { return false }
    func open<E: Equatable>(_ a: E) -> Bool { (b as? E).map { $0 == a } ?? false }
    return open(a)
  }
}
#endif
