// Models SwiftUI's animation values: `VectorArithmetic` and the types animating
// over it (`AnimatablePair`, `EmptyAnimatableData`, `Animatable`), springs
// (`Spring`, with SwiftUI's arithmetic: a damped harmonic oscillator), custom
// animations and their context and state, and the further `Animation` forms
// (timing curves, interpolating springs, `logicallyComplete(after:)`), recorded by
// name as the others are (Transaction.swift).
// Status: the values are complete; nothing is animated: a change takes effect at
// once, in its transaction.

// MARK: - Vector arithmetic

/// A value an animation interpolates: it can be added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with each component multiplied by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  /// - Returns: The scaled value.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves the value `amount` of the way towards `other` (0: unchanged, 1: `other`).
  ///
  /// - Parameters:
  ///   - other: The value moved towards.
  ///   - amount: The fraction of the way.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// The value `amount` of the way towards `other` (0: this value, 1: `other`).
  ///
  /// - Parameters:
  ///   - other: The value moved towards.
  ///   - amount: The fraction of the way.
  /// - Returns: The interpolated value.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

// MARK: - Animatable

/// A type whose values an animation interpolates through `animatableData`.
public protocol Animatable {
  /// The value interpolated.
  associatedtype AnimatableData: VectorArithmetic
  /// The value interpolated.
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  /// Nothing to interpolate.
  public var animatableData: EmptyAnimatableData {
    @inlinable get { EmptyAnimatableData() }
    @inlinable set {}
  }
}

extension Double: Animatable {
  /// A double animates as itself.
  public typealias AnimatableData = Double
}

/// Two animatable values interpolated together.
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Pairs two values.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  @inlinable public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both values zero.
  public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

  /// Adds each value of `rhs` to `lhs`'s.
  public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }
  /// Subtracts each value of `rhs` from `lhs`'s.
  public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }
  /// The pairwise sum.
  public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
    -> AnimatablePair<First, Second>
  {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The pairwise difference.
  public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
    -> AnimatablePair<First, Second>
  {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both values.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both values' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
  /// Whether both values are equal.
  public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool {
    a.first == b.first && a.second == b.second
  }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a type with nothing to animate.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty value.
  @inlinable public init() {}
  /// The empty value.
  @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Nothing changes.
  @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  /// Nothing changes.
  @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  /// The empty value.
  @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }
  /// The empty value.
  @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }
  /// Nothing changes.
  ///
  /// - Parameter rhs: The factor.
  @inlinable public mutating func scale(by rhs: Double) {}
  /// Zero.
  @inlinable public var magnitudeSquared: Double { 0 }
  /// Empty values are all equal.
  public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

/// A modifier whose values animate (SwiftUI's older form: `Animatable` and
/// `ViewModifier` apart are preferred).
public protocol AnimatableModifier: Animatable, ViewModifier {}

// MARK: - Spring

/// A spring: how a value moves towards its target, as a damped harmonic oscillator
/// of a mass, a stiffness and a damping.
public struct Spring: Hashable, Sendable {
  /// The mass of the object attached to the spring.
  public var mass: Double
  /// The spring's stiffness.
  public var stiffness: Double
  /// The friction slowing the motion.
  public var damping: Double

  /// Creates a spring by its perceptual duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - bounce: How bouncy (0: none, 1: undamped, negative: overdamped).
  public init(duration: Double = 0.5, bounce: Double = 0.0) {
    let omega = 2 * Double.pi / duration
    mass = 1
    stiffness = omega * omega
    damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration : 4 * Double.pi / (duration * (1 + bounce))
  }

  /// Creates a spring by its response and damping ratio.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds.
  ///   - dampingRatio: The damping against critical damping (1: critically damped).
  public init(response: Double, dampingRatio: Double) {
    let omega = 2 * Double.pi / response
    mass = 1
    stiffness = omega * omega
    damping = 4 * Double.pi * dampingRatio / response
  }

