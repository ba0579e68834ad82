// Models SwiftUI's `TableStyle`: a custom style set with `tableStyle(_:)` has its
// `makeBody(configuration:)` realized in the table (custom views in it are counted).
// SwiftUI's configuration hands the style nothing of the table, so the table keeps its
// headers and rows. A built-in style (`.inset`) is a value shown on the modifier's node.
// Status: Complete for custom and built-in styles. Differs: the table's own drawing is
// not replaced; a style's body is made when its table is expanded.

/// A style that draws a table.
@MainActor @preconcurrency
public protocol TableStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// Makes the table's appearance.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What the style is given.
  typealias Configuration = TableStyleConfiguration
}

/// What a table style is given (nothing of the table, in SwiftUI).
public struct TableStyleConfiguration {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle, SystemStyle, CustomStringConvertible {
  nonisolated init() {}
  nonisolated public var description: String { "automatic" }
  /// The table as the platform draws it.
  public func makeBody(configuration: AutomaticTableStyle.Configuration) -> some View {
    SystemStyleBody(kind: "tableStyle", name: description, parts: [])
  }
}

/// A table with its rows inset.
public struct InsetTableStyle: TableStyle, SystemStyle, CustomStringConvertible {
  /// The inset style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "inset" }
  /// The table with its rows inset.
  public func makeBody(configuration: InsetTableStyle.Configuration) -> some View {
    SystemStyleBody(kind: "tableStyle", name: description, parts: [])
  }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table style.
  @MainActor @preconcurrency public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows inset.
  @MainActor @preconcurrency public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
  /// Sets how tables below are drawn: a custom style's body is realized in each.
  nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("tableStyle", kind: "table", style)
  }
}

extension Table {
  /// Adds a custom style's body in the table, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    expansion.addStyledBody(kind: "table") { style in
      (style as? any TableStyle)?.makeBody(configuration: TableStyleConfiguration())
    }
  }
}
