// Models SwiftUI's bound scroll position (`scrollPosition(id:)`, `scrollPosition(_:)`,
// whose public forms are in ViewGraph's NavigationScrolling.swift): the lazy
// container below the modifier is scrolled so that the row with the bound id is the
// first visible one, when the view appears with an id and whenever the binding
// changes, as one transaction after the update that changed it (as a
// `ScrollViewReader`'s `scrollTo` does). The bound value is the modifier's leaf.
// Status: Partial. Differs: scrolling by hand (`host.scroll`) does not write the
// binding back; an edge scrolls to the first or the last row, a point to nothing.

/// Where a bound scroll position wants the content: a row's id, or an edge.
package enum ScrollRequest: Hashable {
  /// The row with an id first.
  case id(AnyHashableSendable)
  /// The first row (`top`, `leading`) or the last (`bottom`, `trailing`).
  case edge(last: Bool)
}

/// Scrolls the lazy container below it to the position a binding holds.
nonisolated public struct ScrollPositionModifier: BuiltinModifier {
  let name: String
  let request: () -> ScrollRequest?
  let shown: () -> String

  /// A modifier scrolling to what a binding asks, shown as `name(shown)`.
  package init(name: String, request: @escaping () -> ScrollRequest?, shown: @escaping () -> String) {
    self.name = name
    self.request = request
    self.shown = shown
  }

  @MainActor package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var memo = expansion.memo as? ScrollPositionMemo ?? ScrollPositionMemo()
    expansion.scrollTarget = memo.target
    let value = shown()
    expansion.leaf = LeafContent(kind: name, value: value)
    // The position follows the binding, whether or not a body re-ran.
    expansion.stateSignature = value
    let wanted = request()
    if wanted != memo.applied {
      memo.applied = wanted
      if let wanted {
        let target = memo.target
        expansion.queuedAction = QueuedAction(
          kind: .valueChanged, label: name, detail: "\(name) \(value)",
          run: {
            switch wanted {
            case .id(let id): target.scroll?(id.base)
            case .edge(let last): target.scrollToEdge?(last)
            }
          })
      }
    }
    expansion.memo = memo
    expansion.add(.content, content)
  }
}

/// What a scroll position keeps: where it scrolls, and what it last asked for; a
/// value, so that the look after a flush (does it follow a changed binding?) changes
/// nothing.
struct ScrollPositionMemo {
  let target = ScrollProxyTarget()
  var applied: ScrollRequest?
}
