import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q18: searchable attaches a search field bound to the text;
// typing into it activates the search for the views below.

@Suite("Q18 search", .tags(.swiftUIParity))
@MainActor
struct SearchTests {
  @Test("Typing into the search field writes the text per keystroke; the view reading it re-runs")
  func typing() {
    let host = ViewHost(NavigationStack { Recipes() })
    #expect(host.controlTitles.contains("Search recipes"), "\(host.controlTitles)")
    let updates = host.type("to", into: "Search recipes")
    // The first keystroke also activates the search (SearchState reads isSearching);
    // the row that stays has an equal value and is skipped (Q2).
    #expect(updates.map(\.bodyCount) == [2, 1], "\(updates.map(\.trace))")
    #expect(updates[0].evaluatedViews == ["Recipes", "SearchState"], "\(updates[0].trace)")
    #expect(updates[0].unmounted.count { $0.hasSuffix("RecipeRow") } == 2, "\(updates[0].trace)")
    #expect(host.treeDescription.contains("Tomato soup"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Pancakes"), "\(host.treeDescription)")
  }

  @Test("The first keystroke activates the search: isSearching readers re-run once, not per keystroke")
  func isSearching() {
    let host = ViewHost(NavigationStack { Recipes() })
    #expect(host.treeDescription.contains("searching false"))
    let updates = host.type("pa", into: "Search recipes")
    #expect(updates[0].evaluatedViews.contains("SearchState"), "\(updates[0].trace)")
    #expect(!updates[1].evaluatedViews.contains("SearchState"), "\(updates[1].trace)")
    #expect(host.treeDescription.contains("searching true"))
  }

  @Test("The stale-view audit expands the search field with the state it keeps: an active search is not stale")
  func auditKeepsSearchState() {
    let host = ViewHost(NavigationStack { Recipes() }, options: .init(auditsStaleViews: true))
    let updates = host.type("to", into: "Search recipes")
    let stale = updates.flatMap(\.staleViews)
    #expect(stale.isEmpty, "\(stale)")
  }

  @Test("dismissSearch clears the text and deactivates the search")
  func dismiss() {
    let host = ViewHost(NavigationStack { Recipes() })
    host.type("pa", into: "Search recipes")
    host.tap("Cancel search")
    #expect(host.treeDescription.contains("searching false"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Tomato soup"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

private struct RecipeRow: View {
  let name: String
  var body: some View { Text(name) }
}

private struct SearchState: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View {
    VStack {
      Text("searching \(isSearching)")
      Button("Cancel search") { dismissSearch() }
    }
  }
}

private struct Recipes: View {
  @State private var query = ""
  let all = ["Pancakes", "Tomato soup", "Paella"]
  var body: some View {
    List {
      SearchState()
      ForEach(all.filter { query.isEmpty || $0.lowercased().hasPrefix(query) }, id: \.self) { RecipeRow(name: $0) }
    }
    .searchable(text: $query, prompt: "Search recipes")
  }
}
