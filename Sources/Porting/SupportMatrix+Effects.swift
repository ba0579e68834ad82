// Effects, layout and geometry: graphical effects, custom layout, alignment, coordinate spaces, shapes and paths.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let effectsFamilies: [Family] = []
}
