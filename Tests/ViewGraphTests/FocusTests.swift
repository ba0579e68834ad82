import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q17: focus state is view-local state; one control has focus
// at a time; tapping into a field (or typing into it) moves focus there.

@Suite("Q17 focus", .tags(.swiftUIParity))
@MainActor
struct FocusTests {
  @Test("Focusing a field re-runs the views that read the focus state; the field shows it has focus")
  func focusRerunsReaders() {
    let host = ViewHost(SignIn())
    let update = host.focus("Email")
    #expect(update.evaluatedViews == ["SignIn"], "\(update.trace)")
    #expect(
      update.evaluations.first?.causes == ["@FocusState _field: focus moved and the body had read it (Q17)"],
      "\(update.trace)")
    #expect(update.leafUpdates.filter { $0.new == "focused(true)" }.count == 1, "\(update.leafUpdates)")
    #expect(host.treeDescription.contains("editing email"), "\(host.treeDescription)")
  }

  @Test("One control has focus: focusing another takes it from the first, in one transaction")
  func oneFocus() {
    let host = ViewHost(SignIn())
    host.focus("Email")
    let moved = host.focus("Password")
    #expect(moved.bodyCount == 1, "\(moved.trace)")
    #expect(moved.leafUpdates.filter { $0.old?.hasPrefix("focused") == true }.count == 2, "\(moved.trace)")
    #expect(host.treeDescription.contains("editing password"), "\(host.treeDescription)")
    host.unfocus()
    #expect(host.treeDescription.contains("editing nothing"), "\(host.treeDescription)")
  }

  @Test("Typing into a field focuses it first; the next keystrokes find it focused")
  func typingFocuses() {
    let host = ViewHost(SignIn())
    let updates = host.type("ab", into: "Email")
    #expect(updates[0].evaluatedViews == ["SignIn"], "\(updates[0].trace)")
    #expect(updates[1].bodyCount == 0, "\(updates[1].trace)")
  }

  @Test("Setting the state in code moves focus; Boolean focus states take it from each other")
  func programmaticFocus() {
    let host = ViewHost(Notes())
    host.tap("Edit title")
    #expect(host.treeDescription.contains("title true, body false"), "\(host.treeDescription)")
    host.focus("Body")
    #expect(host.treeDescription.contains("title false, body true"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

private enum Field: Hashable {
  case email, password
}

private struct SignIn: View {
  @FocusState private var field: Field?
  @State private var email = ""
  @State private var password = ""
  var body: some View {
    VStack {
      Text("editing \(field.map { "\($0)" } ?? "nothing")")
      TextField("Email", text: $email).focused($field, equals: .email)
      SecureField("Password", text: $password).focused($field, equals: .password)
    }
  }
}

private struct Notes: View {
  @FocusState private var titleFocused: Bool
  @FocusState private var bodyFocused: Bool
  @State private var title = ""
  @State private var text = ""
  var body: some View {
    VStack {
      Text("title \(titleFocused), body \(bodyFocused)")
      TextField("Title", text: $title).focused($titleFocused)
      TextField("Body", text: $text).focused($bodyFocused)
      Button("Edit title") { titleFocused = true }
    }
  }
}
