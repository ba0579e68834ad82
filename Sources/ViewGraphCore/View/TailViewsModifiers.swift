// The last of SwiftUI's view and tab modifiers: an accessibility label built from
// views (realized beside the view, as the label's content), the dynamic range images
// below may use (an environment value, read by `@Environment(\.allowedDynamicRange)`),
// removing symbol effects (a value), and the accessibility, drop and spring-loading
// values of a tab, shown on its tab bar item as a tab's badge is. A tab section's
// actions are realized beside the bar item of the section's first tab.
// Status: Partial. Differs: no accessibility tree is built from the label's views; no
// symbol animates; nothing is dropped on a tab, and no drag hovers over it.

// MARK: - View modifiers

extension View {
  /// Adds views to the accessibility label of the view; they are realized beside it.
  ///
  /// The placeholder the closure is given stands for the view's own label: it
  /// realizes nothing, as the view is realized once, in its place.
  ///
  /// - Parameter content: The label's views, given the view's label.
  /// - Returns: The view with its label's views attached.
  nonisolated public func accessibilityLabel<V: View>(
    @ViewBuilder content: (PlaceholderContentView<Self>) -> V
  ) -> ModifiedContent<Self, AttachmentModifier> {
    ModifiedContent(
      content: self,
      modifier: AttachmentModifier(
        role: "accessibilityLabel", value: nil, attached: content(PlaceholderContentView(EmptyView()))))
  }

  /// Sets the dynamic range images below may use, as the environment's `allowedDynamicRange`.
  nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> ModifiedContent<
    Self, EnvironmentValueModifier
  > {
    writingEnvironment("allowedDynamicRange", \.allowedDynamicRange, range, shown: shown(range))
  }

  /// Removes the symbol effects of the images below, or lets them play.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("symbolEffectsRemoved", "\(isEnabled)")
  }
}

// MARK: - Tab modifiers

/// Texts joined as an accessibility property shows several.
nonisolated private func tabJoined(_ texts: [String]) -> String { texts.joined(separator: ", ") }

extension TabContent {
  /// The tab with an accessibility value of its own, when enabled (shown on its bar item).
  nonisolated func tabAccessibility(_ name: String, _ value: String, _ isEnabled: Bool) -> TabModified<Self> {
    TabModified(base: self, name: name, value: isEnabled ? value : nil, hidesTab: false)
  }

  /// Sets the tab's accessibility label, when enabled.
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> TabModified<Self> {
    tabAccessibility("accessibilityLabel", label.string, isEnabled)
  }
  /// Sets the tab's accessibility label from a localized key, when enabled.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> TabModified<
    Self
  > {
    tabAccessibility("accessibilityLabel", labelKey.text, isEnabled)
  }
  /// Sets the tab's accessibility label from a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> TabModified<
    Self
  > {
    tabAccessibility("accessibilityLabel", String(label), isEnabled)
  }

  /// Sets the tab's accessibility hint, when enabled.
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> TabModified<Self> {
    tabAccessibility("accessibilityHint", hint.string, isEnabled)
  }
  /// Sets the tab's accessibility hint from a localized key, when enabled.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> TabModified<
    Self
  > {
    tabAccessibility("accessibilityHint", hintKey.text, isEnabled)
  }
  /// Sets the tab's accessibility hint from a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> TabModified<
    Self
  > {
    tabAccessibility("accessibilityHint", String(hint), isEnabled)
  }

  /// Sets the tab's accessibility value, when enabled.
  nonisolated public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> TabModified<Self> {
    tabAccessibility("accessibilityValue", value.string, isEnabled)
  }
  /// Sets the tab's accessibility value from a localized key, when enabled.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> TabModified<
    Self
  > {
    tabAccessibility("accessibilityValue", valueKey.text, isEnabled)
  }
  /// Sets the tab's accessibility value from a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> TabModified<
    Self
  > {
    tabAccessibility("accessibilityValue", String(value), isEnabled)
  }

  /// Sets the identifier tests find the tab by, when enabled.
  nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> TabModified<Self> {
    tabAccessibility("accessibilityIdentifier", identifier, isEnabled)
  }

