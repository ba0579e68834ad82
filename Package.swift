// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "rerender",
  products: [
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .library(name: "Diffing", targets: ["Diffing"]),
    .library(name: "Scenarios", targets: ["Scenarios"]),
    .executable(name: "rerender", targets: ["rerender"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "Diffing"),
    .target(name: "ViewGraph", dependencies: ["Diffing"]),
    .target(name: "Scenarios", dependencies: ["ViewGraph", "Diffing"]),
    .executableTarget(name: "rerender", dependencies: ["Scenarios", "ViewGraph", "Diffing"]),
    // Shared test helpers; deliberately not a product.
    .target(name: "TestSupport", dependencies: ["Diffing", "ViewGraph"], path: "Tests/TestSupport"),
    .testTarget(name: "DiffingTests", dependencies: ["Diffing", "TestSupport"]),
    .testTarget(name: "ViewGraphTests", dependencies: ["ViewGraph", "Diffing", "TestSupport"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Scenarios", "ViewGraph", "rerender", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// R1.2: every target gets the same settings, in one place.
// `InferIsolatedConformances` lets a `@MainActor` view type conform to `Equatable`
// the way SwiftUI code written for Swift 6 does; the engine compares views on the
// main actor only, so the isolated conformance is always usable.
// `VIEWGRAPH_INTERNAL_CHECKS` turns on `GraphHost` invariant checks after every
// flush (a walk of the realized tree, O(nodes)); debug builds, hence tests, have it.
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings += [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .define("VIEWGRAPH_INTERNAL_CHECKS", .when(configuration: .debug)),
    .treatAllWarnings(as: .error),
  ]
  target.swiftSettings = settings
}
