public import Testing
import ViewGraph

extension Trait where Self == ConditionTrait {
  /// Runs the test only in a build whose main queue, main run loop and timers follow
  /// the host's clock (the package's own Combine); with Apple's Combine, or the
  /// darwin-shape build that stands for it, they run on the wall clock.
  public static var needsSimulatedMainScheduling: Self {
    .enabled(
      if: HostClock.drivesMainScheduling,
      "main-queue and main-run-loop scheduling follow the host's clock only with the package's own Combine")
  }
}
