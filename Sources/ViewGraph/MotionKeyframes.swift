package import ViewGraphCore

// Models SwiftUI's keyframes: tracks of keyframes (linear, spring, cubic and move)
// built with `KeyframesBuilder` and `KeyframeTrackContentBuilder`, evaluated at any
// time by a `KeyframeTimeline` (each track moves its property from the initial
// value through its keyframes, one after the other), and `keyframeAnimator`/
// `KeyframeAnimator`, which realize their content with the initial value.
// Status: the timeline is complete; nothing animates: an animator's content shows
// its initial value, and a trigger starts nothing.

// MARK: - Protocols

/// A sequence of keyframes for one value.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes move.
  associatedtype Value: Animatable = Self.Body.Value
  /// The keyframes this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// Tracks of keyframes moving the properties of a value.
public protocol Keyframes<Value> {
  /// The value the tracks move.
  associatedtype Value = Self.Body.Value
  /// The tracks this one is made of.
  associatedtype Body: Keyframes
  /// The tracks this one is made of.
  @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

// MARK: - Segments

/// One keyframe: how the value moves to its target, and for how long.
package struct KeyframeSegment<Value: Animatable> {
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value.AnimatableData?)
    case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    case move
  }
  let kind: Kind
  let target: Value
  let duration: Double
}

/// Keyframe content made of segments (every keyframe and builder result).
package protocol KeyframeSegmentsConvertible<Value> {
  associatedtype Value: Animatable
  var segments: [KeyframeSegment<Value>] { get }
}

/// The segments of any keyframe content: its own, or its body's.
func keyframeSegments<Content: KeyframeTrackContent>(_ content: Content) -> [KeyframeSegment<Content.Value>] {
  if let made = content as? any KeyframeSegmentsConvertible<Content.Value> { return made.segments }
  func open<Body: KeyframeTrackContent>(_ body: Body) -> [KeyframeSegment<Content.Value>] {
    (keyframeSegments(body) as? [KeyframeSegment<Content.Value>]) ?? []
  }
  return open(content.body)
}

/// Keyframe content put together by a builder.
public struct KeyframeSegmentList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsConvertible {
  package let segments: [KeyframeSegment<Value>]
  /// The list is its own body.
  public var body: KeyframeSegmentList<Value> { self }
}

extension KeyframeTrackContent where Body == Self {
  /// A keyframe is its own body.
  public var body: Self { self }
}

/// A keyframe interpolating linearly, along a unit curve, to its value.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsConvertible {
  let segment: KeyframeSegment<Value>
  /// Creates the keyframe.
  ///
  /// - Parameters:
  ///   - to: The value at the end of the keyframe.
  ///   - duration: How long the keyframe lasts, in seconds.
  ///   - timingCurve: How the value eases.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(kind: .linear(timingCurve), target: to, duration: max(0, duration))
  }
  package var segments: [KeyframeSegment<Value>] { [segment] }
  /// A keyframe is its own body.
  public typealias Body = LinearKeyframe<Value>
}

/// A keyframe moving to its value along a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsConvertible {
  let segment: KeyframeSegment<Value>
  /// Creates the keyframe.
  ///
  /// - Parameters:
  ///   - to: The value the spring moves to.
  ///   - duration: How long the keyframe lasts, in seconds; the spring's duration when `nil`.
  ///   - spring: The spring.
  ///   - startVelocity: The velocity it starts with; the previous keyframe's when `nil`.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    segment = KeyframeSegment(
      kind: .spring(spring, startVelocity: startVelocity?.animatableData), target: to,
      duration: max(0, duration ?? spring.duration))
  }
  package var segments: [KeyframeSegment<Value>] { [segment] }
  /// A keyframe is its own body.
  public typealias Body = SpringKeyframe<Value>
}

/// A keyframe moving to its value along a cubic curve, smooth with its neighbours.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsConvertible {
  let segment: KeyframeSegment<Value>
  /// Creates the keyframe.
  ///
  /// - Parameters:
  ///   - to: The value at the end of the keyframe.
  ///   - duration: How long the keyframe lasts, in seconds.
  ///   - startVelocity: The velocity at the start; smooth with the neighbours when `nil`.
  ///   - endVelocity: The velocity at the end; smooth with the neighbours when `nil`.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    segment = KeyframeSegment(
      kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData),
      target: to, duration: max(0, duration))
  }
  package var segments: [KeyframeSegment<Value>] { [segment] }
  /// A keyframe is its own body.
  public typealias Body = CubicKeyframe<Value>
}

/// A keyframe jumping to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsConvertible {
  let segment: KeyframeSegment<Value>
  /// Creates the keyframe.
  ///
  /// - Parameter to: The value jumped to.
  public init(_ to: Value) { segment = KeyframeSegment(kind: .move, target: to, duration: 0) }
  package var segments: [KeyframeSegment<Value>] { [segment] }
  /// A keyframe is its own body.
  public typealias Body = MoveKeyframe<Value>
}

