// More of SwiftUI's initializers of controls and containers, on the models their
// files declare: lists and `ForEach` over a bound collection with edit actions
// (`host.deleteRows` and `host.moveRows` edit the collection, as a swipe and a drag
// would), pickers with a current-value label (realized), menus with a primary action
// (`host.tap` on the menu runs it), labeled control groups, the older argument
// orders of steppers and sliders, and the deprecated `onEditingChanged:` and
// `onCommit:` forms of text fields (`host.submit` runs `onCommit`).
// Status: Complete. Differs: `onEditingChanged` is kept, not run (nothing models
// the start and end of editing).

// MARK: - Edit actions

/// The edits a list or `ForEach` over a bound collection lets the user make.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  /// Edit actions from their raw value.
  nonisolated public init(rawValue: Int) { self.rawValue = rawValue }
  /// Moving rows.
  public static var move: EditActions<Data> { EditActions(rawValue: 1) }
  /// Every edit the collection allows (moving, and deleting when it can remove).
  public static var all: EditActions<Data> {
    EditActions(rawValue: Data.self is any RangeReplaceableCollection.Type ? 3 : 1)
  }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Deleting rows.
  public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
  /// Moving and deleting rows.
  public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// A collection with the elements at offsets removed, when its type can remove them.
func removing<C>(offsets: [Int], from collection: C) -> C? {
  guard let removable = collection as? any RangeReplaceableCollection else { return nil }
  func remove<R: RangeReplaceableCollection>(_ value: R) -> C? {
    var value = value
    for offset in Set(offsets).sorted(by: >) where offset < value.count {
      value.remove(at: value.index(value.startIndex, offsetBy: offset))
    }
    return value as? C
  }
  return remove(removable)
}

/// A collection with the elements at offsets moved to a destination offset (an
/// offset before the move), as a list's drag does.
func moving<C: MutableCollection>(offsets: [Int], to destination: Int, in collection: C) -> C {
  var moved: [C.Element] = []
  var kept: [C.Element] = []
  var insertion = destination
  let source = Set(offsets)
  for (offset, element) in collection.enumerated() {
    if source.contains(offset) {
      moved.append(element)
      if offset < destination { insertion -= 1 }
    } else {
      kept.append(element)
    }
  }
  kept.insert(contentsOf: moved, at: max(0, min(insertion, kept.count)))
  var result = collection
  var position = result.startIndex
  for element in kept {
    result[position] = element
    result.formIndex(after: &position)
  }
  return result
}

extension ForEach {
  /// The same rows, editing a bound collection as edit actions allow.
  func editing<C: MutableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) -> Self {
    var copy = self
    if actions.contains(EditActions(rawValue: 2)) {
      copy.editActions.delete = { offsets in
        if let removed = removing(offsets: offsets, from: data.wrappedValue) { data.wrappedValue = removed }
      }
    }
    if actions.contains(.move) {
      copy.editActions.move = { offsets, destination in
        data.wrappedValue = moving(offsets: offsets, to: destination, in: data.wrappedValue)
      }
    }
    return copy
  }

  /// Rows over a bound collection, each given a binding to its element, editable as
  /// the edit actions allow (`host.deleteRows`, `host.moveRows`).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self = ForEach(data, content: content).editing(data, editActions)
  }

  /// Rows over a bound collection identified by a key path, editable as the edit
  /// actions allow.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    self = ForEach(data, id: id, content: content).editing(data, editActions)
  }
}

extension List {
  /// A list over a bound collection, editable as the edit actions allow.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// A list over a bound collection identified by a key path, editable as the edit
  /// actions allow.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }

  /// A list over a bound collection with a single selection, editable as the edit
  /// actions allow.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// A list over a bound collection with a multiple selection, editable as the edit
  /// actions allow.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// A list over a bound collection identified by a key path, with a single
  /// selection, editable as the edit actions allow.
  public init<
    Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable
  >(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }

  /// A list of elements identified by a key path, with a single selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list of elements identified by a key path, with a multiple selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

// MARK: - Pickers

extension Picker {
  /// A picker with a label view and a view showing the current value (realized).
  public init<C: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(label: label(), title: nil, selection: selection, content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key, with a view showing the current value.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, selection: selection, content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker titled with a string, with a view showing the current value.
  @_disfavoredOverload
  public init<S: StringProtocol, C: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(label: Text(title), title: String(title), selection: selection, content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}

extension Picker where Label == ViewGraphCore.Label<Text, Image> {
  /// A picker titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), selection: selection,
      content: content())
  }

  /// A picker titled with a localized key and a system image, with a view showing
  /// the current value.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, selection: selection,
      content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}

// MARK: - Menus

extension Menu: TappableControl {
  /// The menu's title, by which `host.tap` finds it.
  package var controlTitle: String? { title }
  /// Runs the primary action (a menu without one opens, and is always open here).
  package func performTap() { primaryAction?() }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key, with a primary action for a plain tap.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, content: content())
    self.primaryAction = primaryAction
  }

  /// A menu titled with a string, with a primary action for a plain tap.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(label: Text(title), title: String(title), content: content())
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == ViewGraphCore.Label<Text, Image> {
  /// A menu titled with a localized key and a system image, with a primary action.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, content: content())
    self.primaryAction = primaryAction
  }

  /// A menu titled with a string and a system image, with a primary action.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), content: content())
    self.primaryAction = primaryAction
  }
}

