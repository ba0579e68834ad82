// When an animation is done (Documentation/Rules.md Q11, "When a completion runs"):
// nothing is drawn, but an animation's completion runs when SwiftUI's would, on the
// host's clock. A timing curve is done after its duration; a spring is logically
// complete after its response and removed once it has settled; a delay, a speed and a
// repeat count move those moments, and an animation repeated forever never ends.

/// When an animation is done, in seconds after it starts, for each completion
/// criterion; `nil` for never.
package indirect enum AnimationTiming: Sendable, Equatable {
  /// Done after fixed times: logically complete after `logical`, removed after `removal`.
  case fixed(logical: Double?, removal: Double?)
  /// A custom animation: done when its `animate` says so, sampled frame by frame.
  case custom(CustomAnimationBox)
  /// Started after a delay.
  case delayed(AnimationTiming, by: Double)
  /// Run at a speed.
  case speeded(AnimationTiming, by: Double)
  /// Repeated a number of times; `nil` for forever.
  case repeated(AnimationTiming, count: Int?)
  /// Logically complete no later than `after`.
  case logicallyComplete(AnimationTiming, after: Double)

  /// Done at once.
  static let instant = AnimationTiming.fixed(logical: 0, removal: 0)

  /// A timing curve over `duration` seconds: done, by either criterion, at its end.
  package static func curve(_ duration: Double) -> AnimationTiming {
    let seconds = max(0, duration)
    return .fixed(logical: seconds, removal: seconds)
  }

  /// A spring: logically complete after its response (one period of the undamped
  /// spring, as SwiftUI's springs mark themselves), removed once within 0.1 % of its
  /// target.
  static func spring(_ spring: Spring) -> AnimationTiming {
    guard spring.response > 0, spring.response.isFinite else { return .instant }
    let settling = spring.settlingDuration
    return .fixed(logical: spring.response, removal: settling.isFinite ? max(settling, spring.response) : nil)
  }

  /// A spring by response and damping fraction (`spring(response:dampingFraction:)`).
  static func spring(response: Double, dampingFraction: Double) -> AnimationTiming {
    guard response > 0 else { return .instant }
    return .spring(Spring(response: response, dampingRatio: dampingFraction))
  }

  /// A spring by perceptual duration and bounce (`spring(duration:bounce:)`).
  static func spring(duration: Double, bounce: Double) -> AnimationTiming {
    guard duration > 0 else { return .instant }
    return .spring(Spring(duration: duration, bounce: bounce))
  }

  /// An interpolating spring by its physical properties: logically complete after
  /// 2π/√stiffness, as SwiftUI's interpolating springs mark themselves.
  static func interpolatingSpring(mass: Double, stiffness: Double, damping: Double) -> AnimationTiming {
    .interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true))
  }

  /// An interpolating spring (see ``interpolatingSpring(mass:stiffness:damping:)``).
  static func interpolatingSpring(_ spring: Spring) -> AnimationTiming {
    guard spring.mass > 0, spring.stiffness > 0, spring.stiffness.isFinite else { return .instant }
    let logical = 2 * Double.pi / spring.stiffness.squareRoot()
    let settling = spring.settlingDuration
    return .fixed(logical: logical, removal: settling.isFinite ? max(settling, logical) : nil)
  }

  /// The time, in seconds after the start, when the animation meets `criteria`;
  /// `nil` when it never does.
  ///
  /// - Parameter criteria: Logically complete, or removed.
  /// - Returns: The seconds, or `nil`.
  package func seconds(until criteria: AnimationCompletionCriteria) -> Double? {
    let removed = criteria == .removed
    switch self {
    case .fixed(let logical, let removal):
      return removed ? removal : logical
    case .custom(let box):
      return box.seconds(until: criteria)
    case .delayed(let base, let delay):
      return base.seconds(until: criteria).map { $0 + max(0, delay) }
    case .speeded(let base, let speed):
      guard speed > 0 else { return nil }
      return base.seconds(until: criteria).map { $0 / speed }
    case .repeated(let base, let count):
      // Each run lasts until the base is removed; the last one completes as the base does.
      guard let count, let once = base.seconds(until: .removed), let last = base.seconds(until: criteria) else {
        return nil
      }
      return Double(max(1, count) - 1) * once + last
    case .logicallyComplete(let base, let after):
      let own = base.seconds(until: criteria)
      guard !removed else { return own }
      return min(own ?? .infinity, max(0, after))
    }
  }
}

extension CustomAnimationBox {
  /// The longest a custom animation is sampled for before it counts as never done.
  static let sampledSeconds = 600.0

  /// When the custom animation meets `criteria`: its `animate(value:time:context:)`
  /// run on a unit value, 60 times a second, until it marks itself logically complete
  /// or returns `nil` (removed).
  func seconds(until criteria: AnimationCompletionCriteria) -> Double? {
    var context = AnimationContext<Double>()
    let frames = Int(CustomAnimationBox.sampledSeconds * 60)
    for frame in 0...frames {
      let time = Double(frame) / 60
      let value = base.animate(value: 1.0, time: time, context: &context)
      if value == nil { return time }
      if criteria == .logicallyComplete, context.isLogicallyComplete { return time }
    }
    return nil
  }
}
