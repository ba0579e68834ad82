import Diffing
import Synchronization

// Re-creates Combine's `ObservableObject` / `ObservableObjectPublisher` without
// Combine (which does not exist on Linux). As Combine's, the default
// `objectWillChange` lives in the first `@Published` field of the object, and it
// fires before every set, equal values included.
// Status: Complete for what views subscribe to; no Combine operators.

/// A publisher of "about to change" events.
public protocol ObjectWillChangePublishing: AnyObject, Sendable {
  /// Announces a change to every subscriber.
  func send()
  /// Announces a change of a named property (`LibraryModel.searchText`).
  func send(changing property: String?)
  /// Calls `handler` on every later send, until the returned token is cancelled.
  func subscribe(_ handler: @escaping @Sendable (WillChange) -> Void) -> AnyCancellable
}

extension ObjectWillChangePublishing {
  public func send(changing property: String?) { send() }
}

/// One "about to change" event, as subscribers receive it.
public struct WillChange: Sendable, Equatable {
  /// The property about to change, when a `@Published` property sent it.
  public var property: String?
  /// Whether it was sent away from the main thread (SwiftUI warns, Q10).
  public var isOffMainThread: Bool
}

/// An object that announces changes before they happen, as Combine's.
public protocol ObservableObject: AnyObject {
  /// The type of the publisher.
  associatedtype ObjectWillChangePublisher: ObjectWillChangePublishing = ObservableObjectPublisher
  /// The publisher that fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher kept in the object's first `@Published` property, as Combine does.
  public var objectWillChange: ObservableObjectPublisher {
    PublishedFields.publisher(of: self)
  }
}

/// The default `objectWillChange` publisher.
public final class ObservableObjectPublisher: ObjectWillChangePublishing {
  private struct Subscribers {
    var next = 0
    var handlers: [Int: @Sendable (WillChange) -> Void] = [:]
  }
  private let subscribers = Mutex(Subscribers())

  /// Creates a publisher with no subscribers.
  public init() {}

  public func send() { send(changing: nil) }

  public func send(changing property: String?) {
    if EvaluationFrame.active != nil {
      EvaluationFrame.report(.publishedDuringUpdate, "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
    }
    let event = WillChange(property: property, isOffMainThread: !MainThread.isCurrent)
    let handlers = subscribers.withLock { s in s.handlers.sorted { $0.key < $1.key }.map(\.value) }
    for handler in handlers { handler(event) }
  }

  public func subscribe(_ handler: @escaping @Sendable (WillChange) -> Void) -> AnyCancellable {
    let id = subscribers.withLock { s in
      let id = s.next
      s.next += 1
      s.handlers[id] = handler
      return id
    }
    return AnyCancellable { [weak self] in
      _ = self?.subscribers.withLock { $0.handlers.removeValue(forKey: id) }
    }
  }

  /// The number of live subscriptions.
  public var subscriberCount: Int { subscribers.withLock { $0.handlers.count } }
}

/// A token that ends a subscription when cancelled.
public final class AnyCancellable: Sendable, Hashable {
  private let cancelAction: Mutex<(@Sendable () -> Void)?>

  /// Creates a token that runs `cancel` once.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.cancelAction = Mutex(cancel)
  }

  /// Ends the subscription.
  public func cancel() {
    let action = cancelAction.withLock { a in
      let taken = a
      a = nil
      return taken
    }
    action?()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Finds the `@Published` fields of an object, once per class.
enum PublishedFields {
  private struct FieldRef: @unchecked Sendable {
    let offset: Int
    let type: any PublishedField.Type
  }
  private static let offsets = Mutex<[ObjectIdentifier: [FieldRef]]>([:])
  private static let orphans = Mutex<[ObjectIdentifier: (weakObject: WeakBox, publisher: ObservableObjectPublisher)]>([:])

  final class WeakBox: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
    let fields = layout(of: type(of: object))
    if let field = fields.first {
      let offset = field.offset
      let fieldType = field.type
      let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
      func open<F: PublishedField>(_: F.Type) -> ObservableObjectPublisher {
        base.assumingMemoryBound(to: F.self).pointee.sharedPublisher
      }
      return open(fieldType)
    }
    // No @Published field: one publisher per live object, kept beside it.
    let key = ObjectIdentifier(object)
    return orphans.withLock { table in
      if let entry = table[key], entry.weakObject.object === object { return entry.publisher }
      let made = ObservableObjectPublisher()
      table[key] = (WeakBox(object), made)
      return made
    }
  }

  private static func layout(of type: AnyClass) -> [FieldRef] {
    let key = ObjectIdentifier(type)
    if let found = offsets.withLock({ $0[key] }) { return found }
    var found: [FieldRef] = []
    for field in Reflection.fields(ofClass: type) {
      if let published = field.type as? any PublishedField.Type { found.append(FieldRef(offset: field.offset, type: published)) }
    }
    offsets.withLock { $0[key] = found }
    return found
  }
}
