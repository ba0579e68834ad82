// Models SwiftUI's accessibility modifiers that take points (`CGPoint`, `UnitPoint`,
// so they are in this module): activation, drag and drop points, and the zoom
// action, whose gesture is an `AccessibilityZoomGestureAction`. As the other
// accessibility modifiers (AccessibilityModifiers.swift), each sets a property of
// the view's accessibility attachment, its value the input of its node.
// `host.accessibilityZoom(_:of:at:)` performs a zoom, running the action's handler.
// Status: Partial. Differs: no assistive technology activates, drags or drops;
// nothing is laid out, so a zoom's point in the window is its location's unit values.

import ViewGraphCore

/// A zoom gesture an assistive technology performs on an element.
public struct AccessibilityZoomGestureAction {
  /// Whether the gesture zooms in or out.
  public enum Direction: Hashable, Sendable {
    case zoomIn
    case zoomOut

    private var isZoomIn: Bool { if case .zoomIn = self { true } else { false } }

    /// Whether two directions are the same.
    public static func == (a: Direction, b: Direction) -> Bool { a.isZoomIn == b.isZoomIn }
    /// Feeds the direction into a hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(isZoomIn) }
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
  /// Adds a zoom action (a swipe in VoiceOver's zoom rotor); `host.accessibilityZoom` runs its handler.
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
  /// Adds a zoom action to this attachment; `host.accessibilityZoom` runs its handler.
  nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityAdding(AccessibilityProperty("accessibilityZoomAction", "zoomIn, zoomOut", handler: handler))
  }
}

extension ViewHost {
  /// Zooms an element with an accessibility zoom action (`accessibilityZoomAction`), as
  /// a swipe in VoiceOver's zoom rotor would: its handler runs with the gesture as one
  /// transaction.
  ///
  /// - Parameters:
  ///   - direction: In or out.
  ///   - element: The accessibility label (or first text) of the element, when
  ///     several have a zoom action.
  ///   - location: Where the gesture is, in the element's unit square (its `point`
  ///     has the same values: nothing is laid out).
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the zoom caused; a diagnostic when no element (or several) has a zoom action.
  @discardableResult
  public func accessibilityZoom(
    _ direction: AccessibilityZoomGestureAction.Direction, of element: String? = nil, at location: UnitPoint = .center,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let found = accessibilityHandlers(
      "accessibilityZoomAction", value: nil, element: element,
      as: ((AccessibilityZoomGestureAction) -> Void).self, what: "an element with an accessibility zoom action",
      at: site)
    guard case .success(let handler) = found else { return found.failure }
    let gesture = AccessibilityZoomGestureAction(
      direction: direction, location: location, point: CGPoint(x: location.x, y: location.y))
    return update { handler(gesture) }
  }
}
