// Models the rest of SwiftUI's table row and column content: rows and columns made of
// other rows and columns (`tableRowBody`, `tableColumnBody`), `ForEach`, `Group`,
// `Section`, `OutlineGroup` and `ModifiedContent` as rows (and `Group` as columns),
// disclosure rows and the hierarchical tables (`Table(_:children:)`), whose child rows
// are realized only while their parent row is expanded (a tap on its cells toggles
// it, or its bound `isExpanded`), section header rows, and the row modifiers: a
// context menu's items are realized with the row, `selectionDisabled` keeps a tap
// from selecting it, a drag, a drop or an item provider is stored on the row.
// Row content is a view here (so that SwiftUI's containers hold it); it is never
// drawn as one: the table realizes its rows.
// Status: Partial. Differs: nothing is dragged or dropped; an insert action is
// stored on each row of its collection.

// MARK: - Bodies

/// Table rows or columns as a view: nothing is drawn, the table realizes them.
public struct TableContentView: View, BuiltinView {
  nonisolated init() {}
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) { expansion.showsInPath = false }
}

extension TableRowContent {
  /// Rows are not drawn as a view: their table realizes them.
  public var body: TableContentView { TableContentView() }
}

extension TableColumnContent {
  /// Columns are not drawn as a view: their table realizes them.
  public var body: TableContentView { TableContentView() }
}

extension TableRowContent where TableRowBody == Never {
  /// Built-in rows have no body: their table realizes them.
  public var tableRowBody: Never { builtinBody() }
}

extension TableColumnContent where TableColumnBody == Never {
  /// Built-in columns have no body: their table realizes them.
  public var tableColumnBody: Never { builtinBody() }
}

extension Never: TableRowContent {
  public typealias TableRowValue = Never
  public typealias TableRowBody = Never
}

extension Never: TableColumnContent {
  public typealias TableColumnSortComparator = Never
  public typealias TableColumnBody = Never
}

extension ConditionalTableRowContent {
  public typealias TableRowBody = Never
}

extension ConditionalTableColumnContent {
  public typealias TableColumnBody = Never
}

extension ShownTableColumnContent {
  public typealias TableColumnBody = Never
}

// MARK: - Rows and columns made of others

/// Rows made of the rows of their `tableRowBody`.
struct BodyTableRows: TableRowsProviding {
  let content: any TableRowContent
  var rowSpecs: [TableRowSpec] { bodyRowSpecs(content) }
}

/// Columns made of the columns of their `tableColumnBody`.
struct BodyTableColumns: TableColumnsProviding {
  let content: any TableColumnContent
  var columnSpecs: [TableColumnSpec] { bodyColumnSpecs(content) }
}

@MainActor
private func bodyRowSpecs<Rows: TableRowContent>(_ rows: Rows) -> [TableRowSpec] {
  Rows.TableRowBody.self == Never.self ? [] : tableRowSpecs(of: rows.tableRowBody)
}

@MainActor
private func bodyColumnSpecs<Columns: TableColumnContent>(_ columns: Columns) -> [TableColumnSpec] {
  Columns.TableColumnBody.self == Never.self ? [] : tableColumnSpecs(of: columns.tableColumnBody)
}

/// The rows content stands for: its own when built in, else those of its body.
@MainActor
func tableRowsProvider(_ content: Any?) -> (any TableRowsProviding)? {
  guard let content else { return nil }
  if let provided = content as? any TableRowsProviding { return provided }
  if let rows = content as? any TableRowContent { return BodyTableRows(content: rows) }
  return nil
}

/// The columns content stands for: its own when built in, else those of its body.
@MainActor
func tableColumnsProvider(_ content: Any?) -> (any TableColumnsProviding)? {
  guard let content else { return nil }
  if let provided = content as? any TableColumnsProviding { return provided }
  if let columns = content as? any TableColumnContent { return BodyTableColumns(content: columns) }
  return nil
}

/// The rows of some row content, in order.
@MainActor
func tableRowSpecs(of content: Any) -> [TableRowSpec] { tableRowsProvider(content)?.rowSpecs ?? [] }

