import Foundation
import Scenarios
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q19, "Where it runs": the what-if strategy needs to see each
// `@Published` read in a body. The package's own Combine (Linux) lets the engine see
// them; Apple's does not, so a Mac build (and the darwin-shape build standing for it)
// reports the strategy unavailable and never shows as-written figures as as-if ones.

private final class Counter: ObservableObject {
  @Published var value = 0
}

private struct CounterView: View {
  @ObservedObject var counter: Counter
  var body: some View { Text("\(counter.value)") }
}

@Suite("What-if availability")
@MainActor
struct WhatIfAvailabilityTests {
  /// Whether this build stands for a Mac: a Mac, or the darwin-shape build on Linux.
  static var isDarwinShaped: Bool {
    #if canImport(Darwin)
    true
    #else
    ProcessInfo.processInfo.environment["RERENDER_DARWIN_SHAPE"] == "1"
    #endif
  }

  @Test("The what-if strategy runs with the package's own Combine and not with Apple's; the others run everywhere")
  func availability() {
    #expect(TrackingStrategy.asIfObservable.isAvailable == !Self.isDarwinShaped)
    #expect(TrackingStrategy.asWritten.isAvailable && TrackingStrategy.minimum.isAvailable)
    #expect((TrackingStrategy.asIfObservable.unavailableReason != nil) == Self.isDarwinShaped)
  }

  @Test("Without it, a host asked for it says so at its mount and tracks as written", .withoutWhatIf)
  func hostFallsBack() throws {
    let counter = Counter()
    let host = ViewHost(CounterView(counter: counter), options: .init(tracking: .asIfObservable))
    let diagnostic = try #require(host.mount.diagnostics.first)
    #expect(diagnostic.kind == .trackingUnavailable)
    #expect(
      diagnostic.message.hasPrefix("Tracking 'as if @Observable' is not available in this build: "), "\(diagnostic)")
    #expect(host.options.tracking == .asWritten)
    // As written: the publish re-runs the subscriber.
    #expect(host.update { counter.value = 1 }.bodyCount == 1)
  }

  @Test("Without it, the catalog's as-if claims are not checked, and are no mismatch", .withoutWhatIf)
  func claimsNotChecked() async {
    let report = await DashboardTitle.scenario.run()
    let unchecked = report.claims.filter { !$0.isChecked }
    #expect(unchecked.count == 3, "\(report.claims)")
    #expect(unchecked.allSatisfy { $0.engine == nil && $0.label == "not checked" && $0.isAsExpected })
    #expect(report.asIfObservable == nil && report.passed)
  }

  @Test("With it, every claim is checked", .needsWhatIf)
  func claimsChecked() async {
    let report = await DashboardTitle.scenario.run()
    let unchecked = report.claims.filter { !$0.isChecked }
    #expect(unchecked.isEmpty, "\(report.claims)")
  }
}
