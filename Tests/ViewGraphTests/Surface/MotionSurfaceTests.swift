import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// Gestures, animations, transitions and feedback: a gesture, a transition, a
// matched geometry effect or a feedback is a value of the node it is attached to
// (a changed value is a leaf update, never a body); a tap gesture's end is reached
// by `host.tap`, a long press's by `host.longPress`; animated and timed views
// realize their content once (their first phase, their schedule's first date); the
// value types do SwiftUI's arithmetic.

@Suite("Gesture and animation surface")
@MainActor
struct MotionSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let change: @Sendable @MainActor (MotionModel) -> Void
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A motion modifier's changed value is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ModifierCase(
        id: "gesture", change: { $0.flag = true }, leaf: "gesture(TapGesture(count: 2).onEnded, including: all)"),
      ModifierCase(
        id: "highPriorityGesture", change: { $0.distance = 30 },
        leaf: "highPriorityGesture(DragGesture(minimumDistance: 30.0).onChanged, including: gesture)"),
      ModifierCase(
        id: "simultaneousGesture(isEnabled:)", change: { $0.flag = true },
        leaf: "simultaneousGesture(MagnifyGesture(minimumScaleDelta: 0.01).updating, isEnabled: true)"),
      ModifierCase(
        id: "gesture(name:isEnabled:)", change: { $0.flag = true },
        leaf: "gesture(RotateGesture(minimumAngleDelta: 1.0°), name: turn, isEnabled: true)"),
      ModifierCase(id: "transition", change: { $0.flag = true }, leaf: "transition(move(leading))"),
      ModifierCase(
        id: "transition(asymmetric)", change: { $0.flag = true },
        leaf: "transition(asymmetric(insertion: push(from: top), removal: opacity))"),
      ModifierCase(id: "AnyTransition.offset", change: { $0.distance = 30 }, leaf: "transition(offset(0.0, 30.0))"),
      ModifierCase(
        id: "matchedGeometryEffect", change: { $0.flag = true }, leaf: "matchedGeometryEffect(id: b, in: namespace"),
      ModifierCase(id: "sensoryFeedback", change: { $0.count = 3 }, leaf: "sensoryFeedback(success on 3)"),
      ModifierCase(
        id: "sensoryFeedback(impact)", change: { $0.flag = true }, leaf: "sensoryFeedback(impact(heavy, 0.5) on true)"),
      ModifierCase(
        id: "animation(_:)", change: { $0.flag = true }, leaf: "animation(spring(duration: 0.3, bounce: 0.2))"),
      ModifierCase(id: "transaction(value:_:)", change: { $0.count = 3 }, leaf: "transaction(on 3)"),
      ModifierCase(id: "buttonRepeatBehavior", change: { $0.flag = true }, leaf: "buttonRepeatBehavior(enabled)"),
      ModifierCase(
        id: "handGestureShortcut", change: { $0.flag = true }, leaf: "handGestureShortcut(primaryAction, disabled)"),
      ModifierCase(id: "defersSystemGestures", change: { $0.flag = true }, leaf: "defersSystemGestures(4)"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model))
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["MotionScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains { $0.hasPrefix(c.leaf) }, "\(update.leafUpdates)")
  }

  @Test("An unchanged value costs nothing: a body re-run with the same values is no leaf update")
  func equalValues() {
    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model))
    let update = host.update { model.unrelated += 1 }
    #expect(update.evaluatedViews == ["MotionScreen"], "\(update.trace)")
    #expect(update.leafUpdateCount == 0, "\(update.leafUpdates)")
  }

  @Test("The view a gesture is attached to is realized in place: its body runs, and again when its own input changes")
  func gestureContentRealized() {
    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model))
    #expect(host.treeDescription.contains("Badge"), "\(host.treeDescription)")
    let update = host.update { model.badge = "new" }
    #expect(update.evaluatedViews == ["Badge"], "\(update.trace)")
  }

  @Test("A tap gesture's onEnded runs once per `count` taps through host.tap, in one transaction each")
  func tapGestureDriven() {
    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model), options: ViewHost.Options(strictInput: false))
    let tapped = host.tap("Like", count: 4)
    #expect(tapped.diagnostics.isEmpty, "\(tapped.trace)")
    #expect(model.likes == 2)
    let once = host.tap("Like")
    #expect(!once.diagnostics.isEmpty, "a double-tap gesture tapped once runs nothing: \(once.trace)")
    #expect(model.likes == 2)
  }

  @Test(
    "onTapGesture(count:coordinateSpace:perform:) runs its action with the location (the origin: nothing is laid out)")
  func spatialTapDriven() {
    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model))
    host.tap("Where")
    #expect(model.location == .zero)
    #expect(model.spatialTaps == 1)
  }

  @Test("A long-press gesture's onEnded runs through host.longPress, with the value true")
  func longPressDriven() {
    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model))
    let pressed = host.longPress("Hold")
    #expect(pressed.diagnostics.isEmpty, "\(pressed.trace)")
    #expect(model.held == true)
  }

  @Test("A disabled gesture takes no tap: the input fails and its action does not run")
  func disabledGesture() {
    let host = ViewHost(DisabledTap(), options: ViewHost.Options(strictInput: false))
    let tapped = host.tap("Off")
    #expect(!tapped.diagnostics.isEmpty, "\(tapped.trace)")
  }

  @Test("A drag's handlers are stored, not run; @GestureState keeps its initial value, which the body shows")
  func dragAndGestureState() {
    let host = ViewHost(Draggable(), options: ViewHost.Options(strictInput: false))
    #expect(host.treeDescription.contains("offset 0.0"), "\(host.treeDescription)")
    #expect(
      host.treeDescription.contains("DragGesture(minimumDistance: 10.0).updating.onEnded"), "\(host.treeDescription)")
    #expect(host.tap("offset 0.0").diagnostics.count == 1, "a drag is no tap")
  }

  @Test("A view's @Namespace is the same at every body, and another view's is another")
  func namespaceIdentity() {
    let model = MotionModel()
    let host = ViewHost(TwoNamespaces(model: model))
    let leaves = host.treeDescription.split(separator: "\n").filter { $0.contains("matchedGeometryEffect") }
    #expect(leaves.count == 2, "\(host.treeDescription)")
    #expect(Set(leaves.map { $0.drop { $0 == " " } }).count == 2, "two views, two namespaces: \(leaves)")
    let update = host.update { model.unrelated += 1 }
    #expect(update.evaluatedViews.count == 2, "\(update.trace)")
    #expect(update.leafUpdateCount == 0, "the namespaces stay: \(update.leafUpdates)")
  }

  @Test("phaseAnimator and PhaseAnimator realize their content in the first phase, in the animator's body")
  func phaseAnimator() {
    let host = ViewHost(Pulsing())
    #expect(host.treeDescription.contains("opacity(0.25)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("phase small"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("phaseAnimator(0.25 of 3 phases, trigger: 0)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Badge"), "the modified view is realized: \(host.treeDescription)")
  }

  @Test("A TimelineView first shows its schedule's entry at the host's date: the last not after it (later: TimeTests)")
  func timelineView() {
    let host = ViewHost(Clock())
    #expect(host.treeDescription.contains("at 2000.0"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("every minute 0.0"), "\(host.treeDescription)")
  }

  @Test("Timeline schedules list SwiftUI's dates: periodic from its start, every minute from the minute's start")
  func timelineSchedules() {
    let start = Date(timeIntervalSince1970: 1000)
    let periodic = Array(
      PeriodicTimelineSchedule(from: start, by: 5).entries(from: start.addingTimeInterval(12), mode: .normal).prefix(2))
    #expect(periodic == [start.addingTimeInterval(10), start.addingTimeInterval(15)])
    let minute = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
    #expect(
      Array(minute.prefix(2)) == [Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180)])
    let paused = Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal))
    #expect(paused == [start])
  }

  @Test("A transition's body is the view in a phase: an asymmetric one shows its removal's only as removed")
  func transitionPhases() {
    let host = ViewHost(Phases())
    #expect(host.treeDescription.contains("opacity(0.0)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("move(top)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("opacity(1.0)"), "\(host.treeDescription)")
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
  }

  @Test("animation(_:body:) and transaction(_:body:) realize the view in place of their placeholder")
  func placeholderBodies() {
    let host = ViewHost(PlaceholderBodies())
    #expect(host.treeDescription.contains("opacity(0.5)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Badge"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("animation(easeIn)"), "\(host.treeDescription)")
  }

  @Test("Zoom transitions, their sources, pencil actions and spatial events are values of their node")
  func navigationTransitionsAndPencil() {
    let host = ViewHost(Zooming())
    let tree = host.treeDescription
    #expect(tree.contains("navigationTransition(zoom(photo, in: namespace"), "\(tree)")
    #expect(tree.contains("navigationTransition(automatic)"), "\(tree)")
    #expect(tree.contains("matchedTransitionSource(photo, in: namespace"), "\(tree)")
    #expect(tree.contains("clipShape(") && tree.contains("background(red)"), "\(tree)")
    #expect(tree.contains("onPencilDoubleTap") && tree.contains("onPencilSqueeze"), "\(tree)")
    #expect(tree.contains("gesture(SpatialEventGesture.onEnded, including: all)"), "\(tree)")
    #expect(ContentTransition.opacity == .opacity && ContentTransition.opacity != .identity)
  }

  @Test("The forms apps write compile as they do against SwiftUI, each a value of its node")
  func commonForms() {
    let host = ViewHost(CommonForms())
    let tree = host.treeDescription
    #expect(tree.contains("transition(scale+opacity)"), "\(tree)")
    #expect(tree.contains("transition(move(bottom)+opacity)"), "\(tree)")
    #expect(tree.contains("transition(asymmetric(push(trailing), opacity))"), "\(tree)")
    #expect(tree.contains("gesture(LongPressGesture(minimumDuration: 0.5, maximumDistance: 10.0).updating"), "\(tree)")
    #expect(tree.contains("pressed false"), "\(tree)")
    #expect(tree.contains(".sequenced(before: DragGesture"), "\(tree)")
  }

  // MARK: Values

  @Test("Spring: duration and bounce, response and damping ratio convert as SwiftUI's do")
  func springParameters() {
    let spring = Spring(duration: 0.4, bounce: 0.25)
    #expect(abs(spring.duration - 0.4) < 1e-9 && abs(spring.bounce - 0.25) < 1e-9)
    #expect(abs(spring.response - 0.4) < 1e-9 && abs(spring.dampingRatio - 0.75) < 1e-9)
    let overdamped = Spring(duration: 0.5, bounce: -0.5)
    #expect(abs(overdamped.dampingRatio - 2) < 1e-9 && abs(overdamped.bounce + 0.5) < 1e-9)
    let physical = Spring(mass: 1, stiffness: 100, damping: 50)
    #expect(abs(physical.dampingRatio - 1) < 1e-9, "damping is capped at critical unless over-damping is allowed")
    #expect(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio > 2.4)
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.bouncy(extraBounce: 0.1).bounce > Spring.bouncy.bounce)
  }

  @Test("Spring motion: from zero to the target, overshooting only when it bounces; update agrees with value")
  func springMotion() {
    let bouncy = Spring(duration: 0.5, bounce: 0.5)
    #expect(abs(bouncy.value(target: 1.0, time: 0)) < 1e-12)
    #expect(abs(bouncy.value(target: 1.0, time: 5) - 1) < 1e-6)
    let peak = stride(from: 0.0, to: 1, by: 0.01).map { bouncy.value(target: 1.0, time: $0) }.max() ?? 0
    #expect(peak > 1.1, "a bouncy spring overshoots: \(peak)")
    let critical = Spring(response: 0.5, dampingRatio: 1)
    let maximum = stride(from: 0.0, to: 3, by: 0.01).map { critical.value(target: 1.0, time: $0) }.max() ?? 2
    #expect(maximum <= 1 + 1e-9, "a critically damped spring does not overshoot: \(maximum)")
    var value = 0.0
    var velocity = 0.0
    for _ in 0..<10 { bouncy.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.03) }
    #expect(abs(value - bouncy.value(target: 1.0, time: 0.3)) < 1e-9)
    #expect(abs(velocity - bouncy.velocity(target: 1.0, time: 0.3)) < 1e-9)
    #expect(bouncy.force(target: 1.0, position: 0.0, velocity: 0.0) == bouncy.stiffness)
    let settling = Spring(settlingDuration: 1.5, dampingRatio: 0.8)
    #expect(abs(settling.settlingDuration - 1.5) < 0.02, "\(settling.settlingDuration)")
  }

  @Test("VectorArithmetic: pairs add, subtract and scale componentwise; interpolation moves the fraction asked")
  func vectorArithmetic() {
    let a = AnimatablePair(1.0, AnimatablePair(Float(2), 3.0))
    let b = AnimatablePair(3.0, AnimatablePair(Float(6), 7.0))
    #expect(a + b == AnimatablePair(4.0, AnimatablePair(Float(8), 10.0)))
    #expect(b - a == AnimatablePair(2.0, AnimatablePair(Float(4), 4.0)))
    #expect(a.scaled(by: 2) == AnimatablePair(2.0, AnimatablePair(Float(4), 6.0)))
    #expect(a.magnitudeSquared == 14)
    #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(2.0, AnimatablePair(Float(4), 5.0)))
    #expect(CGFloat(2).interpolated(towards: 4, amount: 0.25) == 2.5)
    #expect(EmptyAnimatableData() + EmptyAnimatableData() == .zero)
    let spring = Spring(duration: 1)
    #expect(abs(spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0) - 10) < 1e-12)
    #expect(abs(spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 10) - 20) < 1e-6)
  }

  @Test("UnitCurve: linear is the identity, ease-in-out is symmetric, and the inverse undoes the curve")
  func unitCurves() {
    #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25 && UnitCurve.easeOut.value(at: 0.25) > 0.25)
    let y = UnitCurve.circularEaseIn.value(at: 0.6)
    #expect(abs(UnitCurve.circularEaseIn.inverse.value(at: y) - 0.6) < 1e-9)
    #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-6)
    #expect(UnitCurve.easeInOut == .easeInEaseOut && UnitCurve.easeIn != .easeOut)
  }

  @Test("Animation forms are values: equal when made the same way, different otherwise, and hashable")
  func animationValues() {
    #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4) == .timingCurve(0.1, 0.2, 0.3, 0.4))
    #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4) != .timingCurve(0.1, 0.2, 0.3, 0.5))
    #expect(Animation.spring(Spring(duration: 0.3, bounce: 0.2)) == .spring(Spring(duration: 0.3, bounce: 0.2)))
    #expect(Animation.spring(Spring.bouncy) != .spring(Spring.smooth))
    #expect(Set([Animation.interpolatingSpring, .interpolatingSpring, .smooth]).count == 2)
    #expect(Animation.timingCurve(.easeIn, duration: 1) != .timingCurve(.easeOut, duration: 1))
    #expect(Animation.linear.logicallyComplete(after: 0.2).description.contains("logicallyComplete"))
  }

  @Test("KeyframeTimeline: each track moves its property through its keyframes, one after the other")
  func keyframeTimeline() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
        MoveKeyframe(5.0)
        LinearKeyframe(1.0, duration: 2, timingCurve: .easeInOut)
      }
      KeyframeTrack(\.offset) {
        SpringKeyframe(100.0, duration: 4, spring: .smooth)
      }
    }
    #expect(timeline.duration == 4)
    #expect(abs(timeline.value(time: 0.5).scale - 1.5) < 1e-9)
    #expect(abs(timeline.value(time: 1).scale - 5) < 1e-9, "the move jumps at the end of the first keyframe")
    #expect(abs(timeline.value(time: 2).scale - 3) < 1e-6, "half way along a symmetric curve")
    #expect(abs(timeline.value(time: 3).scale - 1) < 1e-9)
    #expect(timeline.value(time: 0).offset == 0)
    #expect(abs(timeline.value(progress: 1).offset - 100) < 0.5, "\(timeline.value(progress: 1).offset)")
    let value = timeline.value(time: 0.5)
    #expect(value.offset > 0 && value.offset < 100)
  }

  @Test("Keyframes of the value itself, in loops and conditions; cubic keyframes pass through their points")
  func rootKeyframes() {
    let steps = [1.0, 3.0]
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        for step in steps { CubicKeyframe(step, duration: 1) }
        if steps.count > 1 { LinearKeyframe(0.0, duration: 1) } else { MoveKeyframe(9.0) }
      }
    }
    let direct = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(4.0, duration: 2)
      MoveKeyframe(1.0)
    }
    #expect(direct.duration == 2 && direct.value(time: 1) == 2 && direct.value(time: 2) == 1)
    #expect(timeline.duration == 3)
    #expect(abs(timeline.value(time: 1) - 1) < 1e-9 && abs(timeline.value(time: 2) - 3) < 1e-9)
    #expect(abs(timeline.value(time: 2.5) - 1.5) < 1e-9)
    let mid = timeline.value(time: 1.5)
    #expect(mid > 1 && mid < 3, "\(mid)")
  }

  @Test(
    "keyframeAnimator and KeyframeAnimator realize their content with the initial value, showing the keyframes' duration"
  )
  func keyframeAnimator() {
    let host = ViewHost(Bouncing())
    #expect(host.treeDescription.contains("scaleEffect(1.0"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("keyframeAnimator(0.75s, trigger: false)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("height 0.0"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("keyframeAnimator(1.0s, repeating)"), "\(host.treeDescription)")
  }

  @Test("Transaction: values by key, flags and equality; its completions run once its animation is done")
  func transactionValues() {
    var transaction = Transaction()
    #expect(transaction[FlavorKey.self] == "plain")
    transaction[FlavorKey.self] = "mint"
    #expect(transaction[FlavorKey.self] == "mint")
    #expect(transaction != Transaction())
    transaction.disablesAnimations = true
    #expect(transaction.disablesAnimations && !transaction.isContinuous && !transaction.tracksVelocity)
    var scrolling = Transaction()
    scrolling.scrollTargetAnchor = .top
    #expect(scrolling.scrollTargetAnchor == .top && Transaction().scrollTargetAnchor == nil)
    var same = Transaction()
    same[FlavorKey.self] = "mint"
    same.disablesAnimations = true
    #expect(transaction == same)

    let model = MotionModel()
    let host = ViewHost(MotionScreen(model: model))
    var completed = 0
    var finishing = Transaction(animation: .easeIn)
    finishing.addAnimationCompletion { completed += 1 }
    withTransaction(finishing) { model.count = 5 }
    host.flush()
    #expect(completed == 0)
    host.advance(by: .milliseconds(350))
    #expect(completed == 1)
    var noted = false
    withTransaction(\.disablesAnimations, true) { noted = true }
    #expect(noted)
  }
}

