import ViewGraph

// A launch countdown drawn by a `TimelineView(.periodic(from:by:))`, the iOS 15+ way
// to show time without a timer: the time left is computed from `context.date` and
// the event's date. Counts: each entry re-makes the timeline's content; the label,
// given the seconds left, re-runs when they change; the header above the timeline
// never does (Q2).

struct LaunchEvent {
  let title: String
  let date: Date
}

struct CountdownHeader: View {
  let title: String
  var body: some View {
    Text(title).font(.title2).bold()
  }
}

struct CountdownLabel: View {
  let secondsLeft: Int

  var body: some View {
    if secondsLeft > 0 {
      Text("T–\(secondsLeft / 60):\(String(format: "%02d", secondsLeft % 60))")
        .font(.largeTitle.monospacedDigit())
    } else {
      Label("Lift-off", systemImage: "airplane.departure")
    }
  }
}

struct CountdownScreen: View {
  let event: LaunchEvent
  let start: Date

  var body: some View {
    VStack(spacing: 12) {
      CountdownHeader(title: event.title)
      TimelineView(.periodic(from: start, by: 1)) { context in
        CountdownLabel(secondsLeft: max(0, Int(event.date.timeIntervalSince(context.date).rounded())))
      }
    }
    .padding()
  }
}
