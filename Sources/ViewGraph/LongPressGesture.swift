package import ViewGraphCore

// Long presses (Documentation/Rules.md Q20): `onLongPressGesture` keeps its
// actions (an action is not a tracking scope) and its content is realized in
// place; `host.longPress(_:)` reaches the view by the first text inside, as
// `host.tap` does, and delivers the press as SwiftUI does: the finger goes down
// (`onPressingChanged(true)`, one transaction), then, once the minimum duration
// passed, the press ends and the action runs (`onPressingChanged(false)` then the
// action, one transaction). The duration and distance are values of the view:
// nothing waits for them.

/// What a long press must last and how far it may move: the values
/// `onLongPressGesture` keeps. (SwiftUI's `LongPressGesture`, a `Gesture` for
/// `.gesture(_:)`, is not modelled: gestures are not.)
struct LongPressValues: Sendable, Equatable {
  /// How long the press must last, in seconds.
  var minimumDuration: Double
  /// How far the finger may move, in points, before the press fails.
  var maximumDistance: CGFloat
}

extension View {
  /// Adds an action run when the view is pressed for `minimumDuration`;
  /// `host.longPress(_:)` reaches it by the first text inside.
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds (a value of the
  ///     view: nothing waits for it).
  ///   - maximumDistance: How far the finger may move, in points.
  ///   - action: Run when the press succeeds.
  ///   - onPressingChanged: Told `true` when the press starts and `false` when it ends.
  /// - Returns: The view, its long press realized as a node of its own.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    ModifiedContent(
      content: self,
      modifier: LongPressModifier(
        values: LongPressValues(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, pressing: onPressingChanged))
  }

  /// Adds an action run when the view is pressed for `minimumDuration`, telling
  /// `pressing` when the press starts and ends. (SwiftUI marks it to be deprecated,
  /// with no warning yet; so does this.)
  ///
  /// Disfavoured: a lone trailing closure (`onLongPressGesture { … }`) is the
  /// action of the declaration above.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    ModifiedContent(
      content: self,
      modifier: LongPressModifier(
        values: LongPressValues(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, pressing: pressing))
  }
}

/// A long-press action attached with `.onLongPressGesture`.
struct LongPressModifier: BuiltinModifier, TitledInputModifier {
  nonisolated static var inputKind: String { "onLongPressGesture" }
  let values: LongPressValues
  let action: () -> Void
  let pressing: ((Bool) -> Void)?

  /// The content, with the gesture's values as the node's leaf: a changed duration or
  /// distance is a leaf update, not a body.
  func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(
      kind: "onLongPressGesture",
      value: "minimumDuration: \(values.minimumDuration), maximumDistance: \(Double(values.maximumDistance))")
    expansion.add(.content, content)
  }
}

/// A view `host.longPress(_:)` reaches: indexed as an input by its title.
@MainActor
protocol LongPressable: TitledInput {
  var longPress: LongPressModifier { get }
}

extension ModifiedContent: LongPressable where Modifier == LongPressModifier {
  var longPress: LongPressModifier { modifier }
}

extension ViewHost {
  /// Presses and holds the view with a long-press gesture and a title: the press
  /// starts (`onPressingChanged(true)`), then succeeds (`onPressingChanged(false)`,
  /// then the action).
  ///
  /// Without `onPressingChanged`, one transaction runs the action.
  ///
  /// - Parameters:
  ///   - title: The text of the pressed view (its first text inside).
  ///   - near: A text beside the view meant, when several have the title.
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the press caused, its transactions as one update; a diagnostic
  ///   when no enabled view with the title has a long-press gesture.
  @discardableResult
  public func longPress(
    _ title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let search = findControl(
      title, near: near, as: (any LongPressable).self, kind: "long-press gesture", at: site)
    guard case .found(let node, let control) = search else { return search.refusal }
    let modifier = control.longPress
    guard let pressing = modifier.pressing else { return update { modifier.action() } }
    let down = update { pressing(true) }
    // The press ends on the view as the first transaction left it: its current
    // closures, if it is still there.
    guard let pressed = stillShown(node, as: (any LongPressable).self) else {
      return Update.merging([down, gone(node, title: title, during: "while pressed; the action did not run", at: site)])
    }
    let ending = pressed.longPress
    let up = update {
      ending.pressing?(false)
      ending.action()
    }
    return Update.merging([down, up])
  }
}
