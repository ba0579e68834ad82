// Gestures, animations, transitions and feedback.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let motionFamilies: [Family] = []
}
