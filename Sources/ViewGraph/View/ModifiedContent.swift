// Models SwiftUI's `ModifiedContent` for the built-in modifiers: environment
// writers, and visual modifiers that pass their content through.
// Status: Partial. Differs: user-defined `ViewModifier` bodies are not evaluated
// yet; visual modifiers only record their value as leaf content.

/// A built-in modifier the engine expands.
@MainActor
package protocol BuiltinModifier {
  /// Adds the modified content as a child, with the modifier's effect.
  func expand(content: any View, into expansion: inout Expansion)
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier>: View, BuiltinView {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies a modifier to a view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Never { builtinBody() }

  package func expand(into expansion: inout Expansion) {
    if let builtin = modifier as? any BuiltinModifier {
      builtin.expand(content: content, into: &expansion)
    } else if let custom = self as? any CustomModified {
      expansion.showsInPath = false
      expansion.add(.content, custom.modifierBodyView())
    } else {
      expansion.showsInPath = false
      expansion.add(.content, content)
    }
  }
}

/// A visual modifier: no effect on identity or updates, its value shown on screen.
public struct VisualModifier: BuiltinModifier, Sendable {
  /// The modifier's name, such as `opacity`.
  public let name: String
  /// Its value as shown, such as `0.5`; `nil` for values that are not shown.
  public let value: String?

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let value { expansion.leaf = LeafContent(kind: name, value: value) }
    expansion.add(.content, content)
  }
}

/// Alignment of views in a stack or frame.
public enum Alignment: Sendable, Hashable {
  case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// Horizontal alignment in a vertical stack.
public enum HorizontalAlignment: Sendable, Hashable { case leading, center, trailing }

/// Vertical alignment in a horizontal stack.
public enum VerticalAlignment: Sendable, Hashable { case top, center, bottom, firstTextBaseline }

/// Edges for padding.
public enum Edge: Sendable, Hashable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// A font, recorded by name.
public struct Font: Sendable, Hashable {
  let name: String
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let caption = Font(name: "caption")
  public static let footnote = Font(name: "footnote")
  /// A system font of a size.
  public static func system(size: Double) -> Font { Font(name: "system(\(size))") }
}

/// A colour, recorded by name.
public struct Color: Sendable, Hashable, View, BuiltinView {
  let name: String
  /// A named colour.
  public init(_ name: String) { self.name = name }
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  public static let accentColor = Color("accentColor")
  public static let red = Color("red")
  public static let green = Color("green")
  public static let blue = Color("blue")
  public static let orange = Color("orange")
  public static let gray = Color("gray")
  public static let white = Color("white")
  public static let black = Color("black")
  public static let clear = Color("clear")
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Color", value: name)
  }
}

extension View {
  private func visual(_ name: String, _ value: String?) -> ModifiedContent<Self, VisualModifier> {
    ModifiedContent(content: self, modifier: VisualModifier(name: name, value: value))
  }

  /// Pads the view.
  public func padding(_ length: Double? = nil) -> ModifiedContent<Self, VisualModifier> {
    visual("padding", length.map { "\($0)" })
  }
  /// Pads some edges of the view.
  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, VisualModifier> {
    visual("padding", length.map { "\($0)" })
  }
  /// Sets the font.
  public func font(_ font: Font?) -> ModifiedContent<Self, VisualModifier> {
    visual("font", font?.name ?? "nil")
  }
  /// Sets the foreground style.
  public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, VisualModifier> {
    visual("foregroundStyle", color.name)
  }
  /// Sets the foreground colour.
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, VisualModifier> {
    visual("foregroundColor", color?.name ?? "nil")
  }
  /// Sets a frame.
  public func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("frame", "\(width.map { "\($0)" } ?? "nil")x\(height.map { "\($0)" } ?? "nil")")
  }
  /// Sets a flexible frame.
  public func frame(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("frame", "\(minWidth.map { "\($0)" } ?? "nil")...\(maxWidth.map { "\($0)" } ?? "nil")")
  }
  /// Draws a colour behind the view.
  public func background(_ color: Color) -> ModifiedContent<Self, VisualModifier> {
    visual("background", color.name)
  }
  /// Sets the opacity.
  public func opacity(_ opacity: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("opacity", "\(opacity)")
  }
  /// Sets the navigation title.
  public func navigationTitle(_ title: String) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationTitle", title)
  }
  /// Adds a tap action; `host.tap` reaches it by the first text inside.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, TapGesture> {
    ModifiedContent(content: self, modifier: TapGesture(action: action))
  }
  /// Draws a shadow.
  public func shadow(radius: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("shadow", "\(radius)")
  }
  /// Limits the number of lines of text.
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, VisualModifier> {
    visual("lineLimit", number.map { "\($0)" } ?? "nil")
  }
  /// Sets the tint colour.
  public func tint(_ color: Color?) -> ModifiedContent<Self, VisualModifier> {
    visual("tint", color?.name ?? "nil")
  }
  /// Sets the corner radius.
  public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("cornerRadius", "\(radius)")
  }
  /// Sets the list style, recorded by name.
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, VisualModifier> {
    visual("bold", "\(isActive)")
  }
}

/// A `ModifiedContent` whose modifier has a body of its own.
@MainActor
protocol CustomModified {
  func modifierBodyView() -> any View
}

extension ModifiedContent: CustomModified where Modifier: ViewModifier {
  func modifierBodyView() -> any View { modifierBody() }
}

/// A tap action attached with `.onTapGesture`.
public struct TapGesture: BuiltinModifier {
  let action: () -> Void
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

extension ModifiedContent: TappableControl where Modifier == TapGesture {
  package var controlTitle: String? { nil }
  package func performTap() { modifier.action() }
}
