import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q1: the text of `Self._printChanges()`.

@Suite("Q1 _printChanges text", .tags(.swiftUIParity))
@MainActor
struct PrintChangesTests {
  @Test("Q1: first appearance without dynamic properties prints @self only")
  func firstAppearanceStatic() {
    let host = ViewHost(Plain(name: "a"))
    #expect(host.mount.printedChanges == ["Plain: @self changed."])
  }

  @Test("Q1: first appearance with dynamic properties lists @identity and every property")
  func firstAppearanceDynamic() {
    let host = ViewHost(WithState())
    #expect(host.mount.printedChanges == ["WithState: @self, @identity, _count, _flag changed."])
  }

  @Test("Q1: own @State written and read prints _count")
  func ownState() {
    let host = ViewHost(WithState())
    let update = host.tap("increment")
    #expect(update.printedChanges == ["WithState: _count changed."])
  }

  @Test("Q1: parent re-creates the child with a new value: @self")
  func selfChanged() {
    let host = ViewHost(ParentOfPlain())
    let update = host.tap("rename")
    #expect(update.printedChanges == ["ParentOfPlain: _name changed.", "Plain: @self changed."])
  }

  @Test(
    "Q1, Releases: Observation invalidation prints @dependencies up to iOS 18, the property's key path from iOS 26, before @self when combined",
    arguments: [
      (
        SwiftUIRelease.iOS17,
        ["DependencyParent: @dependencies changed.", "DependencyChild: @dependencies, @self changed."]
      ),
      (.iOS18, ["DependencyParent: @dependencies changed.", "DependencyChild: @dependencies, @self changed."]),
      (.iOS26, ["DependencyParent: \\Counter.value changed.", "DependencyChild: \\Counter.value, @self changed."]),
      (.iOS27, ["DependencyParent: \\Counter.value changed.", "DependencyChild: \\Counter.value, @self changed."]),
    ])
  func dependenciesThenSelf(release: SwiftUIRelease, expected: [String]) {
    let model = Counter()
    let host = ViewHost(DependencyParent(model: model), options: ViewHost.Options(swiftUI: release))
    let update = host.update { model.value += 1 }
    #expect(update.printedChanges == expected, "\(update.trace)")
    // The reasons keep the engine's words under every release; only the line's wording differs.
    #expect(update.evaluations.map(\.reasons) == [["@dependencies"], ["@dependencies", "@self"]], "\(update.trace)")
  }

  @Test("Q1, Releases: a body's own _printChanges() call prints the release's wording, as the record does")
  func callPrintsTheReleaseWording() {
    for release in SwiftUIRelease.allCases {
      let model = Counter()
      var printed: [String] = []
      let host = ViewHost(
        PrintingCounterView(model: model), options: ViewHost.Options(swiftUI: release), output: { printed.append($0) })
      printed.removeAll()
      let update = host.update { model.value += 1 }
      #expect(printed == update.printedChanges, "\(release): \(update.trace)")
      #expect(
        printed == [
          release.printsObservedKeyPaths
            ? "PrintingCounterView: \\Counter.value changed." : "PrintingCounterView: @dependencies changed."
        ],
        "\(release)")
    }
  }

  @Test("Q1, Releases: a change the engine cannot name prints @dependencies under every release")
  func unnamedChangePrintsDependencies() {
    for release in SwiftUIRelease.allCases {
      let model = Counter()
      let host = ViewHost(GlobalReader(box: PlainBox(model: model)), options: ViewHost.Options(swiftUI: release))
      let update = host.update { model.value += 1 }
      #expect(update.printedChanges == ["GlobalReader: @dependencies changed."], "\(release): \(update.trace)")
    }
  }

  @Test("Q1: nested types keep their enclosing type; generics print their arguments")
  func typeNames() {
    let host = ViewHost(Outer.Inner())
    #expect(host.mount.printedChanges == ["Outer.Inner: @self changed.", "Generic<Int>: @self changed."])
  }

  @Test("Q1: an environment key's change prints its storage name")
  func environmentKey() {
    let host = ViewHost(SchemeSwitcher())
    let update = host.tap("dark")
    #expect(
      update.printedChanges == ["SchemeSwitcher: _scheme changed.", "SchemeReader: _colorScheme changed."],
      "\(update.trace)")
  }

  @Test("Q1: a changed binding that was read prints the binding with @self")
  func bindingAndSelf() {
    let host = ViewHost(BindingOwner())
    let update = host.tap("bump")
    #expect(
      update.printedChanges == ["BindingOwner: _value changed.", "BindingReader: @self, _value changed."],
      "\(update.trace)")
  }
}

// MARK: - Fixtures

private struct Plain: View {
  let name: String
  var body: some View { Text(name) }
}

private struct WithState: View {
  @State private var count = 0
  @State private var flag = false
  var body: some View {
    VStack {
      Text("\(count)")
      Button("increment") { count += 1 }
    }
  }
}

private struct ParentOfPlain: View {
  @State private var name = "a"
  var body: some View {
    VStack {
      Plain(name: name)
      Button("rename") { name = "b" }
    }
  }
}

@Observable private final class Counter { var value = 0 }

private struct DependencyChild: View {
  let model: Counter
  let shown: Int
  var body: some View { Text("\(model.value) \(shown)") }
}

private struct DependencyParent: View {
  let model: Counter
  var body: some View { DependencyChild(model: model, shown: model.value) }
}

private struct PrintingCounterView: View {
  let model: Counter
  var body: some View {
    let _ = Self._printChanges()
    Text("\(model.value)")
  }
}

/// A plain class: the engine's walk does not look inside it for an observable object.
private final class PlainBox {
  let model: Counter
  init(model: Counter) { self.model = model }
}

private struct GlobalReader: View {
  let box: PlainBox
  var body: some View { Text("\(box.model.value)") }
}

private enum Outer {
  struct Inner: View {
    var body: some View { Generic(value: 1) }
  }
}

private struct Generic<T>: View {
  let value: T
  var body: some View { Text("\(value)") }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) var colorScheme
  var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

private struct SchemeSwitcher: View {
  @State private var scheme = ColorScheme.light
  var body: some View {
    VStack {
      Button("dark") { scheme = .dark }
      Plain(name: "static")
      SchemeReader()
    }
    .environment(\.colorScheme, scheme)
  }
}

private struct BindingReader: View {
  @Binding var value: Int
  var body: some View { Text("\(value)") }
}

private struct BindingOwner: View {
  @State private var value = 0
  var body: some View {
    VStack {
      BindingReader(value: $value)
      Text("owner sees \(value)")
      Button("bump") { value += 1 }
    }
  }
}
