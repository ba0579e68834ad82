import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q14: presented content exists only while presented, as its
// own subtree with the presenter's environment; dismissing destroys its state.

@Suite("Q14 presentations", .tags(.swiftUIParity))
@MainActor
struct PresentationTests {
  @Test("A sheet's content is realized only while presented; the presenter passing $showing does not re-run")
  func sheetRealizedWhilePresented() {
    let host = ViewHost(Presenter())
    #expect(!host.mount.evaluatedViews.contains("Detail"), "\(host.mount.trace)")
    let shown = host.tap("Show")
    #expect(shown.evaluatedViews == ["Detail", "Accent"], "\(shown.trace)")
    #expect(shown.mounted.contains("Presenter/VStack/sheet/Detail"), "\(shown.mounted)")
    #expect(host.controlTitles.contains("Close"))
  }

  @Test(
    "Q14, Q2: presenting from a child holding a closure runs only the presented content; the child and its parent do not re-run",
    arguments: ["Open", "Ask", "Warn"])
  func presentingFromClosureChild(_ control: String) {
    let host = ViewHost(ClosureRowPresenter())
    let shown = host.tap(control)
    #expect(shown.evaluatedViews == (control == "Open" ? ["SheetEditor"] : []), "\(shown.trace)")
    let dismissed = host.dismissPresentation()
    #expect(dismissed.evaluatedViews.isEmpty, "\(dismissed.trace)")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("Dismissing destroys the content's state; presenting again is a first appearance")
  func dismissDestroysState() {
    let host = ViewHost(Presenter())
    host.tap("Show")
    host.tap("Count")
    #expect(host.treeDescription.contains("count 1"), "\(host.treeDescription)")
    let closed = host.tap("Close")
    #expect(closed.unmounted.contains("Presenter/VStack/sheet/Detail"), "\(closed.trace)")
    #expect(!host.controlTitles.contains("Close"))
    let again = host.tap("Show")
    #expect(
      again.printedChanges.first == "Detail: @self, @identity, _dismiss, _isPresented, _count changed.",
      "\(again.trace)")
    #expect(host.treeDescription.contains("count 0"), "\(host.treeDescription)")
  }

  @Test("Inside the content, isPresented is true and the presenter's environment is inherited")
  func environment() {
    let host = ViewHost(Presenter().environment(\.presentationAccent, "teal"))
    host.tap("Show")
    #expect(host.treeDescription.contains("presented true, teal"), "\(host.treeDescription)")
  }

  @Test(
    "The content closure reads state when it runs: a presenter whose body does not read it does not re-run, and the sheet keeps the old value"
  )
  func staleSheet() {
    let host = ViewHost(Presenter())
    host.tap("Show")
    let renamed = host.tap("Rename")
    // SwiftUI's stale-sheet pitfall: `name` is read only inside the content closure.
    #expect(renamed.bodyCount == 0, "\(renamed.trace)")
    #expect(host.treeDescription.contains("Draft: count 0"), "\(host.treeDescription)")
  }

  @Test("A presenter whose body reads the value re-runs, and so does the content it passes it to")
  func contentFollowsThePresenter() {
    let host = ViewHost(Presenter(readsName: true))
    host.tap("Show")
    let renamed = host.tap("Rename")
    #expect(renamed.evaluatedViews == ["Presenter", "Detail"], "\(renamed.trace)")
    #expect(host.treeDescription.contains("Final: count 0"), "\(host.treeDescription)")
  }

  @Test("sheet(item:) presents one identity per item id; another id is another sheet")
  func sheetItem() {
    let host = ViewHost(ItemPresenter())
    let first = host.tap("Open 1")
    #expect(first.evaluatedViews == ["ItemDetail"], "\(first.trace)")
    let second = host.tap("Open 2")
    #expect(second.unmounted.contains { $0.hasSuffix("sheet/ItemDetail") }, "\(second.trace)")
    #expect(second.mounted.contains { $0.hasSuffix("sheet/ItemDetail") }, "\(second.trace)")
    #expect(host.treeDescription.contains("item 2"))
    let closed = host.dismissPresentation()
    #expect(closed.unmounted.contains { $0.hasSuffix("sheet/ItemDetail") }, "\(closed.trace)")
    let none = expectInputRefused(.containerNotFound, on: host) { host.dismissPresentation() }
    #expect(none.diagnostics.map(\.message) == ["No presentation is on screen."])
  }

