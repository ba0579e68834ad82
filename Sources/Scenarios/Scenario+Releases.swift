public import ViewGraph

// A scenario under several SwiftUI releases side by side: each variant once per
// release, the releases next to each other, so "what does moving to Xcode 27 change for
// this screen" is one comparison.

extension Scenario {
  /// The same scenario with each variant once per release, next to each other:
  /// `@State child-owned model · iOS 18`, `@State child-owned model · iOS 27`.
  ///
  ///     let report = await Catalog.scenario(id: "state-ownership")!
  ///       .acrossReleases([.iOS18, .iOS27]).run()
  ///
  /// Each copy's hosts model its release, whatever the variant's options say. A claim
  /// is kept for each release it holds for (``Claim/releases``), on that release's copy.
  public func acrossReleases(_ releases: [SwiftUIRelease]) -> Scenario {
    var copy = self
    copy.variants = variants.flatMap { variant in
      releases.map { release in
        Variant(
          label: Self.label(variant.label, release), note: "\(variant.note) (built for \(release))",
          inputFailuresExpected: variant.inputFailuresExpected
        ) {
          release.impose { variant.mount() }
        }
      }
    }
    copy.claims = claims.flatMap { claim in
      releases.compactMap { release -> Claim? in
        if let range = claim.releases, !range.contains(release) { return nil }
        var kept = claim
        kept.variant = Self.label(claim.variant, release)
        if case .reduction(let baseline) = claim.measure {
          kept.measure = .reduction(from: Self.label(baseline, release))
        }
        if case .stepsUnlikeTwinAsIfObservable(let twin) = claim.measure {
          kept.measure = .stepsUnlikeTwinAsIfObservable(Self.label(twin, release))
        }
        return kept
      }
    }
    return copy
  }

  /// A variant's label under a release: `@Observable · iOS 27`.
  static func label(_ variant: String, _ release: SwiftUIRelease) -> String {
    "\(variant) · iOS \(release.number)"
  }
}
