import ViewGraph

// “A timer re-renders the whole screen every second”, the everyday SwiftUI bug, on
// the host's clock (Documentation/Rules.md, "Time"): a one-second timer whose ticks
// are written where the whole screen observes them, against the timer kept in the
// small view that shows it, under ObservableObject and under @Observable.

/// A board of tasks with a one-second timer, written four ways.
public enum TickingTimer {
  /// The board's tasks.
  static let taskCount = 8

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "ticking-timer",
      title: "A one-second timer: what each tick costs, in the screen's model or in a small child",
      source:
        "the everyday bug “a timer re-renders the whole screen every second”; Documentation/Rules.md “Time”, Q2, Q6, Q21",
      summary:
        "Each tick of Timer.publish(every: 1).autoconnect() is its own transaction (the host's clock, moved by the step). Written into an ObservableObject the whole board observes, a tick re-runs every view holding the store: the board, its header and every row. The same write into an @Observable model re-runs only the body that reads the elapsed time (Q6). Kept in a child view's own @State, a tick re-runs that child alone, whichever model the board uses (Q2: the board and its rows are not invalidated).",
      variants: [
        Scenario.Variant(
          label: "ObservableObject, timer in the store",
          note: "the board's onReceive writes store.elapsed; the header and rows hold the store as @ObservedObject"
        ) {
          Scenario.Mounted(host: ViewHost(LegacyTimerBoard(), options: .init(clockOrigin: 0)))
        },
        Scenario.Variant(
          label: "@Observable, timer in the store",
          note: "the same board, its store @Observable: rows read only their task"
        ) {
          Scenario.Mounted(host: ViewHost(ObservableTimerBoard(), options: .init(clockOrigin: 0)))
        },
        Scenario.Variant(
          label: "ObservableObject, timer in a child",
          note: "the timer and its count live in ElapsedBadge's @State; the store has no elapsed time"
        ) {
          Scenario.Mounted(host: ViewHost(LegacyBadgeBoard(), options: .init(clockOrigin: 0)))
        },
        Scenario.Variant(
          label: "@Observable, timer in a child",
          note: "ElapsedBadge keeps the timer; the store is @Observable"
        ) {
          Scenario.Mounted(host: ViewHost(ObservableBadgeBoard(), options: .init(clockOrigin: 0)))
        },
      ],
      steps: [.advance(by: .seconds(1)), .advance(by: .seconds(3))],
      claims: [
        Scenario.Claim(
          "a timer re-renders the whole screen every second: the board, its header and its \(taskCount) rows",
          variant: "ObservableObject, timer in the store", step: 1, claimed: taskCount + 2),
        Scenario.Claim(
          "three seconds, three ticks, the whole screen each time",
          variant: "ObservableObject, timer in the store", step: 2, claimed: 3 * (taskCount + 2)),
        Scenario.Claim(
          "Documentation/Rules.md Q6: with @Observable only the body that reads elapsed runs",
          variant: "@Observable, timer in the store", step: 1, claimed: 1),
        Scenario.Claim(
          "moving the timer into the view that shows it: one body per tick",
          variant: "ObservableObject, timer in a child", step: 1, measure: .bodiesOf("ElapsedBadge"), claimed: 1),
        Scenario.Claim(
          "moving the timer into a child saves 90% of each tick's bodies under ObservableObject",
          variant: "ObservableObject, timer in a child", step: 1,
          measure: .reduction(from: "ObservableObject, timer in the store"), claimed: 90),
        Scenario.Claim(
          "with @Observable, the child's tick is the only body too",
          variant: "@Observable, timer in a child", step: 2, claimed: 3),
        Scenario.Claim(
          "migrating the store to @Observable is all the fix the board needs (as if migrated, the @Observable board's counts at every step)",
          variant: "ObservableObject, timer in the store", step: 0,
          measure: .stepsUnlikeTwinAsIfObservable("@Observable, timer in the store"), claimed: 0),
      ])
  }
}

// MARK: - Models

/// One task on the board.
struct BoardTask: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var isDone = false
}

private func sampleTasks() -> [BoardTask] {
  (1...TickingTimer.taskCount).map { BoardTask(id: $0, title: "Task \($0)") }
}

final class LegacyBoardStore: ObservableObject {
  @Published var elapsed = 0
  @Published var tasks = sampleTasks()

  func toggle(_ task: BoardTask) {
    guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
    tasks[index].isDone.toggle()
  }
}

@Observable final class ObservableBoardStore {
  var elapsed = 0
  var tasks = sampleTasks()

  func toggle(_ task: BoardTask) {
    guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
    tasks[index].isDone.toggle()
  }
}

// MARK: - Timer in the store, ObservableObject

struct LegacyTimerBoard: View {
  @StateObject private var store = LegacyBoardStore()
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      Text("Elapsed \(store.elapsed) s")
      LegacyBoardHeader(store: store)
      ForEach(store.tasks) { task in LegacyTaskRow(task: task, store: store) }
    }
    .onReceive(timer) { _ in store.elapsed += 1 }
  }
}

struct LegacyBoardHeader: View {
  @ObservedObject var store: LegacyBoardStore
  var body: some View {
    Text("\(store.tasks.filter(\.isDone).count) of \(store.tasks.count) done")
  }
}

struct LegacyTaskRow: View {
  let task: BoardTask
  @ObservedObject var store: LegacyBoardStore
  var body: some View {
    Button(task.isDone ? "✓ \(task.title)" : task.title) { store.toggle(task) }
  }
}

// MARK: - Timer in the store, @Observable

struct ObservableTimerBoard: View {
  @State private var store = ObservableBoardStore()
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      Text("Elapsed \(store.elapsed) s")
      ObservableBoardHeader(store: store)
      ForEach(store.tasks) { task in ObservableTaskRow(task: task, store: store) }
    }
    .onReceive(timer) { _ in store.elapsed += 1 }
  }
}

struct ObservableBoardHeader: View {
  let store: ObservableBoardStore
  var body: some View {
    Text("\(store.tasks.filter(\.isDone).count) of \(store.tasks.count) done")
  }
}

struct ObservableTaskRow: View {
  let task: BoardTask
  let store: ObservableBoardStore
  var body: some View {
    Button(task.isDone ? "✓ \(task.title)" : task.title) { store.toggle(task) }
  }
}

// MARK: - Timer in a child

/// The elapsed time, with its own timer: a tick re-runs this view only.
struct ElapsedBadge: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var elapsed = 0

  var body: some View {
    Text("Elapsed \(elapsed) s")
      .onReceive(timer) { _ in elapsed += 1 }
  }
}

struct LegacyBadgeBoard: View {
  @StateObject private var store = LegacyBoardStore()

  var body: some View {
    VStack {
      ElapsedBadge()
      LegacyBoardHeader(store: store)
      ForEach(store.tasks) { task in LegacyTaskRow(task: task, store: store) }
    }
  }
}

struct ObservableBadgeBoard: View {
  @State private var store = ObservableBoardStore()

  var body: some View {
    VStack {
      ElapsedBadge()
      ObservableBoardHeader(store: store)
      ForEach(store.tasks) { task in ObservableTaskRow(task: task, store: store) }
    }
  }
}
