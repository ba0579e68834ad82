import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q4: the initial value of @State runs on every init of the view and the first is kept; @StateObject's autoclosure runs once per identity.

@Suite("Q4 initial values of @State and @StateObject", .tags(.swiftUIParity))
@MainActor
struct InitialValueTests {
  @Test("Q4: @State's initial value is built on every init; the first is kept")
  func stateInitialEveryInit() {
    InitCounter.count = 0
    let host = ViewHost(StateModelParent())
    #expect(InitCounter.count == 1)
    host.tap("bump")
    host.tap("bump")
    #expect(InitCounter.count == 3, "one model per child init, each discarded")
    #expect(host.state(of: CountedModel.self)?.serial == 1, "the first instance is kept")
  }

  @Test("Q4: @StateObject's autoclosure runs once per identity")
  func stateObjectOnce() {
    InitCounter.count = 0
    let host = ViewHost(StateObjectParent())
    host.tap("bump")
    host.tap("bump")
    #expect(InitCounter.count == 1)
  }
}

// MARK: - Fixtures

@MainActor enum InitCounter { static var count = 0 }

@Observable @MainActor private final class CountedModel {
  let serial: Int
  init() {
    InitCounter.count += 1
    serial = InitCounter.count
  }
}

private struct StateModelChild: View {
  @State var model = CountedModel()
  let tick: Int
  var body: some View { Text("\(tick)") }
}

private struct StateModelParent: View {
  @State private var tick = 0
  var body: some View {
    VStack {
      StateModelChild(tick: tick)
      Button("bump") { tick += 1 }
    }
  }
}

@MainActor private final class LegacyCounted: ObservableObject {
  @Published var value = 0
  init() { InitCounter.count += 1 }
}

private struct StateObjectChild: View {
  @StateObject var model = LegacyCounted()
  let tick: Int
  var body: some View { Text("\(tick) \(model.value)") }
}

private struct StateObjectParent: View {
  @State private var tick = 0
  var body: some View {
    VStack {
      StateObjectChild(tick: tick)
      Button("bump") { tick += 1 }
    }
  }
}
