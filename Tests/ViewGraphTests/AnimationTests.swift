import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q11: animations split and tag transactions; nothing is
// drawn, and an animation's completion runs on the host's clock when the animation
// meets its criteria ("When a completion runs").

@Suite("Q11 animated transactions", .tags(.scheduling, .swiftUIParity))
@MainActor
struct AnimationTests {
  @Test("An animated transaction is its own group, shown in the trace before the bodies it re-runs")
  func animatedGroup() {
    let host = ViewHost(Counter())
    let update = host.tap("Animate")
    #expect(
      update.log.map(\.description) == [
        "lifecycle transaction: withAnimation(spring)",
        "evaluated Counter: Counter: _count changed.",
        "leaf ~ Counter/VStack/Text Text(0) -> Text(1)",
      ], "\(update.log)")
  }

  @Test("Q11: withAnimation's completion runs when its animation is logically complete, on the host's clock")
  func completion() {
    let host = ViewHost(Counter(), options: .init(clockOrigin: 0))
    let update = host.tap("Animate with completion")
    #expect(update.evaluatedViews == ["Counter"], "\(update.trace)")
    #expect(update.lifecycleEvents.map(\.description) == ["transaction: withAnimation(easeInOut)"], "\(update.trace)")
    #expect(host.clock.scheduled.map(\.label) == ["withAnimation completion (easeInOut)"], "\(host.clock.scheduled)")
    #expect(host.advance(by: .milliseconds(349)).isEmpty, "\(host.clock.scheduled)")
    #expect(!host.treeDescription.contains("done"), "\(host.treeDescription)")

    let done = host.advance(by: .milliseconds(1))
    #expect(done.count == 1, "\(done.map(\.trace))")
    #expect(
      done.first?.lifecycleEvents.map(\.description) == [
        "time: withAnimation completion (easeInOut) at t+0.35s", "animation completed: easeInOut",
      ], "\(done.map(\.trace))")
    #expect(
      done.first?.evaluations.map(\.causes) == [
        ["@State _done: the state was written and the body had read it (Q3); written by the withAnimation completion"]
      ], "\(done.map(\.trace))")
    #expect(host.treeDescription.contains("1 done"), "\(host.treeDescription)")
    #expect(host.clock.scheduled.isEmpty)
  }

  @Test("A completion whose body changed nothing runs at once")
  func completionWithoutChange() {
    var ran = false
    withAnimation {
    } completion: {
      ran = true
    }
    #expect(ran)
  }

  @Test("Without an animation, or with one taking no time, the completion runs after the update of its changes")
  func completionWithoutTime() {
    for animation in [nil, Animation.linear(duration: 0)] {
      let model = Flags()
      let host = ViewHost(FlagScreen(model: model))
      withAnimation(animation) {
        model.shown = true
      } completion: {
        model.settled = true
      }
      let update = host.flush()
      #expect(update.evaluatedViews == ["FlagScreen", "FlagScreen"], "\(update.trace)")
      #expect(host.clock.scheduled.isEmpty, "\(host.clock.scheduled)")
      #expect(host.treeDescription.contains("shown, settled"), "\(host.treeDescription)")
    }
  }

  @Test("A completion whose transaction changed nothing on screen runs after the update: nothing animates")
  func completionWithoutScreenChange() {
    let model = LegacyFlags()
    let host = ViewHost(LegacyFlagScreen(model: model))
    withAnimation(.easeOut) {
      model.unshown += 1
    } completion: {
      model.shown = true
    }
    let update = host.flush()
    // The object's change re-runs the body, which shows the same thing: no animation.
    #expect(update.evaluatedViews == ["LegacyFlagScreen", "LegacyFlagScreen"], "\(update.trace)")
    #expect(update.leafUpdates.count == 1, "\(update.trace)")
    #expect(
      update.lifecycleEvents.map(\.description) == [
        "transaction: withAnimation(easeOut)", "animation completed: easeOut",
      ], "\(update.trace)")
    #expect(host.clock.scheduled.isEmpty, "\(host.clock.scheduled)")
  }

  @Test(
    "Q11: when each animation's completion runs, in seconds after its update",
    arguments: [
      // Timing curves: 0.35 s unless given; done by either criterion at their end.
      (Animation.easeInOut, 0.35, 0.35),
      (.linear(duration: 1), 1, 1),
      (.timingCurve(0.2, 0, 0.2, 1, duration: 0.8), 0.8, 0.8),
      // Springs: logically complete after their response; removed once within 0.1 %
      // of the target (settling times derived by hand from the damped oscillator).
      (.default, 0.55, 0.804),
      (.spring, 0.5, 0.687),
      (.smooth, 0.5, 0.733),
      (.snappy, 0.5, 0.696),
      (.bouncy, 0.5, 0.817),
      (.interactiveSpring, 0.15, 0.208),
      (.spring(duration: 1, bounce: 0), 1, 1.466),
      (.interpolatingSpring(stiffness: 100, damping: 20), 0.628, 0.923),
      // Modifiers move the moments.
      (.easeIn.delay(0.2), 0.55, 0.55),
      (.linear(duration: 1).speed(2), 0.5, 0.5),
      (.linear(duration: 1).repeatCount(3), 3, 3),
      (.linear(duration: 1).repeatForever().logicallyComplete(after: 1.5), 1.5, nil),
      (Animation(HalfSecondFade()), 0.25, 0.5),
    ] as [(Animation, Double, Double?)])
  func completionTimes(animation: Animation, logical: Double, removed: Double?) {
    let logicalSeconds = seconds(until: .logicallyComplete, of: animation)
    let removedSeconds = seconds(until: .removed, of: animation)
    #expect(
      abs((logicalSeconds ?? -1) - logical) < 0.01,
      "\(animation): logically complete at \(String(describing: logicalSeconds))")
    if let removed {
      #expect(
        abs((removedSeconds ?? -1) - removed) < 0.01, "\(animation): removed at \(String(describing: removedSeconds))")
    } else {
      #expect(removedSeconds == nil, "\(animation): removed at \(String(describing: removedSeconds))")
    }
  }

  @Test("An animation repeated forever never completes: its completion is never run")
  func repeatForever() {
    let model = Flags()
    let host = ViewHost(FlagScreen(model: model))
    withAnimation(.linear(duration: 1).repeatForever()) {
      model.shown = true
    } completion: {
      model.settled = true
    }
    host.flush()
    #expect(host.clock.scheduled.isEmpty, "\(host.clock.scheduled)")
    #expect(host.advance(by: .seconds(60)).isEmpty)
    #expect(!model.settled)
  }

  @Test("Completions added to a transaction run at their own criteria, each its own update")
  func transactionCompletions() {
    let model = Flags()
    let host = ViewHost(FlagScreen(model: model), options: .init(clockOrigin: 0))
    var transaction = Transaction(animation: .smooth)
    var order: [String] = []
    transaction.addAnimationCompletion(criteria: .removed) { order.append("removed") }
    transaction.addAnimationCompletion { order.append("logically complete") }
    withTransaction(transaction) { model.shown = true }
    host.flush()
    #expect(
      host.clock.scheduled.map(\.label) == [
        "withAnimation completion (smooth)", "withAnimation completion (smooth, removed)",
      ], "\(host.clock.scheduled)")
    let updates = host.advance(by: .seconds(1))
    #expect(order == ["logically complete", "removed"])
    #expect(
      updates.map { $0.lifecycleEvents.first?.description ?? "" } == [
        "time: withAnimation completion (smooth) at t+0.5s",
        "time: withAnimation completion (smooth, removed) at t+0.733333333s",
      ], "\(updates.map(\.trace))")
  }

  @Test("A completion due after its host is gone runs nothing and keeps nothing alive")
  func completionAfterHost() {
    let model = Flags()
    weak var released: ViewHost?
    do {
      let host = ViewHost(FlagScreen(model: model))
      released = host
      withAnimation(.easeOut) {
        model.shown = true
      } completion: {
        model.settled = true
      }
      host.flush()
      #expect(host.clock.scheduled.count == 1)
    }
    #expect(released == nil)
    #expect(!model.settled)
  }

  @Test("A completion runs once, whichever host's views its transaction changed first")
  func completionOnce() {
    let model = Flags()
    let first = ViewHost(FlagScreen(model: model))
    let second = ViewHost(FlagScreen(model: model))
    var runs = 0
    withAnimation(.easeOut) {
      model.shown = true
    } completion: {
      runs += 1
    }
    first.flush()
    second.flush()
    first.advance(by: .seconds(1))
    second.advance(by: .seconds(1))
    #expect(runs == 1)
  }

  @Test("Transitions and content transitions are values of their view")
  func transitionValues() {
    let host = ViewHost(Counter())
    #expect(host.treeDescription.contains("contentTransition(numericText)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("transition(opacity)"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

@MainActor
private func seconds(until criteria: AnimationCompletionCriteria, of animation: Animation) -> Double? {
  let model = Flags()
  let host = ViewHost(FlagScreen(model: model), options: .init(clockOrigin: 0))
  withAnimation(animation, completionCriteria: criteria) {
    model.shown = true
  } completion: {
    model.settled = true
  }
  host.flush()
  guard let due = host.clock.scheduled.first?.due else { return model.settled ? 0 : nil }
  host.advance(to: due)
  let elapsed = host.clock.elapsed.components
  return model.settled ? Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18 : nil
}

@Observable
private final class Flags {
  var shown = false
  var settled = false
}

private struct FlagScreen: View {
  let model: Flags
  var body: some View {
    Text("\(model.shown ? "shown" : "hidden"), \(model.settled ? "settled" : "moving")")
  }
}

private final class LegacyFlags: ObservableObject {
  @Published var unshown = 0
  @Published var shown = false
}

private struct LegacyFlagScreen: View {
  @ObservedObject var model: LegacyFlags
  var body: some View {
    Text(model.shown ? "shown" : "hidden")
  }
}

/// A linear fade over half a second, logically complete halfway.
private struct HalfSecondFade: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    guard time < 0.5 else { return nil }
    if time >= 0.25 { context.isLogicallyComplete = true }
    return value.scaled(by: time / 0.5)
  }
}

private struct Counter: View {
  @State private var count = 0
  @State private var done = false
  var body: some View {
    VStack {
      Text("\(count)").contentTransition(.numericText())
      Text(done ? "\(count) done" : "running").transition(.opacity)
      Button("Animate") { withAnimation(.spring) { count += 1 } }
      Button("Animate with completion") {
        withAnimation(.easeInOut) {
          count += 1
        } completion: {
          done = true
        }
      }
    }
  }
}
