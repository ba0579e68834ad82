import ViewGraph

// Upcoming events grouped by day, dates formatted in the primitive, a pull to
// refresh that loads more events.

@MainActor @Observable
final class EventFeed {
  struct Event: Identifiable {
    let id: Int
    let title: String
    let day: Date
  }

  var events: [Event] = [
    Event(id: 1, title: "Standup", day: Date(timeIntervalSince1970: 1_700_000_000)),
    Event(id: 2, title: "Review", day: Date(timeIntervalSince1970: 1_700_000_000)),
    Event(id: 3, title: "Offsite", day: Date(timeIntervalSince1970: 1_700_086_400)),
  ]

  var days: [Date] { Array(Set(events.map(\.day))).sorted() }

  func loadMore() async {
    events.append(Event(id: events.count + 1, title: "Retro", day: Date(timeIntervalSince1970: 1_700_172_800)))
  }
}

struct EventRow: View {
  let event: EventFeed.Event
  var body: some View {
    HStack {
      Circle().fill(.blue).frame(width: 8, height: 8)
      Text(event.title)
    }
  }
}

struct EventsScreen: View {
  let feed: EventFeed

  var body: some View {
    List {
      ForEach(feed.days, id: \.self) { day in
        Section {
          ForEach(feed.events.filter { $0.day == day }) { EventRow(event: $0) }
        } header: {
          Text(day, style: .date)
        }
      }
    }
    .refreshable { await feed.loadMore() }
  }
}
