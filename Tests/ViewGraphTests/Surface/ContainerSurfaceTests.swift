import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Containers and attached content take their place in the tree where SwiftUI
// realizes them, so the bodies inside are counted; what SwiftUI realizes lazily
// (a collapsed group, an unselected tab) is realized when shown.

@Suite("Container surface: attached content, disclosure, tabs, navigation, lists")
@MainActor
struct ContainerSurfaceTests {
  @Test("Attached content is realized and counted, named by its role in paths")
  func attachments() {
    let model = ContainerModel()
    let host = ViewHost(Decorations(model: model))
    let paths = host.mount.evaluations.map(\.path)
    for expected in [
      "Decorations/VStack/overlay/Counter", "Decorations/VStack/background/Counter",
      "Decorations/VStack/toolbar/ToolbarItem/Counter", "Decorations/VStack/contextMenu/Counter",
      "Decorations/VStack/swipeActions/Counter", "Decorations/VStack/safeAreaInset/Counter",
    ] {
      #expect(paths.contains(expected), "\(expected) in \(paths)")
    }
    let update = host.update { model.count += 1 }
    #expect(
      update.evaluatedViews == Array(repeating: "Counter", count: 6), "every attached reader re-runs: \(update.trace)")
  }

  @Test("Buttons in toolbars, menus, context menus and swipe actions are tapped directly (our documented choice)")
  func attachedButtons() {
    let model = ContainerModel()
    let host = ViewHost(Decorations(model: model))
    for title in ["Add", "Rename", "Flag", "Pin"] {
      #expect(host.tap(title).diagnostics.isEmpty, "\(title): \(host.controlTitles)")
    }
    #expect(model.taps == ["Add", "Rename", "Flag", "Pin"])
  }

  @Test("A disclosure group realizes its content only while expanded; collapsing destroys its state")
  func disclosure() {
    let host = ViewHost(Disclosure())
    #expect(host.mount.evaluatedViews == ["Disclosure"], "collapsed: \(host.mount.evaluatedViews)")
    let open = host.tap("Advanced")
    #expect(open.evaluatedViews == ["StatefulDetail"], "\(open.trace)")
    #expect(open.printedChanges == ["StatefulDetail: @self, @identity, _taps changed."])
    host.tap("Count")
    #expect(host.treeDescription.contains("Text(1 taps)"), "\(host.treeDescription)")
    let close = host.tap("Advanced")
    #expect(close.unmounted.contains { $0.hasSuffix("StatefulDetail") }, "\(close.unmounted)")
    host.tap("Advanced")
    #expect(host.treeDescription.contains("Text(0 taps)"), "state was destroyed: \(host.treeDescription)")
  }

  @Test("A bound disclosure group follows its binding; the body that made the binding read it (Q3)")
  func boundDisclosure() {
    let model = ContainerModel()
    let host = ViewHost(BoundDisclosure(model: model))
    let update = host.update { model.expanded = true }
    #expect(update.evaluatedViews == ["BoundDisclosure", "StatefulDetail"], "\(update.trace)")
  }

  @Test(
    "A collapsible section realizes its content only while its binding is true, in a list or a stack",
    arguments: [false, true])
  func collapsibleSection(inList: Bool) {
    let host = ViewHost(CollapsibleSections(inList: inList))
    #expect(host.mount.evaluatedViews == ["CollapsibleSections"], "collapsed: \(host.mount.trace)")
    let open = host.tap("Show")
    #expect(open.evaluatedViews == ["StatefulDetail"], "the owner does not read the binding: \(open.trace)")
    let close = host.tap("Show")
    #expect(close.unmounted.contains { $0.hasSuffix("StatefulDetail") }, "\(close.trace)")
  }

  @Test("A tab view realizes the selected tab; a tab selected later mounts then; visited tabs keep their state")
  func tabs() {
    let host = ViewHost(Tabs())
    #expect(host.mount.evaluatedViews == ["Tabs", "TabLabel", "TabLabel", "StatefulDetail"], "\(host.mount.trace)")
    host.tap("Count")
    let second = host.tap("Settings")
    #expect(second.evaluatedViews == ["SettingsTab"], "\(second.trace)")
    let back = host.tap("Home")
    #expect(back.bodyCount == 0, "the first tab was kept: \(back.trace)")
    #expect(host.treeDescription.contains("Text(1 taps)"), "its state survived: \(host.treeDescription)")
  }

  @Test("A bound tab view selects by its tags; Tab values work the same")
  func boundTabs() {
    let model = ContainerModel()
    let host = ViewHost(BoundTabs(model: model))
    #expect(host.mount.evaluatedViews.contains("SettingsTab") == false)
    let update = host.update { model.tab = "settings" }
    // Q3: `$model.tab` was made in BoundTabs' body, reading the tab.
    #expect(update.evaluatedViews == ["BoundTabs", "SettingsTab"], "\(update.trace)")
    host.tap("Home")
    #expect(model.tab == "home")
  }

  @Test(
    "Q6: rows over a bound @Observable array read the whole array through their bindings: one toggle re-runs every row")
  func boundRows() {
    let model = ContainerModel()
    let host = ViewHost(Checklist(model: model))
    #expect(host.mount.evaluatedViews.filter { $0 == "CheckRow" }.count == 3)
    let update = host.toggle("b")
    #expect(model.items.map(\.done) == [false, true, false])
    // Each row's binding reads `model.items[i]`, a read of `items` that Observation
    // tracks for the row's body; `ForEach($model.items)` reads `items` in the list.
    #expect(update.evaluatedViews == ["Checklist", "CheckRow", "CheckRow", "CheckRow"], "\(update.trace)")
    // Every run is wasted: the toggled row's toggle shows its binding's new value
    // whether or not its body runs (Documentation/Counting.md, "Wasted evaluations").
    #expect(
      update.evaluations.filter(\.isWasted).map(\.viewType) == ["Checklist", "CheckRow", "CheckRow", "CheckRow"],
      "\(update.trace)")
  }

  @Test("onDelete and onMove run as a swipe and a drag would; rows unmount and move by identity")
  func editing() {
    let model = ContainerModel()
    let host = ViewHost(Checklist(model: model))
    let delete = host.deleteRows(at: [0])
    #expect(model.items.map(\.title) == ["b", "c"])
    #expect(delete.unmounted.count >= 1, "\(delete.trace)")
    let move = host.moveRows(fromOffsets: [1], toOffset: 0)
    #expect(model.items.map(\.title) == ["c", "b"])
    #expect(move.moved.isEmpty == false, "\(move.moved)")
    #expect(
      expectInputRefused(.containerNotFound, on: host) { host.deleteRows(at: [0], section: 3) }.diagnostics.map(
        \.message) == [
          "No ForEach with onDelete #3 is on screen (there is 1 editable ForEach)."
        ])
  }

  @Test(
    "A deletion or a move past the rows a ForEach shows runs nothing and says which rows there are (the fuzzer's crash: the action got offsets its data does not have)",
    arguments: [
      (0, [3], nil, "The ForEach with onDelete #0 shows 3 rows: row 3 is not one of them; nothing ran."),
      (0, [1, 5], nil, "The ForEach with onDelete #0 shows 3 rows: row 5 is not one of them; nothing ran."),
      (0, [], nil, "The ForEach with onDelete #0 shows 3 rows: no row was named; nothing ran."),
      (1, [4], 0, "The ForEach with onMove #0 shows 3 rows: row 4 is not one of them; nothing ran."),
      (
        1, [0], 4,
        "The ForEach with onMove #0 shows 3 rows: offset 4 is not one of them nor just after them; nothing ran."
      ),
    ] as [(Int, [Int], Int?, String)])
  func editingPastTheRows(_ kind: Int, _ offsets: [Int], _ destination: Int?, _ message: String) {
    let model = ContainerModel()
    let host = ViewHost(Checklist(model: model))
    let refused = expectInputRefused(.rowNotFound, on: host) {
      kind == 0
        ? host.deleteRows(at: IndexSet(offsets))
        : host.moveRows(fromOffsets: IndexSet(offsets), toOffset: destination ?? 0)
    }
    #expect(refused.diagnostics.map(\.message) == [message])
    #expect(model.items.map(\.title) == ["a", "b", "c"])
    // The last offset is a valid destination for a move: after the last row.
    host.moveRows(fromOffsets: [0], toOffset: 3)
    #expect(model.items.map(\.title) == ["b", "c", "a"])
  }

  @Test("A geometry reader's content runs in its own scope: a size change re-runs it, not the body around it")
  func geometry() {
    let model = ContainerModel()
    let host = ViewHost(Measured(model: model))
    #expect(host.treeDescription.contains("Text(390.0 wide)"), "\(host.treeDescription)")
    let update = host.update { model.width = 700 }
    #expect(update.evaluatedViews == ["Measured"], "the body passes the size: \(update.trace)")
    #expect(host.treeDescription.contains("Text(700.0 wide)"), "\(host.treeDescription)")
  }

  @Test("AsyncImage shows .empty, then the load's phase after the task finishes; a new URL starts over")
  func asyncImage() async {
    let model = ContainerModel()
    let host = ViewHost(Avatar(model: model))
    #expect(host.treeDescription.contains("ProgressView(indeterminate)"), "\(host.treeDescription)")
    let loaded = await host.settle()
    #expect(host.treeDescription.contains("Image(ada.png) resizable"), "\(host.treeDescription)")
    #expect(loaded.bodyCount == 0, "the phase closure is not a body: \(loaded.trace)")
    host.update { model.url = URL(string: "https://example.com/grace.png") }
    #expect(host.treeDescription.contains("ProgressView(indeterminate)"), "\(host.treeDescription)")
    await host.settle()
    #expect(host.treeDescription.contains("Image(grace.png) resizable"), "\(host.treeDescription)")
  }

  @Test("A failed load shows the failure phase")
  func asyncImageFailure() async {
    let host = ViewHost(Avatar(model: ContainerModel()).environment(\.asyncImageLoading, .fails))
    await host.settle()
    #expect(
      host.treeDescription.contains("Image(systemName: person.crop.circle.badge.exclamationmark)"),
      "\(host.treeDescription)")
  }

  @Test("A scroll view reader's proxy scrolls a lazy list to a row by id, realizing it")
  func scrollReader() {
    let host = ViewHost(JumpList())
    #expect(host.treeDescription.contains("Text(row 90)") == false)
    let jump = host.tap("Jump")
    #expect(host.treeDescription.contains("Text(row 90)"), "\(host.treeDescription)")
    #expect(jump.mounted.isEmpty == false)
  }

  @Test("Split views realize every column; section, label and empty-state forms realize their views")
  func splitAndLabels() {
    let host = ViewHost(Library())
    let tree = host.treeDescription
    for expected in [
      "Text(Sidebar)", "Text(Detail)", "Text(Header)", "Text(Footer)", "Text(Name)", "Text(Ada)",
      "Text(No Results)", "Image(systemName: magnifyingglass)", "Text(Check the spelling or try a new search.)",
      "ProgressView(Upload: 0.25)", "EditButton(Edit)", "Menu(Sort)", "Text(By date)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    host.tap("Edit")
    #expect(host.treeDescription.contains("EditButton(Done)"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

@Observable final class ContainerModel {
  struct Item: Identifiable {
    var id: String { title }
    var title: String
    var done = false
  }

  var count = 0
  var taps: [String] = []
  var expanded = false
  var tab = "home"
  var items = [Item(title: "a"), Item(title: "b"), Item(title: "c")]
  var width: CGFloat = 390
  var url = URL(string: "https://example.com/ada.png")
}

private struct Counter: View {
  let model: ContainerModel
  var body: some View { Text("\(model.count)") }
}

private struct Decorations: View {
  let model: ContainerModel
  var body: some View {
    VStack {
      Text("Inbox")
        .overlay(alignment: .topTrailing) { Counter(model: model) }
        .background { Counter(model: model) }
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Counter(model: model) }
          ToolbarItemGroup(placement: .bottomBar) { Button("Add") { model.taps.append("Add") } }
        }
        .contextMenu {
          Counter(model: model)
          Menu("More") { Button("Rename") { model.taps.append("Rename") } }
          Button("Flag") { model.taps.append("Flag") }
        }
        .swipeActions(edge: .leading) {
          Counter(model: model)
          Button("Pin") { model.taps.append("Pin") }
        }
        .safeAreaInset(edge: .bottom) { Counter(model: model) }
    }
  }
}

