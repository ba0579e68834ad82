import Combine
import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// The host's simulated clock (Documentation/Rules.md, "Time"): timers, delayed work
// and timeline schedules fall due only when a test advances it, each as its own
// transaction, in time order.

/// A host whose clock starts at 1 January 2001, 00:00:00 UTC: dates are the same on
/// every run.
@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
  ViewHost(view, options: .init(clockOrigin: 0))
}

@Suite("Time: the host's clock")
@MainActor
struct TimeTests {
  /// What tells a hang from a wait: these tests need the main actor between their
  /// awaits, and in the full suite on a busy 2-core machine it is taken by the long
  /// synchronous suites for over a minute (a run with the machine building beside it
  /// stopped two of them at a one-minute limit, after 65 seconds).
  nonisolated static let hangLimit = TimeLimitTrait.Duration.minutes(3)

  @Test(
    "A timer on the main run loop fires on the host's clock, once per interval, each fire its own transaction",
    .needsSimulatedMainScheduling)
  func timerFires() {
    let host = host(TickingScreen())
    #expect(host.clock.scheduled.map(\.label) == ["Timer every 1s"])
    let ticks = host.advance(by: .milliseconds(2500))
    expectNoDifference(
      ticks.map(events),
      [
        "time: Timer every 1s at t+1.0s; onReceive: TickingScreen/VStack (Date)",
        "time: Timer every 1s at t+2.0s; onReceive: TickingScreen/VStack (Date)",
      ])
    expectNoDifference(
      ticks.map { $0.printedChanges.joined(separator: "; ") },
      ["TickingScreen: _ticks, _last changed.", "TickingScreen: _ticks, _last changed."])
    #expect(host.treeDescription.contains("Text(2 ticks, last at 2.0)"), "\(host.treeDescription)")
    let next = host.advance(by: .milliseconds(500))
    #expect(next.count == 1 && host.clock.now == HostClock.Instant(offset: .seconds(3)), "\(next.map(\.trace))")
  }

  @Test(
    "The README's stopwatch: each tick of an onReceive timer runs one body, on every build (Apple's timer too)")
  func stopwatch() {
    let host = host(Stopwatch())
    let ticks = host.advance(by: .seconds(3))
    #expect(ticks.map(\.bodyCount) == [1, 1, 1], "\(ticks.map(\.trace))")
    #expect(ticks[0].lifecycleEvents.first?.description == "time: Timer every 1s at t+1.0s")
    #expect(host.treeDescription.contains("Text(3 s)"), "\(host.treeDescription)")
  }

  @Test("Removing the view cancels its timer: nothing is left on the clock", .needsSimulatedMainScheduling)
  func timerCancelled() {
    let host = host(TimerSwitch())
    #expect(host.clock.scheduled.count == 1)
    host.tap("Stop")
    #expect(host.clock.scheduled.isEmpty, "\(host.clock.scheduled)")
    #expect(host.advance(by: .seconds(5)).isEmpty)
  }

  @Test(
    "debounce on RunLoop.main publishes once per pause: typing re-runs the field, the results once",
    .needsSimulatedMainScheduling)
  func debounce() {
    let host = host(DebouncedSearch())
    let typed = host.type("swift", into: "Search")
    #expect(typed.allSatisfy { $0.evaluatedViews == ["DebouncedSearch"] }, "\(typed.map(\.trace))")
    #expect(host.advance(by: .milliseconds(299)).isEmpty)
    let paused = host.advance(by: .milliseconds(1))
    // The subscription's first value (the empty query, at the mount) and each
    // keystroke scheduled a check of their own, as Combine's debounce does: the first
    // five find a newer value and publish nothing; the last publishes.
    expectNoDifference(paused.map(views), ["", "", "", "", "", "DebouncedSearch, ResultsList"])
    #expect(host.treeDescription.contains("Text(results for swift)"), "\(host.treeDescription)")
  }

  @Test(
    "receive(on: DispatchQueue.main) delivers after the update that sent, as its own transaction",
    .needsSimulatedMainScheduling)
  func receiveOnMain() {
    let relay = PassthroughSubject<Int, Never>()
    let host = host(Relayed(values: relay.receive(on: DispatchQueue.main).eraseToAnyPublisher()))
    let sent = host.update { relay.send(4) }
    #expect(sent.bodyCount == 0, "\(sent.trace)")
    let delivered = host.advance(by: .zero)
    expectNoDifference(delivered.flatMap(\.printedChanges), ["Relayed: _value changed."])
  }

