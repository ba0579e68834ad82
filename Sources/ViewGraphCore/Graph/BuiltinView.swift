package import Diffing

// How built-in views tell the engine their children: SwiftUI's primitives are
// expanded by the graph rather than evaluated, so they never count as bodies.

/// A view the engine expands itself instead of calling a `body`.
@MainActor
package protocol BuiltinView: View where Body == Never {
  /// Adds this view's children, leaf content and display name to an expansion.
  func expand(into expansion: inout Expansion)
  /// Which of the environment's screen traits its leaf shows (ScreenTraits.swift);
  /// an input shows the enabled state and a control's traits whatever this says.
  static var traitAudience: TraitAudience { get }
}

extension BuiltinView {
  package static var traitAudience: TraitAudience { [] }
}

/// A structural view whose expansion is at most one child and nothing else.
///
/// No leaf, memo, feature or name in paths: `if`/`else`, `if` and `AnyView`. Its
/// expansion is made from ``onlyChild``, and so is the in-place path that reconciles
/// a body's output of one of these without an expansion
/// (``Reconciler/reconcileSingleOutput(of:_:)``): the two cannot differ.
@MainActor
package protocol SingleChildView: BuiltinView {
  /// The child its expansion adds, with its key; `nil` when it adds none.
  var onlyChild: (ChildKey, any View)? { get }
}

extension SingleChildView {
  /// Its one child, if any, and nothing else; it shows in no path.
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let (key, view) = onlyChild { expansion.add(key, view) }
  }
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

  /// Which screen traits its leaf shows: a user's `Shape` shows the foreground style.
  var audience: TraitAudience { expander?.audience ?? .foreground }

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
  /// What the feature index holds every view of the type under.
  let features: NodeFeatures
  /// Which screen traits its leaf shows.
  let audience: TraitAudience
  /// The child a ``SingleChildView`` adds; `nil` for other types.
  let onlyChild: (@MainActor (any View) -> (ChildKey, any View)?)?

  init<B: BuiltinView>(_: B.Type) {
    defaultLabel = BuiltinExpander.label(of: B.self)
    features = NodeFeatures.of(B.self)
    var audience = B.traitAudience
    if features.contains(.input) { audience.insert(.control) }
    self.audience = audience
    if let single = B.self as? any SingleChildView.Type {
      onlyChild = BuiltinExpander.onlyChild(of: single)
    } else {
      onlyChild = nil
    }
    expand = { view, expansion in
      @MainActor func open<V: View>(_ value: V) {
        guard V.self == B.self else { return }
        unsafeBitCast(value, to: B.self).expand(into: &expansion)
      }
      open(view)
    }
  }

  private static func onlyChild<S: SingleChildView>(of _: S.Type) -> @MainActor (any View) -> (ChildKey, any View)? {
    { view in
      @MainActor func open<V: View>(_ value: V) -> (ChildKey, any View)? {
        guard V.self == S.self else { return nil }
        return unsafeBitCast(value, to: S.self).onlyChild
      }
      return open(view)
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

  // Main actor only, never accessed overlapping: no dynamic exclusivity check (a
  // runtime call per lookup).
  @exclusivity(unchecked) static var known: [ObjectIdentifier: BuiltinKind] = [:]

  /// The last kinds looked up, by type, in slots chosen by the type's address: most
  /// expansions find their type there, without hashing.
  @exclusivity(unchecked) private static var recent = [(type: ObjectIdentifier?, kind: BuiltinKind)](
    repeating: (nil, .custom), count: 64)

  /// The kind of a view's type.
  static func of(_ view: any View) -> BuiltinKind {
    of(Reconciler.viewType(view), view)
  }

  /// The kind of a view's type, given apart: the view is read only the first time.
  static func of(_ key: ObjectIdentifier, _ view: @autoclosure () -> any View) -> BuiltinKind {
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
  static var traitAudience: TraitAudience { .foreground }
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

  /// Whether two keys are the same: `==`, with the commonest key (a body's content)
  /// told without the synthesized comparison's switch over both.
  @inline(__always)
  static func same(_ a: ChildKey, _ b: ChildKey) -> Bool {
    if case .content = b {
      if case .content = a { return true }
      return false
    }
    return a == b
  }

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
    case .nested(let outer, let inner): "\(outer)/\(inner)"
    }
  }
}

/// A hashable value carried as a child identity; compared and hashed as
/// `AnyHashable` compares and hashes it.
///
/// Immutable, and one reference: a copy compares equal without comparing its value.
/// The commonest identities, integers and strings (a `ForEach` row's id), are held as
/// they are, with no `AnyHashable` made (its initializer casts the value to a
/// protocol) and in a smaller object; ``base`` makes one when it is asked for.
package struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
  private let box: IdentityBox

  /// Wraps an identity.
  package init<Value: Hashable>(_ base: Value) {
    if Value.self == Int.self {
      box = IntIdentity(unsafeBitCast(base, to: Int.self))
    } else if Value.self == String.self {
      box = StringIdentity(unsafeBitCast(base, to: String.self))
    } else {
      box = AnyIdentity(AnyHashable(base))
    }
  }

  /// The wrapped identity.
  package var base: AnyHashable { box.base }

  /// The identity as text (a row's label, `[3]`).
  package var description: String { box.description }

  package static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  package func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }
}

