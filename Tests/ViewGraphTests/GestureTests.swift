import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q20: gestures are inputs. A tap gesture runs its action
// once its count of taps reached it; a long press starts (`onPressingChanged(true)`)
// and then succeeds (`onPressingChanged(false)`, then the action), each a
// transaction; actions are not tracking scopes, and the gestures' content is
// realized where it stands.

@Suite("Q20 gestures: taps and long presses")
@MainActor
struct GestureTests {
  @Test("A long press runs its action as one transaction: the view reading what it wrote re-runs once")
  func longPressRunsAction() {
    let model = PressModel()
    let host = ViewHost(PressCard(model: model))
    let pressed = host.longPress("Hold me")
    #expect(model.log == ["action 0"], "\(pressed.trace)")
    #expect(pressed.evaluatedViews == ["PressCount"], "\(pressed.trace)")
    #expect(pressed.leafUpdates.map(\.new) == ["Text(held 1)"], "\(pressed.trace)")
  }

  @Test("With onPressingChanged, the press starts, then ends and the action runs: two transactions, in SwiftUI's order")
  func longPressWithPressing() {
    let host = ViewHost(PressingCard())
    let pressed = host.longPress("Hold")
    #expect(host.state(of: PressLog.self)?.events == ["pressing true", "pressing false", "action"], "\(pressed.trace)")
    // The card reads `isPressing` (true, then false) and the count: it runs at each
    // transaction, and its text shows each state.
    #expect(pressed.evaluatedViews == ["PressingCard", "PressingCard"], "\(pressed.trace)")
    #expect(pressed.leafUpdates.compactMap(\.new) == ["Text(pressing, 0)", "Text(idle, 1)"], "\(pressed.trace)")
  }

  @Test("The gesture's content is realized in place: its body counts, and a long-press view is a control by its text")
  func longPressContentRealized() {
    let host = ViewHost(PressCard(model: PressModel()))
    #expect(host.mount.evaluatedViews.contains("PressLabel"), "\(host.mount.trace)")
    #expect(host.controlTitles.contains("Hold me"), "\(host.controlTitles)")
  }

  @Test(
    "A long press on a title without a gesture, or on a disabled one, runs nothing and says why",
    arguments: [
      ("Nothing here", Diagnostic.Kind.controlNotFound),
      ("Disabled hold", Diagnostic.Kind.controlDisabled),
    ])
  func longPressFailures(title: String, kind: Diagnostic.Kind) {
    let model = PressModel()
    let host = ViewHost(PressCard(model: model), options: ViewHost.Options(strictInput: false))
    let pressed = host.longPress(title)
    #expect(pressed.diagnostics.map(\.kind) == [kind], "\(pressed.trace)")
    #expect(pressed.bodyCount == 0 && model.log.isEmpty, "\(pressed.trace)")
  }

