// Scrolling, search, presentations, toolbars, navigation, tabs and controls.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let navigationFamilies: [Family] = []
}
