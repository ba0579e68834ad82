// Models SwiftUI's modifier types that are not a body of their own: `EmptyModifier`
// (its content, unchanged) and `EnvironmentalModifier` (resolved from the
// environment where it is applied, the resolved modifier applied to the content,
// resolved again when the environment changes), and `TupleView`'s public initializer.
// Status: Complete.

/// A modifier that leaves its content as it is.
public struct EmptyModifier: ViewModifier, BuiltinModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()
  /// A modifier that changes nothing.
  nonisolated public init() {}
  public typealias Body = Never
  /// Has no body: the content is shown as it is.
  public func body(content: Content) -> Never { builtinBody() }
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

/// A modifier made from the environment where it is applied.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The modifier it resolves to.
  associatedtype ResolvedModifier: ViewModifier
  /// Makes the modifier to apply from the environment.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// Has no body: the resolved modifier's body is applied instead.
  public func body(content: Content) -> Never { builtinBody() }
}

extension ModifiedContent {
  /// Applies the modifier an environmental modifier resolves to in this environment.
  @MainActor func expandResolved(_ modifier: any EnvironmentalModifier, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.readsEnvironment = true
    func apply<M: EnvironmentalModifier>(_ modifier: M) -> any View {
      ModifiedContent<Content, M.ResolvedModifier>(
        content: content, modifier: modifier.resolve(in: expansion.environment))
    }
    expansion.add(.content, apply(modifier))
  }
}

extension TupleView {
  /// A view of a tuple of views, each identified by its position.
  public init(_ value: T) {
    self.init(value: value, elements: Mirror(reflecting: value).children.compactMap { $0.value as? any View })
  }
}
