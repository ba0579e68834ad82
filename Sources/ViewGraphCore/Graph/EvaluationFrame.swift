import Synchronization

// The body being evaluated. Bodies run on the main thread; property wrappers are
// not actor isolated (as in SwiftUI), so they find the evaluating node through a
// variable that only the main thread writes and only the main thread reads: on any
// other thread there is no body being evaluated.

/// The node whose body or row content is being evaluated.
package final class EvaluationFrame: @unchecked Sendable {
  // Only touched on the main actor. A graph keeps one frame per nesting depth of
  // evaluations and points it at the node it evaluates (``FrameStack``):
  // a frame is used only while its node evaluates, and the graph holds the node then,
  // so the reference is neither counted nor checked, and a node stores no frame.
  @exclusivity(unchecked) unowned(unsafe) var node: GraphNode
  let inbox: Inbox
  @exclusivity(unchecked) var bindingReadMarksOwner: Bool
  /// How the evaluating view follows `ObservableObject` models.
  @exclusivity(unchecked) var tracking: TrackingStrategy
  /// The SwiftUI release the evaluating view's host models.
  @exclusivity(unchecked) var release = SwiftUIRelease.latest
  /// An audit re-evaluation: reads mark nothing, writes and warnings are dropped.
  let isAudit: Bool
  @exclusivity(unchecked) var isActive = true
  /// The reasons of the body's evaluation running now, for `Self._printChanges()`.
  @exclusivity(unchecked) var reasons: [String] = []
  /// What the engine knew of the causes of the evaluation running now, for the
  /// release's wording of its line; the evaluation holds it while its body runs.
  @exclusivity(unchecked) unowned(unsafe) var context: CauseContext?
  /// The graph whose `output` `Self._printChanges()` writes to; `nil` for audits.
  @exclusivity(unchecked) weak var reconciler: Reconciler?

  init(
    node: GraphNode, inbox: Inbox, bindingReadMarksOwner: Bool,
    tracking: TrackingStrategy = .asWritten, isAudit: Bool = false
  ) {
    self.tracking = tracking
    self.node = node
    self.inbox = inbox
    self.bindingReadMarksOwner = bindingReadMarksOwner
    self.isAudit = isAudit
  }

  /// The path of the evaluating view.
  var path: String { node.path }

  // `current`, the frame of the body running now, is ambient state: Ambient.swift.

  /// Makes a frame the current one; returns the one it replaces.
  static func enter(_ frame: EvaluationFrame) -> Unmanaged<EvaluationFrame>? {
    let outer = current
    current = Unmanaged.passUnretained(frame)
    return outer
  }

  /// The same, for a frame the caller holds unretained.
  static func enter(_ frame: Unmanaged<EvaluationFrame>) -> Unmanaged<EvaluationFrame>? {
    let outer = current
    current = frame
    return outer
  }

  /// Restores the frame that was current before `enter`.
  static func leave(restoring outer: Unmanaged<EvaluationFrame>?) {
    current = outer
  }

  /// The frame of the body running now, on this thread; `nil` outside bodies and on
  /// any thread but the main one.
  static var active: EvaluationFrame? {
    guard MainThread.isCurrent, let frame = current?.takeUnretainedValue(), frame.isActive else { return nil }
    return frame
  }

  /// Whether the body running now reads `@Published` properties as `@Observable`
  /// ones would be read: tracked one by one.
  static var tracksPublishedReads: Bool {
    active?.tracking == .asIfObservable
  }

  /// Records a diagnostic against the evaluating view.
  ///
  /// Outside every body there is no host to tell, so nothing is recorded (SwiftUI only logs
  /// it).
  static func report(_ kind: Diagnostic.Kind, _ message: String) {
    guard let frame = active, !frame.isAudit else { return }
    frame.inbox.post(.diagnostic(Diagnostic(kind: kind, message: message, path: frame.path)))
  }
}

/// The frames of one graph, one per nesting depth of evaluations (a body that
/// mounts a child evaluates it inside its own): made on first use at each depth and
/// kept, each handed out unretained while its node evaluates.
@MainActor
struct FrameStack {
  private var frames: [EvaluationFrame] = []
  /// The same frames, read without counting a reference.
  private var unretained: [Unmanaged<EvaluationFrame>] = []
  private var depth = 0

  /// The frame for a node's evaluation at the next depth, made active.
  ///
  /// Ended by ``leave(_:)``.
  mutating func enter(
    _ node: GraphNode, reasons: [String]?, context: CauseContext? = nil, inbox: Inbox,
    bindingReadMarksOwner: Bool, tracking: TrackingStrategy, graph: Reconciler
  ) -> Unmanaged<EvaluationFrame> {
    let unmanaged: Unmanaged<EvaluationFrame>
    if depth < unretained.count {
      unmanaged = unretained[depth]
    } else {
      let made = EvaluationFrame(
        node: node, inbox: inbox, bindingReadMarksOwner: bindingReadMarksOwner,
        tracking: tracking)
      made.reconciler = graph
      frames.append(made)
      unmanaged = Unmanaged.passUnretained(made)
      unretained.append(unmanaged)
    }
    depth += 1
    // Not `_withUnsafeGuaranteedRef`: a main-actor closure handed to the standard
    // library is checked for its isolation on every call.
    unowned(unsafe) let frame = unmanaged.takeUnretainedValue()
    frame.node = node
    frame.isActive = true
    frame.bindingReadMarksOwner = bindingReadMarksOwner
    frame.tracking = tracking
    frame.release = graph.release
    frame.context = context
    if let reasons {
      frame.reasons = reasons
    } else if !frame.reasons.isEmpty {
      frame.reasons = []
    }
    return unmanaged
  }

  /// Ends the evaluation ``enter(_:reasons:context:inbox:bindingReadMarksOwner:tracking:graph:)`` began.
  mutating func leave(_ frame: Unmanaged<EvaluationFrame>) {
    unowned(unsafe) let active = frame.takeUnretainedValue()
    active.isActive = false
    depth -= 1
  }
}
