import TestSupport
import Testing
import ViewGraph

// What-if tracking: the same ObservableObject code run as if its models were
// @Observable after a mechanical migration (Documentation/Rules.md, "What-if
// strategies"). Each expectation compares with the hand-written @Observable twin or
// with what the migration changes.

@Suite("What-if tracking strategies", .needsWhatIf)
@MainActor
struct TrackingStrategyTests {
  static let asIfObservable = ViewHost.Options(tracking: .asIfObservable)

  @Test("As if observable, a title change re-runs the title's reader only, as the @Observable twin does")
  func titleAsTheTwin() {
    let legacy = LegacyDashboard()
    let host = ViewHost(LegacyPlainParent(model: legacy), options: Self.asIfObservable)
    let changed = host.update { legacy.title = "Bienvenue" }
    #expect(changed.printedChanges == ["LegacyTitle: \\LegacyDashboard.title changed."], "\(changed.trace)")
    #expect(
      changed.evaluations.first?.fullCauses == ["@dependencies: LegacyDashboard.title changed"],
      "\(changed.explainedTrace)")

    let model = DashboardModel()
    let twin = ViewHost(DashboardView(model: model))
    let twinChanged = twin.update { model.title = "Bienvenue" }
    #expect(changed.bodyCount == twinChanged.bodyCount)

    let asWritten = ViewHost(LegacyPlainParent(model: legacy))
    #expect(asWritten.update { legacy.title = "Hello" }.bodyCount == 11, "every observer, as written")
  }

  @Test("As if observable, an equal write re-runs nothing; as written, objectWillChange re-runs every observer")
  func equalWrites() {
    let legacy = LegacyDashboard()
    let asIf = ViewHost(LegacyPlainParent(model: legacy), options: Self.asIfObservable)
    let asWritten = ViewHost(LegacyPlainParent(model: legacy))
    let equal = asIf.update { legacy.counter = 0 }
    #expect(equal.bodyCount == 0, "\(equal.trace)")
    #expect(asWritten.flush().bodyCount == 11, "the equal write fired objectWillChange for the host as written")
    #expect(asIf.update { legacy.counter = 1 }.bodyCount == 10)
  }

  @Test("@EnvironmentObject as @Environment(Type.self): the readers of what changed re-run")
  func environmentObject() {
    let legacy = LegacyDashboard()
    let host = ViewHost(LegacyEnvironmentParent().environmentObject(legacy), options: Self.asIfObservable)
    let changed = host.update { legacy.counter += 1 }
    #expect(changed.evaluatedViews == Array(repeating: "LegacyEnvCell", count: 10), "\(changed.trace)")
  }

  @Test("@StateObject as @State: the owner that reads the model re-runs; its children compare by value")
  func stateObjectOwner() {
    let host = ViewHost(LegacyValueParent(), options: Self.asIfObservable)
    let model = try! #require(host.legacyDashboard)
    let changed = host.update { model.title = "Bienvenue" }
    #expect(
      changed.printedChanges == ["LegacyValueParent: \\LegacyDashboard.title changed.", "ValueTitle: @self changed."],
      "\(changed.trace)")
  }

  /// Counts its inits: @StateObject makes one per identity, @State one per init of the view.
  final class Counted: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var value = 0
    init() { Counted.made += 1 }
  }

  struct Child: View {
    @StateObject var model = Counted()
    var body: some View { Text("\(model.value)") }
  }

  struct Parent: View {
    @State var tick = 0
    var body: some View {
      VStack {
        Text("\(tick)")
        Child()
        Button("tick") { tick += 1 }
      }
    }
  }

  @Test(
    "@StateObject as @State makes its initial value at every init of the view up to Xcode 26, and keeps the first; once from Xcode 27",
    arguments: [(SwiftUIRelease.iOS18, 3), (.iOS26, 3), (.iOS27, 1)])
  func eagerInitialValue(_ release: SwiftUIRelease, _ made: Int) {
    Counted.made = 0
    let asWritten = ViewHost(Parent(), options: ViewHost.Options(swiftUI: release))
    asWritten.tap("tick")
    asWritten.tap("tick")
    #expect(Counted.made == 1, "@StateObject: once per identity")
    Counted.made = 0
    var options = Self.asIfObservable
    options.swiftUI = release
    let asIf = ViewHost(Parent(), options: options)
    asIf.tap("tick")
    asIf.tap("tick")
    #expect(Counted.made == made, "@State: at the mount and at each re-run of the parent up to Xcode 26")
  }
}
