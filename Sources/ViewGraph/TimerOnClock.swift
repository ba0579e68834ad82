import Combine
import Foundation
import ViewGraphCore

// Apple's `Timer.publish(…).autoconnect()` handed to `onReceive`, on the host's clock
// (Documentation/Rules.md, "Time"): where Combine is Apple's, the timer's run loop is
// real, so the subscriptions fire the timer's dates on the clock instead, every
// interval from when the first subscriber appears, as the autoconnected timer does:
// one timer for all its subscribers (each fire reaches them in the order they
// subscribed, in one transaction), stopped when the last one goes. With the package's
// own Combine the timer itself schedules on the clock and this is not used.

extension Publishers.Autoconnect: HostClockPublisher where Upstream == Timer.TimerPublisher {
  package func subscribe(on clock: HostClock, _ send: @escaping (Any) -> Void) -> AnyCancellable {
    let key = ObjectIdentifier(self)
    let timer = clock.attachment(for: key) { ClockTimer() }
    let id = timer.add(send)
    if timer.item == nil {
      let interval = upstream.interval
      let every = HostClock.duration(seconds: interval)
      timer.item = clock.schedule(after: every, every: every, label: "Timer every \(clockLabel(seconds: interval))") {
        [weak clock, weak timer] in
        guard let clock, let timer else { return }
        timer.fire(Date(timeIntervalSinceReferenceDate: clock.secondsSinceReferenceDate))
      }
    }
    return AnyCancellable { [weak clock, weak timer] in
      guard let timer, timer.remove(id) else { return }
      if let item = timer.item { clock?.cancel(item) }
      timer.item = nil
      clock?.detach(key)
    }
  }
}

/// One autoconnected timer on a host's clock: its subscribers and its clock item.
private final class ClockTimer: @unchecked Sendable {
  private var subscribers: [(id: Int, send: (Any) -> Void)] = []
  private var nextID = 0
  /// The repeating item on the clock, while anyone subscribes.
  var item: Int?

  func add(_ send: @escaping (Any) -> Void) -> Int {
    nextID += 1
    subscribers.append((nextID, send))
    return nextID
  }

  /// Removes a subscriber; whether none is left.
  func remove(_ id: Int) -> Bool {
    subscribers.removeAll { $0.id == id }
    return subscribers.isEmpty
  }

  func fire(_ date: Date) {
    for subscriber in subscribers { subscriber.send(date) }
  }
}
