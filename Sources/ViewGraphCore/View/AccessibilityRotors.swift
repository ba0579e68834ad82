// Models SwiftUI's accessibility rotors: a rotor is a list of entries an assistive
// technology's user steps through. The rotor's label (and, for the forms given an
// array, its entries' labels) are the input of its node, shown as its leaf; the
// entries a builder makes are stored, not built: SwiftUI builds them when the user
// turns to the rotor, which no input here does. Rotor entries are plain values.
// Status: Partial. Differs: no input turns to a rotor, so its builder and its
// entries' `prepare` closures never run; entries in a namespace
// (`accessibilityRotorEntry(id:in:)`) are not declared.

/// Content of an accessibility rotor: entries, made by a rotor content builder.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
  /// The type of the content's body.
  associatedtype Body: AccessibilityRotorContent
  /// The content's entries.
  @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

/// An entry of an accessibility rotor: its label, the element it goes to, and the
/// range of text it points at.
public struct AccessibilityRotorEntry<ID: Hashable> {
  /// The label read to the user.
  let label: String?
  /// The element's identifier, if the entry goes to one.
  let id: ID?
  /// The range of text, if the entry points at one.
  let textRange: Range<String.Index>?
  /// Run before the user goes to the entry; stored, not run here.
  let prepare: () -> Void

  /// An entry going to the element with an identifier.
  public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
    self.label = label.string
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }
  /// An entry going to the element with an identifier, labelled by a localized key.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.label = labelKey.text
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }
  /// An entry going to the element with an identifier, labelled by a string.
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
  ) {
    self.label = String(label)
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }
  /// An entry pointing at a range of the text of the rotor's element.
  public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
  where ID == Never {
    self.label = label?.string
    self.id = nil
    self.textRange = textRange
    self.prepare = prepare
  }
  /// An entry pointing at a range of the text, labelled by a localized key.
  public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
  where ID == Never {
    self.label = labelKey.text
    self.id = nil
    self.textRange = textRange
    self.prepare = prepare
  }
  /// An entry pointing at a range of the text, labelled by a string.
  public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
  where ID == Never {
    self.label = String(label)
    self.id = nil
    self.textRange = textRange
    self.prepare = prepare
  }
}

extension AccessibilityRotorEntry: AccessibilityRotorContent {
  /// The type of the entry's body: none, it is built in.
  public typealias Body = Never
  /// The entry is built in: it has no body.
  public var body: Never { builtinBody() }
}

/// Entries a rotor content builder put together.
struct RotorEntries {
  let entries: [any AccessibilityRotorContent]
}

extension RotorEntries: AccessibilityRotorContent {
  var body: Never { builtinBody() }
}

/// Builds the content of an accessibility rotor from entries, conditions and loops.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
  /// An entry, as written.
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
  /// A block of one entry: the entry itself.
  public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
  /// An entry present only when a condition holds.
  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> some AccessibilityRotorContent
  {
    RotorEntries(entries: content.map { [$0] } ?? [])
  }
  /// A block of two entries.
  public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1)
    -> some AccessibilityRotorContent
  {
    RotorEntries(entries: [c0, c1])
  }
  /// A block of three entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
    RotorEntries(entries: [c0, c1, c2])
  }
  /// A block of four entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
    RotorEntries(entries: [c0, c1, c2, c3])
  }
  /// A block of five entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
    RotorEntries(entries: [c0, c1, c2, c3, c4])
  }
  /// A block of six entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent {
    RotorEntries(entries: [c0, c1, c2, c3, c4, c5])
  }
  /// A block of seven entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
    RotorEntries(entries: [c0, c1, c2, c3, c4, c5, c6])
  }
  /// A block of eight entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent {
    RotorEntries(entries: [c0, c1, c2, c3, c4, c5, c6, c7])
  }
  /// A block of nine entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> some AccessibilityRotorContent
  {
    RotorEntries(entries: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }
  /// A block of ten entries.
  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
    C9: AccessibilityRotorContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
    -> some AccessibilityRotorContent
  {
    RotorEntries(entries: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }
}

/// How a rotor over a list of entries shows: its label, then its entries' labels.
nonisolated private func rotor(_ label: String, _ entries: [String]) -> String {
  entries.isEmpty ? label : "\(label): \(entries.joined(separator: ", "))"
}

extension View {
  /// Adds a rotor whose entries a builder makes when the user turns to it (stored, not built).
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", label.string, handler: entries))
  }
  /// Adds a rotor replacing a system one, its entries made by a builder (stored, not built).
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", "\(systemRotor)", handler: entries))
  }
  /// Adds a rotor labelled by a localized key, its entries made by a builder (stored, not built).
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", labelKey.text, handler: entries))
  }
  /// Adds a rotor labelled by a string, its entries made by a builder (stored, not built).
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", String(label), handler: entries))
  }

  /// Adds a rotor over a list of models, each an entry with an identifier and a label.
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor(rotorLabel.string, entries.map { $0[keyPath: entryLabel] })))
  }
  /// Adds a rotor labelled by a localized key over a list of models.
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor(rotorLabelKey.text, entries.map { $0[keyPath: entryLabel] })))
  }
  /// Adds a rotor labelled by a string over a list of models.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor(String(rotorLabel), entries.map { $0[keyPath: entryLabel] })))
  }
  /// Adds a rotor replacing a system one, over a list of models.
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor("\(systemRotor)", entries.map { $0[keyPath: entryLabel] })))
  }

  /// Adds a rotor over a list of identifiable models, each an entry with a label.
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor(rotorLabel.string, entries.map { $0[keyPath: entryLabel] })))
  }
  /// Adds a rotor labelled by a localized key over a list of identifiable models.
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor(rotorLabelKey.text, entries.map { $0[keyPath: entryLabel] })))
  }
  /// Adds a rotor labelled by a string over a list of identifiable models.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor(String(rotorLabel), entries.map { $0[keyPath: entryLabel] })))
  }
  /// Adds a rotor replacing a system one, over a list of identifiable models.
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityRotor", rotor("\(systemRotor)", entries.map { $0[keyPath: entryLabel] })))
  }

  /// Adds a rotor over ranges of the element's text.
  nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", "\(label.string), \(textRanges.count) ranges"))
  }
  /// Adds a rotor labelled by a localized key over ranges of the element's text.
  nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", "\(labelKey.text), \(textRanges.count) ranges"))
  }
  /// Adds a rotor labelled by a string over ranges of the element's text.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", "\(label), \(textRanges.count) ranges"))
  }
  /// Adds a rotor replacing a system one, over ranges of the element's text.
  nonisolated public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityRotor", "\(systemRotor), \(textRanges.count) ranges"))
  }
}
