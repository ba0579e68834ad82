import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

@Suite("Tables, paths and graphics surface, second part")
@MainActor
struct EffectsRound2SurfaceTests {
  @Test("A sortable table shows its sort order as its leaf: a changed order is one leaf update, rows realized")
  func sortableTable() {
    let model = SortModel()
    let host = ViewHost(SortedPeople(model: model))
    let tree = host.treeDescription
    for expected in ["Table(2 columns, 2 rows, sortOrder: [", "Text(Ada)", "Text(Alan)", "sortable(forward)"] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    #expect(host.mount.evaluatedViews.filter { $0 == "Cell" }.count == 2, "a cell per row: \(host.mount.trace)")
    let update = host.update { model.order = [KeyPathComparator(\Row.age, order: .reverse)] }
    #expect(update.evaluatedViews == ["SortedPeople"], "only the body reading the order: \(update.trace)")
    #expect(update.leafUpdateCount == 1, "the table's leaf: \(update.trace)")
    #expect(host.treeDescription.contains("reverse"), "\(host.treeDescription)")
    let same = host.update { model.order = [KeyPathComparator(\Row.age, order: .reverse)] }
    #expect(same.leafUpdateCount == 0, "an equal order updates nothing: \(same.trace)")
  }

  @Test("Column content modifiers, widths and customization are shown on the headers and the table")
  func columnInputs() {
    var customization = TableColumnCustomization<Row>()
    customization[visibility: "age"] = .hidden
    let host = ViewHost(
      Table(rows, columnCustomization: .constant(customization)) {
        TableColumn("Name", value: \.name).width(min: 40, ideal: 80)
        TableColumn("Age") { (row: Row) in Text("\(row.age)") }.width(30).customizationID("age")
          .defaultVisibility(.hidden).alignment(.trailing).disabledCustomizationBehavior([.reorder, .resize])
      })
    let tree = host.treeDescription
    for expected in [
      "columnCustomization: [age: hidden]", "width(min: 40.0, ideal: 80.0)", "width(30.0)", "customizationID(age)",
      "defaultVisibility(hidden)", "alignment(trailing)", "disabledCustomizationBehavior([reorder, resize])",
      "Text(36)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
  }

  @Test("Columns for each element of a collection, and the builders' fixed arities, realize every column and row")
  func columnForEachAndBuilders() {
    let host = ViewHost(
      Table(of: Row.self) {
        TableColumnForEach(0..<3) { (index: Int) -> TableColumn<Row, Never, Text, Text> in
          TableColumn("c\(index)") { (row: Row) in Text("\(row.name)\(index)") }
        }
      } rows: {
        TableRow(rows[0])
        TableRow(rows[1])
      })
    let tree = host.treeDescription
    for expected in ["Table(3 columns, 2 rows)", "Text(c2)", "Text(Ada0)", "Text(Alan2)"] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
  }

  @Test("Column customization: visibility by id, order reset, coding round trip; behaviours are a set")
  func customizationValues() throws {
    var customization = TableColumnCustomization<Row>()
    #expect(customization[visibility: "name"] == .automatic)
    customization[visibility: "name"] = .hidden
    #expect(customization[visibility: "name"] == .hidden)
    #expect(customization != TableColumnCustomization<Row>())
    let data = try JSONEncoder().encode(customization)
    let decoded = try JSONDecoder().decode(TableColumnCustomization<Row>.self, from: data)
    #expect(decoded == customization)
    customization.resetOrder()
    #expect(customization[visibility: "name"] == .hidden, "resetting the order keeps visibilities")
    var behavior: TableColumnCustomizationBehavior = [.reorder]
    #expect(!behavior.contains(.resize) && behavior.union(.resize).contains(.resize))
    #expect(behavior.insert(.visibility).inserted && !behavior.insert(.visibility).inserted)
    #expect(behavior.remove(.reorder) == .reorder && behavior == .visibility)
    #expect(TableColumnCustomizationBehavior.all.intersection(.resize) == .resize)
    #expect(TableColumnAlignment.numeric != .trailing && TableColumnAlignment.center == .center)
  }
}

private struct Row: Identifiable, Hashable {
  var id: String { name }
  let name: String
  let age: Int
}

private let rows = [Row(name: "Ada", age: 36), Row(name: "Alan", age: 41)]

@Observable @MainActor
private final class SortModel {
  var order = [KeyPathComparator(\Row.age)]
}

private struct Cell: View {
  let text: String
  var body: some View { Text(text) }
}

private struct SortedPeople: View {
  let model: SortModel
  var body: some View {
    Table(rows, sortOrder: Binding(get: { model.order }, set: { model.order = $0 })) {
      TableColumn("Name", value: \.name)
      TableColumn("Age", value: \.age) { row in Cell(text: "\(row.age)") }
    }
  }
}

@Suite("Tables, paths and graphics surface, second part: associated types")
struct EffectsRound2AssociatedTypeTests {
  @Test("Edges, axes and directions name their raw values, cases and sets' elements as SwiftUI's do")
  func associatedTypes() {
    let edge: Edge.RawValue = Edge.bottom.rawValue
    #expect(Edge(rawValue: edge) == .bottom)
    let cases: Axis.AllCases = Axis.allCases
    #expect(cases == [.horizontal, .vertical])
    let element: Edge.Set.Element = .top
    #expect(Edge.Set.all.contains(element))
    let direction: HorizontalDirection.Set.ArrayLiteralElement = .leading
    #expect(HorizontalDirection.Set.all.contains(direction) && !HorizontalDirection.Set.trailing.contains(direction))
    let raw: GraphicsContext.ClipOptions.RawValue = GraphicsContext.ClipOptions.inverse.rawValue
    #expect(GraphicsContext.ClipOptions(rawValue: raw) == .inverse)
  }
}