// MARK: - Evaluating

/// The value of a track of segments at a time, starting from `initial`.
func keyframeValue<Value: Animatable>(_ segments: [KeyframeSegment<Value>], from initial: Value, at time: Double)
  -> Value
{
  typealias Data = Value.AnimatableData
  // The points the track passes through, and when.
  var points: [Data] = [initial.animatableData]
  var times: [Double] = [0]
  for segment in segments {
    points.append(segment.target.animatableData)
    times.append(times[times.count - 1] + segment.duration)
  }
  var current = initial.animatableData
  var velocity = Data.zero
  var start = 0.0
  for (index, segment) in segments.enumerated() {
    let from = current
    let to = segment.target.animatableData
    let elapsed = min(max(time - start, 0), segment.duration)
    let fraction = segment.duration > 0 ? elapsed / segment.duration : 1
    let done = time >= start + segment.duration
    switch segment.kind {
    case .move:
      current = to
      velocity = .zero
    case .linear(let curve):
      current = from.interpolated(towards: to, amount: curve.value(at: fraction))
      velocity =
        segment.duration > 0 ? (to - from).scaled(by: curve.velocity(at: fraction) / segment.duration) : .zero
    case .spring(let spring, let startVelocity):
      let initialVelocity = startVelocity ?? velocity
      current = from + spring.value(target: to - from, initialVelocity: initialVelocity, time: elapsed)
      velocity = spring.velocity(target: to - from, initialVelocity: initialVelocity, time: elapsed)
    case .cubic(let startVelocity, let endVelocity):
      // Catmull-Rom tangents where no velocity is given: the slope between the
      // neighbouring points.
      func tangent(at point: Int) -> Data {
        let before = max(0, point - 1)
        let after = min(points.count - 1, point + 1)
        let span = times[after] - times[before]
        return span > 0 ? (points[after] - points[before]).scaled(by: 1 / span) : .zero
      }
      let m0 = startVelocity ?? tangent(at: index)
      let m1 = endVelocity ?? tangent(at: index + 1)
      let d = segment.duration
      let f = fraction
      let (f2, f3) = (f * f, f * f * f)
      current =
        from.scaled(by: 2 * f3 - 3 * f2 + 1) + m0.scaled(by: (f3 - 2 * f2 + f) * d)
        + to.scaled(by: -2 * f3 + 3 * f2) + m1.scaled(by: (f3 - f2) * d)
      velocity =
        d > 0
        ? from.scaled(by: (6 * f2 - 6 * f) / d) + m0.scaled(by: 3 * f2 - 4 * f + 1)
          + to.scaled(by: (-6 * f2 + 6 * f) / d) + m1.scaled(by: 3 * f2 - 2 * f) : .zero
    }
    if !done { break }
    start += segment.duration
  }
  var result = initial
  result.animatableData = current
  return result
}

/// A track as a timeline evaluates it: how long it lasts, and how it sets its
/// property of the value at a time.
package struct KeyframeTrackEvaluator<Root> {
  let duration: Double
  let apply: (inout Root, Double) -> Void
}

/// Keyframes made of tracks (every track and builder result).
package protocol KeyframeTracksConvertible<Value> {
  associatedtype Value
  var evaluators: [KeyframeTrackEvaluator<Value>] { get }
}

/// The tracks of any keyframes: their own, or their body's.
func keyframeTracks<Content: Keyframes>(_ content: Content) -> [KeyframeTrackEvaluator<Content.Value>] {
  if let made = content as? any KeyframeTracksConvertible<Content.Value> { return made.evaluators }
  func open<Body: Keyframes>(_ body: Body) -> [KeyframeTrackEvaluator<Content.Value>] {
    (keyframeTracks(body) as? [KeyframeTrackEvaluator<Content.Value>]) ?? []
  }
  return open(content.body)
}

/// Keyframes put together by a builder.
public struct KeyframeTrackList<Value>: Keyframes, KeyframeTracksConvertible {
  package let evaluators: [KeyframeTrackEvaluator<Value>]
  /// The list is its own body.
  public var body: KeyframeTrackList<Value> { self }
}

