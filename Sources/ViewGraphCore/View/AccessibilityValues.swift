// Models SwiftUI's accessibility value types: action kinds and categories, heading
// levels, custom content keys, text content types, assistive technologies, direct
// touch options and system rotors. They are plain values: modifiers show them as
// their nodes' inputs (AccessibilityModifiers.swift).
// Status: Complete for the values. Differs: no assistive technology reads them.

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Equatable, Sendable, CustomStringConvertible {
  /// The action's name, as shown.
  package let name: String

  nonisolated init(name: String) { self.name = name }

  /// The default action: what activating the element does.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The action that cancels or dismisses (a two-finger scrub in VoiceOver).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The action that does the most important thing of the screen (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")

  /// A named custom action.
  nonisolated public init(named name: Text) { self.name = name.string }

  public var description: String { name }

  /// Whether two kinds are the same action.
  public static func == (a: AccessibilityActionKind, b: AccessibilityActionKind) -> Bool { a.name == b.name }
}

/// A category grouping custom accessibility actions.
public struct AccessibilityActionCategory: Equatable, Sendable, CustomStringConvertible {
  /// The category's name, as shown.
  package let name: String

  nonisolated init(name: String) { self.name = name }

  /// The category of actions with no category of their own.
  public static let `default` = AccessibilityActionCategory(name: "default")
  /// The category of editing actions.
  public static let edit = AccessibilityActionCategory(name: "edit")

  /// A category named by a text.
  nonisolated public init(_ name: Text) { self.name = name.string }
  /// A category named by a localized key.
  nonisolated public init(_ nameKey: LocalizedStringKey) { self.name = nameKey.text }
  /// A category named by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ name: S) { self.name = String(name) }

  public var description: String { name }

  /// Whether two categories are the same.
  public static func == (lhs: AccessibilityActionCategory, rhs: AccessibilityActionCategory) -> Bool {
    lhs.name == rhs.name
  }
}

/// The direction of an accessibility adjustment (a swipe up or down in VoiceOver).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment
  case decrement

  private var isIncrement: Bool { if case .increment = self { true } else { false } }

  /// Whether two directions are the same.
  public static func == (a: AccessibilityAdjustmentDirection, b: AccessibilityAdjustmentDirection) -> Bool {
    a.isIncrement == b.isIncrement
  }
  /// Feeds the direction into a hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(isIncrement) }
}

/// The level of a heading, for navigating by headings.
public enum AccessibilityHeadingLevel: RawRepresentable, Hashable, Sendable {
  public typealias RawValue = UInt

  case unspecified
  case h1
  case h2
  case h3
  case h4
  case h5
  case h6

  private static let levels: [AccessibilityHeadingLevel] = [.unspecified, .h1, .h2, .h3, .h4, .h5, .h6]

  /// The level of a number, 0 (unspecified) to 6; `nil` past 6.
  public init?(rawValue: UInt) {
    guard rawValue < Self.levels.count else { return nil }
    self = Self.levels[Int(rawValue)]
  }

  /// The level's number: 0 (unspecified) to 6.
  public var rawValue: UInt {
    switch self {
    case .unspecified: 0
    case .h1: 1
    case .h2: 2
    case .h3: 3
    case .h4: 4
    case .h5: 5
    case .h6: 6
    }
  }
}

/// The role of an element in a label and content pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The element is the label.
  case label
  /// The element is the content the label describes.
  case content

  private var isLabel: Bool { if case .label = self { true } else { false } }

  /// Whether two roles are the same.
  public static func == (a: AccessibilityLabeledPairRole, b: AccessibilityLabeledPairRole) -> Bool {
    a.isLabel == b.isLabel
  }
  /// Feeds the role into a hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(isLabel) }
}

/// The key of an entry of custom accessibility content: its label and identifier.
public struct AccessibilityCustomContentKey: Equatable, Sendable, CustomStringConvertible {
  /// The label read to the user.
  package let label: String
  /// The identifier: an entry replaces an earlier one with the same identifier.
  package let id: String

  /// A key with a label and an identifier.
  nonisolated public init(_ label: Text, id: String) {
    self.label = label.string
    self.id = id
  }
  /// A key with a localized label and an identifier.
  nonisolated public init(_ labelKey: LocalizedStringKey, id: String) {
    self.label = labelKey.text
    self.id = id
  }
  /// A key whose localized label is also its identifier.
  nonisolated public init(_ labelKey: LocalizedStringKey) {
    self.label = labelKey.text
    self.id = labelKey.text
  }

  public var description: String { label }

  /// Whether two keys name the same entry: the same identifier and label.
  public static func == (a: AccessibilityCustomContentKey, b: AccessibilityCustomContentKey) -> Bool {
    a.id == b.id && a.label == b.label
  }
}

/// Stands for the Accessibility framework's `AXCustomContent`, whose importance the
/// custom content modifiers take.
public enum AXCustomContent {
  /// How important an entry of custom content is: a high one is read with the element.
  public enum Importance: Hashable, Sendable {
    case `default`
    case high
  }
}

/// The kind of text an element holds, for how assistive technologies read it.
public struct AccessibilityTextContentType: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  nonisolated init(name: String) { self.name = name }

  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")

  public var description: String { name }
}

