import TestSupport
import Testing
import ViewGraph

// `Self._printChanges()` and `Self._logChanges()` called in a body (Q1).

@Suite("Self._printChanges() in a body")
@MainActor
struct PrintChangesCallTests {
  @Test("Q1: each call prints the line the engine records for that evaluation, to the host's output")
  func printsTheRecordedLine() {
    var printed: [String] = []
    let model = CallModel()
    let host = ViewHost(CallScreen(model: model))
    host.output = { printed.append($0) }
    let update = host.update { model.count += 1 }
    expectNoDifference(printed, update.printedChanges)
    expectNoDifference(printed, ["CallRow: \\CallModel.count changed.", "LoggingRow: \\CallModel.count changed."])
  }

  @Test("Q1: calling it changes no count: the same screen without the calls gives the same update")
  func changesNoCount() {
    let withCalls = CallModel()
    let without = CallModel()
    let a = ViewHost(CallScreen(model: withCalls))
    a.output = { _ in }
    let b = ViewHost(SilentScreen(model: without))
    let updateA = a.update { withCalls.count += 1 }
    let updateB = b.update { without.count += 1 }
    #expect(updateA.bodyCount == updateB.bodyCount)
    #expect(updateA.leafUpdateCount == updateB.leafUpdateCount)
    #expect(a.mount.bodyCount == b.mount.bodyCount)
  }

  @Test("Q1: the first appearance prints @self, @identity and the dynamic properties")
  func firstAppearance() {
    var printed: [String] = []
    let host = ViewHost(StatefulCaller(model: CallModel()), output: { printed.append($0) })
    expectNoDifference(printed, ["StatefulCaller: @self, @identity, _flag changed."])
    expectNoDifference(printed, host.mount.printedChanges)
  }

  @Test("A modifier's body prints under the modifier's type")
  func modifierBody() {
    var printed: [String] = []
    let host = ViewHost(Text("x").modifier(CallingModifier(tint: "red")), output: { printed.append($0) })
    expectNoDifference(printed, ["CallingModifier: @self changed."])
    expectNoDifference(printed, host.mount.printedChanges)
  }
}

// MARK: - Fixtures

@Observable private final class CallModel { var count = 0 }

private struct CallRow: View {
  let model: CallModel
  var body: some View {
    let _ = Self._printChanges()
    Text("\(model.count)")
  }
}

private struct LoggingRow: View {
  let model: CallModel
  var body: some View {
    let _ = Self._logChanges()
    Text("twice \(model.count * 2)")
  }
}

private struct CallScreen: View {
  let model: CallModel
  var body: some View {
    VStack {
      CallRow(model: model)
      LoggingRow(model: model)
    }
  }
}

private struct SilentRow: View {
  let model: CallModel
  var body: some View { Text("\(model.count)") }
}

private struct SilentTwice: View {
  let model: CallModel
  var body: some View { Text("twice \(model.count * 2)") }
}

private struct SilentScreen: View {
  let model: CallModel
  var body: some View {
    VStack {
      SilentRow(model: model)
      SilentTwice(model: model)
    }
  }
}

private struct StatefulCaller: View {
  let model: CallModel
  @State private var flag = false
  var body: some View {
    let _ = Self._printChanges()
    Text(flag ? "on" : "off")
  }
}

private struct CallingModifier: ViewModifier {
  let tint: String
  func body(content: Content) -> some View {
    let _ = Self._printChanges()
    content.foregroundStyle(.red)
  }
}
