import Observation
import Testing
import TestSupport
import ViewGraph

// Documentation/Rules.md, seed claim (c):
// each code shape of the dashboard, its title changed, gives its own count.

@Suite("Dashboard shapes, claim (c)", .tags(.swiftUIParity))
@MainActor
struct DashboardShapeTests {
  // MARK: ObservableObject

  @Test("ObservableObject, children observe, parent holds plain let: 11")
  func legacyObservingChildrenPlainParent() {
    let model = LegacyDashboard()
    let host = ViewHost(LegacyPlainParent(model: model))
    let update = host.update { model.title = "Bienvenue" }
    #expect(update.bodyCount == 11, "\(update.trace)")
    #expect(update.printedChanges.first == "LegacyTitle: _model changed.")
    #expect(update.bodyCountsByType == ["LegacyTitle": 1, "LegacyCell": 10])
  }

  @Test("ObservableObject, injected by environmentObject: 11")
  func legacyEnvironmentObjectChildren() {
    let model = LegacyDashboard()
    let host = ViewHost(LegacyEnvironmentParent().environmentObject(model))
    let update = host.update { model.title = "Bienvenue" }
    #expect(update.bodyCount == 11, "\(update.trace)")
    #expect(update.bodyCountsByType == ["LegacyEnvTitle": 1, "LegacyEnvCell": 10])
  }

  @Test("ObservableObject, @StateObject parent, @ObservedObject children: 12")
  func legacyStateObjectParentObservingChildren() {
    let host = ViewHost(LegacyOwningParent())
    let model = host.mountedModel
    let update = host.update { model?.title = "Bienvenue" }
    #expect(update.bodyCount == 12, "\(update.trace)")
    #expect(update.printedChanges.first == "LegacyOwningParent: _model changed.")
    #expect(update.printedChanges.dropFirst().allSatisfy { $0.hasSuffix(": _model changed.") })
  }

  @Test("ObservableObject, @StateObject parent passing plain values: 2")
  func legacyStateObjectParentPlainValues() {
    let host = ViewHost(LegacyValueParent())
    let model = host.mountedModel
    let update = host.update { model?.title = "Bienvenue" }
    #expect(update.evaluatedViews == ["LegacyValueParent", "ValueTitle"], "\(update.trace)")
    #expect(update.printedChanges == ["LegacyValueParent: _model changed.", "ValueTitle: @self changed."])
  }

  @Test("ObservableObject publishes equal writes too: still 12")
  func legacyEqualWritePublishes() {
    let host = ViewHost(LegacyOwningParent())
    let model = host.mountedModel
    let update = host.update { model?.title = "Accueil" }
    #expect(update.bodyCount == 12, "\(update.trace)")
  }

  // MARK: @Observable

  @Test("@Observable, reference passed down, parent reads nothing: 1")
  func observableReferencePassedDown() {
    let model = ObservableDashboard()
    let host = ViewHost(ObservableParent(model: model))
    let update = host.update { model.title = "Bienvenue" }
    #expect(update.printedChanges == ["ObservableTitle: @dependencies changed."], "\(update.trace)")
  }

  @Test("@Observable in @State, parent reads the title (the seed's code): 2")
  func observableParentReadsTitle() {
    let host = ViewHost(SeedDashboardView())
    let update = host.update { host.seedModel?.title = "Bienvenue" }
    #expect(update.printedChanges == ["SeedDashboardView: @dependencies changed.", "SeedTitleView: @self changed."], "\(update.trace)")
  }

  @Test("@Observable, equal title written with =: 0 (Swift 6.2+ macro, Q7)")
  func observableEqualWriteIsDeduped() {
    let model = ObservableDashboard()
    let host = ViewHost(ObservableParent(model: model))
    let update = host.update { model.title = "Accueil" }
    #expect(update.bodyCount == 0, "\(update.trace)")
  }

