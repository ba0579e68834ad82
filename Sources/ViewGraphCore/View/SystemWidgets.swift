// SwiftUI's widget and control-widget protocols and the previews' modifier types. A
// widget's configurations come from WidgetKit, which is not here: these declare the
// shapes apps write (`struct Widgets: WidgetBundle`, `PreviewModifier`) so they compile;
// no widget is rendered. A preview modifier's body wraps its content like a view
// modifier's when a preview applies it.
// Status: compiles, not modelled (widgets); previews as in Xcode's canvas, nothing more.

// MARK: - Widgets

/// A widget configuration: what WidgetKit's configurations conform to.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The type of configuration the body returns.
  associatedtype Body: WidgetConfiguration
  /// The configuration's content.
  @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// A widget: its body is a configuration.
@MainActor @preconcurrency
public protocol Widget {
  /// The type of configuration the body returns.
  associatedtype Body: WidgetConfiguration
  /// Creates the widget.
  @MainActor @preconcurrency init()
  /// The widget's configuration.
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// Several widgets an extension offers.
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The type of widget the body returns.
  associatedtype Body: Widget
  /// Creates the bundle.
  @MainActor @preconcurrency init()
  /// The bundle's widgets.
  @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// No widget configuration.
public struct EmptyWidgetConfiguration: Sendable {
  /// No configuration.
  nonisolated public init() {}
}

extension EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never
  /// No body: a configuration of its own.
  public var body: Never { builtinBody() }
}

/// A widget configuration available on some versions only.
public struct LimitedAvailabilityConfiguration {
  let configuration: Any
}

extension LimitedAvailabilityConfiguration: WidgetConfiguration {
  public typealias Body = Never
  /// No body: a configuration of its own.
  public var body: Never { builtinBody() }
}

/// The widgets of a bundle, as a widget.
public struct BundledWidgets {
  let widgets: [Any]
}

extension BundledWidgets: Widget {
  /// No widgets.
  public init() { widgets = [] }
  /// The bundled widgets' configuration.
  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a widget bundle's body from widgets.
@resultBuilder
public struct WidgetBundleBuilder {
  /// A widget as written.
  public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
  /// No widgets.
  public static func buildBlock() -> BundledWidgets { BundledWidgets(widgets: []) }
  /// The widgets of a bundle.
  public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> BundledWidgets {
    var widgets: [Any] = []
    for widget in repeat each content { widgets.append(widget) }
    return BundledWidgets(widgets: widgets)
  }
  /// A widget present only when a condition holds.
  public static func buildOptional<Content: Widget>(_ content: Content?) -> BundledWidgets {
    BundledWidgets(widgets: content.map { [$0] } ?? [])
  }
  /// A widget available on some versions only.
  public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> BundledWidgets {
    BundledWidgets(widgets: [content])
  }
  /// A widget available on some versions only, or none.
  public static func buildLimitedAvailability<Content: Widget>(_ content: Content?) -> BundledWidgets {
    BundledWidgets(widgets: content.map { [$0] } ?? [])
  }
}

// MARK: - Control widgets

/// A control widget configuration.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
  /// The type of configuration the body returns.
  associatedtype Body: ControlWidgetConfiguration
  /// The configuration's content.
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// A control widget template.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
  /// The type of template the body returns.
  associatedtype Body: ControlWidgetTemplate
  /// The template's content.
  @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}

/// A control in Control Center or on the Lock Screen.
@MainActor @preconcurrency
public protocol ControlWidget {
  /// The type of configuration the body returns.
  associatedtype Body: ControlWidgetConfiguration
  /// Creates the control.
  @MainActor @preconcurrency init()
  /// The control's configuration.
  @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// No control widget configuration.
public struct EmptyControlWidgetConfiguration {
  /// No configuration.
  @MainActor @preconcurrency public init() {}
}

extension EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
  public typealias Body = Never
  /// No body: a configuration of its own.
  public var body: Never { builtinBody() }
}

/// No control widget template.
public struct EmptyControlWidgetTemplate {
  /// No template.
  @MainActor @preconcurrency public init() {}
}

extension EmptyControlWidgetTemplate: ControlWidgetTemplate {
  public typealias Body = Never
  /// No body: a template of its own.
  public var body: Never { builtinBody() }
}

/// Builds a control widget's configuration.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
  /// A configuration as written.
  public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
  /// The configuration.
  public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Builds a control widget's template.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
  /// A template as written.
  public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
  /// The template.
  public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

// MARK: - Previews

/// A platform a preview runs on.
public enum PreviewPlatform: Sendable, Hashable {
  case iOS, macOS, tvOS, watchOS
}

/// Values a preview context gives, by key.
public protocol PreviewContext {
  /// The value for a key, or its default.
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key for a value of a preview context.
public protocol PreviewContextKey {
  /// The type of the value.
  associatedtype Value
  /// The value when the context gives none.
  static var defaultValue: Self.Value { get }
}

extension View {
  /// Sets the context a preview of this view runs in (no effect outside Xcode's canvas).
  nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> ModifiedContent<Self, VisualModifier> {
    visual("previewContext", "\(C.self)")
  }

  /// Sets the orientation a preview of this view shows in.
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("previewInterfaceOrientation", "\(value)")
  }
}

/// A modifier a preview applies to its content, with a context shared between previews.
@MainActor
public protocol PreviewModifier {
  /// The context shared between previews (none by default).
  associatedtype Context = Void
  /// The type of view the body returns.
  associatedtype Body: View
  /// The content a preview's body receives.
  typealias Content = PreviewModifierContent
  /// Makes the shared context, once.
  static func makeSharedContext() async throws -> Self.Context
  /// Wraps the preview's content.
  @ViewBuilder func body(content: Self.Content, context: Self.Context) -> Self.Body
}

extension PreviewModifier where Self.Context == () {
  /// No shared context.
  public static func makeSharedContext() async throws {}
}

/// The content a preview modifier's body wraps.
public struct PreviewModifierContent: View, BuiltinView {
  let content: any View
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}
