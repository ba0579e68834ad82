// Models SwiftUI's `DatePicker`: a primitive control whose leaf shows its title
// and bound date; `host.setDate(_:in:)` picks a date as a user would, one
// transaction, clamped to the picker's range.
// Status: Complete.

/// A control that picks a date.
public struct DatePicker<Label: View>: View, BuiltinView, BoundControl {
  let label: Label
  package let controlTitle: String?
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: Components

  init(label: Label, title: String?, selection: Binding<Date>, range: ClosedRange<Date>?, components: Components) {
    self.label = label
    self.controlTitle = title ?? plainTitle(of: label)
    self.selection = selection
    self.range = range
    self.components = components
  }

  /// A date picker with a label view.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, range: nil, components: displayedComponents)
  }

  /// A date picker within a range, with a label view.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, range: range, components: displayedComponents)
  }

  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  public var body: Never { builtinBody() }

  /// Picks a date, clamped to the range.
  func pick(_ date: Date) {
    var date = date
    if let range { date = min(max(date, range.lowerBound), range.upperBound) }
    selection.wrappedValue = date
  }

  package func expand(into expansion: inout Expansion) {
    let date = selection.location.get()
    var shown: [String] = []
    let environment = expansion.environment
    expansion.readsEnvironment = true
    if components.contains(.date) {
      shown.append(date.formatted(environment.dateStyle(date: .abbreviated, time: .omitted)))
    }
    if components.contains(.hourAndMinute) {
      shown.append(date.formatted(environment.dateStyle(date: .omitted, time: .shortened)))
    }
    expansion.leaf = LeafContent(kind: "DatePicker", value: "\(controlTitle ?? ""): \(shown.joined(separator: " "))")
    if addStyled(into: &expansion) {
      // A custom style's body shows the date: it is made again when the date changes
      // (StylesDatePickers.swift).
      expansion.stateSignature = "\(date.timeIntervalSinceReferenceDate)"
    } else if !(label is Text) {
      expansion.add(.content, label)
    }
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.text, selection: selection, range: nil, components: displayedComponents)
  }

  /// A date picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: nil, components: displayedComponents)
  }

  /// A date picker within a range, titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.text, selection: selection, range: range, components: displayedComponents)
  }

  /// A date picker within a range, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: range, components: displayedComponents)
  }

  /// A date picker from a date on, titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.text, selection: selection,
      range: range.lowerBound...Date.distantFuture, components: displayedComponents)
  }

  /// A date picker up to a date, titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.text, selection: selection,
      range: Date.distantPast...range.upperBound, components: displayedComponents)
  }
}

/// The parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

extension ViewHost {
  /// Picks a date in the date picker with a title, as one transaction.
  @discardableResult
  public func setDate(
    _ date: Date, in title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return input(title, near: near, as: (any DatePickerInput).self, kind: "DatePicker", at: site) { $1.pick(date) }
  }
}

/// A date picker as input reaches it, whatever its label type.
@MainActor
protocol DatePickerInput: BoundControl {
  func pick(_ date: Date)
  /// The date the picker shows.
  var shownDate: Date { get }
}

extension DatePicker: DatePickerInput {
  var shownDate: Date { selection.wrappedValue }
}
