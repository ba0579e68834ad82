import Observation
import ViewGraph

// The article “Macro @Observable in SwiftUI: Guida Completa per iOS 26”: "a feed of 500 rows toggling 'read' shows 60–80 % fewer body
// re-evaluations after moving to @Observable".

/// The 500-row feed of the article “Macro @Observable in SwiftUI: Guida Completa per iOS 26”, with three ways of holding its items.
public enum FeedReadToggle {
  /// What every variant's model offers the steps.
  @MainActor
  public protocol Model: AnyObject {
    /// Flips the "read" flag of an item.
    func toggleRead(at index: Int)
  }

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "feed-read-toggle",
      title: "500-row feed: toggle one item's \"read\" flag",
      source:
        "“Macro @Observable in SwiftUI: Guida Completa per iOS 26” (\"Perché @Observable è più veloce\", \"@ObservationIgnored e oggetti annidati\")",
      summary:
        "A List of 500 items, each row with a toggle action. Structs in an ObservableObject re-run the screen and every realized row; structs in an @Observable do the same (the array property changed); @Observable item classes re-run only the toggled row.",
      variants: [
        Scenario.Variant(
          label: "ObservableObject, structs", note: "@Published var items: [FeedItem]; rows take an onToggle closure"
        ) {
          let model = LegacyFeed()
          return Scenario.Mounted(host: ViewHost(LegacyFeedScreen(model: model))) { model }
        },
        Scenario.Variant(
          label: "@Observable, structs", note: "var items: [FeedItem] in an @Observable; rows take an onToggle closure"
        ) {
          let model = ObservableStructFeed()
          return Scenario.Mounted(host: ViewHost(StructFeedScreen(model: model))) { model }
        },
        Scenario.Variant(
          label: "@Observable, item classes", note: "each item is an @Observable class; its row reads it"
        ) {
          let model = ObservableClassFeed()
          return Scenario.Mounted(host: ViewHost(ClassFeedScreen(model: model))) { model }
        },
      ],
      steps: [
        .mutate("toggle read on item 0", as: (any Model).self) { $0.toggleRead(at: 0) },
        .mutate("toggle read on item 3", as: (any Model).self) { $0.toggleRead(at: 3) },
      ],
      claims: [
        Scenario.Claim(
          "riduzioni del 60–80% delle rivalutazioni del body passando a @Observable (item classes)",
          variant: "@Observable, item classes", step: 1, measure: .reduction(from: "ObservableObject, structs"),
          claimed: 60...80,
          verdict: .refuted(
            because:
              "with @Observable item classes only the toggled row re-runs: 1 body against 15 (the screen and its 14 realized rows, which hold closures), a 93 % saving. A List realizes its viewport, not 500 rows (Q9), so the saving does not scale with the feed."
          )),
        Scenario.Claim(
          "riduzioni del 60–80% … passando a @Observable (keeping struct items)",
          variant: "@Observable, structs", step: 1, measure: .reduction(from: "ObservableObject, structs"),
          claimed: 60...80,
          verdict: .refuted(
            because:
              "writing items[0].isRead changes the items property, which the screen reads: the screen re-runs and every realized row with it (their closures compare unequal, Q2): 0 % saved."
          )),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject, structs", step: 0,
          measure: .stepsUnlikeTwinAsIfObservable("@Observable, structs"), claimed: 0),
      ])
  }
}

// MARK: - Models

struct FeedItem: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var isRead = false
}

private func sampleFeed() -> [FeedItem] {
  (0..<500).map { FeedItem(id: $0, title: "Post \($0)") }
}

@MainActor
final class LegacyFeed: ObservableObject, FeedReadToggle.Model {
  @Published var items = sampleFeed()
  func toggleRead(at index: Int) { items[index].isRead.toggle() }
}

@Observable @MainActor
final class ObservableStructFeed: FeedReadToggle.Model {
  var items = sampleFeed()
  func toggleRead(at index: Int) { items[index].isRead.toggle() }
}

@Observable @MainActor
final class FeedEntry: Identifiable {
  let id: Int
  var title: String
  var isRead = false
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable @MainActor
final class ObservableClassFeed: FeedReadToggle.Model {
  var items = (0..<500).map { FeedEntry(id: $0, title: "Post \($0)") }
  func toggleRead(at index: Int) { items[index].isRead.toggle() }
}

// MARK: - Views

struct FeedRow: View {
  let item: FeedItem
  let onToggle: () -> Void
  var body: some View {
    HStack {
      Text(item.title)
      Image(systemName: item.isRead ? "envelope.open" : "envelope.badge")
    }
  }
}

struct LegacyFeedScreen: View {
  @ObservedObject var model: LegacyFeed
  var body: some View {
    List(model.items) { item in
      FeedRow(item: item) { model.toggleRead(at: item.id) }
    }
  }
}

struct StructFeedScreen: View {
  let model: ObservableStructFeed
  var body: some View {
    List(model.items) { item in
      FeedRow(item: item) { model.toggleRead(at: item.id) }
    }
  }
}

struct EntryRow: View {
  let entry: FeedEntry
  var body: some View {
    HStack {
      Text(entry.title)
      Image(systemName: entry.isRead ? "envelope.open" : "envelope.badge")
      Button("toggle \(entry.id)") { entry.isRead.toggle() }
    }
  }
}

struct ClassFeedScreen: View {
  let model: ObservableClassFeed
  var body: some View {
    List(model.items) { EntryRow(entry: $0) }
  }
}
