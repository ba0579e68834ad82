// What the environment gives the primitives below it to show (Documentation/Rules.md,
// "What the screen shows"): SwiftUI carries a control's enabled state and the text
// and colour values (`font`, `foregroundStyle`, `tint`, `lineLimit`, …) down the
// environment, and the primitive that draws them shows them. The engine keeps them
// with the environment as one immutable value, made anew only where one of them is
// written: a primitive reads it in constant time, and its leaf shows what it shows
// (`Button(Continue, disabled)`, `Text(Hello) font: title`), so a change of one is a
// leaf update of every primitive that shows it.
// Status: Complete for the values listed in ``ScreenTraits/order``.

/// The kinds of primitives an environment value shows on.
package struct TraitAudience: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Controls: their enabled state, tint and size.
  package static let control = TraitAudience(rawValue: 1 << 0)
  /// Text and what shows text (fields, symbol images): fonts, line limits, case.
  package static let text = TraitAudience(rawValue: 1 << 1)
  /// What is drawn in the foreground style: text, images, shapes.
  package static let foreground = TraitAudience(rawValue: 1 << 2)
}

/// An environment key whose value the primitives below show.
package protocol ScreenTraitKey: EnvironmentKey {
  /// The trait's name, as its modifier is named (`font`): one trait per name.
  static var traitName: String { get }
  /// Which primitives show it.
  static var audience: TraitAudience { get }
  /// How a value shows (`font: title`); `nil` when it shows nothing (its default).
  static func shown(_ value: Value) -> String?
}

extension ScreenTraitKey where Value: Equatable {
  /// A value other than the default shows as `name: value` (an optional's content).
  static func shown(_ value: Value) -> String? {
    guard value != defaultValue else { return nil }
    let mirror = Mirror(reflecting: value)
    let shown = mirror.displayStyle == .optional ? mirror.children.first.map { "\($0.value)" } ?? "nil" : "\(value)"
    return "\(traitName): \(shown)"
  }
}

/// The values the primitives below a point of the tree show from their environment.
///
/// Immutable and shared: every environment below the last write of a trait holds the
/// same instance.
package final class ScreenTraits: Sendable {
  struct Trait: Sendable, Equatable {
    let name: String
    let shown: String
    let audience: TraitAudience
    /// The name it shows under (`foregroundColor` of `foregroundColor: red`): one a
    /// primitive sets itself wins over it.
    let label: Substring

    init(name: String, shown: String, audience: TraitAudience) {
      self.name = name
      self.shown = shown
      self.audience = audience
      label = shown.prefix { $0 != ":" }
    }
  }

  /// The traits set, in ``order``.
  let traits: [Trait]
  /// Whether controls accept input.
  package let isEnabled: Bool
  /// The traits each audience shows, by its raw value.
  private let traitsByAudience: [[Trait]]

  /// The order traits show in, so that a leaf reads the same whatever order they
  /// were written in.
  static let order: [String] = [
    "font", "fontWeight", "fontDesign", "bold", "italic", "monospaced", "monospacedDigit", "foregroundStyle",
    "tint", "controlSize", "multilineTextAlignment", "lineLimit", "lineSpacing", "truncationMode", "textCase",
    "allowsTightening", "minimumScaleFactor", "redacted",
  ]

  private init(traits: [Trait], isEnabled: Bool) {
    self.traits = traits
    self.isEnabled = isEnabled
    traitsByAudience = (0..<8).map { mask in
      let audience = TraitAudience(rawValue: UInt8(mask))
      return traits.filter { !$0.audience.isDisjoint(with: audience) }
    }
  }

  /// The traits after a write of one key: `nil` when nothing is shown any more.
  static func writing<K: ScreenTraitKey>(_: K.Type, _ value: K.Value, over parent: ScreenTraits?) -> ScreenTraits? {
    var traits = parent?.traits ?? []
    var isEnabled = parent?.isEnabled ?? true
    if K.traitName == "isEnabled" {
      isEnabled = K.shown(value) == nil
    } else {
      traits.removeAll { $0.name == K.traitName }
      if let shown = K.shown(value) {
        let trait = Trait(name: K.traitName, shown: shown, audience: K.audience)
        let rank = order.firstIndex(of: K.traitName) ?? order.count
        let position = traits.firstIndex { (order.firstIndex(of: $0.name) ?? order.count) > rank } ?? traits.count
        traits.insert(trait, at: position)
      }
    }
    if traits.isEmpty && isEnabled { return nil }
    if let parent, parent.isEnabled == isEnabled, parent.traits == traits { return parent }
    return ScreenTraits(traits: traits, isEnabled: isEnabled)
  }

  /// The traits a primitive of an audience shows, in order.
  func traits(for audience: TraitAudience) -> [Trait] { traitsByAudience[Int(audience.rawValue & 7)] }
}

extension LeafContent {
  /// The leaf as its primitive shows it in an environment: a control shows that it is
  /// disabled (`Button(Continue, disabled)`), and the traits the primitive shows are
  /// added to its attributes, after its own; one it sets itself (a `Text`'s own
  /// `font`) wins over the environment's.
  package func showing(_ traits: ScreenTraits, to audience: TraitAudience) -> LeafContent {
    var value = self.value
    if audience.contains(.control), !traits.isEnabled { value += ", disabled" }
    let own = self.attributes
    var attributes = own.isEmpty ? [] : [own]
    // The names the primitive sets itself: `font` of `font: title, bold`.
    let ownNames = Set(
      own.split(separator: ",").map { $0.drop { $0 == " " }.prefix { $0 != ":" } })
    for trait in traits.traits(for: audience) where !ownNames.contains(trait.label) {
      attributes.append(trait.shown)
    }
    return LeafContent(kind: kind, value: value, attributes: attributes.joined(separator: ", "))
  }
}

/// A modifier that writes one trait's key below a view: the modifiers SwiftUI carries through the
/// environment to what is drawn (`font`, `foregroundStyle`, `disabled`, …), readable
/// with `@Environment` where SwiftUI makes them readable.
public struct TraitWriter: BuiltinModifier, Sendable {
  /// What the write shows, for telling an unchanged write from a changed one.
  let shown: String
  let apply: @Sendable (inout EnvironmentValues) -> Void

  nonisolated package init(shown: String, apply: @escaping @Sendable (inout EnvironmentValues) -> Void) {
    self.shown = shown
    self.apply = apply
  }

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var child = ChildSpec(key: .content, source: .view(content))
    let apply = self.apply
    child.environment = EnvironmentWrite(value: shown, apply: { apply(&$0) })
    expansion.children.append(child)
  }
}

extension View {
  /// The view with a trait written into its environment.
  nonisolated package func trait<K: ScreenTraitKey & SendableMetatype>(_ key: K.Type, _ value: K.Value)
    -> ModifiedContent<Self, TraitWriter> where K.Value: Sendable
  {
    ModifiedContent(
      content: self,
      modifier: TraitWriter(shown: "\(K.traitName)=\(K.shown(value) ?? "nil")") { $0[K.self] = value })
  }
}

/// A trait with no `EnvironmentValues` property in SwiftUI, written by its modifier
/// only: shown as the modifier spelled it.
package struct ShownTraitKey<Tag: TraitTag>: ScreenTraitKey {
  package static var defaultValue: String? { nil }
  package static var traitName: String { Tag.name }
  package static var audience: TraitAudience { Tag.audience }
  package static func shown(_ value: String?) -> String? { value }
}

/// Names a ``ShownTraitKey``.
package protocol TraitTag {
  static var name: String { get }
  static var audience: TraitAudience { get }
}
