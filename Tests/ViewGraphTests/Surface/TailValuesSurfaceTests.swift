import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// The tail of SwiftUI's values: custom animations run through `Animation`, symbol
// effects as transitions, time data sources, presentation sizing variants, the button
// border as a shape, geometry effects, and the small values around them. A value given
// to a view is an input of its node: a changed one is a leaf update, never a body.

@Observable @MainActor
final class TailValuesModel {
  var amount = 0.0
  var radius = 8.0
  var flag = false
}

/// A skew, as apps write geometry effects.
struct Skew: GeometryEffect {
  var amount: Double
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: CGFloat(amount), d: 1, tx: 0, ty: 0))
  }
}

struct TailValuesRow: View {
  let title: String
  var body: some View { Text(title) }
}

struct TailValuesScreen: View {
  let model: TailValuesModel
  var body: some View {
    VStack {
      TailValuesRow(title: "skewed").modifier(Skew(amount: model.amount))
      TailValuesRow(title: "unlaid").modifier(Skew(amount: model.amount).ignoredByLayout())
      Text("material").foregroundStyle(
        Material.thinMaterial.materialActiveAppearance(model.flag ? .inactive : .active))
      Text("style").foregroundStyle(Color.red.materialActiveAppearance(model.flag ? .inactive : .active))
      Text("symbol").transition(model.flag ? .symbolEffect(.disappear.down) : .symbolEffect)
      Text("replace").contentTransition(model.flag ? .symbolEffect(.replace.downUp.byLayer) : .symbolEffect)
      Button("border") {}.buttonBorderShape(.roundedRectangle(radius: model.radius))
      Text("sizing").presentationSizing(.form.fitted(horizontal: model.flag, vertical: !model.flag))
      Text("sticky").presentationSizing(.page.sticky(horizontal: false, vertical: true))
    }
  }
}

/// A custom animation moving linearly over a duration.
struct LinearOver: CustomAnimation {
  var duration: Double
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    time >= duration ? nil : value.scaled(by: time / duration)
  }
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    value.scaled(by: 1 / duration)
  }
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool { time < duration }
}

