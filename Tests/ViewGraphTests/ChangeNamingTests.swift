import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md, "Naming a changed property": bodies run inside the public
// `withObservationTracking(_:onChange:)`, which does not say what changed; the host
// names it from the states of the objects its views reach, taken at each
// notification and after the writes. Each case where that name differs from the key
// path Observation's private entry point reports is pinned here.

@Observable
final class NamingModel {
  var first = "a"
  var second = "b"
  var count = 0
  var detail = NamingDetail(text: "x")
}

/// Not `Equatable`: the macro's setter notifies on every write of one.
struct NamingDetail {
  var text: String
}

/// Plain data, not `Equatable` (the macro's setter notifies at every write): its bits
/// are its value.
struct NamingPoint {
  var x: Double
}

@Observable
final class NamingPlain {
  var point = NamingPoint(x: 0)
}

private struct ReadsPoint: View {
  let model: NamingPlain
  var body: some View { Text("\(model.point.x)") }
}

@Observable
final class NamingOther {
  var value = 0
}

@Observable
final class NamingParent {
  var child = NamingOther()
}

/// A model the views reach only through a global, not through their stored fields.
@MainActor
enum NamingGlobal {
  static let model = NamingModel()
}

private struct ReadsFirst: View {
  let model: NamingModel
  var body: some View { Text(model.first) }
}

private struct ReadsSecond: View {
  let model: NamingModel
  var body: some View { Text(model.second) }
}

/// The loop of ``Ping`` and ``Pong`` beside a view reading another model.
private struct NamingLoopRoot: View {
  let loop: PingPong
  let model: NamingModel
  var body: some View {
    VStack {
      Ping(model: loop)
      Pong(model: loop)
      ReadsFirst(model: model)
    }
  }
}

private struct ReadsBoth: View {
  let model: NamingModel
  var body: some View { Text(model.first + model.second) }
}

private struct ReadsDetail: View {
  let model: NamingModel
  var body: some View { Text(model.detail.text) }
}

private struct ReadsCount: View {
  let model: NamingModel
  var body: some View { Text("\(model.count)") }
}

private struct ReadsGlobal: View {
  var body: some View { Text(NamingGlobal.model.first) }
}

/// A model no view's walk reaches: read through a global.
private enum SharedNamingModel {
  @MainActor static let model = NamingModel()
}

private struct ReadsShared: View {
  var body: some View { Text(SharedNamingModel.model.first) }
}

private struct ReadsTwoModels: View {
  let model: NamingModel
  let other: NamingOther
  var body: some View { Text("\(model.first) \(other.value)") }
}

private struct ReadsOtherValue: View {
  let other: NamingOther
  var body: some View { Text("\(other.value)") }
}

/// Views of two kinds, interleaved, each kind reaching its own model: the walks of
/// one cycle find different objects.
private struct TwoKindsOfReaders: View {
  let model: NamingModel
  let other: NamingOther
  var body: some View {
    VStack {
      ReadsFirst(model: model)
      ReadsOtherValue(other: other)
      ReadsFirst(model: model)
      ReadsOtherValue(other: other)
    }
  }
}

private struct ReadsEnvironment: View {
  @Environment(NamingModel.self) private var model
  var body: some View { Text(model.second) }
}

private struct ReadsState: View {
  @State private var model = NamingModel()
  var body: some View {
    VStack {
      Text(model.second)
      Button("Change") { model.second = "tapped" }
    }
  }
}

private struct ReadsNested: View {
  let parent: NamingParent
  var body: some View { Text("\(parent.child.value)") }
}

private struct SwapsState: View {
  @State private var model = NamingOther()
  var body: some View {
    VStack {
      Text("\(model.value)")
      Button("Swap") { model = NamingOther() }
      Button("Bump") { model.value += 1 }
    }
  }
}

private struct GlobalsThenModel: View {
  let model: NamingModel
  var body: some View {
    VStack {
      ForEach(0..<5, id: \.self) { _ in ReadsGlobal() }
      ReadsFirst(model: model)
    }
  }
}

private struct Pair: View {
  let model: NamingModel
  var body: some View {
    VStack {
      ReadsFirst(model: model)
      ReadsSecond(model: model)
    }
  }
}

private func causes(_ update: Update, of type: String) -> [String] {
  update.evaluations.filter { $0.viewType == type }.flatMap(\.causes)
}

@Suite("Naming a changed property without Observation's SPI")
@MainActor
struct ChangeNamingTests {
  @Test("One write: the property written is named, whichever of several of its type")
  func oneWrite() {
    let model = NamingModel()
    let host = ViewHost(ReadsSecond(model: model))
    let update = host.update { model.second = "new" }
    #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.second changed"]], "\(update.trace)")
  }

