// Models SwiftUI's labelling views: `Label`, `LabeledContent`, `ProgressView` and
// `ContentUnavailableView`. They are primitives: their title, icon, value and
// description views are realized as their children (custom views there are
// counted), and the values they are given are their leaves.
// Status: Complete.

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View, BuiltinView {
  let title: Title
  let icon: Icon

  /// A label from views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  package init(title: Title, icon: Icon) {
    self.title = title
    self.icon = icon
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    if addStyled(into: &expansion) { return }
    expansion.add(.index(0), title)
    expansion.add(.index(1), icon)
  }
}

extension Label: TitledLabel {
  package var titleText: String? { (title as? Text)?.string }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: Text(key: titleKey), icon: Image(systemName: name))
  }

  /// A label with a string title and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: Text(title), icon: Image(systemName: name))
  }

  /// A label with a localized title and an image from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: Text(key: titleKey), icon: Image(name: name))
  }

  /// A label with a string title and an image from the app's assets.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: Text(title), icon: Image(name: name))
  }
}

// MARK: - LabeledContent

/// A value with a label, as in a form row.
public struct LabeledContent<Label: View, Content: View>: View, BuiltinView {
  let label: Label
  let content: Content

  /// Labeled content from views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  package init(label: Label, content: Content) {
    self.label = label
    self.content = content
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    if addStyled(into: &expansion) { return }
    expansion.add(.index(0), label)
    expansion.add(.index(1), content)
  }
}

extension LabeledContent where Label == Text {
  /// Content with a localized label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(key: titleKey), content: content())
  }

  /// Content with a string label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value with a localized label.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(label: Text(key: titleKey), content: Text(value))
  }

  /// A string value with a string label.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(label: Text(title), content: Text(value))
  }
}

// MARK: - ProgressView

/// A progress indicator, indeterminate or with a fraction completed.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltinView {
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  let fraction: Double?

  package init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.fraction = fraction
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let title = (label as? Text).map { "\($0.string): " } ?? ""
    expansion.leaf = LeafContent(kind: "ProgressView", value: title + (fraction.map { "\($0)" } ?? "indeterminate"))
    if addStyled(into: &expansion) { return }
    if let label, !(label is Text) { expansion.add(.index(0), label) }
    if let currentValueLabel { expansion.add(.index(1), currentValueLabel) }
  }
}

/// A fraction from a value and a total, `nil` when there is no value.
private func fractionOf<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
  value.map { total == 0 ? 0 : Double(min(max($0 / total, 0), 1)) }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate indicator.
  public init() { self.init(label: nil, currentValueLabel: nil, fraction: nil) }

  /// A determinate indicator: a value out of a total (`nil`: indeterminate).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(label: nil, currentValueLabel: nil, fraction: fractionOf(value, total))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate indicator with a label view.
  public init(@ViewBuilder label: () -> Label) { self.init(label: label(), currentValueLabel: nil, fraction: nil) }

  /// A determinate indicator with a label view.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(label: label(), currentValueLabel: nil, fraction: fractionOf(value, total))
  }
}

extension ProgressView {
  /// A determinate indicator with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: fractionOf(value, total))
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate indicator titled with a localized key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(label: Text(key: titleKey), currentValueLabel: nil, fraction: nil)
  }

  /// An indeterminate indicator titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(label: Text(title), currentValueLabel: nil, fraction: nil) }

  /// A determinate indicator titled with a localized key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(label: Text(key: titleKey), currentValueLabel: nil, fraction: fractionOf(value, total))
  }

  /// A determinate indicator titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(label: Text(title), currentValueLabel: nil, fraction: fractionOf(value, total))
  }
}

// MARK: - ContentUnavailableView

/// A view for an empty state: a label, a description and actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, BuiltinView {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state from views.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  package init(label: Label, description: Description, actions: Actions) {
    self.label = label
    self.description = description
    self.actions = actions
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.index(0), label)
    expansion.add(.index(1), description)
    expansion.add(.index(2), actions)
  }
}

extension ContentUnavailableView
where Label == ViewGraphCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state titled with a localized key, a system image and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: ViewGraphCore.Label(title, systemImage: name), description: description, actions: EmptyView())
  }

  /// An empty state titled with a string, a system image and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: ViewGraphCore.Label(title, systemImage: name), description: description, actions: EmptyView())
  }

  /// An empty state titled with a localized key, an image from the app's assets and a description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: ViewGraphCore.Label(title, image: name), description: description, actions: EmptyView())
  }
}

extension ContentUnavailableView
where Label == ViewGraphCore.Label<Text, Image>, Description == Text, Actions == EmptyView {
  /// The standard "No Results" state of a search.
  public static var search: ContentUnavailableView<ViewGraphCore.Label<Text, Image>, Text, EmptyView> {
    ContentUnavailableView(
      label: ViewGraphCore.Label("No Results", systemImage: "magnifyingglass"),
      description: Text("Check the spelling or try a new search."), actions: EmptyView())
  }

  /// The standard "No Results" state of a search for a text.
  public static func search(text: String) -> ContentUnavailableView<ViewGraphCore.Label<Text, Image>, Text, EmptyView> {
    ContentUnavailableView(
      label: ViewGraphCore.Label("No Results for “\(text)”", systemImage: "magnifyingglass"),
      description: Text("Check the spelling or try a new search."), actions: EmptyView())
  }
}
