import ViewGraph

// The article “Fiche 15.06 — Performance SwiftUI” §6: ".equatable() / EquatableView : court-circuiter une recompo".

/// Rows holding a closure, with and without a data-only `==`.
public enum EquatableClosure {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "equatable-closure",
      title: "Closure parameters defeat skipping; a data-only == restores it",
      source: "“Fiche 15.06 — Performance SwiftUI” §6; Documentation/Rules.md Q2",
      summary:
        "Ten rows under a parent that re-runs for an unrelated reason. A row storing a closure always compares changed. An Equatable row whose == compares only its data is skipped — with .equatable(), and, because the row is not plain data, even without it (Q2.4). A plain-data row's own == is ignored without .equatable() (Q2.3).",
      variants: [
        Scenario.Variant(label: "closure, no ==", note: "ActionRow(item:, action:)") {
          Scenario.Mounted(host: ViewHost(RowsScreen(kind: .closure)))
        },
        Scenario.Variant(label: "closure, data-only ==", note: "Equatable on the item only, no .equatable()") {
          Scenario.Mounted(host: ViewHost(RowsScreen(kind: .dataEquality)))
        },
        Scenario.Variant(label: "closure, data-only == + .equatable()", note: "EquatableView forces the ==") {
          Scenario.Mounted(host: ViewHost(RowsScreen(kind: .equatableView)))
        },
        Scenario.Variant(
          label: "plain data, id-only ==", note: "a POD row whose == compares only the id; no .equatable()"
        ) {
          Scenario.Mounted(host: ViewHost(RowsScreen(kind: .podIDEquality)))
        },
      ],
      steps: [
        .tap("refresh"),
        .tap("bump versions"),
      ],
      claims: [
        Scenario.Claim(
          "une closure (action: () -> Void) passée en paramètre n'est jamais ==. … SwiftUI la considère toujours changée",
          variant: "closure, no ==", step: 1, measure: .bodiesOf("ActionRow"), claimed: 10),
        Scenario.Claim(
          "Si == renvoie true, SwiftUI ne rappelle pas body. … Compare uniquement les données.",
          variant: "closure, data-only == + .equatable()", step: 1, measure: .bodiesOf("DataEqualRow"), claimed: 0),
        Scenario.Claim(
          "ExpensiveRow(item: item).equatable() // SwiftUI compare via == avant de recomposer (without .equatable(), == is not used)",
          variant: "closure, data-only ==", step: 1, measure: .bodiesOf("DataEqualRow"), claimed: 10,
          verdict: .refuted(
            because:
              "a view that is not plain data and is Equatable is compared with its own == even without .equatable() (Q2.4, John Harper): the rows are skipped. .equatable() matters for plain-data views, whose == is otherwise ignored (variant 'plain data, id-only ==')."
          )),
      ])
  }
}

struct RowItem: Equatable, Sendable {
  let id: Int
  var version: Int
}

struct ActionRow: View {
  let item: RowItem
  let action: () -> Void
  var body: some View { Text("row \(item.id) v\(item.version)") }
}

struct DataEqualRow: View, Equatable {
  let item: RowItem
  let action: () -> Void
  var body: some View { Text("row \(item.id) v\(item.version)") }
  static func == (lhs: DataEqualRow, rhs: DataEqualRow) -> Bool { lhs.item == rhs.item }
}

struct PODRow: View, Equatable {
  let id: Int
  let version: Int
  var body: some View { Text("row \(id) v\(version)") }
  static func == (lhs: PODRow, rhs: PODRow) -> Bool { lhs.id == rhs.id }
}

struct RowsScreen: View {
  enum Kind: Sendable { case closure, dataEquality, equatableView, podIDEquality }
  let kind: Kind
  @State private var refreshes = 0
  @State private var items = (0..<10).map { RowItem(id: $0, version: 0) }
  var body: some View {
    VStack {
      Text("refreshed \(refreshes) times")
      ForEach(items, id: \.id) { item in
        switch kind {
        case .closure: ActionRow(item: item) { print(item.id) }
        case .dataEquality: DataEqualRow(item: item) { print(item.id) }
        case .equatableView: DataEqualRow(item: item) { print(item.id) }.equatable()
        case .podIDEquality: PODRow(id: item.id, version: item.version)
        }
      }
      Button("refresh") { refreshes += 1 }
      Button("bump versions") {
        for index in items.indices { items[index].version += 1 }
      }
    }
  }
}
