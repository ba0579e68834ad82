import TestSupport
import Testing
import ViewGraph

// Graph/UpdateScheduler.swift, alone: no views, no host. Each case is a table row: what
// waits in the inbox, what evaluating or re-reading bindings does, and the steps the
// scheduler must give, in order (Documentation/Rules.md Q11).

private final class Node: Schedulable {
  let id: Int
  var isDirty = false
  var isQueued = false
  var isAlive = true
  init(_ id: Int) { self.id = id }
}

/// An inbox entry: dirty a node.
///
/// Its transaction is the scheduler's business.
private typealias Entry = Int

/// One scripted flush and the steps it must take.
private struct Script: CustomTestStringConvertible, Sendable {
  /// Entries in the inbox when the flush starts: (node, transaction).
  var inbox: [(node: Int, transaction: Int)] = []
  /// Nodes dirty before the flush (marked outside the inbox).
  var dirty: [Int] = []
  /// What evaluating a node marks dirty at once (a re-invalidation, a loop).
  var evaluationDirties: [Int: [Int]] = [:]
  /// What evaluating a node posts to the inbox (a write in a body: a new transaction).
  var evaluationPosts: [Int: [(node: Int, transaction: Int)]] = [:]
  /// What the first re-read of bindings posts (a control that followed its binding).
  var rereadPosts: [(node: Int, transaction: Int)] = []
  /// Nodes that leave the graph when applied entries reach them.
  var removedOnApply: [Int] = []
  var maxPasses = 100
  /// How many flushes to run in a row.
  var flushes = 1
  /// The steps, one line each.
  var steps: [String]
  var testDescription: String

  init(_ name: String, steps: [String], configure: (inout Script) -> Void = { _ in }) {
    self.steps = steps
    testDescription = name
    configure(&self)
  }
}

private let scripts: [Script] = [
  Script("Nothing to do: one re-read, then done", steps: ["reread", "done"]),
  Script(
    "One transaction: its entries are one group and one pass",
    steps: ["apply 1 2", "evaluate 1 2", "reread", "done"]
  ) {
    $0.inbox = [(1, 0), (2, 0)]
  },
  Script(
    "Two transactions: a group and a pass each, in order",
    steps: ["apply 1", "evaluate 1", "apply 2", "evaluate 2", "reread", "done"]
  ) {
    $0.inbox = [(1, 0), (2, 1)]
  },
  Script(
    "A node marked twice is queued once",
    steps: ["apply 1 1", "evaluate 1", "reread", "done"]
  ) {
    $0.inbox = [(1, 0), (1, 0)]
  },
  Script(
    "Nodes dirty before the flush make the first pass",
    steps: ["evaluate 3 4", "reread", "done"]
  ) {
    $0.dirty = [3, 4]
  },
  Script(
    "A node re-invalidated by an evaluation runs in a further pass",
    steps: ["apply 1", "evaluate 1", "evaluate 2", "reread", "done"]
  ) {
    $0.inbox = [(1, 0)]
    $0.evaluationDirties = [1: [2]]
  },
  Script(
    "A write during evaluation is a new transaction, applied after the held groups",
    steps: ["apply 1", "evaluate 1", "apply 2", "evaluate 2", "apply 3", "evaluate 3", "reread", "done"]
  ) {
    $0.inbox = [(1, 0), (2, 1)]
    $0.evaluationPosts = [1: [(3, 2)]]
  },
  Script(
    "What a re-read of bindings posts is applied in the same flush",
    steps: ["reread", "apply 5", "evaluate 5", "reread", "done"]
  ) {
    $0.rereadPosts = [(5, 9)]
  },
  Script(
    "A node queued and then removed from the graph is left out of the pass",
    steps: ["apply 1 2", "evaluate 1", "reread", "done"]
  ) {
    $0.inbox = [(1, 0), (2, 0)]
    $0.removedOnApply = [2]
  },
  Script(
    "A loop stops after maxPasses with its nodes still dirty",
    steps: ["apply 1", "evaluate 1", "evaluate 1", "evaluate 1", "loop 1"]
  ) {
    $0.inbox = [(1, 0)]
    $0.evaluationDirties = [1: [1]]
    $0.maxPasses = 3
  },
  Script(
    "A stopped loop resumes at the next flush",
    steps: ["apply 1", "evaluate 1", "evaluate 1", "loop 1", "|", "evaluate 1", "evaluate 1", "loop 1"]
  ) {
    $0.inbox = [(1, 0)]
    $0.evaluationDirties = [1: [1]]
    $0.maxPasses = 2
    $0.flushes = 2
  },
  Script(
    "A loop of two nodes reports both",
    steps: ["apply 1", "evaluate 1", "evaluate 2", "evaluate 1", "loop 2"]
  ) {
    $0.inbox = [(1, 0)]
    $0.evaluationDirties = [1: [2], 2: [1]]
    $0.maxPasses = 3
  },
]

