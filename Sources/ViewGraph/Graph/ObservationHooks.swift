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
  // Touched on the mutating thread, between one willSet and its didSet.
  private let objects: @MainActor () -> [AnyObject]
  private var reached: [AnyObject] = []
  private var snapshot: PropertyNames.Snapshot?

  init(objects: @escaping @MainActor () -> [AnyObject]) {
    self.objects = objects
  }

  func willSet(_ keyPath: AnyKeyPath) {
    guard MainThread.isCurrent else { return }
    let objects = self.objects
    reached = MainActor.assumeIsolated { ObjectList(objects()) }.objects
    snapshot = PropertyNames.snapshot(keyPath, objects: reached)
  }

  func didSet(_ keyPath: AnyKeyPath) -> String {
    defer {
      reached = []
      snapshot = nil
    }
    return PropertyNames.name(of: keyPath, before: snapshot, objects: reached)
  }
}

/// Objects handed back from the main actor to the thread that is already on it.
private struct ObjectList: @unchecked Sendable {
  let objects: [AnyObject]
  init(_ objects: [AnyObject]) { self.objects = objects }
}
