public import Testing

extension Tag {
  /// Tests of Observation-driven invalidation.
  @Tag public static var observation: Self
  /// Tests of value comparison and reconciliation.
  @Tag public static var diffing: Self
  /// Tests of transactions and flush order.
  @Tag public static var scheduling: Self
  /// Tests that reproduce a documented SwiftUI behaviour.
  @Tag public static var swiftUIParity: Self
  /// Tests of the legacy ObservableObject layer.
  @Tag public static var legacy: Self
}
