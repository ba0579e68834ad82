// Models SwiftUI's system format styles (`SystemFormatStyle`): a date referred to
// from another (`in 2 hours`, `5 minutes ago`, or the date itself past a threshold),
// an offset to a date (`+1 hour, 5 minutes`, `-3:46`), a stopwatch from a date
// (`1:05.20`) and a timer over an interval (`4:30`). Each formats the date it is given,
// so `Text(date, format: .timer(countingDownIn: interval))` shows the value at that
// date: deterministic, a changed date is a leaf update.
// Status: Complete for what is shown. Differs: the relative wording is English; the
// engine does not advance time, so a text shows the date it was given.

/// The format styles of SwiftUI's live dates: references, offsets, stopwatches and timers.
public enum SystemFormatStyle {
  /// Refers to a date from the date formatted: relatively within the threshold, else the date.
  public struct DateReference: FormatStyle, DiscreteFormatStyle, Sendable, Hashable, Codable {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    var date: Date
    var allowedFields: Set<Date.RelativeFormatStyle.Field>
    var maxFieldCount: Int
    var thresholdField: Date.RelativeFormatStyle.Field
    var locale = Locale(identifier: "en_US")
    var calendar = SystemFormats.calendar

    /// A reference to a date.
    /// - Parameters:
    ///   - date: The date referred to.
    ///   - allowedFields: The units a relative reference may use.
    ///   - maxFieldCount: The number of units shown at once.
    ///   - thresholdField: The unit past which the date itself is shown.
    public init(
      to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
      maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) {
      self.date = date
      self.allowedFields = allowedFields.union([thresholdField])
      self.maxFieldCount = maxFieldCount
      self.thresholdField = thresholdField
    }

    /// The reference as seen from a date.
    public func format(_ value: Date) -> AttributedString {
      let seconds = date.timeIntervalSince(value)
      let threshold = SystemFormats.seconds(of: thresholdField)
      guard abs(seconds) < threshold else {
        let style = Date.FormatStyle(
          date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        return AttributedString(date.formatted(style))
      }
      let units = SystemFormats.units(abs(seconds), allowed: allowedFields, count: maxFieldCount)
      if units.isEmpty { return AttributedString("now") }
      return AttributedString(seconds > 0 ? "in \(units)" : "\(units) ago")
    }

    /// The same reference in a locale.
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
      var copy = self
      copy.locale = locale
      return copy
    }
    /// The same reference in a calendar.
    public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
      var copy = self
      copy.calendar = calendar
      return copy
    }

