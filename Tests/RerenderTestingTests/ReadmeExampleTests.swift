import Observation
import RerenderTesting
import Testing
import ViewGraph

// The README's example test, as written there.

@Observable final class SearchModel {
  var query = ""
  var results = ["a", "b"]
}

struct SearchField: View {
  @Bindable var model: SearchModel
  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      SearchStatus(query: model.query)
    }
  }
}
struct SearchStatus: View {
  let query: String
  var body: some View { Text(query.isEmpty ? "" : "Searching “\(query)”") }
}
struct ResultList: View {
  let model: SearchModel
  var body: some View { List(model.results, id: \.self) { Text($0) } }
}
struct SearchScreen: View {
  let model: SearchModel
  var body: some View {
    VStack {
      SearchField(model: model)
      ResultList(model: model)
    }
  }
}

@Test @MainActor func typingRunsTheSearchFieldOnly() {
  let host = ViewHost(SearchScreen(model: SearchModel()))
  for update in host.type("swift", into: "Search") {
    expectEvaluations(update, [SearchField.self: 1, SearchStatus.self: 1])  // exact, per view type
    expectBodyBudget(update, atMost: 2)  // a budget per update
    expectNoWastedEvaluations(update)
  }
  expectNoStaleViews(host)
}