// MARK: - Control groups

/// A control group's content with its label: both realized.
public struct LabeledControlGroupContent<Content: View, Label: View>: View, BuiltinView {
  let content: Content
  let label: Label
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.index(0), label)
    expansion.add(.index(1), content)
  }
}

extension LabeledControlGroupContent: LabeledGroupParts {
  var parts: (label: AnyView, content: AnyView) { (AnyView(label), AnyView(content)) }
}

extension ControlGroup {
  /// A group of controls with a label view (shown when the group collapses into a menu).
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }

  /// A group of controls titled with a localized key.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init { LabeledControlGroupContent(content: content(), label: Text(key: titleKey)) }
  }

  /// A group of controls titled with a string.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init { LabeledControlGroupContent(content: content(), label: Text(title)) }
  }

  /// A group of controls titled with a localized key and a system image.
  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, ViewGraphCore.Label<Text, Image>> {
    self.init {
      LabeledControlGroupContent(content: content(), label: ViewGraphCore.Label(titleKey, systemImage: systemImage))
    }
  }

  /// A group of controls titled with a string and a system image.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, ViewGraphCore.Label<Text, Image>> {
    self.init {
      LabeledControlGroupContent(content: content(), label: ViewGraphCore.Label(title, systemImage: systemImage))
    }
  }

  /// A control group as its style's configuration gives it (in a custom style's body).
  public init(_ configuration: ControlGroupStyleConfiguration) where Content == ControlGroupStyleConfiguration.Content {
    self.init { configuration.content }
  }
}

// MARK: - Steppers and sliders in SwiftUI's older argument order

extension Stepper {
  /// A stepper over a bound value, with the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, value: value, bounds: nil, step: step)
  }

  /// A stepper within bounds, with the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, value: value, bounds: bounds, step: step)
  }

  /// A stepper that runs actions, with the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, shown: { "" }, up: { onIncrement?() }, down: { onDecrement?() })
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimum: nil, maximum: nil, value: value, bounds: bounds, step: nil)
  }

  /// A slider by steps, with the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimum: nil, maximum: nil, value: value, bounds: bounds, step: step)
  }
}

extension Slider {
  /// A slider with end labels, the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel, value: value, bounds: bounds,
      step: nil)
  }

  /// A slider by steps with end labels, the label view last (SwiftUI's older order).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel, value: value, bounds: bounds,
      step: step)
  }
}

// MARK: - Text fields' deprecated forms

/// A field carrying the action of a deprecated `onCommit:` form.
@MainActor
protocol CommitCarrying {
  var onCommit: (() -> Void)? { get }
}

extension TextField: CommitCarrying {}
extension SecureField: CommitCarrying {}

extension TextField where Label == Text {
  /// A text field titled with a localized key, with editing and commit actions
  /// (`host.submit` runs `onCommit`; `onEditingChanged` is kept, not run).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
    self.onCommit = onCommit
  }

  /// A text field titled with a localized key, with an editing action (kept, not run).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
  }

  /// A text field titled with a localized key, with a commit action (`host.submit` runs it).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
    self.onCommit = onCommit
  }

  /// A text field titled with a string, with editing and commit actions.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(label: Text(title), title: String(title), text: text)
    self.onCommit = onCommit
  }

  /// A text field titled with a string, with an editing action (kept, not run).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(label: Text(title), title: String(title), text: text)
  }

  /// A text field titled with a string, with a commit action (`host.submit` runs it).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(label: Text(title), title: String(title), text: text)
    self.onCommit = onCommit
  }
}

extension SecureField where Label == Text {
  /// A secure field titled with a localized key, with a commit action (`host.submit` runs it).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(label: Text(key: titleKey), title: titleKey.text, text: text)
    self.onCommit = onCommit
  }

  /// A secure field titled with a string, with a commit action (`host.submit` runs it).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(label: Text(title), title: String(title), text: text)
    self.onCommit = onCommit
  }
}

// MARK: - Controls over several sources

extension Toggle {
  /// A toggle over several sources: on while every one is on; toggling sets them all.
  public init<C: RandomAccessCollection>(
    sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, isOn: allOn(data, isOn))
  }
}

/// Whether every source is on, as a binding that sets them all.
func allOn<C: RandomAccessCollection>(_ data: C, _ keyPath: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
  let bindings = data.map { $0[keyPath: keyPath] }
  return Binding(
    deferring: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
    set: { value in for binding in bindings { binding.wrappedValue = value } })
}

extension Toggle where Label == Text {
  /// A toggle over several sources, titled with a localized key.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, isOn: allOn(data, isOn))
  }

  /// A toggle over several sources, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(label: Text(title), title: String(title), isOn: allOn(data, isOn))
  }
}

extension Toggle where Label == ViewGraphCore.Label<Text, Image> {
  /// A toggle over several sources, titled with a localized key and a system image.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text, isOn: allOn(data, isOn))
  }

  /// A toggle over several sources, titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(
      label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title), isOn: allOn(data, isOn))
  }
}