  @Test("HostScheduler puts Combine's time operators on the running host's clock, on every build")
  func hostScheduler() {
    let relay = PassthroughSubject<Int, Never>()
    let delayed = relay.delay(for: .milliseconds(500), scheduler: HostScheduler()).eraseToAnyPublisher()
    let host = host(Relayed(values: delayed))
    #expect(host.update { relay.send(7) }.bodyCount == 0)
    #expect(host.clock.scheduled.map(\.label) == ["HostScheduler after 0.5s"])
    let delivered = host.advance(by: .milliseconds(500))
    expectNoDifference(delivered.flatMap(\.printedChanges), ["Relayed: _value changed."])
    // A repeating schedule: every second from a second on, until cancelled.
    var fired: [HostClock.Instant] = []
    let scheduler = HostScheduler()
    var cancellable: (any Cancellable)?
    host.update {
      cancellable = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1)), interval: .seconds(1)) {
        fired.append(host.clock.now)
      }
    }
    host.advance(by: .milliseconds(2500))
    cancellable?.cancel()
    host.advance(by: .seconds(2))
    #expect(fired.map(\.offset) == [.milliseconds(1500), .milliseconds(2500)], "\(fired)")
  }

  @Test("A periodic timeline view re-makes its content at each entry; a child whose input is the date re-runs")
  func periodicTimeline() {
    let host = host(TimelineScreen(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)))
    #expect(host.treeDescription.contains("Text(0.0)"), "\(host.treeDescription)")
    let ticks = host.advance(by: .seconds(3))
    expectNoDifference(
      ticks.map(events), (1...3).map { "time: TimelineView .periodic every 1s at t+\($0).0s" })
    expectNoDifference(ticks.map(views), Array(repeating: "SecondsLabel", count: 3))
    #expect(host.treeDescription.contains("Text(3.0)"), "\(host.treeDescription)")
  }

  @Test("An every-minute timeline ticks at the start of each minute")
  func everyMinute() {
    let host = host(TimelineScreen(schedule: .everyMinute))
    let ticks = host.advance(by: .seconds(125))
    expectNoDifference(
      ticks.flatMap { $0.lifecycleEvents.map(\.description) },
      ["time: TimelineView .everyMinute at t+60.0s", "time: TimelineView .everyMinute at t+120.0s"])
  }

  @Test("An explicit timeline shows its first date, ticks at the later ones, then stops")
  func explicitTimeline() {
    let dates = [0.0, 2.0, 5.0].map { Date(timeIntervalSinceReferenceDate: $0) }
    let host = host(TimelineScreen(schedule: .explicit(dates)))
    let ticks = host.advance(by: .seconds(10))
    expectNoDifference(ticks.map(views), ["SecondsLabel", "SecondsLabel"])
    #expect(host.clock.scheduled.isEmpty)
  }

  @Test("A periodic schedule from .now (the wall clock) ticks an interval after the view appears: our choice")
  func periodicFromNow() {
    let host = host(TimelineScreen(schedule: .periodic(from: .now, by: 1)))
    #expect(host.treeDescription.contains("Text(0.0)"), "\(host.treeDescription)")
    let ticks = host.advance(by: .seconds(2))
    expectNoDifference(ticks.map(events), (1...2).map { "time: TimelineView .periodic every 1s at t+\($0).0s" })
  }

  @Test(
    "An explicit schedule shows its last date not after the host's, or the host's date when all are ahead",
    arguments: [([3.0, 5.0], "Text(0.0)", 2), ([-5.0, -3.0], "Text(-3.0)", 0), ([-1.0, 4.0], "Text(-1.0)", 1)])
  func explicitEntries(dates: [Double], shown: String, ticks: Int) {
    let host = host(TimelineScreen(schedule: .explicit(dates.map { Date(timeIntervalSinceReferenceDate: $0) })))
    #expect(host.treeDescription.contains(shown), "\(host.treeDescription)")
    let updates = host.advance(by: .seconds(10))
    #expect(
      updates.count == ticks && updates.allSatisfy { $0.evaluatedViews == ["SecondsLabel"] }, "\(updates.map(\.trace))")
  }

  @Test("Pausing an animation schedule stops its ticks; resuming starts them again")
  func pausedAnimation() {
    let host = host(PausableTimeline())
    #expect(host.advance(by: .seconds(1)).count == 2)
    host.tap("Pause")
    #expect(host.advance(by: .seconds(1)).isEmpty)
    // The new schedule is read from the host's date: the resuming update shows the
    // entry of that moment, then one comes every half second.
    let resume = host.tap("Resume")
    #expect(resume.evaluatedViews == ["PausableTimeline", "SecondsLabel"], "\(resume.trace)")
    #expect(host.treeDescription.contains("Text(2.0)"), "\(host.treeDescription)")
    let resumed = host.advance(by: .seconds(1))
    expectNoDifference(resumed.map(events), [2.5, 3.0].map { "time: TimelineView .animation every 0.5s at t+\($0)s" })
  }

  @Test(
    "A sleep on the host's clock resumes when an advance reaches it, and throws when cancelled",
    .timeLimit(TimeTests.hangLimit)
  )
  func sleep() async throws {
    let host = host(Text("idle"))
    let clock = host.clock
    let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
    while clock.scheduled.isEmpty { await Task.yield() }
    #expect(host.advance(by: .seconds(1)).isEmpty && clock.scheduled.count == 1)
    #expect(host.advance(by: .seconds(1)).map(events) == ["time: sleep at t+2.0s"])
    try await sleeper.value
    let cancelled = Task { try await clock.sleep(for: .seconds(2)) }
    while clock.scheduled.isEmpty { await Task.yield() }
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    #expect(clock.scheduled.isEmpty)
    // A deadline the clock has reached returns at once.
    try await clock.sleep(until: clock.now)
    #expect(clock.scheduled.isEmpty)
  }

  @Test(
    "run(for:) lets a task a sleep wakes run before the next item: a loop of sleeps ticks once per interval",
    .timeLimit(TimeTests.hangLimit))
  func sleepLoop() async {
    let feed = PollFeed()
    let host = host(PollingScreen(feed: feed))
    let clock = host.clock
    feed.clock = clock
    // A view's task asleep on the host's clock waits for an advance: settle() does not
    // wait for it, nor report it still running.
    let settled = await host.settle(quiet: .milliseconds(5))
    #expect(settled.diagnostics.isEmpty, "\(settled.trace)")
    #expect(clock.scheduled.map(\.label) == ["sleep"], "\(clock.scheduled)")

    let ticks = await host.run(for: .milliseconds(3500))
    expectNoDifference(ticks.map(events), ["time: sleep at t+1.0s", "time: sleep at t+2.0s", "time: sleep at t+3.0s"])
    #expect(ticks.map(\.evaluatedViews) == [["Headline"], ["Headline"], ["Headline"]], "\(ticks.map(\.trace))")
    #expect(host.treeDescription.contains("Text(3 polls)"), "\(host.treeDescription)")
    #expect(clock.now == HostClock.Instant(offset: .milliseconds(3500)))

    // advance(by:) runs the item only: the woken task runs after it returns.
    let one = host.advance(by: .seconds(2))
    #expect(one.count == 1 && one[0].evaluatedViews.isEmpty, "\(one.map(\.trace))")
    await host.settle(quiet: .milliseconds(5))
    #expect(host.treeDescription.contains("Text(4 polls)"), "\(host.treeDescription)")
  }

  @Test(
    "run(for:) runs the other items as advance(by:) does, and stops waiting for a task that ends",
    .timeLimit(TimeTests.hangLimit))
  func runEndsWithTask() async {
    let feed = PollFeed()
    feed.limit = 2
    let host = host(PollingScreen(feed: feed))
    feed.clock = host.clock
    await host.settle(quiet: .milliseconds(5))
    let ticks = await host.run(for: .seconds(5))
    #expect(ticks.map(\.evaluatedViews) == [["Headline"], ["Headline"]], "\(ticks.map(\.trace))")
    #expect(host.clock.scheduled.isEmpty, "\(host.clock.scheduled)")
    #expect(host.treeDescription.contains("Text(2 polls)"), "\(host.treeDescription)")
  }

  @Test(
    "Work that keeps scheduling more for the same moment is stopped with a diagnostic", .needsSimulatedMainScheduling)
  func runaway() {
    let host = host(Text("idle"))
    host.update { Forever.schedule() }
    let updates = host.advance(by: .seconds(1))
    #expect(updates.last?.diagnostics.map(\.kind) == [.clockRunaway], "\(updates.last?.trace ?? "")")
    #expect(host.clock.scheduled.isEmpty)
  }
}

