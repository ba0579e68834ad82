import Observation
import TestSupport
import Testing
import ViewGraph

// Table row and column content: rows made of `ForEach`, `Group`, `Section`,
// `OutlineGroup`, disclosure rows and the app's own row types; row modifiers (context
// menus realized with the row, `selectionDisabled` keeping a tap from selecting, drags,
// drops and item providers stored and shown); hierarchical tables whose child rows are
// realized only while expanded; `DynamicViewContent`'s members.

@Suite("Tables surface: row and column content, disclosure rows, dynamic content")
@MainActor
struct TablesSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let shown: String
    var testDescription: String { id }
  }

  @Test(
    "A row modifier's value is shown on each row it modifies, the rows' cells realized",
    arguments: [
      ModifierCase(id: "selectionDisabled", shown: "selectionDisabled(true)"),
      ModifierCase(id: "draggable", shown: "draggable(String)"),
      ModifierCase(id: "dropDestination", shown: "dropDestination(String)"),
      ModifierCase(id: "itemProvider", shown: "itemProvider(items)"),
      ModifierCase(id: "onInsert", shown: "onInsert([public.plain-text])"),
      ModifierCase(id: "dynamic dropDestination", shown: "dropDestination(String)"),
    ])
  func rowModifiers(_ c: ModifierCase) {
    let host = ViewHost(ModifiedRows(modifier: c.id))
    let tree = host.treeDescription
    #expect(tree.contains(c.shown), "\(c.shown) in \(tree)")
    #expect(tree.contains("Table(1 columns, 2 rows)"), "\(tree)")
    let shownCount = tree.components(separatedBy: c.shown).count - 1
    #expect(shownCount == 2, "on each of the two rows: \(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "Cell" }.count == 2, "\(host.mount.trace)")
  }

  @Test("A row's context menu items are realized with the row; a changed item is one leaf update, no other body")
  func contextMenus() {
    let model = TableModel()
    let host = ViewHost(MenuRows(model: model))
    #expect(
      host.mount.evaluatedViews.filter { $0 == "MenuItem" }.count == 4, "items and previews: \(host.mount.trace)")
    #expect(host.treeDescription.contains("Text(Copy Ada)"), "\(host.treeDescription)")
    let update = host.update { model.verb = "Share" }
    #expect(update.evaluatedViews.filter { $0 != "MenuItem" } == ["MenuRows"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains("Text(Share Ada)"), "\(update.trace)")
    #expect(!update.leafUpdates.compactMap(\.new).contains { $0.contains("Cell") }, "\(update.trace)")
  }

  @Test("selectionDisabled keeps a tap from selecting its row; the other rows are still selected by a tap")
  func selectionDisabled() {
    let model = TableModel()
    let host = ViewHost(SelectableRows(model: model), options: ViewHost.Options(strictInput: false))
    let refused = host.tap("Alan")
    #expect(!refused.diagnostics.isEmpty, "a row whose selection is disabled takes no tap: \(refused.trace)")
    #expect(model.selection == nil, "the disabled row is not selected: \(host.treeDescription)")
    #expect(host.treeDescription.contains("selectionDisabled(true)"), "\(host.treeDescription)")
    host.tap("Ada")
    #expect(model.selection == "Ada", "\(host.treeDescription)")
  }

  @Test("A disclosure row realizes its child rows only while expanded: by a tap on it, or by its bound isExpanded")
  func disclosureRows() {
    let model = TableModel()
    let host = ViewHost(DisclosureRows(model: model))
    #expect(host.treeDescription.contains("Text(Fruit)"), "\(host.treeDescription)")
    #expect(!host.mount.evaluatedViews.contains("Cell"), "collapsed: no child cell: \(host.mount.trace)")
    let expanded = host.update { model.isExpanded = true }
    #expect(expanded.evaluatedViews.filter { $0 == "Cell" }.count == 2, "\(expanded.trace)")
    #expect(host.treeDescription.contains("Text(Apple)"), "\(host.treeDescription)")
    let own = ViewHost(
      Table(of: Node.self) {
        TableColumn("Name") { (node: Node) in Cell(text: node.name) }
      } rows: {
        DisclosureTableRow(Node.tree[0]) {
          TableRow(Node.tree[0].children![0])
        }
      })
    #expect(own.mount.evaluatedViews == ["Cell"], "the label row only: \(own.mount.trace)")
    let tapped = own.tap("Fruit")
    #expect(tapped.evaluatedViews == ["Cell"], "its child row: \(tapped.trace)")
    #expect(own.treeDescription.contains("Text(Apple)"), "\(own.treeDescription)")
  }

  @Test("A hierarchical table realizes its top-level rows; an element's children once its row is tapped")
  func hierarchicalTable() {
    let host = ViewHost(
      Table(Node.tree, children: \.children) {
        TableColumn("Name") { (node: Node) in Cell(text: node.name) }
      })
    #expect(host.treeDescription.contains("Table(1 columns, 2 rows)"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews.filter { $0 == "Cell" }.count == 2, "\(host.mount.trace)")
    #expect(!host.treeDescription.contains("Text(Apple)"), "collapsed: \(host.treeDescription)")
    host.tap("Fruit")
    #expect(host.treeDescription.contains("Text(Apple)"), "\(host.treeDescription)")
    let model = TableModel()
    let selectable = ViewHost(SortedTree(model: model))
    #expect(selectable.treeDescription.contains("sortOrder: ["), "\(selectable.treeDescription)")
    #expect(selectable.treeDescription.contains("Text(Veg)"), "\(selectable.treeDescription)")
  }

  @Test("Rows from ForEach (a row builder, or one row per element), Group, Section and OutlineGroup are realized")
  func rowContainers() {
    let model = TableModel()
    let host = ViewHost(ContainerRows(model: model))
    let tree = host.treeDescription
    for expected in [
      "Text(Ada)", "Text(Alan)", "Text(Grace)", "Text(People)", "Text(Fruit)", "Text(Veg)", "TableHeaderRow",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    #expect(!tree.contains("Text(Carrot)"), "a collapsed section's rows are not realized: \(tree)")
    let expanded = host.update { model.isExpanded = true }
    #expect(host.treeDescription.contains("Text(Carrot)"), "\(host.treeDescription)")
    #expect(expanded.evaluatedViews.contains("Cell"), "\(expanded.trace)")
    let repeated = ViewHost(
      Table(of: Person.self) {
        TableColumn("Name", value: \.name)
      } rows: {
        ForEach(people) { person in
          TableRow(person)
          TableRow(Person(name: person.name + " Jr"))
        }
        ForEach(people)
      })
    #expect(repeated.treeDescription.contains("Table(1 columns, 6 rows)"), "\(repeated.treeDescription)")
    #expect(repeated.treeDescription.contains("Text(Ada Jr)"), "\(repeated.treeDescription)")
  }

  @Test("The app's own row and column types are realized through their tableRowBody and tableColumnBody")
  func customContent() {
    let host = ViewHost(
      Table(of: Person.self) {
        NameColumns()
      } rows: {
        PeopleRows()
      })
    let tree = host.treeDescription
    for expected in ["Table(2 columns, 2 rows)", "Text(Name)", "Text(Initial)", "Text(Ada)", "Text(A)"] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
  }

  @Test("Dynamic rows' data passes through row modifiers; Never is row and column content")
  func dynamicRows() {
    let rows = ForEach(people) { TableRow($0) }.contextMenu { Text("Copy") }
    #expect(rows.data.map(\.name) == ["Ada", "Alan"])
    #expect(Never.TableRowValue.self == Never.self && Never.TableColumnSortComparator.self == Never.self)
    let grouped = Group { TableColumn("Name", value: \Person.name) }
    #expect(String(describing: type(of: grouped).TableRowValue.self) == "Person")
  }

  @Test("DynamicViewContent: a delete or move action reaches the ForEach through a ViewModifier; insert types shown")
  func dynamicViewContent() {
    let model = TableModel()
    let host = ViewHost(EditableNames(model: model))
    #expect(host.treeDescription.contains("onInsert([public.plain-text])"), "\(host.treeDescription)")
    let deleted = host.deleteRows(at: [0])
    #expect(deleted.diagnostics.isEmpty, "\(deleted.trace)")
    #expect(model.names == ["Alan", "Grace"], "\(deleted.trace)")
    host.moveRows(fromOffsets: [1], toOffset: 0)
    #expect(model.names == ["Grace", "Alan"], "\(host.treeDescription)")
    let content = ForEach(people) { Text($0.name) }.modifier(Bordered())
    #expect(content.data.count == 2)
  }

  @Test("A sortable table without a value type shows its sort order; a changed order is one leaf update")
  func sortableRows() {
    let model = TableModel()
    let host = ViewHost(SortedRows(model: model))
    #expect(host.treeDescription.contains("Table(1 columns, 2 rows, sortOrder: ["), "\(host.treeDescription)")
    let update = host.update { model.order = [KeyPathComparator(\Person.name, order: .reverse)] }
    #expect(update.evaluatedViews == ["SortedRows"], "\(update.trace)")
    #expect(update.leafUpdateCount == 1, "the table's leaf: \(update.trace)")
  }
}