  @Test("Views of one cycle share what they reach only when they reach the same objects")
  func sharedWalks() {
    let model = NamingModel()
    let other = NamingOther()
    let host = ViewHost(TwoKindsOfReaders(model: model, other: other))
    // Every view's first notification walks what it reaches, in one cycle, in the
    // order the models' observers fire; then each view's own objects are on the
    // timeline, whichever kind walked first.
    for round in 1...2 {
      let update = host.update {
        model.first = "\(round)"
        other.value = round
      }
      #expect(
        causes(update, of: "ReadsFirst") == Array(repeating: "@dependencies: NamingModel.first changed", count: 2),
        "round \(round):\n\(update.trace)")
      #expect(
        causes(update, of: "ReadsOtherValue") == Array(repeating: "@dependencies: NamingOther.value changed", count: 2),
        "round \(round):\n\(update.trace)")
    }
  }

  @Test("Two writes observed by two views: each view names the write that notified it")
  func twoWritesTwoObservers() {
    let model = NamingModel()
    let host = ViewHost(Pair(model: model))
    let update = host.update {
      model.first = "1"
      model.second = "2"
    }
    #expect(causes(update, of: "ReadsFirst") == ["@dependencies: NamingModel.first changed"], "\(update.trace)")
    #expect(causes(update, of: "ReadsSecond") == ["@dependencies: NamingModel.second changed"], "\(update.trace)")
  }

  @Test("Differs: two writes to what one view read name both (the private entry point named the first)")
  func twoWritesOneObserver() {
    let model = NamingModel()
    let host = ViewHost(ReadsBoth(model: model))
    let update = host.update {
      model.first = "1"
      model.second = "2"
    }
    #expect(
      update.evaluations.map(\.causes) == [["@dependencies: NamingModel.first, NamingModel.second changed"]],
      "\(update.trace)")
  }

  @Test("Differs: a write no view of the host observes, after one that notified, is named with it")
  func unobservedWriteJoinsTheName() {
    let model = NamingModel()
    let host = ViewHost(ReadsFirst(model: model))
    let update = host.update {
      model.first = "1"
      model.count = 5
    }
    #expect(
      update.evaluations.map(\.causes) == [["@dependencies: NamingModel.first, NamingModel.count changed"]],
      "\(update.trace)")
  }

  @Test("A write before the one that notified, which no view observes, is not part of the name")
  func unobservedWriteBeforeIsLeftOut() {
    let model = NamingModel()
    let host = ViewHost(ReadsFirst(model: model))
    let update = host.update {
      model.count = 5
      model.first = "1"
    }
    // The state at the notification already holds the count: only `first` differs after.
    #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.first changed"]], "\(update.trace)")
  }

  @Test("Differs: a write that leaves the value as it was re-runs the view, unnamed")
  func equalValueWriteIsUnnamed() {
    let model = NamingModel()
    let host = ViewHost(ReadsDetail(model: model))
    // Not Equatable, so the macro's setter notifies although nothing changed.
    let update = host.update { model.detail = NamingDetail(text: "x") }
    #expect(
      update.evaluations.map(\.causes) == [["@dependencies: an @Observable property its body read changed (Q6)"]],
      "\(update.trace)")
  }

  @Test(
    "Plain data is compared bit for bit, as SwiftUI compares it: -0.0 over 0.0 is named, the same bits unnamed",
    arguments: [(-0.0, true), (0.5, true), (0.0, false)])
  func plainDataByBits(written: Double, named: Bool) {
    let model = NamingPlain()
    let host = ViewHost(ReadsPoint(model: model))
    // Not Equatable, so the macro's setter notifies whatever is written.
    let update = host.update { model.point = NamingPoint(x: written) }
    let expected =
      named
      ? "@dependencies: NamingPlain.point changed" : "@dependencies: an @Observable property its body read changed (Q6)"
    #expect(update.evaluations.map(\.causes) == [[expected]], "\(update.trace)")
  }

  @Test("An in-place mutation that changes the value is named")
  func inPlaceMutation() {
    let model = NamingModel()
    let host = ViewHost(ReadsCount(model: model))
    let update = host.update { model.count += 1 }
    #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.count changed"]], "\(update.trace)")
  }

  @Test("Differs: a model the view reaches only through a global re-runs it, unnamed")
  func globalModelIsUnnamed() {
    let host = ViewHost(ReadsGlobal())
    let update = host.update { NamingGlobal.model.first = "global \(Int.random(in: 0..<1_000_000))" }
    #expect(update.bodyCount == 1, "\(update.trace)")
    #expect(
      update.evaluations.map(\.causes) == [["@dependencies: an @Observable property its body read changed (Q6)"]],
      "\(update.trace)")
  }

  @Test("A model read through @Environment(Type.self) is named")
  func environmentModel() {
    let model = NamingModel()
    let host = ViewHost(ReadsEnvironment().environment(model))
    let update = host.update { model.second = "new" }
    #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.second changed"]], "\(update.trace)")
  }

  @Test("A model a view keeps in @State is named")
  func stateModel() {
    let host = ViewHost(ReadsState())
    let update = host.tap("Change")
    #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.second changed"]], "\(update.trace)")
  }

  @Test("A model replaced inside another is followed: its own property is named next")
  func replacedNestedModel() {
    let parent = NamingParent()
    let host = ViewHost(ReadsNested(parent: parent))
    let replaced = host.update { parent.child = NamingOther() }
    #expect(replaced.evaluations.map(\.causes) == [["@dependencies: NamingParent.child changed"]], "\(replaced.trace)")
    let written = host.update { parent.child.value = 7 }
    #expect(written.evaluations.map(\.causes) == [["@dependencies: NamingOther.value changed"]], "\(written.trace)")
  }

  @Test("A model replaced in @State is followed: its own property is named next")
  func replacedStateModel() {
    let host = ViewHost(SwapsState())
    _ = host.tap("Bump")
    _ = host.tap("Swap")
    let bumped = host.tap("Bump")
    #expect(bumped.evaluations.map(\.causes) == [["@dependencies: NamingOther.value changed"]], "\(bumped.trace)")
  }

  @Test("Views that reach nothing, notified first, do not hide the name of a later write in the transaction")
  func unreachableFirst() {
    let model = NamingModel()
    let host = ViewHost(GlobalsThenModel(model: model))
    let update = host.update {
      NamingGlobal.model.first = "global \(Int.random(in: 0..<1_000_000))"
      model.first = "named"
    }
    #expect(causes(update, of: "ReadsFirst") == ["@dependencies: NamingModel.first changed"], "\(update.trace)")
    #expect(causes(update, of: "ReadsGlobal").count == 5, "\(update.trace)")
  }

  @Test(
    "Views notified by one write are named whatever order Observation notifies them in: one that reaches the model names it, one that reaches nothing names nothing"
  )
  func notificationOrderDoesNotName() {
    let model = SharedNamingModel.model
    let host = ViewHost(
      VStack {
        ReadsShared()
        ReadsFirst(model: model)
        ReadsShared()
      })
    for value in ["one", "two", "three"] {
      let update = host.update { model.first = value }
      #expect(causes(update, of: "ReadsFirst") == ["@dependencies: NamingModel.first changed"], "\(update.trace)")
      #expect(
        causes(update, of: "ReadsShared")
          == Array(
            repeating: "@dependencies: an @Observable property its body read changed (Q6)", count: 2),
        "\(update.trace)")
    }
  }

  @Test("A view holding two models names the property of the one written")
  func twoModels() {
    let model = NamingModel()
    let other = NamingOther()
    let host = ViewHost(ReadsTwoModels(model: model, other: other))
    let update = host.update { other.value = 3 }
    #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingOther.value changed"]], "\(update.trace)")
  }

  @Test("Names are settled when the update is applied: a later write does not change a kept trace")
  func namesAreSettled() {
    let model = NamingModel()
    let host = ViewHost(ReadsBoth(model: model))
    let first = host.update { model.first = "1" }
    _ = host.update { model.second = "2" }
    #expect(first.evaluations.map(\.causes) == [["@dependencies: NamingModel.first changed"]], "\(first.trace)")
  }

  /// The writes of ``successiveUpdates(keepsRecords:)``: the property each names.
  private static let successiveWrites: [(name: String, write: @MainActor (NamingModel) -> Void)] = [
    ("first", { $0.first = "1" }), ("first", { $0.first = "2" }), ("second", { $0.second = "3" }),
    ("first", { $0.first = "4" }), ("second", { $0.second = "5" }), ("second", { $0.second = "6" }),
  ]

  @Test(
    "Successive updates of one view each name their own write, their records kept or let go (a cause context is shared across updates only for the same name)",
    arguments: [true, false])
  func successiveUpdates(keepsRecords: Bool) {
    let model = NamingModel()
    let host = ViewHost(ReadsBoth(model: model))
    var kept: [(name: String, update: Update)] = []
    for (name, write) in ChangeNamingTests.successiveWrites {
      let update = host.update { write(model) }
      #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.\(name) changed"]], "\(update.trace)")
      if keepsRecords { kept.append((name, update)) }
    }
    for (name, update) in kept {
      #expect(update.evaluations.map(\.causes) == [["@dependencies: NamingModel.\(name) changed"]], "\(update.trace)")
    }
  }

  @Test(
    "A loop stopped at its pass limit resumes at the next update with the name it had: a later write takes a moment's name again only when nothing holds it"
  )
  func stalledLoopKeepsItsName() {
    let loop = PingPong()
    let model = NamingModel()
    let host = ViewHost(NamingLoopRoot(loop: loop, model: model), options: .init(maxPasses: 3))
    let stopped = host.update { loop.ping += 1 }
    #expect(stopped.diagnostics.contains { $0.kind == .updateCycle }, "\(stopped.trace)")
    let resumed = host.update { model.first = "new" }
    let loopCauses = resumed.evaluations.filter { $0.viewType != "ReadsFirst" }.flatMap(\.causes)
    #expect(!loopCauses.isEmpty, "the loop resumes: \(resumed.trace)")
    #expect(
      loopCauses.allSatisfy {
        $0 == "@dependencies: PingPong.ping changed" || $0 == "@dependencies: PingPong.pong changed"
      },
      "a resumed loop view is named by the write that stopped it, not by the later one: \(resumed.trace)")
    #expect(
      resumed.evaluations.filter { $0.viewType == "ReadsFirst" }.map(\.causes)
        == [["@dependencies: NamingModel.first changed"]], "\(resumed.trace)")
  }

  @Test("A release changed between two updates of one property: the second update's line takes its wording")
  func releaseChangedBetweenUpdates() {
    let model = NamingModel()
    let host = ViewHost(ReadsFirst(model: model), options: .init(swiftUI: .iOS18))
    let before = host.update { model.first = "1" }
    host.options.swiftUI = .iOS26
    let after = host.update { model.first = "2" }
    #expect(before.printedChanges == ["ReadsFirst: @dependencies changed."], "\(before.trace)")
    #expect(after.printedChanges == ["ReadsFirst: \\NamingModel.first changed."], "\(after.trace)")
  }
}