/// An update's lifecycle events on one line.
private func events(_ update: Update) -> String {
  update.lifecycleEvents.map(\.description).joined(separator: "; ")
}

/// An update's evaluated views on one line.
private func views(_ update: Update) -> String {
  update.evaluatedViews.joined(separator: ", ")
}

// MARK: - Screens

private struct TickingScreen: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0
  @State private var last = Date(timeIntervalSinceReferenceDate: 0)

  var body: some View {
    VStack {
      Text("\(ticks) ticks, last at \(last.timeIntervalSinceReferenceDate)")
    }
    .onReceive(timer) { date in
      ticks += 1
      last = date
    }
  }
}

private struct Stopwatch: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var seconds = 0
  var body: some View {
    VStack {
      Text("\(seconds) s")
      ControlsPanel()
    }
    .onReceive(timer) { _ in seconds += 1 }
  }
}

private struct ControlsPanel: View {
  var body: some View { Button("Lap") {} }
}

private struct TimerSwitch: View {
  @State private var running = true
  var body: some View {
    VStack {
      if running { TickingScreen() }
      Button("Stop") { running = false }
    }
  }
}

private final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  private var cancellables: Set<AnyCancellable> = []

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .sink { [weak self] query in self?.results = query.isEmpty ? [] : ["results for \(query)"] }
      .store(in: &cancellables)
  }
}