/// A set of assistive technologies (for accessibility focus state).
public struct AccessibilityTechnologies: SetAlgebra, Sendable, CustomStringConvertible {
  public typealias ArrayLiteralElement = AccessibilityTechnologies
  public typealias Element = AccessibilityTechnologies

  private var bits: UInt8

  nonisolated private init(bits: UInt8) { self.bits = bits }

  /// VoiceOver, the screen reader.
  public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(bits: 1) }
  /// Switch Control.
  public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(bits: 2) }

  /// The empty set.
  nonisolated public init() { bits = 0 }

  /// The technologies in either set.
  public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { Self(bits: bits | other.bits) }
  /// Adds the technologies of another set.
  public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
  /// The technologies in both sets.
  public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    Self(bits: bits & other.bits)
  }
  /// Keeps only the technologies also in another set.
  public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
  /// The technologies in one set but not both.
  public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    Self(bits: bits ^ other.bits)
  }
  /// Keeps the technologies in one set but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
  /// Whether the set holds every technology of another.
  public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
  /// Adds technologies, saying whether they were all absent.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTechnologies) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTechnologies
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  /// Removes technologies, returning those that were in the set.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
    let removed = intersection(member)
    bits &= ~member.bits
    return removed.bits == 0 ? nil : removed
  }
  /// Adds technologies, returning those already in the set.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
    let present = intersection(newMember)
    bits |= newMember.bits
    return present.bits == 0 ? nil : present
  }

  public var description: String {
    [(Self.voiceOver, "voiceOver"), (.switchControl, "switchControl")].filter { contains($0.0) }.map(\.1)
      .joined(separator: ", ")
  }

  /// Whether two sets hold the same technologies.
  public static func == (a: AccessibilityTechnologies, b: AccessibilityTechnologies) -> Bool { a.bits == b.bits }
}

/// Options of a direct touch area.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable, CustomStringConvertible {
  public typealias RawValue = UInt
  public typealias ArrayLiteralElement = AccessibilityDirectTouchOptions
  public typealias Element = AccessibilityDirectTouchOptions

  public let rawValue: UInt
  /// A set of options from their bits.
  nonisolated public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Touches reach the area without VoiceOver speaking.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
  /// Touches reach the area only once an assistive technology activated it.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)

  public var description: String {
    [(Self.silentOnTouch, "silentOnTouch"), (.requiresActivation, "requiresActivation")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// A system rotor a custom rotor replaces.
public struct AccessibilitySystemRotor: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  nonisolated init(name: String) { self.name = name }

  /// The rotor of links, or of the visited (or unvisited) ones.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
  }
  /// The rotor of all links.
  public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
  /// The rotor of headings of a level.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "headings(\(level))")
  }
  /// The rotor of all headings.
  public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
  /// The rotor of bold text.
  public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
  /// The rotor of italic text.
  public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
  /// The rotor of underlined text.
  public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
  /// The rotor of misspelled words.
  public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
  /// The rotor of images.
  public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
  /// The rotor of text fields.
  public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
  /// The rotor of tables.
  public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
  /// The rotor of lists.
  public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
  /// The rotor of landmarks.
  public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }

  public var description: String { name }
}

// MARK: - Traits

extension AccessibilityTraits {
  public typealias ArrayLiteralElement = AccessibilityTraits
  public typealias Element = AccessibilityTraits

  /// The element is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The empty set of traits.
  nonisolated public init() { self.init(rawValue: 0) }

  /// The traits in either set.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { Self(rawValue: rawValue | other.rawValue) }
  /// Adds the traits of another set.
  public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
  /// The traits in both sets.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    Self(rawValue: rawValue & other.rawValue)
  }
  /// Keeps only the traits also in another set.
  public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
  /// The traits in one set but not both.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    Self(rawValue: rawValue ^ other.rawValue)
  }
  /// Keeps the traits in one set but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
  /// Whether the set holds every trait of another.
  public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }
  /// Adds traits, saying whether they were all absent.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    formUnion(newMember)
    return (inserted, newMember)
  }
  /// Removes traits, returning those that were in the set.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let removed = intersection(member)
    self = Self(rawValue: rawValue & ~member.rawValue)
    return removed.rawValue == 0 ? nil : removed
  }
  /// Adds traits, returning those already in the set.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = intersection(newMember)
    formUnion(newMember)
    return present.rawValue == 0 ? nil : present
  }

  /// Whether two sets hold the same traits.
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.rawValue == b.rawValue }
}

// MARK: - Child behaviour

/// How an accessibility element made of a view treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  private let name: String
  nonisolated private init(name: String) { self.name = name }

  /// The children are hidden: the new element has only the properties given to it.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay elements, inside the new one as a container.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties are merged into the new element.
  public static let combine = AccessibilityChildBehavior(name: "combine")

  public var description: String { name }

  /// Feeds the behaviour into a hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether two behaviours are the same.
  public static func == (lhs: AccessibilityChildBehavior, rhs: AccessibilityChildBehavior) -> Bool {
    lhs.name == rhs.name
  }
}
