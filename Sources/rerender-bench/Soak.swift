import Foundation
import ViewGraph

// Soak workloads: memory must stay flat when views come and go. A feed whose 30
// rows are replaced again and again, and hosts created and dropped one after the
// other; each reports the resident bytes it grew by per thousand repetitions, after
// a warm-up that lets the allocator reach its working size.

@Observable final class SoakItem {
  var title: String
  init(title: String) { self.title = title }
}

@Observable final class SoakFeed {
  var items: [SoakItem] = []
  var generation = 0

  func replace() {
    generation += 1
    items = (0..<30).map { SoakItem(title: "item \(generation).\($0)") }
  }
}

struct SoakRow: View {
  let item: SoakItem
  var body: some View { Text(item.title) }
}

struct SoakFeedView: View {
  let feed: SoakFeed
  var body: some View {
    VStack {
      ForEach(feed.items, id: \.title) { SoakRow(item: $0) }
    }
  }
}

/// Resident bytes grown per thousand repetitions of `body`, after `warmUp` of them.
@MainActor
func growthPerThousand(total: Int, warmUp: Int, _ body: () -> Void) -> Double {
  for _ in 0..<warmUp { body() }
  let before = residentBytes()
  for _ in warmUp..<total { body() }
  let after = residentBytes()
  return Double(max(0, after - before)) / (Double(total - warmUp) / 1_000)
}

/// The feed replaced 10 000 times in one host: bytes grown per thousand replacements.
@MainActor
func soakFeed() -> Double {
  let feed = SoakFeed()
  feed.replace()
  let host = ViewHost(SoakFeedView(feed: feed))
  return growthPerThousand(total: 10_000, warmUp: 2_000) { host.update { feed.replace() } }
}

/// 10 000 hosts of a 50-row screen, each with its own model, created and dropped:
/// bytes grown per thousand hosts.
@MainActor
func soakHosts() -> Double {
  growthPerThousand(total: 10_000, warmUp: 2_000) {
    let model = BenchModel()
    let host = ViewHost(BroadcastTree(model: model, rows: 50))
    host.update { model.broadcast += 1 }
  }
}
