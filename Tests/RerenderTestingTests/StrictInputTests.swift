import RerenderTesting
import Testing
import ViewGraph

// An input that cannot be delivered fails the test at the line that asked for it:
// the host finds RerenderTesting's reporter in the test process and records an
// issue there. These tests catch that issue with `withKnownIssue`, which itself
// fails when no issue is recorded, so each one proves the failure happens.

@Suite("Strict input")
@MainActor
struct StrictInputTests {
  /// Two accounts with a mute toggle each, and a save button disabled until a change.
  struct Accounts: View {
    @State private var muted = [false, false]
    @State private var saved = 0
    var body: some View {
      VStack {
        ForEach(0..<2, id: \.self) { index in
          HStack {
            Text("Account \(index + 1)")
            Toggle("Mute account \(index + 1)", isOn: $muted[index])
            Button("Remove") { muted[index] = true }
          }
        }
        Button("Save") { saved += 1 }.disabled(!muted.contains(true))
        Text("saved \(saved)")
      }
    }
  }

  @Test("The reporter of RerenderTesting is found in the test process, without set-up")
  func reporterIsLinked() {
    #expect(InputFailureReporting.linkedReporter == InputIssueReporter.self)
    #expect(ViewHost(Text("x")).inputFailureHandler != nil)
  }

  @Test("A mistyped title fails the test at the caller's line, naming the controls and the closest title")
  func mistypedTitle() {
    let host = ViewHost(Accounts())
    let line = #line + 2
    withKnownIssue {
      host.toggle("Mute account 3")
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "StrictInputTests.swift"
        && issue.comments.map(\.rawValue).joined() == """
          No Toggle titled 'Mute account 3' is on screen (controls: 'Mute account 1', 'Remove', \
          'Mute account 2', 'Remove', 'Save'). Did you mean 'Mute account 1' or 'Mute account 2'?
          """
    }
    #expect(host.inputFailures.map(\.site.line) == [line])
    #expect(host.inputFailures.map(\.diagnostic.kind) == [.controlNotFound])
  }

  @Test(
    "Every kind of refusal fails the test",
    arguments: [
      Refusal("a title no control has", .controlNotFound) { $0.tap("Sav") },
      Refusal("a disabled control", .controlDisabled) { $0.tap("Save") },
      Refusal("two controls with the title", .controlAmbiguous) { $0.tap("Remove") },
      Refusal("a picker not on screen", .controlNotFound) { $0.pick("Dark", in: "Theme") },
      Refusal("a text field not on screen", .controlNotFound) { $0.setText("x", in: "Name") },
      Refusal("a stepper not on screen", .controlNotFound) { $0.increment("Volume") },
      Refusal("no presentation to dismiss", .containerNotFound) { $0.dismissPresentation() },
      Refusal("no stack to go back on", .containerNotFound) { $0.goBack() },
      Refusal("no lazy container to scroll", .containerNotFound) { $0.scroll(toRow: 2) },
    ])
  func refusals(_ refusal: Refusal) {
    let host = ViewHost(Accounts())
    withKnownIssue { _ = refusal.input(host) }
    #expect(host.inputFailures.map(\.diagnostic.kind) == [refusal.kind], "\(host.inputFailures)")
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let kind: Diagnostic.Kind
    let input: @MainActor @Sendable (ViewHost) -> Update
    init(_ name: String, _ kind: Diagnostic.Kind, _ input: @escaping @MainActor @Sendable (ViewHost) -> Update) {
      self.name = name
      self.kind = kind
      self.input = input
    }
    var testDescription: String { name }
  }

  @Test("Two controls with one title are ambiguous; near: a text beside one names it")
  func ambiguity() {
    let host = ViewHost(Accounts())
    withKnownIssue {
      host.tap("Remove")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "2 controls of kind Button are titled 'Remove' (at StrictInputTests.Accounts/VStack/[0]/HStack/Button, "
          + "StrictInputTests.Accounts/VStack/[1]/HStack/Button)")
    }
    let removed = host.tap("Remove", near: "Account 2")
    expectNoDiagnostics(removed)
    #expect(removed.printedChanges == ["StrictInputTests.Accounts: _muted changed."], "\(removed.trace)")
    // Saving is enabled now; the toggle of the second account is on.
    expectNoDiagnostics(host.tap("Save"))
    #expect(host.treeDescription.contains("Text(saved 1)"), "\(host.treeDescription)")
  }

  @Test("A text equally near two controls leaves them ambiguous; a text near none is refused")
  func nearThatDoesNotDecide() {
    let host = ViewHost(Accounts())
    withKnownIssue {
      host.tap("Remove", near: "saved 0")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("titled 'Remove' equally near 'saved 0'")
    }
    withKnownIssue {
      host.tap("Remove", near: "Account 9")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "No Button titled 'Remove' is near a text 'Account 9': no view around one shows that text."
    }
    #expect(host.inputFailures.map(\.diagnostic.kind) == [.controlAmbiguous, .controlNotFound])
  }

  @Test("Typing into a field that is not there fails once, not once per character")
  func typingFailsOnce() {
    let host = ViewHost(Accounts())
    var typed: [Update] = []
    withKnownIssue { typed = host.type("hello", into: "Name") }
    #expect(typed.count == 1)
    #expect(host.inputFailures.count == 1)
  }

  @Test("A lenient host records the diagnostic only, and gives an ambiguous input to the first control")
  func lenient() {
    // No withKnownIssue: were an issue recorded here, this test would fail.
    let host = ViewHost(Accounts(), options: .init(strictInput: false))
    #expect(host.tap("Sav").diagnostics.map(\.kind) == [.controlNotFound])
    let removed = host.tap("Remove")
    #expect(removed.diagnostics.isEmpty)
    #expect(removed.bodyCount == 1, "the first account's Remove ran: \(removed.trace)")
    #expect(host.inputFailures.map(\.diagnostic.kind) == [.controlNotFound])
  }

  @Test("expectInputRefused passes on a refusal of the kind named, and fails on a delivered input")
  func expectRefused() {
    let host = ViewHost(Accounts())
    expectInputRefused(.controlDisabled, on: host) { host.tap("Save") }
    withKnownIssue {
      _ = expectInputRefused(on: host) { host.toggle("Mute account 1") }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == "Expected the input to be refused, but it was delivered."
    }
    withKnownIssue {
      _ = expectInputRefused(.controlDisabled, on: host) { host.tap("Sve") }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Expected the input to be refused as controlDisabled, but it was refused as controlNotFound")
    }
    #expect(host.inputFailureHandler != nil, "the reporter is back after the expectation")
  }

  @Test("A host's own handler receives each failure with its site")
  func ownHandler() {
    let host = ViewHost(Accounts())
    var seen: [InputFailure] = []
    host.inputFailureHandler = { seen.append($0) }
    host.tap("Nope")
    #expect(seen.map(\.diagnostic.kind) == [.controlNotFound])
    #expect(seen.first?.site.fileID == "RerenderTestingTests/StrictInputTests.swift")
  }
}
