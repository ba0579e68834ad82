// Models SwiftUI's `Table`: its columns' headers are realized once, then one row per
// row value, identified by the value's id, each row in its own tracking scope with
// one cell per column (the column's content for that value). Every row is
// realized (a table is not lazy here). A table with a selection makes each row
// tappable: a tap selects its id (single) or adds and removes it (multiple), and the
// row shows whether it is selected, as a list's rows do. Columns and rows come from
// the data (`Table(_:columns:)`) or from builders (`Table(of:columns:rows:)`).
// Status: Partial. Differs: every row is realized; the sort-order, column width and
// customization forms are not declared.

// MARK: - Rows and columns

/// The rows of a table: a row per value, identified by its id. (A view here, so that
/// `ForEach`, `Group`, `Section` and `ModifiedContent` hold rows; it is never drawn
/// as one: the table realizes its rows.)
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue>: View {
  /// The type of value a row shows.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The rows these rows are made of (`Never` for the built-in ones).
  associatedtype TableRowBody: TableRowContent
  /// The rows these rows are made of.
  @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

/// The columns of a table: each shows a part of the row value. (A view here, so that
/// `Group` holds columns; it is never drawn as one.)
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator>: View {
  /// The type of value a row shows.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  /// How the column sorts the rows (`Never`: it does not).
  associatedtype TableColumnSortComparator = TableColumnBody.TableColumnSortComparator
  /// The columns these columns are made of (`Never` for the built-in ones).
  associatedtype TableColumnBody: TableColumnContent
  /// The columns these columns are made of.
  @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }
}

/// One row of a table, its value and id type-erased.
struct TableRowSpec {
  let id: AnyHashable
  let value: Any
  /// The row modifiers' effects on the row's view, innermost first.
  var decorations: [@MainActor (AnyView) -> AnyView] = []
  /// Whether a tap selects the row (`selectionDisabled` makes it not).
  var isSelectable = true
  /// A disclosure row's child rows, made only while it is expanded.
  var children: (@MainActor () -> [TableRowSpec])? = nil
  /// A disclosure row's bound expansion (its own state when `nil`).
  var isExpanded: Binding<Bool>? = nil
  /// A section's header row: the header view, shown across the columns.
  var header: (any View)? = nil
}

/// One column of a table: its header and its cell for a row value.
struct TableColumnSpec {
  let header: any View
  let title: String?
  let cell: @MainActor (Any) -> (any View)?
}

/// Row content whose rows the table realizes.
@MainActor
protocol TableRowsProviding {
  var rowSpecs: [TableRowSpec] { get }
}

/// Column content whose columns the table realizes.
@MainActor
protocol TableColumnsProviding {
  var columnSpecs: [TableColumnSpec] { get }
}

/// The id of a row value, erased.
private func rowID<V: Identifiable>(_ value: V) -> AnyHashable { AnyHashable(value.id) }

/// A column of a table.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent,
  TableColumnsProviding
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  let label: Label
  let title: String?
  let content: (RowValue) -> Content
  let widthShown: String?
  var headerInputs: [(name: String, value: String)] = []

  init(label: Label, title: String?, content: @escaping (RowValue) -> Content, width: String? = nil) {
    self.label = label
    self.title = title
    self.content = content
    self.widthShown = width
  }

  var columnSpecs: [TableColumnSpec] {
    let content = self.content
    var header: any View = widthShown.map { AnyView(label.visual("width", $0)) } ?? AnyView(label)
    for input in headerInputs { header = AnyView(header).visual(input.name, input.value) }
    return [TableColumnSpec(header: header, title: title) { ($0 as? RowValue).map(content) }]
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled with a localized key, its cells made by a closure.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(key: titleKey), title: titleKey.text, content: content)
  }

  /// A column titled with a string, its cells made by a closure.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), title: String(title), content: content)
  }

  /// A column titled with a text, its cells made by a closure.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, title: text.string, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
  /// A column titled with a localized key, showing a string of each row value.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(key: titleKey), title: titleKey.text) { Text($0[keyPath: value]) }
  }

  /// A column titled with a string, showing a string of each row value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.init(label: Text(title), title: String(title)) { Text($0[keyPath: value]) }
  }

  /// A column titled with a text, showing a string of each row value.
  public init(_ text: Text, value: KeyPath<RowValue, String>) {
    self.init(label: text, title: text.string) { Text($0[keyPath: value]) }
  }
}