    /// The latest date before `input` at which the text changes.
    public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
    /// The earliest date after `input` at which the text changes.
    public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
    /// The date just before `input`.
    public func input(before input: Date) -> Date? {
      Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextDown)
    }
    /// The date just after `input`.
    public func input(after input: Date) -> Date? {
      Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextUp)
    }
  }

  /// The offset from a date to the date formatted, signed.
  public struct DateOffset: FormatStyle, DiscreteFormatStyle, Sendable, Hashable, Codable {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    var anchor: Date
    var allowedFields: Set<Date.ComponentsFormatStyle.Field>
    var maxFieldCount: Int
    var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
    var locale = Locale(identifier: "en_US")
    var calendar = SystemFormats.calendar

    /// An offset to a date.
    /// - Parameters:
    ///   - anchor: The date the offset is measured to.
    ///   - allowedFields: The units the offset may use.
    ///   - maxFieldCount: The number of units shown at once.
    ///   - sign: When a sign is shown.
    public init(
      to anchor: Date,
      allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
      maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) {
      self.anchor = anchor
      self.allowedFields = allowedFields
      self.maxFieldCount = maxFieldCount
      self.sign = sign
    }

    /// The offset of a date from the anchor: a clock (`-3:46`) within hours, else units.
    public func format(_ value: Date) -> AttributedString {
      let seconds = value.timeIntervalSince(anchor)
      let magnitude = abs(seconds)
      let body =
        magnitude < 86_400 && allowedFields.isSuperset(of: [.minute, .second])
        ? TimerText.clock(Int(magnitude), showsHours: allowedFields.contains(.hour))
        : SystemFormats.units(magnitude, allowed: allowedFields, count: maxFieldCount)
      let shownSign: String
      if sign == .never {
        shownSign = ""
      } else if seconds < 0 {
        shownSign = "-"
      } else if sign == .always() || (sign == .always(includingZero: false) && seconds > 0) {
        shownSign = "+"
      } else {
        shownSign = ""
      }
      return AttributedString(shownSign + (body.isEmpty ? "0:00" : body))
    }

    /// The same offset in a locale.
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateOffset {
      var copy = self
      copy.locale = locale
      return copy
    }
    /// The same offset in a calendar.
    public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
      var copy = self
      copy.calendar = calendar
      return copy
    }

    /// The latest date before `input` at which the text changes.
    public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
    /// The earliest date after `input` at which the text changes.
    public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
    /// The date just before `input`.
    public func input(before input: Date) -> Date? {
      Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextDown)
    }
    /// The date just after `input`.
    public func input(after input: Date) -> Date? {
      Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextUp)
    }
  }

  /// A stopwatch counting up from a date: `m:ss.SS`, with hours once there are some.
  public struct Stopwatch: FormatStyle, DiscreteFormatStyle, Sendable, Hashable, Codable {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    var startDate: Date
    var showsHours: Bool
    var maxFieldCount: Int
    var maxPrecision: Duration
    var locale = Locale(identifier: "en_US")

    /// A stopwatch from a date.
    /// - Parameters:
    ///   - startDate: The date it counts from (earlier dates show zero).
    ///   - showsHours: Whether hours are a field of their own.
    ///   - maxFieldCount: The number of fields shown (hours, minutes, seconds, fractions).
    ///   - maxPrecision: The smallest step shown.
    public init(
      startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
      maxPrecision: Duration = .milliseconds(10)
    ) {
      self.startDate = startDate
      self.showsHours = showsHours
      self.maxFieldCount = maxFieldCount
      self.maxPrecision = maxPrecision
    }

    /// The time elapsed from the start to a date.
    public func format(_ value: Date) -> AttributedString {
      let elapsed = max(0, value.timeIntervalSince(startDate))
      let step = SystemFormats.seconds(of: maxPrecision)
      // A little over the step's count: a date's own rounding keeps 65.2 s from being 65.19.
      let stepped = (elapsed / step + 1e-4).rounded(.down) * step
      let whole = Int(stepped)
      let clock = TimerText.clock(whole, showsHours: showsHours)
      let digits = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
      let fields = whole >= 3600 && showsHours ? 3 : 2
      guard digits > 0, maxFieldCount > fields else { return AttributedString(clock) }
      let fraction = CFormat.fixed(stepped - Double(whole), digits: digits).dropFirst()
      return AttributedString(clock + fraction)
    }

    /// The same stopwatch in a locale.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch {
      var copy = self
      copy.locale = locale
      return copy
    }

    /// The latest date before `input` at which the text changes.
    public func discreteInput(before input: Date) -> Date? {
      input.addingTimeInterval(-SystemFormats.seconds(of: maxPrecision))
    }
    /// The earliest date after `input` at which the text changes.
    public func discreteInput(after input: Date) -> Date? {
      input.addingTimeInterval(SystemFormats.seconds(of: maxPrecision))
    }
  }

  /// A timer over an interval: the time left (counting down) or passed (counting up).
  public struct Timer: FormatStyle, DiscreteFormatStyle, Sendable, Hashable, Codable {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    var interval: Range<Date>
    var countsDown: Bool
    var showsHours: Bool
    var maxFieldCount: Int
    var maxPrecision: Duration
    var locale = Locale(identifier: "en_US")

    /// A timer counting down over an interval.
    /// - Parameters:
    ///   - interval: The interval.
    ///   - showsHours: Whether hours are a field of their own.
    ///   - maxFieldCount: The number of fields shown.
    ///   - maxPrecision: The smallest step shown.
    public init(
      countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
      maxPrecision: Duration = .seconds(1)
    ) {
      self.interval = interval
      countsDown = true
      self.showsHours = showsHours
      self.maxFieldCount = maxFieldCount
      self.maxPrecision = maxPrecision
    }

    /// A timer counting up over an interval.
    /// - Parameters:
    ///   - interval: The interval.
    ///   - showsHours: Whether hours are a field of their own.
    ///   - maxFieldCount: The number of fields shown.
    ///   - maxPrecision: The smallest step shown.
    public init(
      countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
      maxPrecision: Duration = .seconds(1)
    ) {
      self.init(
        countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
      countsDown = false
    }

    /// The timer at a date (clamped to the interval).
    public func format(_ value: Date) -> AttributedString {
      AttributedString(
        TimerText.text(
          interval.lowerBound...interval.upperBound, at: value, countsDown: countsDown, showsHours: showsHours))
    }

    /// The same timer in a locale.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Timer {
      var copy = self
      copy.locale = locale
      return copy
    }

    /// The latest date before `input` at which the text changes.
    public func discreteInput(before input: Date) -> Date? {
      input > interval.lowerBound ? input.addingTimeInterval(-SystemFormats.seconds(of: maxPrecision)) : nil
    }
    /// The earliest date after `input` at which the text changes.
    public func discreteInput(after input: Date) -> Date? {
      input < interval.upperBound ? input.addingTimeInterval(SystemFormats.seconds(of: maxPrecision)) : nil
    }
  }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
  /// A reference to a date from the date formatted.
  /// - Parameters:
  ///   - date: The date referred to.
  ///   - allowedFields: The units a relative reference may use.
  ///   - maxFieldCount: The number of units shown at once.
  ///   - thresholdField: The unit past which the date itself is shown.
  /// - Returns: The format style.
  public static func reference(
    to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
  ) -> SystemFormatStyle.DateReference {
    SystemFormatStyle.DateReference(
      to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
  }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
  /// The offset from a date to the date formatted.
  /// - Parameters:
  ///   - anchor: The date the offset is measured to.
  ///   - allowedFields: The units the offset may use.
  ///   - maxFieldCount: The number of units shown at once.
  ///   - sign: When a sign is shown.
  /// - Returns: The format style.
  public static func offset(
    to anchor: Date,
    allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
  ) -> SystemFormatStyle.DateOffset {
    SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
  }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
  /// A stopwatch from a date.
  /// - Parameters:
  ///   - startDate: The date it counts from.
  ///   - showsHours: Whether hours are a field of their own.
  ///   - maxFieldCount: The number of fields shown.
  ///   - maxPrecision: The smallest step shown.
  /// - Returns: The format style.
  public static func stopwatch(
    startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
    maxPrecision: Duration = .milliseconds(10)
  ) -> SystemFormatStyle.Stopwatch {
    SystemFormatStyle.Stopwatch(
      startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
  /// A timer counting down over an interval.
  /// - Parameters:
  ///   - interval: The interval.
  ///   - showsHours: Whether hours are a field of their own.
  ///   - maxFieldCount: The number of fields shown.
  ///   - maxPrecision: The smallest step shown.
  /// - Returns: The format style.
  public static func timer(
    countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
    maxPrecision: Duration = .seconds(1)
  ) -> SystemFormatStyle.Timer {
    SystemFormatStyle.Timer(
      countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }

  /// A timer counting up over an interval.
  /// - Parameters:
  ///   - interval: The interval.
  ///   - showsHours: Whether hours are a field of their own.
  ///   - maxFieldCount: The number of fields shown.
  ///   - maxPrecision: The smallest step shown.
  /// - Returns: The format style.
  public static func timer(
    countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
    maxPrecision: Duration = .seconds(1)
  ) -> SystemFormatStyle.Timer {
    SystemFormatStyle.Timer(
      countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }
}

extension Text {
  /// Shows a value formatted by a format style whose output is attributed (the system
  /// formats), with the environment's locale.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
    self.init(
      deferred: DeferredFormat(key: "\(input) \(format)") {
        String(format.locale($0.locale).format(input).characters)
      })
  }
}

/// The arithmetic the system formats share.
enum SystemFormats {
  /// The calendar a format uses unless given one: Gregorian in UTC, so that figures do
  /// not depend on the machine (as the environment's calendar and time zone).
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  /// The length of a field's unit, in seconds.
  static func seconds(of field: Date.ComponentsFormatStyle.Field) -> Double {
    switch field {
    case .year: 365 * 86_400
    case .month: 30 * 86_400
    case .week: 7 * 86_400
    case .day: 86_400
    case .hour: 3600
    case .minute: 60
    default: 1
    }
  }

  /// A duration in seconds.
  static func seconds(of duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// A length of time in the largest allowed units, at most `count` of them (`1 hour, 5 minutes`).
  static func units(_ seconds: Double, allowed: Set<Date.ComponentsFormatStyle.Field>, count: Int) -> String {
    let names: [(Date.ComponentsFormatStyle.Field, String)] = [
      (.year, "year"), (.month, "month"), (.week, "week"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
      (.second, "second"),
    ]
    var left = Int(seconds.rounded(.down))
    var parts: [String] = []
    // Fields count from the largest with a value: `1 hour, 0 minutes` shows as `1 hour`.
    var fields = 0
    for (field, name) in names where allowed.contains(field) {
      let unit = Int(Self.seconds(of: field))
      let value = left / unit
      guard value > 0 || fields > 0 else { continue }
      left -= value * unit
      fields += 1
      if value > 0 { parts.append("\(value) \(name)\(value == 1 ? "" : "s")") }
      if fields == count { break }
    }
    return parts.joined(separator: ", ")
  }
}
