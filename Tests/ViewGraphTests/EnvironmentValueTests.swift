import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q12: environment values flow down; a changed value re-runs only its readers.

@Suite("Q12 environment values", .tags(.swiftUIParity))
@MainActor
struct EnvironmentValueTests {
  @Test("Q12: only readers of the changed key re-run; skipped parents do not block it")
  func onlyReadersOfTheKey() {
    let host = ViewHost(ThemeRoot())
    let update = host.tap("accent")
    #expect(
      update.printedChanges == ["ThemeRoot: _accent changed.", "AccentReader: _accent changed."], "\(update.trace)")
  }

  @Test("Q12: readers of another key do not re-run")
  func otherKeyUnchanged() {
    let host = ViewHost(ThemeRoot())
    let update = host.tap("accent")
    #expect(!update.evaluatedViews.contains("SchemeOnly"))
    #expect(!update.evaluatedViews.contains("Middle"))
  }

  @Test("Q12: writing an equal value re-runs nobody below")
  func equalValue() {
    let host = ViewHost(ThemeRoot())
    let update = host.tap("same accent")
    #expect(update.printedChanges == ["ThemeRoot: _tick changed."], "\(update.trace)")
  }

  @Test("Q12: a replaced environment object re-runs its readers with the property name")
  func replacedObject() {
    let host = ViewHost(SessionSwapper())
    let update = host.tap("swap")
    #expect(
      update.printedChanges == ["SessionSwapper: _session changed.", "NeedsSession: _session changed."],
      "\(update.trace)")
  }

  @Test("Q12: transformEnvironment derives the value again at each update; readers re-run only when it changed")
  func transformEnvironment() {
    let host = ViewHost(Transforming())
    #expect(host.treeDescription.contains("blue!"), "\(host.treeDescription)")
    let tick = host.tap("tick")
    #expect(tick.printedChanges == ["Transforming: _tick changed."], "\(tick.trace)")
    let suffix = host.tap("suffix")
    #expect(
      suffix.printedChanges == ["Transforming: _suffix changed.", "AccentReader: _accent changed."], "\(suffix.trace)")
  }

  @Test("Q12: .disabled(true) writes isEnabled; a disabled button ignores taps")
  func disabled() {
    let host = ViewHost(Disabling())
    let update = expectInputRefused(.controlDisabled, on: host) { host.tap("go") }
    #expect(update.bodyCount == 0)
    #expect(update.diagnostics.first?.message == "The Button titled 'go' is disabled; the input was ignored.")
  }
}

// MARK: - Fixtures

private struct AccentReader: View {
  @Environment(\.accent) var accent
  var body: some View { Text(accent) }
}

private struct SchemeOnly: View {
  @Environment(\.colorScheme) var colorScheme
  var body: some View { Text("scheme") }
}

private struct Middle: View {
  var body: some View {
    VStack {
      AccentReader()
      SchemeOnly()
    }
  }
}

private struct ThemeRoot: View {
  @State private var accent = "blue"
  @State private var tick = 0
  var body: some View {
    VStack {
      Text("\(accent) \(tick)")
      Middle()
      Button("accent") { accent = "red" }
      Button("same accent") { tick += 1 }
    }
    .environment(\.accent, accent)
  }
}

private struct Transforming: View {
  @State private var suffix = "!"
  @State private var tick = 0
  var body: some View {
    let suffix = self.suffix
    return VStack {
      Middle()
      Text("\(tick)")
      Button("suffix") { self.suffix = "?" }
      Button("tick") { tick += 1 }
    }
    .transformEnvironment(\.accent) { $0 += suffix }
    .environment(\.accent, "blue")
  }
}

private struct SessionSwapper: View {
  @State private var session = Session()
  var body: some View {
    VStack {
      NeedsSession()
      Button("swap") { session = Session() }
    }
    .environment(session)
  }
}

private struct Disabling: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      Button("go") { count += 1 }.disabled(true)
    }
  }
}
