import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q11: animations split and tag transactions; nothing is
// animated, so an animation's completion runs after the update of its changes.

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

  @Test("withAnimation's completion runs after the update of its changes; its writes are a new transaction")
  func completion() {
    let host = ViewHost(Counter())
    let update = host.tap("Animate with completion")
    #expect(update.evaluatedViews == ["Counter", "Counter"], "\(update.trace)")
    #expect(
      update.lifecycleEvents.map(\.description) == [
        "transaction: withAnimation(easeInOut)",
        "animation completed: easeInOut",
      ], "\(update.trace)")
    #expect(
      update.evaluations[1].causes == [
        "@State _done: the state was written and the body had read it (Q3); written by the withAnimation completion"
      ], "\(update.trace)")
    #expect(host.treeDescription.contains("1 done"), "\(host.treeDescription)")
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

  @Test("Transitions and content transitions are values of their view")
  func transitionValues() {
    let host = ViewHost(Counter())
    #expect(host.treeDescription.contains("contentTransition(numericText)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("transition(opacity)"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

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
