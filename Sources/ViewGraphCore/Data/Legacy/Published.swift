import Synchronization

// Re-creates Combine's `@Published`: every set, equal values included, fires
// the enclosing object's `objectWillChange` before the value is stored (Q7).
// Status: Complete for views; `$property` publishes values to subscribers.

/// A property of an `ObservableObject` that announces every change.
@propertyWrapper
public struct Published<Value> {
  final class Box: @unchecked Sendable {
    var value: Value
    var publisher: ObservableObjectPublisher?
    /// The property as if observable, made at its first read tracked that way.
    var shadow: PublishedShadow?
    init(_ value: Value) { self.value = value }
  }

  let box: Box

  /// Creates a published property with an initial value.
  public init(wrappedValue: Value) { self.box = Box(wrappedValue) }

  /// Creates a published property with an initial value.
  public init(initialValue: Value) { self.box = Box(initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { box.value }
    set { box.value = newValue }
  }

  /// Reads and writes through the enclosing object, firing its `objectWillChange`.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let box = object[keyPath: storageKeyPath].box
      // A body of a host tracking as if observable registers the read itself.
      if EvaluationFrame.tracksPublishedReads {
        if box.shadow == nil { box.shadow = PublishedShadow(name: PublishedNames.name(of: storageKeyPath)) }
        box.shadow?.access()
      }
      return box.value
    }
    set {
      object.objectWillChange.send(changing: PublishedNames.name(of: storageKeyPath))
      let box = object[keyPath: storageKeyPath].box
      guard let shadow = box.shadow else {
        box.value = newValue
        return
      }
      // As the `@Observable` setter: an equal value notifies no reader.
      if equalIfEquatable(box.value, newValue) {
        box.value = newValue
      } else {
        shadow.mutate { box.value = newValue }
      }
    }
  }
}

/// A `@Published` field, found by reflection, that can hold the object's publisher.
protocol PublishedField {
  var sharedPublisher: ObservableObjectPublisher { get }
}

extension Published: PublishedField {
  var sharedPublisher: ObservableObjectPublisher {
    if let existing = box.publisher { return existing }
    let made = ObservableObjectPublisher()
    box.publisher = made
    return made
  }
}

/// The names of `@Published` properties, from their storage key paths (cached).
enum PublishedNames {
  private struct Entry: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let name: String
  }

  private static let cache = Mutex<[Int: [Entry]]>([:])

  /// `\LegacyLibrary._searchText` becomes `LegacyLibrary.searchText`.
  static func name(of storage: AnyKeyPath) -> String {
    let hash = storage.hashValue
    if let found = cache.withLock({ $0[hash]?.first { $0.keyPath == storage }?.name }) { return found }
    var text = String(describing: storage)
    if text.hasPrefix("\\") { text.removeFirst() }
    if let dot = text.lastIndex(of: "."), text[text.index(after: dot)...].hasPrefix("_") {
      text.remove(at: text.index(after: dot))
    }
    let entry = Entry(keyPath: storage, name: text)
    cache.withLock { $0[hash, default: []].append(entry) }
    return text
  }
}
