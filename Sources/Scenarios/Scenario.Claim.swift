public import ViewGraph

// A figure a source states, what the engine measures for it, and the outcome
// the catalog expects: reproduced, or refuted with the rule that decides.

extension Scenario {
  /// A figure the source states for a variant and a step.
  public struct Claim: Sendable, Equatable {
    /// What is measured.
    public enum Measure: Sendable, Equatable, CustomStringConvertible {
      /// Body evaluations in the step (all its transactions).
      case bodies
      /// Body evaluations of one view type.
      case bodiesOf(String)
      /// Body evaluations per transaction (per keystroke), the largest.
      case bodiesPerTransaction
      /// A counter of the variant (`Model.init`, `sorts`…), its increase during the step.
      case metric(String)
      /// Body evaluations saved against a baseline variant, in percent.
      case reduction(from: String)
      /// Diagnostics raised.
      case diagnostics
      /// Update loops reported (and stopped).
      case loops
      /// Views found stale by the audit after the step.
      case staleViews
      /// Wasted evaluations: bodies that ran and changed nothing on screen.
      case wasted
      /// Views of a type that got a new identity (were created).
      case mounted(String)
      /// The steps (the mount included) at which the variant, run as if its models
      /// were `@Observable` (``TrackingStrategy/asIfObservable``), runs another number
      /// of bodies, or keeps other counters (model inits), than a hand-written twin
      /// variant: 0 when a mechanical migration gives the twin's figures. The claim's
      /// step is not used.
      case stepsUnlikeTwinAsIfObservable(String)

      public var description: String {
        switch self {
        case .bodies: "bodies"
        case .bodiesOf(let type): "\(type) bodies"
        case .bodiesPerTransaction: "bodies per transaction"
        case .metric(let name): name
        case .reduction(let baseline): "% fewer bodies than \(baseline)"
        case .diagnostics: "diagnostics"
        case .loops: "update loops"
        case .staleViews: "stale views"
        case .wasted: "wasted evaluations"
        case .mounted(let type): "\(type) created"
        case .stepsUnlikeTwinAsIfObservable(let twin):
          "steps whose bodies or counters as if @Observable differ from \(twin)"
        }
      }
    }

    /// The outcome the catalog expects from the engine.
    public enum Verdict: Sendable, Equatable {
      /// The engine gives the claimed figure, from the rules.
      case reproduced
      /// The engine gives another figure; the reason names the rule that decides and,
      /// where one exists, the code shape that gives the claimed figure.
      case refuted(because: String)
    }

    /// The source's own words.
    public var quote: String
    /// The variant the figure is about.
    public var variant: String
    /// The step's number: 0 is the mount, 1 the first of ``Scenario/steps``, and so
    /// on, as the command line, JSON and HTML number them.
    public var step: Int
    /// What is measured.
    public var measure: Measure
    /// The claimed figure: one value, or a range.
    public var claimed: ClosedRange<Int>
    /// The expected outcome.
    public var verdict: Verdict
    /// Why the system running the catalog cannot measure the claim, when it cannot (an
    /// API the operating system lacks): the claim is then not checked.
    public var unavailableReason: String?
    /// The SwiftUI releases the claim holds for, when it holds for some only: a run
    /// under another release (`rerender check --swiftui`) does not check it.
    public var releases: ClosedRange<SwiftUIRelease>?

    /// Creates a claim of an exact figure.
    public init(
      _ quote: String, variant: String, step: Int, measure: Measure = .bodies,
      claimed: Int, verdict: Verdict = .reproduced
    ) {
      self.init(quote, variant: variant, step: step, measure: measure, claimed: claimed...claimed, verdict: verdict)
    }

    /// Creates a claim of a range.
    public init(
      _ quote: String, variant: String, step: Int, measure: Measure = .bodies,
      claimed: ClosedRange<Int>, verdict: Verdict = .reproduced
    ) {
      self.quote = quote
      self.variant = variant
      self.step = step
      self.measure = measure
      self.claimed = claimed
      self.verdict = verdict
    }

    /// The claim, not checked where `available` is false, for `reason`.
    public func requiring(_ available: Bool, _ reason: String) -> Claim {
      var claim = self
      if !available { claim.unavailableReason = reason }
      return claim
    }

    /// The claim, holding for these releases only (Documentation/Rules.md, "Releases").
    public func holding(for releases: ClosedRange<SwiftUIRelease>) -> Claim {
      var claim = self
      claim.releases = releases
      return claim
    }

    /// The releases it holds for, as text: `iOS 17 (Xcode 15) to iOS 26 (Xcode 26)`.
    public var releasesText: String? {
      releases.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound) to \($0.upperBound)" }
    }

    /// The claimed figure as text: `11`, or `60–80`.
    public var claimedText: String {
      if claimed.upperBound == Int.max { return "≥ \(claimed.lowerBound)" }
      return claimed.lowerBound == claimed.upperBound
        ? "\(claimed.lowerBound)" : "\(claimed.lowerBound)–\(claimed.upperBound)"
    }
  }
}

/// A claim beside the engine's figure.
public struct ClaimOutcome: Sendable, Equatable {
  /// The claim.
  public var claim: Scenario.Claim
  /// The engine's figure; `nil` if the claim names a variant or step that does not exist,
  /// or was not checked.
  public var engine: Int?
  /// Why the claim was not checked in this build, when it was not: its measure needs a
  /// tracking strategy the build cannot run (``TrackingStrategy/unavailableReason``).
  public var notCheckedBecause: String?

  /// Whether the claim was checked.
  public var isChecked: Bool { notCheckedBecause == nil }

  /// Whether the engine gives the claimed figure.
  public var holds: Bool { engine.map(claim.claimed.contains) ?? false }

  /// Whether the outcome is the one the catalog expects (reproduced and holds, or
  /// refuted and does not); a claim this build could not check is no mismatch.
  public var isAsExpected: Bool {
    guard isChecked else { return true }
    guard engine != nil else { return false }
    switch claim.verdict {
    case .reproduced: return holds
    case .refuted: return !holds
    }
  }

  /// `reproduced`, `refuted`, `not checked` (this build cannot measure it), or
  /// `MISMATCH` when the engine disagrees with the catalog.
  public var label: String {
    guard isChecked else { return "not checked" }
    guard isAsExpected else { return "MISMATCH" }
    return holds ? "reproduced" : "refuted"
  }
}
