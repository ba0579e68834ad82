// The symbol effects of Apple's Symbols framework that SwiftUI's transitions take
// (there is no Symbols framework here), and SwiftUI's symbol-effect transitions:
// `SymbolEffectTransition`, `Transition.symbolEffect` and `ContentTransition.symbolEffect`.
// Status: values. An effect is recorded by what it is made of (`appear.up.byLayer`),
// a transition shows it on its view in a phase; no symbol animates.

/// An animation of a symbol image.
public protocol SymbolEffect: Sendable {
  /// The effect as recorded (`bounce.up.byLayer`).
  var symbolEffectDescription: String { get }
}

/// An effect that inserts or removes a symbol (a transition's effect).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol by another (a content transition's effect).
public protocol ContentTransitionSymbolEffect {}
/// An effect that runs once when a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect {}

/// How a symbol effect runs: how often and how fast.
public struct SymbolEffectOptions: Sendable, Equatable, CustomStringConvertible {
  /// How many times the effect repeats (`nil`: the effect's default; 0: it does not).
  public let repeatCount: Int?
  /// The speed the effect runs at, against its default.
  public let speedFactor: Double

  init(repeatCount: Int? = nil, speedFactor: Double = 1) {
    self.repeatCount = repeatCount
    self.speedFactor = speedFactor
  }

  /// The effect's default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Repeating forever.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: Int.max) }
  /// Running once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 0) }
  /// Repeating a number of times.
  ///
  /// - Parameter count: How many times.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
  /// Running at a speed.
  ///
  /// - Parameter speed: The speed, against the default.
  /// - Returns: The options.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
  /// These options, repeating a number of times.
  ///
  /// - Parameter count: How many times.
  /// - Returns: The options.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count, speedFactor: speedFactor)
  }
  /// These options at a speed, multiplying theirs.
  ///
  /// - Parameter speed: The speed factor.
  /// - Returns: The options.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: repeatCount, speedFactor: speedFactor * speed)
  }

  public var description: String {
    var parts: [String] = []
    switch repeatCount {
    case nil: break
    case 0: parts.append("nonRepeating")
    case Int.max: parts.append("repeating")
    case let count?: parts.append("repeat(\(count))")
    }
    if speedFactor != 1 { parts.append("speed(\(speedFactor))") }
    return parts.isEmpty ? "default" : parts.joined(separator: ".")
  }
}

/// The parts an effect is recorded by.
public struct SymbolEffectParts: Sendable, Hashable {
  var name: String
  var modifiers: [String] = []
  package init(name: String) { self.name = name }
  func adding(_ modifier: String) -> SymbolEffectParts {
    var copy = self
    copy.modifiers.removeAll { $0 == modifier || SymbolEffectParts.excludes(modifier, $0) }
    copy.modifiers.append(modifier)
    return copy
  }
  /// Scopes and directions replace each other.
  static func excludes(_ new: String, _ old: String) -> Bool {
    let scopes: Set = ["byLayer", "wholeSymbol"]
    if scopes.contains(new) { return scopes.contains(old) }
    return !scopes.contains(old)
  }
  var description: String { ([name] + modifiers).joined(separator: ".") }
}

/// An effect recorded by its parts, adding modifiers as its variants.
public protocol RecordedSymbolEffect: SymbolEffect, Hashable {
  /// The effect's parts.
  var parts: SymbolEffectParts { get }
  /// An effect of parts.
  init(parts: SymbolEffectParts)
}

extension RecordedSymbolEffect {
  public var symbolEffectDescription: String { parts.description }
  package func adding(_ modifier: String) -> Self { Self(parts: parts.adding(modifier)) }
}

/// Declares an effect's layer scopes.
public protocol LayeredSymbolEffect: RecordedSymbolEffect {}

extension LayeredSymbolEffect {
  /// The effect, animating each layer of the symbol in turn.
  public var byLayer: Self { adding("byLayer") }
  /// The effect, animating the whole symbol at once.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol appearing.
public struct AppearSymbolEffect: LayeredSymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
  /// Appearing upwards.
  public var up: AppearSymbolEffect { adding("up") }
  /// Appearing downwards.
  public var down: AppearSymbolEffect { adding("down") }
}

/// A symbol disappearing.
public struct DisappearSymbolEffect: LayeredSymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
  /// Disappearing upwards.
  public var up: DisappearSymbolEffect { adding("up") }
  /// Disappearing downwards.
  public var down: DisappearSymbolEffect { adding("down") }
}

/// One symbol replacing another.
public struct ReplaceSymbolEffect: LayeredSymbolEffect, ContentTransitionSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
  /// The old symbol goes down, the new one comes up.
  public var downUp: ReplaceSymbolEffect { adding("downUp") }
  /// Both go up.
  public var upUp: ReplaceSymbolEffect { adding("upUp") }
  /// The old one goes off, the new one comes up.
  public var offUp: ReplaceSymbolEffect { adding("offUp") }
}

