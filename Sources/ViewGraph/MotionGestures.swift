package import ViewGraphCore

// SwiftUI's gestures whose values use Foundation's geometry (`CGPoint`, `CGFloat`,
// `Date`): drags, pinches, rotations, spatial taps and long presses, and the gesture
// modifiers around them. Each is a value of the view it is attached to
// (`.gesture(DragGesture(minimumDistance: 10))` shows as its node's leaf); a spatial
// tap's `onEnded` and `onTapGesture(count:coordinateSpace:perform:)` are reached by
// `host.tap(_:count:)` (the location is the origin: nothing is laid out), a long
// press's `onEnded` by `host.longPress(_:)`.
// Status: Partial. Differs: no drag, pinch or rotation is delivered, so their
// handlers never run.

// MARK: - Long press

/// A gesture recognized when the view is pressed for a minimum duration.
public struct LongPressGesture: Gesture {
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move, in points, before the press fails.
  public var maximumDistance: CGFloat
  /// Creates a long-press gesture.
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds.
  ///   - maximumDistance: How far the finger may move, in points.
  nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  /// `true` while the press is recognized, and when it ends.
  public typealias Value = Bool
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension LongPressGesture: DescribedGesture, EndDrivenGesture {
  package var gestureDescription: String {
    "LongPressGesture(minimumDuration: \(minimumDuration), maximumDistance: \(Double(maximumDistance)))"
  }
  package func drivenContent(_ content: any View, ended: @escaping (Bool) -> Void) -> any View {
    LongPressGestureTarget(
      modifier: LongPressModifier(
        values: LongPressValues(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: { ended(true) }, pressing: nil),
      content: content)
  }
}

/// A view a long-press gesture is attached to: `host.longPress(_:)` reaches it by
/// the first text inside and ends the gesture.
struct LongPressGestureTarget: View, BuiltinView, LongPressable {
  let modifier: LongPressModifier
  let content: any View
  var body: Never { builtinBody() }
  var controlTitle: String? { nil }
  var longPress: LongPressModifier { modifier }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

// MARK: - Spatial tap

/// A tap gesture reporting where the view was tapped.
public struct SpatialTapGesture: Gesture {
  /// How many taps in a row end the gesture.
  public var count: Int
  /// The coordinate space of the location.
  public var coordinateSpace: CoordinateSpace
  /// Creates a spatial tap gesture.
  ///
  /// - Parameters:
  ///   - count: How many taps in a row end the gesture.
  ///   - coordinateSpace: The coordinate space of the location.
  nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
  /// Where the tap was.
  public struct Value: Equatable, @unchecked Sendable {
    /// The location of the tap.
    public var location: CGPoint
  }
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension SpatialTapGesture: DescribedGesture, EndDrivenGesture {
  package var gestureDescription: String { count == 1 ? "SpatialTapGesture" : "SpatialTapGesture(count: \(count))" }
  package func drivenContent(_ content: any View, ended: @escaping (Value) -> Void) -> any View {
    // Nothing is laid out: the tap is at the origin.
    TapGestureTarget(count: count, action: { ended(Value(location: .zero)) }, content: content)
  }
}

extension View {
  /// Adds an action run with the location of `count` taps in a row;
  /// `host.tap(_:count:)` reaches it by the first text inside (at the origin:
  /// nothing is laid out).
  ///
  /// - Parameters:
  ///   - count: How many taps in a row run the action.
  ///   - coordinateSpace: The coordinate space of the location.
  ///   - action: Run with the location of the tap.
  /// - Returns: The view with the gesture.
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, GestureModifier> {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}

// MARK: - Drag

/// A gesture following a finger moved over the view.
public struct DragGesture: Gesture {
  /// How far the finger moves, in points, before the drag starts.
  public var minimumDistance: CGFloat
  /// The coordinate space of the locations.
  public var coordinateSpace: CoordinateSpace
  /// Creates a drag gesture.
  ///
  /// - Parameters:
  ///   - minimumDistance: How far the finger moves, in points, before the drag starts.
  ///   - coordinateSpace: The coordinate space of the locations.
  @MainActor @preconcurrency
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Where the drag is and how it moves.
  public struct Value: Equatable, @unchecked Sendable {
    /// When the value was reported.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved since the start.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How fast the finger moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now, at its velocity.
    public var predictedEndLocation: CGPoint
    /// How far the drag would have moved if it stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension DragGesture: DescribedGesture {
  package var gestureDescription: String { "DragGesture(minimumDistance: \(Double(minimumDistance)))" }
}

// MARK: - Magnify and rotate

/// A gesture following a pinch over the view.
public struct MagnifyGesture: Gesture {
  /// How much the scale changes before the gesture starts.
  public var minimumScaleDelta: CGFloat
  /// Creates a magnify gesture.
  ///
  /// - Parameter minimumScaleDelta: How much the scale changes before the gesture starts.
  @MainActor @preconcurrency
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  /// The pinch's scale and where it started.
  public struct Value: Equatable, @unchecked Sendable {
    /// When the value was reported.
    public var time: Date
    /// The scale since the start.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the pinch started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the pinch started.
    public var startLocation: CGPoint
  }
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension MagnifyGesture: DescribedGesture {
  package var gestureDescription: String { "MagnifyGesture(minimumScaleDelta: \(Double(minimumScaleDelta)))" }
}

/// A gesture following a pinch over the view (SwiftUI's older form of `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
  /// How much the scale changes before the gesture starts.
  public var minimumScaleDelta: CGFloat
  /// Creates a magnification gesture.
  ///
  /// - Parameter minimumScaleDelta: How much the scale changes before the gesture starts.
  @MainActor @preconcurrency
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  /// The scale since the start.
  public typealias Value = CGFloat
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension MagnificationGesture: DescribedGesture {
  package var gestureDescription: String { "MagnificationGesture(minimumScaleDelta: \(Double(minimumScaleDelta)))" }
}

/// A gesture following two fingers rotating over the view.
public struct RotateGesture: Gesture {
  /// How much the angle changes before the gesture starts.
  public var minimumAngleDelta: Angle
  /// Creates a rotate gesture.
  ///
  /// - Parameter minimumAngleDelta: How much the angle changes before the gesture starts.
  @MainActor @preconcurrency
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
  /// The rotation and where it started.
  public struct Value: Equatable, @unchecked Sendable {
    /// When the value was reported.
    public var time: Date
    /// The rotation since the start.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// Where the rotation started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the rotation started.
    public var startLocation: CGPoint
  }
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension RotateGesture: DescribedGesture {
  package var gestureDescription: String { "RotateGesture(minimumAngleDelta: \(minimumAngleDelta))" }
}

/// A gesture following two fingers rotating over the view (SwiftUI's older form of
/// `RotateGesture`).
public struct RotationGesture: Gesture {
  /// How much the angle changes before the gesture starts.
  public var minimumAngleDelta: Angle
  /// Creates a rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: How much the angle changes before the gesture starts.
  @MainActor @preconcurrency
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
  /// The rotation since the start.
  public typealias Value = Angle
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension RotationGesture: DescribedGesture {
  package var gestureDescription: String { "RotationGesture(minimumAngleDelta: \(minimumAngleDelta))" }
}

// MARK: - Gesture-related modifiers

/// A hand gesture that runs a view's primary action (on a watch).
public struct HandGestureShortcut: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The shortcut running the view's primary action.
  public static var primaryAction: HandGestureShortcut { HandGestureShortcut(name: "primaryAction") }
  public var description: String { name }
}

/// Whether a button repeats its action while pressed.
public struct ButtonRepeatBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The platform's behaviour.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// The action repeats while the button is held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// The action runs once per press.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
  public var description: String { name }
}

extension View {
  /// Gives system gestures at the edges a lower priority than the view's own.
  ///
  /// - Parameter edges: The edges.
  /// - Returns: The view.
  nonisolated public func defersSystemGestures(on edges: Edge.Set) -> ModifiedContent<Self, VisualModifier> {
    visual("defersSystemGestures", "\(edges.rawValue)")
  }

  /// Lets a hand gesture run the view's primary action (on a watch).
  ///
  /// - Parameters:
  ///   - shortcut: The hand gesture.
  ///   - isEnabled: Whether the shortcut is active.
  /// - Returns: The view.
  nonisolated public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("handGestureShortcut", "\(shortcut)\(isEnabled ? "" : ", disabled")")
  }

  /// Sets whether buttons below repeat their action while held.
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The view.
  nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("buttonRepeatBehavior", "\(behavior)")
  }
}
