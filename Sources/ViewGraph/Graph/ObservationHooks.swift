@_spi(SwiftUI) import Observation

// The one file that uses the toolchain's `@_spi(SwiftUI)` Observation entry point
// (R8.5): `withObservationTracking(_:willSet:didSet:)` reports which key path
// changed, the hook SwiftUI itself uses. With `useSPI` off, the public
// `withObservationTracking(_:onChange:)` is used and causes are not named.

/// Runs body evaluations inside the real Observation tracking.
enum ObservationHooks {
  /// Whether to use the SPI that names the changed property (on by default).
  nonisolated(unsafe) static var useSPI = true

  /// Runs `apply` tracked; `changed` is called once, after the first tracked change,
  /// with the property's name when it can be known.
  static func track<T>(
    _ apply: () -> T, names: ChangeNamer, changed: @escaping @Sendable (String?) -> Void
  ) -> T {
    guard useSPI else {
      return withObservationTracking(apply) { changed(nil) }
    }
    return withObservationTracking(apply, willSet: { tracking in
      if let keyPath = tracking.changed { names.willSet(keyPath) }
    }, didSet: { tracking in
      tracking.cancel()
      changed(tracking.changed.map { names.didSet($0) })
    })
  }
}

/// Names the property of a change, with the objects its view can reach.
final class ChangeNamer: @unchecked Sendable {
  // Touched on the mutating thread, between one willSet and its didSet; the node
  // only on the main thread.
  private weak var node: GraphNode?
  private var reached: [AnyObject] = []
  private var snapshot: PropertyNames.Snapshot?

  init(node: GraphNode) {
    self.node = node
  }

  func willSet(_ keyPath: AnyKeyPath) {
    // Only roots with several stored properties of the changed type need the objects.
    guard MainThread.isCurrent,
          PropertyNames.candidates(root: type(of: keyPath).rootType, value: type(of: keyPath).valueType).count > 1
    else { return }
    // One mutation notifies every observer in a row: the first finds the objects,
    // the others reuse them (see `MutationMemo`).
    if let shared = MutationMemo.willSet(keyPath) {
      reached = shared.objects
      snapshot = shared.snapshot
      return
    }
    let node = self.node
    reached = MainActor.assumeIsolated { ObjectList(ChangeNamer.objects(reachableFrom: node)) }.objects
    snapshot = PropertyNames.snapshot(keyPath, objects: reached)
    MutationMemo.record(keyPath, objects: reached, snapshot: snapshot)
  }

  /// The objects a view can reach: its own fields, or its nearest body's for a row.
  @MainActor
  private static func objects(reachableFrom node: GraphNode?) -> [AnyObject] {
    var owner = node
    while let current = owner, case .row = current.kind { owner = current.parent }
    guard let owner else { return [] }
    return PropertyNames.reachableObjects(from: owner.value, slots: owner.slots)
  }

  func didSet(_ keyPath: AnyKeyPath) -> String {
    defer {
      reached = []
      snapshot = nil
    }
    if let name = MutationMemo.didSetName(keyPath) { return name }
    let name = PropertyNames.name(of: keyPath, before: snapshot, objects: reached)
    MutationMemo.recordName(keyPath, name)
    return name
  }
}

/// Objects handed back from the main actor to the thread that is already on it.
private struct ObjectList: @unchecked Sendable {
  let objects: [AnyObject]
  init(_ objects: [AnyObject]) { self.objects = objects }
}

/// The observers of one mutation share its work: on the main thread, the willSet
/// callbacks of one `withMutation` run in a row, then its didSet callbacks.
private enum MutationMemo {
  struct Shared {
    let keyPath: AnyKeyPath
    var objects: [AnyObject]
    var snapshot: PropertyNames.Snapshot?
    var name: String?
    var inDidSet = false
  }

  // Touched only on the main thread (every caller checks `MainThread.isCurrent`).
  nonisolated(unsafe) static var current: Shared?

  static func willSet(_ keyPath: AnyKeyPath) -> (objects: [AnyObject], snapshot: PropertyNames.Snapshot?)? {
    guard let shared = current, shared.keyPath == keyPath, !shared.inDidSet else {
      current = nil
      return nil
    }
    return (shared.objects, shared.snapshot)
  }

  static func record(_ keyPath: AnyKeyPath, objects: [AnyObject], snapshot: PropertyNames.Snapshot?) {
    current = Shared(keyPath: keyPath, objects: objects, snapshot: snapshot)
  }

  static func didSetName(_ keyPath: AnyKeyPath) -> String? {
    guard MainThread.isCurrent, var shared = current, shared.keyPath == keyPath else { return nil }
    shared.inDidSet = true
    current = shared
    return shared.name
  }

  static func recordName(_ keyPath: AnyKeyPath, _ name: String) {
    guard MainThread.isCurrent, current?.keyPath == keyPath else { return }
    current?.name = name
  }
}