/// A track of keyframes moving one property of a value.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes, KeyframeTracksConvertible
where TrackValue == Content.Value {
  /// A track moves a property of its root value.
  public typealias Value = Root
  let evaluator: KeyframeTrackEvaluator<Root>
  package var evaluators: [KeyframeTrackEvaluator<Root>] { [evaluator] }

  /// Creates a track moving the value itself.
  ///
  /// - Parameter content: The keyframes.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
    let segments = keyframeSegments(content())
    evaluator = KeyframeTrackEvaluator(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
      root = keyframeValue(segments, from: root, at: time)
    }
  }

  /// Creates a track moving one property of the value.
  ///
  /// - Parameters:
  ///   - keyPath: The property moved.
  ///   - content: The keyframes.
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) {
    let segments = keyframeSegments(content())
    evaluator = KeyframeTrackEvaluator(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
      root[keyPath: keyPath] = keyframeValue(segments, from: root[keyPath: keyPath], at: time)
    }
  }

  /// A track is its own body.
  public typealias Body = KeyframeTrack<Root, TrackValue, Content>
  /// A track is its own body.
  public var body: KeyframeTrack<Root, TrackValue, Content> { self }
}

/// The values of keyframes at any time: each track moves its property from the
/// initial value.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [KeyframeTrackEvaluator<Value>]

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the first keyframe.
  ///   - content: The tracks.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = keyframeTracks(content())
  }

  /// How long the longest track lasts, in seconds.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value at a time.
  ///
  /// - Parameter time: The time since the start, in seconds.
  /// - Returns: The value.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The value at a fraction of the timeline's duration.
  ///
  /// - Parameter progress: The fraction, 0 to 1.
  /// - Returns: The value.
  public func value(progress: Double) -> Value { value(time: progress * duration) }
}

// MARK: - Builders

/// Builds the keyframes of a track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe.
  ///
  /// - Parameter expression: The keyframe.
  /// - Returns: The keyframe.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
    expression
  }
  /// The keyframes of a loop, one after the other.
  ///
  /// - Parameter components: The keyframes.
  /// - Returns: Them all.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> KeyframeSegmentList<Value> {
    KeyframeSegmentList(segments: components.flatMap { keyframeSegments($0) })
  }
  /// The first branch of a condition.
  ///
  /// - Parameter component: The branch's keyframes.
  /// - Returns: The branch.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where Value == First.Value, First.Value == Second.Value {
    Conditional(segments: keyframeSegments(component))
  }
  /// The second branch of a condition.
  ///
  /// - Parameter component: The branch's keyframes.
  /// - Returns: The branch.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where Value == First.Value, First.Value == Second.Value {
    Conditional(segments: keyframeSegments(component))
  }
  /// The first keyframes of a block.
  ///
  /// - Parameter first: The keyframes.
  /// - Returns: The keyframes.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }
  /// The keyframes of a block so far, then the next.
  ///
  /// - Parameters:
  ///   - accumulated: The keyframes so far.
  ///   - next: The next keyframes.
  /// - Returns: Both, one after the other.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> KeyframeSegmentList<Value> {
    KeyframeSegmentList(segments: keyframeSegments(accumulated) + keyframeSegments(next))
  }
  /// No keyframes.
  ///
  /// - Returns: An empty track content.
  public static func buildBlock() -> KeyframeSegmentList<Value> { KeyframeSegmentList(segments: []) }

  /// One branch of a condition in a track's keyframes.
  public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
    KeyframeTrackContent, KeyframeSegmentsConvertible
  where ConditionalValue == First.Value, First.Value == Second.Value {
    package let segments: [KeyframeSegment<ConditionalValue>]
    /// The branch is its own body.
    public typealias Body = Self
    /// The branch's keyframes.
    public typealias Value = ConditionalValue
    /// The branch is its own body.
    public var body: Self { self }
  }
}

