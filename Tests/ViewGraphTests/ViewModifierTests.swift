import Observation
import TestSupport
import Testing
import ViewGraph

// Q1: `_printChanges` exists on `ViewModifier` too; a modifier's body is a body.

@Suite("ViewModifier bodies", .tags(.swiftUIParity))
@MainActor
struct ViewModifierTests {
  @Test("Q1: a modifier's body is evaluated and printed under its type name")
  func modifierBodyCounted() {
    let host = ViewHost(Carded(count: 0))
    #expect(
      host.mount.printedChanges == [
        "Carded: @self changed.",
        "Card: @self, @identity, _taps changed.",
        "Label: @self changed.",
      ], "\(host.mount.trace)")
  }

  @Test("A modifier's own state re-runs only the modifier's body")
  func modifierState() {
    let host = ViewHost(Carded(count: 0))
    let update = host.tap("card")
    #expect(update.printedChanges == ["Card: _taps changed."], "\(update.trace)")
  }

  @Test("New content reaches a modifier whose value did not change, without re-running it")
  func contentChangesAlone() {
    let host = ViewHost(CardedCounter())
    let update = host.tap("bump")
    #expect(update.printedChanges == ["CardedCounter: _count changed.", "Label: @self changed."], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(1)"), "\(host.treeDescription)")
  }

  @Test("A modifier whose value changed re-runs with @self")
  func modifierValueChanged() {
    let host = ViewHost(Tinted())
    let update = host.tap("tint")
    #expect(update.printedChanges == ["Tinted: _red changed.", "Tint: @self changed."], "\(update.trace)")
  }
}

// MARK: - Fixtures

private struct Card: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Text("taps \(taps)")
      Button("card") { taps += 1 }
    }
  }
}

private struct Label: View {
  let count: Int
  var body: some View { Text("\(count)") }
}

private struct Carded: View {
  let count: Int
  var body: some View { Label(count: count).modifier(Card()) }
}

private struct CardedCounter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Label(count: count).modifier(Card())
      Button("bump") { count += 1 }
    }
  }
}

private struct Tint: ViewModifier {
  let red: Bool
  func body(content: Content) -> some View {
    content.foregroundStyle(red ? .red : .blue)
  }
}

private struct Tinted: View {
  @State private var red = false
  var body: some View {
    VStack {
      Text("hello").modifier(Tint(red: red))
      Button("tint") { red.toggle() }
    }
  }
}
