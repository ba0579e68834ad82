import Combine
import Observation
import Synchronization

// What-if tracking: the same `ObservableObject` code run as if a mechanical
// migration had made its models `@Observable` (Documentation/Rules.md, "What-if
// strategies"). Each `@Published` property gets a shadow with a real
// `ObservationRegistrar`: a body's read is an `access`, a write a `withMutation`,
// so the toolchain's own Observation decides who re-runs, property by property.
// The wrappers stop subscribing to `objectWillChange`; `@StateObject` creates its
// object eagerly, as `@State`'s initial value is; an equal write notifies no one,
// as the `@Observable` macro's setter does for `Equatable` values.

/// How views follow `ObservableObject` models.
public enum TrackingStrategy: String, Sendable, CaseIterable, CustomStringConvertible {
  /// As the code is written: `@StateObject`, `@ObservedObject` and
  /// `@EnvironmentObject` subscribe the view to `objectWillChange`, which every
  /// `@Published` write fires, equal values included.
  case asWritten
  /// As if every `ObservableObject` were `@Observable` after a mechanical migration:
  /// a view re-runs when a `@Published` property its body read changes (an equal
  /// write changes nothing); `@StateObject` is `@State` (its initial value made at
  /// every init of the view, kept once), `@ObservedObject` a plain reference,
  /// `@EnvironmentObject` `@Environment(Type.self)`.
  case asIfObservable
  /// The oracle: only the bodies whose output changes the screen. The host runs the
  /// code as written, then after every update re-evaluates every realized body
  /// without committing (the stale-view audit) and re-runs the views whose output
  /// would differ, until none would; its updates keep only the evaluations that
  /// changed the screen. No tracking can do with fewer: what it records is the
  /// floor the other strategies are measured against.
  case minimum

  public var description: String {
    switch self {
    case .asWritten: "as written"
    case .asIfObservable: "as if @Observable"
    case .minimum: "minimum"
    }
  }

  /// Whether this build can run the strategy.
  ///
  /// As if observable needs to see each `@Published` read inside a body: the package's own
  /// Combine (where Apple's does not exist) lets the engine see them; Apple's `@Published`
  /// does not.
  public var isAvailable: Bool { unavailableReason == nil }

  /// Why this build cannot run the strategy, when it cannot.
  public var unavailableReason: String? {
    #if COMBINE_ENGINE_HOOKS
    return nil
    #else
    guard self == .asIfObservable else { return nil }
    return "the what-if strategy (as if @Observable) needs to see each @Published read in a body, "
      + "and Apple's Combine does not let a library see them: run it where the package's own Combine "
      + "is used (Linux, for example in CI)"
    #endif
  }

  // `imposed`, the strategy imposed on the hosts a task creates, is ambient state:
  // Ambient.swift.

  /// Runs `operation` with every host it creates tracking as `self`, whatever its
  /// options say: how a scenario, or any code that mounts its own hosts, runs under
  /// a what-if strategy without being rewritten.
  public func impose<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try TrackingStrategy.$imposed.withValue(self, operation: operation)
  }
}

/// The Observation side of one `@Published` property of one object: what a body's
/// read registers and what a write notifies, as if the property were `@Observable`.
final class PublishedShadow: Observable, @unchecked Sendable {
  // Made on the main thread at a tracked read; its registrar is thread-safe.
  private let registrar = ObservationRegistrar()
  /// The key path its readers register: one per property.
  private let keyPath: KeyPath<PublishedShadow, String>
  /// The property's name (`LegacyLibrary.searchText`), which its writes announce.
  private let name: String

  init(name: String) {
    self.name = name
    keyPath = \PublishedShadow[property: name]
  }

  /// The property's name, read through the key path: the subscript returns its index.
  subscript(property name: String) -> String { name }

  /// Registers a read with the tracking running now.
  func access() {
    registrar.access(self, keyPath: keyPath)
  }

  /// Runs a write, notifying the readers (the notifications name the property),
  /// unless the value is equal, as the `@Observable` macro's setter decides.
  func mutate(equal: Bool, _ write: () -> Void) {
    guard !equal else { return write() }
    AnnouncedMutation.announcing(name) {
      registrar.withMutation(of: self, keyPath: keyPath, write)
    }
  }
}

#if COMBINE_ENGINE_HOOKS
// The package's Combine (where Apple's does not exist) lets the engine see a body's
// `@Published` reads; Apple's does not, so there the strategy cannot track them.
extension PublishedShadow: PublishedShadowing {}

/// Plugs the what-if tracking into the package's `@Published`, once per process.
enum WhatIfHooks {
  static let installed: Void = {
    PublishedEngineHooks.tracksReads = { EvaluationFrame.tracksPublishedReads }
    PublishedEngineHooks.makeShadow = { PublishedShadow(name: PublishedNames.name(of: $0)) }
  }()
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
#endif
