import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q2: when a parent re-runs, which children re-run.

@Suite("Q2 child comparison", .tags(.swiftUIParity, .diffing))
@MainActor
struct ChildComparisonTests {
  @Test("Q2: a child with an unchanged plain value is skipped")
  func equalChildSkipped() {
    let host = ViewHost(Parent())
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["Parent", "CountLabel"], "\(update.trace)")
  }

  @Test(
    "Q2.4: a child holding a closure that captured values re-runs whenever its parent does; one capturing nothing is skipped"
  )
  func closureChildAlwaysRuns() {
    let withClosure = ViewHost(ClosureParent())
    let second = withClosure.tap("bump")
    #expect(
      second.printedChanges == ["ClosureParent: _count changed.", "ActionRow: @self changed."], "\(second.trace)")
  }

  @Test("Q2.6: .equatable() with a data-only == skips the closure-holding child")
  func equatableSkipsClosureChild() {
    let host = ViewHost(EquatableParent())
    let update = host.tap("bump")
    #expect(update.printedChanges == ["EquatableParent: _count changed."], "\(update.trace)")
  }

  @Test("Q2.3: a plain-data child's custom == is ignored without .equatable()")
  func podCustomEqualityIgnored() {
    let host = ViewHost(VersionParent(useEquatable: false))
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["VersionParent", "VersionRow"], "\(update.trace)")
  }

  @Test("Q2.6: with .equatable() the custom == decides, and the old value is kept")
  func equatableKeepsOldValue() {
    let host = ViewHost(VersionParent(useEquatable: true))
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["VersionParent"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(version 0)"), "\(host.treeDescription)")
  }

  @Test("Q2.4: a Binding(get:set:) child re-runs with @self; a $state child with an unchanged value does not")
  func bindingKinds() {
    let host = ViewHost(BindingKindsParent())
    let update = host.tap("other")
    #expect(
      update.printedChanges == ["BindingKindsParent: _other changed.", "ToggleRow: @self changed."], "\(update.trace)")
  }

  @Test("Q2.4: the same class reference compares equal; a new instance does not")
  func classReference() {
    let host = ViewHost(ReferenceParent())
    let update = host.tap("renew")
    #expect(
      update.printedChanges == ["ReferenceParent: _token, _renewals changed.", "ReferenceRow: @self changed."],
      "\(update.trace)")
    let again = host.tap("keep")
    #expect(again.printedChanges == ["ReferenceParent: _keeps changed."], "\(again.trace)")
  }
}

// MARK: - Fixtures

private struct CountLabel: View {
  let count: Int
  var body: some View { Text("\(count)") }
}

private struct StaticLabel: View {
  let text: String
  var body: some View { Text(text) }
}

private struct Parent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      CountLabel(count: count)
      StaticLabel(text: "fixed")
      Button("bump") { count += 1 }
    }
  }
}

private struct ActionRow: View {
  let title: String
  let action: () -> Void
  var body: some View { Text(title) }
}

private struct ClosureParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      ActionRow(title: "row") { print("tapped at \(count)") }
      ActionRow(title: "quiet") { print("tapped") }
      Button("bump") { count += 1 }
    }
  }
}

private struct EquatableActionRow: View, Equatable {
  let title: String
  let action: () -> Void
  var body: some View { Text(title) }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

private struct EquatableParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      EquatableActionRow(title: "row") { print("tapped") }.equatable()
      Button("bump") { count += 1 }
    }
  }
}

private struct VersionRow: View, Equatable {
  let id: Int
  let version: Int
  var body: some View { Text("version \(version)") }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

private struct VersionParent: View {
  let useEquatable: Bool
  @State private var version = 0
  var body: some View {
    VStack {
      if useEquatable {
        VersionRow(id: 1, version: version).equatable()
      } else {
        VersionRow(id: 1, version: version)
      }
      Button("bump") { version += 1 }
    }
  }
}

private struct ToggleRow: View {
  @Binding var isOn: Bool
  var body: some View { Text("row") }
}

private struct BindingKindsParent: View {
  @State private var flag = false
  @State private var other = 0
  var body: some View {
    VStack {
      Text("\(other)")
      ToggleRow(isOn: $flag)
      ToggleRow(isOn: Binding(get: { flag }, set: { flag = $0 }))
      Button("other") { other += 1 }
    }
  }
}

private final class Token {}

private struct ReferenceRow: View {
  let token: Token
  var body: some View { Text("row") }
}

private struct ReferenceParent: View {
  @State private var token = Token()
  @State private var renewals = 0
  @State private var keeps = 0
  var body: some View {
    VStack {
      Text("\(renewals) \(keeps)")
      ReferenceRow(token: token)
      Button("renew") {
        token = Token()
        renewals += 1
      }
      Button("keep") { keeps += 1 }
    }
  }
}