/// The effect the system picks for a transition or a replacement.
public struct AutomaticSymbolEffect: RecordedSymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
}

/// A symbol bouncing.
public struct BounceSymbolEffect: LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
  /// Bouncing up.
  public var up: BounceSymbolEffect { adding("up") }
  /// Bouncing down.
  public var down: BounceSymbolEffect { adding("down") }
}

/// A symbol pulsing its opacity.
public struct PulseSymbolEffect: LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
}

/// A symbol scaled up or down.
public struct ScaleSymbolEffect: LayeredSymbolEffect, IndefiniteSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
  /// Scaling up.
  public var up: ScaleSymbolEffect { adding("up") }
  /// Scaling down.
  public var down: ScaleSymbolEffect { adding("down") }
}

/// A symbol wiggling along a direction.
public struct WiggleSymbolEffect: LayeredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public let parts: SymbolEffectParts
  /// An effect of parts.
  public init(parts: SymbolEffectParts) { self.parts = parts }
  /// Wiggling up.
  public var up: WiggleSymbolEffect { adding("up") }
  /// Wiggling down.
  public var down: WiggleSymbolEffect { adding("down") }
  /// Wiggling left.
  public var left: WiggleSymbolEffect { adding("left") }
  /// Wiggling right.
  public var right: WiggleSymbolEffect { adding("right") }
  /// Wiggling forward, as the layout direction reads.
  public var forward: WiggleSymbolEffect { adding("forward") }
  /// Wiggling backward, as the layout direction reads.
  public var backward: WiggleSymbolEffect { adding("backward") }
  /// Wiggling clockwise.
  public var clockwise: WiggleSymbolEffect { adding("clockwise") }
  /// Wiggling counterclockwise.
  public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// A symbol appearing.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect(parts: SymbolEffectParts(name: "appear")) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// A symbol disappearing.
  public static var disappear: DisappearSymbolEffect {
    DisappearSymbolEffect(parts: SymbolEffectParts(name: "disappear"))
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// One symbol replacing another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: SymbolEffectParts(name: "replace")) }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The effect the system picks.
  public static var automatic: AutomaticSymbolEffect {
    AutomaticSymbolEffect(parts: SymbolEffectParts(name: "automatic"))
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A symbol bouncing.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect(parts: SymbolEffectParts(name: "bounce")) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A symbol pulsing.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect(parts: SymbolEffectParts(name: "pulse")) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A symbol scaled.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(parts: SymbolEffectParts(name: "scale")) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A symbol wiggling.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(parts: SymbolEffectParts(name: "wiggle")) }
}

// MARK: - SwiftUI's symbol-effect transitions

/// A transition running a symbol effect on the symbol images of the view inserted or
/// removed (other views are unaffected).
@MainActor @preconcurrency
public struct SymbolEffectTransition: Transition, DescribedTransition {
  /// The effect, as recorded.
  nonisolated let effect: String
  /// How the effect runs.
  nonisolated let options: SymbolEffectOptions

  /// A transition running an effect.
  ///
  /// - Parameters:
  ///   - effect: The effect: one that inserts or removes a symbol.
  ///   - options: How it runs.
  nonisolated public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
    self.effect = effect.symbolEffectDescription
    self.options = options
  }

  /// The view, its symbols transitioning by the effect unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.visual("symbolEffect", phase.isIdentity ? nil : "\(effect) \(phase), \(options)")
  }

  /// A symbol effect does not move the view.
  public static let properties = TransitionProperties(hasMotion: false)

  package var transitionDescription: String {
    options == .default ? "symbolEffect(\(effect))" : "symbolEffect(\(effect), \(options))"
  }
}

extension Transition where Self == SymbolEffectTransition {
  /// A transition running a symbol effect on the symbols of the view.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  /// - Returns: The transition.
  @MainActor @preconcurrency
  public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition {
    SymbolEffectTransition(effect: effect, options: options)
  }

  /// A transition running the automatic symbol effect on the symbols of the view.
  @MainActor @preconcurrency
  public static var symbolEffect: SymbolEffectTransition {
    SymbolEffectTransition(effect: .automatic, options: .default)
  }
}

extension ContentTransition {
  /// Symbols replaced by a symbol effect.
  ///
  /// - Parameters:
  ///   - effect: The effect: one that replaces a symbol.
  ///   - options: How it runs.
  /// - Returns: The content transition.
  public static func symbolEffect<T: SymbolEffect & ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(
      name: options == .default
        ? "symbolEffect(\(effect.symbolEffectDescription))"
        : "symbolEffect(\(effect.symbolEffectDescription), \(options))")
  }

  /// Symbols replaced by the automatic symbol effect.
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect(automatic)") }
}
