// Models SwiftUI's `ModifiedContent`: a built-in modifier (an environment writer, a
// gesture, a visual modifier) is expanded with its content as its child; a user's
// `ViewModifier` runs its `body(content:)` as a body of its own (ViewModifier.swift).
// Status: Partial. Differs: visual modifiers only record their value as leaf
// content; there is no layout.

/// A built-in modifier the engine expands.
@MainActor
package protocol BuiltinModifier {
  /// Adds the modified content as a child, with the modifier's effect.
  func expand(content: any View, into expansion: inout Expansion)
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies a modifier to a view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, BuiltinView {
  public var body: Never { builtinBody() }

  package func expand(into expansion: inout Expansion) {
    if let builtin = modifier as? any BuiltinModifier {
      builtin.expand(content: content, into: &expansion)
    } else if let environmental = modifier as? any EnvironmentalModifier {
      expandResolved(environmental, into: &expansion)
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

  /// A modifier showing a value; its node's leaf is `name(value)`.
  nonisolated package init(name: String, value: String?) {
    self.name = name
    self.value = value
  }

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let value { expansion.leaf = LeafContent(kind: name, value: value) }
    expansion.add(.content, content)
  }
}

/// Alignment of views in a stack or frame.
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment
  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public var description: String { "\(horizontal)/\(vertical)" }
}

/// Horizontal alignment in a vertical stack: a guide named by SwiftUI's built-in
/// ones or by a custom `AlignmentID` type (`HorizontalAlignment(MyGuide.self)`).
public struct HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
  /// The guide's name: a built-in one's, or its `AlignmentID` type's.
  package let name: String
  /// The custom guide's `AlignmentID` type; `nil` for a built-in one.
  package let id: Any.Type?
  /// A guide of a name, for a custom `AlignmentID` type.
  nonisolated package init(name: String, id: Any.Type? = nil) {
    self.name = name
    self.id = id
  }
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
  public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

/// Vertical alignment in a horizontal stack: a guide named by SwiftUI's built-in
/// ones or by a custom `AlignmentID` type (`VerticalAlignment(MyGuide.self)`).
public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
  /// The guide's name: a built-in one's, or its `AlignmentID` type's.
  package let name: String
  /// The custom guide's `AlignmentID` type; `nil` for a built-in one.
  package let id: Any.Type?
  /// A guide of a name, for a custom `AlignmentID` type.
  nonisolated package init(name: String, id: Any.Type? = nil) {
    self.name = name
    self.id = id
  }
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
  public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

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

/// A `ModifiedContent` whose modifier has a body of its own.
@MainActor
protocol CustomModified {
  func modifierBodyView() -> any View
}

extension ModifiedContent: CustomModified where Modifier: ViewModifier {
  /// The modifier's body; a modifier with none (a geometry effect) shows its value over its content.
  func modifierBodyView() -> any View {
    guard Modifier.Body.self == Never.self else { return modifierBody() }
    return ModifiedContent<Content, VisualModifier>(
      content: content, modifier: VisualModifier(name: typeName(Modifier.self), value: shownFields(of: modifier)))
  }
}

extension View {
  /// Adds a tap action, run once `count` taps in a row reached the view;
  /// `host.tap(_:count:)` reaches it by the first text inside.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, TapGesture> {
    ModifiedContent(content: self, modifier: TapGesture(count: count, action: action))
  }
}

/// A tap action attached with `.onTapGesture`.
public struct TapGesture: TitledInputModifier {
  nonisolated package static var inputKind: String { "onTapGesture" }
  /// How many taps in a row run the action.
  public var count: Int
  let action: () -> Void
}

// In an extension, so that the struct is not main-actor-isolated: its gesture
// initializer is nonisolated, as SwiftUI's is.
extension TapGesture: BuiltinModifier {
  /// The content, with the count of taps as the node's leaf: a changed count is a
  /// leaf update, not a body.
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "onTapGesture", value: "count: \(count)")
    expansion.add(.content, content)
  }
}

extension ModifiedContent: TappableControl where Modifier == TapGesture {
  package func performTap() { modifier.action() }
  package var tapCount: Int { modifier.count }
}
