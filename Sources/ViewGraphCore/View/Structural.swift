import Diffing

// Models SwiftUI's structural views: TupleView, _ConditionalContent, Optional,
// EmptyView, Group, AnyView, EquatableView and IDView (Q8 identities).
// Status: Complete.

/// A view that shows nothing.
public struct EmptyView: Sendable {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: View, BuiltinView {
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.showsInPath = false }
}

/// A block of views, each identified by its position.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T
  let elements: [any View]
}

extension TupleView: View, BuiltinView {
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    for (index, element) in elements.enumerated() { expansion.add(.index(index), element) }
  }
}

/// The two branches of an `if`/`else`: each branch is a distinct identity (Q8).
public enum ConditionalContent<TrueContent: View, FalseContent: View> {
  /// The first branch's view.
  case trueContent(TrueContent)
  /// The second branch's view.
  case falseContent(FalseContent)
}

extension ConditionalContent: View, BuiltinView, SingleChildView {
  public var body: Never { builtinBody() }
  package var onlyChild: (ChildKey, any View)? {
    switch self {
    case .trueContent(let v): (.branch(true), v)
    case .falseContent(let v): (.branch(false), v)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { builtinBody() }
}

extension Optional: BuiltinView, SingleChildView where Wrapped: View {
  package var onlyChild: (ChildKey, any View)? { map { (.some, $0) } }
}

/// A transparent container: its children belong to its parent's layout.
public struct Group<Content: View>: View, BuiltinView {
  let content: Content
  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.content, content)
  }
}

/// A type-erased view, identified by the dynamic type it wraps (Q8).
public struct AnyView {
  let wrapped: any View
  /// Erases a view's type.
  public init(_ view: some View) {
    if let erased = view as? AnyView { self.wrapped = erased.wrapped } else { self.wrapped = view }
  }
  /// Erases a view's type; `nil` when the value is not a view.
  public init?(erasing value: Any) {
    guard let view = value as? any View else { return nil }
    self.wrapped = view
  }
}

extension AnyView: View, BuiltinView, SingleChildView {
  public var body: Never { builtinBody() }
  package var onlyChild: (ChildKey, any View)? { (.content, wrapped) }
}

/// A view compared with its own `==` before its body re-runs (Q2, `.equatable()`).
public struct EquatableView<Content: View & Equatable>: View, BuiltinView {
  /// The wrapped view.
  public var content: Content
  /// Wraps a view.
  public init(content: Content) { self.content = content }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    var child = ChildSpec(key: .content, source: .view(content))
    child.mode = .equatableAlways
    expansion.children.append(child)
  }
}

/// A view with an explicit identity: a new id is a new view, with fresh state (Q8).
public struct IDView<Content: View, ID: Hashable>: View, BuiltinView {
  let content: Content
  let id: ID
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.explicit(AnyHashableSendable(id)), content)
  }
}

extension View {
  /// Gives the view an explicit identity; changing it resets the view's state.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(content: self, id: id) }
}

extension View where Self: Equatable {
  /// Skips the body whenever the view's `==` says the new value equals the old.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
