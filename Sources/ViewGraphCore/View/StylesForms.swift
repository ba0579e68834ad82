// Models SwiftUI's `FormStyle`: a custom style set with `formStyle(_:)` has its
// `makeBody(configuration:)` realized in the form, with the form's content handed over
// as `configuration.content` and realized once where the body places it (custom views
// in it are counted). A built-in style (`.grouped`) is a value shown on the modifier's
// node and leaves the form's content as it is; its `makeBody(configuration:)` shows the
// content, for a custom style that wraps it.
// Status: Complete for custom and built-in styles. Differs: nothing is laid out in
// rows or columns; a style's body is made when its form is expanded.

/// A style that makes a form from its content.
///
///     struct Card: FormStyle {
///       func makeBody(configuration: Configuration) -> some View {
///         ScrollView { VStack { configuration.content } }
///       }
///     }
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// Makes the form from its content.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What the style is given.
  typealias Configuration = FormStyleConfiguration
}

/// What a form style is given: the form's content.
public struct FormStyleConfiguration {
  /// The form's content, as a view.
  @MainActor @preconcurrency
  public struct Content: View, StylePart {
    let part: AnyView
    public typealias Body = Never
    public var body: Never { builtinBody() }
  }

  /// The form's content.
  public let content: FormStyleConfiguration.Content
}

/// The body of a built-in style, made for a custom style that wraps it: the parts of
/// the control it is given, under a node showing the style.
package struct SystemStyleBody: View, BuiltinView {
  let kind: String
  let name: String
  let parts: [any View]

  /// A body showing a style of a kind (`formStyle`) with the parts it draws.
  package init(kind: String, name: String, parts: [any View]) {
    self.kind = kind
    self.name = name
    self.parts = parts
  }

  package var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: kind, value: name)
    for (index, part) in parts.enumerated() { expansion.add(.index(index), part) }
  }
}

/// The platform's form style: grouped on iOS.
public struct AutomaticFormStyle: FormStyle, SystemStyle, CustomStringConvertible {
  /// The automatic style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "automatic" }
  /// The form's content, as the style draws it.
  public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View {
    SystemStyleBody(kind: "formStyle", name: description, parts: [configuration.content])
  }
}

/// Sections in rounded groups, as iOS settings show them.
public struct GroupedFormStyle: FormStyle, SystemStyle, CustomStringConvertible {
  /// The grouped style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "grouped" }
  /// The form's content, as the style draws it.
  public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View {
    SystemStyleBody(kind: "formStyle", name: description, parts: [configuration.content])
  }
}

/// Labels and controls in two columns.
public struct ColumnsFormStyle: FormStyle, SystemStyle, CustomStringConvertible {
  /// The columns style.
  @preconcurrency public init() {}
  nonisolated public var description: String { "columns" }
  /// The form's content, as the style draws it.
  public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View {
    SystemStyleBody(kind: "formStyle", name: description, parts: [configuration.content])
  }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's form style.
  @MainActor @preconcurrency public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections in rounded groups.
  @MainActor @preconcurrency public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  @MainActor @preconcurrency public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of forms below: a custom style's body is realized in each form.
  nonisolated public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, StyleModifier> {
    styled("formStyle", kind: "form", style)
  }
}

extension Form {
  /// Adds a custom style's body for the form, if one is set; whether it did.
  func addStyled(into expansion: inout Expansion) -> Bool {
    let content = FormStyleConfiguration(content: .init(part: AnyView(self.content)))
    return expansion.addStyledBody(kind: "form") { style in
      (style as? any FormStyle)?.makeBody(configuration: content)
    }
  }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// The form a form style is given, as a plain form of its content.
  /// - Parameter configuration: The style's configuration.
  public init(_ configuration: FormStyleConfiguration) {
    self.init { configuration.content }
  }
}
