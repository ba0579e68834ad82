import Dispatch
import Observation
import Synchronization
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q10: misuse from other threads is recorded, not a crash.

@Suite("Misuse from other threads (Q10)")
@MainActor
struct ThreadTests {
  @Test("Q10: publishing from a background thread is reported with SwiftUI's text and applied on the main actor")
  func backgroundPublish() async {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let sendable = UncheckedBox(model)
    await Task.detached { sendable.value.isSyncing = true }.value
    let update = host.flush()
    #expect(
      update.diagnostics.map(\.message) == [
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
      ])
    #expect(update.printedChanges == ["LegacyLabel: _model changed."])
  }

  @Test("An @Observable written from a background thread invalidates on the main actor")
  func backgroundObservable() async {
    let model = BookStore()
    let host = ViewHost(QueryLabel(model: model))
    let sendable = UncheckedBox(model)
    await Task.detached { sendable.value.searchText = "bg" }.value
    let update = host.flush()
    #expect(update.printedChanges == ["QueryLabel: @dependencies changed."])
  }

  @Test("A @State write from a background thread is applied on the main actor at the next flush")
  func backgroundState() async {
    let host = ViewHost(Setter())
    let binding = Setter.binding
    await Task.detached { binding?.value.wrappedValue = 7 }.value
    let update = host.flush()
    #expect(update.printedChanges == ["Setter: _value changed."])
    #expect(host.treeDescription.contains("Text(7)"))
  }

  // An async `main` on Linux runs the main actor on dispatch workers that change
  // across suspensions (the hang `rerender fuzz` found): the check asks the main
  // queue, not a thread.
  @Test("The main actor is recognised after suspensions; detached tasks and other actors are not")
  func mainActorCheck() async {
    for _ in 0..<20 {
      #expect(MainThread.isCurrent)
      await Task.detached { #expect(!MainThread.isCurrent) }.value
      await OtherActor().check()
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(MainThread.isCurrent)
  }

  @Test("A write on the main actor after a suspension applies at once, with no off-main diagnostic")
  func writeAfterSuspension() async {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    await Task.detached {}.value
    try? await Task.sleep(for: .milliseconds(1))
    let update = host.update { model.isSyncing = true }
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    #expect(update.printedChanges == ["LegacyLabel: _model changed."])
  }
}

extension ThreadTests {
  // A transaction marks the thread running it (MainThread.enterTransaction): the mark
  // is the thread's own, so another thread working meanwhile is not the main actor.
  @Test("During an update, its own writes are on the main actor and another thread's are not")
  func transactionMarkIsTheThreads() async {
    let model = LegacyBookStore()
    let host = ViewHost(LegacyLabel(model: model))
    let probe = ThreadProbe()
    let update = host.update {
      #expect(MainThread.isCurrent)
      probe.askAnotherThread()
      model.isSyncing = true
    }
    #expect(probe.answer == false)
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    #expect(update.printedChanges == ["LegacyLabel: _model changed."])
    #expect(MainThread.isCurrent)
  }
}

extension ThreadTests {
  // An update is plain data once returned: reading it from several threads at once
  // reads values, and makes or caches nothing (run under ThreadSanitizer by CI).
  @Test("One update's causes, full causes and explained trace, read from several threads at once, read the same")
  func updateReadFromThreads() async {
    let model = TraceModel()
    let host = ViewHost(TraceRoot(model: model))
    let update = host.update {
      model.title = "A title longer than forty characters, to be abbreviated"
      model.count = 2
    }
    // Read first by the threads, together: nothing is read before they start.
    let readings = await readTogether(update, threads: 4)
    let expected = TraceReading(update)
    #expect(readings.count == 4)
    for reading in readings { #expect(reading == expected, "\(update.explainedTrace)") }
    expectNoDifference(
      expected.causes,
      [
        "@dependencies: TraceModel.title, TraceModel.count changed",
        #"@self: its parent passed a new value: title "" → "A title longer than forty characters, …; count 0 → 2"#,
        #"@self: its parent passed a new value: title "" → "A title longer than forty characters, …; count 0 → 2"#,
      ], "\(update.explainedTrace)")
    #expect(
      expected.fullCauses[1]
        == #"@self: its parent passed a new value: title "" → "A title longer than forty characters, to be abbreviated"; count 0 → 2"#
    )
  }
}

/// What `threads` threads read of an update at once: the first two wait for each
/// other before they read.
///
/// A queue of its own, not tasks: the tests running beside
/// this one may hold every thread of the concurrency pool. Nonisolated, so that the
/// work it hands the queue is not the main actor's (it would be checked for it, off
/// the main thread).
private func readTogether(_ update: Update, threads: Int) async -> [TraceReading] {
  let slots = (0..<threads).map { _ in ReadingSlot() }
  let together = Rendezvous(count: 2)
  let readers = DispatchQueue(label: "update readers", attributes: .concurrent)
  let done = DispatchGroup()
  for slot in slots {
    readers.async(group: done) {
      together.meet()
      slot.reading = TraceReading(update)
    }
  }
  await withCheckedContinuation { continuation in done.notify(queue: .global()) { continuation.resume() } }
  return slots.compactMap(\.reading)
}

/// One thread's reading, written by that thread only, read once it has finished.
private final class ReadingSlot: @unchecked Sendable {
  var reading: TraceReading?
}

/// Holds the threads that meet it until `count` have (for a second at most), so that
/// what they do next overlaps.
///
/// Relaxed: meeting orders nothing else, so ThreadSanitizer still sees their accesses as
/// concurrent.
private final class Rendezvous: Sendable {
  private let arrived = Atomic<Int>(0)
  private let count: Int

  init(count: Int) { self.count = count }

  func meet() {
    arrived.add(1, ordering: .relaxed)
    let deadline = ContinuousClock.now + .seconds(1)
    while arrived.load(ordering: .relaxed) < count, ContinuousClock.now < deadline {}
  }
}

/// What reading an update gives.
private struct TraceReading: Equatable, Sendable {
  let causes: [String]
  let fullCauses: [String]
  let trace: String

  init(_ update: Update) {
    causes = update.evaluations.flatMap(\.causes)
    fullCauses = update.evaluations.flatMap(\.fullCauses)
    trace = update.explainedTrace
  }
}

@Observable private final class TraceModel {
  var title = ""
  var count = 0
}

private struct TraceRoot: View {
  let model: TraceModel
  var body: some View {
    VStack {
      TraceLabel(model: model, title: model.title, count: model.count)
      TraceLabel(model: model, title: model.title, count: model.count)
    }
  }
}

private struct TraceLabel: View {
  let model: TraceModel
  let title: String
  let count: Int
  var body: some View { Text("\(title) \(count)") }
}

/// Asks, from a detached task, whether it is on the main actor, and waits for it.
private final class ThreadProbe: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let seen = Mutex<Bool?>(nil)

  var answer: Bool? { seen.withLock { $0 } }

  func askAnotherThread() {
    Task.detached { [self] in
      seen.withLock { $0 = MainThread.isCurrent }
      done.signal()
    }
    done.wait()
  }
}

private actor OtherActor {
  func check() { #expect(!MainThread.isCurrent) }
}

// MARK: - Fixtures

final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

private struct Setter: View {
  @State private var value = 0
  nonisolated(unsafe) static var binding: UncheckedBox<Binding<Int>>?
  var body: some View {
    Setter.binding = UncheckedBox($value)
    return Text("\(value)")
  }
}
