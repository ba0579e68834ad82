public import ViewGraphCore

// The last of SwiftUI's view modifiers whose signatures take Foundation types or
// `Namespace.ID`: accessibility pairs, linked groups and rotor targets (values of
// their node), `onGeometryChange` (its transform runs with the proxy a geometry
// reader gets, the simulated container's size; its action runs with the first value
// when the view appears and again whenever an update gives another value), a tab's
// drop destination (stored on its bar item), and the geometry proxy's bounds of a
// named space.
// Status: Partial. Differs: no accessibility tree links elements; there is no
// layout, so a geometry is the environment's `containerSize` wherever the view is,
// and a named space's bounds are the container's; nothing is dropped on a tab.

extension View {
  /// Pairs the view, as the label or the content, with the element of the same id in a namespace.
  ///
  /// - Parameters:
  ///   - role: Whether the view is the label or the content.
  ///   - id: The pair's id.
  ///   - namespace: The namespace the id is in.
  /// - Returns: The view, with its pairing as its node's value.
  nonisolated public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityLabeledPair", "\(role), id: \(id), in: \(namespace)")
  }

  /// Links the view with the other elements of the same id in a namespace, so that
  /// accessibility moves between them.
  ///
  /// - Parameters:
  ///   - id: The group's id.
  ///   - namespace: The namespace the id is in.
  /// - Returns: The view, with its group as its node's value.
  nonisolated public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("accessibilityLinkedGroup", "id: \(id), in: \(namespace)")
  }

  /// Makes the view the element a rotor entry of the same id in a namespace goes to.
  ///
  /// - Parameters:
  ///   - id: The entry's id.
  ///   - namespace: The namespace the id is in.
  /// - Returns: The view, with its id as its node's value.
  nonisolated public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("accessibilityRotorEntry", "id: \(id), in: \(namespace)")
  }

  /// Runs an action with a value made from the view's geometry: when the view
  /// appears, and whenever the value changes.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - transform: Makes the value from the geometry (the simulated container's).
  ///   - action: Runs with the new value, after the update, outside any body.
  /// - Returns: The view, with the value as its node's leaf.
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> ModifiedContent<Self, EnvironmentValueActionModifier<T>> {
    ModifiedContent(
      content: self,
      modifier: EnvironmentValueActionModifier(
        name: "onGeometryChange", compute: { transform(GeometryProxy(size: $0.containerSize)) },
        action: { _, new in action(new) }))
  }

  /// Runs an action with the old and new values made from the view's geometry: when
  /// the view appears (both the first value), and whenever the value changes.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - transform: Makes the value from the geometry (the simulated container's).
  ///   - action: Runs with the old and new values, after the update, outside any body.
  /// - Returns: The view, with the value as its node's leaf.
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> ModifiedContent<Self, EnvironmentValueActionModifier<T>> {
    ModifiedContent(
      content: self,
      modifier: EnvironmentValueActionModifier(
        name: "onGeometryChange", compute: { transform(GeometryProxy(size: $0.containerSize)) }, action: action))
  }
}

extension TabContent {
  /// Makes the tab's bar item a destination for drops of a transferable type (stored:
  /// nothing is dropped here).
  ///
  /// - Parameters:
  ///   - payloadType: The type of the dropped items.
  ///   - action: Receives the dropped items.
  /// - Returns: The tab, with the type shown on its bar item.
  nonisolated public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void
  ) -> TabModified<Self> {
    TabModified(base: self, name: "dropDestination") { label in
      func storing<L: View>(_ label: L) -> any View { label.storingAction("dropDestination", "\(T.self)", action) }
      return storing(label)
    }
  }
}

extension GeometryProxy {
  /// The bounds of a named coordinate space: the container's, as every space is here.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

extension AccessibilityRotorEntry {
  /// An entry going to the element with an identifier in a namespace.
  ///
  /// - Parameters:
  ///   - label: The label read to the user.
  ///   - id: The element's identifier, as its `accessibilityRotorEntry(id:in:)` gives it.
  ///   - namespace: The namespace the identifier is in.
  ///   - textRange: The range of the element's text the entry points at.
  ///   - prepare: Run before the user goes to the entry; stored, not run here.
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry going to the element with an identifier in a namespace, labelled by a localized key.
  ///
  /// - Parameters:
  ///   - labelKey: The label read to the user.
  ///   - id: The element's identifier, as its `accessibilityRotorEntry(id:in:)` gives it.
  ///   - namespace: The namespace the identifier is in.
  ///   - textRange: The range of the element's text the entry points at.
  ///   - prepare: Run before the user goes to the entry; stored, not run here.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(labelKey, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry going to the element with an identifier in a namespace, labelled by a string.
  ///
  /// - Parameters:
  ///   - label: The label read to the user.
  ///   - id: The element's identifier, as its `accessibilityRotorEntry(id:in:)` gives it.
  ///   - namespace: The namespace the identifier is in.
  ///   - textRange: The range of the element's text the entry points at.
  ///   - prepare: Run before the user goes to the entry; stored, not run here.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label, id: id, textRange: textRange, prepare: prepare)
  }
}

extension Spacer {
  /// The least length the spacer takes (no layout here: it is kept, and compared with the spacer).
  public var minLength: CGFloat? {
    get { minimumLength.map { CGFloat($0) } }
    set { minimumLength = newValue.map(Double.init) }
  }
}

extension SceneStorage {
  /// Keeps the user's customization of a tab view for the scene, by key.
  ///
  /// - Parameters:
  ///   - wrappedValue: The customization while none was stored.
  ///   - key: The key it is stored under.
  ///   - store: A defaults store (not read: scene storage is the scene's, here the host's).
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
  where Value == TabViewCustomization {
    self.init(
      key: key, defaultValue: wrappedValue,
      encode: { (try? JSONEncoder().encode($0)).map { AnyHashable($0) } },
      decode: { ($0.base as? Data).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) } })
  }
}