  /// Sets the labels Voice Control identifies the tab by, when enabled.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> TabModified<Self> {
    tabAccessibility("accessibilityInputLabels", tabJoined(inputLabels.map(\.string)), isEnabled)
  }
  /// Sets the labels Voice Control identifies the tab by, from localized keys, when enabled.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true)
    -> TabModified<Self>
  {
    tabAccessibility("accessibilityInputLabels", tabJoined(inputLabelKeys.map(\.text)), isEnabled)
  }
  /// Sets the labels Voice Control identifies the tab by, from strings, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true)
    -> TabModified<Self>
  {
    tabAccessibility("accessibilityInputLabels", tabJoined(inputLabels.map { String($0) }), isEnabled)
  }

  // The one-argument forms: `View`'s take no `isEnabled`, and a call without it would
  // otherwise choose them (a tab is a view here) and lose the tab's bar item.

  /// Sets the tab's accessibility label.
  nonisolated public func accessibilityLabel(_ label: Text) -> TabModified<Self> {
    accessibilityLabel(label, isEnabled: true)
  }
  /// Sets the tab's accessibility label from a localized key.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> TabModified<Self> {
    accessibilityLabel(labelKey, isEnabled: true)
  }
  /// Sets the tab's accessibility label from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> TabModified<Self> {
    accessibilityLabel(label, isEnabled: true)
  }
  /// Sets the tab's accessibility hint.
  nonisolated public func accessibilityHint(_ hint: Text) -> TabModified<Self> {
    accessibilityHint(hint, isEnabled: true)
  }
  /// Sets the tab's accessibility hint from a localized key.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> TabModified<Self> {
    accessibilityHint(hintKey, isEnabled: true)
  }
  /// Sets the tab's accessibility hint from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> TabModified<Self> {
    accessibilityHint(hint, isEnabled: true)
  }
  /// Sets the tab's accessibility value.
  nonisolated public func accessibilityValue(_ value: Text) -> TabModified<Self> {
    accessibilityValue(value, isEnabled: true)
  }
  /// Sets the tab's accessibility value from a localized key.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> TabModified<Self> {
    accessibilityValue(valueKey, isEnabled: true)
  }
  /// Sets the tab's accessibility value from a string.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> TabModified<Self> {
    accessibilityValue(value, isEnabled: true)
  }
  /// Sets the identifier tests find the tab by.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> TabModified<Self> {
    accessibilityIdentifier(identifier, isEnabled: true)
  }
  /// Sets the labels Voice Control identifies the tab by.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> TabModified<Self> {
    accessibilityInputLabels(inputLabels, isEnabled: true)
  }
  /// Sets the labels Voice Control identifies the tab by, from localized keys.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> TabModified<Self> {
    accessibilityInputLabels(inputLabelKeys, isEnabled: true)
  }
  /// Sets the labels Voice Control identifies the tab by, from strings.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> TabModified<Self> {
    accessibilityInputLabels(inputLabels, isEnabled: true)
  }

  /// Sets whether the tab activates when a dragged item hovers over its bar item.
  nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> TabModified<Self> {
    TabModified(base: self, name: "springLoadingBehavior", value: "\(behavior)", hidesTab: false)
  }

  /// Adds actions to a tab section; they are realized beside the bar item of its first tab.
  nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> TabSectionActions<
    Self
  > {
    TabSectionActions(base: self, actions: content())
  }
}

/// Tab content with a section's actions, realized beside the bar item of its first tab.
public struct TabSectionActions<Base: TabContent> {
  let base: Base
  let actions: any View
}

extension TabSectionActions: TabContent, BuiltinView {
  public typealias TabValue = Base.TabValue
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.index(0), base)
    expansion.add(.index(1), Attachment(role: "sectionActions", content: actions))
  }
}

extension TabSectionActions: RowFlattening {
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    let first = rows.specs.count
    rows.append(base, key: .nested(key, .content))
    // The actions go beside the first tab of the section that declares its bar item.
    for index in rows.specs.indices.dropFirst(first) {
      guard case .view(let view) = rows.specs[index].source, let tab = view as? any TabDeclaring else { continue }
      rows.specs[index].source = .view(TabWithSectionActions(tab: tab, actions: actions))
      return
    }
  }
}

