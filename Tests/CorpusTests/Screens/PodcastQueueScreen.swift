import ViewGraph

// A podcast queue over an ObservableObject handed down with `.environmentObject`:
// a now-playing bar with a speed slider, episodes with a leading swipe action,
// reordering and deleting, and a pull to refresh that loads a new episode.
// Counts: every `@EnvironmentObject` reader re-runs whenever its object publishes,
// whatever it read (Q12), so the screen and the bar re-run at each change; the rows
// hold plain values and re-run only when theirs changed, moved rows keeping their
// identity (Q2, Q8).

@MainActor
final class PodcastQueue: ObservableObject {
  struct Episode: Identifiable, Equatable {
    let id: Int
    let show: String
    let title: String
  }

  @Published var episodes = [
    Episode(id: 1, show: "Swift Talk", title: "Observation"),
    Episode(id: 2, show: "Under the Radar", title: "Widgets"),
    Episode(id: 3, show: "Accidental Tech", title: "WWDC recap"),
    Episode(id: 4, show: "Swift by Sundell", title: "Concurrency"),
  ]
  @Published var speed = 1.0
  @Published var nowPlaying: Int?

  var nowPlayingTitle: String? { episodes.first { $0.id == nowPlaying }?.title }

  func refresh() async {
    let next = (episodes.map(\.id).max() ?? 0) + 1
    episodes.append(Episode(id: next, show: "Swift Talk", title: "Macros"))
  }
}

struct NowPlayingBar: View {
  @EnvironmentObject private var queue: PodcastQueue

  var body: some View {
    VStack(alignment: .leading) {
      Text(queue.nowPlayingTitle ?? "Nothing playing").font(.headline)
      Slider(value: $queue.speed, in: 0.5...2, step: 0.25) { Text("Speed") }
    }
  }
}

struct EpisodeRow: View {
  let episode: PodcastQueue.Episode

  var body: some View {
    VStack(alignment: .leading) {
      Text(episode.title).font(.headline)
      Text(episode.show).font(.caption).foregroundColor(.secondary)
    }
  }
}

struct PodcastQueueScreen: View {
  @EnvironmentObject private var queue: PodcastQueue

  var body: some View {
    NavigationStack {
      List {
        Section { NowPlayingBar() }
        Section("Up Next") {
          ForEach(queue.episodes) { episode in
            EpisodeRow(episode: episode)
              .swipeActions(edge: .leading) {
                Button("Play") { queue.nowPlaying = episode.id }
                  .tint(.green)
              }
          }
          .onMove { queue.episodes.move(fromOffsets: $0, toOffset: $1) }
          .onDelete { queue.episodes.remove(atOffsets: $0) }
        }
      }
      .refreshable { await queue.refresh() }
      .navigationTitle("Queue")
    }
  }
}
