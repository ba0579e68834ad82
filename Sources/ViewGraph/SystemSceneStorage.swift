import ViewGraphCore

// The optional forms of SwiftUI's `@SceneStorage` (`@SceneStorage("draft") var draft:
// String?`): `nil` until a value is written, as Storage.swift's other forms keep theirs.

extension SceneStorage {
  /// An optional Boolean kept for the scene: `nil` until written.
  @MainActor public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, encode: { $0.map { AnyHashable($0) } }, decode: { $0.base as? Bool })
  }

  /// An optional integer kept for the scene: `nil` until written.
  @MainActor public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, encode: { $0.map { AnyHashable($0) } }, decode: { $0.base as? Int })
  }

  /// An optional double kept for the scene: `nil` until written.
  @MainActor public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, encode: { $0.map { AnyHashable($0) } }, decode: { $0.base as? Double })
  }

  /// An optional string kept for the scene: `nil` until written.
  @MainActor public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, encode: { $0.map { AnyHashable($0) } }, decode: { $0.base as? String })
  }

  /// An optional URL kept for the scene: `nil` until written.
  @MainActor public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, encode: { $0.map { AnyHashable($0) } }, decode: { $0.base as? URL })
  }

  /// An optional Data kept for the scene: `nil` until written.
  @MainActor public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, encode: { $0.map { AnyHashable($0) } }, decode: { $0.base as? Data })
  }
}