private struct Pose {
  var scale = 1.0
  var offset = 0.0
}

private struct Bouncing: View {
  let model = MotionModel()
  var body: some View {
    VStack {
      Badge(model: model).keyframeAnimator(initialValue: Pose(), trigger: false) { content, pose in
        content.scaleEffect(pose.scale)
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          SpringKeyframe(1.5, duration: 0.25)
          LinearKeyframe(1.0, duration: 0.5)
        }
      }
      KeyframeAnimator(initialValue: 0.0) { height in
        Text("height \(height)")
      } keyframes: { _ in
        LinearKeyframe(10.0, duration: 1)
      }
    }
  }
}

private struct Zooming: View {
  @Namespace private var zoom
  var body: some View {
    VStack {
      Text("detail").navigationTransition(.zoom(sourceID: "photo", in: zoom))
      Text("plain").navigationTransition(.automatic)
      Text("thumb").matchedTransitionSource(id: "photo", in: zoom) { source in
        source.clipShape(RoundedRectangle(cornerRadius: 8)).background(.red)
      }
      Text("pencil").onPencilDoubleTap { _ in }.onPencilSqueeze { _ in }
      Text("canvas").gesture(SpatialEventGesture().onEnded { events in _ = events.count })
    }
  }
}

private struct CommonForms: View {
  @GestureState private var pressed = false
  @State private var shown = true
  var body: some View {
    VStack {
      if shown {
        Text("a").transition(.scale.combined(with: .opacity))
        Text("b").transition(.move(edge: .bottom).combined(with: .opacity))
        Text("c").transition(.asymmetric(insertion: .push(from: .trailing), removal: .opacity))
      }
      Text("pressed \(pressed)")
        .gesture(LongPressGesture().updating($pressed) { current, state, _ in state = current })
        .onTapGesture(count: 2) { withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { shown.toggle() } }
        .animation(.easeInOut, value: shown)
      Text("drag").gesture(
        LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
          if case .second(true, let drag?) = value { _ = drag.translation }
        })
      Text("count").contentTransition(.numericText())
    }
  }
}

