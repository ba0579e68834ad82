// Models SwiftUI's `Transition` protocol and its transitions: how a view looks as it
// is inserted (`willAppear`), while shown (`identity`) and as it is removed
// (`didDisappear`). A transition is a value of the view it is attached to
// (`.transition(.move(edge: .leading))` shows as its node's leaf); a transition's
// `body(content:phase:)` is the view in that phase, `apply(content:phase:)` realizes
// it.
// Status: visual. Differs: insertions and removals happen at once, in their
// transaction, so no view is ever shown in a phase but `identity`.

/// How a view looks as it is inserted, while shown and as it is removed.
public protocol Transition {
  /// The view in a phase.
  associatedtype Body: View
  /// The view in a phase of the transition.
  ///
  /// - Parameters:
  ///   - content: The view transitioned (its placeholder).
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
  /// What the transition does (whether it moves the view).
  @MainActor @preconcurrency
  static var properties: TransitionProperties { get }
  /// The view transitioned, as `body(content:phase:)` is given it.
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  /// A transition moves the view unless it says otherwise.
  @MainActor @preconcurrency
  public static var properties: TransitionProperties { TransitionProperties() }

  /// The view in a phase of the transition.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  @MainActor @preconcurrency
  public func apply<V: View>(content: V, phase: TransitionPhase) -> Self.Body {
    body(content: PlaceholderContentView(content), phase: phase)
  }

  /// Both transitions at once.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: The two combined.
  @MainActor @preconcurrency
  public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
    CombinedTransition(first: self, second: other)
  }

  /// The transition with an animation of its own.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The transition animated.
  @MainActor @preconcurrency
  public func animation(_ animation: Animation?) -> AnimatedTransition<Self> {
    AnimatedTransition(base: self, animation: animation)
  }
}

/// What a transition looks like in the tree.
@MainActor
package protocol DescribedTransition {
  /// The transition as a leaf shows it (`move(leading)`).
  var transitionDescription: String { get }
}

/// The description of a transition: its own when it gives one, its type's otherwise.
@MainActor
package func describeTransition(_ transition: Any) -> String {
  if let described = transition as? any DescribedTransition { return described.transitionDescription }
  let name = String(describing: type(of: transition))
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// The phases of a transition.
public enum TransitionPhase: Hashable, Sendable {
  /// The view is being inserted.
  case willAppear
  /// The view is shown.
  case identity
  /// The view is being removed.
  case didDisappear

  /// Whether the view is shown (neither being inserted nor removed).
  public var isIdentity: Bool { self == .identity }

  /// The phase as a number: -1 inserting, 0 shown, 1 removing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (reduced motion may replace it).
  public var hasMotion: Bool
  /// Creates the properties.
  ///
  /// - Parameter hasMotion: Whether the transition moves the view.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

// MARK: - Transitions

/// A transition fading the view in and out.
public struct OpacityTransition: Transition, DescribedTransition {
  /// Creates the transition.
  public init() {}
  /// The view, transparent unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  /// Fading does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  package var transitionDescription: String { "opacity" }
}

/// A transition that changes nothing.
public struct IdentityTransition: Transition, DescribedTransition {
  /// Creates the transition.
  public init() {}
  /// The view, unchanged.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view.
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
  /// Nothing moves.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  package var transitionDescription: String { "identity" }
}

/// A transition moving the view in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition, DescribedTransition {
  /// Creates the transition.
  public init() {}
  /// The view, off its edge unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.visual("slide", phase == .willAppear ? "from leading" : phase == .didDisappear ? "to trailing" : nil)
  }
  package var transitionDescription: String { "slide" }
}

/// A transition moving the view in from and out to an edge.
public struct MoveTransition: Transition, DescribedTransition {
  /// The edge.
  public var edge: Edge
  /// Creates the transition.
  ///
  /// - Parameter edge: The edge the view moves from and to.
  public init(edge: Edge) { self.edge = edge }
  /// The view, off its edge unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.visual("move", phase.isIdentity ? nil : "\(edge)")
  }
  package var transitionDescription: String { "move(\(edge))" }
}

/// A transition pushing the view in from an edge and out to the opposite one.
public struct PushTransition: Transition, DescribedTransition {
  /// The edge the view comes in from.
  public var edge: Edge
  /// Creates the transition.
  ///
  /// - Parameter edge: The edge the view comes in from.
  public init(edge: Edge) { self.edge = edge }
  /// The view, off an edge and faded unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.visual(
      "push", phase == .willAppear ? "from \(edge)" : phase == .didDisappear ? "to opposite of \(edge)" : nil)
  }
  package var transitionDescription: String { "push(from: \(edge))" }
}

