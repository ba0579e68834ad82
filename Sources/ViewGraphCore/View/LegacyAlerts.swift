// SwiftUI's first alert and action sheet API, deprecated (to be deprecated, with no
// warning yet) and still in many apps: an `Alert` or `ActionSheet` value built by a
// closure, with its buttons. Each is presented as the current API presents an alert
// or a confirmation dialog (Documentation/Rules.md Q14): realized while its binding
// says so, its buttons tapped by their labels, each dismissing it after its action.

/// An alert: a title, a message, and one or two buttons.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that cancels.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A button that cancels, labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button that destroys data.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// An action sheet: a title, a message, and its buttons.
public struct ActionSheet {
  /// A button of an action sheet: an alert's.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with buttons (a Cancel button when none are given).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// The buttons of an alert or an action sheet, as the current API's actions: built-in,
/// so no body of ours is counted.
private struct LegacyButtons: View, BuiltinView {
  let buttons: [Alert.Button]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    for (index, button) in buttons.enumerated() {
      expansion.add(
        .index(index), ViewGraphCore.Button(role: button.role, action: { button.action?() }) { button.label })
    }
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, PresentationModifier> {
    let alert = content()
    return alerting(
      "alert", title: alert.title.string, isPresented: isPresented, actions: { LegacyButtons(buttons: alert.buttons) },
      message: alert.message.map { message in { message } })
  }

  /// Presents the alert `content` makes for the item while there is one; dismissing
  /// it sets the item back to `nil`.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedContent<
    Self, PresentationModifier
  > {
    legacyPresentation("alert", item: item, content: content) { ($0.title, $0.message, $0.buttons) }
  }

  /// Presents the action sheet `content` makes while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedContent<
    Self, PresentationModifier
  > {
    let sheet = content()
    return alerting(
      "actionSheet", title: sheet.title.string, isPresented: isPresented,
      actions: { LegacyButtons(buttons: sheet.buttons) }, message: sheet.message.map { message in { message } })
  }

  /// Presents the action sheet `content` makes for the item while there is one.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> ModifiedContent<
    Self, PresentationModifier
  > {
    legacyPresentation("actionSheet", item: item, content: content) { ($0.title, $0.message, $0.buttons) }
  }

  /// An alert or an action sheet for an item: presented while the item is there, its
  /// dismissal setting the item back to `nil`.
  private func legacyPresentation<Item, Value>(
    _ style: String, item: Binding<Item?>, content: (Item) -> Value, parts: (Value) -> (Text, Text?, [Alert.Button])
  ) -> ModifiedContent<Self, PresentationModifier> {
    let made = item.wrappedValue.map { parts(content($0)) }
    let shown = Binding<Bool>(
      deferring: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return alerting(
      style, title: made?.0.string ?? "", isPresented: shown,
      actions: { LegacyButtons(buttons: made?.2 ?? []) },
      message: made?.1.map { message in { message } })
  }
}
