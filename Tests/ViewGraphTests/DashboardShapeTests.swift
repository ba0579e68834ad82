import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md, seed claim (c): each code shape of the dashboard
// (TestSupport/Dashboard.swift), its title changed, gives its own count.

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
    let model = host.legacyDashboard
    let update = host.update { model?.title = "Bienvenue" }
    #expect(update.bodyCount == 12, "\(update.trace)")
    #expect(update.printedChanges.first == "LegacyOwningParent: _model changed.")
    #expect(update.printedChanges.dropFirst().allSatisfy { $0.hasSuffix(": _model changed.") })
  }

  @Test("ObservableObject, @StateObject parent passing plain values: 2")
  func legacyStateObjectParentPlainValues() {
    let host = ViewHost(LegacyValueParent())
    let model = host.legacyDashboard
    let update = host.update { model?.title = "Bienvenue" }
    #expect(update.evaluatedViews == ["LegacyValueParent", "ValueTitle"], "\(update.trace)")
    #expect(update.printedChanges == ["LegacyValueParent: _model changed.", "ValueTitle: @self changed."])
  }

  @Test("ObservableObject publishes equal writes too: still 12")
  func legacyEqualWritePublishes() {
    let host = ViewHost(LegacyOwningParent())
    let model = host.legacyDashboard
    let update = host.update { model?.title = "Accueil" }
    #expect(update.bodyCount == 12, "\(update.trace)")
  }

  // MARK: @Observable

  @Test("@Observable, reference passed down, parent reads nothing: 1")
  func observableReferencePassedDown() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    let update = host.update { model.title = "Bienvenue" }
    #expect(update.printedChanges == ["TitleView: \\DashboardModel.title changed."], "\(update.trace)")
  }

  @Test("@Observable in @State, parent reads the title (the seed's code): 2")
  func observableParentReadsTitle() {
    let host = ViewHost(SeedDashboardView())
    let update = host.update { host.dashboardModel?.title = "Bienvenue" }
    #expect(
      update.printedChanges == ["SeedDashboardView: \\DashboardModel.title changed.", "SeedTitleView: @self changed."],
      "\(update.trace)")
  }

  @Test("@Observable, equal title written with =: 0 (Swift 6.2+ macro, Q7)")
  func observableEqualWriteIsDeduped() {
    let model = DashboardModel()
    let host = ViewHost(DashboardView(model: model))
    let update = host.update { model.title = "Accueil" }
    #expect(update.bodyCount == 0, "\(update.trace)")
  }

  @Test("@Observable in @Environment(Type.self): 1")
  func observableFromEnvironment() {
    let model = DashboardModel()
    let host = ViewHost(EnvironmentDashboardView().environment(model))
    let update = host.update { model.title = "Bienvenue" }
    #expect(update.printedChanges == ["EnvironmentTitleView: \\DashboardModel.title changed."], "\(update.trace)")
  }
}
