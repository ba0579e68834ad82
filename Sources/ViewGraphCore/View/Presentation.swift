// Models SwiftUI's presentations (Documentation/Rules.md Q14): sheets, full-screen
// covers, popovers, inspectors, alerts and confirmation dialogs. The presented
// content is realized only while the binding says so, as a child of the modifier
// named by its style in paths (`Screen/sheet/Detail`), with the presenter's
// environment plus `isPresented` and `dismiss`. It follows its binding whether or not
// a body re-ran (a body that passes `$showing` does not read it, Q3). Dismissing
// unmounts it, so its state is gone; presenting again is a first appearance.
// `sheet(item:)` presents one identity per item id: another id is another sheet.
// Tapping a button of an alert or a dialog runs its action, then dismisses it.
// Status: Complete. Differs: nothing is animated; `onDismiss` runs after the update
// in which the presentation ended.

/// Dismisses the presentation a view is in (`@Environment(\.dismiss)`); outside any
/// presentation it does nothing.
public struct DismissAction: Equatable {
  let token: PresentationToken?

  /// Dismisses the presentation: its binding is set to `false` (or its item to `nil`).
  @MainActor public func callAsFunction() { token?.dismiss() }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.token === rhs.token }
}

/// One presentation's identity, kept by its modifier's node: equal dismiss actions
/// while the presentation lasts, so readers of `\.dismiss` do not re-run (Q12).
final class PresentationToken {
  var dismiss: () -> Void = {}
}

struct DismissEnvironmentKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(token: nil) }
}

struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

/// What a tapped button dismisses after its action: an alert or a dialog.
private struct ActionDismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(token: nil) }
}

extension EnvironmentValues {
  /// Dismisses the presentation this view is in.
  public var dismiss: DismissAction { self[DismissEnvironmentKey.self] }
  /// Whether this view is in presented content.
  public var isPresented: Bool { self[IsPresentedKey.self] }
  /// What a button dismisses once its action ran (inside alerts and dialogs).
  var dismissAfterAction: DismissAction { self[ActionDismissKey.self] }

  /// Whether this view is in presented content, as a binding.
  ///
  /// Its `dismiss()` dismisses the presentation (the form SwiftUI replaced with
  /// `\.dismiss` and `\.isPresented`). The binding is the same place while the presentation lasts, so its readers
  /// re-run only when it begins or ends (Q12), not at every environment change.
  public var presentationMode: Binding<PresentationMode> {
    Binding(location: PresentationModeLocation(PresentationMode(isPresented: isPresented, dismissAction: dismiss)))
  }
}

/// The place `\.presentationMode` reads and writes: one presentation's mode; a write
/// that ends it dismisses the presentation.
private final class PresentationModeLocation: Location<PresentationMode>, @unchecked Sendable {
  let mode: PresentationMode
  init(_ mode: PresentationMode) { self.mode = mode }
  override func get() -> PresentationMode { mode }
  override func set(_ value: PresentationMode) {
    guard mode.isPresented, !value.isPresented else { return }
    // Bindings are written by actions, on the main actor; a write from another
    // thread (a race in the caller) dismisses nothing.
    guard MainThread.isCurrent else { return }
    MainActor.assumeIsolated { mode.dismissAction() }
  }
  override func isSame(as other: Location<PresentationMode>) -> Bool {
    (other as? PresentationModeLocation)?.mode == mode
  }
}

/// Whether a view is presented, and how to dismiss it: the value of
/// `\.presentationMode`.
public struct PresentationMode: Equatable {
  /// Whether the view is in presented content.
  public private(set) var isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the presentation: set through `\.presentationMode`'s binding, it ends
  /// the presentation as `\.dismiss` does.
  public mutating func dismiss() { isPresented = false }
}