private struct DebouncedSearch: View {
  @StateObject private var model = SearchModel()
  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      ResultsList(results: model.results)
    }
  }
}

private struct ResultsList: View {
  let results: [String]
  var body: some View {
    ForEach(results, id: \.self) { Text($0) }
  }
}

private struct Relayed: View {
  let values: AnyPublisher<Int, Never>
  @State private var value = 0
  var body: some View {
    Text("\(value)").onReceive(values) { value = $0 }
  }
}

private struct TimelineScreen<Schedule: TimelineSchedule>: View {
  let schedule: Schedule
  var body: some View {
    TimelineView(schedule) { context in
      SecondsLabel(date: context.date)
    }
  }
}

private struct PausableTimeline: View {
  @State private var paused = false
  var body: some View {
    VStack {
      TimelineView(.animation(minimumInterval: 0.5, paused: paused)) { context in
        SecondsLabel(date: context.date)
      }
      Button(paused ? "Resume" : "Pause") { paused.toggle() }
    }
  }
}

private struct SecondsLabel: View {
  let date: Date
  var body: some View { Text("\(date.timeIntervalSinceReferenceDate)") }
}

/// Schedules itself again on the main queue, for now, forever.
@MainActor
private enum Forever {
  static func schedule() {
    DispatchQueue.main.schedule { MainActor.assumeIsolated { Forever.schedule() } }
  }
}

/// A feed polled every second on the clock it is given.
@MainActor
@Observable
private final class PollFeed {
  var polls = 0
  @ObservationIgnored var limit = Int.max
  @ObservationIgnored var clock: HostClock?

  func poll() async {
    guard let clock else { return }
    while polls < limit {
      do { try await clock.sleep(for: .seconds(1)) } catch { return }
      polls += 1
    }
  }
}

private struct PollingScreen: View {
  let feed: PollFeed
  var body: some View {
    VStack {
      Headline(feed: feed)
      Text("Latest")
    }
    .task { await feed.poll() }
  }
}

private struct Headline: View {
  let feed: PollFeed
  var body: some View { Text("\(feed.polls) polls") }
}

@Suite("Time: what outlives a host")
@MainActor
struct TimeLifetimeTests {
  @Test("A dropped host frees its clock, the timer it connected and the timeline's entry")
  func nothingOutlivesTheHost() {
    weak var clock: HostClock?
    weak var timer: Publishers.Autoconnect<Timer.TimerPublisher>?
    do {
      let screen = TickingScreen()
      timer = screen.timer
      var host: ViewHost? = ViewHost(
        VStack {
          screen
          TimelineScreen(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1))
        }, options: .init(clockOrigin: 0))
      clock = host?.clock
      host?.advance(by: .seconds(3))
      host = nil
      _ = host
    }
    #expect(clock == nil, "the host's clock outlived it")
    #expect(timer == nil, "the timer outlived its host")
  }
}
