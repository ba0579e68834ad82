// Models SwiftUI's lazy containers (Q9): rows are created only for a viewport
// (the visible rows plus a prefetch margin); every id is known up front, but a
// row's content runs only when it is realized. Scrolling realizes new rows.
// `LazyVStack`, `LazyHStack` and `LazyVGrid` keep rows they realized (their state
// survives scrolling away); `List` recycles rows outside the viewport and its
// margin, so their state is lost. Lazy stacks are lazy only inside a ScrollView.
// Status: Partial. Differs: the viewport is counted in rows, not points; the
// defaults (12 visible rows, a margin of 2) and the List policy are our choices.

/// How a lazy container treats rows that leave its viewport.
enum LazyPolicy {
  /// Rows stay realized, with their state (`LazyVStack`, `LazyHStack`, grids).
  case retain
  /// Rows outside the viewport and its margin are destroyed (`List`).
  case recycle
}

/// A container that realizes only a viewport of its rows.
@MainActor
protocol LazyContainer: BuiltinView {
  associatedtype Content: View
  var content: Content { get }
  static var policy: LazyPolicy { get }
  /// Whether it is lazy only inside a `ScrollView` (lazy stacks) or always (`List`).
  static var needsScrollView: Bool { get }
  /// Items shown side by side in one row (grid columns).
  var itemsPerRow: Int { get }
  /// The bound selection rows are tapped to change (`List(selection:)`).
  var selection: ListSelection? { get }
}

extension LazyContainer {
  var selection: ListSelection? { nil }
}

/// A list's bound selection, whatever its type: rows are selected by their id.
struct ListSelection {
  let isSelected: (AnyHashable) -> Bool
  let select: (AnyHashable) -> Void

  nonisolated init<Value: Hashable>(single binding: Binding<Value?>) {
    isSelected = { id in
      guard let current = binding.wrappedValue else { return false }
      return AnyHashable(current) == id
    }
    select = { binding.wrappedValue = $0.base as? Value }
  }

  nonisolated init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    isSelected = { ($0.base as? Value).map(binding.wrappedValue.contains) ?? false }
    select = { id in
      guard let value = id.base as? Value else { return }
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
  }
}

/// A row of a list with a selection: tapped, it selects its id; whether it is
/// selected shows, and follows the binding whether or not a body re-ran.
///
/// The row's content does not read the selection, so selecting re-runs no row body.
struct SelectableRow: View, BuiltinView, TappableControl {
  let id: AnyHashable
  let selection: ListSelection
  let content: any View
  var body: Never { builtinBody() }
  var controlTitle: String? { nil }
  func performTap() { selection.select(id) }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    let selected = selection.isSelected(id)
    expansion.stateSignature = selected ? "selected" : "unselected"
    expansion.leaf = LeafContent(kind: "selected", value: "\(selected)")
    expansion.add(.content, content)
  }
}

/// The visible rows and prefetch margin of lazy containers.
public struct Viewport: Sendable, Hashable, CustomStringConvertible {
  /// Rows on screen at once.
  public var visibleRows: Int
  /// Rows realized beyond each edge of the screen.
  public var prefetch: Int

  /// The default viewport: 12 visible rows, a margin of 2.
  public static let `default` = Viewport(visibleRows: 12, prefetch: 2)

  /// Creates a viewport.
  public init(visibleRows: Int, prefetch: Int) {
    self.visibleRows = max(0, visibleRows)
    self.prefetch = max(0, prefetch)
  }

  public var description: String { "\(visibleRows) rows + \(prefetch) prefetch" }
}

/// What a lazy container remembers between updates.
struct LazyState {
  var firstVisibleRow = 0
  var realized: Set<ChildKey> = []
  var memos: [ChildKey: Any] = [:]
  var rowCount = 0
  /// Every item's key in order, for scrolling to an id.
  var keys: [ChildKey] = []
  var itemsPerRow = 1
}

extension LazyContainer {
  package func expand(into expansion: inout Expansion) {
    var state = expansion.memo as? LazyState ?? LazyState()
    var rows = LazyRows(memos: state.memos)
    rows.append(content, key: .content)
    state.memos = rows.memos
    expansion.diagnostics += rows.diagnostics
    expansion.editActions += rows.editActions
    if !rows.stateSignature.isEmpty { expansion.stateSignature = rows.stateSignature }
    var all = rows.specs
    if let selection { all = all.map { Self.selectable($0, selection) } }
    state.rowCount = (all.count + itemsPerRow - 1) / max(1, itemsPerRow)
    state.keys = all.map(\.key)
    state.itemsPerRow = itemsPerRow
    let isLazy = !Self.needsScrollView || expansion.environment.isInScrollView
    guard isLazy else {
      expansion.children = all
      expansion.memo = state
      return
    }
    let viewport = expansion.environment.viewport
    let perRow = max(1, itemsPerRow)
    state.firstVisibleRow = min(state.firstVisibleRow, max(0, state.rowCount - 1))
    let firstRow = max(0, state.firstVisibleRow - viewport.prefetch)
    let endRow = state.firstVisibleRow + viewport.visibleRows + viewport.prefetch
    let window = min(all.count, firstRow * perRow)..<min(all.count, endRow * perRow)
    var chosen: Set<ChildKey> = Set(all[window].map(\.key))
    if Self.policy == .retain {
      let present = Set(all.map(\.key))
      chosen.formUnion(state.realized.intersection(present))
    }
    state.realized = chosen
    expansion.children = all.filter { chosen.contains($0.key) }
    expansion.memo = state
    expansion.isLazyContainer = true
  }
}

