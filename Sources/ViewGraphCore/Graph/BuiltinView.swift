package import Diffing

// How built-in views tell the engine their children: SwiftUI's primitives are
// expanded by the graph rather than evaluated, so they never count as bodies.

/// A view the engine expands itself instead of calling a `body`.
@MainActor
package protocol BuiltinView: View where Body == Never {
  /// Adds this view's children, leaf content and display name to an expansion.
  func expand(into expansion: inout Expansion)
}

/// The view as the engine expands it: a built-in view, or a view without a body of
/// its own (a user's `Shape`), drawn as a leaf showing its value; `nil` for a view
/// with a body.
///
/// What a type is is found once per type: a cast to a protocol looks up the type's
/// conformances, and views are expanded at every update.
@MainActor
package func asBuiltin(_ view: any View) -> BuiltinRef? {
  switch BuiltinKind.of(view) {
  case .custom: return nil
  case .builtin(let expander): return BuiltinRef(view: view, expander: expander)
  case .primitive: return BuiltinRef(view: view, expander: nil)
  }
}

/// A view the engine expands, with how its type expands.
@MainActor
package struct BuiltinRef {
  let view: any View
  /// The type's expansion; `nil` for a view without a body that is not one of ours.
  let expander: BuiltinExpander?

  /// Whether the view is a control showing a binding, or one that can be tapped.
  var isBoundControl: Bool { expander?.isBoundControl ?? false }
  var isTappable: Bool { expander?.isTappable ?? false }

  /// The view's name in paths, from its expansion; empty when it does not show.
  func label(from expansion: Expansion) -> String {
    guard expansion.showsInPath else { return "" }
    return expansion.pathLabel ?? expander?.defaultLabel ?? BuiltinExpander.label(of: Swift.type(of: view))
  }

  /// Adds the view's children, leaf content and display name to an expansion.
  package func expand(into expansion: inout Expansion) {
    if let expander {
      expander.expand(view, &expansion)
    } else {
      PrimitiveLeaf(view: view).expand(into: &expansion)
    }
  }
}

/// How the values of one built-in view type expand: the existential is opened and
/// its value taken as the type, with no cast per expansion.
@MainActor
final class BuiltinExpander {
  let expand: @MainActor (any View, inout Expansion) -> Void
  /// The type's name in paths when its expansion gives none (`VStack`).
  let defaultLabel: String
  /// Whether the type is a control showing a binding, or one that can be tapped.
  let isBoundControl: Bool
  let isTappable: Bool

  init<B: BuiltinView>(_: B.Type) {
    defaultLabel = BuiltinExpander.label(of: B.self)
    isBoundControl = B.self is any BoundControl.Type
    isTappable = B.self is any TappableControl.Type
    expand = { view, expansion in
      @MainActor func open<V: View>(_ value: V) {
        guard V.self == B.self else { return }
        unsafeBitCast(value, to: B.self).expand(into: &expansion)
      }
      open(view)
    }
  }

  /// A type's name without its generic arguments.
  static func label(of type: Any.Type) -> String {
    let name = typeName(type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }
}

/// What a view type is to the engine, found once per type.
@MainActor
enum BuiltinKind {
  case custom
  case builtin(BuiltinExpander)
  case primitive

  static var known: [ObjectIdentifier: BuiltinKind] = [:]

  /// The last kinds looked up, by type, in slots chosen by the type's address: most
  /// expansions find their type there, without hashing.
  private static var recent = [(type: ObjectIdentifier?, kind: BuiltinKind)](repeating: (nil, .custom), count: 64)

  /// The kind of a view's type.
  static func of(_ view: any View) -> BuiltinKind {
    of(type(of: view), view)
  }

  /// The kind of a view's type, given apart: the view is read only the first time.
  static func of(_ type: any View.Type, _ view: @autoclosure () -> any View) -> BuiltinKind {
    let key = ObjectIdentifier(type)
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & 63
    if recent[slot].type == key { return recent[slot].kind }
    let kind: BuiltinKind
    if let found = known[key] {
      kind = found
    } else {
      kind = BuiltinKind(view())
      known[key] = kind
    }
    recent[slot] = (key, kind)
    return kind
  }

  init(_ view: any View) {
    if let builtin = view as? any BuiltinView {
      func make<B: BuiltinView>(_: B) -> BuiltinExpander { BuiltinExpander(B.self) }
      self = .builtin(make(builtin))
      return
    }
    func hasNoBody<V: View>(_: V) -> Bool { V.Body.self == Never.self }
    self = hasNoBody(view) ? .primitive : .custom
  }
}

/// A view without a body that is not one of ours (a user's `Shape`): a primitive
/// whose leaf is its value, so a changed value is a leaf update and costs no body.
struct PrimitiveLeaf: BuiltinView {
  let view: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: typeName(type(of: view)), value: String(describing: view))
  }
}

