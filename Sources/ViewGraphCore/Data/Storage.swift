import Combine
import Diffing

// Models the stores behind SwiftUI's `@AppStorage` and `@SceneStorage`
// (Documentation/Rules.md Q16): values by key, in memory, one store per host (and
// one per `UserDefaults` handed to `defaultAppStorage(_:)` or `AppStorage(store:)`).
// A write re-runs exactly the views that read that key, whoever wrote it: a view's
// `@AppStorage`, an action, or a test through `host.appStorage`. An equal write
// changes nothing.
// Status: Complete. Differs: nothing is persisted; the process's `UserDefaults` are
// neither read nor written.

/// Values by key, as `@AppStorage` and `@SceneStorage` read and write them.
///
///     let host = ViewHost(SettingsView())
///     host.update { host.appStorage["volume"] = 7 }   // re-runs the views reading "volume"
@MainActor
public final class StorageStore {
  private var values: [String: AnyHashable] = [:]
  private var channels: [String: KeyChannel] = [:]
  /// The stores standing for `UserDefaults` instances, by identity (on the host's store).
  private var suites: [ObjectIdentifier: StorageStore] = [:]
  /// The host's store, for a store standing for a suite.
  private weak var host: StorageStore?

  /// An empty store.
  public init() {}

  /// The value stored under a key, `nil` when none was written.
  public subscript(key: String) -> AnyHashable? {
    get { values[key] }
    set {
      guard values[key] != newValue else { return }
      channels[key]?.objectWillChange.send()
      values[key] = newValue
    }
  }

  /// The keys written, in order.
  public var keys: [String] { values.keys.sorted() }

  /// The channel readers of a key subscribe to.
  package func channel(for key: String) -> KeyChannel {
    if let found = channels[key] { return found }
    let made = KeyChannel()
    channels[key] = made
    return made
  }

  /// The store standing for another suite (a `UserDefaults` instance), made once.
  package func suite(_ id: ObjectIdentifier) -> StorageStore {
    if let host { return host.suite(id) }
    if let found = suites[id] { return found }
    let made = StorageStore()
    made.host = self
    suites[id] = made
    return made
  }
}

/// What the readers of one key subscribe to: it publishes when the key's value changes.
package final class KeyChannel: ObservableObject {
  /// Its own publisher: it has no `@Published` property to keep Combine's.
  package let objectWillChange = ObservableObjectPublisher()
  package init() {}
}

/// The store `@AppStorage` uses below a view (`defaultAppStorage(_:)`).
struct AppStorageStoreKey: EnvironmentKey {
  static var defaultValue: StorageStore? { nil }
}

/// The store `@SceneStorage` uses: the host's scene.
struct SceneStorageStoreKey: EnvironmentKey {
  static var defaultValue: StorageStore? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` reads and writes below this view.
  package var appStorageStore: StorageStore? {
    get { self[AppStorageStoreKey.self] }
    set { self[AppStorageStoreKey.self] = newValue }
  }

  /// The store `@SceneStorage` reads and writes.
  package var sceneStorageStore: StorageStore? {
    get { self[SceneStorageStoreKey.self] }
    set { self[SceneStorageStoreKey.self] = newValue }
  }
}

/// The link between a storage property and its store, shared by the copies of the
/// property.
///
/// It is set when the view is installed. A property no view installs (one an
/// `ObservableObject` holds) keeps its value here, as its own `UserDefaults` would.
package final class StorageLink: @unchecked Sendable {
  // Touched on the main actor only.
  package var store: StorageStore?
  private let lock = NSLockLike()
  // Guarded by `lock`.
  private var unlinked: AnyHashable?
  package init() {}

  /// The value of a property no store holds.
  var unlinkedValue: AnyHashable? {
    get { lock.withLock { unlinked } }
    set { lock.withLock { unlinked = newValue } }
  }
}

/// What `@AppStorage` and `@SceneStorage` share.
///
/// The key, the default, the store's representation of the value, and the install
/// that subscribes the view to its key. Like SwiftUI's, it is not isolated: a model of any isolation may hold one; the
/// store of a view's property is read on the main actor, where views run.
package struct StoredValue<Value>: @unchecked Sendable {
  package let key: String
  package let defaultValue: Value
  package let encode: (Value) -> AnyHashable?
  package let decode: (AnyHashable) -> Value?
  package let link = StorageLink()

  package init(
    key: String, defaultValue: Value, encode: @escaping (Value) -> AnyHashable?,
    decode: @escaping (AnyHashable) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.encode = encode
    self.decode = decode
  }

  package var value: Value {
    get {
      if MainThread.isCurrent {
        let read = MainActor.assumeIsolated { () -> MainActorValue<Value?>? in
          guard let store = link.store else { return nil }
          return MainActorValue(store[key].flatMap(decode))
        }
        if let read { return read.value ?? defaultValue }
      }
      return link.unlinkedValue.flatMap(decode) ?? defaultValue
    }
    nonmutating set {
      let encoded = MainActorValue(encode(newValue))
      if MainThread.isCurrent {
        let written = MainActor.assumeIsolated { () -> Bool in
          guard let store = link.store else { return false }
          store[key] = encoded.value
          return true
        }
        if written { return }
      }
      link.unlinkedValue = encoded.value
    }
  }

  /// A binding to the value (`$flag`): to the same place for every copy of the
  /// property linked to one store, so a parent passing it again passes the same input.
  package var binding: Binding<Value> { Binding(location: StoredValueLocation(self)) }

  /// Links the property to a store and subscribes its view to the key.
  @MainActor package func install(in site: PropertySite, store: StorageStore) {
    link.store = store
    site.subscribe(to: store.channel(for: key), cause: key)
  }
}

/// A value carried into or out of a main-actor section on the main actor's own queue
/// (the caller checked `MainThread.isCurrent`), so it crosses no thread.
struct MainActorValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

// A stored value compares by what it is, as `@State` does (Documentation/Rules.md Q2,
// Q16): its key and default. Its encoding closures and its link to a store, made anew
// with every view value, are not compared.
extension StoredValue: RuleComparable {
  package func isEqual(byRuleTo other: StoredValue<Value>) -> Bool {
    key == other.key && ValueComparison.areEqual(defaultValue, other.defaultValue)
  }
}

/// Where a storage property's value lives: its key in its store.
final class StoredValueLocation<Value>: Location<Value>, @unchecked Sendable {
  let stored: StoredValue<Value>
  /// The store the property was linked to when the binding was made.
  let store: ObjectIdentifier?
  init(_ stored: StoredValue<Value>) {
    self.stored = stored
    store = MainThread.isCurrent ? stored.link.store.map(ObjectIdentifier.init) : nil
  }
  override func get() -> Value { stored.value }
  override func set(_ value: Value) { stored.value = value }
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? StoredValueLocation<Value>, stored.key == other.stored.key else { return false }
    if let store, let otherStore = other.store { return store == otherStore }
    return stored.link === other.stored.link
  }
}
