// swift-tools-version: 6.3
// 6.3 (Xcode 26.4 and later): RerenderTesting records baseline re-recordings as warning
// issues (Swift Testing's issue severity, Swift 6.3); the rest needs Swift 6.2.
import PackageDescription

// Combine: where the toolchain has none (Linux), the package's own module of that name,
// with Apple's public signatures, so code written against Combine builds the same; on
// Apple platforms Apple's is imported and this target does not exist. Its
// `COMBINE_ENGINE_HOOKS` let the engine see `@Published` reads for the what-if
// strategy; Apple's Combine has no such hook, and `.ci/darwin-shape` builds without
// them (RERENDER_DARWIN_SHAPE=1), as a Mac would.
#if canImport(Combine)
let ownCombine: [Target] = []
#else
let darwinShape = Context.environment["RERENDER_DARWIN_SHAPE"] == "1"
let ownCombine: [Target] = [
  // Swift 5 mode, as Apple's Combine is built: an isolated closure handed to it is
  // checked for its isolation when called, here as on a Mac.
  .target(
    name: "Combine", dependencies: ["Diffing"],
    swiftSettings: [.swiftLanguageMode(.v5)] + (darwinShape ? [] : [.define("COMBINE_ENGINE_HOOKS")]))
]
// The darwin-shape build's stand-ins for what Apple's Foundation brings
// (Tests/DarwinShape/README.md).
let darwinShims: [Target] =
  darwinShape
  ? [
    .target(name: "CoreGraphics", path: "Tests/DarwinShape/CoreGraphics"),
    .target(
      name: "AppleFoundationNames", dependencies: ["CoreGraphics", "Combine"],
      path: "Tests/DarwinShape/AppleFoundationNames"),
  ] : []
#endif