/// Builds the tracks of keyframes.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track.
  ///
  /// - Parameter expression: The track.
  /// - Returns: The track.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where Value == K.Value { expression }
  /// The tracks of a loop.
  ///
  /// - Parameter components: The tracks.
  /// - Returns: Them all.
  public static func buildArray(_ components: [some Keyframes<Value>]) -> KeyframeTrackList<Value> {
    KeyframeTrackList(evaluators: components.flatMap { keyframeTracks($0) })
  }
  /// The first branch of a condition.
  ///
  /// - Parameter component: The branch's tracks.
  /// - Returns: The branch.
  public static func buildEither(first component: some Keyframes<Value>) -> KeyframeTrackList<Value> {
    KeyframeTrackList(evaluators: keyframeTracks(component))
  }
  /// The second branch of a condition.
  ///
  /// - Parameter component: The branch's tracks.
  /// - Returns: The branch.
  public static func buildEither(second component: some Keyframes<Value>) -> KeyframeTrackList<Value> {
    KeyframeTrackList(evaluators: keyframeTracks(component))
  }
  /// The first tracks of a block.
  ///
  /// - Parameter first: The tracks.
  /// - Returns: The tracks.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }
  /// The tracks of a block so far, then the next.
  ///
  /// - Parameters:
  ///   - accumulated: The tracks so far.
  ///   - next: The next tracks.
  /// - Returns: Both, at once.
  public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
    -> KeyframeTrackList<Value>
  {
    KeyframeTrackList(evaluators: keyframeTracks(accumulated) + keyframeTracks(next))
  }
  /// No tracks.
  ///
  /// - Returns: Empty keyframes.
  public static func buildBlock() -> KeyframeTrackList<Value> { KeyframeTrackList(evaluators: []) }
  /// The tracks built.
  ///
  /// - Parameter component: The tracks.
  /// - Returns: The tracks.
  public static func buildFinalResult<Content: Keyframes<Value>>(_ component: Content) -> Content { component }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe of the value itself.
  ///
  /// - Parameter expression: The keyframe.
  /// - Returns: The keyframe.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
    expression
  }
  /// The first keyframes of the value itself.
  ///
  /// - Parameter first: The keyframes.
  /// - Returns: The keyframes.
  public static func buildPartialBlock(first: some KeyframeTrackContent<Value>) -> KeyframeSegmentList<Value> {
    KeyframeSegmentList(segments: keyframeSegments(first))
  }
  /// The keyframes of the value itself so far, then the next.
  ///
  /// - Parameters:
  ///   - accumulated: The keyframes so far.
  ///   - next: The next keyframes.
  /// - Returns: Both, one after the other.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> KeyframeSegmentList<Value> {
    KeyframeSegmentList(segments: keyframeSegments(accumulated) + keyframeSegments(next))
  }
  /// No keyframes of the value itself.
  ///
  /// - Returns: An empty track content.
  public static func buildBlock() -> KeyframeSegmentList<Value> { KeyframeSegmentList(segments: []) }
  /// The keyframes of the value itself, as a track.
  ///
  /// - Parameter component: The keyframes.
  /// - Returns: A track moving the value.
  public static func buildFinalResult<Content: KeyframeTrackContent<Value>>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content>
  {
    KeyframeTrack { component }
  }
}

// MARK: - Animators

/// A view animating its content through keyframes when a trigger changes.
///
/// Nothing animates: the content is realized with the initial value, in this view's
/// body.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
  let initialValue: Value
  let trigger: String?
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Creates a view playing its keyframes each time `trigger` changes.
  ///
  /// - Parameters:
  ///   - initialValue: The value the content shows at rest.
  ///   - trigger: The value whose change plays the keyframes.
  ///   - content: The view for a value.
  ///   - keyframes: The keyframes, from the value at the start.
  nonisolated public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = "\(trigger)"
    self.content = content
    self.keyframes = keyframes
  }

  /// Creates a view playing its keyframes continuously, or once.
  ///
  /// - Parameters:
  ///   - initialValue: The value the content starts from.
  ///   - repeating: Whether the keyframes play again and again.
  ///   - content: The view for a value.
  ///   - keyframes: The keyframes, from the value at the start.
  nonisolated public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = repeating ? nil : "once"
    self.content = content
    self.keyframes = keyframes
  }
}

extension KeyframeAnimator: View {
  /// The content with the initial value.
  @MainActor @preconcurrency
  public var body: some View {
    let duration = keyframeTracks(keyframes(initialValue)).map(\.duration).max() ?? 0
    content(initialValue).visual(
      "keyframeAnimator", "\(duration)s\(trigger.map { $0 == "once" ? ", once" : ", trigger: \($0)" } ?? ", repeating")"
    )
  }
}

extension View {
  /// Plays keyframes on the view when `trigger` changes (realized with the initial
  /// value: nothing animates).
  ///
  /// The content closure is not `@Sendable`, as SwiftUI's is: our view builder is
  /// main-actor-isolated, so a `@Sendable` closure could not build views.
  ///
  /// - Parameters:
  ///   - initialValue: The value the content shows at rest.
  ///   - trigger: The value whose change plays the keyframes.
  ///   - content: Modifies the view (its placeholder) for a value.
  ///   - keyframes: The keyframes, from the value at the start.
  /// - Returns: The view with the initial value.
  nonisolated public func keyframeAnimator<Value, V: View, K: Keyframes<Value>>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> KeyframeAnimator<Value, K, V> {
    let placeholder = PlaceholderContentView<Self>(self)
    let valued: (Value) -> V = { content(placeholder, $0) }
    return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: valued, keyframes: keyframes)
  }

  /// Plays keyframes on the view continuously, or once (realized with the initial
  /// value: nothing animates).
  ///
  /// - Parameters:
  ///   - initialValue: The value the content starts from.
  ///   - repeating: Whether the keyframes play again and again.
  ///   - content: Modifies the view (its placeholder) for a value.
  ///   - keyframes: The keyframes, from the value at the start.
  /// - Returns: The view with the initial value.
  nonisolated public func keyframeAnimator<Value, V: View, K: Keyframes<Value>>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> KeyframeAnimator<Value, K, V> {
    let placeholder = PlaceholderContentView<Self>(self)
    let valued: (Value) -> V = { content(placeholder, $0) }
    return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: valued, keyframes: keyframes)
  }
}
