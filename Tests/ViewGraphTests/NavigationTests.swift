import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q15: a navigation stack realizes its root and each view
// pushed on it; pushing mounts a destination, popping unmounts it.

@Suite("Q15 navigation", .tags(.swiftUIParity))
@MainActor
struct NavigationTests {
  @Test("Tapping a value link mounts the destination declared for its type; going back unmounts it")
  func valueLink() {
    let host = ViewHost(Library())
    #expect(!host.mount.evaluatedViews.contains("BookDetail"), "\(host.mount.trace)")
    let pushed = host.tap("Book 3")
    #expect(pushed.evaluatedViews == ["BookDetail"], "\(pushed.trace)")
    #expect(pushed.mounted.contains("Library/NavigationStack/destination/BookDetail"), "\(pushed.mounted)")
    #expect(host.controlTitles.contains("Read"))
    let back = host.goBack()
    #expect(back.unmounted.contains("Library/NavigationStack/destination/BookDetail"), "\(back.trace)")
    #expect(back.bodyCount == 0, "\(back.trace)")
    expectInputRefused(.containerNotFound, on: host) { host.goBack() }
  }

  @Test("A pushed view's state dies when it is popped; pushing again is a first appearance")
  func stateDiesWithThePop() {
    let host = ViewHost(Library())
    host.tap("Book 3")
    host.tap("Read")
    #expect(host.treeDescription.contains("Book 3: read 1"), "\(host.treeDescription)")
    host.goBack()
    let again = host.tap("Book 3")
    #expect(again.printedChanges.first?.hasPrefix("BookDetail: @self, @identity") == true, "\(again.trace)")
    #expect(host.treeDescription.contains("Book 3: read 0"), "\(host.treeDescription)")
  }

  @Test("A bound path pushes and pops as it changes; each value is a destination, in order")
  func boundPath() {
    let host = ViewHost(PathOwner())
    let two = host.tap("Open 1 and 2")
    #expect(two.evaluatedViews.filter { $0 == "BookDetail" }.count == 2, "\(two.trace)")
    #expect(
      host.treeDescription.contains("Book 1") && host.treeDescription.contains("Book 2"), "\(host.treeDescription)")
    let popped = host.tap("Pop")
    #expect(popped.unmounted.count { $0.hasSuffix("destination/BookDetail") } == 1, "\(popped.trace)")
    #expect(host.treeDescription.contains("depth 1"), "\(host.treeDescription)")
  }

  @Test("dismiss in a pushed view pops it, through the bound path")
  func dismissPops() {
    let host = ViewHost(PathOwner())
    host.tap("Open 1 and 2")
    let closed = host.tap("Close Book 2")
    #expect(closed.unmounted.count { $0.hasSuffix("destination/BookDetail") } == 1, "\(closed.trace)")
    #expect(host.treeDescription.contains("depth 1"), "\(host.treeDescription)")
  }

  @Test("A NavigationPath pushes values of any declared type")
  func navigationPath() {
    let host = ViewHost(MixedPath())
    host.tap("Open author")
    #expect(host.treeDescription.contains("Author Ada"), "\(host.treeDescription)")
    host.tap("Open book")
    #expect(host.treeDescription.contains("Book 9"), "\(host.treeDescription)")
  }

  @Test("A link with a destination view pushes that view")
  func viewLink() {
    let host = ViewHost(Settings())
    let pushed = host.tap("About")
    #expect(pushed.evaluatedViews == ["About"], "\(pushed.trace)")
    host.goBack()
    #expect(!host.treeDescription.contains("Version 1"), "\(host.treeDescription)")
  }

  @Test("navigationDestination(isPresented:) pushes while its binding is true; going back sets it false")
  func presentedDestination() {
    let host = ViewHost(Settings())
    let pushed = host.tap("Show help")
    #expect(pushed.evaluatedViews.contains("Help"), "\(pushed.trace)")
    let back = host.goBack()
    #expect(back.unmounted.contains { $0.hasSuffix("destination/Help") }, "\(back.trace)")
    #expect(host.treeDescription.contains("help shown false"), "\(host.treeDescription)")
  }

  @Test(
    "Q15: a destination pushed by navigationDestination(isPresented:) is made again when its presenter runs again: the new value reaches it, an equal one re-runs nothing"
  )
  func presentedDestinationFollowsItsPresenter() {
    let host = ViewHost(CountingPresenter())
    host.tap("Show")
    #expect(host.treeDescription.contains("Detail 0"), "\(host.treeDescription)")
    let counted = host.tap("Count")
    #expect(counted.evaluatedViews == ["CountingPresenter", "CountDetail"], "\(counted.trace)")
    #expect(host.treeDescription.contains("Detail 1"), "\(host.treeDescription)")
    let renamed = host.tap("Rename")
    // The presenter re-ran; the detail it passes the same count to does not.
    #expect(renamed.evaluatedViews == ["CountingPresenter"], "\(renamed.trace)")
    let back = host.goBack()
    #expect(back.unmounted.contains { $0.hasSuffix("destination/CountDetail") }, "\(back.trace)")
  }

  @Test("A split view's list selection drives its detail column; tapping a row selects it")
  func splitViewSelection() {
    let host = ViewHost(Mail())
    #expect(host.treeDescription.contains("Pick a folder"), "\(host.treeDescription)")
    let picked = host.tap("Sent")
    #expect(picked.evaluatedViews.contains("FolderDetail"), "\(picked.trace)")
    #expect(picked.leafUpdates.contains { $0.new == "selected(true)" }, "\(picked.trace)")
    #expect(host.treeDescription.contains("Folder 2"), "\(host.treeDescription)")
    let other = host.tap("Inbox")
    #expect(other.leafUpdates.filter { $0.old?.hasPrefix("selected") == true }.count == 2, "\(other.trace)")
    #expect(host.treeDescription.contains("Folder 1"), "\(host.treeDescription)")
  }

  @Test("A value with no destination for its type is SwiftUI's warning, and nothing is shown")
  func missingDestination() {
    let host = ViewHost(Library())
    let update = host.tap("Unknown")
    #expect(
      update.diagnostics.map(\.message) == [
        "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
      ], "\(update.trace)")
  }
}

