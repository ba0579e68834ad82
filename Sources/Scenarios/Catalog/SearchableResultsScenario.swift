import Observation
import ViewGraph

// Documentation/Rules.md Q18 (search) with Q2 and Q6: a searchable list whose rows
// also show a favourite mark from the model.

/// A searchable list of fruits, each row marking the model's favourites.
public enum SearchableResults {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "searchable-results",
      title: "A searchable list: which rows re-run per keystroke under ObservableObject and @Observable",
      source: "Documentation/Rules.md Q18, with Q2 and Q6",
      summary:
        "The search field writes the query per keystroke, and the screen reads it to filter. Under ObservableObject every row that observes the model (to show its favourite mark) re-runs at each keystroke; under @Observable a row reads only the favourites, its name is unchanged, so rows that stay are skipped (Q2) and only the screen re-runs.",
      variants: [
        Scenario.Variant(label: "ObservableObject", note: "rows hold @ObservedObject var model to read the favourites")
        {
          Scenario.Mounted(host: ViewHost(LegacyFruitSearch(model: LegacyFruitModel())))
        },
        Scenario.Variant(label: "@Observable", note: "rows hold let model and read model.favorites") {
          Scenario.Mounted(host: ViewHost(FruitSearch(model: FruitModel())))
        },
      ],
      steps: [
        .type("b", into: "Search"),
        .type("l", into: "Search"),
      ],
      claims: [
        Scenario.Claim(
          "Documentation/Rules.md Q6: under ObservableObject, each keystroke re-runs every row observing the model (the 3 rows left after “b”)",
          variant: "ObservableObject", step: 1, measure: .bodiesOf("LegacyFruitRow"), claimed: 3),
        Scenario.Claim(
          "Documentation/Rules.md Q2 and Q6: under @Observable, rows that stay have equal inputs and read nothing that changed: none re-runs",
          variant: "@Observable", step: 1, measure: .bodiesOf("FruitRow"), claimed: 0),
        Scenario.Claim(
          "Documentation/Rules.md Q18: the screen reading the query re-runs once per keystroke",
          variant: "@Observable", step: 2, measure: .bodiesOf("FruitSearch"), claimed: 1),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject", step: 0, measure: .stepsUnlikeTwinAsIfObservable("@Observable"), claimed: 0),
      ])
  }
}

private let fruits = [
  "apple", "apricot", "banana", "blackberry", "blueberry", "cherry", "grape", "lemon", "mango", "peach",
]

// MARK: - ObservableObject

@MainActor
final class LegacyFruitModel: ObservableObject {
  @Published var query = ""
  @Published var favorites: Set<String> = ["banana"]
  var results: [String] { query.isEmpty ? fruits : fruits.filter { $0.hasPrefix(query) } }
}

struct LegacyFruitRow: View {
  @ObservedObject var model: LegacyFruitModel
  let name: String
  var body: some View { Text(model.favorites.contains(name) ? "★ \(name)" : name) }
}

struct LegacyFruitSearch: View {
  @ObservedObject var model: LegacyFruitModel
  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { LegacyFruitRow(model: model, name: $0) }
        .searchable(text: $model.query)
    }
  }
}

// MARK: - @Observable

@Observable @MainActor
final class FruitModel {
  var query = ""
  var favorites: Set<String> = ["banana"]
  var results: [String] { query.isEmpty ? fruits : fruits.filter { $0.hasPrefix(query) } }
}

struct FruitRow: View {
  let model: FruitModel
  let name: String
  var body: some View { Text(model.favorites.contains(name) ? "★ \(name)" : name) }
}

struct FruitSearch: View {
  @Bindable var model: FruitModel
  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { FruitRow(model: model, name: $0) }
        .searchable(text: $model.query)
    }
  }
}
