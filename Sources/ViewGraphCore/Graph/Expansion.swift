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
    var scrollTarget: ScrollTarget?
    var editActions: [EditActions] = []
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
    if rare == nil {
      rare = Rare()
    } else if !isKnownUniquelyReferenced(&rare) {
      rare = Rare(copying: rare!)
    }
    return rare!
  }

  /// The rows of a `ForEach` whose ids did not change, in place of ``children``.
  var unchangedRows: UnchangedRows? {
    get { rare?.unchangedRows }
    set { if newValue != nil || rare != nil { writableRare().unchangedRows = newValue } }
  }
  /// The node's name in paths, when it is not the view's type name (`overlay`).
  package var pathLabel: String? {
    get { rare?.pathLabel }
    set { if newValue != nil || rare != nil { writableRare().pathLabel = newValue } }
  }
  /// State a built-in view keeps across updates (a constant `ForEach`'s data).
  package var memo: Any? {
    get { rare?.memo }
    set { if newValue != nil || rare != nil { writableRare().memo = newValue } }
  }
  /// Whether this view is a lazy container realizing a viewport.
  var isLazyContainer: Bool {
    get { rare?.isLazyContainer ?? false }
    set { if newValue || rare != nil { writableRare().isLazyContainer = newValue } }
  }
  /// The lifecycle modifier this node carries, if any.
  /// Whether a lifecycle modifier is set, read without copying it.
  var hasLifecycle: Bool {
    guard let rare else { return false }
    return rare.lifecycle != nil
  }

  var lifecycle: LifecycleModifier? {
    get { rare?.lifecycle }
    set { if newValue != nil || rare != nil { writableRare().lifecycle = newValue } }
  }
  /// An action the expansion queued (`onChange`, `onDismiss`), run after the update.
  var queuedAction: QueuedAction? {
    get { rare?.queuedAction }
    set { if newValue != nil || rare != nil { writableRare().queuedAction = newValue } }
  }
  /// The content box a modifier-content placeholder stands for.
  var registersAsModifierContent: ModifierContentBox? {
    get { rare?.registersAsModifierContent }
    set { if newValue != nil || rare != nil { writableRare().registersAsModifierContent = newValue } }
  }
  /// The proxy target of a `ScrollViewReader`, for the host to connect.
  var scrollTarget: ScrollTarget? {
    get { rare?.scrollTarget }
    set { if newValue != nil || rare != nil { writableRare().scrollTarget = newValue } }
  }
  /// The edit actions of the `ForEach` views this node shows (flattened into a lazy
  /// container's rows, or its own).
  package var editActions: [EditActions] {
    get { rare?.editActions ?? [] }
    set { if !newValue.isEmpty || rare != nil { writableRare().editActions = newValue } }
  }
  /// Whether the view is expanded again when its environment changes (it reads
  /// the environment itself, as `GeometryReader` reads its size).
  package var readsEnvironment: Bool {
    get { rare?.readsEnvironment ?? false }
    set { if newValue || rare != nil { writableRare().readsEnvironment = newValue } }
  }
  /// The state of bindings the view's children follow (a collapsible section's
  /// expansion): after each flush, a changed signature expands the view again,
  /// whether or not a body re-ran.
  package var stateSignature: String? {
    get { rare?.stateSignature }
    set { if newValue != nil || rare != nil { writableRare().stateSignature = newValue } }
  }
  /// Problems found while expanding, with SwiftUI's texts.
  package var diagnostics: [(Diagnostic.Kind, String)] {
    get { rare?.diagnostics ?? [] }
    set { if !newValue.isEmpty || rare != nil { writableRare().diagnostics = newValue } }
  }

  /// Adds a plain child.
  package mutating func add(_ key: ChildKey, _ view: any View) {
    children.append(ChildSpec(key: key, source: .view(view)))
  }
}
