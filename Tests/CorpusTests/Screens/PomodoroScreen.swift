import ViewGraph

// A pomodoro timer as most apps write it: a `Timer.publish(…).autoconnect()` stored in
// the view, `.onReceive` counting down a `@State`, a Start/Pause button, a dial and a
// list of past sessions. Counts: each tick writes `remaining`, so the screen re-runs
// and the dial (its value changed) with it; the history holds an unchanged array and
// is skipped (Q2). Paused, a tick's action writes nothing: the tick costs no body.

struct PomodoroSession: Identifiable, Equatable {
  let id: Int
  let minutes: Int
}

struct PomodoroDial: View {
  let remaining: Int
  let total: Int

  var body: some View {
    VStack {
      Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
        .font(.system(size: 48, weight: .bold, design: .rounded))
        .monospacedDigit()
      ProgressView(value: Double(total - remaining), total: Double(total))
    }
  }
}

struct SessionHistory: View {
  let sessions: [PomodoroSession]

  var body: some View {
    List(sessions) { session in
      Text("\(session.minutes) min focus")
    }
  }
}

struct PomodoroScreen: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var remaining = 25 * 60
  @State private var isRunning = false
  @State private var sessions = [PomodoroSession(id: 1, minutes: 25), PomodoroSession(id: 2, minutes: 25)]

  var body: some View {
    VStack(spacing: 24) {
      PomodoroDial(remaining: remaining, total: 25 * 60)
      Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
        .buttonStyle(.borderedProminent)
      SessionHistory(sessions: sessions)
    }
    .onReceive(timer) { _ in
      guard isRunning, remaining > 0 else { return }
      remaining -= 1
      if remaining == 0 {
        isRunning = false
        sessions.append(PomodoroSession(id: sessions.count + 1, minutes: 25))
      }
    }
  }
}
