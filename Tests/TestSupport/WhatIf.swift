public import Testing
import ViewGraph

extension Trait where Self == ConditionTrait {
  /// Runs the test only in a build that can run the what-if strategy: the package's
  /// own Combine (Linux); Apple's `@Published` does not let the engine see its reads
  /// (`TrackingStrategy.unavailableReason`).
  public static var needsWhatIf: Self {
    .enabled(
      if: TrackingStrategy.asIfObservable.isAvailable,
      "the what-if strategy needs the package's own Combine, which this build does not use")
  }

  /// Runs the test only in a build that cannot run the what-if strategy (Apple's Combine,
  /// or the darwin-shape build that stands for it on Linux).
  public static var withoutWhatIf: Self {
    .enabled(if: !TrackingStrategy.asIfObservable.isAvailable, "this build can run the what-if strategy")
  }
}