  @Test("@Observable in @Environment(Type.self): 1")
  func observableFromEnvironment() {
    let model = ObservableDashboard()
    let host = ViewHost(EnvironmentObservableParent().environment(model))
    let update = host.update { model.title = "Bienvenue" }
    #expect(update.printedChanges == ["EnvironmentObservableTitle: @dependencies changed."], "\(update.trace)")
  }
}

// MARK: - Fixtures

final class LegacyDashboard: ObservableObject {
  @Published var title = "Accueil"
  @Published var counter = 0
}

private struct LegacyTitle: View {
  @ObservedObject var model: LegacyDashboard
  var body: some View { Text(model.title) }
}

private struct LegacyCell: View {
  @ObservedObject var model: LegacyDashboard
  var body: some View { Text("\(model.counter)") }
}

private struct LegacyPlainParent: View {
  let model: LegacyDashboard
  var body: some View {
    VStack {
      LegacyTitle(model: model)
      ForEach(0..<10, id: \.self) { _ in LegacyCell(model: model) }
    }
  }
}

private struct LegacyEnvTitle: View {
  @EnvironmentObject var model: LegacyDashboard
  var body: some View { Text(model.title) }
}

private struct LegacyEnvCell: View {
  @EnvironmentObject var model: LegacyDashboard
  var body: some View { Text("\(model.counter)") }
}

private struct LegacyEnvironmentParent: View {
  var body: some View {
    VStack {
      LegacyEnvTitle()
      ForEach(0..<10, id: \.self) { _ in LegacyEnvCell() }
    }
  }
}

struct LegacyOwningParent: View {
  @StateObject var model = LegacyDashboard()
  var body: some View {
    VStack {
      LegacyTitle(model: model)
      ForEach(0..<10, id: \.self) { _ in LegacyCell(model: model) }
    }
  }
}

private struct ValueTitle: View {
  let title: String
  var body: some View { Text(title) }
}

private struct ValueCell: View {
  let counter: Int
  var body: some View { Text("\(counter)") }
}

struct LegacyValueParent: View {
  @StateObject var model = LegacyDashboard()
  var body: some View {
    VStack {
      ValueTitle(title: model.title)
      ForEach(0..<10, id: \.self) { _ in ValueCell(counter: model.counter) }
    }
  }
}

@Observable final class ObservableDashboard {
  var title = "Accueil"
  var counter = 0
}

private struct ObservableTitle: View {
  let model: ObservableDashboard
  var body: some View { Text(model.title) }
}

private struct ObservableCell: View {
  let model: ObservableDashboard
  var body: some View { Text("\(model.counter)") }
}

private struct ObservableParent: View {
  let model: ObservableDashboard
  var body: some View {
    VStack {
      ObservableTitle(model: model)
      ForEach(0..<10, id: \.self) { _ in ObservableCell(model: model) }
    }
  }
}

/// The seed's own code (002 §4): the parent reads `vm.title` and `vm.counter`.
struct SeedDashboardView: View {
  @State var vm = ObservableDashboard()
  var body: some View {
    VStack {
      SeedTitleView(title: vm.title)
      ForEach(0..<10, id: \.self) { _ in SeedCounterCell(value: vm.counter) }
    }
  }
}

private struct SeedTitleView: View {
  let title: String
  var body: some View { Text(title) }
}

private struct SeedCounterCell: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

private struct EnvironmentObservableTitle: View {
  @Environment(ObservableDashboard.self) var model
  var body: some View { Text(model.title) }
}

private struct EnvironmentObservableCell: View {
  @Environment(ObservableDashboard.self) var model
  var body: some View { Text("\(model.counter)") }
}

private struct EnvironmentObservableParent: View {
  var body: some View {
    VStack {
      EnvironmentObservableTitle()
      ForEach(0..<10, id: \.self) { _ in EnvironmentObservableCell() }
    }
  }
}

extension ViewHost {
  /// The model a mounted fixture created for itself.
  var mountedModel: LegacyDashboard? { state(of: LegacyDashboard.self) }
  var seedModel: ObservableDashboard? { state(of: ObservableDashboard.self) }
}
