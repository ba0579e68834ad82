import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Graph/Recorder.swift and Update/Update.swift: one ordered log per update, the
// update's other properties views of it; leaf updates charged to the bodies that
// caused them (Documentation/Counting.md).

@Observable
private final class Inbox {
  var subject = "Hello"
  var unread = 1
}

private struct Subject: View {
  let inbox: Inbox
  var body: some View { Text(inbox.subject) }
}

private struct Badge: View {
  let inbox: Inbox
  var body: some View {
    if inbox.unread > 0 { Text("\(inbox.unread)") }
  }
}

private struct Mailbox: View {
  let inbox: Inbox
  var body: some View {
    VStack {
      Subject(inbox: inbox)
      Badge(inbox: inbox)
    }
  }
}

@Suite("Recorder")
@MainActor
struct RecorderTests {
  @Test("The mount's log keeps each mount, evaluation and leaf in the order they happened")
  func mountOrder() {
    let host = ViewHost(Mailbox(inbox: Inbox()))
    let log = host.mount.log.map(\.description)
    // Structural views (the VStack's tuple, the `if`) mount under their parent's path.
    expectNoDifference(
      log,
      [
        "mounted Mailbox",
        "evaluated Mailbox: Mailbox: @self changed.",
        "mounted Mailbox/VStack",
        "mounted Mailbox/VStack",
        "mounted Mailbox/VStack/Subject",
        "evaluated Mailbox/VStack/Subject: Subject: @self changed.",
        "mounted Mailbox/VStack/Subject/Text",
        "leaf + Mailbox/VStack/Subject/Text Text(Hello)",
        "mounted Mailbox/VStack/Badge",
        "evaluated Mailbox/VStack/Badge: Badge: @self changed.",
        "mounted Mailbox/VStack/Badge",
        "mounted Mailbox/VStack/Badge/Text",
        "leaf + Mailbox/VStack/Badge/Text Text(1)",
      ], "\(host.mount.trace)")
  }

  @Test("An update's log puts an unmount and the leaf it removes after the evaluation that caused them")
  func updateOrder() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    let update = host.update { inbox.unread = 0 }
    expectNoDifference(
      update.log.map(\.description),
      [
        "evaluated Mailbox/VStack/Badge: Badge: \\Inbox.unread changed.",
        "unmounted Mailbox/VStack/Badge/Text",
        "leaf - Mailbox/VStack/Badge/Text Text(1)",
      ], "\(update.trace)")
  }

  @Test("The update's properties are the log filtered by kind", arguments: Update.Event.Kind.allCases)
  func viewsOfTheLog(kind: Update.Event.Kind) {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox), options: .init(auditsStaleViews: true))
    let update = host.update {
      inbox.subject = "Re: Hello"
      inbox.unread = 0
    }
    let counts: [Update.Event.Kind: Int] = [
      .mounted: update.mounted.count, .evaluated: update.evaluations.count,
      .leafUpdated: update.leafUpdates.count, .moved: update.moved.count,
      .unmounted: update.unmounted.count, .lifecycle: update.lifecycleEvents.count,
      .diagnostic: update.diagnostics.count, .stale: update.staleViews.count,
    ]
    #expect(counts[kind] == update.count(of: kind), "\(update.log)")
    #expect(update.log.filter { $0.kind == kind }.count == update.count(of: kind))
  }

  @Test("A leaf update is charged to the body that changed it")
  func crediting() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    let update = host.update { inbox.subject = "Re: Hello" }
    #expect(update.evaluations.map(\.screenChanges) == [1], "\(update.trace)")
  }

  @Test("Merged updates keep each log in order, one after the other")
  func merging() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    let first = host.update { inbox.subject = "A" }
    let second = host.update { inbox.unread = 3 }
    let merged = Update.merging([first, second])
    #expect(merged.log == first.log + second.log)
    #expect(merged.printedChanges == first.printedChanges + second.printedChanges)
  }

  @Test("The counts an update keeps as it grows agree with its log, however it was made")
  func countsAgreeWithTheLog() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox), options: .init(auditsStaleViews: true))
    let changed = host.update { inbox.unread = 4 }
    let rejected = expectInputRefused(.controlNotFound, on: host) { host.tap("No such button") }
    let made: [(String, Update)] = [
      ("mount", host.mount), ("update", changed), ("rejected input", rejected),
      ("diagnostic", Update(diagnostic: Diagnostic(kind: .controlNotFound, message: "m", path: ""))),
      ("merged", Update.merging([host.mount, changed, rejected])),
      ("with stale views", Update.merging([changed, rejected]).withStaleViews([])),
      ("empty", Update()),
    ]
    for (name, update) in made {
      #expect(update.bodyCount == update.count(of: .evaluated), "\(name): \(update.log)")
      #expect(update.leafUpdateCount == update.count(of: .leafUpdated), "\(name): \(update.log)")
      #expect(update.diagnostics.count == update.count(of: .diagnostic), "\(name): \(update.log)")
    }
    #expect(rejected.diagnostics.map(\.kind) == [.controlNotFound])
  }

  @Test("A large mount's record keeps its events in order, in arrays without room to spare")
  func largeMountRecordIsFitted() {
    // 700 rows: each array grows by doubling past its count, then is fitted.
    let inboxes = (0..<700).map { index -> Inbox in
      let inbox = Inbox()
      inbox.subject = "Subject \(index)"
      return inbox
    }
    let host = ViewHost(List700(inboxes: inboxes))
    let mount = host.mount
    #expect(mount.evaluations.count == 701, "\(mount.printedChanges.prefix(5))")
    #expect(mount.leafUpdates.count == 700)
    #expect(mount.evaluations.last?.path == "List700/VStack/[699]/Subject")
    #expect(mount.leafUpdates.last?.new == "Text(Subject 699)")
    for (name, count, capacity) in [
      ("evaluations", mount.evaluations.count, mount.evaluations.capacity),
      ("leaf updates", mount.leafUpdates.count, mount.leafUpdates.capacity),
      ("mounted", mount.mounted.count, mount.mounted.capacity),
    ] {
      #expect(capacity - count <= max(64, count / 8), "\(name): \(count) in room for \(capacity)")
    }
    #expect(mount.bodyCount == mount.count(of: .evaluated))
  }
}