private struct StatefulDetail: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("\(taps) taps")
      Button("Count") { taps += 1 }
    }
  }
}

private struct Disclosure: View {
  var body: some View {
    DisclosureGroup("Advanced") { StatefulDetail() }
  }
}

private struct BoundDisclosure: View {
  @Bindable var model: ContainerModel
  var body: some View {
    DisclosureGroup("Advanced", isExpanded: $model.expanded) { StatefulDetail() }
  }
}

private struct CollapsibleSections: View {
  let inList: Bool
  @State private var expanded = false
  var body: some View {
    VStack {
      Button("Show") { expanded.toggle() }
      if inList {
        List { Section("More", isExpanded: $expanded) { StatefulDetail() } }
      } else {
        Section("More", isExpanded: $expanded) { StatefulDetail() }
      }
    }
  }
}

private struct TabLabel: View {
  let title: String
  var body: some View { Label(title, systemImage: "circle") }
}

private struct SettingsTab: View {
  var body: some View { Text("Settings") }
}

private struct Tabs: View {
  var body: some View {
    TabView {
      StatefulDetail().tabItem { TabLabel(title: "Home") }
      SettingsTab().tabItem { TabLabel(title: "Settings") }
    }
  }
}

private struct BoundTabs: View {
  @Bindable var model: ContainerModel
  var body: some View {
    TabView(selection: $model.tab) {
      Tab("Home", systemImage: "house", value: "home") { Text("Home") }
      Tab("Settings", systemImage: "gear", value: "settings") { SettingsTab() }
    }
  }
}

