import Combine

// Appear, disappear and task events, fired after each flush's passes, in
// SwiftUI's order (see Lifecycle.swift).

/// The lifecycle events a graph owes its views, and the tasks they started.
@MainActor
final class LifecycleQueue {
  /// A view whose identity ended with an `onDisappear` action or a running task.
  private struct Departure {
    let position: [Int]
    let path: String
    let action: (() -> Void)?
    let cancelledTask: Bool
    let cancelledSubscription: Bool
  }

  /// Lifecycle nodes created in this flush, waiting for their `onAppear` or `task`.
  @exclusivity(unchecked) private var pendingAppears: [GraphNode] = []
  /// Identities ended in this flush with an `onDisappear` action or a running task.
  @exclusivity(unchecked) private var departures: [Departure] = []
  /// Running tasks, by node.
  private var tasks: [Int: Task<Void, Never>] = [:]
  /// The token of each node's current task.
  private var taskTokens: [Int: Int] = [:]
  /// The mark of each node's current task (HostClock.swift: a sleep on a host's clock).
  private var taskMarks: [Int: ViewTaskMark] = [:]
  /// The tokens of the tasks that have finished.
  private var finishedTasks: Set<Int> = []
  private var nextTaskToken = 0
  /// The `onReceive` subscriptions, by node, with the publisher each was made to.
  private var subscriptions: [Int: (source: ReceiveSubscription, cancellable: AnyCancellable)] = [:]

  init() {}

  /// Nothing the views started outlives the graph: running tasks are cancelled.
  /// (`tasks` is `Sendable`, so the nonisolated deinit may read it.)
  deinit {
    for task in tasks.values { task.cancel() }
  }

  /// Notes a lifecycle modifier node as its expansion runs.
  func note(_ node: GraphNode, _ modifier: LifecycleModifier?, first: Bool, recorder: Recorder) {
    node.lifecycle = modifier
    guard let modifier else { return }
    switch modifier.action {
    case .appear, .initialValue:
      if first { pendingAppears.append(node) }
    case .disappear:
      break
    case .receive(let subscription):
      if first {
        pendingAppears.append(node)
      } else if let current = subscriptions[node.id], !current.source.isSameSource(as: subscription) {
        // Another publisher: the old subscription ends and the new one starts.
        cancelSubscription(of: node)
        if subscription.isAnnounced {
          recorder.lifecycle(LifecycleEvent(kind: .subscriptionCancelled, path: node.subjectPath))
        }
        pendingAppears.append(node)
      }
    case .task(let id, _, _):
      if first {
        pendingAppears.append(node)
      } else if id != node.taskID, tasks[node.id] != nil {
        // `task(id:)`: a new id cancels the running task and starts another.
        cancelTask(of: node)
        recorder.lifecycle(LifecycleEvent(kind: .taskCancelled, path: node.subjectPath))
        pendingAppears.append(node)
      }
    }
  }

  #if VIEWGRAPH_INTERNAL_CHECKS
  /// Nodes whose tasks and subscriptions a test keeps past their departure, as a bug
  /// would (the invariant checker's tests).
  var keptForTesting: Set<Int> = []
  #endif

  /// Notes the end of a lifecycle node's identity.
  func noteDeparture(_ node: GraphNode) {
    guard let modifier = node.lifecycle else { return }
    #if VIEWGRAPH_INTERNAL_CHECKS
    if keptForTesting.contains(node.id) { return }
    #endif
    var action: (() -> Void)?
    if case .disappear(let run) = modifier.action { action = run }
    let cancelled = cancelTask(of: node)
    let announced = subscriptions[node.id]?.source.isAnnounced ?? false
    let unsubscribed = cancelSubscription(of: node) && announced
    guard action != nil || cancelled || unsubscribed else { return }
    departures.append(
      Departure(
        position: node.treePosition, path: node.subjectPath, action: action, cancelledTask: cancelled,
        cancelledSubscription: unsubscribed))
  }

  /// The nodes holding a running task or an `onReceive` subscription.
  ///
  /// For the invariant checks: each must be a mounted view's. None while departures
  /// are owed (a flush stopped as a loop): those end when their events run.
  var registrations: [(node: Int, what: String)] {
    guard departures.isEmpty else { return [] }
    return tasks.keys.sorted().map { ($0, "a running task") }
      + subscriptions.keys.sorted().map { ($0, "an onReceive subscription") }
  }

