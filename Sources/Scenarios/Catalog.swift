// The scenarios that ship with the package.

/// The built-in scenarios, in the order `rerender list` shows them.
public enum Catalog {
  /// Every built-in scenario.
  public static var all: [Scenario] {
    [DashboardTitle.scenario]
  }

  /// The scenario with an id, if any.
  public static func scenario(id: String) -> Scenario? {
    all.first { $0.id == id }
  }
}