/// Several columns, from a column builder's block.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort, T>: TableColumnContent, TableColumnsProviding {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  /// The columns, as a tuple.
  public var value: T
  let columns: [any TableColumnsProviding]
  var columnSpecs: [TableColumnSpec] { columns.flatMap(\.columnSpecs) }
}

/// Columns that are there or not (`if`, `if`/`else` in a column builder).
public struct ConditionalTableColumnContent<RowValue: Identifiable, Sort>: TableColumnContent, TableColumnsProviding {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  let columns: (any TableColumnsProviding)?
  var columnSpecs: [TableColumnSpec] { columns?.columnSpecs ?? [] }
}

/// Builds the columns of a table.
@resultBuilder @MainActor
public struct TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// Passes a column through.
  public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
  where Content.TableRowValue == RowValue { content }

  /// A single column.
  public static func buildBlock<C0: TableColumnContent>(_ content: C0) -> C0 where C0.TableRowValue == RowValue {
    content
  }

  /// Several columns.
  public static func buildBlock<each C: TableColumnContent>(_ content: repeat each C) -> TupleTableColumnContent<
    RowValue, Sort, (repeat each C)
  > {
    var columns: [any TableColumnsProviding] = []
    for column in repeat each content {
      if let provided = tableColumnsProvider(column) { columns.append(provided) }
    }
    return TupleTableColumnContent(value: (repeat each content), columns: columns)
  }

  /// Columns under an `if`.
  public static func buildIf<C: TableColumnContent>(_ content: C?) -> ConditionalTableColumnContent<RowValue, Sort> {
    ConditionalTableColumnContent(columns: tableColumnsProvider(content))
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: TableColumnContent>(first: T)
    -> ConditionalTableColumnContent<RowValue, Sort>
  {
    ConditionalTableColumnContent(columns: tableColumnsProvider(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<F: TableColumnContent>(second: F)
    -> ConditionalTableColumnContent<RowValue, Sort>
  {
    ConditionalTableColumnContent(columns: tableColumnsProvider(second))
  }

  /// Columns under an availability check.
  public static func buildLimitedAvailability<C: TableColumnContent>(_ content: C) -> ConditionalTableColumnContent<
    RowValue, Sort
  > {
    ConditionalTableColumnContent(columns: tableColumnsProvider(content))
  }
}

/// A row of a table, for a value.
public struct TableRow<Value: Identifiable>: TableRowContent, TableRowsProviding {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  let value: Value
  /// A row for a value.
  public init(_ value: Value) { self.value = value }
  var rowSpecs: [TableRowSpec] { [TableRowSpec(id: rowID(value), value: value)] }
}

/// The rows of a table made from its data: a row per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, TableRowsProviding
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  public typealias TableRowBody = Never
  let data: Data
  var rowSpecs: [TableRowSpec] { data.map { TableRowSpec(id: rowID($0), value: $0) } }
}

/// Several rows, from a row builder's block.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, TableRowsProviding {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  /// The rows, as a tuple.
  public var value: T
  let rows: [any TableRowsProviding]
  var rowSpecs: [TableRowSpec] { rows.flatMap(\.rowSpecs) }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent, TableRowsProviding {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  var rowSpecs: [TableRowSpec] { [] }
}

/// Rows that are there or not (`if`, `if`/`else` in a row builder).
public struct ConditionalTableRowContent<Value: Identifiable>: TableRowContent, TableRowsProviding {
  public typealias TableRowValue = Value
  let rows: (any TableRowsProviding)?
  var rowSpecs: [TableRowSpec] { rows?.rowSpecs ?? [] }
}

/// Builds the rows of a table.
@resultBuilder @MainActor
public struct TableRowBuilder<Value: Identifiable> {
  /// Passes rows through.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value { content }

  /// No rows.
  public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

  /// A single block of rows.
  public static func buildBlock<C0: TableRowContent>(_ content: C0) -> C0 where C0.TableRowValue == Value { content }

  /// Several blocks of rows.
  public static func buildBlock<each C: TableRowContent>(_ content: repeat each C) -> TupleTableRowContent<
    Value, (repeat each C)
  > {
    var rows: [any TableRowsProviding] = []
    for row in repeat each content {
      if let provided = tableRowsProvider(row) { rows.append(provided) }
    }
    return TupleTableRowContent(value: (repeat each content), rows: rows)
  }

  /// Rows under an `if`.
  public static func buildIf<C: TableRowContent>(_ content: C?) -> ConditionalTableRowContent<Value> {
    ConditionalTableRowContent(rows: tableRowsProvider(content))
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: TableRowContent>(first: T) -> ConditionalTableRowContent<Value> {
    ConditionalTableRowContent(rows: tableRowsProvider(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<F: TableRowContent>(second: F) -> ConditionalTableRowContent<
    Value
  > {
    ConditionalTableRowContent(rows: tableRowsProvider(second))
  }
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never
}

extension ForEach: TableRowsProviding where Content: TableRowContent {
  var rowSpecs: [TableRowSpec] {
    data.flatMap { tableRowSpecs(of: content($0)) }
  }
}

// MARK: - Table

/// A table's bound selection, whatever its type: rows are selected by their id.
struct TableSelection {
  let isSelected: (AnyHashable) -> Bool
  let select: (AnyHashable) -> Void

  init<Value: Hashable>(single binding: Binding<Value?>) {
    isSelected = { id in binding.wrappedValue.map { AnyHashable($0) == id } ?? false }
    select = { binding.wrappedValue = $0.base as? Value }
  }

  init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    isSelected = { ($0.base as? Value).map(binding.wrappedValue.contains) ?? false }
    select = { id in
      guard let value = id.base as? Value else { return }
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
  }
}

/// Rows of values shown in columns.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View, BuiltinView
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns
  var selection: TableSelection?
  var inputsShown: [String] = []

  init(rows: Rows, columns: Columns) {
    self.rows = rows
    self.columns = columns
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let columns = tableColumnSpecs(of: self.columns)
    let rows = tableRowSpecs(of: self.rows)
    expansion.leaf = LeafContent(
      kind: "Table", value: (["\(columns.count) columns, \(rows.count) rows"] + inputsShown).joined(separator: ", "))
    expansion.add(.index(0), TableHeaders(headers: columns.map(\.header)))
    expansion.children += tableRowChildren(rows, columns: columns, selection: selection)
    if let selection {
      expansion.stateSignature = rows.map { selection.isSelected($0.id) ? "1" : "0" }.joined()
    }
    // A custom table style's body, in the table (StylesTables.swift).
    _ = addStyled(into: &expansion)
  }
}

/// A table's column headers.
struct TableHeaders: View, BuiltinView {
  let headers: [any View]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    for (index, header) in headers.enumerated() { expansion.add(.index(index), header) }
  }
}

/// A table row's cells, one per column.
struct TableCells: View, BuiltinView {
  let cells: [any View]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = "TableRow"
    for (index, cell) in cells.enumerated() { expansion.add(.index(index), cell) }
  }
}

/// A row of a table with a selection: tapped, it selects its id.
struct TableSelectableRow: View, BuiltinView, TappableControl {
  let id: AnyHashable
  let selection: TableSelection
  let content: any View
  var body: Never { builtinBody() }
  var controlTitle: String? { nil }
  func performTap() { selection.select(id) }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: "selected", value: "\(selection.isSelected(id))")
    expansion.add(.content, content)
  }
}

extension Table {
  /// A table of a collection's elements.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of a collection's elements with a single selection.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
    self.selection = TableSelection(single: selection)
  }

  /// A table of a collection's elements with a multiple selection.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
    self.selection = TableSelection(multiple: selection)
  }

  /// A table of rows from a row builder.
  public init(
    of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of rows from a row builder, with a single selection.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
    self.selection = TableSelection(single: selection)
  }

  /// A table of rows from a row builder, with a multiple selection.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
    self.selection = TableSelection(multiple: selection)
  }
}