extension LazyContainer {
  /// A row made tappable to select its id (rows without an id stay as they are).
  static func selectable(_ spec: ChildSpec, _ selection: ListSelection) -> ChildSpec {
    guard let id = spec.key.lastExplicitID else { return spec }
    var wrapped = spec
    switch spec.source {
    case .view(let view):
      wrapped.source = .view(SelectableRow(id: id.base, selection: selection, content: view))
    case .row(let label, let content):
      wrapped.source = .row(
        label: label, content: RowContent { SelectableRow(id: id.base, selection: selection, content: content.make()) })
    }
    return wrapped
  }
}

/// The rows of a lazy container: its content flattened through blocks, groups,
/// sections, conditionals and `ForEach`, each row keyed by its structural path.
struct LazyRows {
  var specs: [ChildSpec] = []
  var memos: [ChildKey: Any]
  var diagnostics: [(Diagnostic.Kind, String)] = []
  var editActions: [RowEditActions] = []
  /// The expanded state of the collapsible sections among the rows.
  var stateSignature = ""

  init(memos: [ChildKey: Any]) { self.memos = memos }

  @MainActor
  mutating func append(_ view: any View, key: ChildKey) {
    if let flattenable = view as? any RowFlattening {
      flattenable.appendRows(to: &self, key: key)
    } else {
      specs.append(ChildSpec(key: key, source: .view(view)))
    }
  }
}

/// Structural views whose children become a lazy container's rows.
@MainActor
protocol RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey)
}

extension TupleView: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    for (index, element) in elements.enumerated() { rows.append(element, key: .nested(key, .index(index))) }
  }
}

extension Group: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    rows.append(content, key: .nested(key, .content))
  }
}

extension Section: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    rows.append(header, key: .nested(key, .index(0)))
    if isExpanded != nil { rows.stateSignature.append(showsContent ? "+" : "-") }
    if showsContent { rows.append(content, key: .nested(key, .index(1))) }
    rows.append(footer, key: .nested(key, .index(2)))
  }
}

/// `if` and `if`/`else` flatten into the view they show, under their branch's key.
extension RowFlattening where Self: SingleChildView {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    if let (inner, view) = onlyChild { rows.append(view, key: .nested(key, inner)) }
  }
}

extension Optional: RowFlattening where Wrapped: View {}
extension ConditionalContent: RowFlattening {}

extension EmptyView: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {}
}

extension ForEach: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    var expansion = Expansion()
    expansion.memo = rows.memos[key]
    expand(into: &expansion)
    rows.memos[key] = expansion.memo
    rows.diagnostics += expansion.diagnostics
    rows.editActions += expansion.editActions
    for var spec in expansion.children {
      spec.key = .nested(key, spec.key)
      rows.specs.append(spec)
    }
  }
}

/// A vertical stack that realizes rows as they scroll into view, and keeps them.
public struct LazyVStack<Content: View>: View, LazyContainer {
  let content: Content
  /// Stacks views; the public initializers (with `CGFloat` spacing) are in `ViewGraph`.
  package init(content: Content) { self.content = content }
  public var body: Never { builtinBody() }
  static var policy: LazyPolicy { .retain }
  static var needsScrollView: Bool { true }
  var itemsPerRow: Int { 1 }
}

/// A horizontal stack that realizes items as they scroll into view, and keeps them.
public struct LazyHStack<Content: View>: View, LazyContainer {
  let content: Content
  /// Stacks views; the public initializers (with `CGFloat` spacing) are in `ViewGraph`.
  package init(content: Content) { self.content = content }
  public var body: Never { builtinBody() }
  static var policy: LazyPolicy { .retain }
  static var needsScrollView: Bool { true }
  var itemsPerRow: Int { 1 }
}

/// A vertical grid that realizes rows of items as they scroll into view, and keeps them.
public struct LazyVGrid<Content: View>: View, LazyContainer {
  let content: Content
  let columnCount: Int
  /// A grid of a number of columns; the public initializers are in `ViewGraph`.
  package init(columnCount: Int, content: Content) {
    self.columnCount = columnCount
    self.content = content
  }
  public var body: Never { builtinBody() }
  static var policy: LazyPolicy { .retain }
  static var needsScrollView: Bool { true }
  var itemsPerRow: Int { max(1, columnCount) }
}

/// A horizontal grid that realizes columns of items as they scroll into view, and
/// keeps them; its rows are counted as a vertical grid's columns.
public struct LazyHGrid<Content: View>: View, LazyContainer {
  let content: Content
  let rowCount: Int
  /// A grid of a number of rows; the public initializers are in `ViewGraph`.
  package init(rowCount: Int, content: Content) {
    self.rowCount = rowCount
    self.content = content
  }
  public var body: Never { builtinBody() }
  static var policy: LazyPolicy { .retain }
  static var needsScrollView: Bool { true }
  var itemsPerRow: Int { max(1, rowCount) }
}

// MARK: - Environment

private struct ViewportKey: EnvironmentKey {
  static var defaultValue: Viewport { .default }
}

private struct InScrollViewKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The viewport of lazy containers below.
  public var viewport: Viewport {
    get { self[ViewportKey.self] }
    set { self[ViewportKey.self] = newValue }
  }

  /// Whether the views are inside a `ScrollView`.
  public var isInScrollView: Bool {
    get { self[InScrollViewKey.self] }
    set { self[InScrollViewKey.self] = newValue }
  }
}

extension View {
  /// Sets how many rows lazy containers below show, and how many they prefetch.
  public func viewport(visibleRows: Int, prefetch: Int = Viewport.default.prefetch) -> ModifiedContent<
    Self, EnvironmentWriter
  > {
    environment(\.viewport, Viewport(visibleRows: visibleRows, prefetch: prefetch))
  }
}
