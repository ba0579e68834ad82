// Models SwiftUI's accessibility modifiers that take points (`CGPoint`, `UnitPoint`,
// so they are in this module): activation, drag and drop points, and the zoom
// action, whose gesture is an `AccessibilityZoomGestureAction`. As the other
// accessibility modifiers (AccessibilityModifiers.swift), each sets a property of
// the view's accessibility attachment, its value the input of its node.
// Status: Partial. Differs: no assistive technology activates, drags, drops or
// zooms; the zoom action's handler is stored, not run.

import ViewGraphCore

/// A zoom gesture an assistive technology performs on an element.
public struct AccessibilityZoomGestureAction {
  /// Whether the gesture zooms in or out.
  public enum Direction: Hashable, Sendable {
    case zoomIn
    case zoomOut
  }

  /// The gesture's direction.
  public let direction: Direction
  /// Where the gesture is, in the element's unit square.
  public let location: UnitPoint
  /// Where the gesture is, in the window.
  public let point: CGPoint

  package init(direction: Direction, location: UnitPoint, point: CGPoint) {
    self.direction = direction
    self.location = location
    self.point = point
  }
}

/// How a point with a description shows.
nonisolated private func described(_ point: UnitPoint, _ description: String) -> String { "\(point), \(description)" }

extension View {
  /// Sets where activating the element touches it, in its own coordinates.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets where activating the element touches it, in its unit square.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets where activating the element touches it, when enabled.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)", isEnabled: isEnabled))
  }
  /// Sets where activating the element touches it, in its unit square, when enabled.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)", isEnabled: isEnabled))
  }
  /// Sets the activation point (the form SwiftUI replaced with `accessibilityActivationPoint(_:)`).
  nonisolated public func accessibility(activationPoint: CGPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets the activation point in the unit square (the form SwiftUI replaced with
  /// `accessibilityActivationPoint(_:)`).
  nonisolated public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets the point a drag of the element starts at, with its description.
  nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityDragPoint", described(point, description.string)))
  }
  /// Sets the point a drag starts at, described by a localized key.
  nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityDragPoint", described(point, description.text)))
  }
  /// Sets the point a drag starts at, described by a string.
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityDragPoint", described(point, String(description))))
  }
  /// Sets the point a drag starts at, when enabled.
  nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityDragPoint", described(point, description.string), isEnabled: isEnabled))
  }
  /// Sets the point a drag starts at, described by a localized key, when enabled.
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityDragPoint", described(point, description.text), isEnabled: isEnabled))
  }
  /// Sets the point a drag starts at, described by a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityDragPoint", described(point, String(description)), isEnabled: isEnabled))
  }
  /// Sets the point a drop onto the element lands at, with its description.
  nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAttaching(AccessibilityProperty("accessibilityDropPoint", described(point, description.string)))
  }
  /// Sets the point a drop lands at, described by a localized key.
  nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityDropPoint", described(point, description.text)))
  }
  /// Sets the point a drop lands at, described by a string.
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityDropPoint", described(point, String(description))))
  }
  /// Sets the point a drop lands at, when enabled.
  nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityDropPoint", described(point, description.string), isEnabled: isEnabled))
  }
  /// Sets the point a drop lands at, described by a localized key, when enabled.
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityDropPoint", described(point, description.text), isEnabled: isEnabled))
  }
  /// Sets the point a drop lands at, described by a string, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttaching(
      AccessibilityProperty("accessibilityDropPoint", described(point, String(description)), isEnabled: isEnabled))
  }
  /// Adds a zoom action (a swipe in VoiceOver's zoom rotor); its handler is stored, not run.
  nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttaching(AccessibilityProperty("accessibilityZoomAction", "zoomIn, zoomOut", handler: handler))
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Sets the activation point, in this attachment.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets the activation point in the unit square, in this attachment.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets the activation point, in this attachment, when enabled.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(
      AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)", isEnabled: isEnabled))
  }
  /// Sets the activation point in the unit square, in this attachment, when enabled.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(
      AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)", isEnabled: isEnabled))
  }
  /// Sets the activation point (the form SwiftUI replaced with `accessibilityActivationPoint(_:)`).
  nonisolated public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets the activation point in the unit square (the form SwiftUI replaced with
  /// `accessibilityActivationPoint(_:)`).
  nonisolated public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(AccessibilityProperty("accessibilityActivationPoint", "\(activationPoint)"))
  }
  /// Sets the drag point, in this attachment.
  nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityDragPoint", described(point, description.string)))
  }
  /// Sets the drag point described by a localized key, in this attachment.
  nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityDragPoint", described(point, description.text)))
  }
  /// Sets the drag point described by a string, in this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityDragPoint", described(point, String(description))))
  }
  /// Sets the drag point, in this attachment, when enabled.
  nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(
      AccessibilityProperty("accessibilityDragPoint", described(point, description.string), isEnabled: isEnabled))
  }
  /// Sets the drag point described by a localized key, in this attachment, when enabled.
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityDragPoint", described(point, description.text), isEnabled: isEnabled))
  }
  /// Sets the drag point described by a string, in this attachment, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityDragPoint", described(point, String(description)), isEnabled: isEnabled))
  }
  /// Sets the drop point, in this attachment.
  nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<
    Content, Modifier
  > {
    accessibilityAdding(AccessibilityProperty("accessibilityDropPoint", described(point, description.string)))
  }
  /// Sets the drop point described by a localized key, in this attachment.
  nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityDropPoint", described(point, description.text)))
  }
  /// Sets the drop point described by a string, in this attachment.
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityDropPoint", described(point, String(description))))
  }
  /// Sets the drop point, in this attachment, when enabled.
  nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(
      AccessibilityProperty("accessibilityDropPoint", described(point, description.string), isEnabled: isEnabled))
  }
  /// Sets the drop point described by a localized key, in this attachment, when enabled.
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityDropPoint", described(point, description.text), isEnabled: isEnabled))
  }
  /// Sets the drop point described by a string, in this attachment, when enabled.
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAdding(
      AccessibilityProperty("accessibilityDropPoint", described(point, String(description)), isEnabled: isEnabled))
  }
  /// Adds a zoom action to this attachment; its handler is stored, not run.
  nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityZoomAction", "zoomIn, zoomOut", handler: handler))
  }
}
