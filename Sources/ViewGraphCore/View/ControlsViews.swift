// Models SwiftUI's `Gauge` (a primitive whose leaf is its value within its bounds,
// its labels realized, its style's `makeBody` realized when a custom one is set),
// `ColorPicker` (its leaf the bound colour, its label realized) and `OutlineGroup`
// with the lists over a tree (`List(_:children:)`): each element is a row in its own
// tracking scope, identified by its id; an element with children is a disclosure
// group, its children realized only while it is expanded (tap its label).
// Status: Complete. Differs: no input picks a colour (set the binding).

// MARK: - Gauge

/// A value within a range, shown as a gauge.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
  BuiltinView
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels?

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?,
    maximum: BoundsLabel?, marked: MarkedValueLabels?
  ) {
    let span = bounds.upperBound - bounds.lowerBound
    fraction = span == 0 ? 0 : Double(min(max((value - bounds.lowerBound) / span, 0), 1))
    self.label = label
    currentValueLabel = current
    minimumValueLabel = minimum
    maximumValueLabel = maximum
    markedValueLabels = marked
  }

  /// A gauge with every label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
      maximum: maximumValueLabel(), marked: markedValueLabels())
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let title = plainTitle(of: label).map { "\($0): " } ?? ""
    expansion.leaf = LeafContent(kind: "Gauge", value: title + "\(fraction)")
    let styled = expansion.addStyledBody(kind: "gauge") { style in
      guard let style = style as? any GaugeStyle else { return nil }
      return style.makeBody(configuration: configuration)
    }
    if styled { return }
    if !(label is Text) { expansion.add(.index(0), label) }
    if let currentValueLabel { expansion.add(.index(1), currentValueLabel) }
    if let minimumValueLabel { expansion.add(.index(2), minimumValueLabel) }
    if let maximumValueLabel { expansion.add(.index(3), maximumValueLabel) }
    if let markedValueLabels { expansion.add(.index(4), markedValueLabels) }
  }

  var configuration: GaugeStyleConfiguration {
    GaugeStyleConfiguration(
      value: fraction, label: .init(part: AnyView(label)),
      currentValueLabel: currentValueLabel.map { .init(part: AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(part: AnyView($0)) },
      maximumValueLabel: maximumValueLabel.map { .init(part: AnyView($0)) })
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil, marked: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
      marked: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with a label, a current-value label and labels for its bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
      maximum: maximumValueLabel(), marked: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label, a current-value label and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
      marked: markedValueLabels())
  }
}

/// A style that draws a gauge from its value and labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style is given.
  typealias Configuration = GaugeStyleConfiguration
  /// Makes the gauge's appearance.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is given: the value within the bounds, and the labels.
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The current-value label, as a view.
  @MainActor @preconcurrency
  public struct CurrentValueLabel: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The minimum-value label, as a view.
  @MainActor @preconcurrency
  public struct MinimumValueLabel: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The maximum-value label, as a view.
  @MainActor @preconcurrency
  public struct MaximumValueLabel: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// A marked value's label, as a view.
  @MainActor @preconcurrency
  public struct MarkedValueLabel: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The value within the bounds, from 0 to 1.
  public var value: Double
  /// The label.
  public var label: Label
  /// The current-value label, if any.
  public var currentValueLabel: CurrentValueLabel?
  /// The minimum-value label, if any.
  public var minimumValueLabel: MinimumValueLabel?
  /// The maximum-value label, if any.
  public var maximumValueLabel: MaximumValueLabel?
}

/// The parts of a gauge as a built-in style shows them.
@MainActor private func gaugeParts(_ configuration: GaugeStyleConfiguration) -> DefaultStyleBody {
  var parts: [any View] = [configuration.label]
  if let current = configuration.currentValueLabel { parts.append(current) }
  if let minimum = configuration.minimumValueLabel { parts.append(minimum) }
  if let maximum = configuration.maximumValueLabel { parts.append(maximum) }
  return DefaultStyleBody(name: "Gauge", parts: parts)
}

/// The platform's gauge style.
public struct DefaultGaugeStyle: GaugeStyle, SystemStyle, CustomStringConvertible {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// Shows the labels.
  public func makeBody(configuration: Configuration) -> some View { gaugeParts(configuration) }
}

/// A bar filling with the value.
public struct LinearCapacityGaugeStyle: GaugeStyle, SystemStyle, CustomStringConvertible {
  /// The linear capacity style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "linearCapacity" }
  /// Shows the labels.
  public func makeBody(configuration: Configuration) -> some View { gaugeParts(configuration) }
}

/// A bar with a marker, for widgets and complications.
public struct AccessoryLinearGaugeStyle: GaugeStyle, SystemStyle, CustomStringConvertible {
  /// The accessory linear style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "accessoryLinear" }
  /// Shows the labels.
  public func makeBody(configuration: Configuration) -> some View { gaugeParts(configuration) }
}

