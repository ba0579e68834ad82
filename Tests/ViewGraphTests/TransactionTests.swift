import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q10 (warnings and loops) and Q11 (transactions and order).

@Suite("Q11 transactions and order", .tags(.scheduling, .swiftUIParity))
@MainActor
struct TransactionTests {
  @Test("Q11: writes in one transaction coalesce: one evaluation sees the last value")
  func coalescing() {
    let host = ViewHost(Recorder())
    let update = host.update {
      host.state(of: Log.self)?.values.removeAll()
      host.tap("noop")
    }
    _ = update
    let again = host.update {
      Recorder.setter?(1)
      Recorder.setter?(2)
    }
    #expect(again.bodyCount == 1)
    #expect(host.state(of: Log.self)?.values.last == 2)
  }

  @Test("Q11: value = 1; value = 2; withAnimation { 3; 4 } shows [0, 2, 4]")
  func transactionGroups() {
    let host = ViewHost(Recorder())
    host.update {
      Recorder.setter?(1)
      Recorder.setter?(2)
      withAnimation {
        Recorder.setter?(3)
        Recorder.setter?(4)
      }
    }
    #expect(host.state(of: Log.self)?.values == [0, 2, 4])
  }

  @Test("Q11: parents run before children, whatever order they were invalidated in")
  func topDown() {
    let model = Pair()
    let host = ViewHost(PairParent(model: model))
    let update = host.update {
      model.child += 1
      model.parent += 1
    }
    #expect(update.evaluatedViews == ["PairParent", "PairChild"], "\(update.trace)")
  }

  @Test("Q11: a node both invalidated and given a new value runs once, with both reasons")
  func onceWithMergedReasons() {
    let model = Pair()
    let host = ViewHost(PairParent(model: model))
    let update = host.update {
      model.child += 1
      model.parent += 1
      model.shared += 1
    }
    #expect(
      update.printedChanges == [
        "PairParent: \\Pair.parent, \\Pair.shared changed.", "PairChild: \\Pair.child, @self changed.",
      ],
      "\(update.trace)")
  }
}

// MARK: - Fixtures

@MainActor final class Log {
  var values: [Int] = []
}

struct Recorder: View {
  @State private var log = Log()
  @State private var value = 0
  static var setter: ((Int) -> Void)?
  var body: some View {
    log.values.append(value)
    let binding = $value
    Recorder.setter = { binding.wrappedValue = $0 }
    return Button("noop") {}
  }
}

@Observable private final class Pair {
  var parent = 0
  var child = 0
  var shared = 0
}

private struct PairChild: View {
  let model: Pair
  let shared: Int
  var body: some View { Text("\(model.child) \(shared)") }
}

private struct PairParent: View {
  let model: Pair
  var body: some View {
    VStack {
      Text("\(model.parent)")
      PairChild(model: model, shared: model.shared)
    }
  }
}
