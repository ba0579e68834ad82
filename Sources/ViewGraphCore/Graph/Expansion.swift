// What a built-in view hands the graph when it is expanded (BuiltinView.swift).

/// The children and on-screen content of one built-in view.
///
/// What most expansions set (children, a leaf) is stored in the value; what few set
/// is kept in a side object made on first write, so that expanding a `Text` makes and
/// drops a small value. The side object is copied on write: `Expansion` stays a value.
package struct Expansion {
  /// The view's children, in order.
  package var children: [ChildSpec] = []
  /// Set by the graph when it expands a node whose children it keeps: a `ForEach`
  /// whose ids did not change may then give ``unchangedRows`` in place of children.
  var acceptsUnchangedRows = false
  /// Set by the stale-view audit, which expands a view with its shown node's memo to
  /// see what it would show: the expansion must not write to that memo.
  package var isAudit = false
  /// The leaf content, for primitives that show something.
  package var leaf: LeafContent?
  /// Whether the node appears in view paths (containers and primitives do).
  package var showsInPath = true
  /// The environment of the view being expanded.
  package var environment = EnvironmentValues()

  /// What few expansions set.
  final class Rare {
    var unchangedRows: UnchangedRows?
    var pathLabel: String?
    var memo: Any?
    var isLazyContainer = false
    var lifecycle: LifecycleModifier?
    var queuedAction: QueuedAction?
    var registersAsModifierContent: ModifierContentBox?
    var scrollTarget: ScrollProxyTarget?
    var editActions: [RowEditActions] = []
    var readsEnvironment = false
    var stateSignature: String?
    var diagnostics: [(Diagnostic.Kind, String)] = []

    init() {}

    init(copying other: Rare) {
      unchangedRows = other.unchangedRows
      pathLabel = other.pathLabel
      memo = other.memo
      isLazyContainer = other.isLazyContainer
      lifecycle = other.lifecycle
      queuedAction = other.queuedAction
      registersAsModifierContent = other.registersAsModifierContent
      scrollTarget = other.scrollTarget
      editActions = other.editActions
      readsEnvironment = other.readsEnvironment
      stateSignature = other.stateSignature
      diagnostics = other.diagnostics
    }
  }

  /// The rarely set part; `nil` while nothing of it was set.
  private(set) var rare: Rare?

  private mutating func writableRare() -> Rare {
    guard let existing = rare else {
      let made = Rare()
      rare = made
      return made
    }
    if isKnownUniquelyReferenced(&rare) { return existing }
    let copy = Rare(copying: existing)
    rare = copy
    return copy
  }

  /// A rarely set field's value, its default while the side object does not exist.
  @inline(__always)
  private func rareValue<T>(_ field: KeyPath<Rare, T>, default value: T) -> T {
    guard let rare else { return value }
    return rare[keyPath: field]
  }

  /// Sets a rarely set field; a default value makes no side object.
  @inline(__always)
  private mutating func setRare<T>(_ field: ReferenceWritableKeyPath<Rare, T>, _ value: T, isDefault: Bool) {
    if !isDefault || rare != nil { writableRare()[keyPath: field] = value }
  }

  /// The rows of a `ForEach` whose ids did not change, in place of ``children``.
  var unchangedRows: UnchangedRows? {
    get { rareValue(\.unchangedRows, default: nil) }
    set { setRare(\.unchangedRows, newValue, isDefault: newValue == nil) }
  }
  /// The node's name in paths, when it is not the view's type name (`overlay`).
  package var pathLabel: String? {
    get { rareValue(\.pathLabel, default: nil) }
    set { setRare(\.pathLabel, newValue, isDefault: newValue == nil) }
  }
  /// State a built-in view keeps across updates (a constant `ForEach`'s data).
  package var memo: Any? {
    get { rareValue(\.memo, default: nil) }
    set { setRare(\.memo, newValue, isDefault: newValue == nil) }
  }
  /// Whether this view is a lazy container realizing a viewport.
  var isLazyContainer: Bool {
    get { rareValue(\.isLazyContainer, default: false) }
    set { setRare(\.isLazyContainer, newValue, isDefault: !newValue) }
  }
  /// Whether a lifecycle modifier is set, read without copying it.
  var hasLifecycle: Bool {
    guard let rare else { return false }
    return rare.lifecycle != nil
  }
  /// The lifecycle modifier this node carries, if any.
  var lifecycle: LifecycleModifier? {
    get { rareValue(\.lifecycle, default: nil) }
    set { setRare(\.lifecycle, newValue, isDefault: newValue == nil) }
  }
  /// An action the expansion queued (`onChange`, `onDismiss`), run after the update.
  var queuedAction: QueuedAction? {
    get { rareValue(\.queuedAction, default: nil) }
    set { setRare(\.queuedAction, newValue, isDefault: newValue == nil) }
  }
  /// The content box a modifier-content placeholder stands for.
  var registersAsModifierContent: ModifierContentBox? {
    get { rareValue(\.registersAsModifierContent, default: nil) }
    set { setRare(\.registersAsModifierContent, newValue, isDefault: newValue == nil) }
  }
  /// The proxy target of a `ScrollViewReader`, for the host to connect.
  var scrollTarget: ScrollProxyTarget? {
    get { rareValue(\.scrollTarget, default: nil) }
    set { setRare(\.scrollTarget, newValue, isDefault: newValue == nil) }
  }
  /// The edit actions of the `ForEach` views this node shows (flattened into a lazy
  /// container's rows, or its own).
  package var editActions: [RowEditActions] {
    get { rareValue(\.editActions, default: []) }
    set { setRare(\.editActions, newValue, isDefault: newValue.isEmpty) }
  }
  /// Whether the view is expanded again when its environment changes (it reads
  /// the environment itself, as `GeometryReader` reads its size).
  package var readsEnvironment: Bool {
    get { rareValue(\.readsEnvironment, default: false) }
    set { setRare(\.readsEnvironment, newValue, isDefault: !newValue) }
  }
  /// The state of bindings the view's children follow (a collapsible section's
  /// expansion): after each flush, a changed signature expands the view again,
  /// whether or not a body re-ran.
  package var stateSignature: String? {
    get { rareValue(\.stateSignature, default: nil) }
    set { setRare(\.stateSignature, newValue, isDefault: newValue == nil) }
  }
  /// Problems found while expanding, with SwiftUI's texts.
  package var diagnostics: [(Diagnostic.Kind, String)] {
    get { rareValue(\.diagnostics, default: []) }
    set { setRare(\.diagnostics, newValue, isDefault: newValue.isEmpty) }
  }

  /// Adds a plain child.
  package mutating func add(_ key: ChildKey, _ view: any View) {
    children.append(ChildSpec(key: key, source: .view(view)))
  }
}