  @Test("onDismiss runs after the update that ended the presentation")
  func onDismiss() {
    let host = ViewHost(Presenter())
    host.tap("Show")
    let closed = host.tap("Close")
    #expect(
      closed.lifecycleEvents.map(\.description) == ["onDismiss: Presenter/VStack/Text (sheet)"], "\(closed.trace)")
    #expect(host.treeDescription.contains("dismissed 1"), "\(host.treeDescription)")
  }

  @Test("An alert's buttons exist only while it is presented; a tapped one runs, then dismisses the alert")
  func alertButtons() {
    let host = ViewHost(Deleting())
    expectInputRefused(.controlNotFound, on: host) { host.tap("Delete") }
    let presented = host.tap("Remove…")
    #expect(presented.mounted.contains { $0.contains("/alert") }, "\(presented.trace)")
    #expect(host.treeDescription.contains("Delete the draft?"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("It cannot be undone."), "\(host.treeDescription)")
    let deleted = host.tap("Delete")
    #expect(deleted.unmounted.contains { $0.contains("/alert") }, "\(deleted.trace)")
    #expect(host.treeDescription.contains("deleted 1"), "\(host.treeDescription)")
    expectInputRefused(.controlNotFound, on: host) { host.tap("Delete") }
  }

  @Test("An alert presenting data shows it; a confirmation dialog dismisses on its buttons too")
  func presentingData() {
    let host = ViewHost(Deleting())
    host.tap("Archive…")
    #expect(host.treeDescription.contains("Archive Draft 7?"), "\(host.treeDescription)")
    let archived = host.tap("Archive")
    #expect(archived.unmounted.contains { $0.contains("/confirmationDialog") }, "\(archived.trace)")
    #expect(host.treeDescription.contains("archived 7"), "\(host.treeDescription)")
  }

  @Test(
    "Full-screen covers, popovers and inspectors follow their binding like sheets",
    arguments: ["fullScreenCover", "popover", "inspector"])
  func otherStyles(style: String) {
    let host = ViewHost(Styles(style: style))
    let shown = host.tap("Show")
    #expect(shown.mounted.contains("Styles/\(style)/Text"), "\(shown.trace)")
    let hidden = host.tap("Show")
    #expect(hidden.unmounted.contains("Styles/\(style)/Text"), "\(hidden.trace)")
  }
}

// MARK: - Fixtures

private struct SheetEditor: View {
  var body: some View { Text("editor") }
}

/// A row holding a closure: the same input only while its parent does not re-run.
private struct ClosureRow: View {
  let title: String
  let onTap: () -> Void
  var body: some View { Button(title) { onTap() } }
}

/// Each presentation attached to a row whose closure sets the state it presents with:
/// the presenter passes `$flag` and does not read it.
private struct ClosureRowPresenter: View {
  @State private var editing = false
  @State private var asking = false
  @State private var warning = false
  @State private var saved = 0
  var body: some View {
    VStack {
      ClosureRow(title: "Open") { editing = true }
        .sheet(isPresented: $editing) { SheetEditor() }
      ClosureRow(title: "Ask") { asking = true }
        .confirmationDialog("Save?", isPresented: $asking) { Button("Save") { saved += 1 } }
      ClosureRow(title: "Warn") { warning = true }
        .alert("Careful", isPresented: $warning) { Button("OK") {} }
    }
  }
}

private struct AccentKey: EnvironmentKey {
  static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
  fileprivate var presentationAccent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct Detail: View {
  let name: String
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(name): count \(count)")
      Accent(isPresented: isPresented)
      Button("Count") { count += 1 }
      Button("Close") { dismiss() }
    }
  }
}

private struct Accent: View {
  let isPresented: Bool
  @Environment(\.presentationAccent) private var accent
  var body: some View { Text("presented \(isPresented), \(accent)") }
}

private struct Presenter: View {
  var readsName = false
  @State private var showing = false
  @State private var name = "Draft"
  @State private var dismissals = 0
  var body: some View {
    VStack {
      Text("dismissed \(dismissals)\(readsName ? " " + name : "")")
        .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) { Detail(name: name) }
      Button("Show") { showing = true }
      Button("Rename") { name = "Final" }
    }
  }
}

private struct Note: Identifiable {
  let id: Int
}

private struct ItemDetail: View {
  let note: Note
  var body: some View { Text("item \(note.id)") }
}

private struct ItemPresenter: View {
  @State private var note: Note?
  var body: some View {
    VStack {
      Button("Open 1") { note = Note(id: 1) }
      Button("Open 2") { note = Note(id: 2) }
    }
    .sheet(item: $note) { ItemDetail(note: $0) }
  }
}

private struct Deleting: View {
  @State private var confirming = false
  @State private var archiving = false
  @State private var deleted = 0
  @State private var archived: Int?
  let draft = 7
  var body: some View {
    VStack {
      Text("deleted \(deleted), archived \(archived.map(String.init) ?? "none")")
      Button("Remove…") { confirming = true }
      Button("Archive…") { archiving = true }
    }
    .alert("Delete the draft?", isPresented: $confirming) {
      Button("Delete", role: .destructive) { deleted += 1 }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("It cannot be undone.")
    }
    .confirmationDialog("Archive", isPresented: $archiving, presenting: draft) { draft in
      Text("Archive Draft \(draft)?")
      Button("Archive") { archived = draft }
    }
  }
}

private struct Styles: View {
  let style: String
  @State private var showing = false
  var body: some View {
    let content = VStack { Button("Show") { showing.toggle() } }
    switch style {
    case "fullScreenCover": content.fullScreenCover(isPresented: $showing) { Text(style) }
    case "popover": content.popover(isPresented: $showing) { Text(style) }
    default: content.inspector(isPresented: $showing) { Text(style) }
    }
  }
}