/// The columns of some column content, in order.
@MainActor
func tableColumnSpecs(of content: Any) -> [TableColumnSpec] { tableColumnsProvider(content)?.columnSpecs ?? [] }

// MARK: - Realizing rows

/// The identity of a section's header row: its position among the header rows.
struct TableHeaderRowID: Hashable, Sendable {
  let ordinal: Int
}

/// The children of a table (or of an expanded row) for its rows: one per row id, each
/// in its own tracking scope.
@MainActor
func tableRowChildren(_ rows: [TableRowSpec], columns: [TableColumnSpec], selection: TableSelection?) -> [ChildSpec] {
  var seen = Set<AnyHashable>()
  var children: [ChildSpec] = []
  var headers = 0
  for row in rows {
    let key: AnyHashable
    if row.header != nil {
      key = AnyHashable(TableHeaderRowID(ordinal: headers))
      headers += 1
    } else {
      key = row.id
    }
    guard seen.insert(key).inserted else { continue }
    children.append(
      ChildSpec(
        key: .explicit(AnyHashableSendable(key)),
        source: .row(label: nil, content: RowContent(tableRowView(row, columns: columns, selection: selection)))))
  }
  return children
}

/// A view erased, whatever its type.
@MainActor
private func erased(_ view: any View) -> AnyView { AnyView(erasing: view) ?? AnyView(EmptyView()) }

/// A row's view: its cells (or a section's header), with its modifiers' effects, tappable
/// to select it in a table with a selection, a disclosure group over its child rows
/// when it has any.
@MainActor
func tableRowView(_ row: TableRowSpec, columns: [TableColumnSpec], selection: TableSelection?)
  -> @MainActor () -> any View
{
  let value = row.value
  let cells = columns.map(\.cell)
  let header = row.header
  let decorations = row.decorations
  var make: @MainActor () -> any View = {
    var view: AnyView
    if let header {
      view = AnyView(TableHeaderRow(header: header))
    } else {
      view = AnyView(TableCells(cells: cells.compactMap { $0(value) }))
    }
    for decorate in decorations { view = decorate(view) }
    return view
  }
  if let selection, row.isSelectable, header == nil {
    let id = row.id
    let plain = make
    make = { TableSelectableRow(id: id, selection: selection, content: plain()) }
  }
  guard let children = row.children else { return make }
  let labelled = make
  let isExpanded = row.isExpanded
  let title = header.flatMap { plainTitle(of: $0) } ?? columns.first.flatMap { $0.cell(value) }.flatMap(plainTitle(of:))
  return {
    DisclosureGroup(
      label: erased(labelled()), title: title, isExpanded: isExpanded,
      content: TableChildRows(rows: children, columns: columns, selection: selection))
  }
}

/// The child rows of an expanded row, realized as rows of the table.
struct TableChildRows: View, BuiltinView {
  let rows: @MainActor () -> [TableRowSpec]
  let columns: [TableColumnSpec]
  let selection: TableSelection?
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.children += tableRowChildren(rows(), columns: columns, selection: selection)
  }
}

/// A section's header row: its header view, across the columns.
struct TableHeaderRow: View, BuiltinView {
  let header: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = "TableHeaderRow"
    expansion.add(.content, header)
  }
}

// MARK: - Row modifiers

/// A modifier of table rows.
@MainActor @preconcurrency
public protocol _TableRowContentModifier {
  /// The modifier this one is made of (`Never` for the built-in ones).
  associatedtype Body: _TableRowContentModifier
  /// The modifier this one is made of.
  var body: Body { get }
}

extension Never: _TableRowContentModifier {}

/// What a row modifier does to each row it modifies.
@MainActor
package protocol TableRowDecorating {
  /// The row's view with the modifier's effect.
  func decorated(_ row: AnyView) -> AnyView
  /// Whether the row can be selected after this modifier (`nil`: as before it).
  var selectable: Bool? { get }
}

extension TableRowDecorating {
  package var selectable: Bool? { nil }
}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never
}