/// A transition blurring the view as it is replaced.
public struct BlurReplaceTransition: Transition, DescribedTransition {
  /// How the view scales while it blurs.
  public struct Configuration: Equatable, Sendable {
    let name: String
    /// Scaled down as it leaves, up as it arrives.
    public static var downUp: Configuration { Configuration(name: "downUp") }
    /// Scaled up as it leaves and as it arrives.
    public static var upUp: Configuration { Configuration(name: "upUp") }
  }
  /// How the view scales while it blurs.
  public var configuration: Configuration
  /// Creates the transition.
  ///
  /// - Parameter configuration: How the view scales while it blurs.
  public init(configuration: Configuration) { self.configuration = configuration }
  /// The view, blurred unless shown.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.visual("blurReplace", phase.isIdentity ? nil : configuration.name)
  }
  package var transitionDescription: String { "blurReplace(\(configuration.name))" }
}

/// Different transitions for insertion and removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, DescribedTransition {
  /// The transition of insertion.
  public var insertion: Insertion
  /// The transition of removal.
  public var removal: Removal
  /// Creates the transition.
  ///
  /// - Parameters:
  ///   - insertion: The transition of insertion.
  ///   - removal: The transition of removal.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  /// The view as the insertion shows it, or as the removal does while removed.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  @ViewBuilder
  public func body(content: Content, phase: TransitionPhase) -> ConditionalContent<Removal.Body, Insertion.Body> {
    if phase == .didDisappear {
      removal.apply(content: content, phase: phase)
    } else {
      insertion.apply(content: content, phase: phase)
    }
  }
  /// Moves the view if either transition does.
  public static var properties: TransitionProperties {
    TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
  }
  package var transitionDescription: String {
    "asymmetric(insertion: \(describeTransition(insertion)), removal: \(describeTransition(removal)))"
  }
}

/// Two transitions at once.
public struct CombinedTransition<First: Transition, Second: Transition>: Transition, DescribedTransition {
  let first: First
  let second: Second
  /// The view as both transitions show it.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> Second.Body {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
  package var transitionDescription: String { "\(describeTransition(first))+\(describeTransition(second))" }
}

/// A transition with an animation of its own.
public struct AnimatedTransition<Base: Transition>: Transition, DescribedTransition {
  let base: Base
  let animation: Animation?
  /// The view as the base transition shows it.
  ///
  /// - Parameters:
  ///   - content: The view transitioned.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> Base.Body {
    base.apply(content: content, phase: phase)
  }
  package var transitionDescription: String { "\(describeTransition(base)).animation(\(shown(animation)))" }
}

extension Transition where Self == OpacityTransition {
  /// Fades the view in and out.
  @MainActor @preconcurrency public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
  /// Changes nothing.
  @MainActor @preconcurrency public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == SlideTransition {
  /// Moves the view in from the leading edge and out to the trailing one.
  @MainActor @preconcurrency public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
  /// Moves the view in from and out to an edge.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  @MainActor @preconcurrency public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  /// Pushes the view in from an edge.
  ///
  /// - Parameter edge: The edge the view comes in from.
  /// - Returns: The transition.
  @MainActor @preconcurrency public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs the view as it is replaced.
  ///
  /// - Parameter config: How the view scales while it blurs.
  /// - Returns: The transition.
  @MainActor @preconcurrency
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: config)
  }
  /// Blurs the view as it is replaced, scaling it down then up.
  @MainActor @preconcurrency public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }
}

// MARK: - Attaching

/// A transition attached to a view: shown as its node's leaf.
public struct TransitionModifier {
  let transition: Any
}

extension TransitionModifier: BuiltinModifier {
  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "transition", value: describeTransition(transition))
    expansion.add(.content, content)
  }
}

extension View {
  /// Sets how the view is inserted and removed.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view with the transition.
  nonisolated public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, TransitionModifier> {
    ModifiedContent(content: self, modifier: TransitionModifier(transition: transition))
  }
}

// MARK: - AnyTransition

extension AnyTransition {
  /// A transition by name, for the forms declared where their values' types are.
  package init(motionName: String) { self.init(name: motionName) }

  /// Wraps a transition.
  ///
  /// - Parameter transition: The transition.
  public init<T: Transition>(_ transition: T) {
    let name = String(describing: T.self)
    self.init(name: name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name)
  }

  /// A transition between two modifiers: `active` while inserted and removed,
  /// `identity` while shown.
  ///
  /// - Parameters:
  ///   - active: The modifier while inserted and removed.
  ///   - identity: The modifier while shown.
  /// - Returns: The transition.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(name: "modifier(\(typeName(E.self)))")
  }
}
