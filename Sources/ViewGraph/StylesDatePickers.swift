// Models SwiftUI's `DatePickerStyle`: a custom style set with `datePickerStyle(_:)` has
// its `makeBody(configuration:)` realized in the picker, with the picker's label handed
// over as `configuration.label` (realized once where the body places it, custom views
// in it counted), its date as `$selection` (writing it writes the picker's binding),
// its range as `minimumDate`/`maximumDate` and its `displayedComponents`. The picker
// keeps its date as its node's leaf and takes `host.setDate(_:in:)` as before; the
// style's body is made again when the date changes. A built-in style (`.wheel`) is a
// value shown on the modifier's node; its `makeBody(configuration:)` shows the label,
// for a custom style that wraps it.
// Status: Complete for custom and built-in styles. Differs: no calendar or wheel is
// drawn; a style's body is made when its picker is expanded.

/// A style that draws a date picker from its label, date and range.
///
///     struct Stamp: DatePickerStyle {
///       func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.label; Text(configuration.selection, style: .date) }
///       }
///     }
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// Makes the picker's appearance.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What the style is given.
  typealias Configuration = DatePickerStyleConfiguration
}

/// What a date picker style is given: the label, the bound date, the range and the
/// parts of the date shown.
public struct DatePickerStyleConfiguration {
  /// The picker's label, as a view.
  @MainActor @preconcurrency
  public struct Label: View, BuiltinView {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
    package func expand(into expansion: inout Expansion) {
      expansion.showsInPath = false
      expansion.add(.content, part)
    }
  }

  /// The picker's label.
  public let label: DatePickerStyleConfiguration.Label
  /// The picked date; setting it writes the picker's binding (`$selection`).
  @Binding public var selection: Date
  /// The earliest date that can be picked, if the picker has one.
  public var minimumDate: Date?
  /// The latest date that can be picked, if the picker has one.
  public var maximumDate: Date?
  /// The parts of the date the picker shows.
  public var displayedComponents: DatePickerComponents

  init(
    label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
    displayedComponents: DatePickerComponents
  ) {
    self.label = label
    self._selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }
}

/// A built-in date picker style: its body shows the picker's label.
package protocol SystemDatePickerStyle: DatePickerStyle, SystemStyle, CustomStringConvertible {}

extension SystemDatePickerStyle {
  /// The label, under a node showing the style.
  func systemBody(_ configuration: DatePickerStyleConfiguration) -> SystemStyleBody {
    SystemStyleBody(kind: "datePickerStyle", name: description, parts: [configuration.label])
  }
}

/// The platform's date picker style: compact on iOS.
public struct DefaultDatePickerStyle: SystemDatePickerStyle {
  /// The default style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// The picker as the platform draws it.
  public func makeBody(configuration: DefaultDatePickerStyle.Configuration) -> some View { systemBody(configuration) }
}

/// A compact date picker: a button showing the date, opening a calendar.
public struct CompactDatePickerStyle: SystemDatePickerStyle {
  /// The compact style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "compact" }
  /// The picker as a compact button.
  public func makeBody(configuration: CompactDatePickerStyle.Configuration) -> some View { systemBody(configuration) }
}

/// A calendar date picker.
public struct GraphicalDatePickerStyle: SystemDatePickerStyle {
  /// The graphical style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "graphical" }
  /// The picker as a calendar.
  public func makeBody(configuration: GraphicalDatePickerStyle.Configuration) -> some View {
    systemBody(configuration)
  }
}

/// A wheel date picker.
public struct WheelDatePickerStyle: SystemDatePickerStyle {
  /// The wheel style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "wheel" }
  /// The picker as wheels.
  public func makeBody(configuration: WheelDatePickerStyle.Configuration) -> some View { systemBody(configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's date picker style.
  @MainActor @preconcurrency public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact button showing the date.
  @MainActor @preconcurrency public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  @MainActor @preconcurrency public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  @MainActor @preconcurrency public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets how date pickers below are drawn: a custom style's body is realized in each.
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("datePickerStyle", kind: "datePicker", style)
  }
}

extension DatePicker {
  /// Adds a custom style's body in the picker, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    // An open end of the range is no bound (`in: date...` has no latest date).
    let minimum = range.map(\.lowerBound).flatMap { $0 == .distantPast ? nil : $0 }
    let maximum = range.map(\.upperBound).flatMap { $0 == .distantFuture ? nil : $0 }
    let configuration = DatePickerStyleConfiguration(
      label: .init(part: AnyView(label)), selection: selection, minimumDate: minimum, maximumDate: maximum,
      displayedComponents: components)
    return expansion.addStyledBody(kind: "datePicker") { style in
      (style as? any DatePickerStyle)?.makeBody(configuration: configuration)
    }
  }
}