  @Test("Tapping a long-press view says it is on screen but not a button, rather than suggest its own title")
  func wrongKind() {
    let host = ViewHost(PressCard(model: PressModel()), options: ViewHost.Options(strictInput: false))
    let tapped = host.tap("Hold me")
    #expect(
      tapped.diagnostics.first?.message.hasSuffix("A control titled 'Hold me' is on screen, but it is not a Button.")
        == true,
      "\(tapped.trace)")
  }

  @Test("A long press that leaves the screen leaves the index: the input is not found after")
  func longPressLeavesIndex() {
    let model = PressModel()
    let host = ViewHost(PressCard(model: model), options: ViewHost.Options(strictInput: false))
    host.update { model.showsCard = false }
    #expect(!host.controlTitles.contains("Hold me"), "\(host.controlTitles)")
    let pressed = host.longPress("Hold me")
    #expect(pressed.diagnostics.map(\.kind) == [.controlNotFound], "\(pressed.trace)")
  }

  struct TapCase: CustomTestStringConvertible, Sendable {
    let taps: Int
    let gestureCount: Int
    let runs: Int
    var testDescription: String { "\(taps) tap(s) on onTapGesture(count: \(gestureCount)) → \(runs) run(s)" }
  }

  @Test(
    "onTapGesture(count:) runs its action once its count of taps reached it",
    arguments: [
      TapCase(taps: 1, gestureCount: 1, runs: 1),
      TapCase(taps: 2, gestureCount: 1, runs: 2),
      TapCase(taps: 2, gestureCount: 2, runs: 1),
      TapCase(taps: 4, gestureCount: 2, runs: 2),
      TapCase(taps: 3, gestureCount: 3, runs: 1),
    ])
  func tapCount(_ tapCase: TapCase) {
    let host = ViewHost(DoubleTapCounter(count: tapCase.gestureCount))
    let tapped = host.tap("Taps 0", count: tapCase.taps)
    #expect(tapped.diagnostics.isEmpty, "\(tapped.trace)")
    #expect(host.treeDescription.contains("Taps \(tapCase.runs)"), "\(host.treeDescription)\n\(tapped.trace)")
    #expect(tapped.bodyCount == tapCase.runs, "one transaction per run: \(tapped.trace)")
  }

  @Test(
    "Taps that are not a multiple of a tap gesture's count run nothing, and a strict host fails the input",
    arguments: [(1, 2), (3, 2), (5, 3)])
  func leftoverTaps(taps: Int, gestureCount: Int) {
    let host = ViewHost(DoubleTapCounter(count: gestureCount))
    var failures: [InputFailure] = []
    host.inputFailureHandler = { failures.append($0) }
    let tapped = host.tap("Taps 0", count: taps)
    let left = taps % gestureCount
    #expect(tapped.bodyCount == 0, "\(tapped.trace)")
    #expect(
      tapped.diagnostics.map(\.message) == [
        "The tap gesture titled 'Taps 0' runs after every \(gestureCount) taps (onTapGesture(count: \(gestureCount))); "
          + "\(taps) \(taps == 1 ? "tap" : "taps") would leave \(left) that \(left == 1 ? "runs" : "run") nothing: tap a multiple of \(gestureCount)."
      ], "\(tapped.trace)")
    #expect(failures.map(\.diagnostic.kind) == [.actionNotFound], "\(failures)")
  }

  @Test("tap(_:count:) with no tap is refused")
  func noTap() {
    let host = ViewHost(ButtonCounter(), options: ViewHost.Options(strictInput: false))
    let tapped = host.tap("Add", count: 0)
    #expect(tapped.bodyCount == 0 && tapped.diagnostics.map(\.kind) == [.controlNotFound], "\(tapped.trace)")
  }

  @Test("A button runs its action at each tap of a multiple tap")
  func buttonTaps() {
    let host = ViewHost(ButtonCounter())
    let tapped = host.tap("Add", count: 3)
    #expect(host.treeDescription.contains("Count 3"), "\(host.treeDescription)")
    #expect(tapped.evaluatedViews == ["ButtonCounter", "ButtonCounter", "ButtonCounter"], "\(tapped.trace)")
  }

  @Test(
    "Each tap of a multiple tap acts on the control as the last tap left it: an alert's button dismissed by the first takes no second"
  )
  func multipleTapFindsControlAgain() {
    let host = ViewHost(AlertCounter(), options: ViewHost.Options(strictInput: false))
    host.tap("Ask")
    let tapped = host.tap("Delete", count: 2)
    #expect(host.treeDescription.contains("deleted 1"), "\(host.treeDescription)\n\(tapped.trace)")
    #expect(
      tapped.diagnostics.map(\.message) == [
        "The control titled 'Delete' left the screen after 1 of 2 taps; the other taps ran nothing."
      ], "\(tapped.trace)")
  }

  @Test("A multiple tap runs the closure the view has now: a value its body captured is the new one")
  func multipleTapUsesCurrentClosure() {
    let host = ViewHost(CapturingCounter())
    host.tap("Step", count: 3)
    // Each tap adds the step its body captured: 1, then 2, then 4.
    #expect(host.treeDescription.contains("Total 7"), "\(host.treeDescription)")
  }

  @Test("A long press finds its view near a text, and one whose view leaves while pressed does not run its action")
  func longPressNearAndLeaving() {
    let host = ViewHost(PressRows(), options: ViewHost.Options(strictInput: false))
    let second = host.longPress("Hold", near: "Row 2")
    #expect(
      host.state(of: PressLog.self)?.events == ["pressing true 2", "pressing false 2", "action 2"], "\(second.trace)")
    let leaving = host.longPress("Hold", near: "Row 1")
    #expect(host.state(of: PressLog.self)?.events.suffix(1) == ["pressing true 1"], "\(leaving.trace)")
    #expect(
      leaving.diagnostics.map(\.message) == [
        "The control titled 'Hold' left the screen while pressed; the action did not run."
      ], "\(leaving.trace)")
  }

  @Test("A gesture's values are inputs of its node: a changed duration or count is a leaf update, no body")
  func gestureValuesAreLeaves() {
    let model = PressModel()
    let host = ViewHost(TunedGestures(model: model))
    let tuned = host.update { model.duration = 2 }
    #expect(tuned.evaluatedViews == ["TunedGestures"], "\(tuned.trace)")
    #expect(
      tuned.leafUpdates.compactMap(\.new).sorted() == [
        "onLongPressGesture(minimumDuration: 2.0, maximumDistance: 10.0)", "onTapGesture(count: 3)",
      ], "\(tuned.trace)")
  }

  @Test("An action is not a tracking scope: what a gesture's action reads re-runs nothing when it changes")
  func actionReadsNothing() {
    let model = PressModel()
    let host = ViewHost(PressCard(model: model))
    host.longPress("Hold me")
    let later = host.update { model.unread += 1 }
    #expect(later.bodyCount == 0, "\(later.trace)")
  }
}