  /// Creates a spring by its physical properties.
  ///
  /// - Parameters:
  ///   - mass: The mass attached.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The friction.
  ///   - allowOverDamping: Whether a damping beyond critical is kept (otherwise it is
  ///     reduced to critical damping).
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    self.mass = mass
    self.stiffness = stiffness
    let critical = 2 * (stiffness * mass).squareRoot()
    self.damping = allowOverDamping ? damping : min(damping, critical)
  }

  /// Creates a spring settling within a duration.
  ///
  /// - Parameters:
  ///   - settlingDuration: How long the spring takes to come to rest, in seconds.
  ///   - dampingRatio: The damping against critical damping.
  ///   - epsilon: How close to its target the value is once at rest.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    // The settling duration scales linearly with the response: solve for it from a
    // spring of response 1.
    let unit = Spring(response: 1, dampingRatio: dampingRatio)
    let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
    self.init(
      response: unitSettling > 0 ? settlingDuration / unitSettling : settlingDuration, dampingRatio: dampingRatio)
  }

  /// The period of the undamped spring, in seconds.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
  /// The damping against critical damping (1: critically damped).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// The perceptual duration, in seconds.
  public var duration: Double { response }
  /// How bouncy the spring is (0: none, negative: overdamped).
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
  /// How long the spring takes to come to rest from 0 to 1, in seconds.
  public var settlingDuration: Double { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

  // MARK: The oscillator

  /// The displacement from the target and the velocity at `time`, as coefficients
  /// of the initial displacement and the initial velocity.
  private func coefficients(at time: Double) -> (c1: Double, c2: Double, d1: Double, d2: Double) {
    let omega0 = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    let t = time
    if abs(zeta - 1) < 1e-9 {
      let decay = (-omega0 * t).exp
      return (decay * (1 + omega0 * t), t * decay, -omega0 * omega0 * t * decay, decay * (1 - omega0 * t))
    }
    if zeta < 1 {
      let a = zeta * omega0
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let decay = (-a * t).exp
      let (sine, cosine) = ((omegaD * t).sine, (omegaD * t).cosine)
      return (
        decay * (cosine + a / omegaD * sine), decay * sine / omegaD,
        -decay * omega0 * omega0 / omegaD * sine, decay * (cosine - a / omegaD * sine)
      )
    }
    let s = omega0 * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega0 + s
    let r2 = -zeta * omega0 - s
    let (e1, e2) = ((r1 * t).exp, (r2 * t).exp)
    let span = r1 - r2
    return (
      (-r2 * e1 + r1 * e2) / span, (e1 - e2) / span,
      r1 * r2 * (e2 - e1) / span, (r1 * e1 - r2 * e2) / span
    )
  }

  /// How long the spring takes to come within `epsilon` of its target, in seconds.
  ///
  /// - Parameters:
  ///   - target: The change the spring makes, from zero.
  ///   - initialVelocity: The velocity it starts with.
  ///   - epsilon: How close to the target the value is once at rest.
  /// - Returns: The duration, in seconds.
  public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
    -> Double
  {
    let step = 1.0 / 240
    var lastOutside = 0.0
    var time = 0.0
    // Past the last time outside the band by more than a few periods, the spring is
    // at rest.
    let horizon = 4 * response + 1
    while time - lastOutside < horizon, time < 600 {
      let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
      if offset.magnitudeSquared.squareRoot() > epsilon { lastOutside = time }
      time += step
    }
    return lastOutside
  }

  /// The value of the spring at `time`, moving from zero towards `target`.
  ///
  /// - Parameters:
  ///   - target: The change the spring makes, from zero.
  ///   - initialVelocity: The velocity it starts with.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The value.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let c = coefficients(at: time)
    return target.scaled(by: 1 - c.c1) + initialVelocity.scaled(by: c.c2)
  }

  /// The velocity of the spring at `time`, moving from zero towards `target`.
  ///
  /// - Parameters:
  ///   - target: The change the spring makes, from zero.
  ///   - initialVelocity: The velocity it starts with.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The velocity.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let c = coefficients(at: time)
    return target.scaled(by: -c.d1) + initialVelocity.scaled(by: c.d2)
  }

  /// Moves a value and its velocity on by `deltaTime` towards `target`.
  ///
  /// - Parameters:
  ///   - value: The value, updated.
  ///   - velocity: Its velocity, updated.
  ///   - target: The value moved towards.
  ///   - deltaTime: The time step, in seconds.
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
    let c = coefficients(at: deltaTime)
    let offset = value - target
    let speed = velocity
    value = target + offset.scaled(by: c.c1) + speed.scaled(by: c.c2)
    velocity = offset.scaled(by: c.d1) + speed.scaled(by: c.d2)
  }

  /// The force on the spring at a position and velocity.
  ///
  /// - Parameters:
  ///   - target: The value the spring pulls towards.
  ///   - position: The current value.
  ///   - velocity: The current velocity.
  /// - Returns: The force.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// How long the spring takes to come to rest between two values, in seconds.
  ///
  /// - Parameters:
  ///   - fromValue: The value it starts from.
  ///   - toValue: The value it moves to.
  ///   - initialVelocity: The velocity it starts with.
  ///   - epsilon: How close to the target the value is once at rest.
  /// - Returns: The duration, in seconds.
  public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double)
    -> Double
  {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
      epsilon: epsilon)
  }

  /// The value of the spring between two values at `time`.
  ///
  /// - Parameters:
  ///   - fromValue: The value it starts from.
  ///   - toValue: The value it moves to.
  ///   - initialVelocity: The velocity it starts with.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The value.
  public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
    var result = fromValue
    result.animatableData =
      fromValue.animatableData
      + value(
        target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
        time: time)
    return result
  }

  /// The velocity of the spring between two values at `time`.
  ///
  /// - Parameters:
  ///   - fromValue: The value it starts from.
  ///   - toValue: The value it moves to.
  ///   - initialVelocity: The velocity it starts with.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The velocity.
  public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
      time: time)
    return result
  }

  /// The force on the spring between two values, at a position and velocity.
  ///
  /// - Parameters:
  ///   - fromValue: The value it starts from.
  ///   - toValue: The value it moves to.
  ///   - position: The current value.
  ///   - velocity: The current velocity.
  /// - Returns: The force.
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
    return result
  }

  /// A smooth spring with no bounce.
  public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
  /// A smooth spring with no bounce unless `extraBounce` adds some.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added.
  /// - Returns: The spring.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A spring with a little bounce.
  public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
  /// A spring with a little bounce, plus `extraBounce`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added.
  /// - Returns: The spring.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring with a visible bounce.
  public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
  /// A spring with a visible bounce, plus `extraBounce`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added.
  /// - Returns: The spring.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Double {
  fileprivate var exp: Double { Spring.exponential(self) }
  fileprivate var sine: Double { Spring.sine(self) }
  fileprivate var cosine: Double { Spring.sine(self + Double.pi / 2) }
}

