// The values SwiftUI's visual modifiers take: alignments of text, visibilities,
// edges, bar placements, redaction reasons, accessibility traits, sizes, symbol
// variants, safe-area regions and transitions. Each describes itself as the
// modifier's node shows it.

// MARK: - Values the modifiers take

/// How lines of text are aligned.
public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }

extension Text {
  /// Where text is truncated.
  public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
  /// A case text is changed to.
  public enum Case: Sendable, Hashable { case uppercase, lowercase }
}

/// Whether text can be selected.
public protocol TextSelectability: Sendable {}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability { public init() {} }

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability { public init() {} }

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Whether something is shown.
public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }

/// Top and bottom edges.
public enum VerticalEdge: Sendable, Hashable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Leading and trailing edges.
public enum HorizontalEdge: Sendable, Hashable {
  case leading, trailing
  /// A set of horizontal edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
  }
}

/// Navigation bar values.
public enum NavigationBarItem {
  /// How the navigation title is shown.
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A bar that toolbar modifiers apply to.
public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
  public var description: String {
    [(Self.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// Traits of an accessibility element.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// The size of controls.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

/// The prominence of a section header.
public enum Prominence: Sendable, Hashable { case standard, increased }

/// Whether scroll indicators show (a struct of static values, as SwiftUI's).
public struct ScrollIndicatorVisibility: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
  /// Shown.
  public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
  /// Hidden, unless the platform shows them anyway.
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
  /// Never shown.
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }

  public static func == (lhs: ScrollIndicatorVisibility, rhs: ScrollIndicatorVisibility) -> Bool {
    lhs.name == rhs.name
  }
}

/// How scrolling dismisses the keyboard (a struct of static values, as SwiftUI's).
public struct ScrollDismissesKeyboardMode: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's default.
  public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
  /// As soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
  /// As the user drags it down.
  public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
  /// Never.
  public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }

  public static func == (lhs: ScrollDismissesKeyboardMode, rhs: ScrollDismissesKeyboardMode) -> Bool {
    lhs.name == rhs.name
  }
}

/// How symbols are rendered.
public enum SymbolRenderingMode: Sendable, Hashable { case monochrome, multicolor, hierarchical, palette }

/// The variants of a symbol.
public struct SymbolVariants: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let none = SymbolVariants(name: "none")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let fill = SymbolVariants(name: "fill")
  public static let slash = SymbolVariants(name: "slash")
}

/// Regions of the safe area.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
  public var description: String { self == .all ? "all" : contains(.keyboard) ? "keyboard" : "container" }
}

/// How a view's content changes (text, symbols, numbers).
public struct ContentTransition: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Numbers that roll.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
  }
  /// Numbers that roll toward a value.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText(value: \(value))")
  }
}

/// How a view is inserted and removed.
public struct AnyTransition: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static let identity = AnyTransition(name: "identity")
  /// Moves in from and out to an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
  /// Pushes in from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion), \(removal))")
  }
  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
  /// The transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(name: "\(name).animation(\(shown(animation)))")
  }
}
