// The tail of SwiftUI's value types that need no Foundation: a transaction's dismiss
// behaviour, a material's active appearance, hover effects' content type, and a
// colour's accessibility name in a localized key.
// Status: values kept and compared; a transaction's dismiss behaviour is carried
// (nothing dismisses by it), a material's appearance is shown with the style.

private enum DismissBehaviorKey: TransactionKey {
  static var defaultValue: DismissBehavior { .interactive }
}

extension Transaction {
  /// How a window dismissed in the transaction is dismissed: `interactive` unless set.
  public var dismissBehavior: DismissBehavior {
    get { self[DismissBehaviorKey.self] }
    set { self[DismissBehaviorKey.self] = newValue }
  }
}

// MARK: - Materials

extension Material {
  /// The material, looking active or inactive as the appearance says.
  ///
  /// - Parameter appearance: Whether the material looks active.
  /// - Returns: The material with that appearance.
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material {
    Material(name: "\(name).materialActiveAppearance(\(appearance))")
  }
}

/// A style whose materials look active or inactive as an appearance says.
public struct MaterialActiveAppearanceShapeStyle<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible {
  /// The style.
  public let base: Base
  /// Whether its materials look active.
  public let appearance: MaterialActiveAppearance
  public var description: String { "\(base).materialActiveAppearance(\(appearance))" }
}

extension ShapeStyle {
  /// The style, its materials looking active or inactive as the appearance says.
  ///
  /// - Parameter appearance: Whether the materials look active.
  /// - Returns: The style with that appearance.
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance)
    -> MaterialActiveAppearanceShapeStyle<Self>
  {
    MaterialActiveAppearanceShapeStyle(base: self, appearance: appearance)
  }
}

// MARK: - Hover effects

extension CustomHoverEffect {
  /// What an effect's body starts from: the empty effect.
  public typealias Content = EmptyHoverEffect
}

extension HoverEffect: CustomHoverEffect {
  /// A built-in effect: no body.
  public typealias Body = Never
}

// MARK: - Localized keys

extension LocalizedStringKey.StringInterpolation {
  /// Appends a colour's name, as accessibility describes it: the colour as recorded
  /// (`red`, or the components it is made of).
  ///
  /// - Parameter color: The colour described.
  public mutating func appendInterpolation(accessibilityName color: Color) { text += color.description }
}

// MARK: - Animations run by a custom animation

/// A custom animation kept by an `Animation`: compared and hashed as the custom value.
package struct CustomAnimationBox: @unchecked Sendable, Equatable {
  // Custom animations are values made and run on the main thread, as SwiftUI's are.
  let base: any CustomAnimation

  init(_ base: some CustomAnimation) { self.base = base }

  package static func == (lhs: CustomAnimationBox, rhs: CustomAnimationBox) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }
}

/// A built-in animation as a custom one: its curve is not modelled, so it is done at
/// once, as the engine applies every change at once.
package struct BuiltinAnimation: CustomAnimation, CustomStringConvertible {
  let name: String
  package var description: String { name }

  /// Done at once: `nil`.
  ///
  /// - Parameters:
  ///   - value: The change animated, from zero.
  ///   - time: The time since the start, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: `nil`.
  package func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    nil
  }
}

extension Animation {
  /// The custom animation the animation runs: the one it was made from, or the built-in
  /// one it names.
  public var base: any CustomAnimation { custom?.base ?? BuiltinAnimation(name: name) }

  /// The value of the animation at a time, as its custom animation computes it; `nil`
  /// once it is done.
  ///
  /// - Parameters:
  ///   - value: The change animated, from zero.
  ///   - time: The time since the animation started, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: The value, or `nil` once done.
  public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  /// The velocity of the animation at a time, as its custom animation computes it.
  ///
  /// - Parameters:
  ///   - value: The change animated, from zero.
  ///   - time: The time since the animation started, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: The velocity, or `nil` if not known.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Whether the animation takes over a running one, as its custom animation decides.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The change animated, from zero.
  ///   - time: The time since the running one started, in seconds.
  ///   - context: The animation's state and environment.
  /// - Returns: Whether they merge.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}

// MARK: - Indexed identifiers

/// The indices of a collection with each element's identifier, as `ForEach` over an
/// editable collection iterates them.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
  /// An element's index in the base collection, and its identifier.
  public struct Element {
    /// The element's index in the base collection.
    package let index: Base.Index
    /// The element's identifier.
    package let id: ID
  }

  /// The base collection's index.
  public typealias Index = Base.Index

  let base: Base
  let identifier: (Base.Element) -> ID

  /// The indices and identifiers of a collection.
  package init(_ base: Base, id identifier: @escaping (Base.Element) -> ID) {
    self.base = base
    self.identifier = identifier
  }

  public var startIndex: Base.Index { base.startIndex }
  public var endIndex: Base.Index { base.endIndex }

  /// The index and identifier of the element at a position.
  ///
  /// - Parameter position: The position.
  public subscript(position: Base.Index) -> Element { Element(index: position, id: identifier(base[position])) }

  /// The position after another.
  ///
  /// - Parameter i: A position.
  /// - Returns: The next one.
  public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
  /// The position before another.
  ///
  /// - Parameter i: A position.
  /// - Returns: The one before.
  public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension AnimationContext {
  /// The context of an animation starting with an empty state (for running one outside
  /// a transaction: tests).
  ///
  /// - Parameter environment: The environment of the view animated.
  /// - Returns: The context.
  package static func starting(in environment: EnvironmentValues = EnvironmentValues()) -> AnimationContext {
    AnimationContext(state: AnimationState(), environment: environment)
  }
}

/// A value's stored properties as a leaf shows them: `amount: 0.5, axis: x`.
///
/// - Parameter value: The value.
/// - Returns: Its fields, labelled.
package func shownFields(of value: Any) -> String {
  Mirror(reflecting: value).children.map { child in
    child.label.map { "\($0): \(shown(child.value))" } ?? shown(child.value)
  }.joined(separator: ", ")
}