// MARK: - Fixtures

private struct Person: Identifiable, Hashable {
  var id: String { name }
  let name: String
}

private let people = [Person(name: "Ada"), Person(name: "Alan")]

private struct Node: Identifiable, Hashable {
  var id: String { name }
  let name: String
  var children: [Node]? = nil

  static let tree = [
    Node(name: "Fruit", children: [Node(name: "Apple"), Node(name: "Pear")]),
    Node(name: "Veg", children: [Node(name: "Carrot")]),
  ]
}

@Observable @MainActor
private final class TableModel {
  var verb = "Copy"
  var selection: String?
  var isExpanded = false
  var names = ["Ada", "Alan", "Grace"]
  var order = [KeyPathComparator(\Person.name)]
  var treeOrder = [KeyPathComparator(\Node.name)]
}

private struct Cell: View {
  let text: String
  var body: some View { Text(text) }
}

private struct MenuItem: View {
  let text: String
  var body: some View { Text(text) }
}

private struct ModifiedRows: View {
  let modifier: String
  var body: some View {
    Table(of: Person.self) {
      TableColumn("Name") { (person: Person) in Cell(text: person.name) }
    } rows: {
      switch modifier {
      case "selectionDisabled": ForEach(people) { TableRow($0).selectionDisabled() }
      case "draggable": ForEach(people) { TableRow($0).draggable($0.name) }
      case "dropDestination": ForEach(people) { TableRow($0).dropDestination(for: String.self) { _ in } }
      case "itemProvider": ForEach(people) { TableRow($0).itemProvider { nil } }
      case "onInsert": ForEach(people) { TableRow($0) }.onInsert(of: [.plainText]) { _, _ in }
      default: ForEach(people) { TableRow($0) }.dropDestination(for: String.self) { _, _ in }
      }
    }
  }
}