@Suite("Tail values surface: custom animations, symbol transitions, time sources, shapes and effects")
@MainActor
struct TailValuesSurfaceTests {
  struct ValueCase: Sendable, CustomTestStringConvertible {
    let id: String
    let change: @Sendable @MainActor (TailValuesModel) -> Void
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A tail value's change is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ValueCase(id: "GeometryEffect", change: { $0.amount = 0.5 }, leaf: "Skew(amount: 0.5)"),
      ValueCase(
        id: "ignoredByLayout", change: { $0.amount = 0.5 },
        leaf: "_IgnoredByLayoutEffect<Skew>(base: Skew(amount: 0.5))"),
      ValueCase(
        id: "Material.materialActiveAppearance", change: { $0.flag = true },
        leaf: "Text(material) foregroundStyle: thinMaterial.materialActiveAppearance(inactive)"),
      ValueCase(
        id: "ShapeStyle.materialActiveAppearance", change: { $0.flag = true },
        leaf: "Text(style) foregroundStyle: red.materialActiveAppearance(inactive)"),
      ValueCase(
        id: "Transition.symbolEffect", change: { $0.flag = true }, leaf: "transition(symbolEffect(disappear.down))"),
      ValueCase(
        id: "ContentTransition.symbolEffect", change: { $0.flag = true },
        leaf: "contentTransition(symbolEffect(replace.downUp.byLayer))"),
      ValueCase(
        id: "ButtonBorderShape.roundedRectangle(radius:)", change: { $0.radius = 12 },
        leaf: "buttonBorderShape(roundedRectangle(radius: 12.0))"),
      ValueCase(
        id: "PresentationSizing.fitted", change: { $0.flag = true },
        leaf: "presentationSizing(form.fitted(horizontal: true, vertical: false))"),
    ])
  func values(_ c: ValueCase) {
    let model = TailValuesModel()
    let host = ViewHost(TailValuesScreen(model: model))
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["TailValuesScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.leaf), "\(update.leafUpdates)")
  }

  @Test("Equal values cost nothing, and a geometry effect's content is realized (its body counted)")
  func equalValuesAndContent() {
    let model = TailValuesModel()
    let host = ViewHost(TailValuesScreen(model: model))
    let tree = host.treeDescription
    #expect(tree.contains("Skew(amount: 0.0)") && tree.contains("Text(skewed)"), "\(tree)")
    #expect(tree.contains("Text(unlaid)"), "\(tree)")
    #expect(tree.contains("presentationSizing(page.sticky(horizontal: false, vertical: true))"), "\(tree)")
    #expect(tree.contains("transition(symbolEffect(automatic))"), "\(tree)")
    let update = host.update { model.amount = 0 }
    #expect(update.leafUpdateCount == 0 && update.evaluatedViews.isEmpty, "\(update.trace)")
  }

  @Test("An animation made from a custom one runs it: its value, velocity and merging are the custom one's")
  func customAnimationForwards() {
    let animation = Animation(LinearOver(duration: 2))
    var context = AnimationContext<Double>.starting()
    #expect(animation.animate(value: 10.0, time: 1, context: &context) == 5)
    #expect(animation.animate(value: 10.0, time: 2, context: &context) == nil)
    #expect(animation.velocity(value: 10.0, time: 1, context: context) == 5)
    #expect(animation.shouldMerge(previous: .default, value: 10.0, time: 1, context: &context))
    #expect(!animation.shouldMerge(previous: .default, value: 10.0, time: 3, context: &context))
    #expect(animation.base as? LinearOver == LinearOver(duration: 2))
    #expect(animation == Animation(LinearOver(duration: 2)))
    #expect(animation != Animation(LinearOver(duration: 3)))
    // A built-in animation's curve is not modelled: it is done at once.
    #expect(Animation.easeIn.animate(value: 10.0, time: 0.1, context: &context) == nil)
    #expect(!(Animation.easeIn.base is LinearOver))
  }

  @Test("A symbol effect transition shows its effect on its view in the insertion and removal phases only")
  func symbolEffectTransition() {
    let transition = SymbolEffectTransition(effect: .appear.up.byLayer, options: .repeat(2).speed(2))
    let inserted = ViewHost(transition.apply(content: Text("On"), phase: .willAppear)).treeDescription
    #expect(inserted.contains("symbolEffect(appear.up.byLayer willAppear, repeat(2).speed(2.0))"), "\(inserted)")
    #expect(inserted.contains("Text(On)"), "\(inserted)")
    let shown = ViewHost(transition.apply(content: Text("On"), phase: .identity)).treeDescription
    #expect(!shown.contains("symbolEffect"), "\(shown)")
    #expect(!SymbolEffectTransition.properties.hasMotion)
    // Directions and scopes replace each other; a wiggle takes a custom angle.
    #expect(BounceSymbolEffect.bounce.up.down.byLayer.wholeSymbol.symbolEffectDescription == "bounce.down.wholeSymbol")
    #expect(
      WiggleSymbolEffect.custom(angle: .degrees(45)).symbolEffectDescription.hasPrefix("wiggle.custom(angle:"))
    #expect(SymbolEffectOptions.speed(2).speed(3) == .speed(6))
    #expect(SymbolEffectOptions.default.description == "default")
  }

  @Test("Time data sources give SwiftUI's values at a date")
  func timeDataSources() {
    let start = Date(timeIntervalSince1970: 1_000)
    let later = start.addingTimeInterval(90)
    #expect(TimeDataSource<Date>.currentDate.value(at: later) == later)
    #expect(TimeDataSource<Duration>.durationOffset(to: start).value(at: later) == .seconds(90))
    #expect(TimeDataSource<Duration>.durationOffset(to: later).value(at: start) == .seconds(-90))
    #expect(TimeDataSource<Range<Date>>.dateRange(startingAt: start).value(at: later) == start..<later)
    #expect(TimeDataSource<Range<Date>>.dateRange(startingAt: later).value(at: start) == later..<later)
    #expect(TimeDataSource<Range<Date>>.dateRange(endingAt: later).value(at: start) == start..<later)
    #expect(TimeDataSource<Range<Date>>.dateRange(endingAt: start).value(at: later) == start..<start)
  }

  @Test("The button border is an insettable shape: its path is a capsule, circle or rounded rectangle, inset")
  func buttonBorderShape() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
    #expect(
      ButtonBorderShape.circle.path(in: rect) == Circle().path(in: CGRect(x: 30, y: 0, width: 40, height: 40)))
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 10).inset(by: 4).path(in: rect)
        == RoundedRectangle(cornerRadius: 6).path(in: CGRect(x: 4, y: 4, width: 92, height: 32)))
    #expect(ButtonBorderShape.capsule.inset(by: 2).path(in: rect).boundingRect == rect.insetBy(dx: 2, dy: 2))
    let border: ButtonBorderShape = .buttonBorder
    #expect(border == .automatic)
    #expect(ButtonBorderShape.circle.inset(by: 1) != .circle)
    // As a view, it is a shape drawn as a leaf showing its value.
    let drawn = ViewHost(ButtonBorderShape.capsule.inset(by: 3)).treeDescription
    #expect(drawn.contains("capsule.inset(by: 3.0)"), "\(drawn)")
  }

  @Test("Small values: transaction behaviours, scroll velocities, curves, indexed identifiers, drawing")
  func smallValues() {
    var transaction = Transaction()
    #expect(transaction.dismissBehavior.description == "interactive")
    #expect(transaction.scrollContentOffsetAdjustmentBehavior.description == "automatic")
    transaction.dismissBehavior = .destructive
    transaction.scrollContentOffsetAdjustmentBehavior = .disabled
    #expect(transaction.dismissBehavior.description == "destructive")
    #expect(transaction.scrollContentOffsetAdjustmentBehavior.description == "disabled")
    #expect(ScrollTransitionConfiguration.interactive(timingCurve: .easeIn).description.hasPrefix("interactive("))

    var context = GraphicsContext(size: CGSize(width: 10, height: 10))
    context.opacity = 0.5
    context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .meshGradient(TailValuesSurfaceTests.mesh))
    #expect(context.operations.first?.contains("with mesh 2×2 [opacity 0.5]") == true, "\(context.operations)")

    let indexed = IndexedIdentifierCollection(["a", "bb", "ccc"], id: \.count)
    #expect(indexed.map(\.id) == [1, 2, 3] && indexed.map(\.index) == [0, 1, 2])
    #expect(indexed.index(before: indexed.endIndex) == 2 && indexed.count == 3)
    #expect(Skew(amount: 2).ignoredByLayout().effectValue(size: .zero) == Skew(amount: 2).effectValue(size: .zero))
  }

  static let mesh = MeshGradient(
    width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .white])
}
