import ViewGraph

// The article “Fiche 15.06 — Performance SwiftUI” §8: "L'identité : la clé du diffing".

/// Rows identified by indices or by ids, and a `.id(value)` reset.
public enum Identity {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "identity",
      title: "Identity: indices against ids after an insert at the head; .id(value) resets",
      source: "“Fiche 15.06 — Performance SwiftUI” §8; Documentation/Rules.md Q8",
      summary:
        "With ForEach(items.indices, id: \\.self), inserting at the head keeps identities by position: every shifted row re-runs with another item and row state stays with the position. With stable ids only the new row is created. A changed .id(value) destroys the view and creates it anew, with fresh state.",
      variants: [
        Scenario.Variant(
          label: "indices (id: \\.self)", note: "ForEach(items.indices, id: \\.self) { i in Row(item: items[i]) }"
        ) {
          Scenario.Mounted(host: ViewHost(IdentityScreen(byIndices: true)))
        },
        Scenario.Variant(label: "stable ids", note: "ForEach(items, id: \\.id) { Row(item: $0) }") {
          Scenario.Mounted(host: ViewHost(IdentityScreen(byIndices: false)))
        },
      ],
      steps: [
        .tap("star A"),
        .tap("insert Z at the head"),
        .tap("reset detail"),
      ],
      claims: [
        Scenario.Claim(
          "Mauvais id -> recréation à chaque insertion … @State perdu (insérer en tête décale tout: every row re-runs)",
          variant: "indices (id: \\.self)", step: 2, measure: .bodiesOf("IdentityRow"), claimed: 4),
        Scenario.Claim(
          "Bon id -> identité stable, diffing efficace (only the new row is created)",
          variant: "stable ids", step: 2, measure: .mounted("IdentityRow"), claimed: 1),
        Scenario.Claim(
          "Bon id -> … no existing row re-runs",
          variant: "stable ids", step: 2, measure: .bodiesOf("IdentityRow"), claimed: 1),
        Scenario.Claim(
          "Forcer .id(value) recrée la vue quand value change",
          variant: "stable ids", step: 3, measure: .mounted("DetailPanel"), claimed: 1),
      ])
  }
}

struct IdentityItem: Identifiable, Equatable, Sendable {
  let id: String
}

struct IdentityRow: View {
  let item: IdentityItem
  @State private var starred = false
  var body: some View {
    HStack {
      Text("\(item.id)\(starred ? " ★" : "")")
      Button("star \(item.id)") { starred.toggle() }
    }
  }
}

struct DetailPanel: View {
  @State private var expanded = true
  var body: some View { Text(expanded ? "details" : "collapsed") }
}

struct IdentityScreen: View {
  let byIndices: Bool
  @State private var items = ["A", "B", "C"].map(IdentityItem.init(id:))
  @State private var generation = 0
  var body: some View {
    VStack {
      if byIndices {
        ForEach(items.indices, id: \.self) { i in IdentityRow(item: items[i]) }
      } else {
        ForEach(items, id: \.id) { IdentityRow(item: $0) }
      }
      DetailPanel().id(generation)
      Button("insert Z at the head") { items.insert(IdentityItem(id: "Z"), at: 0) }
      Button("reset detail") { generation += 1 }
    }
  }
}