// MARK: - Fixtures

private struct BookDetail: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss
  @State private var reads = 0
  var body: some View {
    VStack {
      Text("Book \(number): read \(reads)")
      Button("Read") { reads += 1 }
      Button("Close Book \(number)") { dismiss() }
    }
  }
}

private struct Library: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Book 3", value: 3)
        NavigationLink("Unknown", value: "unknown")
      }
      .navigationDestination(for: Int.self) { BookDetail(number: $0) }
    }
  }
}

private struct PathOwner: View {
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("depth \(path.count)")
        Button("Open 1 and 2") { path = [1, 2] }
        Button("Pop") { path.removeLast() }
      }
      .navigationDestination(for: Int.self) { BookDetail(number: $0) }
    }
  }
}

private struct AuthorDetail: View {
  let name: String
  var body: some View { Text("Author \(name)") }
}

private struct MixedPath: View {
  @State private var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Open author") { path.append("Ada") }
        Button("Open book") { path.append(9) }
      }
      .navigationDestination(for: Int.self) { BookDetail(number: $0) }
      .navigationDestination(for: String.self) { AuthorDetail(name: $0) }
    }
  }
}

private struct Folder: Identifiable {
  let id: Int
  let name: String
}

private struct FolderDetail: View {
  let id: Int
  var body: some View { Text("Folder \(id)") }
}

private struct Mail: View {
  @State private var selected: Int?
  let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent")]
  var body: some View {
    NavigationSplitView {
      List(folders, selection: $selected) { Text($0.name) }
    } detail: {
      if let selected { FolderDetail(id: selected) } else { Text("Pick a folder") }
    }
  }
}

private struct About: View {
  var body: some View { Text("Version 1") }
}

private struct CountDetail: View {
  let count: Int
  var body: some View { Text("Detail \(count)") }
}

private struct CountingPresenter: View {
  @State private var showing = false
  @State private var count = 0
  @State private var name = "a"
  var body: some View {
    NavigationStack {
      VStack {
        Text("count \(count), \(name)")
        Button("Show") { showing = true }
        Button("Count") { count += 1 }
        Button("Rename") { name += "a" }
      }
      .navigationDestination(isPresented: $showing) { CountDetail(count: count) }
    }
  }
}

private struct Help: View {
  var body: some View { Text("Help") }
}

private struct Settings: View {
  @State private var showingHelp = false
  var body: some View {
    NavigationStack {
      VStack {
        Text("help shown \(showingHelp)")
        NavigationLink("About") { About() }
        Button("Show help") { showingHelp = true }
      }
      .navigationDestination(isPresented: $showingHelp) { Help() }
    }
  }
}