private struct List700: View {
  let inboxes: [Inbox]
  var body: some View {
    VStack {
      ForEach(inboxes.indices, id: \.self) { Subject(inbox: inboxes[$0]) }
    }
  }
}

/// A chain of `depth` nested views, each with a name of its own.
private struct Nest: View {
  let depth: Int
  var body: some View {
    if depth == 0 { Text("bottom") } else { Nest(depth: depth - 1) }
  }
}

@Suite("Recorder: paths")
@MainActor
struct RecorderPathTests {
  @Test("A record's path reads as the node's path, however deep the tree", arguments: [1, 12, 200])
  func deepPaths(depth: Int) {
    let host = ViewHost(Nest(depth: depth))
    let expected = Array(repeating: "Nest", count: depth + 1).joined(separator: "/")
    #expect(host.mount.evaluations.last?.path == expected, "\(host.mount.trace)")
    #expect(host.mount.mounted.last == expected + "/Text", "\(host.mount.mounted.suffix(2))")
    #expect(host.mount.leafUpdates.map(\.path) == [expected + "/Text"])
  }

  @Test("A recorded evaluation equals one made by hand with the same path, and a changed path is a new path")
  func handMadeRecords() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    var recorded = host.update { inbox.subject = "Re: Hello" }.evaluations[0]
    let byHand = Evaluation(
      viewType: "Subject", path: "Mailbox/VStack/Subject", reasons: recorded.reasons, causes: recorded.causes,
      screenChanges: 1)
    #expect(recorded == byHand)
    recorded.path = "Elsewhere/Subject"
    #expect(recorded.path == "Elsewhere/Subject")
    #expect(recorded != byHand)
  }

  @Test("A view's unmount and the leaf it removes keep its path after its host is gone")
  func pathsOutliveTheirNodes() {
    let inbox = Inbox()
    var host: ViewHost? = ViewHost(Mailbox(inbox: inbox))
    let update = host?.update { inbox.unread = 0 }
    // The graph goes, nodes and all: what was recorded of them reads the same.
    host = nil
    #expect(update?.unmounted == ["Mailbox/VStack/Badge/Text"])
    #expect(update?.leafUpdates.map(\.path) == ["Mailbox/VStack/Badge/Text"])
  }

  @Test("A record rebuilt from its log's text equals the recorded one")
  func recordFromText() {
    let inbox = Inbox()
    let host = ViewHost(Mailbox(inbox: inbox))
    var rebuilt = Update()
    // `.mounted(_:)` takes the path as text; the mount's record keeps the nodes' paths.
    for event in host.mount.log { rebuilt.append(event) }
    #expect(rebuilt == host.mount, "\(rebuilt.log) vs \(host.mount.log)")
    var moved = Update()
    for event in host.mount.log {
      if case .mounted(let path) = event { moved.append(.mounted("Elsewhere/" + path)) } else { moved.append(event) }
    }
    #expect(moved != host.mount)
  }
}
