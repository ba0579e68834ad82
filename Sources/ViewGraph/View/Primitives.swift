// Models SwiftUI's primitive views: no body; what they show is leaf content,
// and a change of it is a leaf update. Controls hold bindings and actions,
// which `ViewHost.tap`, `type` and `toggle` drive as a user would.
// Status: Complete for the leaf content the engine compares.

/// A control a user can tap, found by its title.
@MainActor
package protocol TappableControl {
  /// The title given as a string, if any.
  var controlTitle: String? { get }
  /// Runs the action.
  func performTap()
}

/// A control holding a binding whose value it shows.
@MainActor
package protocol BoundControl {
  /// The title given as a string, if any.
  var controlTitle: String? { get }
}

/// A text field's or secure field's binding.
@MainActor
package protocol TextInputControl: BoundControl {
  /// The bound text.
  var text: Binding<String> { get }
}

/// A toggle's binding.
@MainActor
package protocol ToggleControl: BoundControl {
  /// The bound state.
  var isOn: Binding<Bool> { get }
}

/// A view that shows text.
public struct Text: View, BuiltinView, Equatable {
  let content: String
  /// Shows a string.
  public init(_ content: String) { self.content = content }
  /// Shows a string.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Shows a string without localisation.
  public init(verbatim content: String) { self.content = content }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Text", value: content)
  }
}

/// A control that runs an action when tapped.
public struct Button<Label: View>: View, BuiltinView, TappableControl {
  let label: Label
  let action: () -> Void
  package let controlTitle: String?

  /// A button with a label view.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
    self.controlTitle = nil
  }

  public var body: Never { builtinBody() }
  package func performTap() { action() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Button", value: controlTitle ?? "")
    expansion.add(.content, label)
  }
}

extension Button where Label == Text {
  /// A button titled with a string.
  public init(_ title: String, action: @escaping () -> Void) {
    self.label = Text(title)
    self.action = action
    self.controlTitle = title
  }
}

/// An editable text field bound to a string.
public struct TextField: View, BuiltinView, TextInputControl {
  package let controlTitle: String?
  package let text: Binding<String>
  /// A text field with a title (its placeholder) and a binding.
  public init(_ title: String, text: Binding<String>) {
    self.controlTitle = title
    self.text = text
  }
  /// A text field with a title, a binding and a prompt.
  public init(_ title: String, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "TextField", value: "\(controlTitle ?? ""): \(text.location.get())")
  }
}

/// A text field that hides what is typed.
public struct SecureField: View, BuiltinView, TextInputControl {
  package let controlTitle: String?
  package let text: Binding<String>
  /// A secure field with a title and a binding.
  public init(_ title: String, text: Binding<String>) {
    self.controlTitle = title
    self.text = text
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let shown = String(repeating: "•", count: text.location.get().count)
    expansion.leaf = LeafContent(kind: "SecureField", value: "\(controlTitle ?? ""): \(shown)")
  }
}

/// A switch bound to a Boolean.
public struct Toggle<Label: View>: View, BuiltinView, ToggleControl {
  let label: Label
  package let controlTitle: String?
  package let isOn: Binding<Bool>
  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    self.controlTitle = nil
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Toggle", value: "\(controlTitle ?? ""): \(isOn.location.get() ? "on" : "off")")
    expansion.add(.content, label)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a string.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.label = Text(title)
    self.isOn = isOn
    self.controlTitle = title
  }
}

/// An image, recorded by name.
public struct Image: View, BuiltinView, Equatable {
  let name: String
  /// An image from the app's assets.
  public init(_ name: String) { self.name = name }
  /// A system symbol.
  public init(systemName: String) { self.name = "systemName: \(systemName)" }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Image", value: name)
  }
}

/// Flexible space in a stack.
public struct Spacer: View, BuiltinView, Equatable {
  /// A spacer.
  public init(minLength: Double? = nil) {}
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {}
}

/// A separating line.
public struct Divider: View, BuiltinView, Equatable {
  /// A divider.
  public init() {}
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {}
}