extension Spring {
  /// e to the power `x` (no Foundation here): a range reduction and a series.
  fileprivate static func exponential(_ x: Double) -> Double {
    if x < -745 { return 0 }
    if x > 709 { return .infinity }
    // e^x = 2^k · e^r, |r| ≤ ln 2 / 2.
    let ln2 = 0.693_147_180_559_945_3
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...20 {
      term *= r / Double(n)
      sum += term
    }
    return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
  }

  /// The sine of `x` (no Foundation here): a range reduction and a series.
  fileprivate static func sine(_ x: Double) -> Double {
    let twoPi = 2 * Double.pi
    var r = x.truncatingRemainder(dividingBy: twoPi)
    if r > Double.pi { r -= twoPi }
    if r < -Double.pi { r += twoPi }
    var term = r
    var sum = r
    for n in 1...12 {
      term *= -r * r / Double((2 * n) * (2 * n + 1))
      sum += term
    }
    return sum
  }
}

// MARK: - Animation

extension Animation: Hashable {
  /// An animation by name, for the forms declared where their values' types are.
  package init(motionName: String, timing: AnimationTiming) { self.init(name: motionName, timing: timing) }

  /// Hashes the animation by what it is made of.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Creates an animation from a custom one, recorded by its type.
  ///
  /// - Parameter base: The custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    let box = CustomAnimationBox(base)
    self.init(name: "\(base)", timing: .custom(box), custom: box)
  }

  /// The animation, for debugging.
  public var debugDescription: String { name }
  /// The animation's parts, for debugging.
  public var customMirror: Mirror { Mirror(self, children: ["name": name]) }

  /// A timing curve by its two control points.
  ///
  /// - Parameters:
  ///   - p1x: The first control point's x.
  ///   - p1y: The first control point's y.
  ///   - p2x: The second control point's x.
  ///   - p2y: The second control point's y.
  ///   - duration: The duration, in seconds.
  /// - Returns: The animation.
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)
    -> Animation
  {
    Animation(name: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))", timing: .curve(duration))
  }

  /// An interpolating spring by its physical properties.
  ///
  /// - Parameters:
  ///   - mass: The mass attached.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The friction.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      name: "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))",
      timing: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping))
  }

  /// An interpolating spring by its duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - bounce: How bouncy.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0)
    -> Animation
  {
    Animation(
      name: "interpolatingSpring(duration: \(duration), bounce: \(bounce))",
      timing: .interpolatingSpring(Spring(duration: duration, bounce: bounce)))
  }

  /// The default interpolating spring.
  public static var interpolatingSpring: Animation {
    Animation(name: "interpolatingSpring", timing: .interpolatingSpring(Spring(duration: 0.5, bounce: 0)))
  }

  /// An animation following a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - blendDuration: How long it blends with a previous animation, in seconds.
  /// - Returns: The animation.
  public static func spring(_ spring: Spring, blendDuration: Double = 0.0) -> Animation {
    Animation(name: "spring(duration: \(spring.duration), bounce: \(spring.bounce))", timing: .spring(spring))
  }

  /// An interpolating animation following a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    Animation(
      name: "interpolatingSpring(duration: \(spring.duration), bounce: \(spring.bounce))",
      timing: .interpolatingSpring(spring))
  }

  /// An interactive spring by response and damping.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds.
  ///   - dampingFraction: The damping against critical damping.
  ///   - blendDuration: How long it blends with a previous animation, in seconds.
  /// - Returns: The animation.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      name: "interactiveSpring(\(response), \(dampingFraction))",
      timing: .spring(response: response, dampingFraction: dampingFraction))
  }

  /// An interactive spring by duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - extraBounce: Bounce added.
  ///   - blendDuration: How long it blends with a previous animation, in seconds.
  /// - Returns: The animation.
  public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0.0, blendDuration: Double = 0.25)
    -> Animation
  {
    Animation(
      name: "interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))",
      timing: .spring(duration: duration, bounce: 0.15 + extraBounce))
  }

  /// The animation, logically complete after `duration` (its completion runs then).
  ///
  /// - Parameter duration: When it is logically complete, in seconds.
  /// - Returns: The animation.
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(
      name: "\(name).logicallyComplete(after: \(duration))", timing: .logicallyComplete(timing, after: duration))
  }
}

