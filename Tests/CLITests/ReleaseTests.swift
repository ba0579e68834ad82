import Scenarios
import TestSupport
import Testing
import ViewGraph

@testable import RerenderCLI

// Documentation/Rules.md "Releases": a scenario run under each SwiftUI release, claims
// that hold for some releases only checked under those, and releases side by side.

@Suite("SwiftUI releases")
@MainActor
struct ReleaseTests {
  nonisolated static let releases = SwiftUIRelease.allCases

  @Test(
    "Releases: the catalog's claims hold under every release; a claim for other releases is not checked",
    arguments: releases)
  func catalogUnderEveryRelease(_ release: SwiftUIRelease) async {
    for scenario in Catalog.all {
      let report = await scenario.run(swiftUI: release)
      #expect(report.unexpectedInputFailures.isEmpty, "\(scenario.id): \(report.unexpectedInputFailures)")
      for outcome in report.claims {
        #expect(
          outcome.isAsExpected,
          "\(scenario.id) under \(release): \(outcome.claim.variant), step \(outcome.claim.step), \(outcome.claim.measure): claimed \(outcome.claim.claimedText), engine \(outcome.engine.map(String.init) ?? "n/a")"
        )
        if let releases = outcome.claim.releases, !releases.contains(release) {
          #expect(!outcome.isChecked, "\(outcome.claim.quote)")
          #expect(outcome.notCheckedBecause?.contains("this run models \(release)") == true)
        }
      }
    }
  }

  @Test("Releases: state-ownership's @State child-owned model is made at each parent re-run on iOS 18, once on iOS 27")
  func stateOwnershipSideBySide() async throws {
    let scenario = try #require(Catalog.scenario(id: "state-ownership")).acrossReleases([.iOS18, .iOS27])
    let report = await scenario.run()
    let on18 = try #require(report.variantIndex("@State child-owned model · iOS 18"))
    let on27 = try #require(report.variantIndex("@State child-owned model · iOS 27"))
    #expect(report.metrics[on18][1]["model inits"] == 1, "\(report.variantLabels)")
    #expect(report.metrics[on27][1]["model inits"] == 0, "\(report.variantLabels)")
    // @StateObject made its object once under both.
    let stateObject = try #require(report.variantIndex("@StateObject child-owned model · iOS 18"))
    #expect(report.metrics[stateObject][1]["model inits"] == 0)
    // Each claim is kept on the copies of the releases it holds for.
    let claimed = report.claims.map(\.claim.variant)
    #expect(claimed.contains("@State child-owned model · iOS 18"))
    #expect(!claimed.contains("@State child-owned model · iOS 27"), "\(claimed)")
    #expect(report.claims.allSatisfy { $0.isAsExpected }, "\(report.claims)")
  }

  @Test("A host models the latest release unless told; an imposed release wins over its options")
  func defaultsAndImposition() {
    #expect(ViewHost.Options().swiftUI == .latest)
    #expect(SwiftUIRelease.latest == .iOS27)
    let host = SwiftUIRelease.iOS18.impose { ViewHost(Text("a"), options: ViewHost.Options(swiftUI: .iOS26)) }
    #expect(host.options.swiftUI == .iOS18)
    #expect(
      SwiftUIRelease.allCases.map(\.description) == [
        "iOS 17 (Xcode 15)", "iOS 18 (Xcode 16)", "iOS 26 (Xcode 26)", "iOS 27 (Xcode 27)",
      ])
  }

  func run(_ arguments: [String]) async -> (code: Int32, output: String, error: String) {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(arguments: arguments, scenarios: Catalog.all, output: &output, error: &error)
    return (code, output, error)
  }

  @Test(
    "--swiftui and --releases take the known releases only: Error, usage, exit 64",
    arguments: [
      (["check", "--swiftui", "99"], "expected one of 17, 18, 26, 27"),
      (["trace", "identity", "--swiftui", "ios18"], "expected one of 17, 18, 26, 27"),
      (["compare", "identity", "--releases", "18,99"], "'99' is not one of 17, 18, 26, 27"),
      (["compare", "identity", "--releases", "18,18"], "18 is given twice"),
      (["compare", "identity", "--releases", "18,27", "--swiftui", "18"], "not both"),
      (["check", "--releases", "18,27"], "Unknown option '--releases'"),
    ])
  func badReleases(_ arguments: [String], _ message: String) async {
    let result = await run(arguments)
    #expect(result.code == 64)
    #expect(result.error.hasPrefix("Error: ") && result.error.contains(message), "\(result.error)")
    #expect(result.error.contains("Usage: rerender"), "\(result.error)")
  }

  @Test("check --swiftui passes under every release, and says which it modelled", arguments: ["17", "18", "26", "27"])
  func checkUnderRelease(_ number: String) async {
    let result = await run(["check", "--swiftui", number, "--format", "json"])
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("\"swiftUI\" : \"iOS \(number) (Xcode"), "\(result.output.prefix(300))")
  }

  @Test("compare --releases puts each variant under each release in columns")
  func compareReleases() async {
    let result = await run(["compare", "state-ownership", "--releases", "18,27", "--step", "1"])
    #expect(result.code == 0, "\(result.error)")
    #expect(result.output.contains("E = @State child-owned model · iOS 18"), "\(result.output)")
    #expect(result.output.contains("F = @State child-owned model · iOS 27"), "\(result.output)")
    let inits = result.output.split(separator: "\n").first { $0.hasPrefix("model inits") }
    #expect(
      inits?.split(separator: " ").dropFirst(2).prefix(6).joined(separator: " ") == "0 0 0 0 1 0", "\(inits ?? "")")
  }

  @Test(
    "Releases: trace prints @dependencies under iOS 17 and 18, the property's key path under 26 and 27; the causes are the same",
    arguments: [
      ("17", "@dependencies"), ("18", "@dependencies"), ("26", "\\ObservableModel.title"),
      ("27", "\\ObservableModel.title"),
    ])
  func tracePrintsTheReleaseWording(_ number: String, _ reason: String) async {
    let result = await run([
      "trace", "dashboard-title", "--variant", "@Observable", "--step", "1", "--swiftui", number, "--causes",
    ])
    #expect(result.code == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("  ObservableTitleView: \(reason) changed."), "\(result.output)")
    #expect(lines.contains { $0.contains("@dependencies: ObservableModel.title changed") }, "\(result.output)")
  }
}
