package import ViewGraphCore

// SwiftUI's navigation transitions (`.navigationTransition(.zoom(sourceID:in:))`)
// and the sources they zoom from (`.matchedTransitionSource(id:in:)`), the pencil's
// double tap and squeeze, and spatial events. Each is a value of the view it is
// attached to, shown as its node's leaf.
// Status: visual. Differs: nothing is presented with a zoom, no pencil or spatial
// event is delivered: the actions of `onPencilDoubleTap`, `onPencilSqueeze` and a
// `SpatialEventGesture` are stored, never run.

// MARK: - Navigation transitions

/// How a pushed or presented view appears and leaves.
public protocol NavigationTransition {}

/// The platform's navigation transition.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}

/// A navigation transition zooming from a source view.
public struct ZoomNavigationTransition: NavigationTransition, Sendable {
  let source: String
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's navigation transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms from the view marked `matchedTransitionSource(id:in:)` with the id.
  ///
  /// - Parameters:
  ///   - sourceID: The id of the source view.
  ///   - namespace: The namespace of the id.
  /// - Returns: The transition.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition(source: "\(sourceID), in: \(namespace)")
  }
}

/// How a matched transition's source view looks while the transition runs.
public protocol MatchedTransitionSourceConfiguration: Sendable {
  /// The configuration this one is made of.
  associatedtype Body: MatchedTransitionSourceConfiguration
  /// The configuration from an empty one.
  ///
  /// - Parameter configuration: The empty configuration.
  /// - Returns: This configuration.
  func body(configuration: Self.Source) -> Self.Body
  /// The configuration a body starts from.
  typealias Source = EmptyMatchedTransitionSourceConfiguration
}

/// The configuration of a source with no changes of its own.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  /// An empty configuration is its own body.
  ///
  /// - Parameter configuration: The empty configuration.
  /// - Returns: This configuration.
  public func body(configuration: Source) -> EmptyMatchedTransitionSourceConfiguration { self }
}

/// A source configuration with its changes, described.
public struct DescribedMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  let changes: [String]
  /// The configuration is its own body.
  ///
  /// - Parameter configuration: The empty configuration.
  /// - Returns: This configuration.
  public func body(configuration: Source) -> DescribedMatchedTransitionSourceConfiguration { self }
}

/// The changes a configuration describes.
func sourceChanges(_ configuration: some MatchedTransitionSourceConfiguration) -> [String] {
  (configuration as? DescribedMatchedTransitionSourceConfiguration)?.changes ?? []
}

extension MatchedTransitionSourceConfiguration {
  /// The source with a shadow while the transition runs.
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: How far the shadow spreads.
  ///   - x: The shadow's horizontal offset.
  ///   - y: The shadow's vertical offset.
  /// - Returns: The configuration.
  public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> DescribedMatchedTransitionSourceConfiguration
  {
    DescribedMatchedTransitionSourceConfiguration(
      changes: sourceChanges(self) + ["shadow(\(color), \(Double(radius)), \(Double(x)), \(Double(y)))"])
  }
  /// The source clipped to a rounded rectangle while the transition runs.
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The configuration.
  public func clipShape(_ shape: RoundedRectangle) -> DescribedMatchedTransitionSourceConfiguration {
    DescribedMatchedTransitionSourceConfiguration(changes: sourceChanges(self) + ["clipShape(\(shape))"])
  }
  /// The source over a background colour while the transition runs.
  ///
  /// - Parameter style: The colour.
  /// - Returns: The configuration.
  public func background(_ style: Color) -> DescribedMatchedTransitionSourceConfiguration {
    DescribedMatchedTransitionSourceConfiguration(changes: sourceChanges(self) + ["background(\(style))"])
  }
}

extension View {
  /// Sets how the view appears when it is pushed or presented.
  ///
  /// - Parameter style: The transition.
  /// - Returns: The view.
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("navigationTransition", (style as? ZoomNavigationTransition).map { "zoom(\($0.source))" } ?? "automatic")
  }

  /// Marks the view as the source a zoom navigation transition with the id zooms from.
  ///
  /// - Parameters:
  ///   - id: The id.
  ///   - namespace: The namespace of the id.
  /// - Returns: The view.
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("matchedTransitionSource", "\(id), in: \(namespace)")
  }

  /// Marks the view as a zoom's source, with how it looks while the transition runs.
  ///
  /// - Parameters:
  ///   - id: The id.
  ///   - namespace: The namespace of the id.
  ///   - configuration: Changes the source's look from an empty configuration.
  /// - Returns: The view.
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
  ) -> ModifiedContent<Self, VisualModifier> {
    let changes = sourceChanges(configuration(EmptyMatchedTransitionSourceConfiguration()))
    return visual("matchedTransitionSource", (["\(id), in: \(namespace)"] + changes).joined(separator: ", "))
  }
}

// MARK: - Pencil

/// Where the pencil hovers over the view, and how it is held.
public struct PencilHoverPose: Hashable, @unchecked Sendable {
  /// The point the pencil is over.
  public var location: CGPoint
  /// That point in the view's unit square.
  public var anchor: UnitPoint
  /// How far above the screen the pencil is.
  public var zDistance: CGFloat
  /// The pencil's angle to the screen.
  public var altitude: Angle
  /// The pencil's direction on the screen.
  public var azimuth: Angle
  /// The pencil's roll about its axis.
  public var roll: Angle
}

