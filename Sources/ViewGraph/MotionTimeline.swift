import Combine
import Foundation
import Observation
import ViewGraphCore

// A timeline view's entries on the host's clock (Documentation/Rules.md, "Time"):
// subscribed when the view appears, the schedule's next entry after the one shown is
// put on the clock; when it falls due the view shows it and the entry after it is
// put on the clock, until the schedule ends. Cancelled when the view disappears.

/// The entry a timeline view shows, kept while the view lives.
///
/// Observable: the content reads it in its own tracking scope, so a new entry re-makes
/// the content.
@Observable
final class TimelineEntry {
  /// The date of the entry shown; `nil` before the view first appears.
  var shown: Date?
  /// The date of the entry shown.
  var date: Date { shown ?? Date(timeIntervalSinceReferenceDate: 0) }
}

/// The entries of a timeline view's schedule after the one it shows, each sent when
/// the host's clock reaches it.
struct TimelineTicks<Schedule: TimelineSchedule>: Publisher {
  typealias Output = Date
  typealias Failure = Never

  let schedule: Schedule
  let entry: TimelineEntry
  weak var clock: HostClock?

  func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
    guard let clock else {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: .finished)
      return
    }
    let ticking = Ticking(
      schedule: schedule, shown: entry.shown, clock: clock, label: "TimelineView \(TimelineTicks.describe(schedule))"
    ) { date in _ = subscriber.receive(date) }
    subscriber.receive(subscription: ticking)
  }

  /// `.periodic every 1s`, `.everyMinute`, `.animation`, `.explicit`: what a tick is.
  static func describe(_ schedule: Schedule) -> String {
    switch schedule {
    case let periodic as PeriodicTimelineSchedule: ".periodic every \(seconds(periodic.interval))"
    case is EveryMinuteTimelineSchedule: ".everyMinute"
    case let animation as AnimationTimelineSchedule:
      animation.minimumInterval.map { ".animation every \(seconds($0))" } ?? ".animation"
    default: String(describing: Schedule.self).hasPrefix("ExplicitTimelineSchedule") ? ".explicit" : "schedule"
    }
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))s" : "\(value)s"
  }

  /// Two timeline subscriptions are the same while the view keeps its schedule's
  /// kind: a schedule made again by a body (`.periodic(from: .now, by: 1)`) keeps the
  /// ticks going as they were.
  static func == (lhs: TimelineTicks, rhs: TimelineTicks) -> Bool {
    lhs.entry === rhs.entry && describe(lhs.schedule) == describe(rhs.schedule)
  }
}

extension TimelineTicks: Equatable {}

/// One timeline view's ticking: the next entry on the clock at a time.
private final class Ticking<Schedule: TimelineSchedule>: Subscription {
  private var dates: Schedule.Entries.Iterator
  private var last: Date?
  private weak var clock: HostClock?
  private let label: String
  private let send: (Date) -> Void
  private var scheduled: Int?

  init(schedule: Schedule, shown: Date?, clock: HostClock, label: String, send: @escaping (Date) -> Void) {
    let now = Date(timeIntervalSinceReferenceDate: clock.secondsSinceReferenceDate)
    dates = schedule.entries(from: now, mode: .normal).makeIterator()
    last = shown
    self.clock = clock
    self.label = label
    self.send = send
    scheduleNext()
  }

  /// Puts the next entry after the last one shown on the clock; nothing once the
  /// schedule ends (or gives no later date within a thousand entries).
  private func scheduleNext() {
    guard let clock else { return }
    for _ in 0..<1000 {
      guard let next = dates.next() else { return }
      if let last, next <= last { continue }
      let delay = next.timeIntervalSinceReferenceDate - clock.secondsSinceReferenceDate
      scheduled = clock.schedule(after: HostClock.duration(seconds: max(0, delay)), label: label) { [weak self] in
        guard let self else { return }
        self.scheduled = nil
        self.last = next
        self.send(next)
        self.scheduleNext()
      }
      return
    }
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    if let scheduled { clock?.cancel(scheduled) }
    scheduled = nil
  }
}