/// Runs a script against a scheduler, as the host would, and writes down each step.
@MainActor
private func run(_ script: Script) -> [String] {
  var nodes: [Int: Node] = [:]
  func node(_ id: Int) -> Node {
    if let found = nodes[id] { return found }
    let made = Node(id)
    nodes[id] = made
    return made
  }
  var scheduler = UpdateScheduler<Node, Entry>(maxPasses: script.maxPasses)
  var inbox = script.inbox
  var rereadPosts = script.rereadPosts
  for id in script.dirty { scheduler.markDirty(node(id)) }
  var steps: [String] = []
  for flush in 0..<script.flushes {
    if flush > 0 { steps.append("|") }
    scheduler.begin()
    var finished = false
    var guardSteps = 0
    while !finished, guardSteps < 1000 {
      guardSteps += 1
      let step = scheduler.next(
        drain: { batch in
          defer { inbox = [] }
          for waiting in inbox { batch.append(waiting.node, transaction: waiting.transaction) }
        },
        inboxIsEmpty: { inbox.isEmpty })
      switch step {
      case .apply(let group, _):
        steps.append("apply " + group.map(String.init).joined(separator: " "))
        for id in group {
          scheduler.markDirty(node(id))
          if script.removedOnApply.contains(id) { node(id).isAlive = false }
        }
      case .evaluate(let pending):
        let ordered = pending.sorted { $0.id < $1.id }
        steps.append("evaluate " + ordered.map { String($0.id) }.joined(separator: " "))
        for evaluated in ordered {
          evaluated.isDirty = false
          for id in script.evaluationDirties[evaluated.id] ?? [] { scheduler.markDirty(node(id)) }
          inbox += script.evaluationPosts[evaluated.id] ?? []
        }
      case .rereadBindings:
        steps.append("reread")
        inbox += rereadPosts
        rereadPosts = []
      case .loop(let looping):
        steps.append("loop " + looping.map { String($0.id) }.sorted().joined(separator: " "))
        #expect(looping.allSatisfy { $0.isDirty && scheduler.isStalled($0) })
        finished = true
      case .done:
        steps.append("done")
        finished = true
      }
    }
  }
  return steps
}

/// Runs one flush of entries alone (no node is dirtied): what waits is drained into
/// the scheduler's batch, `drained` told the room of each batch drained into, and
/// each group handed to `apply` with its transaction and the scheduler (to recycle
/// it), as the host applies it.
@MainActor
private func flushEntries(
  _ scheduler: inout UpdateScheduler<Node, Entry>, waiting: inout [(entry: Int, transaction: Int)],
  drained: (Int) -> Void = { _ in }, apply: (inout UpdateScheduler<Node, Entry>, inout [Int], Int) -> Void
) {
  scheduler.begin()
  while true {
    switch scheduler.next(
      drain: { batch in
        drained(batch.capacity)
        for entry in waiting { batch.append(entry.entry, transaction: entry.transaction) }
        waiting = []
      }, inboxIsEmpty: { waiting.isEmpty })
    {
    case .apply(var group, let transaction): apply(&scheduler, &group, transaction)
    case .evaluate, .rereadBindings: break
    case .loop, .done: return
    }
  }
}

@Suite("Scheduler", .tags(.scheduling))
@MainActor
struct UpdateSchedulerTests {
  @Test("Q11: a flush's steps follow from what waits and what evaluations do", arguments: scripts)
  fileprivate func steps(_ script: Script) {
    expectNoDifference(run(script), script.steps)
  }

