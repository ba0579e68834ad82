// Models SwiftUI's `EnvironmentValues`: a persistent list of written keys, so
// an unchanged environment keeps its identity and descendants skip checks.
// Status: Complete.

/// A key for a value in the environment.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no ancestor wrote one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors.
///
///     extension EnvironmentValues {
///       var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///       }
///     }
public struct EnvironmentValues: CustomStringConvertible {
  enum Slot: Hashable {
    case key(ObjectIdentifier)
    case observable(ObjectIdentifier)
    case environmentObject(ObjectIdentifier)
  }

  final class Entry {
    let parent: Entry?
    let slot: Slot
    let value: Any
    /// What the primitives below show from the environment (ScreenTraits.swift).
    let traits: ScreenTraits?
    init(parent: Entry?, slot: Slot, value: Any, traits: ScreenTraits?) {
      self.parent = parent
      self.slot = slot
      self.value = value
      self.traits = traits
    }
  }

  private(set) var head: Entry?

  /// Creates an environment with every key at its default.
  public init() {}

  /// The value for a key, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { lookup(.key(ObjectIdentifier(key))) as? K.Value ?? K.defaultValue }
    set {
      var traits = head?.traits
      if let traitKey = K.self as? any ScreenTraitKey.Type {
        func write<T: ScreenTraitKey>(_: T.Type) -> ScreenTraits? {
          guard let value = newValue as? T.Value else { return traits }
          return ScreenTraits.writing(T.self, value, over: traits)
        }
        traits = write(traitKey)
      }
      head = Entry(parent: head, slot: .key(ObjectIdentifier(key)), value: newValue, traits: traits)
    }
  }

  /// What the primitives below show from the environment; `nil` when nothing.
  package var screenTraits: ScreenTraits? { head?.traits }

  func lookup(_ slot: Slot) -> Any? {
    var entry = head
    while let e = entry {
      if e.slot == slot { return e.value }
      entry = e.parent
    }
    return nil
  }

  mutating func write(_ slot: Slot, _ value: Any) {
    head = Entry(parent: head, slot: slot, value: value, traits: head?.traits)
  }

  /// Whether two environments are the same list (nothing written in between).
  func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

  public var description: String {
    var count = 0
    var entry = head
    while let e = entry {
      count += 1
      entry = e.parent
    }
    return "EnvironmentValues(\(count) writes)"
  }
}

// MARK: - Built-in keys

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct IsEnabledKey: ScreenTraitKey {
  static var defaultValue: Bool { true }
  static var traitName: String { "isEnabled" }
  static var audience: TraitAudience { .control }
  static func shown(_ value: Bool) -> String? { value ? nil : "disabled" }
}

extension EnvironmentValues {
  /// The color scheme of the views.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether controls accept input; `.disabled(true)` clears it.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

// MARK: - Size classes, type size and direction

/// A size class: compact or regular.
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable { case compact, regular }

/// The size of text the user prefers.
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The direction text runs in.
public enum LayoutDirection: Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

private struct FormattingKey: EnvironmentKey {
  static var defaultValue: [String: any Sendable] { [:] }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
  /// The horizontal size class (compact: an iPhone in portrait).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class (regular: an iPhone in portrait).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The size of text the user prefers.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The locale, calendar and time zone formats use, by name (`ViewGraph` gives them
  /// their Foundation types).
  package var formatting: [String: any Sendable] {
    get { self[FormattingKey.self] }
    set { self[FormattingKey.self] = newValue }
  }

  /// The direction text runs in.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size of the views below (an environment write, Q12).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.dynamicTypeSize, size)
  }
}
