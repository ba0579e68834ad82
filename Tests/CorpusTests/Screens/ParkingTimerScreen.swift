import ViewGraph

// A parking meter in Swift 6 style: static `Color("Name")`, `Font` and `Text`
// constants in a plain struct, a nonisolated helper returning a styled `Text`,
// a `@MainActor` closure passed in and called from a button; @State for the time
// left, a reminder toggle and a zone picker; an action stepper adds or takes time.
// Counts: the screen reads its state and re-runs for each write; its children hold
// plain values and re-run only when theirs changed (Q2); a reminder shown only while
// the toggle is on is unmounted with it (Q8).

struct ParkingStyle {
  static let ok = Color("MeterGreen")
  static let warning = Color("MeterRed")
  static let digits = Font.system(.largeTitle, design: .rounded).monospacedDigit()
  static let header = Text("Parking").font(.headline)
}

nonisolated func parkingTimeText(minutes: Int) -> Text {
  Text("\(minutes / 60)h \(minutes % 60)m")
    .font(ParkingStyle.digits)
    .foregroundColor(minutes < 15 ? ParkingStyle.warning : ParkingStyle.ok)
}

struct MeterDisplay: View {
  let minutes: Int

  var body: some View {
    VStack {
      parkingTimeText(minutes: minutes)
      ProgressView(value: Double(min(minutes, 120)), total: 120)
        .tint(minutes < 15 ? ParkingStyle.warning : ParkingStyle.ok)
    }
  }
}

struct ParkingReminderNote: View {
  let minutesBefore: Int
  var body: some View { Label("We'll remind you \(minutesBefore) min before", systemImage: "bell") }
}

struct ZoneBadge: View {
  let zone: String
  var body: some View {
    Text("Zone \(zone)")
      .padding(6)
      .background(Capsule().fill(Color.blue.opacity(0.15)))
  }
}

struct ParkingTimerScreen: View {
  let onPay: @MainActor (Int) -> Void
  @State private var minutes = 60
  @State private var reminds = true
  @State private var zone = "A"

  var body: some View {
    VStack(spacing: 16) {
      ParkingStyle.header
      MeterDisplay(minutes: minutes)
      Stepper(
        "Add time",
        onIncrement: { minutes += 15 },
        onDecrement: { minutes = max(0, minutes - 15) })
      Toggle("Remind me", isOn: $reminds)
      if reminds {
        ParkingReminderNote(minutesBefore: 10)
      }
      Picker("Zone", selection: $zone) {
        ForEach(["A", "B", "C"], id: \.self) { Text("Zone \($0)") }
      }
      ZoneBadge(zone: zone)
      Button("Pay") { onPay(minutes) }
    }
    .padding()
  }
}
