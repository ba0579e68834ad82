import Diffing
import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q10: what SwiftUI warns about or traps on is recorded with its text; update loops are stopped and reported.

@Suite("Q10 misuse warnings and loops", .tags(.scheduling, .swiftUIParity))
@MainActor
struct MisuseTests {
  @Test("Q10: objectWillChange sent inside a body is reported, then delivered")
  func publishDuringUpdate() {
    let model = Noisy()
    let host = ViewHost(NoisyView(model: model))
    #expect(
      host.diagnostics.map(\.message).contains(
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
  }

  @Test("Q10: one publish inside a body is reported once, however many views subscribe")
  func publishDuringUpdateOnce() {
    let model = Noisy()
    let host = ViewHost(NoisyPair(model: model))
    let reported = host.diagnostics.filter { $0.kind == .publishedDuringUpdate }
    #expect(reported.count == 1, "\(host.diagnostics)")
  }

  @Test("Q10: views that keep invalidating each other are stopped and reported with their paths")
  func cycle() {
    let model = PingPong()
    let host = ViewHost(PingPongRoot(model: model))
    #expect(host.mount.diagnostics.map(\.kind) == [.updateCycle], "the loop starts at mount")
    host.options.maxPasses = 20
    let update = host.update { model.ping += 1 }
    let cycle = update.diagnostics.first { $0.kind == .updateCycle }
    #expect(cycle != nil, "\(update.trace)\nmount: \(host.mount.trace)")
    #expect(cycle?.message.contains("Ping") == true)
    #expect(update.bodyCount <= 2 * 21, "bounded: \(update.bodyCount)")
  }

  @Test("Q10: $state taken before the view is installed is a constant binding, with SwiftUI's warning")
  func stateOutsideView() {
    let view = Uninstalled()
    let binding = view.binding
    binding.wrappedValue = 5
    #expect(binding.wrappedValue == 1)
  }

  @Test("A binding written after its view was removed is reported; nothing updates; the view comes back fresh")
  func bindingOfRemovedView() throws {
    let model = Shown()
    let box = BindingBox()
    let host = ViewHost(ShownParent(model: model, box: box))
    let binding = try #require(box.binding)
    host.update { binding.wrappedValue = "typed" }
    #expect(host.treeDescription.contains("Text(typed)"))
    host.update { model.isShown = false }
    let late = host.update { binding.wrappedValue = "late" }
    #expect(late.diagnostics.map(\.kind) == [.stateOfRemovedView], "\(late.trace)")
    #expect(late.diagnostics.first?.path.hasSuffix("BindingChild") == true, "\(late.diagnostics)")
    #expect(late.bodyCount == 0, "\(late.trace)")
    let back = host.update { model.isShown = true }
    #expect(back.diagnostics.isEmpty)
    #expect(host.treeDescription.contains("Text()"), "new identity, new state: \(host.treeDescription)")
  }

  @Test("Inputs naming a control that is not on screen are diagnostics, not crashes")
  func controlNotFound() {
    let host = ViewHost(Recorder())
    let update = expectInputRefused(.controlNotFound, on: host) { host.tap("nope") }
    #expect(
      update.diagnostics.first?.message
        == "No Button titled 'nope' is on screen (controls: 'noop'). Did you mean 'noop'?")
    let typed = expectInputRefused(.controlNotFound, on: host) { host.type("ab", into: "missing") }
    #expect(typed.count == 1, "a field that is not there fails once, not once per character")
    expectInputRefused(.controlNotFound, on: host) { host.toggle("missing") }
  }

  struct Suggestion: Sendable, CustomTestStringConvertible {
    let typed: String
    let titles: [String]
    let expected: [String]
    var testDescription: String { "\(typed) among \(titles)" }
  }

  @Test(
    "A mistyped title suggests the closest one on screen, only when it is close",
    arguments: [
      Suggestion(typed: "Mute account 3", titles: ["Mute account 2", "Settings"], expected: ["Mute account 2"]),
      Suggestion(
        typed: "Mute account 3", titles: ["Mute account 2", "Mute account 1"],
        expected: ["Mute account 1", "Mute account 2"]),
      Suggestion(typed: "save", titles: ["Save", "Cancel", "Save"], expected: ["Save"]),
      Suggestion(typed: "Delete", titles: ["Save", "Cancel"], expected: []),
      Suggestion(typed: "Sve", titles: ["Sane", "Save"], expected: ["Save"]),
      Suggestion(typed: "x", titles: [], expected: []),
    ])
  func suggestion(_ s: Suggestion) {
    #expect(Suggestions.closest(to: s.typed, among: s.titles) == s.expected)
  }

  @Test("host.toggle flips a Toggle's binding as one transaction")
  func toggleInput() {
    let host = ViewHost(Switcher())
    let update = host.toggle("Wi-Fi")
    // The body passes `$on` and never reads it, so it does not re-run (Q3);
    // the toggle still shows the new value.
    #expect(update.bodyCount == 0)
    #expect(update.leafUpdates.map(\.new) == ["Toggle(Wi-Fi: on)"])
  }
}

// MARK: - Fixtures

private final class Noisy: ObservableObject {
  @Published var count = 0
}

private struct NoisyView: View {
  @ObservedObject var model: Noisy
  var body: some View {
    if model.count == 0 { model.count = 1 }
    return Text("\(model.count)")
  }
}

/// A subscriber mounted before the view that publishes in its body.
private struct NoisyListener: View {
  @ObservedObject var model: Noisy
  var body: some View { Text("listening \(model.count)") }
}

private struct NoisyPair: View {
  let model: Noisy
  var body: some View {
    VStack {
      NoisyListener(model: model)
      NoisyListener(model: model)
      NoisyView(model: model)
    }
  }
}

/// Two views that write in their bodies what the other reads: a loop (also
/// ChangeNamingTests' stopped loop).
@Observable final class PingPong {
  var ping = 0
  var pong = 0
}

struct Ping: View {
  let model: PingPong
  var body: some View {
    let value = model.ping
    model.pong = value + 1
    return Text("\(value)")
  }
}

struct Pong: View {
  let model: PingPong
  var body: some View {
    let value = model.pong
    model.ping = value + 1
    return Text("\(value)")
  }
}

private struct PingPongRoot: View {
  let model: PingPong
  var body: some View {
    VStack {
      Ping(model: model)
      Pong(model: model)
    }
  }
}

private struct Uninstalled: View {
  @State private var value = 1
  var binding: Binding<Int> { $value }
  var body: some View { Text("\(value)") }
}

private struct Switcher: View {
  @State private var on = false
  var body: some View { Toggle("Wi-Fi", isOn: $on) }
}

@Observable
private final class Shown {
  var isShown = true
}

private final class BindingBox {
  var binding: Binding<String>?
}

private struct ShownParent: View {
  let model: Shown
  let box: BindingBox
  var body: some View {
    VStack {
      if model.isShown { BindingChild(box: box) }
    }
  }
}

private struct BindingChild: View {
  let box: BindingBox
  @State private var text = ""
  var body: some View {
    box.binding = $text
    return Text(text)
  }
}