/// An object reached through the environment, each way SwiftUI offers: the cause names
/// every property that changed, by the object's type.
@Suite("Naming a changed property reached through the environment")
@MainActor
struct EnvironmentNamingTests {
  enum Path: String, CaseIterable, CustomTestStringConvertible {
    case observableType, environmentKey, nestedObservable, environmentObject
    var testDescription: String { rawValue }
    var cause: String {
      switch self {
      case .observableType, .environmentKey, .nestedObservable:
        "@dependencies: NamingModel.first, NamingModel.second changed"
      case .environmentObject:
        "@EnvironmentObject _legacy: objectWillChange fired (NamingLegacy.first, NamingLegacy.second)"
      }
    }
  }

  @Test(
    "Q6, Q12: two properties written in one transaction, read through the environment, are both named",
    arguments: Path.allCases)
  func bothNamed(_ path: Path) {
    let model = NamingModel()
    let legacy = NamingLegacy()
    let host = ViewHost(
      EnvironmentNamingScreen(path: path, model: model, holder: NamingHolder(model: model), legacy: legacy))
    let update = host.update {
      model.first = "1"
      model.second = "2"
      legacy.first = 1
      legacy.second = 2
    }
    #expect(update.evaluations.map(\.causes) == [[path.cause]], "\(update.explainedTrace)")
  }
}