extension ModifiedContent: TableRowsProviding where Content: TableRowContent, Modifier: _TableRowContentModifier {
  var rowSpecs: [TableRowSpec] {
    let rows = tableRowSpecs(of: content)
    guard let decorating = modifier as? any TableRowDecorating else { return rows }
    return rows.map { row in
      var row = row
      row.decorations.append { decorating.decorated($0) }
      if let selectable = decorating.selectable { row.isSelectable = selectable }
      return row
    }
  }
}

/// A row modifier with an effect on the row's view, for the modifiers SwiftUI returns
/// opaquely (`some TableRowContent`).
public struct TableRowEffectModifier: _TableRowContentModifier, TableRowDecorating {
  let effect: @MainActor (AnyView) -> AnyView
  package let selectable: Bool?

  /// A modifier with an effect on each row's view, and whether the row can be selected.
  package init(selectable: Bool? = nil, effect: @escaping @MainActor (AnyView) -> AnyView) {
    self.effect = effect
    self.selectable = selectable
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func decorated(_ row: AnyView) -> AnyView { effect(row) }
}

/// The modifier of `contextMenu(menuItems:)` on rows: its items realized with the row.
public struct _ContextMenuTableRowModifier<MenuContent: View>: _TableRowContentModifier, TableRowDecorating {
  let menuItems: MenuContent
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func decorated(_ row: AnyView) -> AnyView {
    let items = menuItems
    return AnyView(row.contextMenu { items })
  }
}

/// The modifier of `contextMenu(menuItems:preview:)` on rows: its items and preview
/// realized with the row.
public struct _ContextMenuPreviewTableRowModifier<MenuContent: View, Preview: View>: _TableRowContentModifier,
  TableRowDecorating
{
  let menuItems: MenuContent
  let preview: Preview
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func decorated(_ row: AnyView) -> AnyView {
    let items = menuItems
    let shown = preview
    return AnyView(row.contextMenu(menuItems: { items }, preview: { shown }))
  }
}

extension TableRowContent {
  /// Adds a context menu to the rows; its items are realized with each row.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<
    Self, _ContextMenuTableRowModifier<M>
  > {
    ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
  }

  /// Adds a context menu with a preview to the rows; both are realized with each row.
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>>
  {
    ModifiedContent(
      content: self, modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
  }

  /// Keeps the rows from being selected: a tap on one selects nothing (shown on the row).
  public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, TableRowEffectModifier> {
    ModifiedContent(
      content: self,
      modifier: TableRowEffectModifier(selectable: !isDisabled) { AnyView($0.selectionDisabled(isDisabled)) })
  }
}

// MARK: - Dynamic rows

/// Rows made from a collection of data.
public protocol DynamicTableRowContent: TableRowContent {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the rows are made from.
  var data: Data { get }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
  public typealias Data = Content.Data
  /// The collection the rows are made from.
  public var data: Content.Data { content.data }
}

/// The modifier of `onInsert(of:perform:)` and `dropDestination(for:action:)` on dynamic
/// rows: its action stored on each row (nothing is inserted here), its types shown.
public struct OnInsertTableRowModifier: _TableRowContentModifier, TableRowDecorating {
  let name: String
  let shown: String
  let action: Any

  /// A modifier storing an insert action, its accepted types shown.
  package init(name: String, shown: String, action: Any) {
    self.name = name
    self.shown = shown
    self.action = action
  }

  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func decorated(_ row: AnyView) -> AnyView { AnyView(row.storingAction(name, shown, action)) }
}

extension ForEach where Content: TableRowContent {
  private init(
    tableRows data: Data, id: @escaping (Data.Element) -> ID, constant: Bool,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = id
    self.isConstantRange = constant
    self.rowUpdate = Self.typedUnchangedRows
  }

  /// Rows for a collection's identifiable elements, built by a row builder.
  public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
    self.init(tableRows: data, id: { $0.id }, constant: false, content: content)
  }

  /// Rows for a collection's elements identified by a key path, built by a row builder.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(tableRows: data, id: { $0[keyPath: id] }, constant: false, content: content)
  }

  /// A row for each of a collection's identifiable elements.
  public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
    self.init(tableRows: data, id: { $0.id }, constant: false, content: { TableRow($0) })
  }

  /// Rows for a constant range, built by a row builder.
  public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
    self.init(tableRows: data, id: { $0 }, constant: true, content: content)
  }
}

