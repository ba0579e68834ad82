// Text, fonts, colours, images and shape styles.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let stylingFamilies: [Family] = []
}
