// Models SwiftUI's `Self._printChanges()` and `Self._logChanges()` (Q1): called in a
// body, they emit the line the engine records for that evaluation. They change no
// count: the line is already in `Update.printedChanges` whether or not they are
// called.
// Status: Complete. Differs: `_logChanges` writes to the host's output, as
// `_printChanges` does; there is no os_log on Linux (SwiftUI logs with subsystem
// `com.apple.SwiftUI`, category `Changed Body Properties`).

/// The `_printChanges` line of the body running now, and where it goes.
enum ChangesLine {
  struct Current {
    let line: String
    let output: (String) -> Void
  }

  // Written and read on the main thread only, around a body call.
  nonisolated(unsafe) private static var current: Current?

  /// Makes a line current for the body about to run; returns the one it replaces.
  static func enter(_ line: String, output: @escaping (String) -> Void) -> Current? {
    let outer = current
    current = Current(line: line, output: output)
    return outer
  }

  /// Restores the line that was current before `enter`.
  static func leave(restoring outer: Current?) { current = outer }

  /// Emits the current line; outside a body (or in an audit's re-run) nothing.
  @MainActor static func emit() {
    guard let current else { return }
    current.output(current.line)
  }
}

extension View {
  /// Prints why this body is running, as the engine records it: `Row: @self changed.`
  ///
  /// Call it in `body` as in SwiftUI: `let _ = Self._printChanges()`.
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