// MARK: - Disclosure rows and outlines

/// A row that shows or hides rows under it: they are realized while it is expanded
/// (a tap on its cells toggles it, or its bound `isExpanded`).
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent,
  TableRowsProviding
where Label.TableRowValue == Content.TableRowValue {
  public typealias TableRowValue = Label.TableRowValue
  public typealias TableRowBody = Never
  let label: Label
  let isExpanded: Binding<Bool>?
  let content: () -> Content

  /// A row for a value, over rows expanded as a binding says (its own state when `nil`).
  public init<Value>(
    _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content
  ) where Label == TableRow<Value>, Value == Content.TableRowValue {
    self.label = TableRow(value)
    self.isExpanded = isExpanded
    self.content = content
  }

  var rowSpecs: [TableRowSpec] {
    var rows = tableRowSpecs(of: label)
    guard !rows.isEmpty else { return rows }
    let content = self.content
    rows[0].children = { tableRowSpecs(of: content()) }
    rows[0].isExpanded = isExpanded
    return rows
  }
}

/// The rows of a hierarchical table: a row per element, its children's rows under it,
/// realized while it is expanded.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent, TableRowsProviding
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  public typealias TableRowBody = Never
  let data: Data
  let children: KeyPath<Data.Element, Data?>

  init(data: Data, children: KeyPath<Data.Element, Data?>) {
    self.data = data
    self.children = children
  }

  var rowSpecs: [TableRowSpec] { specs(of: data) }

  private func specs(of elements: Data) -> [TableRowSpec] {
    elements.map { element in
      var row = TableRowSpec(id: AnyHashable(element.id), value: element)
      if let subtree = element[keyPath: children] { row.children = { specs(of: subtree) } }
      return row
    }
  }
}

extension OutlineGroup: TableRowContent
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  public typealias TableRowValue = Leaf.TableRowValue
  public typealias TableRowBody = Never
}

extension OutlineGroup: TableRowsProviding
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  var rowSpecs: [TableRowSpec] { tableSpecs(of: elements) }

  private func tableSpecs(of elements: [Data.Element]) -> [TableRowSpec] {
    elements.flatMap { element in
      var rows = tableRowSpecs(of: row(element))
      if let subtree = children(element), !rows.isEmpty { rows[0].children = { tableSpecs(of: Array(subtree)) } }
      return rows
    }
  }
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  /// A tree of rows from a root element, a row per element.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(elements: [root], id: { $0.id }, children: { $0[keyPath: children] }, row: { TableRow($0) })
  }

  /// A forest of rows from a collection of root elements, a row per element.
  public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(elements: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, row: { TableRow($0) })
  }

  /// A tree of rows from a root element, each element's rows built by a row builder.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(elements: [root], id: { $0.id }, children: { $0[keyPath: children] }, row: { content($0) })
  }

  /// A tree of rows from a root element identified by a key path.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(elements: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, row: { content($0) })
  }

  /// A forest of rows, each element's rows built by a row builder.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(elements: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, row: { content($0) })
  }

  /// A forest of rows identified by a key path.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      elements: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, row: { content($0) })
  }
}

// MARK: - Groups and sections

extension Group: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never

  /// A group of rows.
  public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
    self.content = content()
  }
}

extension Group: TableRowsProviding where Content: TableRowContent {
  var rowSpecs: [TableRowSpec] { tableRowSpecs(of: content) }
}

extension Group: TableColumnContent where Content: TableColumnContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableColumnSortComparator = Content.TableColumnSortComparator
  public typealias TableColumnBody = Never

  /// A group of columns.
  public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
  where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
    self.content = content()
  }
}

extension Group: TableColumnsProviding where Content: TableColumnContent {
  var columnSpecs: [TableColumnSpec] { tableColumnSpecs(of: content) }
}

