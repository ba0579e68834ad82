// How a protocol that refines `View` leaves its conformers without the main actor,
// as SwiftUI's `Shape`, `ShapeView` and `GeometryEffect` do: a type conforming to
// protocols isolated to two different global actors infers neither. SwiftUI declares
// the same two names for the same purpose; a `Shape` of the user's is therefore
// nonisolated here as there, so its `animatableData` and `path(in:)` witness
// `Animatable` and `Sendable` from any context.

/// A global actor nothing runs on: it only stops isolation inference.
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
  /// The one instance.
  public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// Refined, with a main-actor protocol, by a protocol whose conformers are nonisolated.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