  @discardableResult
  private func cancelSubscription(of node: GraphNode) -> Bool {
    guard let subscription = subscriptions.removeValue(forKey: node.id) else { return false }
    subscription.cancellable.cancel()
    return true
  }

  @discardableResult
  private func cancelTask(of node: GraphNode) -> Bool {
    guard let task = tasks.removeValue(forKey: node.id) else { return false }
    task.cancel()
    if let token = taskTokens.removeValue(forKey: node.id) { finishedTasks.remove(token) }
    taskMarks[node.id] = nil
    return true
  }

  /// Runs the appear actions, starts tasks, then runs the disappear actions.
  /// - Returns: Whether anything ran.
  func runEvents(recorder: Recorder) -> Bool {
    guard !pendingAppears.isEmpty || !departures.isEmpty else { return false }
    let appearing = pendingAppears.filter(\.isAlive)
      .map { ($0.treePosition, $0) }
      .sorted { TreeOrder.postOrder($0.0, $1.0) }
      .map(\.1)
    pendingAppears.removeAll()
    let leaving = departures.sorted { TreeOrder.postOrder($0.position, $1.position) }
    departures.removeAll()

    // A view subscribes to its publishers before its appear actions run.
    for node in appearing {
      if case .receive(let subscription)? = node.lifecycle?.action, subscriptions[node.id] == nil {
        let path = node.subjectPath
        let announced = subscription.isAnnounced
        if announced { recorder.lifecycle(LifecycleEvent(kind: .subscribed, path: path)) }
        let cancellable = subscription.subscribe { [weak recorder] type in
          if announced { recorder?.lifecycle(LifecycleEvent(kind: .received, path: path, detail: type)) }
        }
        subscriptions[node.id] = (subscription, cancellable)
      }
    }
    for node in appearing {
      switch node.lifecycle?.action {
      case .appear(let action)?:
        recorder.lifecycle(LifecycleEvent(kind: .appear, path: node.subjectPath))
        action()
      case .initialValue(let action)?:
        // `onChange(of:initial: true)` is an appearance action in SwiftUI.
        recorder.lifecycle(LifecycleEvent(kind: action.kind, path: node.subjectPath, detail: action.detail))
        action.run()
      default:
        break
      }
    }
    for node in appearing {
      if case .task(let id, let priority, let action)? = node.lifecycle?.action {
        recorder.lifecycle(LifecycleEvent(kind: .taskStarted, path: node.subjectPath))
        node.taskID = id
        // Each start has its own token: a cancelled task that finishes late never
        // marks the task that replaced it as finished.
        nextTaskToken += 1
        let token = nextTaskToken
        taskTokens[node.id] = token
        let mark = ViewTaskMark()
        taskMarks[node.id] = mark
        tasks[node.id] = Task(priority: priority) { @MainActor [weak self] in
          await HostClock.$viewTask.withValue(mark) { await action() }
          self?.finishedTasks.insert(token)
        }
      }
    }
    for departure in leaving {
      // The subscription ends before the disappear action runs, as in SwiftUI.
      if departure.cancelledSubscription {
        recorder.lifecycle(LifecycleEvent(kind: .subscriptionCancelled, path: departure.path))
      }
      if let action = departure.action {
        recorder.lifecycle(LifecycleEvent(kind: .disappear, path: departure.path))
        action()
      }
      if departure.cancelledTask {
        recorder.lifecycle(LifecycleEvent(kind: .taskCancelled, path: departure.path))
      }
    }
    return true
  }

  /// The nodes whose current task has not finished, in id order; with `clock`, those
  /// whose task is not asleep on it either (busy: waiting for it is worth it).
  func runningTaskNodes(awakeOn clock: HostClock? = nil) -> [Int] {
    tasks.keys.filter { node in
      guard let token = taskTokens[node], !finishedTasks.contains(token) else { return false }
      guard let clock, let mark = taskMarks[node] else { return true }
      return !clock.isAsleep(mark)
    }.sorted()
  }
}
