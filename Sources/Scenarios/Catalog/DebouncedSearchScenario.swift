import ViewGraph

// A search field whose results are filtered per keystroke, against the same field
// debounced with Combine (Documentation/Rules.md, "Time"): typing a word re-runs the
// results at every keystroke, or once, when the typing pauses.

/// A searchable list of cities, filtered at once or after a 300 ms pause.
public enum DebouncedSearch {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "debounced-search",
      title: "A debounced search field: results once per pause, not per keystroke",
      source: "Documentation/Rules.md “Time”, Q3, Q21; the everyday debounced search field",
      summary:
        "Filtering in the query's didSet re-runs the results list at every keystroke. Debounced with Combine ($query.debounce(for: .milliseconds(300), scheduler:)), the keystrokes re-run only the screen, and the results run once, when the host's clock passes the pause. The scheduler is injected: RunLoop.main in the app, HostScheduler() here, which follows the host's clock on every build (on Linux RunLoop.main does too).",
      variants: [
        Scenario.Variant(label: "filtered per keystroke", note: "query's didSet filters the results at once") {
          Scenario.Mounted(host: ViewHost(InstantCitySearch(), options: .init(clockOrigin: 0)))
        },
        Scenario.Variant(
          label: "debounced 300 ms", note: "$query.debounce(for: .milliseconds(300), scheduler:) filters after a pause"
        ) {
          Scenario.Mounted(
            host: ViewHost(DebouncedCitySearch(scheduler: HostScheduler()), options: .init(clockOrigin: 0)))
        },
      ],
      steps: [.type("par", into: "City"), .advance(by: .milliseconds(300))],
      claims: [
        Scenario.Claim(
          "filtering at every keystroke re-runs the results at every keystroke",
          variant: "filtered per keystroke", step: 1, measure: .bodiesOf("CityResults"), claimed: 3),
        Scenario.Claim(
          "debounced, typing re-runs no result", variant: "debounced 300 ms", step: 1,
          measure: .bodiesOf("CityResults"), claimed: 0),
        Scenario.Claim(
          "the results re-run once per pause", variant: "debounced 300 ms", step: 2,
          measure: .bodiesOf("CityResults"), claimed: 1),
      ])
  }
}

// MARK: - Models

private let cities = [
  "Amsterdam", "Athens", "Barcelona", "Berlin", "Bordeaux", "Brussels", "Budapest", "Copenhagen", "Dublin",
  "Florence", "Geneva", "Lisbon", "London", "Lyon", "Madrid", "Marseille", "Milan", "Munich", "Naples", "Nice",
  "Oslo", "Palermo", "Paris", "Parma", "Porto", "Prague", "Rome", "Seville", "Stockholm", "Turin", "Valencia",
  "Venice", "Vienna", "Warsaw", "Zurich",
]

private func matching(_ query: String) -> [String] {
  query.isEmpty ? cities : cities.filter { $0.lowercased().hasPrefix(query.lowercased()) }
}

/// Filters as the query changes.
final class ImmediateCityStore: ObservableObject {
  @Published var query = "" {
    didSet { results = matching(query) }
  }
  @Published private(set) var results = cities
}

/// Filters once the query has not changed for 300 ms.
final class DebouncedCityStore<S: Scheduler>: ObservableObject {
  @Published var query = ""
  @Published private(set) var results = cities
  private var cancellables: Set<AnyCancellable> = []

  init(scheduler: S) {
    $query
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .removeDuplicates()
      .map(matching)
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }
}

// MARK: - Views

/// The search filtering at every keystroke.
struct InstantCitySearch: View {
  @StateObject private var store = ImmediateCityStore()

  var body: some View {
    VStack {
      TextField("City", text: $store.query)
      CityResults(results: store.results)
    }
  }
}

/// The same search, debounced; its scheduler injected.
struct DebouncedCitySearch<S: Scheduler>: View {
  @StateObject private var store: DebouncedCityStore<S>

  init(scheduler: S) {
    _store = StateObject(wrappedValue: DebouncedCityStore(scheduler: scheduler))
  }

  var body: some View {
    VStack {
      TextField("City", text: $store.query)
      CityResults(results: store.results)
    }
  }
}

struct CityResults: View {
  let results: [String]
  var body: some View {
    List(results, id: \.self) { Text($0) }
  }
}
