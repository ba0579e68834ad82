import ViewGraph

// A stopwatch: @State seconds, start and reset buttons, a progress ring drawn
// with a trimmed circle, a lap list.

struct ProgressRing: View {
  let fraction: Double
  var body: some View {
    Circle()
      .trim(from: 0, to: fraction)
      .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 8, lineCap: .round))
      .rotationEffect(.degrees(-90))
      .animation(.easeInOut(duration: 0.2), value: fraction)
  }
}

struct TimerScreen: View {
  @State private var seconds = 0
  @State private var laps: [Int] = []

  var body: some View {
    VStack(spacing: 24) {
      ZStack {
        ProgressRing(fraction: Double(seconds % 60) / 60)
        Text(String(format: "%02d:%02d", seconds / 60, seconds % 60))
          .font(.system(size: 48, weight: .light, design: .rounded))
          .monospacedDigit()
      }
      .frame(width: 200, height: 200)
      HStack {
        Button("Tick") { seconds += 1 }
        Button("Lap") { laps.append(seconds) }
        Button("Reset", role: .destructive) {
          seconds = 0
          laps = []
        }
      }
      List(laps.indices, id: \.self) { index in
        Text("Lap \(index + 1): \(laps[index])s")
      }
    }
  }
}