@Observable
final class NamingHolder {
  var model: NamingModel
  init(model: NamingModel) { self.model = model }
}

final class NamingLegacy: ObservableObject {
  @Published var first = 0
  @Published var second = 0
}

private struct NamingModelKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: NamingModel? = nil
}

extension EnvironmentValues {
  fileprivate var namingModel: NamingModel? {
    get { self[NamingModelKey.self] }
    set { self[NamingModelKey.self] = newValue }
  }
}

private struct ObservableTypeReader: View {
  @Environment(NamingModel.self) private var model
  var body: some View { Text(model.first + model.second) }
}

private struct EnvironmentKeyReader: View {
  @Environment(\.namingModel) private var model
  var body: some View { Text((model?.first ?? "") + (model?.second ?? "")) }
}

private struct NestedReader: View {
  @Environment(NamingHolder.self) private var holder
  var body: some View { Text(holder.model.first + holder.model.second) }
}

private struct EnvironmentObjectReader: View {
  @EnvironmentObject private var legacy: NamingLegacy
  var body: some View { Text("\(legacy.first) \(legacy.second)") }
}

private struct EnvironmentNamingScreen: View {
  let path: EnvironmentNamingTests.Path
  let model: NamingModel
  let holder: NamingHolder
  let legacy: NamingLegacy
  var body: some View {
    VStack {
      switch path {
      case .observableType: ObservableTypeReader()
      case .environmentKey: EnvironmentKeyReader()
      case .nestedObservable: NestedReader()
      case .environmentObject: EnvironmentObjectReader()
      }
    }
    .environment(model)
    .environment(\.namingModel, model)
    .environment(holder)
    .environmentObject(legacy)
  }
}
