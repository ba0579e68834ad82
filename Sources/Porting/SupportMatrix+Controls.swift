// Controls, containers, lists, tables, styles and their configurations.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let controlsFamilies: [Family] = []
}
