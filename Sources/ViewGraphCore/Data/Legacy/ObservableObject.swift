public import Combine
import Diffing
import Synchronization

// `ObservableObject`, `@Published` and `ObservableObjectPublisher` are Combine's: Apple's
// where it exists, elsewhere the package's `Combine` module, which declares them with
// Apple's signatures and behaviour. They are named here too, as Foundation names the
// first two on Apple platforms, so that `import ViewGraph` brings them as
// `import SwiftUI` does (a typealias of the same type is never ambiguous with
// Combine's or Foundation's). The engine follows an object only through its
// `objectWillChange` (Q4, Q5, Q12), and names the `@Published` property that changed
// by comparing the values before the first publish and after the writes.

/// A type of object with a publisher that emits before the object has changed
/// (Combine's).
public typealias ObservableObject = Combine.ObservableObject

/// A type that publishes a property marked with an attribute (Combine's).
public typealias Published = Combine.Published

/// A publisher that publishes changes from observable objects (Combine's).
public typealias ObservableObjectPublisher = Combine.ObservableObjectPublisher

/// The `@Published` properties of an object whose values changed, found by comparing
/// their values before the object's first publish of a host's cycle and after the
/// writes (main thread only), as the `@Observable` timeline does for its objects.
final class PublishedTimeline: @unchecked Sendable {
  // Main thread only.
  @exclusivity(unchecked) private var cycle: [ObjectIdentifier: Entry] = [:]

  private final class Entry {
    let object: AnyObject
    let layout: PublishedLayout
    let before: [Any]
    let name = PendingName()
    init(object: AnyObject, layout: PublishedLayout, before: [Any]) {
      self.object = object
      self.layout = layout
      self.before = before
    }
  }

  /// What names a publish of `object`'s `objectWillChange`: shared by every publish of
  /// it until the host drains its inbox; its values are taken at the first one, before
  /// the write.
  ///
  /// `nil` for an object without `@Published` properties.
  func pendingName(for object: AnyObject) -> PendingName? {
    let key = ObjectIdentifier(object)
    if let entry = cycle[key] { return entry.name }
    let layout = PublishedLayout.of(type(of: object))
    guard !layout.fields.isEmpty else { return nil }
    let entry = Entry(object: object, layout: layout, before: layout.values(of: object))
    cycle[key] = entry
    return entry.name
  }

  /// Lets the objects go without naming anything (the host is gone).
  func discard() { cycle.removeAll() }

  /// Settles the names (after the writes) and lets the objects go.
  func close() {
    guard !cycle.isEmpty else { return }
    for entry in cycle.values {
      let after = entry.layout.values(of: entry.object)
      var names: [String] = []
      for (index, field) in entry.layout.fields.enumerated()
      where !ValueComparison.areEqualAny(entry.before[index], after[index]) {
        names.append("\(entry.layout.typeName).\(field.name)")
      }
      // A publish after which no value differs: an equal write (`@Published` sends on
      // every write), or `objectWillChange.send()` around a plain property.
      entry.name.settle(names.isEmpty ? ["no @Published value changed"] : names)
    }
    cycle.removeAll(keepingCapacity: true)
  }
}

/// The `@Published` properties of a class, found once: their names and how to read
/// their values through Combine's public interface (a copy's `$property` publishes
/// the current value to a new subscriber).
final class PublishedLayout: @unchecked Sendable {
  struct Field {
    let name: String
    let offset: Int
    let type: any PublishedValueReading.Type
  }

  let typeName: String
  let fields: [Field]

  private init(_ type: AnyClass) {
    typeName = ViewGraphCore.typeName(type)
    fields = Reflection.fields(ofClass: type).compactMap { field in
      guard let reading = field.type as? any PublishedValueReading.Type else { return nil }
      let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
      return Field(name: name, offset: field.offset, type: reading)
    }
  }

  private static let known = TypeCache<PublishedLayout>()

  static func of(_ type: AnyClass) -> PublishedLayout {
    known.value(for: type) { PublishedLayout(type) }
  }

  func values(of object: AnyObject) -> [Any] {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return fields.map { field in
      func read<F: PublishedValueReading>(_: F.Type) -> Any {
        (base + field.offset).assumingMemoryBound(to: F.self).pointee.currentValue
      }
      return read(field.type)
    }
  }
}

/// A `@Published` storage whose value can be read without its enclosing object.
protocol PublishedValueReading {
  var currentValue: Any { get }
}

extension Published: PublishedValueReading {
  /// The value, read through a copy's publisher (Combine's `$property` sends the
  /// current value to a new subscriber at once).
  ///
  /// With Apple's `@Published` the property is untouched; the package's own shares its
  /// storage with the copy, which then keeps the publisher made (no subscriber stays on it).
  var currentValue: Any {
    var copy = self
    var value: Any?
    let subscription = copy.projectedValue.sink { value = $0 }
    subscription.cancel()
    return value as Any
  }
}