/// A bar filling with the value, for widgets and complications.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, SystemStyle, CustomStringConvertible {
  /// The accessory linear capacity style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "accessoryLinearCapacity" }
  /// Shows the labels.
  public func makeBody(configuration: Configuration) -> some View { gaugeParts(configuration) }
}

/// An open ring with a marker, for widgets and complications.
public struct AccessoryCircularGaugeStyle: GaugeStyle, SystemStyle, CustomStringConvertible {
  /// The accessory circular style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "accessoryCircular" }
  /// Shows the labels.
  public func makeBody(configuration: Configuration) -> some View { gaugeParts(configuration) }
}

/// A ring filling with the value, for widgets and complications.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, SystemStyle, CustomStringConvertible {
  /// The accessory circular capacity style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "accessoryCircularCapacity" }
  /// Shows the labels.
  public func makeBody(configuration: Configuration) -> some View { gaugeParts(configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's gauge style.
  @preconcurrency public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filling with the value.
  @preconcurrency public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker.
  @preconcurrency public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filling with the value, for widgets.
  @preconcurrency public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker.
  @preconcurrency public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filling with the value.
  @preconcurrency public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// Sets how gauges below are drawn: a custom style's body is realized for each.
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("gaugeStyle", kind: "gauge", style)
  }
}

// MARK: - ColorPicker

/// A control that picks a colour; its leaf shows the bound colour.
public struct ColorPicker<Label: View>: View, BuiltinView, BoundControl {
  let label: Label
  package let controlTitle: String?
  let selection: Binding<Color>
  let supportsOpacity: Bool

  /// A colour picker with a label view.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.controlTitle = plainTitle(of: self.label)
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  init(label: Label, title: String, selection: Binding<Color>, supportsOpacity: Bool) {
    self.label = label
    self.controlTitle = title
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "ColorPicker", value: "\(controlTitle ?? ""): \(selection.location.get())")
    if !(label is Text) { expansion.add(.content, label) }
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(label: Text(key: titleKey), title: titleKey.text, selection: selection, supportsOpacity: supportsOpacity)
  }

  /// A colour picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(label: Text(title), title: String(title), selection: selection, supportsOpacity: supportsOpacity)
  }
}

// MARK: - OutlineGroup

/// The children of an outline group's element, realized while its disclosure group is expanded.
public struct OutlineSubgroupChildren: View, BuiltinView {
  let children: any View
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, children)
  }
}

/// A tree of elements: each with children is a disclosure group, its children
/// realized while it is expanded; each row is in its own tracking scope.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup>: View, BuiltinView {
  let elements: [Data.Element]
  let id: (Data.Element) -> ID
  let children: (Data.Element) -> Data?
  let row: (Data.Element) -> any View

  init(
    elements: [Data.Element], id: @escaping (Data.Element) -> ID, children: @escaping (Data.Element) -> Data?,
    row: @escaping (Data.Element) -> any View
  ) {
    self.elements = elements
    self.id = id
    self.children = children
    self.row = row
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    for element in elements {
      let content = node(for: element)
      expansion.children.append(
        ChildSpec(
          key: .explicit(AnyHashableSendable(id(element))), source: .row(label: nil, content: RowContent(content))))
    }
  }

  /// An element's row: a disclosure group over its children when it has any.
  func node(for element: Data.Element) -> @MainActor () -> any View {
    let row = self.row
    guard let children = self.children(element) else { return { row(element) } }
    let subtree = OutlineGroup(elements: Array(children), id: id, children: self.children, row: row)
    return {
      DisclosureGroup(
        label: AnyView(erasing: row(element)) ?? AnyView(EmptyView()), title: nil, isExpanded: nil,
        content: OutlineSubgroupChildren(children: subtree))
    }
  }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// A tree from a root element, identified by a key path.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(elements: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, row: { content($0) })
  }

  /// A forest of elements, identified by a key path.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(
      elements: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, row: { content($0) })
  }
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
  Data.Element: Identifiable
{
  /// A tree from a root identifiable element.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(elements: [root], id: { $0.id }, children: { $0[keyPath: children] }, row: { content($0) })
  }

  /// A forest of identifiable elements.
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(elements: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, row: { content($0) })
  }
}

extension List {
  /// A list of a tree of identifiable elements: elements with children are disclosure groups.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of a tree of elements identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  /// A list of a tree of identifiable elements with a single selection.
  public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of a tree of elements identified by a key path, with a single selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
  {
    self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension OutlineGroup: RowFlattening {
  /// In a list, each top-level element is a row of its own.
  func appendRows(to rows: inout LazyRows, key: ChildKey) {
    for element in elements {
      rows.specs.append(
        ChildSpec(
          key: .nested(key, .explicit(AnyHashableSendable(id(element)))),
          source: .row(label: nil, content: RowContent(node(for: element)))))
    }
  }
}