private struct MenuRows: View {
  let model: TableModel
  var body: some View {
    let verb = model.verb
    Table(of: Person.self) {
      TableColumn("Name") { (person: Person) in Cell(text: person.name) }
    } rows: {
      TableRow(people[0]).contextMenu { MenuItem(text: "\(verb) Ada") }
      TableRow(people[1]).contextMenu {
        MenuItem(text: "\(verb) Alan")
      } preview: {
        MenuItem(text: "Alan preview")
      }
    }
    .contextMenu { MenuItem(text: "table") }
  }
}

private struct SelectableRows: View {
  let model: TableModel
  var body: some View {
    Table(of: Person.self, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
      TableColumn("Name", value: \.name)
    } rows: {
      TableRow(people[0])
      TableRow(people[1]).selectionDisabled()
    }
  }
}

private struct DisclosureRows: View {
  let model: TableModel
  var body: some View {
    Table(of: Node.self) {
      TableColumn("Name") { (node: Node) in Text(node.name) }
      TableColumn("Count") { (node: Node) in
        if node.children == nil { Cell(text: "leaf") } else { Text("\(node.children?.count ?? 0)") }
      }
    } rows: {
      DisclosureTableRow(Node.tree[0], isExpanded: Binding(get: { model.isExpanded }, set: { model.isExpanded = $0 })) {
        ForEach(Node.tree[0].children!) { TableRow($0) }
      }
    }
  }
}

private struct SortedTree: View {
  let model: TableModel
  var body: some View {
    Table(
      Node.tree, children: \.children, selection: Binding(get: { model.selection }, set: { model.selection = $0 }),
      sortOrder: Binding(get: { model.treeOrder }, set: { model.treeOrder = $0 })
    ) {
      TableColumn("Name", value: \.name)
    }
  }
}

private struct ContainerRows: View {
  let model: TableModel
  var body: some View {
    Table(of: Node.self) {
      Group {
        TableColumn("Name") { (node: Node) in Cell(text: node.name) }
      }
    } rows: {
      Section("People") {
        ForEach(["Ada", "Alan"], id: \.self) { name in TableRow(Node(name: name)) }
      }
      Group {
        TableRow(Node(name: "Grace"))
      }
      OutlineGroup(Node.tree[0], children: \.children)
      Section(isExpanded: Binding(get: { model.isExpanded }, set: { model.isExpanded = $0 })) {
        TableRow(Node(name: "Carrot"))
      } header: {
        Text("Veg")
      }
    }
  }
}

private struct PeopleRows: TableRowContent {
  var tableRowBody: some TableRowContent<Person> {
    ForEach(people) { TableRow($0) }
  }
}

private struct NameColumns: TableColumnContent {
  var tableColumnBody: some TableColumnContent<Person, Never> {
    TableColumn("Name", value: \.name)
    TableColumn("Initial") { (person: Person) in Text(String(person.name.prefix(1))) }
  }
}

private struct Bordered: ViewModifier {
  func body(content: Content) -> some View { content.padding(1) }
}

private struct EditableNames: View {
  let model: TableModel
  var body: some View {
    List {
      ForEach(model.names, id: \.self) { Text($0) }
        .modifier(Bordered())
        .onInsert(of: [.plainText]) { _, _ in }
        .onDelete { model.names.remove(atOffsets: $0) }
        .onMove { model.names.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

private struct SortedRows: View {
  let model: TableModel
  var body: some View {
    Table(sortOrder: Binding(get: { model.order }, set: { model.order = $0 })) {
      TableColumn("Name", value: \Person.name)
    } rows: {
      ForEach(people) { TableRow($0) }
    }
  }
}
