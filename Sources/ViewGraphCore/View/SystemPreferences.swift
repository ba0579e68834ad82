// SwiftUI's preferences: values views pass up to their ancestors. There is no layout
// pass here, so no preference is gathered: a preference's value is an input of the
// view that sets it (shown as its leaf: a changed value is a leaf update), an
// `onPreferenceChange` action is stored and never runs, and `overlayPreferenceValue` /
// `backgroundPreferenceValue` realize their content once with the key's default value,
// as SwiftUI does before any descendant sets one.
// Status: compiles, not modelled. Differs: preference values never reach ancestors.

/// A value views pass up to their ancestors, reduced from every view that sets it.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Self.Value { get }
  /// Combines the value so far with the next view's value.
  ///
  /// - Parameters:
  ///   - value: The value so far, to update.
  ///   - nextValue: The next value, in view order.
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
  /// `nil` when no view sets a value.
  public static var defaultValue: Self.Value { nil }
}

/// The preference `preferredColorScheme(_:)` sets: the color scheme a presentation asks for.
public struct PreferredColorSchemeKey: PreferenceKey {
  public typealias Value = ColorScheme?

  /// Keeps the first scheme set, in view order.
  ///
  /// - Parameters:
  ///   - value: The scheme so far.
  ///   - nextValue: The next view's scheme.
  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}

/// The name a preference key shows by.
func preferenceName<K>(_ key: K.Type) -> String { typeName(key) }

extension View {
  /// Sets a preference value for ancestors (here, an input of this view: nothing reads it).
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("preference", "\(preferenceName(key)): \(value)")
  }

  /// Transforms a preference value on its way to ancestors (stored: no value passes here).
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("transformPreference", preferenceName(key), callback)
  }

  /// Runs an action when a preference value from below changes (stored: no value passes here).
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where K.Value: Equatable {
    storingAction("onPreferenceChange", preferenceName(key), action)
  }

  /// Draws a view made from a preference value over this one; with no layout pass, it is
  /// realized with the key's default value.
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, PreferenceValueModifier> {
    ModifiedContent(
      content: self,
      modifier: PreferenceValueModifier(
        role: "overlayPreferenceValue", key: preferenceName(key), alignment: alignment
      ) { transform(K.defaultValue) })
  }

  /// Draws a view made from a preference value over this one, centred.
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, PreferenceValueModifier> {
    overlayPreferenceValue(key, alignment: .center, transform)
  }

  /// Draws a view made from a preference value behind this one; with no layout pass, it
  /// is realized with the key's default value.
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, PreferenceValueModifier> {
    ModifiedContent(
      content: self,
      modifier: PreferenceValueModifier(
        role: "backgroundPreferenceValue", key: preferenceName(key), alignment: alignment
      ) { transform(K.defaultValue) })
  }

  /// Draws a view made from a preference value behind this one, centred.
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, PreferenceValueModifier> {
    backgroundPreferenceValue(key, alignment: .center, transform)
  }
}

/// An overlay or background made from a preference value, realized as an attachment
/// named by its role in paths.
public struct PreferenceValueModifier {
  let role: String
  let key: String
  let alignment: Alignment
  let make: () -> any View

  nonisolated init(role: String, key: String, alignment: Alignment, make: @escaping () -> any View) {
    self.role = role
    self.key = key
    self.alignment = alignment
    self.make = make
  }
}

extension PreferenceValueModifier: BuiltinModifier {
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(
      kind: role, value: alignment == .center ? key : "\(key), \(alignment)")
    expansion.add(.index(0), content)
    expansion.add(.index(1), Attachment(role: role, content: make()))
  }
}
