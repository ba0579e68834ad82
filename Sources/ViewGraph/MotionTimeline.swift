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
  /// What made the schedule the entry was picked from (``TimelineTicks/key(_:)``).
  @ObservationIgnored var scheduleKey: String?

  /// Shows `date` without notifying the content: the view's own expansion makes the
  /// content after it, so the content reads it anyway.
  func show(_ date: Date, of key: String) {
    _shown = date
    scheduleKey = key
  }
}

/// `1s`, `0.5s`: an interval in a label of the host's clock, as the package's Combine
/// writes it (`Timer every 1s`), so a Mac's timer and Linux's read the same.
func clockLabel(seconds value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))s" : "\(value)s"
}

/// A schedule's dates as a timeline view on the host's clock reads them.
enum TimelineDates {
  /// The schedule's dates from `now`.
  ///
  /// **Our choice**: a periodic schedule that starts after the host's date is taken as
  /// starting at it. `.periodic(from: .now, by: 1)` reads the wall clock, which is not
  /// the host's: taken as written, its first tick would come late (or, with a fixed
  /// `clockOrigin`, years later) instead of an interval after the view appears.
  static func dates<Schedule: TimelineSchedule>(of schedule: Schedule, from now: Date) -> AnyIterator<Date> {
    if let periodic = schedule as? PeriodicTimelineSchedule, periodic.start > now {
      var dates = PeriodicTimelineSchedule(from: now, by: periodic.interval).entries(from: now, mode: .normal)
        .makeIterator()
      return AnyIterator { dates.next() }
    }
    var dates = schedule.entries(from: now, mode: .normal).makeIterator()
    return AnyIterator { dates.next() }
  }

  /// The entry a timeline view shows at `now`: the last date not after it, or `now`
  /// when the schedule's first date is later (its dates then come as ticks).
  static func shown(by dates: AnyIterator<Date>, at now: Date) -> Date {
    var shown: Date?
    for _ in 0..<10_000 {
      guard let date = dates.next(), date <= now else { break }
      shown = date
    }
    return shown ?? now
  }
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
    case let periodic as PeriodicTimelineSchedule: ".periodic every \(clockLabel(seconds: periodic.interval))"
    case is EveryMinuteTimelineSchedule: ".everyMinute"
    case let animation as AnimationTimelineSchedule:
      animation.minimumInterval.map { ".animation every \(clockLabel(seconds: $0))" } ?? ".animation"
    default: String(describing: Schedule.self).hasPrefix("ExplicitTimelineSchedule") ? ".explicit" : "schedule"
    }
  }

  /// What makes two schedules the same to a timeline view: a periodic one's interval
  /// (not its start: a body making `.periodic(from: .now, by: 1)` again keeps the
  /// ticks going as they were), an animation's interval and whether it is paused, and
  /// anything else's value as it prints (an explicit schedule's dates).
  static func key(_ schedule: Schedule) -> String {
    switch schedule {
    case let periodic as PeriodicTimelineSchedule: ".periodic every \(periodic.interval)"
    case is EveryMinuteTimelineSchedule: ".everyMinute"
    case let animation as AnimationTimelineSchedule:
      ".animation \(animation.minimumInterval.map { "\($0)" } ?? "-") paused: \(animation.paused)"
    default: String(describing: schedule)
    }
  }

  /// Two timeline subscriptions are the same while the view keeps a schedule of the
  /// same ``key(_:)``; another one (an animation paused, other explicit dates)
  /// subscribes again from the entry shown.
  static func == (lhs: TimelineTicks, rhs: TimelineTicks) -> Bool {
    lhs.entry === rhs.entry && key(lhs.schedule) == key(rhs.schedule)
  }
}

extension TimelineTicks: Equatable {}

/// One timeline view's ticking: the next entry on the clock at a time.
private final class Ticking<Schedule: TimelineSchedule>: Subscription {
  private let dates: AnyIterator<Date>
  private var last: Date?
  private weak var clock: HostClock?
  private let label: String
  private let send: (Date) -> Void
  private var scheduled: Int?

  init(schedule: Schedule, shown: Date?, clock: HostClock, label: String, send: @escaping (Date) -> Void) {
    let now = Date(timeIntervalSinceReferenceDate: clock.secondsSinceReferenceDate)
    dates = TimelineDates.dates(of: schedule, from: now)
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
