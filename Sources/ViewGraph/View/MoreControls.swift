// More primitives ported screens use: labels, progress, navigation links,
// steppers, sliders and pickers. Each shows its value as leaf content.
// Status: Complete for leaf content; navigation itself is not modelled.

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View, BuiltinView {
  let title: Title
  let icon: Icon
  /// A label from views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.index(0), title)
    expansion.add(.index(1), icon)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a string title and a system image.
  public init(_ title: String, systemImage: String) {
    self.title = Text(title)
    self.icon = Image(systemName: systemImage)
  }
}

/// A progress indicator.
public struct ProgressView: View, BuiltinView {
  let value: Double?
  let title: String?
  /// An indeterminate indicator.
  public init() { value = nil; title = nil }
  /// An indeterminate indicator with a title.
  public init(_ title: String) { value = nil; self.title = title }
  /// A determinate indicator.
  public init(value: Double?, total: Double = 1) {
    self.value = value.map { $0 / total }
    self.title = nil
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "ProgressView", value: value.map { "\($0)" } ?? (title ?? "indeterminate"))
  }
}

/// A link that pushes a destination; only the label is realized.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltinView {
  let label: Label
  let destination: Destination
  /// A link with a destination and a label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.add(.content, label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a string.
  public init(_ title: String, destination: Destination) {
    self.label = Text(title)
    self.destination = destination
  }
}

/// A control that increments and decrements a bound integer.
public struct Stepper: View, BuiltinView, BoundControl {
  package let controlTitle: String?
  let value: Binding<Int>
  /// A stepper with a title and a binding.
  public init(_ title: String, value: Binding<Int>) {
    self.controlTitle = title
    self.value = value
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Stepper", value: "\(controlTitle ?? ""): \(value.location.get())")
  }
}

/// A control that picks a value in a range.
public struct Slider: View, BuiltinView, BoundControl {
  package let controlTitle: String?
  let value: Binding<Double>
  /// A slider over a range.
  public init(value: Binding<Double>, in range: ClosedRange<Double> = 0...1) {
    self.controlTitle = nil
    self.value = value
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Slider", value: "\(value.location.get())")
  }
}

/// A control that picks one of its tagged options.
public struct Picker<SelectionValue: Hashable, Content: View>: View, BuiltinView, BoundControl {
  package let controlTitle: String?
  let selection: Binding<SelectionValue>
  let content: Content
  /// A picker with a title, a selection and tagged options.
  public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.controlTitle = title
    self.selection = selection
    self.content = content()
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Picker", value: "\(controlTitle ?? ""): \(selection.location.get())")
    expansion.add(.content, content)
  }
}

extension View {
  /// Tags a picker option with its value.
  public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, VisualModifier> {
    ModifiedContent(content: self, modifier: VisualModifier(name: "tag", value: "\(tag)"))
  }
}
