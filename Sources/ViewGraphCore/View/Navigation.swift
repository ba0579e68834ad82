// Models SwiftUI's navigation containers (Documentation/Rules.md Q15):
// `NavigationStack` realizes its root and every view pushed on it, the path's values
// (bound or its own) resolved through the `navigationDestination(for:)` declared
// inside it, then the views pushed by links with a destination and by
// `navigationDestination(isPresented:)`/`(item:)`. Tapping a link pushes; changing
// the path pushes or pops; `dismiss` in a pushed view pops it and what is above it;
// `host.goBack()` pops the top. A popped view is unmounted, its state gone. Links
// and destination modifiers are in NavigationLinks.swift.
// `NavigationView` and `NavigationSplitView` realize every column (a regular-width
// layout); `TabView` is in TabView.swift.
// Status: Complete. Differs: nothing is animated; a destination declared for a type
// is the one declared last inside the stack.

/// A navigation container: the root view, then the views pushed on it.
public struct NavigationStack<Data, Root: View>: View, BuiltinView, NavigationStackView {
  let root: Root
  let path: PathAccess?

  /// A stack with a root view.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = nil
  }

  /// A stack whose pushed views are a navigation path.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = PathAccess(
      read: { path.wrappedValue.elements },
      append: {
        path.wrappedValue.elements.append($0)
        return true
      },
      removeLast: { path.wrappedValue.elements.removeLast(min($0, path.wrappedValue.elements.count)) })
  }

  /// A stack whose pushed views are a collection of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = PathAccess(
      read: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        guard let element = value.base as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      removeLast: { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) })
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let state = expansion.memo as? NavigationState ?? NavigationState()
    expansion.memo = state
    state.path = path
    // The pushed views follow the path and the links, whether or not a body re-ran.
    expansion.stateSignature = state.signature
    var rootChild = ChildSpec(key: .index(0), source: .view(root))
    rootChild.environment = state.environmentWrite(popTo: nil)
    expansion.children.append(rootChild)
    expansion.children += state.pushedChildren(valuesAt: 1, viewsAt: 2)
  }
}

/// How a stack reads and writes its bound path, whatever the path's type.
struct PathAccess {
  let read: () -> [AnyHashable]
  /// Appends a value; `false` when the path cannot hold its type.
  let append: (AnyHashable) -> Bool
  let removeLast: (Int) -> Void
}

/// Where a pushed value sits: its position and the value (another value at a
/// position is another view).
private struct PushedKey: Hashable {
  let position: Int
  let value: AnyHashable
}

/// A navigation stack's state: its own path when none is bound, the views pushed by
/// links and bindings, and the destinations declared inside it.
final class NavigationState {
  var path: PathAccess?
  /// The pushed values of a stack without a path binding.
  var ownPath: [AnyHashable] = []
  /// Views pushed by links with a destination and by `navigationDestination(isPresented:)`,
  /// above the path's values, in the order they were pushed.
  var pushedViews: [(id: Int, view: any View, pop: () -> Void)] = []
  private var nextID = 0
  /// The destinations declared for pushed values, by the value's type.
  var destinations: [ObjectIdentifier: (AnyHashable) -> any View] = [:]
  /// One dismiss action per depth, stable while the stack lives (equal for Q12).
  private var tokens: [PresentationToken] = []

  var pathValues: [AnyHashable] { path?.read() ?? ownPath }

  /// The destination declared for a value's type, if any yet.
  func destination(for value: AnyHashable) -> ((AnyHashable) -> any View)? {
    destinations[ObjectIdentifier(Swift.type(of: value.base))]
  }

  var signature: String {
    "\(pathValues.map { "\($0)" }.joined(separator: "/")) | \(pushedViews.map { "\($0.id)" }.joined(separator: ",")) | \(revision)"
  }

  /// Counts the pushed views made again: the stack expands again to show them.
  private var revision = 0

