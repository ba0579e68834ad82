import Diffing

// Models SwiftUI's navigation links and destinations (Documentation/Rules.md Q15):
// a link's label is realized and tapped to push (its value on the path, or its
// destination view above it); `navigationDestination(for:)` declares how the stack
// it is in shows pushed values; `navigationDestination(isPresented:)` and `(item:)`
// push a view while their binding holds. The stack itself is in Navigation.swift.
// Status: Complete.

/// A link that pushes a destination; its label is realized, its destination only
/// when pushed.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltinView {
  let label: Label
  let destination: Destination?
  let value: AnyHashable?
  /// Whether the destination is pushed, for the links bound to it (NavigationContainers.swift).
  let isActive: Binding<Bool>?

  package init(label: Label, destination: Destination?, value: AnyHashable?, isActive: Binding<Bool>? = nil) {
    self.label = label
    self.destination = destination
    self.value = value
    self.isActive = isActive
  }

  /// A link with a destination and a label view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil)
  }

  /// A link with a destination built by a closure and a label view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination(), value: nil)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    if let value { expansion.leaf = LeafContent(kind: "NavigationLink", value: "\(value.base)") }
    let state = expansion.environment.navigation
    let push: () -> Void
    if let isActive, let destination {
      // Bound: tapping sets the binding, which pushes the destination while it is true.
      push = { isActive.wrappedValue = true }
      let trigger = LinkTrigger(
        label: label, controlTitle: plainTitle(of: label), isInContainer: state != nil, push: push)
      expansion.add(.content, trigger.modifier(boundDestination(isActive, destination)))
      return
    } else if let value {
      push = { _ = state?.push(value) }
    } else if let destination {
      push = { state?.push(view: destination) }
    } else {
      push = {}
    }
    expansion.add(
      .content,
      LinkTrigger(label: label, controlTitle: plainTitle(of: label), isInContainer: state != nil, push: push))
  }
}

/// A link's label, tapped to push: outside a navigation container SwiftUI shows it
/// disabled, and a tap is refused with a diagnostic.
struct LinkTrigger<Label: View>: View, BuiltinView, TappableControl {
  let label: Label
  let controlTitle: String?
  /// Whether a navigation stack, view or split view is around the link.
  let isInContainer: Bool
  let push: () -> Void
  var controlKind: String? { "NavigationLink" }
  var tapRefusal: String? {
    isInContainer
      ? nil
      : "is not inside a NavigationStack, a NavigationView or a NavigationSplitView: SwiftUI shows it disabled, and a tap pushes nothing"
  }
  var body: Never { builtinBody() }
  func performTap() { push() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(label: Text(key: titleKey), destination: destination, value: nil)
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(label: Text(title), destination: destination, value: nil)
  }

  /// A link titled with a localized key, its destination built by a closure.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(key: titleKey), destination: destination(), value: nil)
  }

  /// A link titled with a string, its destination built by a closure.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), destination: destination(), value: nil)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value, with a label view.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link that pushes a value, titled with a localized key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(label: Text(key: titleKey), destination: nil, value: value.map { AnyHashable($0) })
  }

  /// A link that pushes a value, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(label: Text(title), destination: nil, value: value.map { AnyHashable($0) })
  }
}

/// Declares the destination for pushed values of a type in the stack it is in.
public struct NavigationDestinationModifier: BuiltinModifier {
  let type: ObjectIdentifier
  let typeName: String
  let destination: (AnyHashable) -> any View

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "navigationDestination", value: "for \(typeName)")
    expansion.environment.navigation?.destinations[type] = destination
    expansion.add(.content, content)
  }
}

/// Pushes a view on the stack it is in while a binding holds (`isPresented`, `item`).
public struct PresentedDestinationModifier: BuiltinModifier {
  /// Which destination is pushed (the item's id), or `nil`.
  let state: () -> AnyHashableSendable?
  let dismiss: () -> Void
  let content: () -> any View

  package func expand(content presenter: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var memo = expansion.memo as? PresentedDestinationMemo ?? PresentedDestinationMemo()
    let presented = state()
    expansion.stateSignature = presented.map { "pushed \($0)" } ?? "idle"
    if let navigation = expansion.environment.navigation, presented != memo.presented {
      // The binding changed: pop what this modifier pushed, push what it says now.
      if let id = memo.pushedID, let depth = navigation.pushedViews.firstIndex(where: { $0.id == id }) {
        navigation.pushedViews.removeSubrange(depth...)
      }
      memo.pushedID = presented.map { _ in navigation.push(view: content(), pop: dismiss) }
    } else if let navigation = expansion.environment.navigation, let id = memo.pushedID,
      let made = memo.madeBy, !ValueComparison.areEqualAny(made, self)
    {
      // Its presenter ran again while it is pushed: the destination is made again
      // with what the presenter passes now, as a sheet's content is (Q14). A look at
      // the same modifier makes nothing.
      navigation.replaceView(id: id, with: content())
    }
    memo.madeBy = self
    memo.presented = presented
    expansion.memo = memo
    expansion.add(.content, presenter)
  }
}

/// What a presented destination keeps: what it pushed, for popping it.
struct PresentedDestinationMemo {
  var presented: AnyHashableSendable?
  var pushedID: Int?
  /// The modifier whose closure made the destination shown.
  var madeBy: PresentedDestinationModifier?
}

extension View {
  /// Declares the destination for pushed values of a type.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, NavigationDestinationModifier> {
    ModifiedContent(
      content: self,
      modifier: NavigationDestinationModifier(
        type: ObjectIdentifier(D.self), typeName: ViewGraphCore.typeName(D.self),
        destination: { value -> any View in
          guard let data = value.base as? D else { return EmptyView() }
          return destination(data)
        }))
  }

  /// Pushes a destination while a binding is true; popping it sets the binding to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> ModifiedContent<Self, PresentedDestinationModifier> {
    ModifiedContent(
      content: self,
      modifier: PresentedDestinationModifier(
        state: { isPresented.wrappedValue ? AnyHashableSendable(true) : nil },
        dismiss: { isPresented.wrappedValue = false }, content: destination))
  }

  /// Pushes a destination while a binding holds an item; popping it sets it to `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, PresentedDestinationModifier> {
    ModifiedContent(
      content: self,
      modifier: PresentedDestinationModifier(
        state: { item.wrappedValue.map { AnyHashableSendable($0) } },
        dismiss: { item.wrappedValue = nil },
        content: { () -> any View in
          guard let data = item.wrappedValue else { return EmptyView() }
          return destination(data)
        }))
  }
}