// MARK: - Custom animations

/// An animation of one's own: the value at each time since it started.
public protocol CustomAnimation: Hashable {
  /// The value at `time`, or `nil` once the animation is done.
  ///
  /// - Parameters:
  ///   - value: The change animated, from zero.
  ///   - time: The time since the start, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: The value, or `nil` once done.
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?
  /// The velocity at `time`, if the animation knows it.
  ///
  /// - Parameters:
  ///   - value: The change animated, from zero.
  ///   - time: The time since the start, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: The velocity, or `nil`.
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?
  /// Whether the animation takes over a running one, merging their states.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The change animated, from zero.
  ///   - time: The time since the running one started, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: Whether they merge.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity known.
  ///
  /// - Parameters:
  ///   - value: The change animated, from zero.
  ///   - time: The time since the start, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: `nil`.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? { nil }
  /// Animations do not merge.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The change animated, from zero.
  ///   - time: The time since the running one started, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: `false`.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool { false }
}

/// A key of an animation's state.
public protocol AnimationStateKey {
  /// The type of the value kept under the key.
  associatedtype Value
  /// The value before one is set.
  static var defaultValue: Self.Value { get }
}

/// Values kept by type, each under its key type.
package struct KeyedValues: @unchecked Sendable, Equatable {
  // Transactions and animation states are made and read on the main thread.
  private var values: [ObjectIdentifier: (value: Any, equal: (Any) -> Bool)] = [:]

  package init() {}

  package func value<Value>(for key: Any.Type, default make: () -> Value) -> Value {
    values[ObjectIdentifier(key)]?.value as? Value ?? make()
  }

  package mutating func set<Value>(_ value: Value, for key: Any.Type, equal: @escaping (Value, Value) -> Bool) {
    values[ObjectIdentifier(key)] = (value, { other in (other as? Value).map { equal(value, $0) } ?? false })
  }

  package var isEmpty: Bool { values.isEmpty }

  package static func == (lhs: KeyedValues, rhs: KeyedValues) -> Bool {
    lhs.values.count == rhs.values.count
      && lhs.values.allSatisfy { key, entry in rhs.values[key].map { entry.equal($0.value) } ?? false }
  }
}

/// The state of a running custom animation, by key.
public struct AnimationState<Value: VectorArithmetic> {
  var values = KeyedValues()
  /// An empty state.
  public init() {}
  /// The value under a key; its default before one is set.
  ///
  /// - Parameter key: The key type.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values.value(for: key) { K.defaultValue } }
    set { values.set(newValue, for: key) { _, _ in false } }
  }
}

/// What a custom animation is told at each step: its state and environment.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's state.
  public var state: AnimationState<Value>
  /// Whether the animation is logically complete (its completion may run).
  public var isLogicallyComplete: Bool
  /// The environment of the view animated.
  public var environment: EnvironmentValues { storedEnvironment }
  let storedEnvironment: EnvironmentValues

  init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = EnvironmentValues()) {
    self.state = state
    self.isLogicallyComplete = false
    self.storedEnvironment = environment
  }

  /// The context with a state of another value type.
  ///
  /// - Parameter state: The new state.
  /// - Returns: The context with that state.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(state: state, environment: storedEnvironment)
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}
