// Models SwiftUI's `Self._printChanges()` and `Self._logChanges()` (Q1): called in a
// body, they emit the line the engine records for that evaluation. They change no
// count: the line is already in `Update.printedChanges` whether or not they are
// called.
// Status: Complete. Differs: `_logChanges` writes to the host's output, as
// `_printChanges` does; there is no os_log on Linux (SwiftUI logs with subsystem
// `com.apple.SwiftUI`, category `Changed Body Properties`).

/// The `_printChanges` line of the body running now, made only when a body asks.
enum ChangesLine {
  /// Writes the line of the evaluation running now to its host's output; nothing
  /// outside a body, in a row's content, or in an audit's re-run.
  @MainActor static func emit() {
    guard let frame = EvaluationFrame.active, let reconciler = frame.reconciler,
      case .custom(let info) = frame.node.kind
    else {
      return
    }
    let reasons = frame.context?.printed(frame.reasons) ?? frame.reasons
    reconciler.output(Evaluation.printedChanges(viewType: info.name, reasons: reasons))
  }
}

extension View {
  /// Prints why this body is running, as the engine records it.
  ///
  /// The line is `_printChanges`'s: `Row: @self changed.` Call it in `body` as in SwiftUI: `let _ = Self._printChanges()`.
  public static func _printChanges() { ChangesLine.emit() }

  /// Logs why this body is running; here the same line as ``_printChanges()``.
  public static func _logChanges() { ChangesLine.emit() }
}

extension ViewModifier {
  /// Prints why this modifier's body is running, as the engine records it.
  public static func _printChanges() { ChangesLine.emit() }

  /// Logs why this modifier's body is running; the same line as ``_printChanges()``.
  public static func _logChanges() { ChangesLine.emit() }
}
