import Synchronization

// The body being evaluated on this thread. Property wrappers are not actor
// isolated (as in SwiftUI), so they find the evaluating node through a task
// local, which is bound only on the thread that evaluates.

/// The node whose body or row content is being evaluated.
package final class EvaluationFrame: @unchecked Sendable {
  // Only touched on the main actor, by the thread that bound the frame.
  let node: GraphNode
  let inbox: Inbox
  let path: String
  let bindingReadMarksOwner: Bool
  /// An audit re-evaluation: reads mark nothing, writes and warnings are dropped.
  let isAudit: Bool
  var isActive = true

  init(node: GraphNode, inbox: Inbox, path: String, bindingReadMarksOwner: Bool, isAudit: Bool = false) {
    self.node = node
    self.inbox = inbox
    self.path = path
    self.bindingReadMarksOwner = bindingReadMarksOwner
    self.isAudit = isAudit
  }

  @TaskLocal static var current: EvaluationFrame?

  /// The frame of the body running on this thread now; `nil` outside bodies.
  static var active: EvaluationFrame? {
    guard let frame = current, frame.isActive else { return nil }
    return frame
  }

  /// Records a diagnostic against the evaluating view, or as unattached.
  static func report(_ kind: Diagnostic.Kind, _ message: String) {
    if let frame = active {
      guard !frame.isAudit else { return }
      frame.inbox.post(.diagnostic(Diagnostic(kind: kind, message: message, path: frame.path)))
    } else {
      Diagnostic.unattached.withLock { $0.append(Diagnostic(kind: kind, message: message, path: "")) }
    }
  }
}
