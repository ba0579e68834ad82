import Observation
import Testing
import TestSupport
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
    #expect(update.printedChanges == ["PairParent: @dependencies changed.", "PairChild: @dependencies, @self changed."], "\(update.trace)")
  }
}

@Suite("Q10 misuse warnings and loops", .tags(.scheduling, .swiftUIParity))
@MainActor
struct MisuseTests {
  @Test("Q10: objectWillChange sent inside a body is reported, then delivered")
  func publishDuringUpdate() {
    let model = Noisy()
    let host = ViewHost(NoisyView(model: model))
    #expect(host.diagnostics.map(\.message).contains("Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
  }

  @Test("Q10: views that keep invalidating each other are stopped and reported with their paths")
  func cycle() {
    let model = PingPong()
    let host = ViewHost(PingPongRoot(model: model))
    #expect(host.mount.diagnostics.map(\.kind) == [.updateCycle], "the loop starts at mount")
    host.options.maxPasses = 20
    let update = host.update { model.ping += 1 }
    let cycle = update.diagnostics.first { $0.kind == .updateCycle }
    #expect(cycle != nil, "\(update.trace)\nmount: \(host.mount.trace)")
    #expect(cycle?.message.contains("Ping") == true)
    #expect(update.bodyCount <= 2 * 21, "bounded: \(update.bodyCount)")
  }

  @Test("Q10: $state taken before the view is installed is a constant binding, with SwiftUI's warning")
  func stateOutsideView() {
    let view = Uninstalled()
    let binding = view.binding
    binding.wrappedValue = 5
    #expect(binding.wrappedValue == 1)
  }

  @Test("A binding written after its view was removed is reported; nothing updates; the view comes back fresh")
  func bindingOfRemovedView() throws {
    let model = Shown()
    let box = BindingBox()
    let host = ViewHost(ShownParent(model: model, box: box))
    let binding = try #require(box.binding)
    host.update { binding.wrappedValue = "typed" }
    #expect(host.treeDescription.contains("Text(typed)"))
    host.update { model.isShown = false }
    let late = host.update { binding.wrappedValue = "late" }
    #expect(late.diagnostics.map(\.kind) == [.stateOfRemovedView], "\(late.trace)")
    #expect(late.diagnostics.first?.path.hasSuffix("BindingChild") == true, "\(late.diagnostics)")
    #expect(late.bodyCount == 0, "\(late.trace)")
    let back = host.update { model.isShown = true }
    #expect(back.diagnostics.isEmpty)
    #expect(host.treeDescription.contains("Text()"), "new identity, new state: \(host.treeDescription)")
  }

  @Test("Inputs naming a control that is not on screen are diagnostics, not crashes")
  func controlNotFound() {
    let host = ViewHost(Recorder())
    let update = host.tap("nope")
    #expect(update.diagnostics.map(\.kind) == [.controlNotFound])
    #expect(update.diagnostics.first?.message.contains("'noop'") == true)
    #expect(host.type("ab", into: "missing").count == 2)
    #expect(host.toggle("missing").diagnostics.count == 1)
  }

  @Test("host.toggle flips a Toggle's binding as one transaction")
  func toggleInput() {
    let host = ViewHost(Switcher())
    let update = host.toggle("Wi-Fi")
    // The body passes `$on` and never reads it, so it does not re-run (Q3);
    // the toggle still shows the new value.
    #expect(update.bodyCount == 0)
    #expect(update.leafUpdates.map(\.new) == ["Toggle(Wi-Fi: on)"])
  }
}

// MARK: - Fixtures

@MainActor final class Log {
  var values: [Int] = []
}

private struct Recorder: View {
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

private final class Noisy: ObservableObject {
  @Published var count = 0
}

private struct NoisyView: View {
  @ObservedObject var model: Noisy
  var body: some View {
    if model.count == 0 { model.count = 1 }
    return Text("\(model.count)")
  }
}

@Observable private final class PingPong {
  var ping = 0
  var pong = 0
}

private struct Ping: View {
  let model: PingPong
  var body: some View {
    let value = model.ping
    model.pong = value + 1
    return Text("\(value)")
  }
}

private struct Pong: View {
  let model: PingPong
  var body: some View {
    let value = model.pong
    model.ping = value + 1
    return Text("\(value)")
  }
}

private struct PingPongRoot: View {
  let model: PingPong
  var body: some View {
    VStack {
      Ping(model: model)
      Pong(model: model)
    }
  }
}

private struct Uninstalled: View {
  @State private var value = 1
  var binding: Binding<Int> { $value }
  var body: some View { Text("\(value)") }
}

private struct Switcher: View {
  @State private var on = false
  var body: some View { Toggle("Wi-Fi", isOn: $on) }
}

@Observable
private final class Shown {
  var isShown = true
}

private final class BindingBox {
  var binding: Binding<String>?
}

private struct ShownParent: View {
  let model: Shown
  let box: BindingBox
  var body: some View {
    VStack {
      if model.isShown { BindingChild(box: box) }
    }
  }
}

private struct BindingChild: View {
  let box: BindingBox
  @State private var text = ""
  var body: some View {
    box.binding = $text
    return Text(text)
  }
}
