import ViewGraph

// An app's root: a tab view with three tabs, a badge, and a home tab whose
// counter lives in @State.

struct HomeTab: View {
  @State private var visits = 0
  var body: some View {
    VStack {
      Text("Visits: \(visits)")
      Button("Visit") { visits += 1 }
    }
  }
}

struct SearchTab: View {
  @State private var query = ""
  var body: some View {
    VStack {
      TextField("Query", text: $query)
      Text(query.isEmpty ? "Type to search" : "Searching \(query)")
    }
  }
}

struct ProfileTab: View {
  var body: some View { Text("Profile") }
}

struct TabRootScreen: View {
  var body: some View {
    TabView {
      HomeTab()
        .tabItem { Label("Home", systemImage: "house") }
      SearchTab()
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .badge(3)
      ProfileTab()
        .tabItem { Label("Profile", systemImage: "person") }
    }
    .tint(.orange)
  }
}
