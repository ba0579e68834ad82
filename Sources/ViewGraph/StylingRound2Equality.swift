// Equality and hashing of the gradient and system format values, written out as
// SwiftUI declares them: two values are equal when everything they are made of is.

extension Gradient {
  public static func == (lhs: Gradient, rhs: Gradient) -> Bool { lhs.stops == rhs.stops }
  public func hash(into hasher: inout Hasher) { hasher.combine(stops) }
}

extension Gradient.Stop {
  public static func == (lhs: Gradient.Stop, rhs: Gradient.Stop) -> Bool {
    lhs.color == rhs.color && lhs.location == rhs.location
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(color)
    hasher.combine(location)
  }
}

extension Gradient.ColorSpace {
  public static func == (lhs: Gradient.ColorSpace, rhs: Gradient.ColorSpace) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension SystemFormatStyle.DateReference {
  public static func == (lhs: SystemFormatStyle.DateReference, rhs: SystemFormatStyle.DateReference) -> Bool {
    lhs.date == rhs.date && lhs.allowedFields == rhs.allowedFields && lhs.maxFieldCount == rhs.maxFieldCount
      && lhs.thresholdField == rhs.thresholdField && lhs.locale == rhs.locale && lhs.calendar == rhs.calendar
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(date)
    hasher.combine(allowedFields)
    hasher.combine(maxFieldCount)
    hasher.combine(thresholdField)
    hasher.combine(locale)
    hasher.combine(calendar)
  }
}

extension SystemFormatStyle.DateOffset {
  public static func == (lhs: SystemFormatStyle.DateOffset, rhs: SystemFormatStyle.DateOffset) -> Bool {
    lhs.anchor == rhs.anchor && lhs.allowedFields == rhs.allowedFields && lhs.maxFieldCount == rhs.maxFieldCount
      && lhs.sign == rhs.sign && lhs.locale == rhs.locale && lhs.calendar == rhs.calendar
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(anchor)
    hasher.combine(allowedFields)
    hasher.combine(maxFieldCount)
    hasher.combine(sign)
    hasher.combine(locale)
    hasher.combine(calendar)
  }
}

extension SystemFormatStyle.Stopwatch {
  public static func == (lhs: SystemFormatStyle.Stopwatch, rhs: SystemFormatStyle.Stopwatch) -> Bool {
    lhs.startDate == rhs.startDate && lhs.showsHours == rhs.showsHours && lhs.maxFieldCount == rhs.maxFieldCount
      && lhs.maxPrecision == rhs.maxPrecision && lhs.locale == rhs.locale
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(startDate)
    hasher.combine(showsHours)
    hasher.combine(maxFieldCount)
    hasher.combine(maxPrecision)
    hasher.combine(locale)
  }
}

extension SystemFormatStyle.Timer {
  public static func == (lhs: SystemFormatStyle.Timer, rhs: SystemFormatStyle.Timer) -> Bool {
    lhs.interval == rhs.interval && lhs.countsDown == rhs.countsDown && lhs.showsHours == rhs.showsHours
      && lhs.maxFieldCount == rhs.maxFieldCount && lhs.maxPrecision == rhs.maxPrecision && lhs.locale == rhs.locale
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(interval)
    hasher.combine(countsDown)
    hasher.combine(showsHours)
    hasher.combine(maxFieldCount)
    hasher.combine(maxPrecision)
    hasher.combine(locale)
  }
}