/// A presentation modifier: the content it presents and the binding that says when.
nonisolated public struct PresentationModifier: BuiltinModifier {
  /// `sheet`, `fullScreenCover`, `popover`, `inspector`, `alert`, `confirmationDialog`.
  let style: String
  /// The title of an alert or a dialog.
  let title: String?
  /// Whether it is presented, and which presentation (the item's id).
  let state: () -> AnyHashableSendable?
  /// Ends the presentation through its binding.
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?
  /// The presented content, built only while presented.
  let content: () -> any View
  /// Whether a button tapped inside dismisses it (alerts and dialogs).
  let dismissesOnAction: Bool

  @MainActor package func expand(content presenter: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var memo = expansion.memo as? PresentationMemo ?? PresentationMemo()
    let presented = state()
    // The content follows the binding, whether or not a body re-ran.
    expansion.stateSignature = presented.map { "presented \($0)" } ?? "dismissed"
    if memo.presented != nil, memo.presented != presented, let onDismiss {
      expansion.queuedAction = QueuedAction(
        kind: .dismissed, label: "\(style) onDismiss", detail: style, run: onDismiss)
    }
    memo.presented = presented
    expansion.memo = memo
    memo.token.dismiss = dismiss
    expansion.add(.index(0), presenter)
    guard let presented else { return }
    var child = ChildSpec(
      key: .nested(.index(1), .explicit(presented)),
      source: .view(PresentedContent(style: style, title: title, content: content())))
    let action = DismissAction(token: memo.token)
    let dismissesOnAction = self.dismissesOnAction
    child.environment = EnvironmentWrite(value: ObjectIdentifier(memo.token)) { env in
      env[IsPresentedKey.self] = true
      env[DismissEnvironmentKey.self] = action
      if dismissesOnAction { env[ActionDismissKey.self] = action }
    }
    expansion.children.append(child)
  }
}

/// What a presentation modifier keeps across updates: a value, so that the look
/// after a flush (does the content follow a changed binding?) changes nothing.
struct PresentationMemo {
  var presented: AnyHashableSendable?
  let token = PresentationToken()
}

/// Presented content, named by its style in paths; an alert's or dialog's title is
/// its leaf.
struct PresentedContent: View, BuiltinView {
  let style: String
  let title: String?
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = style
    if let title { expansion.leaf = LeafContent(kind: style, value: title) }
    expansion.add(.content, content)
  }
}

/// An alert's or a dialog's actions and message.
struct AlertBody<Actions: View, Message: View>: View, BuiltinView {
  let actions: Actions
  let message: Message?
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.index(0), actions)
    if let message { expansion.add(.index(1), Attachment(role: "message", content: message)) }
  }
}

/// The id a presentation shows under while presented: one identity for a Boolean,
/// the item's id for an item.
private let presentedFlag = AnyHashableSendable(true)

extension View {
  /// The view with content presented in a style while `isPresented` is true.
  nonisolated package func presenting(
    _ style: String, title: String? = nil, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    dismissesOnAction: Bool = false, content: @escaping () -> any View
  ) -> ModifiedContent<Self, PresentationModifier> {
    ModifiedContent(
      content: self,
      modifier: PresentationModifier(
        style: style, title: title, state: { isPresented.wrappedValue ? presentedFlag : nil },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, content: content,
        dismissesOnAction: dismissesOnAction))
  }

  /// The view with content presented in a style while `item` is not `nil`; another
  /// item id is another presentation.
  nonisolated package func presenting<Item: Identifiable>(
    _ style: String, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> any View
  ) -> ModifiedContent<Self, PresentationModifier> {
    ModifiedContent(
      content: self,
      modifier: PresentationModifier(
        style: style, title: nil, state: { item.wrappedValue.map { AnyHashableSendable($0.id) } },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
        content: { item.wrappedValue.map { content($0) } ?? (nil as EmptyView?) }, dismissesOnAction: false))
  }

  /// Presents a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for an item while it is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("sheet", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("fullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover for an item while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("fullScreenCover", item: item, onDismiss: onDismiss, content: content)
  }

  /// Shows an inspector beside the view while `isPresented` is true.
  public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("inspector", isPresented: isPresented, onDismiss: nil, content: content)
  }
}

// MARK: - Alerts and confirmation dialogs