/// The storage of an ``AnyHashableSendable``: one subclass per kind of value held.
private class IdentityBox: @unchecked Sendable {
  var base: AnyHashable { fatalError("IdentityBox is abstract") }
  var description: String { fatalError("IdentityBox is abstract") }
  /// Equal as `AnyHashable` has it: the same kind compares its values; two kinds,
  /// their `AnyHashable`s (an `Int` id equals an `Int8` or a `Double` of its value).
  func isEqual(to other: IdentityBox) -> Bool { base == other.base }
  /// Hashed as `AnyHashable` hashes the value: an integer or a string feeds the
  /// hasher what its `AnyHashable` would.
  func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

private final class IntIdentity: IdentityBox, @unchecked Sendable {
  let value: Int
  init(_ value: Int) { self.value = value }
  override var base: AnyHashable { AnyHashable(value) }
  override var description: String { String(value) }
  override func isEqual(to other: IdentityBox) -> Bool {
    if Swift.type(of: other) == IntIdentity.self { return value == unsafeDowncast(other, to: IntIdentity.self).value }
    return super.isEqual(to: other)
  }
  /// As `AnyHashable` hashes every integer: its 64 bits, whatever the width of `Int`.
  override func hash(into hasher: inout Hasher) { hasher.combine(UInt64(truncatingIfNeeded: value)) }
}

private final class StringIdentity: IdentityBox, @unchecked Sendable {
  let value: String
  init(_ value: String) { self.value = value }
  override var base: AnyHashable { AnyHashable(value) }
  override var description: String { value }
  override func isEqual(to other: IdentityBox) -> Bool {
    if Swift.type(of: other) == StringIdentity.self {
      return value == unsafeDowncast(other, to: StringIdentity.self).value
    }
    return super.isEqual(to: other)
  }
  override func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

private final class AnyIdentity: IdentityBox, @unchecked Sendable {
  let value: AnyHashable
  init(_ value: AnyHashable) { self.value = value }
  override var base: AnyHashable { value }
  override var description: String { String(describing: value.base) }
}

/// What a leaf shows on screen: the unit of a leaf update.
package struct LeafContent: Equatable, Sendable, CustomStringConvertible {
  /// The primitive's kind, such as `Text` or `Toggle`.
  package var kind: String
  /// What it shows, then its attributes after a separator when it has any: two
  /// strings, so that the optional leaf every node stores stays small.
  private var content: String

  private static let separator: Character = "\u{1F}"

  /// Whether two leaves, either one absent, are equal: `==` on optionals copies
  /// both first (four strings retained and released), a borrowing switch does not.
  static func same(_ a: borrowing LeafContent?, _ b: borrowing LeafContent?) -> Bool {
    switch a {
    case .none:
      switch b {
      case .none: return true
      case .some: return false
      }
    case .some(let old):
      switch b {
      case .none: return false
      case .some(let new): return old.kind == new.kind && old.content == new.content
      }
    }
  }

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

  /// The leaf as a primitive of an audience shows it in an environment: itself when
  /// the environment gives it nothing to show.
  @inline(__always)
  package static func shown(
    _ leaf: consuming LeafContent?, audience: TraitAudience, in environment: EnvironmentValues
  ) -> LeafContent? {
    guard !audience.isEmpty, let traits = environment.screenTraits, let made = leaf else { return leaf }
    return made.showing(traits, to: audience)
  }
}

/// How an environment is changed for a subtree.
///
/// A reference: a child spec and a node hold one word for it, and most hold none
/// (an optional value of this size, copied through its generic value witnesses, cost
/// every child mounted a few hundred instructions).
package final class EnvironmentWrite {
  /// The value written, for telling an unchanged write from a changed one.
  package let value: Any
  /// Applies the write.
  package let apply: (inout EnvironmentValues) -> Void

  /// A write of `value`, applied by `apply`.
  package init(value: Any, apply: @escaping (inout EnvironmentValues) -> Void) {
    self.value = value
    self.apply = apply
  }
}

/// An action an update queued, run by the host after the update of its transaction
/// group, outside any body: an `onChange` action, a presentation's `onDismiss`, a
/// `withAnimation` completion.
///
/// Its writes are a new transaction, named after it.
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
  package init(
    key: ChildKey, source: Source, mode: ComparisonMode = .equatableUnlessPOD, environment: EnvironmentWrite? = nil
  ) {
    self.key = key
    self.source = source
    self.mode = mode
    self.environment = environment
  }
}