  /// Puts the view its presenter made now in place of a pushed view, keeping its
  /// identity: the view is then compared with the one shown, as any child (Q2).
  func replaceView(id: Int, with view: any View) {
    guard let index = pushedViews.firstIndex(where: { $0.id == id }) else { return }
    pushedViews[index].view = view
    revision &+= 1
  }

  /// Whether a push replaces what was pushed (a split view's next column shows one
  /// destination), rather than stacking on it.
  var replacesOnPush = false

  /// Pushes a value on the path.
  func push(_ value: AnyHashable) -> Bool {
    if replacesOnPush { pop(to: 0) }
    if let path { return path.append(value) }
    ownPath.append(value)
    return true
  }

  /// Pushes a view above the path; returns its id, for popping it.
  @discardableResult
  func push(view: any View, pop: @escaping () -> Void = {}) -> Int {
    if replacesOnPush { self.pop(to: 0) }
    nextID += 1
    pushedViews.append((nextID, view, pop))
    return nextID
  }

  /// The children that show what is pushed: the path's values (resolved through the
  /// destinations declared), then the pushed views, each with the environment that
  /// pops it.
  @MainActor
  func pushedChildren(valuesAt valuesIndex: Int, viewsAt viewsIndex: Int) -> [ChildSpec] {
    var children: [ChildSpec] = []
    for (position, value) in pathValues.enumerated() {
      var child = ChildSpec(
        key: .nested(
          .index(valuesIndex), .explicit(AnyHashableSendable(PushedKey(position: position, value: value)))),
        source: .view(PushedValue(value: value, state: self, destination: destination(for: value))))
      child.environment = environmentWrite(popTo: position)
      children.append(child)
    }
    let depth = pathValues.count
    for (offset, entry) in pushedViews.enumerated() {
      var child = ChildSpec(
        key: .nested(.index(viewsIndex), .explicit(AnyHashableSendable(entry.id))),
        source: .view(PushedView(content: entry.view)))
      child.environment = environmentWrite(popTo: depth + offset)
      children.append(child)
    }
    return children
  }

  /// Pops every pushed view above a depth (0 pops everything).
  func pop(to depth: Int) {
    let pathCount = pathValues.count
    if depth < pathCount + pushedViews.count {
      let keptViews = max(0, depth - pathCount)
      let removed = pushedViews[keptViews...]
      pushedViews.removeSubrange(keptViews...)
      for entry in removed.reversed() { entry.pop() }
    }
    if depth < pathCount {
      if let path { path.removeLast(pathCount - depth) } else { ownPath.removeLast(pathCount - depth) }
    }
  }

  /// Pops the top view; `false` when only the root is shown.
  func popTop() -> Bool {
    let depth = pathValues.count + pushedViews.count
    guard depth > 0 else { return false }
    pop(to: depth - 1)
    return true
  }

  /// The environment of the stack's root (`popTo: nil`) or of the view pushed at a
  /// depth: this stack for links inside, and a dismiss that pops the view.
  func environmentWrite(popTo depth: Int?) -> EnvironmentWrite {
    let action: DismissAction?
    if let depth {
      while tokens.count <= depth { tokens.append(PresentationToken()) }
      let token = tokens[depth]
      token.dismiss = { [unowned self] in self.pop(to: depth) }
      action = DismissAction(token: token)
    } else {
      action = nil
    }
    return EnvironmentWrite(
      value: [ObjectIdentifier(self), depth.map { ObjectIdentifier(tokens[$0]) }] as [ObjectIdentifier?]
    ) { env in
      env[NavigationKey.self] = NavigationReference(state: self)
      if let action {
        // A pushed view is presented: `\.isPresented` and `\.presentationMode` say so.
        env[DismissEnvironmentKey.self] = action
        env[IsPresentedKey.self] = true
      }
    }
  }
}

/// The stack a view is in, for links and destinations.
struct NavigationReference {
  weak var state: NavigationState?
}