private struct CheckRow: View {
  @Binding var item: ContainerModel.Item
  var body: some View { Toggle(item.title, isOn: $item.done) }
}

private struct Checklist: View {
  @Bindable var model: ContainerModel
  var body: some View {
    List {
      ForEach($model.items) { $item in CheckRow(item: $item) }
        .onDelete { model.items.remove(atOffsets: $0) }
        .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

private struct Measured: View {
  let model: ContainerModel
  var body: some View {
    GeometryReader { proxy in Text("\(Double(proxy.size.width)) wide") }
      .containerSize(width: model.width, height: 800)
  }
}

private struct Avatar: View {
  let model: ContainerModel
  var body: some View {
    AsyncImage(url: model.url) { phase in
      switch phase {
      case .empty: ProgressView()
      case .success(let image): image.resizable()
      case .failure: Image(systemName: "person.crop.circle.badge.exclamationmark")
      @unknown default: EmptyView()
      }
    }
  }
}

private struct JumpList: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Jump") { proxy.scrollTo(90) }
        List(0..<100, id: \.self) { Text("row \($0)") }
      }
    }
  }
}

private struct Library: View {
  var body: some View {
    NavigationSplitView {
      List {
        Section {
          LabeledContent("Name", value: "Ada")
        } header: {
          Text("Header")
        } footer: {
          Text("Footer")
        }
        Text("Sidebar")
      }
      .toolbar { EditButton() }
    } detail: {
      VStack {
        Text("Detail")
        ContentUnavailableView.search
        ProgressView("Upload", value: 0.25)
        Menu("Sort") { Button("By date") {} }
      }
    }
  }
}
