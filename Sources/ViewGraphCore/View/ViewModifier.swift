import Diffing

// Models SwiftUI's custom `ViewModifier`: its `body(content:)` is a body like a
// view's (counted, printed under the modifier's type name, with its own dynamic
// properties); `content` stands for the modified view, which updates on its own
// when only the content changed.
// Status: Complete.

/// A modifier with a body of its own, applied with `.modifier(_:)`.
///
///     struct Card: ViewModifier {
///       func body(content: Content) -> some View { content.padding().background(.white) }
///     }
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body returns.
  associatedtype Body: View
  /// The modified view, as the body receives it.
  typealias Content = ModifierContent<Self>
  /// Wraps the content; the engine calls it when the modifier's inputs change.
  @ViewBuilder func body(content: Content) -> Body
}

extension View {
  /// Applies a modifier.
  nonisolated public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The modified view inside a modifier's body (SwiftUI's `_ViewModifier_Content`).
public struct ModifierContent<Modifier>: View, BuiltinView {
  let box: ModifierContentBox
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.registersAsModifierContent = box
    expansion.add(.content, box.content)
  }
}

/// The content a modifier wraps, shared between the modifier's node and the
/// placeholders its body produced, so new content reaches them without re-running it.
final class ModifierContentBox {
  var content: any View
  var placeholders: Set<Int> = []
  init(_ content: any View) { self.content = content }
}

/// A modifier's body as the engine evaluates it: the modifier value plus its content.
struct ModifierBody<Modifier: ViewModifier>: View, RuleComparable, ModifierBodyView {
  var modifier: Modifier
  let box: ModifierContentBox

  var body: Modifier.Body { modifier.body(content: ModifierContent(box: box)) }

  /// Only the modifier's value decides whether its body re-runs.
  nonisolated func isEqual(byRuleTo other: ModifierBody<Modifier>) -> Bool {
    MainActor.assumeIsolated {
      ValueComparison.areEqual(modifier, other.modifier)
    }
  }

  static var modifierType: Any.Type { Modifier.self }
  var contentBox: ModifierContentBox { box }
  func withContentKept() -> any View { ModifierBody(modifier: modifier, box: ModifierContentBox(box.content)) }
}

extension ModifierBodyView where Self: View {
  /// A body with no content of its own (an app's, a scene's, commands'): itself.
  func withContentKept() -> any View { self }
}

/// What the engine needs of a modifier body without knowing its modifier type.
protocol ModifierBodyView {
  static var modifierType: Any.Type { get }
  var contentBox: ModifierContentBox { get }
  /// The same body with a box of its own holding the content it has now: the
  /// node's box takes new content in place, which a snapshot must not see.
  func withContentKept() -> any View
}

@MainActor
extension ModifiedContent where Modifier: ViewModifier {
  func modifierBody() -> any View {
    ModifierBody(modifier: modifier, box: ModifierContentBox(content))
  }
}
