import ViewGraph

// A dashboard of stat cards over an ObservableObject: every card observes the
// store, so any published change re-runs every card (the pattern the migration
// to @Observable fixes).

final class StatsStore: ObservableObject {
  @Published var steps = 4_200
  @Published var goal = 10_000
  @Published var calories = 320
  @Published var lastSync = "9:41"
}

struct StatCard: View {
  @ObservedObject var store: StatsStore
  let title: String
  let systemImage: String
  let value: KeyPath<StatsStore, Int>

  var body: some View {
    VStack(alignment: .leading) {
      Label(title, systemImage: systemImage)
        .font(.caption)
        .foregroundStyle(.secondary)
      Text("\(store[keyPath: value])")
        .font(.title2.bold())
        .monospacedDigit()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
  }
}

struct GoalRing: View {
  @ObservedObject var store: StatsStore
  var body: some View {
    ZStack {
      Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
      Circle()
        .trim(from: 0, to: CGFloat(store.steps) / CGFloat(store.goal))
        .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        .rotationEffect(.degrees(-90))
      ProgressView(value: Double(store.steps), total: Double(store.goal))
    }
    .frame(width: 120, height: 120)
  }
}

struct DashboardCardsScreen: View {
  let store: StatsStore

  var body: some View {
    ScrollView {
      GoalRing(store: store)
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
        StatCard(store: store, title: "Steps", systemImage: "figure.walk", value: \.steps)
        StatCard(store: store, title: "Goal", systemImage: "target", value: \.goal)
        StatCard(store: store, title: "Calories", systemImage: "flame", value: \.calories)
      }
      SyncFooter(store: store)
    }
  }
}

struct SyncFooter: View {
  @ObservedObject var store: StatsStore
  var body: some View { Text("Last sync \(store.lastSync)").font(.footnote) }
}
