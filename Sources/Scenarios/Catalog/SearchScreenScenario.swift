import ViewGraph

// The article “Fiche 15.06 — Performance SwiftUI” §5 and its exercise: a search field over 50 formatted rows.

/// The search screen of the article “Fiche 15.06 — Performance SwiftUI” §5, and the shapes of its exercise.
public enum SearchScreen {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "search-screen",
      title: "Search field over 50 formatted rows: which rows re-run per keystroke",
      source: "“Fiche 15.06 — Performance SwiftUI” §5 and its exercise; Documentation/Rules.md seed claim (b)",
      summary:
        "The seed says every row recomposes at each keystroke when the list sits in the same body as the search field. A body that only passes $query never re-runs (Q3); rows with unchanged items are skipped (Q2); the List realizes only its viewport (Q9). Results written in an onChange action cost a second update per keystroke (Q13).",
      variants: [
        Scenario.Variant(
          label: "one body", note: "TextField($query) and List(results) in one body that never reads query"
        ) {
          Scenario.Mounted(host: ViewHost(OneBodySearch(results: sampleItems())))
        },
        Scenario.Variant(label: "list extracted", note: "the list is a subview given only results") {
          Scenario.Mounted(host: ViewHost(ExtractedSearch(results: sampleItems())))
        },
        Scenario.Variant(label: "rows .equatable()", note: "rows Equatable on the item's id, wrapped in .equatable()") {
          Scenario.Mounted(host: ViewHost(EquatableRowsSearch(results: sampleItems())))
        },
        Scenario.Variant(label: "body reads the query", note: "the body filters results by query") {
          Scenario.Mounted(host: ViewHost(FilteringSearch(results: sampleItems())))
        },
        Scenario.Variant(
          label: "body reads the query, rows take a closure",
          note: "the shape that re-runs every visible row: rows hold an onTap closure"
        ) {
          Scenario.Mounted(host: ViewHost(ClosureRowsSearch(results: sampleItems())))
        },
        Scenario.Variant(
          label: "results written in onChange",
          note: ".onChange(of: query) { results = all.filter … }: the action's write is a second update"
        ) {
          Scenario.Mounted(host: ViewHost(OnChangeSearch(results: sampleItems())))
        },
      ],
      steps: [
        .type("I", into: "Rechercher"),
        .type("tem 1", into: "Rechercher"),
      ],
      claims: [
        Scenario.Claim(
          "List(results) { item in ExpensiveRow(item: item) } // recomposé à chaque frappe !",
          variant: "one body", step: 1, measure: .bodiesOf("ExpensiveRow"), claimed: 50,
          verdict: .refuted(
            because:
              "the body never reads query — $query is not a read (Q3) — so it does not re-run and no row does: 0. Even a body that reads query skips rows whose item is unchanged (Q2), and a List realizes only its viewport (Q9). Every visible row re-runs only when rows hold a closure (variant 'body reads the query, rows take a closure': 14 rows, the List's viewport)."
          )),
        Scenario.Claim(
          "ResultsList(results: results) // ne lit pas `query` -> pas recomposée à la frappe",
          variant: "list extracted", step: 1, measure: .bodiesOf("ResultsList"), claimed: 0),
        Scenario.Claim(
          "tout recompute quand `query` change (SearchScreen's own body)",
          variant: "one body", step: 1, measure: .bodiesOf("OneBodySearch"), claimed: 1,
          verdict: .refuted(
            because:
              "TextField(\"Rechercher\", text: $query) takes a binding; taking $query is not a read of query (Q3), so the owner's body is not invalidated by typing."
          )),
        Scenario.Claim(
          "Vérifiez en console que les lignes ne recomposent plus pendant la frappe",
          variant: "rows .equatable()", step: 2, measure: .bodiesOf("EquatableRow"), claimed: 0),
        Scenario.Claim(
          "Documentation/Rules.md Q13: a write in an onChange action is a new transaction: the screen runs once per keystroke, and once more when the results it writes change (5 keystrokes, then the results for “Item 1”)",
          variant: "results written in onChange", step: 2, measure: .bodiesOf("OnChangeSearch"), claimed: 6),
      ])
  }
}

// MARK: - Model

struct SearchItem: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  let price: Double
}

private func sampleItems() -> [SearchItem] {
  (0..<50).map { SearchItem(id: $0, name: "Item \($0)", price: Double($0) * 1.5) }
}

private func formatted(_ price: Double) -> String {
  let cents = Int((price * 100).rounded())
  return "\(cents / 100),\(String(repeating: "0", count: cents % 100 < 10 ? 1 : 0))\(cents % 100) €"
}

// MARK: - Views

struct ExpensiveRow: View {
  let item: SearchItem
  var body: some View {
    HStack {
      Text(item.name)
      Text(formatted(item.price))
    }
  }
}

struct OneBodySearch: View {
  @State private var query = ""
  let results: [SearchItem]
  var body: some View {
    VStack {
      TextField("Rechercher", text: $query)
      List(results) { item in ExpensiveRow(item: item) }
    }
  }
}

struct ResultsList: View {
  let results: [SearchItem]
  var body: some View {
    List(results) { ExpensiveRow(item: $0) }
  }
}

struct ExtractedSearch: View {
  @State private var query = ""
  let results: [SearchItem]
  var body: some View {
    VStack {
      TextField("Rechercher", text: $query)
      ResultsList(results: results)
    }
  }
}

struct EquatableRow: View, Equatable {
  let item: SearchItem
  var body: some View {
    HStack {
      Text(item.name)
      Text(formatted(item.price))
    }
  }
  static func == (lhs: EquatableRow, rhs: EquatableRow) -> Bool { lhs.item.id == rhs.item.id }
}

struct EquatableRowsSearch: View {
  @State private var query = ""
  let results: [SearchItem]
  var body: some View {
    VStack {
      TextField("Rechercher", text: $query)
      List(results) { EquatableRow(item: $0).equatable() }
    }
  }
}

struct FilteringSearch: View {
  @State private var query = ""
  let results: [SearchItem]
  var body: some View {
    VStack {
      TextField("Rechercher", text: $query)
      List(results.filter { query.isEmpty || $0.name.contains(query) }) { ExpensiveRow(item: $0) }
    }
  }
}

/// The results kept in `@State` and recomputed by an `onChange` action: each
/// keystroke is two updates of the screen (Q13).
struct OnChangeSearch: View {
  let all: [SearchItem]
  @State private var query = ""
  @State private var results: [SearchItem]
  init(results: [SearchItem]) {
    all = results
    _results = State(initialValue: results)
  }
  var body: some View {
    VStack {
      TextField("Rechercher", text: $query)
        .onChange(of: query) { _, new in results = new.isEmpty ? all : all.filter { $0.name.contains(new) } }
      List(results) { ExpensiveRow(item: $0) }
    }
  }
}

struct TappableRow: View {
  let item: SearchItem
  let onTap: () -> Void
  var body: some View {
    HStack {
      Text(item.name)
      Text(formatted(item.price))
    }
  }
}

struct ClosureRowsSearch: View {
  @State private var query = ""
  @State private var selected: Int?
  let results: [SearchItem]
  var body: some View {
    VStack {
      TextField("Rechercher", text: $query)
      Text(query.isEmpty ? "All items" : "Results for “\(query)”")
      List(results) { item in TappableRow(item: item) { selected = item.id } }
    }
  }
}
