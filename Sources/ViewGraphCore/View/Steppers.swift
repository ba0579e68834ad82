// Models SwiftUI's steppers and sliders: primitives whose leaf shows their title
// and bound value; `host.increment`, `decrement` and `setValue` drive them, one
// transaction each, clamped to their bounds and steps.
// Status: Complete.

// MARK: - Steppers and sliders

/// A control that steps a bound value up and down.
public struct Stepper<Label: View>: View, BuiltinView, AdjustableControl {
  let label: Label
  package let controlTitle: String?
  let shownValue: () -> String
  let up: () -> Void
  let down: () -> Void
  let assign: (Double) -> Bool

  package init(
    label: Label, title: String?, shown: @escaping () -> String, up: @escaping () -> Void,
    down: @escaping () -> Void, assign: @escaping (Double) -> Bool = { _ in false }
  ) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.shownValue = shown
    self.up = up
    self.down = down
    self.assign = assign
  }

  /// A stepper over a bound value, with a label view.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), title: nil, value: value, bounds: nil, step: step)
  }

  /// A stepper over a bound value within bounds, with a label view.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), title: nil, value: value, bounds: bounds, step: step)
  }

  /// A stepper that runs actions, with a label view.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), title: nil, shown: { "" }, up: { onIncrement?() }, down: { onDecrement?() })
  }

  package init<V: Strideable>(label: Label, title: String?, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride)
  {
    func clamp(_ v: V) -> V {
      guard let bounds else { return v }
      return min(max(v, bounds.lowerBound), bounds.upperBound)
    }
    self.init(
      label: label, title: title, shown: { "\(value.location.get())" },
      up: { value.wrappedValue = clamp(value.wrappedValue.advanced(by: step)) },
      down: { value.wrappedValue = clamp(value.wrappedValue.advanced(by: 0 - step)) },
      assign: { number in
        guard let typed = numericValue(number, as: V.self) else { return false }
        value.wrappedValue = clamp(typed)
        return true
      })
  }

  public var body: Never { builtinBody() }
  package func increment() { up() }
  package func decrement() { down() }
  package func setValue(_ value: Double) -> Bool { assign(value) }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Stepper", value: "\(controlTitle ?? ""): \(shownValue())")
    if !(label is Text) { expansion.add(.content, label) }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, value: value, bounds: nil, step: step)
  }

  /// A stepper titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(title), title: String(title), value: value, bounds: nil, step: step)
  }

  /// A stepper titled with a localized key, within bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(key: titleKey), title: titleKey.text, value: value, bounds: bounds, step: step)
  }

  /// A stepper titled with a string, within bounds.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(title), title: String(title), value: value, bounds: bounds, step: step)
  }

  /// A stepper titled with a localized key that runs actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(key: titleKey), title: titleKey.text, shown: { "" }, up: { onIncrement?() }, down: { onDecrement?() })
  }
}

/// A control that slides a bound value within a range.
public struct Slider<Label: View, ValueLabel: View>: View, BuiltinView, AdjustableControl {
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  package let controlTitle: String?
  let shownValue: () -> String
  let assign: (Double) -> Bool
  let stepBy: (Int) -> Void

  package init<V: BinaryFloatingPoint>(
    label: Label, minimum: ValueLabel?, maximum: ValueLabel?, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label
    self.minimumValueLabel = minimum
    self.maximumValueLabel = maximum
    self.controlTitle = plainTitle(of: label)
    func clamp(_ v: V) -> V {
      var v = min(max(v, bounds.lowerBound), bounds.upperBound)
      if let step, step > 0 {
        let steps = ((v - bounds.lowerBound) / V(step)).rounded()
        v = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
      }
      return v
    }
    shownValue = { "\(value.location.get())" }
    assign = { number in
      value.wrappedValue = clamp(V(number))
      return true
    }
    let unit = step.map { V($0) } ?? (bounds.upperBound - bounds.lowerBound) / 10
    stepBy = { direction in value.wrappedValue = clamp(value.wrappedValue + V(direction) * unit) }
  }

  public var body: Never { builtinBody() }
  package func increment() { stepBy(1) }
  package func decrement() { stepBy(-1) }
  package func setValue(_ value: Double) -> Bool { assign(value) }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Slider", value: controlTitle.map { "\($0): \(shownValue())" } ?? shownValue())
    if !(label is EmptyView) && !(label is Text) { expansion.add(.index(0), label) }
    if let minimumValueLabel { expansion.add(.index(1), minimumValueLabel) }
    if let maximumValueLabel { expansion.add(.index(2), maximumValueLabel) }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: EmptyView(), minimum: nil, maximum: nil, value: value, bounds: bounds, step: nil)
  }

  /// A slider over a range, by steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: EmptyView(), minimum: nil, maximum: nil, value: value, bounds: bounds, step: step)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider over a range, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimum: nil, maximum: nil, value: value, bounds: bounds, step: nil)
  }

  /// A slider over a range by steps, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimum: nil, maximum: nil, value: value, bounds: bounds, step: step)
  }
}

extension Slider {
  /// A slider over a range, with a label and labels for its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(), value: value,
      bounds: bounds, step: nil)
  }

  /// A slider over a range by steps, with a label and labels for its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(), value: value,
      bounds: bounds, step: step)
  }
}

/// A number as a value of a numeric type, or `nil` when the type is not numeric.
package func numericValue<V>(_ number: Double, as type: V.Type) -> V? {
  switch type {
  case is Int.Type: Int(number) as? V
  case is Double.Type: number as? V
  case is Float.Type: Float(number) as? V
  case let integer as any BinaryInteger.Type: integer.init(Int(number)) as? V
  case let floating as any BinaryFloatingPoint.Type: floating.init(number) as? V
  default: nil
  }
}
