import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q4: the initial value of @State runs on every init of the view and the first is kept; @StateObject's autoclosure runs once per identity.

@Suite("Q4 initial values of @State and @StateObject", .tags(.swiftUIParity))
@MainActor
struct InitialValueTests {
  @Test(
    "Q4: @State's initial value is built on every init up to Xcode 26; the first is kept",
    arguments: [SwiftUIRelease.iOS17, .iOS18, .iOS26])
  func stateInitialEveryInit(_ release: SwiftUIRelease) {
    InitCounter.count = 0
    let host = ViewHost(StateModelParent(), options: ViewHost.Options(swiftUI: release))
    #expect(InitCounter.count == 1)
    host.tap("bump")
    host.tap("bump")
    #expect(InitCounter.count == 3, "one model per child init, each discarded")
    #expect(host.state(of: CountedModel.self)?.serial == 1, "the first instance is kept")
  }

  @Test("Releases: from Xcode 27, @State builds a class-typed initial value once, when it is installed")
  func stateInitialOnceFromXcode27() {
    InitCounter.count = 0
    let host = ViewHost(StateModelParent(), options: ViewHost.Options(swiftUI: .iOS27))
    #expect(InitCounter.count == 1)
    let bumped = host.tap("bump")
    host.tap("bump")
    #expect(InitCounter.count == 1, "the child's later inits do not evaluate it")
    #expect(host.state(of: CountedModel.self)?.serial == 1)
    // The initial value not evaluated is not an input: the child re-runs for its tick only.
    #expect(bumped.evaluatedViews == ["StateModelParent", "StateModelChild"], "\(bumped.trace)")
  }

  @Test("Releases: from Xcode 27, a value-typed @State initial value is still evaluated on every init")
  func valueTypedStateEveryInit() {
    InitCounter.count = 0
    let host = ViewHost(ValueStateParent(), options: ViewHost.Options(swiftUI: .iOS27))
    host.tap("bump")
    host.tap("bump")
    #expect(InitCounter.count == 3, "only class-typed values are initialized once")
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

@MainActor private func countedSeed() -> Int {
  InitCounter.count += 1
  return InitCounter.count
}

private struct ValueStateChild: View {
  @State var seed = countedSeed()
  let tick: Int
  var body: some View { Text("\(tick) \(seed)") }
}

private struct ValueStateParent: View {
  @State private var tick = 0
  var body: some View {
    VStack {
      ValueStateChild(tick: tick)
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