// MARK: - Fixtures

@Observable
private final class PressModel {
  var held = 0
  var showsCard = true
  var unread = 0
  var duration = 1.0
  @ObservationIgnored var log: [String] = []
}

private struct PressCard: View {
  let model: PressModel
  var body: some View {
    VStack {
      if model.showsCard {
        PressLabel(text: "Hold me")
          .onLongPressGesture {
            model.log.append("action \(model.unread)")
            model.held += 1
          }
      }
      PressCount(model: model)
      Text("Disabled hold")
        .onLongPressGesture(perform: { model.log.append("disabled action") })
        .disabled(true)
    }
  }
}

private struct PressLabel: View {
  let text: String
  var body: some View { Text(text) }
}

private struct PressCount: View {
  let model: PressModel
  var body: some View { Text("held \(model.held)") }
}

@Observable
private final class PressLog {
  var events: [String] = []
}

private struct PressingCard: View {
  @State private var log = PressLog()
  @State private var isPressing = false
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Hold")
        .onLongPressGesture(minimumDuration: 1) {
          log.events.append("action")
          count += 1
        } onPressingChanged: { pressing in
          log.events.append("pressing \(pressing)")
          isPressing = pressing
        }
      Text("\(isPressing ? "pressing" : "idle"), \(count)")
    }
  }
}

private struct DoubleTapCounter: View {
  let count: Int
  @State private var taps = 0
  var body: some View {
    Text("Taps \(taps)")
      .onTapGesture(count: count) { taps += 1 }
  }
}

private struct ButtonCounter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Text("Count \(count)")
    }
  }
}

private struct AlertCounter: View {
  @State private var asking = false
  @State private var deleted = 0
  var body: some View {
    VStack {
      Text("deleted \(deleted)")
      Button("Ask") { asking = true }
    }
    .alert("Delete?", isPresented: $asking) {
      Button("Delete", role: .destructive) { deleted += 1 }
    }
  }
}

private struct CapturingCounter: View {
  @State private var total = 0
  @State private var step = 1
  var body: some View {
    let step = self.step
    VStack {
      Button("Step") {
        total += step
        self.step = step * 2
      }
      Text("Total \(total)")
    }
  }
}

private struct PressRows: View {
  @State private var log = PressLog()
  @State private var rows = [1, 2]
  var body: some View {
    VStack {
      ForEach(rows, id: \.self) { row in
        VStack {
          Text("Row \(row)")
          Text("Hold")
            .onLongPressGesture {
              log.events.append("action \(row)")
            } onPressingChanged: { pressing in
              log.events.append("pressing \(pressing) \(row)")
              // Row 1 goes away as soon as it is pressed.
              if pressing && row == 1 { rows.removeAll { $0 == 1 } }
            }
        }
      }
    }
  }
}

private struct TunedGestures: View {
  let model: PressModel
  var body: some View {
    VStack {
      Text("Press")
        .onLongPressGesture(minimumDuration: model.duration) {}
      Text("Tap")
        .onTapGesture(count: model.duration > 1 ? 3 : 2) {}
    }
  }
}
