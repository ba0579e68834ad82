// Accessibility: the accessibility modifiers and their value types.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let accessibilityFamilies: [Family] = []
}
