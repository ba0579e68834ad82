// Models SwiftUI's layout containers that only arrange their content: `Grid` and
// `GridRow`, `GroupBox`, `ControlGroup`, `ViewThatFits`, and `ScrollViewReader`,
// whose content closure runs in its own tracking scope (as SwiftUI calls it from
// the reader's own update) and whose proxy scrolls lazy containers below it.
// Status: Partial. Differs: nothing is measured, so `ViewThatFits` realizes its
// first candidate (the one that fits when everything fits).

/// A container that arranges rows of views in aligned columns.
public struct Grid<Content: View>: View, BuiltinView {
  let content: Content
  /// A grid; the public initializer (with `CGFloat` spacings) is in `ViewGraph`.
  package init(content: Content) { self.content = content }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.add(.content, content) }
}

/// A row of a grid.
public struct GridRow<Content: View>: View, BuiltinView {
  let content: Content
  /// A row of cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.add(.content, content) }
}

/// A box grouping views, with an optional label.
public struct GroupBox<Label: View, Content: View>: View, BuiltinView {
  let label: Label
  let content: Content

  /// A box with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box with a label view given first (the form SwiftUI replaced with
  /// `init(content:label:)`).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    if addStyled(into: &expansion) { return }
    expansion.add(.index(0), label)
    expansion.add(.index(1), content)
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.label = EmptyView()
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  /// A box titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.label = Text(key: titleKey)
    self.content = content()
  }

  /// A box titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.label = Text(title)
    self.content = content()
  }
}

/// A group of related controls.
public struct ControlGroup<Content: View>: View, BuiltinView {
  let content: Content
  /// A group of controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    if addStyled(into: &expansion) { return }
    expansion.add(.content, content)
  }
}

/// The first of its candidate views that fits; without measuring, the first.
public struct ViewThatFits<Content: View>: View, BuiltinView {
  let content: Content
  /// Candidates, preferred first.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    var rows = LazyRows(memos: [:])
    rows.append(content, key: .content)
    if let first = rows.specs.first { expansion.children = [first] }
  }
}

// MARK: - ScrollViewReader

/// Scrolls the lazy containers below a `ScrollViewReader` to a row by its id.
public struct ScrollViewProxy {
  let target: ScrollProxyTarget

  /// Scrolls so that the row with an id is the first visible one.
  @MainActor package func scroll(to id: AnyHashable) { target.scroll?(id) }
}

/// Where a reader's proxy scrolls: filled by the host when the reader is realized.
package final class ScrollProxyTarget {
  package var scroll: (@MainActor (AnyHashable) -> Void)?
  /// Scrolls to the first row, or to the last (a bound scroll position's edge).
  package var scrollToEdge: (@MainActor (_ last: Bool) -> Void)?
  package init() {}
}

/// A view whose content gets a proxy that scrolls to rows by id.
public struct ScrollViewReader<Content: View>: View, BuiltinView {
  /// The reader's content, given the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader; `content` runs in its own tracking scope.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let target = expansion.memo as? ScrollProxyTarget ?? ScrollProxyTarget()
    expansion.memo = target
    expansion.scrollTarget = target
    let content = self.content
    let proxy = ScrollViewProxy(target: target)
    expansion.children.append(ChildSpec(key: .content, source: .row(label: "", content: RowContent { content(proxy) })))
  }
}

// MARK: - Editing

/// A button that switches the edit mode of the views around it.
public struct EditButton: View, BuiltinView {
  /// An edit button.
  public init() {}
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let box = expansion.memo as? ControlStateBox<Bool> ?? ControlStateBox(false)
    expansion.memo = box
    let title = box.value ? "Done" : "Edit"
    expansion.leaf = LeafContent(kind: "EditButton", value: title)
    expansion.stateSignature = title
    expansion.add(.content, Button(label: Text(string: title), title: title, role: nil) { box.value.toggle() })
  }
}

// MARK: - Previews

/// A type that gives previews of views: a plain protocol here (previews are views,
/// mounted like any other: `ViewHost(MyView_Previews.previews)`).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views previewed.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews run on; `nil` (the default) for the project's own.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// The project's own platform.
  public static var platform: PreviewPlatform? { nil }
}

extension View {
  /// Names a preview (no effect outside Xcode's canvas).
  nonisolated public func previewDisplayName(_ displayName: String?) -> ModifiedContent<Self, VisualModifier> {
    visual("previewDisplayName", displayName)
  }
  /// Picks a preview device (no effect outside Xcode's canvas).
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, VisualModifier> {
    visual("previewDevice", value?.rawValue)
  }
  /// Sets a preview's layout (no effect outside Xcode's canvas).
  nonisolated public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, VisualModifier> {
    visual("previewLayout", "\(value)")
  }
}

/// A preview device, by name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// A preview's layout.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: Double, height: Double)
}