private enum FlavorKey: TransactionKey {
  static let defaultValue = "plain"
}

@Observable
@MainActor
final class MotionModel {
  var flag = false
  var distance: CGFloat = 10
  var count = 0
  var unrelated = 0
  var badge = "old"
  var likes = 0
  var spatialTaps = 0
  var location: CGPoint?
  var held = false
}

private struct Badge: View {
  let model: MotionModel
  var body: some View { Text("badge \(model.badge)") }
}

private struct MotionScreen: View {
  let model: MotionModel
  @Namespace private var space
  var body: some View {
    let _ = model.unrelated
    VStack {
      Text("Counted").gesture(TapGesture(count: model.flag ? 2 : 1).onEnded {})
      Text("Like").gesture(TapGesture(count: 2).onEnded { model.likes += 1 })
      Badge(model: model).highPriorityGesture(
        DragGesture(minimumDistance: model.distance).onChanged { _ in }, including: .gesture)
      Text("pinch").simultaneousGesture(
        MagnifyGesture().updating(GestureState(wrappedValue: 1.0)) { _, _, _ in }, isEnabled: model.flag)
      Text("turn").gesture(RotateGesture(), name: "turn", isEnabled: model.flag)
      Text("moved").transition(model.flag ? .move(edge: .leading) : .move(edge: .trailing))
      Text("asym2").transition(
        AsymmetricTransition(insertion: .push(from: model.flag ? .top : .bottom), removal: .opacity))
      Text("offset").transition(AnyTransition.offset(y: model.distance))
      Text("matched").matchedGeometryEffect(id: model.flag ? "b" : "a", in: space)
      Text("feedback").sensoryFeedback(.success, trigger: model.count)
      Text("impact").sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: model.flag)
      Text("animated").animation(model.flag ? .spring(duration: 0.3, bounce: 0.2) : .default)
      Text("transacted").transaction(value: model.count) { $0.disablesAnimations = true }
      Button("Repeat") {}.buttonRepeatBehavior(model.flag ? .enabled : .disabled)
      Text("watch").handGestureShortcut(.primaryAction, isEnabled: !model.flag)
      Text("edges").defersSystemGestures(on: model.flag ? .bottom : .top)
      Text("Where").onTapGesture(count: 1, coordinateSpace: .local) { location in
        model.location = location
        model.spatialTaps += 1
      }
      Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { model.held = $0 })
    }
  }
}