let package = Package(
  name: "rerender",
  // On Apple platforms: Observation needs macOS 14 and iOS 17, Synchronization's Mutex
  // and Atomic macOS 15, iOS 18 (an app's test target on the simulator), tvOS 18,
  // watchOS 11 and visionOS 2. CI builds and tests on macOS.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .library(name: "Diffing", targets: ["Diffing"]),
    .library(name: "Scenarios", targets: ["Scenarios"]),
    .library(name: "RerenderCLI", targets: ["RerenderCLI"]),
    .library(name: "RerenderTesting", targets: ["RerenderTesting"]),
    .executable(name: "rerender", targets: ["rerender"]),
    .executable(name: "rerender-bench", targets: ["rerender-bench"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "Diffing"),
    // The engine and the surface that needs no Foundation type; Foundation-free, so
    // the compiler keeps Foundation off the engine's paths. Combine is Apple's where
    // it exists, the package's own elsewhere (below).
    .target(name: "ViewGraphCore", dependencies: ["Diffing"] + ownCombine.map { .target(name: $0.name) }),
    // What users import in place of SwiftUI: the engine, Foundation and Observation
    // re-exported (as `import SwiftUI` brings them), and the surface whose SwiftUI
    // signatures use Foundation types (CGFloat, Date, URL, format styles).
    .target(name: "ViewGraph", dependencies: ["ViewGraphCore", "Diffing"] + ownCombine.map { .target(name: $0.name) }),
    .target(name: "Scenarios", dependencies: ["ViewGraph", "Diffing"]),
    // Random trees and scripts against the engine's invariants (`rerender fuzz`).
    .target(name: "Fuzzing", dependencies: ["ViewGraph", "Diffing"]),
    // Porting SwiftUI files to the engine and the support matrix (`rerender port`).
    .target(name: "Porting"),
    // Swift Testing expectations over traces, for users' tests.
    .target(name: "RerenderTesting", dependencies: ["ViewGraph", "Diffing"]),
    // The command line as a library, so a user's executable can run it over their scenarios.
    .target(name: "RerenderCLI", dependencies: ["Scenarios", "ViewGraph", "Diffing", "Fuzzing", "Porting"]),
    .executableTarget(name: "rerender", dependencies: ["RerenderCLI", "Scenarios"]),
    // The benchmark: `swift run -c release rerender-bench [--quick] [--json]`.
    .executableTarget(name: "rerender-bench", dependencies: ["ViewGraph"]),
    // The README's example: a command line over a user's own scenario.
    .executableTarget(
      name: "rerender-example", dependencies: ["RerenderCLI", "Scenarios", "ViewGraph"],
      path: "Examples/CustomScenarios"),
    // Shared test helpers; deliberately not a product.
    .target(name: "TestSupport", dependencies: ["Diffing", "ViewGraph"], path: "Tests/TestSupport"),
    .testTarget(name: "DiffingTests", dependencies: ["Diffing", "TestSupport"]),
    // Combine's behaviour through its public interface: the package's own on Linux,
    // Apple's on a Mac (the same tests, so the two cannot drift apart).
    .testTarget(name: "CombineTests", dependencies: ownCombine.map { .target(name: $0.name) }),
    .testTarget(
      name: "ViewGraphTests", dependencies: ["ViewGraph", "Diffing", "Fuzzing", "TestSupport", "RerenderTesting"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Scenarios", "ViewGraph", "TestSupport"]),
    // Its recorded baselines are data beside the tests, not sources.
    .testTarget(
      name: "RerenderTestingTests", dependencies: ["RerenderTesting", "ViewGraph", "TestSupport"],
      exclude: ["__Baselines__"]),
    .testTarget(name: "FuzzTests", dependencies: ["Fuzzing", "ViewGraph", "TestSupport"]),
    // Everyday screens written in SwiftUI's style, each importing only ViewGraph.
    .testTarget(name: "CorpusTests", dependencies: ["ViewGraph", "RerenderTesting", "TestSupport"]),
    .testTarget(name: "PortingTests", dependencies: ["Porting", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "CLITests", dependencies: ["RerenderCLI", "Scenarios", "ViewGraph", "TestSupport", "Fuzzing", "Porting"]),
    // What `rerender port --tests` writes for the preview fixtures (Tests/PortingTests/
    // Fixtures/Previews), kept as written: the ported screens in a target of their own
    // and their tests in another, as in a user's package (PreviewPortTests checks that
    // porting again writes the same files).
    .target(
      name: "PreviewFixtureScreens", dependencies: ["ViewGraph"], path: "Tests/PreviewFixtures/PreviewFixtureScreens",
      exclude: [".rerender-port.json"]),
    .testTarget(
      name: "PreviewFixtureTests", dependencies: ["PreviewFixtureScreens", "RerenderTesting", "ViewGraph"],
      path: "Tests/PreviewFixtures/PreviewFixtureTests", exclude: [".rerender-port.json", "__Baselines__"]),
  ],
  swiftLanguageModes: [.v6]
)

#if !canImport(Combine)
package.targets += ownCombine + darwinShims
for target in package.targets where target.name == "ViewGraph" {
  target.dependencies += darwinShims.map { .target(name: $0.name) }
}
if !darwinShape {
  for target in package.targets where target.name == "ViewGraphCore" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.define("COMBINE_ENGINE_HOOKS")]
  }
}
#endif

// Every target gets the same settings, in one place.
// `InferIsolatedConformances` lets a `@MainActor` view type conform to `Equatable`
// the way SwiftUI code written for Swift 6 does; the engine compares views on the
// main actor only, so the isolated conformance is always usable.
// `VIEWGRAPH_INTERNAL_CHECKS` turns on `GraphHost` invariant checks after every
// flush (a walk of the realized tree, O(nodes)); debug builds, hence tests, have it.
// The preview fixtures are built as a user's package builds them: Swift 6, no upcoming
// features (a generated public view imports ViewGraph as the file it was ported from did).
for target in package.targets where !target.name.hasPrefix("PreviewFixture") {
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
