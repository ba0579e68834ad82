// Models SwiftUI's formatted values: `Text(_:format:)`, `Text(_:style:)` for dates,
// format interpolations in localized keys, `TextField(_:value:format:)` and
// `LabeledContent(_:value:format:)`. Formatting happens where SwiftUI does it, in
// the primitive, so the formatted string is the leaf and a changed value is a
// leaf update.
// Status: Complete. Differs: relative date styles (`.relative`, `.offset`,
// `.timer`) show the date they count from, not a running count, so the screen does
// not change by itself. A text field with a format keeps the text being edited as
// its draft and writes the value on each keystroke that parses (SwiftUI writes it
// on submit).

extension Text {
  /// Shows a value formatted by a format style, with the environment's locale.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(deferred: DeferredFormat(key: "\(input) \(format)") { format.locale($0.locale).format(input) })
  }

  /// Shows a date in a style, with the environment's locale, calendar and time zone.
  nonisolated public init(_ date: Date, style: DateStyle) {
    self.init(deferred: DeferredFormat(key: "\(date) \(style.name)") { style.format(date, in: $0) })
  }

  /// Shows a range of dates.
  nonisolated public init(_ dates: ClosedRange<Date>) {
    self.init(
      deferred: DeferredFormat(key: "\(dates)") {
        "\(DateStyle.date.format(dates.lowerBound, in: $0)) – \(DateStyle.date.format(dates.upperBound, in: $0))"
      })
  }

  /// Shows a date interval.
  nonisolated public init(_ interval: DateInterval) {
    self.init(
      deferred: DeferredFormat(key: "\(interval)") {
        "\(DateStyle.date.format(interval.start, in: $0)) – \(DateStyle.date.format(interval.end, in: $0))"
      })
  }

  /// How a date is shown.
  public struct DateStyle: Sendable, Equatable, Codable {
    let name: String
    static let all: [DateStyle] = [.date, .time, .relative, .offset, .timer]

    /// Encodes the style as its name (`"relative"`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    }

    /// Decodes a style from its name; another name is a data-corrupted error.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let name = try container.decode(String.self)
      guard let style = Self.all.first(where: { $0.name == name }) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(name)' is not a date style (date, time, relative, offset, timer).")
      }
      self = style
    }

    private init(name: String) { self.name = name }
    /// The date.
    public static let date = DateStyle(name: "date")
    /// The time.
    public static let time = DateStyle(name: "time")
    /// Relative to now (shown as the date it counts from).
    public static let relative = DateStyle(name: "relative")
    /// An offset from now (shown as the date it counts from).
    public static let offset = DateStyle(name: "offset")
    /// A timer (shown as the date it counts from).
    public static let timer = DateStyle(name: "timer")

    func format(_ date: Date, in environment: EnvironmentValues = EnvironmentValues()) -> String {
      switch name {
      case "date": date.formatted(environment.dateStyle(date: .abbreviated, time: .omitted))
      case "time": date.formatted(environment.dateStyle(date: .omitted, time: .shortened))
      default: "\(name) from \(date.formatted(.iso8601))"
      }
    }
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A value formatted by a format style.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendLiteral(format.locale(EnvironmentValues().locale).format(input))
  }

  /// A date in a style.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendLiteral(style.format(date))
  }
}

extension TextField where Label == Text {
  /// A text field editing a value through a format, titled with a localized key.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(titleKey), title: titleKey.text, format: fieldFormat(value, format))
  }

  /// A text field editing a value through a format, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(title), title: String(title), format: fieldFormat(value, format))
  }

  /// A text field editing an optional value through a format, titled with a localized key.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(titleKey), title: titleKey.text, format: fieldFormat(value, format))
  }

  /// A text field editing an optional value through a format, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(title), title: String(title), format: fieldFormat(value, format))
  }
}

/// A field's format over a value: it shows the value formatted and writes what parses.
private func fieldFormat<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> FieldFormat
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
private func fieldFormat<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> FieldFormat
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

extension LabeledContent where Label == Text, Content == Text {
  /// A value formatted by a format style, with a localized label.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(titleKey), content: Text(value, format: format))
  }

  /// A value formatted by a format style, with a string label.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(title), content: Text(value, format: format))
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key, showing its value through a format.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryNumeric, F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(label: Text(titleKey), title: titleKey.text, value: value, bounds: nil, step: step)
  }
}

/// Numbers a stepper with a format steps.
public protocol BinaryNumeric: Numeric {}
extension Int: BinaryNumeric {}
extension Double: BinaryNumeric {}
extension Float: BinaryNumeric {}
extension Decimal: BinaryNumeric {}

// MARK: - Localized keys and named colours

extension Text {
  /// Shows a localized key (here, its text as written: nothing is localized).
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.init(key: key)
  }
}

extension Color {
  /// A colour from the app's asset catalog, by name.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.init(name: name) }
}

// MARK: - Locale, calendar and time zone

extension EnvironmentValues {
  /// The locale of the views below: the one formats use (en_US unless set, so that
  /// figures do not depend on the machine).
  public var locale: Locale {
    get { formatting["locale"] as? Locale ?? Locale(identifier: "en_US") }
    set { formatting["locale"] = newValue }
  }

  /// The calendar of the views below (Gregorian unless set).
  public var calendar: Calendar {
    get { formatting["calendar"] as? Calendar ?? Calendar(identifier: .gregorian) }
    set { formatting["calendar"] = newValue }
  }

  /// The time zone of the views below (UTC unless set).
  public var timeZone: TimeZone {
    get { formatting["timeZone"] as? TimeZone ?? TimeZone(identifier: "UTC") ?? .current }
    set { formatting["timeZone"] = newValue }
  }

  /// A date format in this environment's locale, calendar and time zone.
  func dateStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> Date.FormatStyle {
    Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
  }
}
