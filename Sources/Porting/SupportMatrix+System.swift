// Environment values, apps and scenes, commands, focus, keyboard and hover, files, drag and drop, preferences.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let systemFamilies: [Family] = []
}
