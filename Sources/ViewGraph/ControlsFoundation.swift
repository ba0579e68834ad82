public import ViewGraphCore

// The controls' initializers and values whose SwiftUI signatures take Foundation
// types: text fields editing a value through a format or a `Formatter` (the value
// shown formatted, what parses written, as ViewGraphCore's formatted fields do),
// steppers with a format, list section spacing and the date picker styles.
// Status: Complete. Differs: a `Formatter` parses only as a `NumberFormatter` or a
// `DateFormatter` does (other formatters show their value and write nothing).

// MARK: - Text fields with a format or a formatter

extension TextField {
  /// A text field with a label view, editing a value through a format.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(label: label(), title: nil, format: formatField(value, format))
  }

  /// A text field with a label view, editing an optional value through a format.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(label: label(), title: nil, format: formatField(value, format))
  }

  /// A text field with a label view, editing a value through a formatter.
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, format: formatterField(value, formatter))
  }
}

extension TextField where Label == Text {
  /// A text field titled with a localized key, editing a value through a formatter.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(label: Text(titleKey), title: titleKey.text, format: formatterField(value, formatter))
  }

  /// A text field titled with a string, editing a value through a formatter.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(label: Text(title), title: String(title), format: formatterField(value, formatter))
  }

  /// A text field titled with a localized key, editing a value through a formatter, with a prompt.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(label: Text(titleKey), title: titleKey.text, format: formatterField(value, formatter))
  }

  /// A text field titled with a string, editing a value through a formatter, with a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(label: Text(title), title: String(title), format: formatterField(value, formatter))
  }

  /// A text field titled with a localized key, editing a value through a formatter,
  /// with editing and commit actions (`host.submit` runs `onCommit`).
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(label: Text(titleKey), title: titleKey.text, format: formatterField(value, formatter))
    self.onCommit = onCommit
  }

  /// A text field titled with a localized key, editing a value through a formatter,
  /// with an editing action (kept, not run).
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(label: Text(titleKey), title: titleKey.text, format: formatterField(value, formatter))
  }

  /// A text field titled with a localized key, editing a value through a formatter,
  /// with a commit action (`host.submit` runs it).
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
  ) {
    self.init(label: Text(titleKey), title: titleKey.text, format: formatterField(value, formatter))
    self.onCommit = onCommit
  }

  /// A text field titled with a string, editing a value through a formatter, with
  /// editing and commit actions.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(label: Text(title), title: String(title), format: formatterField(value, formatter))
    self.onCommit = onCommit
  }

  /// A text field titled with a string, editing a value through a formatter, with an
  /// editing action (kept, not run).
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(label: Text(title), title: String(title), format: formatterField(value, formatter))
  }

  /// A text field titled with a string, editing a value through a formatter, with a
  /// commit action.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
  ) {
    self.init(label: Text(title), title: String(title), format: formatterField(value, formatter))
    self.onCommit = onCommit
  }
}

/// A field's format over a value: it shows the value formatted and writes what parses.
private func formatField<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> FieldFormat
where F.FormatOutput == String {
  let format = format.locale(EnvironmentValues().locale)
  return FieldFormat(
    formatted: { format.format(value.location.get()) },
    commit: { text in
      guard let parsed = try? format.parseStrategy.parse(text) else { return false }
      value.wrappedValue = parsed
      return true
    })
}

/// A field's format over an optional value: an empty text writes `nil`.
private func formatField<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> FieldFormat
where F.FormatOutput == String {
  let format = format.locale(EnvironmentValues().locale)
  return FieldFormat(
    formatted: { value.location.get().map { format.format($0) } ?? "" },
    commit: { text in
      if text.isEmpty {
        value.wrappedValue = nil
        return true
      }
      guard let parsed = try? format.parseStrategy.parse(text) else { return false }
      value.wrappedValue = parsed
      return true
    })
}

/// A field's formatter over a value: the value shown through the formatter, a text
/// that a number or date formatter parses to the value's type written.
private func formatterField<V>(_ value: Binding<V>, _ formatter: Formatter) -> FieldFormat {
  nonisolated(unsafe) let formatter = formatter
  return FieldFormat(
    formatted: { formatter.string(for: value.location.get()) ?? "\(value.location.get())" },
    commit: { text in
      let parsed: Any?
      if let numbers = formatter as? NumberFormatter {
        let number = numbers.number(from: text)
        parsed = number.flatMap { number -> Any? in
          switch V.self {
          case is Int.Type: number.intValue
          case is Double.Type: number.doubleValue
          case is Float.Type: number.floatValue
          case is Decimal.Type: number.decimalValue
          default: number
          }
        }
      } else if let dates = formatter as? DateFormatter {
        parsed = dates.date(from: text)
      } else {
        parsed = nil
      }
      guard let typed = parsed as? V else { return false }
      value.wrappedValue = typed
      return true
    })
}

// MARK: - Steppers with a format

extension Stepper {
  /// A stepper with a label view, showing its value through a format.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryNumeric, F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(label: label(), title: nil, value: value, bounds: nil, step: step)
  }

  /// A stepper within bounds with a label view, showing its value through a format.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
    format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryNumeric, F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(label: label(), title: nil, value: value, bounds: bounds, step: step)
  }
}

extension Stepper where Label == Text {
  /// A stepper within bounds titled with a localized key, showing its value through a format.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryNumeric, F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(label: Text(titleKey), title: titleKey.text, value: value, bounds: bounds, step: step)
  }

  /// A stepper within bounds titled with a string, showing its value through a format.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryNumeric, F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(label: Text(title), title: String(title), value: value, bounds: bounds, step: step)
  }
}

// MARK: - List section spacing

/// The spacing between the sections of a list.
public struct ListSectionSpacing: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's spacing.
  public static let `default` = ListSectionSpacing(name: "default")
  /// A compact spacing.
  public static let compact = ListSectionSpacing(name: "compact")
  /// A spacing of a length.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(name: "custom(\(Double(spacing)))")
  }
}

extension View {
  /// Sets the spacing between the sections of lists below.
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, VisualModifier> {
    visual("listSectionSpacing", "\(spacing)")
  }
}