/// The identity of a child within its parent, beside the child's type.
package enum ChildKey: Hashable, Sendable, CustomStringConvertible {
  /// The single child of a wrapper (a custom view's body, a modifier's content).
  case content
  /// A position in a block of views.
  case index(Int)
  /// A branch of `if`/`else`: `true` for the first branch.
  case branch(Bool)
  /// The content of `if` without `else`.
  case some
  /// An explicit identity: `.id(_:)` or a `ForEach` element id (a reference, so
  /// that the key of every other node stays small, and a key a `ForEach` reuses
  /// compares by identity first).
  case explicit(AnyHashableSendable)
  /// A row of a lazy container: the row's key inside the structure at a path.
  indirect case nested(ChildKey, ChildKey)

  /// The explicit identity the key is or ends with, if any.
  var lastExplicitID: AnyHashableSendable? {
    switch self {
    case .explicit(let id): id
    case .nested(_, let inner): inner.lastExplicitID
    default: nil
    }
  }

  /// Whether the key is, or ends with, an explicit identity.
  func endsWith(explicit id: AnyHashableSendable) -> Bool {
    switch self {
    case .explicit(let own): own == id
    case .nested(_, let inner): inner.endsWith(explicit: id)
    default: false
    }
  }

  package var description: String {
    switch self {
    case .content: "content"
    case .index(let i): "\(i)"
    case .branch(let b): b ? "true" : "false"
    case .some: "some"
    case .explicit(let id): "id: \(id)"
    case let .nested(outer, inner): "\(outer)/\(inner)"
    }
  }
}

/// A hashable value carried as a child identity; compared and hashed as it was given.
/// Immutable; the same instance compares equal without comparing its value.
package final class AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The wrapped identity.
  package let base: AnyHashable
  /// Wraps an identity.
  package init(_ base: some Hashable) { self.base = AnyHashable(base) }
  /// The identity as text (a row's label, `[3]`); the commonest id types first, each
  /// one cast, where `String(describing:)` tries one protocol after another.
  package var description: String {
    if let int = base.base as? Int { return String(int) }
    if let string = base.base as? String { return string }
    return String(describing: base.base)
  }

  package static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool {
    lhs === rhs || lhs.base == rhs.base
  }

  package func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

/// What a leaf shows on screen: the unit of a leaf update.
package struct LeafContent: Equatable, Sendable, CustomStringConvertible {
  /// The primitive's kind, such as `Text` or `Toggle`.
  package var kind: String
  /// What it shows, then its attributes after a separator when it has any: two
  /// strings, so that the optional leaf every node stores stays small.
  private var content: String

  private static let separator: Character = "\u{1F}"

  /// A leaf of a kind showing a value, with how it is shown when that is set on the
  /// primitive itself (a text's `bold`).
  package init(kind: String, value: String, attributes: String = "") {
    self.kind = kind
    self.content = attributes.isEmpty ? value : value + String(LeafContent.separator) + attributes
  }

  /// What it shows, such as the text or the control's value.
  package var value: String {
    guard let split = content.firstIndex(of: LeafContent.separator) else { return content }
    return String(content[..<split])
  }

  /// How it is shown, when that is set on the primitive itself (a text's `bold`).
  package var attributes: String {
    guard let split = content.firstIndex(of: LeafContent.separator) else { return "" }
    return String(content[content.index(after: split)...])
  }

  package var description: String {
    let attributes = self.attributes
    return attributes.isEmpty ? "\(kind)(\(value))" : "\(kind)(\(value)) \(attributes)"
  }
}

/// How an environment is changed for a subtree.
package struct EnvironmentWrite {
  /// The value written, for telling an unchanged write from a changed one.
  package var value: Any
  /// Applies the write.
  package var apply: (inout EnvironmentValues) -> Void
}

/// An action an update queued, run by the host after the update of its transaction
/// group, outside any body: an `onChange` action, a presentation's `onDismiss`, a
/// `withAnimation` completion. Its writes are a new transaction, named after it.
struct QueuedAction {
  /// The event the trace shows when it runs.
  var kind: LifecycleEvent.Kind = .valueChanged
  /// `onChange(of: Int)`: the label SwiftUI's warnings use.
  let label: String
  /// What the trace says of it: `onChange(of: Int) 0 → 2`.
  let detail: String
  let run: () -> Void
}