extension View {
  package func alerting<A: View, M: View>(
    _ style: String, title: String, isPresented: Binding<Bool>,
    actions: @escaping () -> A, message: (() -> M)?
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(style, title: title, isPresented: isPresented, onDismiss: nil, dismissesOnAction: true) {
      AlertBody(actions: actions(), message: message?())
    }
  }

  package func alerting<T, A: View, M: View>(
    _ style: String, title: String, isPresented: Binding<Bool>, presenting data: T?,
    actions: @escaping (T) -> A, message: ((T) -> M)?
  ) -> ModifiedContent<Self, PresentationModifier> {
    // Presented while the binding is true and the data is there.
    let shown = Binding<Bool>(
      deferring: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return presenting(style, title: title, isPresented: shown, onDismiss: nil, dismissesOnAction: true) {
      if let data { AlertBody(actions: actions(data), message: message.map { $0(data) }) } else { EmptyView() }
    }
  }

  /// Presents an alert with actions while `isPresented` is true; a button tapped in it
  /// runs its action, then dismisses it.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "alert", title: titleKey.text, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
  }

  /// Presents an alert with actions.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "alert", title: String(title), isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
  }

  /// Presents an alert with actions and a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting("alert", title: titleKey.text, isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with actions and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting("alert", title: String(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert about some data while `isPresented` is true and the data is
  /// not `nil`.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "alert", title: titleKey.text, isPresented: isPresented, presenting: data, actions: actions,
      message: nil as ((T) -> EmptyView)?)
  }

  /// Presents an alert about some data, with a message.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "alert", title: titleKey.text, isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert titled with a `Text`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting("alert", title: plainTitle(of: title) ?? "", isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with actions while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: titleKey.text, isPresented: isPresented, actions: actions,
      message: nil as (() -> EmptyView)?)
  }

  /// Presents a confirmation dialog with actions.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: String(title), isPresented: isPresented, actions: actions,
      message: nil as (() -> EmptyView)?)
  }

  /// Presents a confirmation dialog with actions and a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting("confirmationDialog", title: titleKey.text, isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog about some data.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: titleKey.text, isPresented: isPresented, presenting: data, actions: actions,
      message: nil as ((T) -> EmptyView)?)
  }

  /// Presents a confirmation dialog about some data, with a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: titleKey.text, isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog titled with a string, with actions and a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting("confirmationDialog", title: String(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled with a string, about some data.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: String(title), isPresented: isPresented, presenting: data, actions: actions,
      message: nil as ((T) -> EmptyView)?)
  }

  /// Presents a confirmation dialog titled with a string, about some data, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: String(title), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog titled with a `Text`.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: plainTitle(of: title) ?? "", isPresented: isPresented, actions: actions,
      message: nil as (() -> EmptyView)?)
  }

  /// Presents a confirmation dialog titled with a `Text`, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: plainTitle(of: title) ?? "", isPresented: isPresented, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog titled with a `Text`, about some data.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: plainTitle(of: title) ?? "", isPresented: isPresented, presenting: data,
      actions: actions, message: nil as ((T) -> EmptyView)?)
  }

  /// Presents a confirmation dialog titled with a `Text`, about some data, with a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    alerting(
      "confirmationDialog", title: plainTitle(of: title) ?? "", isPresented: isPresented, presenting: data,
      actions: actions, message: message)
  }
}

// MARK: - Presentation settings

extension View {
  /// The heights a sheet may take; a value of the sheet's content.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("presentationDetents", detents.map(\.name).sorted().joined(separator: ", "))
  }

  /// Whether a sheet shows its drag indicator.
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, VisualModifier> {
    visual("presentationDragIndicator", "\(visibility)")
  }

  /// Whether the user can dismiss the presentation interactively.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, VisualModifier>
  {
    visual("interactiveDismissDisabled", "\(isDisabled)")
  }
}

/// A height a sheet may take.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  /// The system's medium height.
  public static let medium = PresentationDetent(name: "medium")
  /// The full height.
  public static let large = PresentationDetent(name: "large")
  package init(name: String) { self.name = name }
}
