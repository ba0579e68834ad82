import Diffing

// What follows a binding rather than the body that passed it (Documentation/
// Counting.md, "Wasted evaluations"): a control's value shown from its binding, and
// content shown or hidden with a binding's state, change whether or not a body ran,
// so they are not charged to it. Nothing is read to decide it: an old binding may no
// longer be valid.

extension Reconciler {
  /// Expands a built-in node again with a new value passed by a body.
  ///
  /// A control given the same value but for its binding's, in the same traits, shows
  /// the binding's change uncharged; content shown or hidden as a binding's state
  /// changes appears or goes uncharged.
  func reexpand(_ node: GraphNode, with view: any View, previousEnvironment: EnvironmentValues) {
    var followed = FollowedChanges()
    if recorder.isCrediting {
      if has(node, .boundControl), previousEnvironment.screenTraits === node.environment.screenTraits {
        followed.control = true
        previousControl = node.value
      }
      followed.structure = has(node, .followsState)
    }
    node.value = view
    expand(node, first: false, followed: followed)
  }

  /// Whether a bound control's leaf changes to `shown` only as its binding did.
  ///
  /// The values are compared only when the leaf changes, so a control whose leaf
  /// stays costs no reflection. Takes the previous value
  /// ``reexpand(_:with:previousEnvironment:)`` kept.
  func leafFollowsBinding(of node: GraphNode, showing shown: borrowing LeafContent?) -> Bool {
    guard let previous = previousControl else { return false }
    previousControl = nil
    guard !LeafContent.same(node.leaf, shown) else { return false }
    return FollowedChanges.isSameButForBindings(previous, node.value)
  }
}

/// What of a built-in view's re-expansion by a body follows a binding rather than
/// that body (``Reconciler/reexpand(_:with:previousEnvironment:)``).
struct FollowedChanges {
  /// A bound control in the same traits: its leaf's change follows its binding when
  /// its new value is the same as the previous one (``Reconciler/previousControl``)
  /// but for the binding's value.
  var control = false
  /// Children appearing or going as its state changed follow the state.
  var structure = false

  /// Whether two values of a view are the same, bindings compared by the place they
  /// lead to (not by the value they read).
  static func isSameButForBindings(_ old: any View, _ new: any View) -> Bool {
    guard Swift.type(of: old) == Swift.type(of: new) else { return false }
    // The fields compared where they lie, closures left out (a control's closures
    // change nothing it shows: its actions, and what it derives from its binding),
    // then each one that differs asked whether it is a binding to the same place.
    if let differing = ValueComparison.differingFieldValues(old, new, mode: .ignoringClosures) {
      return differing.allSatisfy { field in
        guard let binding = field.old as? any LocationIdentified, let other = field.new else { return false }
        return binding.leadsToSamePlace(as: other)
      }
    }
    let oldFields = Mirror(reflecting: old).children
    let newFields = Mirror(reflecting: new).children
    guard oldFields.count == newFields.count else { return false }
    for (a, b) in zip(oldFields, newFields) {
      if let binding = a.value as? any LocationIdentified {
        guard binding.leadsToSamePlace(as: b.value) else { return false }
        continue
      }
      guard ValueComparison.areEqualAny(a.value, b.value, mode: .equatableUnlessPOD) else { return false }
    }
    return true
  }

  /// The keys of the children shown or hidden with a node's state, which appear or go
  /// uncharged; `nil` when there are none.
  ///
  /// Those are presented content, a pushed view, an expanded section's rows; its own
  /// content (a position among its children) is the body's.
  @MainActor
  static func keysFollowingState(of node: GraphNode, _ children: [ChildSpec]) -> Set<ChildKey>? {
    let current = Set(node.children.map(\.key.child))
    let keys = current.symmetricDifference(children.map(\.key)).filter(\.followsState)
    return keys.isEmpty ? nil : keys
  }
}

extension ChildKey {
  /// Whether a child under this key comes and goes with a view's state: not a
  /// position among its content.
  var followsState: Bool {
    switch self {
    case .content, .index: false
    default: true
    }
  }
}

/// A value leading to a place (a binding): compared by the place, not the value.
package protocol LocationIdentified {
  /// Whether another value leads to the same place.
  func leadsToSamePlace(as other: Any) -> Bool
}