/// One child a built-in view hands to the engine.
package struct ChildSpec {
  /// What produces the child's content.
  package enum Source {
    /// A view value.
    case view(any View)
    /// A `ForEach` row: content produced by a closure, in its own tracking scope (Q6);
    /// its label in paths, when it is not its key's explicit id (`[3]`).
    case row(label: String?, content: RowContent)
  }

  /// The child's identity within its parent.
  package var key: ChildKey
  /// The child's content.
  package var source: Source
  /// How a custom view child is compared with its previous value.
  package var mode: ComparisonMode = .equatableUnlessPOD
  /// An environment change for the child's subtree.
  package var environment: EnvironmentWrite?

  /// A child of an identity and a source.
  package init(key: ChildKey, source: Source, mode: ComparisonMode = .equatableUnlessPOD, environment: EnvironmentWrite? = nil) {
    self.key = key
    self.source = source
    self.mode = mode
    self.environment = environment
  }
}

/// What makes a row's content: a builder a `ForEach` shares among its rows, and the
/// row's position in its data.
package struct RowContent {
  let builder: RowBuilder
  let index: Int

  init(builder: RowBuilder, index: Int) {
    self.builder = builder
    self.index = index
  }

  /// A row made by a closure of its own (a `GeometryReader`'s content).
  package init(_ make: @escaping @MainActor () -> any View) {
    builder = RowBuilder { _ in make() }
    index = 0
  }

  /// The row's content, made now.
  @MainActor package func make() -> any View { builder.make(index) }

  /// The same row, with a builder that keeps the closure it has now.
  func frozen() -> RowContent { RowContent(builder: builder.frozen(), index: index) }
}

/// Makes the content of the rows at given positions.
///
/// A `ForEach` keeps one builder across updates and gives it each update's closure:
/// its rows hold the same builder, so an unchanged row stores nothing. What must keep
/// an old closure (the minimum oracle's snapshot) takes a ``frozen()`` copy.
@usableFromInline
package final class RowBuilder {
  @usableFromInline @exclusivity(unchecked) var make: @MainActor (Int) -> any View
  @usableFromInline init(_ make: @escaping @MainActor (Int) -> any View) { self.make = make }

  /// A builder that keeps this one's current closure.
  func frozen() -> RowBuilder { RowBuilder(make) }
}

/// The typed part of a `ForEach`'s row update, compiled for its content type: makes
/// a row's content and compares it with the content the row's view holds.
@usableFromInline @MainActor
final class RowStepper {
  /// The type of the rows' content.
  let contentType: any View.Type
  /// Makes any row's content, for the general path and a row that runs alone; the
  /// same builder each update, given each update's closure.
  let builder = RowBuilder { _ in EmptyView() }
  /// Makes the content of a shown row (its index among the rows, its position in the
  /// data); when the row's view is known to hold the content last remembered, returns
  /// whether the new content is equal to it. Otherwise it leaves the new content in
  /// ``output`` and returns `false`.
  private(set) var step: @MainActor (_ row: Int, _ position: Int, _ known: Bool) -> Bool = { _, _, _ in false }
  /// Remembers the content a row's view holds, after the general path updated it.
  private(set) var remember: @MainActor (_ row: Int, _ value: any View) -> Void = { _, _ in }
  /// The content of the last row `step` did not find unchanged.
  @usableFromInline @exclusivity(unchecked) var output: (any View)?

  @usableFromInline
  init(contentType: any View.Type) {
    self.contentType = contentType
  }

  /// Sets the closures of an update.
  @usableFromInline
  func start(
    make: @escaping @MainActor (Int) -> any View,
    step: @escaping @MainActor (_ row: Int, _ position: Int, _ known: Bool) -> Bool,
    remember: @escaping @MainActor (_ row: Int, _ value: any View) -> Void
  ) {
    builder.make = make
    self.step = step
    self.remember = remember
  }

  /// Takes the content `step` left.
  func takeOutput() -> any View {
    defer { output = nil }
    return output!
  }
}

/// The rows a `ForEach` shows: their content builder, each row's position in the
/// data and its key. When the ids are those of its last expansion, the graph takes
/// them as they are (``Expansion/unchangedRows``), without a child spec per row.
struct ForEachRows {
  let builder: RowBuilder
  let positions: [Int]
  /// The rows' keys (shared with the `ForEach`'s memo, nothing built per update).
  let keys: [ChildKey]
  /// The typed row update, when the rows are handed over unchanged.
  let stepper: RowStepper?

  init(builder: RowBuilder, positions: [Int], keys: [ChildKey], stepper: RowStepper? = nil) {
    self.builder = builder
    self.positions = positions
    self.keys = keys
    self.stepper = stepper
  }

  /// The rows as child specs, for the general path.
  var specs: [ChildSpec] { keys.indices.map(spec(at:)) }

  /// The spec of the row at an index.
  func spec(at index: Int) -> ChildSpec {
    ChildSpec(key: keys[index], source: .row(label: nil, content: RowContent(builder: builder, index: positions[index])))
  }
}

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
    var unchangedRows: ForEachRows?
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
  var unchangedRows: ForEachRows? {
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
