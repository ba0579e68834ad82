// SwiftUI's built-in views declare their body type: `Never`, as these views are
// expanded by the engine and have no body. Status: Complete.

extension AsyncImage {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension DatePicker {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Link {
  /// A built-in view has no body.
  public typealias Body = Never
}
