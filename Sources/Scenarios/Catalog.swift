// The scenarios that ship with the package.

/// The built-in scenarios, in the order `rerender list` shows them.
public enum Catalog {
  /// Every built-in scenario.
  public static var all: [Scenario] {
    [
      DashboardTitle.scenario, LibraryKeystroke.scenario, SearchScreen.scenario,
      FeedReadToggle.scenario, NestedObservable.scenario, StateOwnership.scenario,
      EnvironmentInjection.scenario, Identity.scenario, EquatableClosure.scenario, BodyWork.scenario,
      ObservationTrackingProbe.scenario, SheetEditor.scenario, SearchableResults.scenario,
      TickingTimer.scenario, DebouncedSearch.scenario,
    ]
  }

  /// The scenario with an id, if any.
  public static func scenario(id: String) -> Scenario? {
    all.first { $0.id == id }
  }
}