  @Test(
    "Each group is applied with its transaction, for the host to name what wrote it; recycled, a group cut from a batch loses no entry of the groups after it",
    arguments: [false, true])
  func groupsCarryTheirTransaction(recycling: Bool) {
    var scheduler = UpdateScheduler<Node, Entry>(maxPasses: 10)
    var waiting: [(entry: Int, transaction: Int)] = [(1, 7), (2, 7), (3, 8), (4, 9), (5, 9)]
    var applied: [String] = []
    flushEntries(&scheduler, waiting: &waiting) { scheduler, group, transaction in
      applied.append("\(group) in \(transaction)")
      if recycling { scheduler.recycle(&group) }
    }
    #expect(applied == ["[1, 2] in 7", "[3] in 8", "[4, 5] in 9"])
  }

  @Test("A whole batch is handed out moved; recycled, its room serves the next drain")
  func batchRoomComesBack() {
    var scheduler = UpdateScheduler<Node, Entry>(maxPasses: 10)
    var waiting: [(entry: Int, transaction: Int)] = (0..<100).map { ($0, 7) }
    var drainedRoom: [Int] = []
    var applied: [[Int]] = []
    let noteRoom: (Int) -> Void = { drainedRoom.append($0) }
    flushEntries(&scheduler, waiting: &waiting, drained: noteRoom) { scheduler, group, _ in
      applied.append(group)
      scheduler.recycle(&group)
      // Recycled, the group is emptied: the host keeps nothing of it.
      #expect(group.isEmpty, "recycled group: \(group)")
    }
    waiting = (0..<3).map { ($0, 8) }
    flushEntries(&scheduler, waiting: &waiting, drained: noteRoom) { _, group, _ in applied.append(group) }
    #expect(applied == [Array(0..<100), [0, 1, 2]])
    // The first flush drains into an empty batch; the second into one with the
    // recycled group's room (at least the 100 entries it held).
    #expect(drainedRoom.count >= 2 && drainedRoom[0] == 0, "drained room: \(drainedRoom)")
    #expect(drainedRoom.dropFirst().allSatisfy { $0 >= 100 }, "drained room: \(drainedRoom)")
  }

  @Test("A batch takes back a group's room only when it is empty and has less: its entries are never dropped")
  func adoptRoomKeepsEntries() {
    var batch = Batch<Int>()
    for entry in 0..<3 { batch.append(entry, transaction: 1) }
    var larger = Array(0..<100)
    batch.adoptRoom(of: &larger)
    #expect(batch.entries == [0, 1, 2], "a batch with entries keeps them: \(batch.entries)")
    #expect(larger == Array(0..<100))
    var taken = batch.takeEntries()
    #expect(batch.isEmpty && taken == [0, 1, 2])
    batch.adoptRoom(of: &larger)
    #expect(batch.isEmpty && batch.capacity >= 100, "an empty batch takes the larger room: \(batch.capacity)")
    #expect(larger.isEmpty)
    let room = batch.capacity
    batch.adoptRoom(of: &taken)
    #expect(batch.capacity == room && taken == [0, 1, 2], "a smaller room is not taken")
  }

  @Test("A node no longer in the graph is not queued")
  func deadNodeIgnored() {
    var scheduler = UpdateScheduler<Node, Entry>(maxPasses: 10)
    let gone = Node(1)
    gone.isAlive = false
    scheduler.markDirty(gone)
    #expect(scheduler.queue.isEmpty)
    #expect(!gone.isDirty)
  }

  @Test("A stalled node that left the graph does not resume as a loop")
  func deadStalledNode() {
    var scheduler = UpdateScheduler<Node, Entry>(maxPasses: 1)
    let looping = Node(1)
    scheduler.markDirty(looping)
    scheduler.begin()
    var steps: [String] = []
    func drive() {
      while true {
        switch scheduler.next(drain: { _ in }, inboxIsEmpty: { true }) {
        case .apply: steps.append("apply")
        case .evaluate:
          steps.append("evaluate")
          scheduler.markDirty(looping)
        case .rereadBindings: steps.append("reread")
        case .loop:
          steps.append("loop")
          return
        case .done:
          steps.append("done")
          return
        }
      }
    }
    drive()
    #expect(scheduler.isStalled(looping))
    looping.isAlive = false
    scheduler.begin()
    drive()
    #expect(steps == ["evaluate", "loop", "reread", "done"])
  }
}
