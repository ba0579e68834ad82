// Models SwiftUI's primitive views: no body; what they show is leaf content,
// and a change of it is a leaf update. Controls hold bindings and actions,
// which `ViewHost.tap`, `type` and `toggle` drive as a user would.
// Status: Complete for the leaf content the engine compares.

/// A view an input reaches by its title (`host.tap`, `host.toggle`,
/// `host.longPress`…): the feature index keeps every one on screen (its
/// ``NodeFeatures/input`` entry), so that finding one costs the controls, not the tree.
@MainActor
package protocol TitledInput {
  /// The title given as a string, if any; otherwise the first text inside is.
  var controlTitle: String? { get }
  /// What a list of the screen's controls calls it, when its view type does not say
  /// (`NavigationLink` for a link's label, `onTapGesture` for a tapped view).
  var controlKind: String? { get }
}

extension TitledInput {
  package var controlKind: String? { nil }
}

/// A modifier that makes the view it modifies an input reached by its title (a tap
/// or long-press gesture): the modified view is a ``TitledInput`` titled by the
/// first text inside.
package protocol TitledInputModifier {
  /// The modifier as code writes it (`onTapGesture`).
  static var inputKind: String { get }
}

extension ModifiedContent: TitledInput where Modifier: TitledInputModifier {
  package var controlTitle: String? { nil }
  package var controlKind: String? { Modifier.inputKind }
}

/// A control a user can tap, found by its title.
@MainActor
package protocol TappableControl: TitledInput {
  /// Runs the action.
  func performTap()
  /// How many taps in a row run the action once (a double-tap gesture's 2).
  var tapCount: Int { get }
  /// Why a tap does nothing although the control is enabled (a link outside any
  /// navigation container), completing "The NavigationLink titled 'A' …"; `nil` when
  /// it takes taps.
  var tapRefusal: String? { get }
}

extension TappableControl {
  package var tapCount: Int { 1 }
  package var tapRefusal: String? { nil }
}

/// A text field whose edited text is a draft it keeps (a field with a format): typing
/// edits the draft, and the value is written when the draft parses.
@MainActor
package protocol DraftedTextInput: TextInputControl {
  /// Edits the draft kept in the node's state.
  func edit(state: inout Any?, _ change: (String) -> String)
}

/// The text a label shows when it is a text or a title-and-icon label.
@MainActor
package func plainTitle(of view: any View) -> String? {
  if let text = view as? Text { return text.string }
  if let label = view as? any TitledLabel { return label.titleText }
  return nil
}

/// A label whose title may be a text.
@MainActor
package protocol TitledLabel {
  var titleText: String? { get }
}

/// A control that steps or slides a bound value (`Stepper`, `Slider`).
@MainActor
package protocol AdjustableControl: BoundControl {
  /// Steps the value up.
  func increment()
  /// Steps the value down.
  func decrement()
  /// Sets the value, clamped to the control's range; `false` if it cannot take it.
  func setValue(_ value: Double) -> Bool
}

/// A control that selects one of its tagged options (`Picker`, `TabView`).
@MainActor
package protocol SelectionControl: BoundControl {
  /// Selects the option with a tag; `false` when the tag is not a selection value.
  func select(tag: AnyHashable) -> Bool
}

/// A control holding a binding whose value it shows.
@MainActor
package protocol BoundControl: TitledInput {}

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

/// An image, recorded by name.
public struct Image: View, BuiltinView, Equatable {
  /// What its leaf shows of the environment (ScreenTraits.swift).
  package static var traitAudience: TraitAudience { [.text, .foreground] }
  let name: String
  var attributes: [String] = []
  /// What iOS reads as the image's accessibility label, and so what a button whose
  /// label it is gets as its title: the asset's or symbol's name, or the label given;
  /// nothing for a decorative image.
  package let accessibilityName: String?
  /// An image by name; the public initializers (with a `Bundle`) are in `ViewGraph`.
  nonisolated package init(name: String) { self.init(name: name, accessibilityName: name) }
  /// An image by name, with what iOS reads for it (`nil`: decorative).
  nonisolated package init(name: String, accessibilityName: String?) {
    self.name = name
    self.accessibilityName = accessibilityName
  }
  /// A system symbol.
  nonisolated public init(systemName: String) {
    self.init(name: "systemName: \(systemName)", accessibilityName: systemName)
  }
  /// A system symbol with a variable value.
  nonisolated public init(systemName: String, variableValue: Double?) {
    self.init(
      name: "systemName: \(systemName)\(variableValue.map { " (\($0))" } ?? "")", accessibilityName: systemName)
  }
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Image", value: name, attributes: attributes.joined(separator: ", "))
  }

  /// The same image with an attribute added (an `Image` modifier).
  nonisolated package func adding(_ attribute: String) -> Image {
    var copy = self
    copy.attributes.append(attribute)
    return copy
  }

  /// How an image is drawn: as its colours or as a template.
  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
  /// How a resized image fills its space.
  public enum ResizingMode: Sendable, Hashable { case tile, stretch }
  /// The quality of image interpolation.
  public enum Interpolation: Sendable, Hashable { case none, low, medium, high }

  /// Draws the image as a template or as its colours.
  nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    adding("renderingMode: \(renderingMode.map { "\($0)" } ?? "nil")")
  }
  /// Sets the interpolation quality.
  nonisolated public func interpolation(_ interpolation: Interpolation) -> Image {
    adding("interpolation: \(interpolation)")
  }
  /// Turns antialiasing on or off.
  nonisolated public func antialiased(_ isAntialiased: Bool) -> Image { adding("antialiased: \(isAntialiased)") }
  /// Sets how the symbol is rendered.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    adding("symbolRenderingMode: \(mode.map { "\($0)" } ?? "nil")")
  }
}

/// Flexible space in a stack.
public struct Spacer: View, BuiltinView, Equatable {
  /// The least length the spacer takes, in points (`minLength` in `ViewGraph`).
  package var minimumLength: Double?
  /// A spacer; the public initializer (with a `CGFloat` length) is in `ViewGraph`.
  package init() {}
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

extension Image {
  /// The scale of an image relative to text.
  public enum Scale: Sendable, Hashable { case small, medium, large }
}
