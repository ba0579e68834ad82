// Models SwiftUI's `ViewBuilder`: blocks of any length (parameter packs), `if`,
// `if`/`else` and availability checks, with SwiftUI's structural identities.
// Status: Complete.

/// A result builder that makes views from closures, as SwiftUI's: like SwiftUI's, it
/// is not isolated to an actor, so a nonisolated function can build views with it.
@resultBuilder
public enum ViewBuilder {
  /// Passes a single view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block builds an empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A one-view block builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views builds a tuple view; each keeps its position as identity.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var elements: [any View] = []
    for element in repeat each content { elements.append(element) }
    return TupleView(value: (repeat each content), elements: elements)
  }

  /// `if` without `else`: an optional view; `nil` to non-`nil` is a new identity.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    .trueContent(first)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    .falseContent(second)
  }

  /// `if #available` erases its content, as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
