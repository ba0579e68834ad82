// Models SwiftUI's `View` protocol: a value with a `body`, main-actor isolated.
// Status: Complete for what the engine evaluates. Built-in views (primitives,
// containers, structural views) have `Body == Never` and are expanded by the
// engine instead of evaluated, exactly as SwiftUI's primitives have no body.

/// A piece of user interface described as a value, whose `body` the engine evaluates.
///
///     struct Greeting: View {
///       let name: String
///       var body: some View { Text("Hello, \(name)") }
///     }
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View

  /// The content of this view; the engine calls it when the view's inputs change.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// A body that is never called: `Never` is the body type of built-in views.
  public var body: Never { builtinBody() }
}

/// Traps: built-in views have no body; the engine never calls this.
package func builtinBody(_ name: String = #function) -> Never {
  preconditionFailure("Internal inconsistency: body of a built-in view was called (\(name))")
}
