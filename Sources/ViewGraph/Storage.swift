// SwiftUI's `@AppStorage` and `@SceneStorage`, with their signatures (which take
// `UserDefaults`, `URL`, `Data` and `Date`): values kept by key in the host's
// in-memory store (Documentation/Rules.md Q16; the store is
// ViewGraphCore/Data/Storage.swift).

/// A value stored by key, as `UserDefaults` would keep it.
///
/// A write re-runs every view reading the key. Like SwiftUI's, it has no actor, so a nonisolated model may hold
/// one; a property no view installs keeps its own value (Documentation/Rules.md Q16).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let stored: StoredValue<Value>
  let suite: UserDefaults?

  init(
    key: String, defaultValue: Value, suite: UserDefaults?,
    encode: @escaping (Value) -> AnyHashable?, decode: @escaping (AnyHashable) -> Value?
  ) {
    stored = StoredValue(key: key, defaultValue: defaultValue, encode: encode, decode: decode)
    self.suite = suite
  }

  /// The stored value, or the default when none was written.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    stored.binding
  }
}

extension AppStorage: InstallableProperty {
  package static var propertyKind: String { "@AppStorage" }
  @MainActor package mutating func install(in site: PropertySite) {
    guard let root = site.environment.appStorageStore else { return }
    stored.install(in: site, store: suite.map { root.suite(ObjectIdentifier($0)) } ?? root)
  }
}

/// A value kept by key for the scene (the host), restored with it: a write re-runs
/// every view reading the key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let stored: StoredValue<Value>

  init(
    key: String, defaultValue: Value, encode: @escaping (Value) -> AnyHashable?,
    decode: @escaping (AnyHashable) -> Value?
  ) {
    stored = StoredValue(key: key, defaultValue: defaultValue, encode: encode, decode: decode)
  }

  /// The stored value, or the default when none was written.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    stored.binding
  }
}

extension SceneStorage: InstallableProperty {
  package static var propertyKind: String { "@SceneStorage" }
  @MainActor package mutating func install(in site: PropertySite) {
    guard let store = site.environment.sceneStorageStore else { return }
    stored.install(in: site, store: store)
  }
}

/// How values of the types `UserDefaults` holds are kept in the store.
private func plain<V: Hashable>(_: V.Type) -> (encode: (V) -> AnyHashable?, decode: (AnyHashable) -> V?) {
  ({ AnyHashable($0) }, { $0.base as? V })
}

private func optional<V: Hashable>(_: V.Type) -> (encode: (V?) -> AnyHashable?, decode: (AnyHashable) -> V??) {
  ({ $0.map { AnyHashable($0) } }, { $0.base as? V })
}

private func raw<R: RawRepresentable>(_: R.Type) -> (encode: (R) -> AnyHashable?, decode: (AnyHashable) -> R?)
where R.RawValue: Hashable {
  ({ AnyHashable($0.rawValue) }, { ($0.base as? R.RawValue).flatMap(R.init(rawValue:)) })
}

// MARK: - AppStorage initialisers, one per type UserDefaults holds

extension AppStorage {
  /// A stored Boolean.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    let (encode, decode) = plain(Bool.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored integer.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    let (encode, decode) = plain(Int.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored double.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    let (encode, decode) = plain(Double.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored string.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    let (encode, decode) = plain(String.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored URL.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    let (encode, decode) = plain(URL.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// Stored data.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    let (encode, decode) = plain(Data.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored date.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    let (encode, decode) = plain(Date.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored value of an enumeration with integer raw values.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    let (encode, decode) = raw(Value.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored value of an enumeration with string raw values.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    let (encode, decode) = raw(Value.self)
    self.init(key: key, defaultValue: wrappedValue, suite: store, encode: encode, decode: decode)
  }

  /// A stored optional Boolean, `nil` until written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    let (encode, decode) = optional(Bool.self)
    self.init(key: key, defaultValue: nil, suite: store, encode: encode, decode: decode)
  }

  /// A stored optional integer, `nil` until written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    let (encode, decode) = optional(Int.self)
    self.init(key: key, defaultValue: nil, suite: store, encode: encode, decode: decode)
  }

  /// A stored optional double, `nil` until written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    let (encode, decode) = optional(Double.self)
    self.init(key: key, defaultValue: nil, suite: store, encode: encode, decode: decode)
  }

  /// A stored optional string, `nil` until written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    let (encode, decode) = optional(String.self)
    self.init(key: key, defaultValue: nil, suite: store, encode: encode, decode: decode)
  }

  /// A stored optional URL, `nil` until written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    let (encode, decode) = optional(URL.self)
    self.init(key: key, defaultValue: nil, suite: store, encode: encode, decode: decode)
  }

  /// Stored optional data, `nil` until written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    let (encode, decode) = optional(Data.self)
    self.init(key: key, defaultValue: nil, suite: store, encode: encode, decode: decode)
  }
}

// MARK: - SceneStorage initialisers

extension SceneStorage {
  /// A Boolean kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    let (encode, decode) = plain(Bool.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// An integer kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    let (encode, decode) = plain(Int.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// A double kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    let (encode, decode) = plain(Double.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// A string kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    let (encode, decode) = plain(String.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// A URL kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    let (encode, decode) = plain(URL.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// Data kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    let (encode, decode) = plain(Data.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// A value of an enumeration with integer raw values, kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    let (encode, decode) = raw(Value.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }

  /// A value of an enumeration with string raw values, kept for the scene.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    let (encode, decode) = raw(Value.self)
    self.init(key: key, defaultValue: wrappedValue, encode: encode, decode: decode)
  }
}

extension View {
  /// Sets the store `@AppStorage` uses below this view: each `UserDefaults` instance
  /// stands for its own in-memory store in the host.
  public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, EnvironmentWriter> {
    let id = ObjectIdentifier(store)
    return transformEnvironment(\.appStorageStore) { current in
      current = current.map { $0.suite(id) }
    }
  }
}

// Sendable when the value is, as SwiftUI declares them (`UserDefaults` is thread-safe).
extension AppStorage: @unchecked Sendable where Value: Sendable {}
extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage: CustomStringConvertible {
  /// How a cause shows it: `AppStorage<Bool>("flag")`.
  public var description: String { "AppStorage<\(typeName(Value.self))>(\"\(stored.key)\")" }
}

extension SceneStorage: CustomStringConvertible {
  /// How a cause shows it: `SceneStorage<String>("draft")`.
  public var description: String { "SceneStorage<\(typeName(Value.self))>(\"\(stored.key)\")" }
}