/// A tab whose bar item has its section's actions beside it.
struct TabWithSectionActions: View, BuiltinView, TabDeclaring {
  let tab: any TabDeclaring
  let actions: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, tab.tabContent)
  }
  var tabValue: AnyHashable? { tab.tabValue }
  var tabTitle: String? { tab.tabTitle }
  var tabContent: any View { tab.tabContent }
  var tabLabel: any View {
    func attach<L: View>(_ label: L) -> any View {
      ModifiedContent(
        content: label, modifier: AttachmentModifier(role: "sectionActions", value: nil, attached: actions))
    }
    return attach(tab.tabLabel)
  }
}

// MARK: - Actions on a value of the environment

/// A modifier that runs an action with a value it computes from its node's environment.
///
/// The value is a geometry of the simulated container; the action runs with the
/// first value when its view appears, then each time an update gives a value that
/// compares unequal. The value is shown as its node's leaf; the action runs after the update, outside
/// any body, as `onChange`'s does.
nonisolated public struct EnvironmentValueActionModifier<Value: Equatable>: BuiltinModifier {
  let name: String
  let compute: (EnvironmentValues) -> Value
  let action: (_ oldValue: Value, _ newValue: Value) -> Void

  /// A modifier computing its value from the environment.
  ///
  /// - Parameters:
  ///   - name: Its name in the tree and the trace.
  ///   - compute: Makes the value from the node's environment.
  ///   - action: Runs with the old and new values.
  nonisolated package init(
    name: String, compute: @escaping (EnvironmentValues) -> Value,
    action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) {
    self.name = name
    self.compute = compute
    self.action = action
  }

  @MainActor package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.readsEnvironment = true
    let value = compute(expansion.environment)
    let label = "\(name)(for: \(typeName(Value.self)))"
    let action = self.action
    if let old = (expansion.memo as? SeenValue<Value>)?.value {
      if old != value {
        expansion.queuedAction = QueuedAction(
          label: label, detail: "\(label) \(old) → \(value)", run: { action(old, value) })
      }
    } else {
      expansion.lifecycle = LifecycleModifier(
        action: .initialValue(
          QueuedAction(label: label, detail: "\(label) initial \(value)", run: { action(value, value) })))
    }
    expansion.memo = SeenValue(value: value)
    expansion.leaf = LeafContent(kind: name, value: "\(value)")
    expansion.add(.content, content)
  }
}

// MARK: - Members

extension Bindable: Identifiable where Value: Identifiable {
  /// The model's identity.
  public var id: Value.ID { wrappedValue.id }
  /// The type of the model's identity.
  public typealias ID = Value.ID
}

extension EnvironmentObject {
  /// Makes bindings to the object's members (`$object.name`), as an observed object's wrapper does.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

extension View {
  /// Runs an indefinite symbol effect on the view's symbols while `isActive`: the
  /// effect, its options and whether it is active are the node's values.
  /// - Parameters:
  ///   - effect: The effect (`.pulse`, `.variableColor`, `.scale.up`…).
  ///   - options: How it repeats and how fast.
  ///   - isActive: Whether it runs.
  /// - Returns: The view with the effect.
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("symbolEffect", symbolEffectValue(effect, options, "isActive: \(isActive)"))
  }

  /// Runs a discrete symbol effect on the view's symbols each time `value` changes:
  /// the effect, its options and the value are the node's values, so a changed value
  /// is one leaf update.
  /// - Parameters:
  ///   - effect: The effect (`.bounce`, `.wiggle`…).
  ///   - options: How it repeats and how fast.
  ///   - value: The value whose changes run the effect.
  /// - Returns: The view with the effect.
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("symbolEffect", symbolEffectValue(effect, options, "value: \(value)"))
  }
}

private nonisolated func symbolEffectValue(
  _ effect: some SymbolEffect, _ options: SymbolEffectOptions, _ trigger: String
)
  -> String
{
  let shownOptions = options == .default ? "" : ", options: \(options)"
  return "\(effect.symbolEffectDescription)\(shownOptions), \(trigger)"
}