struct NavigationKey: EnvironmentKey {
  static var defaultValue: NavigationReference { NavigationReference(state: nil) }
}

extension EnvironmentValues {
  /// The navigation stack this view is in.
  var navigation: NavigationState? { self[NavigationKey.self].state }
}

/// A value pushed on a stack: realized as the destination declared for its type.
///
/// It holds the destination closure declared when the stack last expanded (or finds
/// it when realized, once the stack's root has declared it), so a stack expanded
/// again rebuilds its destinations with the latest closures; their views are then
/// compared like any child (Q2).
struct PushedValue: View, BuiltinView {
  let value: AnyHashable
  let state: NavigationState
  let destination: ((AnyHashable) -> any View)?
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = "destination"
    let type = Swift.type(of: value.base)
    guard let destination = destination ?? state.destination(for: value) else {
      expansion.diagnostics.append(
        (
          .navigationDestinationNotFound,
          "A NavigationLink is presenting a value of type “\(typeName(type))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
        ))
      return
    }
    expansion.add(.content, destination(value))
  }
}

/// A view pushed by a link with a destination, or by a presented destination.
struct PushedView: View, BuiltinView {
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = "destination"
    expansion.add(.content, content)
  }
}

/// A list of values pushed on a navigation stack.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values.
  public var count: Int { elements.count }
  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

  /// Whether two paths hold equal values.
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }

  /// The path's values, for its codable form (ViewGraph's NavigationPaths.swift).
  package var pathElements: [AnyHashable] { elements }
  /// A path of values, for its codable form.
  package init(pathElements: [AnyHashable]) { elements = pathElements }
}

/// A navigation container (SwiftUI's older form).
public struct NavigationView<Content: View>: View, BuiltinView, NavigationStackView {
  let content: Content
  /// A navigation container.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { builtinBody() }
  /// On iPhone a navigation view is a stack (the style `.stack`): its links push
  /// their destinations, as a `NavigationStack`'s do (Q15).
  package func expand(into expansion: inout Expansion) {
    NavigationStack(root: { content }).expand(into: &expansion)
  }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A navigation container in columns; every column is realized.
///
/// A link in the sidebar or the content column shows its destination in place of the detail
/// column (Q15): another link's replaces it, `host.goBack()` or the destination's
/// `dismiss` brings the detail back.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, BuiltinView,
  NavigationStackView
{
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// Three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns with their visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let state = expansion.memo as? NavigationState ?? NavigationState()
    state.replacesOnPush = true
    expansion.memo = state
    expansion.stateSignature = state.signature
    // The sidebar's and the content's links push into the next column.
    for (index, column) in [(0, sidebar as any View), (1, content)] {
      var child = ChildSpec(key: .index(index), source: .view(column))
      child.environment = state.environmentWrite(popTo: nil)
      expansion.children.append(child)
    }
    let pushed = state.pushedChildren(valuesAt: 3, viewsAt: 4)
    if pushed.isEmpty { expansion.add(.index(2), detail) } else { expansion.children += pushed }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = EmptyView()
    self.detail = detail()
  }

  /// Two columns with their visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

/// How navigation views below are drawn: the built-in styles are values shown on screen.
public protocol NavigationViewStyle {}

/// A built-in navigation view style.
public struct BuiltinNavigationViewStyle: NavigationViewStyle, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

extension NavigationViewStyle where Self == BuiltinNavigationViewStyle {
  public static var automatic: BuiltinNavigationViewStyle { BuiltinNavigationViewStyle(name: "automatic") }
  public static var stack: BuiltinNavigationViewStyle { BuiltinNavigationViewStyle(name: "stack") }
  public static var columns: BuiltinNavigationViewStyle { BuiltinNavigationViewStyle(name: "columns") }
}

extension View {
  /// Sets how navigation views below are drawn.
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("navigationViewStyle", "\(style)")
  }
}

/// A navigation stack, which `host.goBack()` pops: the feature index keeps them.
protocol NavigationStackView {}
