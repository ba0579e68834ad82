package import Diffing

// How built-in views tell the engine their children: SwiftUI's primitives are
// expanded by the graph rather than evaluated, so they never count as bodies.

/// A view the engine expands itself instead of calling a `body`.
@MainActor
package protocol BuiltinView: View where Body == Never {
  /// Adds this view's children, leaf content and display name to an expansion.
  func expand(into expansion: inout Expansion)
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
  /// An explicit identity: `.id(_:)` or a `ForEach` element id (boxed, so that the
  /// key of every other node stays small).
  indirect case explicit(AnyHashableSendable)
  /// A row of a lazy container: the row's key inside the structure at a path.
  indirect case nested(ChildKey, ChildKey)

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
package struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The wrapped identity.
  package let base: AnyHashable
  /// Wraps an identity.
  package init(_ base: some Hashable) { self.base = AnyHashable(base) }
  package var description: String { String(describing: base.base) }
}

/// What a leaf shows on screen: the unit of a leaf update.
package struct LeafContent: Equatable, Sendable, CustomStringConvertible {
  /// The primitive's kind, such as `Text` or `Toggle`.
  package var kind: String
  /// What it shows, such as the text or the control's value.
  package var value: String
  package var description: String { "\(kind)(\(value))" }
}

/// How an environment is changed for a subtree.
package struct EnvironmentWrite {
  /// The value written, for telling an unchanged write from a changed one.
  package var value: Any
  /// Applies the write.
  package var apply: (inout EnvironmentValues) -> Void
}

/// One child a built-in view hands to the engine.
package struct ChildSpec {
  /// What produces the child's content.
  package enum Source {
    /// A view value.
    case view(any View)
    /// A `ForEach` row: content produced by a closure, in its own tracking scope (Q6).
    case row(label: String, make: @MainActor () -> any View)
  }

  /// The child's identity within its parent.
  package var key: ChildKey
  /// The child's content.
  package var source: Source
  /// How a custom view child is compared with its previous value.
  package var mode: ComparisonMode = .equatableUnlessPOD
  /// An environment change for the child's subtree.
  package var environment: EnvironmentWrite?
}

/// The children and on-screen content of one built-in view.
package struct Expansion {
  /// The view's children, in order.
  package var children: [ChildSpec] = []
  /// The leaf content, for primitives that show something.
  package var leaf: LeafContent?
  /// Whether the node appears in view paths (containers and primitives do).
  package var showsInPath = true
  /// State a built-in view keeps across updates (a constant `ForEach`'s data).
  package var memo: Any?
  /// The environment of the view being expanded.
  package var environment = EnvironmentValues()
  /// Whether this view is a lazy container realizing a viewport.
  var isLazyContainer = false
  /// The lifecycle modifier this node carries, if any.
  var lifecycle: LifecycleModifier?
  /// The content box a modifier-content placeholder stands for.
  var registersAsModifierContent: ModifierContentBox?
  /// Problems found while expanding, with SwiftUI's texts.
  package var diagnostics: [(Diagnostic.Kind, String)] = []

  /// Adds a plain child.
  package mutating func add(_ key: ChildKey, _ view: any View) {
    children.append(ChildSpec(key: key, source: .view(view)))
  }
}
