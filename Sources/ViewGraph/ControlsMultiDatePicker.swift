// Models SwiftUI's `MultiDatePicker`: a primitive control whose leaf shows its title
// and how many dates are selected (the bound set of date components), its label
// view realized. Status: Partial. Differs: no input picks dates (set the binding);
// the range is kept, not enforced.

/// A control that picks several dates.
public struct MultiDatePicker<Label: View>: View, BuiltinView, BoundControl {
  let label: Label
  package let controlTitle: String?
  let selection: Binding<Set<DateComponents>>

  init(label: Label, title: String?, selection: Binding<Set<DateComponents>>) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.selection = selection
  }

  /// A picker of dates with a label view.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, selection: selection)
  }

  /// A picker of dates within a range, with a label view.
  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, selection: selection)
  }

  /// A picker of dates from a date on, with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection)
  }

  /// A picker of dates up to a date, with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection)
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let count = selection.location.get().count
    expansion.leaf = LeafContent(
      kind: "MultiDatePicker", value: "\(controlTitle ?? ""): \(count) date\(count == 1 ? "" : "s")")
    if !(label is Text) { expansion.add(.content, label) }
  }
}

extension MultiDatePicker where Label == Text {
  /// A picker of dates titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(label: Text(titleKey), title: titleKey.text, selection: selection)
  }

  /// A picker of dates titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(label: Text(title), title: String(title), selection: selection)
  }

  /// A picker of dates within a range, titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(label: Text(titleKey), title: titleKey.text, selection: selection)
  }

  /// A picker of dates within a range, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(label: Text(title), title: String(title), selection: selection)
  }
}
