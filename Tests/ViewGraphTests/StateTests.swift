import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q3: reads, bindings, equal writes.

@Suite("Q3 @State and @Binding", .tags(.swiftUIParity))
@MainActor
struct StateTests {
  @Test("Q3: a body that only passes $query to a TextField does not re-run when typing")
  func unreadStateDoesNotInvalidate() {
    let host = ViewHost(SearchOnly())
    let updates = host.type("abc", into: "Search")
    #expect(updates.map(\.bodyCount) == [0, 0, 0], "\(updates.map(\.trace))")
    #expect(updates.map(\.leafUpdateCount) == [1, 1, 1], "the field still shows each character")
    #expect(host.treeDescription.contains("TextField(Search: abc)"))
  }

  @Test("Q3: a body that reads the state re-runs on each keystroke")
  func readStateInvalidates() {
    let host = ViewHost(SearchEcho())
    let updates = host.type("ab", into: "Search")
    #expect(updates.map(\.printedChanges) == [["SearchEcho: _query changed."], ["SearchEcho: _query changed."]])
  }

  @Test("Q3: writing an equal value is dropped")
  func equalWriteDropped() {
    let host = ViewHost(SearchEcho())
    let update = host.setText("", in: "Search")
    #expect(update.bodyCount == 0)
  }

  @Test("Q3: a read is sticky: once read, later changes re-run the body even if no longer read")
  func readIsSticky() {
    let host = ViewHost(SometimesReads())
    #expect(host.tap("hide").printedChanges == ["SometimesReads: _show changed."])
    #expect(host.tap("bump").printedChanges == ["SometimesReads: _count changed."])
  }

  @Test("Q3: a child reading a @Binding re-runs alone; the owner that never reads does not")
  func childBindingReadOnly() {
    let host = ViewHost(WrappedTextOwner())
    let updates = host.type("hi", into: "Name")
    #expect(
      updates.map(\.printedChanges) == [["WrappedText: _text changed."], ["WrappedText: _text changed."]],
      "\(updates.map(\.trace))")
  }

  @Test("Q3 open point 1: with bindingReadMarksOwner, the owner re-runs too")
  func bindingReadMarksOwnerOption() {
    let host = ViewHost(WrappedTextOwner(), options: ViewHost.Options(bindingReadMarksOwner: true))
    let update = host.type("h", into: "Name").first
    #expect(
      update?.printedChanges == ["WrappedTextOwner: _text changed.", "WrappedText: @self, _text changed."],
      "\(update?.trace ?? "")")
  }

  @Test("Q3: a child that does not read its binding is not invalidated")
  func childUnreadBinding() {
    let host = ViewHost(UnreadBindingOwner())
    let update = host.tap("flip")
    #expect(update.bodyCount == 0, "\(update.trace)")
  }

  @Test("Q3, Q10: a state write inside a body is dropped with SwiftUI's warning")
  func writeDuringBody() {
    let host = ViewHost(WritesInBody())
    #expect(
      host.diagnostics.map(\.message) == ["Modifying state during view update, this will cause undefined behavior."])
    #expect(host.diagnostics.first?.path == "WritesInBody")
    #expect(host.mount.bodyCount == 1, "no loop: the write was dropped")
  }

  @Test("Q3: member bindings ($state.field) reach the root state")
  func memberBinding() {
    let host = ViewHost(ProfileForm())
    let update = host.type("x", into: "Name").first
    #expect(update?.printedChanges == ["ProfileForm: _profile changed."])
    #expect(host.treeDescription.contains("Text(x)"))
  }
}

// MARK: - Fixtures

private struct SearchOnly: View {
  @State private var query = ""
  var body: some View {
    VStack {
      TextField("Search", text: $query)
      Text("results")
    }
  }
}

private struct SearchEcho: View {
  @State private var query = ""
  var body: some View {
    VStack {
      TextField("Search", text: $query)
      Text(query)
    }
  }
}

private struct SometimesReads: View {
  @State private var show = true
  @State private var count = 0
  var body: some View {
    VStack {
      if show { Text("\(count)") }
      Button("hide") { show = false }
      Button("bump") { count += 1 }
    }
  }
}

private struct WrappedText: View {
  @Binding var text: String
  var body: some View { Text(text) }
}

private struct WrappedTextOwner: View {
  @State private var text = ""
  var body: some View {
    VStack {
      TextField("Name", text: $text)
      WrappedText(text: $text)
    }
  }
}

private struct Unreading: View {
  @Binding var flag: Bool
  var body: some View { Text("never reads") }
}

private struct UnreadBindingOwner: View {
  @State private var flag = false
  var body: some View {
    VStack {
      Unreading(flag: $flag)
      Button("flip") { flag.toggle() }
    }
  }
}

private struct WritesInBody: View {
  @State private var count = 0
  var body: some View {
    count += 1
    return Text("\(count)")
  }
}

private struct Profile: Equatable {
  var name = ""
  var age = 0
}

private struct ProfileForm: View {
  @State private var profile = Profile()
  var body: some View {
    VStack {
      TextField("Name", text: $profile.name)
      Text(profile.name)
    }
  }
}
