// Models SwiftUI's `onChange(of:initial:_:)` (Documentation/Rules.md Q13): the
// modifier keeps the value it last saw; each time its view is updated with a value
// that compares unequal (`!=`), the action is queued, and the queued actions run
// after the update of their transaction group, outside any body. Writes inside an
// action are a new transaction. `initial: true` also runs the action when the view
// appears, as an `onAppear` would. An action that keeps changing the value it
// watches runs at most twice per flush; the third time is dropped with SwiftUI's
// warning.
// Status: Complete.

/// The value an `onChange` modifier last saw.
struct SeenValue<Value> {
  let value: Value
}

/// The `onChange` modifier: compares its value with the last one it saw.
public struct ValueActionModifier<Value: Equatable>: BuiltinModifier {
  let value: Value
  let initial: Bool
  let action: (_ oldValue: Value, _ newValue: Value) -> Void

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    let label = "onChange(of: \(typeName(Value.self)))"
    // Boxed: an absent memo cast to an optional `Value` would read as a `nil` seen before.
    if let old = (expansion.memo as? SeenValue<Value>)?.value {
      if old != value {
        let (action, new) = (self.action, value)
        expansion.queuedAction = QueuedAction(
          label: label, detail: "\(label) \(describe(old)) → \(describe(new))", run: { action(old, new) })
      }
    } else if initial {
      let (action, value) = (self.action, value)
      expansion.lifecycle = LifecycleModifier(
        action: .initialValue(
          QueuedAction(label: label, detail: "\(label) initial \(describe(value))", run: { action(value, value) })))
    }
    expansion.memo = SeenValue(value: value)
    expansion.add(.content, content)
  }

  private func describe(_ value: Value) -> String {
    let text = String(describing: value)
    return value is String ? "\"\(text)\"" : text
  }
}

extension View {
  /// Performs an action when a value changes, with its old and new values.
  ///
  /// - Parameters:
  ///   - value: The value to compare (with `!=`) each time the view updates.
  ///   - initial: Whether the action also runs when the view appears, with the value
  ///     as both its old and new value.
  ///   - action: Runs after the update in which the value changed.
  /// - Returns: The view, its value action realized as a node of its own.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedContent<Self, ValueActionModifier<V>> {
    ModifiedContent(content: self, modifier: ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Performs an action when a value changes.
  ///
  /// - Parameters:
  ///   - value: The value to compare (with `!=`) each time the view updates.
  ///   - initial: Whether the action also runs when the view appears.
  ///   - action: Runs after the update in which the value changed.
  /// - Returns: The view, its value action realized as a node of its own.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedContent<Self, ValueActionModifier<V>> {
    ModifiedContent(content: self, modifier: ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Performs an action with the new value when a value changes (the form SwiftUI
  /// deprecated in iOS 17 and macOS 14).
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> ModifiedContent<Self, ValueActionModifier<V>> {
    ModifiedContent(
      content: self, modifier: ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}
