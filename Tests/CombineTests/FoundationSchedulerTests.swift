import Combine
import Foundation
import Testing

// What Foundation adds to Combine (Apple's on a Mac, the package's own on Linux): the
// schedulers' time types and the notification publisher, through their public interface.

@Suite("Foundation's schedulers and publishers")
struct FoundationSchedulerTests {
  @Test("A run loop's and an operation queue's strides count seconds; a dispatch queue's counts nanoseconds")
  func strides() {
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval == 0.3)
    #expect(RunLoop.SchedulerTimeType.Stride.seconds(2).magnitude == 2)
    #expect(OperationQueue.SchedulerTimeType.Stride.microseconds(500).timeInterval == 0.0005)
    #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude == 300_000_000)
    #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude == 1_500_000_000)
    #expect(DispatchQueue.SchedulerTimeType.Stride(floatLiteral: 0.25).magnitude == 250_000_000)
  }

  @Test("Scheduler times advance by their strides and measure the distance between them")
  func timeArithmetic() {
    let start = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10))
    let later = start.advanced(by: .seconds(5))
    #expect(later.date == Date(timeIntervalSinceReferenceDate: 15))
    #expect(start.distance(to: later).timeInterval == 5)
    let dispatched = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    #expect(dispatched.advanced(by: .nanoseconds(500)).dispatchTime.uptimeNanoseconds == 1_500)
    #expect(dispatched.distance(to: dispatched.advanced(by: .microseconds(2))).magnitude == 2_000)
  }

  @Test("A notification publisher delivers what is posted while subscribed, from the named object only")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("FoundationSchedulerTests.ping")
    let sender = NSObject()
    var received: [String] = []
    let cancellable = center.publisher(for: name, object: sender).sink { note in
      received.append(note.userInfo?["text"] as? String ?? "")
    }
    center.post(name: name, object: sender, userInfo: ["text": "one"])
    center.post(name: name, object: NSObject(), userInfo: ["text": "other sender"])
    center.post(name: name, object: sender, userInfo: ["text": "two"])
    cancellable.cancel()
    center.post(name: name, object: sender, userInfo: ["text": "after cancel"])
    #expect(received == ["one", "two"])
  }

  @Test("A timer publisher keeps its settings and publishes dates")
  func timerSettings() {
    let timer = Timer.publish(every: 0.5, tolerance: 0.1, on: .main, in: .common)
    #expect(timer.interval == 0.5 && timer.tolerance == 0.1 && timer.runLoop === RunLoop.main && timer.mode == .common)
  }
}