/// What a pencil double tap reports.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
  /// Where the pencil hovered, if it did.
  public var hoverPose: PencilHoverPose?
}

/// What a pencil squeeze reports.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
  /// Where the pencil hovered, if it did.
  public var hoverPose: PencilHoverPose?
}

/// The phases of a pencil squeeze.
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
  /// The squeeze is under way.
  case active(PencilSqueezeGestureValue)
  /// The squeeze ended.
  case ended(PencilSqueezeGestureValue)
  /// The squeeze failed.
  case failed
}

/// What the user chose a pencil's double tap or squeeze does.
public struct PencilPreferredAction: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Switches to the eraser.
  public static let switchEraser = PencilPreferredAction(name: "switchEraser")
  /// Switches to the previous tool.
  public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
  /// Shows the colour palette.
  public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
  /// Shows the ink attributes.
  public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
  /// Shows the contextual palette.
  public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
  /// Runs a system shortcut.
  public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
  /// Does nothing.
  public static let ignore = PencilPreferredAction(name: "ignore")
}

extension View {
  /// Adds an action run when the pencil is double-tapped (stored: no pencil input is
  /// delivered).
  ///
  /// - Parameter action: Told where the pencil hovered.
  /// - Returns: The view.
  nonisolated public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("onPencilDoubleTap", "action")
  }

  /// Adds an action run as the pencil is squeezed (stored: no pencil input is
  /// delivered).
  ///
  /// - Parameter action: Told each phase of the squeeze.
  /// - Returns: The view.
  nonisolated public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("onPencilSqueeze", "action")
  }
}

// MARK: - Spatial events

/// A gesture reporting every touch, pencil and pointer event over the view.
public struct SpatialEventGesture: Gesture {
  /// The coordinate space of the locations.
  public let coordinateSpace: CoordinateSpace
  /// Creates the gesture.
  ///
  /// - Parameter coordinateSpace: The coordinate space of the locations.
  @MainActor @preconcurrency
  public init(coordinateSpace: CoordinateSpace = .local) { self.coordinateSpace = coordinateSpace }
  /// The events under way.
  public typealias Value = SpatialEventCollection
  /// A primitive gesture has no body.
  public typealias Body = Never
}

/// The events of a spatial event gesture.
public struct SpatialEventCollection: Collection, Equatable, Sendable {
  let events: [Event]

  /// Creates a collection of events.
  init(_ events: [Event]) { self.events = events }

  /// One touch, pencil or pointer event.
  public struct Event: Identifiable, Hashable, @unchecked Sendable {
    /// The identity of an event over its phases.
    public struct ID: Hashable, Sendable {
      let value: Int
    }
    /// What made the event.
    public enum Kind: Hashable, Sendable {
      /// A finger.
      case touch
      /// A pencil.
      case pencil
      /// A pointer.
      case pointer
    }
    /// Where the event is in its life.
    public enum Phase: Hashable, Sendable {
      /// Under way.
      case active
      /// Ended.
      case ended
      /// Cancelled.
      case cancelled
    }
    /// How an input device is held.
    public struct InputDevicePose: Hashable, Sendable {
      /// The device's angle to the screen.
      public var altitude: Angle
      /// The device's direction on the screen.
      public var azimuth: Angle
    }
    /// The event's identity.
    public let id: ID
    /// When the event happened.
    public var timestamp: TimeInterval
    /// What made it.
    public var kind: Kind
    /// Where it is.
    public var location: CGPoint
    /// Where it is in its life.
    public var phase: Phase
    /// The modifier keys held.
    public var modifierKeys: EventModifiers
    /// How the device is held, for a pencil.
    public var inputDevicePose: InputDevicePose?
  }

  /// A position in the collection.
  public struct Index: Comparable, Sendable {
    let offset: Int
    /// Whether one position comes before another.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
  }

  /// Iterates over the events.
  public struct Iterator: IteratorProtocol, Sendable {
    var rest: ArraySlice<Event>
    /// The next event.
    ///
    /// - Returns: The event, or `nil` after the last.
    public mutating func next() -> Event? { rest.popFirst() }
  }

  /// An iterator over the events.
  ///
  /// - Returns: The iterator.
  public func makeIterator() -> Iterator { Iterator(rest: events[...]) }
  /// The first position.
  public var startIndex: Index { Index(offset: 0) }
  /// The position after the last.
  public var endIndex: Index { Index(offset: events.count) }
  /// The event at a position.
  ///
  /// - Parameter position: The position.
  public subscript(position: Index) -> Event { events[position.offset] }
  /// The position after another.
  ///
  /// - Parameter i: The position.
  /// - Returns: The next position.
  public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
  /// The event with an identity, if it is in the collection.
  ///
  /// - Parameter index: The identity.
  public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
}

extension SpatialEventGesture: DescribedGesture {
  package var gestureDescription: String { "SpatialEventGesture" }
}

extension ContentTransition: Equatable {
  /// Whether two content transitions are the same.
  public static func == (a: ContentTransition, b: ContentTransition) -> Bool { a.description == b.description }
}

// MARK: - Transaction

private enum ScrollTargetAnchorKey: TransactionKey {
  static var defaultValue: UnitPoint? { nil }
}

extension Transaction {
  /// Where a scroll in the transaction brings its target (kept: nothing scrolls by it).
  public var scrollTargetAnchor: UnitPoint? {
    get { self[ScrollTargetAnchorKey.self] }
    set { self[ScrollTargetAnchorKey.self] = newValue }
  }
}