private struct DisabledTap: View {
  var body: some View {
    Text("Off").gesture(TapGesture().onEnded {}, isEnabled: false)
  }
}

private struct Draggable: View {
  @GestureState private var offset: CGFloat = 0
  var body: some View {
    Text("offset \(Double(offset))")
      .gesture(
        DragGesture().updating($offset) { value, state, _ in state = value.translation.width }.onEnded { _ in })
  }
}

private struct Marked: View {
  let model: MotionModel
  @Namespace private var space
  var body: some View {
    let _ = model.unrelated
    Text("mark").matchedGeometryEffect(id: 1, in: space)
  }
}

private struct TwoNamespaces: View {
  let model: MotionModel
  var body: some View {
    VStack {
      Marked(model: model)
      Marked(model: model)
    }
  }
}

private struct Pulsing: View {
  let model = MotionModel()
  var body: some View {
    VStack {
      Badge(model: model).phaseAnimator([0.25, 0.5, 1], trigger: 0) { content, phase in
        content.opacity(phase)
      }
      PhaseAnimator(["small", "large"]) { phase in Text("phase \(phase)") }
    }
  }
}

private struct Clock: View {
  var body: some View {
    VStack {
      TimelineView(.explicit([Date(timeIntervalSince1970: 1000), Date(timeIntervalSince1970: 2000)])) { context in
        Text("at \(context.date.timeIntervalSince1970)")
      }
      TimelineView(.everyMinute) { context in
        Text("every minute \(context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60))")
      }
    }
  }
}

private struct Phases: View {
  var body: some View {
    VStack {
      OpacityTransition().apply(content: Text("fading"), phase: .willAppear)
      AsymmetricTransition(insertion: .opacity, removal: .move(edge: .top)).apply(
        content: Text("leaving"), phase: .didDisappear)
      AsymmetricTransition(insertion: .opacity, removal: .move(edge: .top)).apply(
        content: Text("shown"), phase: .identity)
    }
  }
}

private struct PlaceholderBodies: View {
  let model = MotionModel()
  var body: some View {
    VStack {
      Badge(model: model).animation(.easeIn) { content in content.opacity(0.5) }
      Text("t").transaction({ $0.isContinuous = true }) { content in content.hidden() }
    }
  }
}