/// A section's header row in a table: its view shown across the columns.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent, TableRowsProviding {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  let content: Content

  var rowSpecs: [TableRowSpec] {
    var row = TableRowSpec(id: AnyHashable(TableHeaderRowID(ordinal: -1)), value: ())
    row.header = content
    return [row]
  }
}

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never

  /// A section of rows under a header view.
  public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
  where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.header = TableHeaderRowContent(content: header())
    self.content = content()
    self.footer = EmptyTableRowContent()
  }

  /// A section of rows titled with a localized key.
  public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
  where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.header = TableHeaderRowContent(content: Text(key: titleKey))
    self.content = content()
    self.footer = EmptyTableRowContent()
  }

  /// A section of rows titled with a string.
  @_disfavoredOverload
  public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
  where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.header = TableHeaderRowContent(content: Text(title))
    self.content = content()
    self.footer = EmptyTableRowContent()
  }

  /// A section of rows without a header.
  public init<V>(@TableRowBuilder<V> content: () -> Content)
  where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.header = EmptyTableRowContent()
    self.content = content()
    self.footer = EmptyTableRowContent()
  }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
  /// A collapsible section of rows under a header view: its rows are realized while it
  /// is expanded.
  public init<V, H: View>(
    isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
  ) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.init(content: content, header: header)
    self.isExpanded = isExpanded
  }

  /// A collapsible section of rows titled with a localized key.
  public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
  where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.init(titleKey, content: content)
    self.isExpanded = isExpanded
  }

  /// A collapsible section of rows titled with a string.
  @_disfavoredOverload
  public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
  where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
    self.init(title, content: content)
    self.isExpanded = isExpanded
  }
}

extension Section: TableRowsProviding where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  var rowSpecs: [TableRowSpec] {
    var headers = tableRowSpecs(of: header)
    let content = self.content
    if let isExpanded, !headers.isEmpty {
      // A collapsible section: its rows under its header row, realized while expanded.
      headers[0].children = { tableRowSpecs(of: content) }
      headers[0].isExpanded = isExpanded
      return headers + tableRowSpecs(of: footer)
    }
    return headers + tableRowSpecs(of: content) + tableRowSpecs(of: footer)
  }
}

// MARK: - Editable collections

/// A row of a list made editable by its `ForEach`'s edit actions: its content shown.
public struct EditableCollectionContent<Content, Data> {
  let content: Content
}

extension EditableCollectionContent: View, BuiltinView where Content: View {
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, content)
  }
}

// MARK: - Columns and tables

extension TableColumn {
  /// A column of the platform's width (deprecated: it has no effect).
  @available(*, deprecated, message: "a column's width is automatic unless set")
  nonisolated public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

extension Table {
  /// A hierarchical table of a collection's elements: each element's children are rows
  /// under it, realized while it is expanded.
  public init<Data>(
    _ data: Data, children: KeyPath<Value, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      shown: columnCustomization.map { [$0.wrappedValue.shown] } ?? [])
  }

  /// A hierarchical table with a single selection.
  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), single: selection,
      shown: columnCustomization.map { [$0.wrappedValue.shown] } ?? [])
  }

  /// A hierarchical table with a multiple selection.
  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), multiple: selection,
      shown: columnCustomization.map { [$0.wrappedValue.shown] } ?? [])
  }
}

extension TableOutlineGroupContent {
  /// The rows of a hierarchical table, for the forms declared outside this module.
  package init(_ data: Data, children: KeyPath<Data.Element, Data?>) { self.init(data: data, children: children) }
}

// MARK: - Dynamic view content with an insert action

/// Dynamic view content with an insert or drop action stored (nothing is inserted
/// here), the types it accepts shown (in a list, as a modified `ForEach` is: one
/// child holding its rows).
public struct InsertableDynamicContent<Base: View>: View, BuiltinView {
  /// The content.
  package let base: Base
  let name: String
  let shown: String
  let action: Any

  /// Content with an action stored, its accepted types shown.
  package init(base: Base, name: String, shown: String, action: Any) {
    self.base = base
    self.name = name
    self.shown = shown
    self.action = action
  }

  /// The same action on other content.
  package func replacingBase<Other: View>(_ other: Other) -> InsertableDynamicContent<Other> {
    InsertableDynamicContent<Other>(base: other, name: name, shown: shown, action: action)
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.leaf = LeafContent(kind: name, value: shown)
    expansion.add(.content, base)
  }
}
