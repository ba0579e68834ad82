// The rest of SwiftUI's table surface that needs no Foundation: column customization
// (its behaviours and the bound customization, an input of the table), the column
// content modifiers (their values shown on the column's header), columns computed
// from data (`TableColumnForEach`, one column per element), the builders' fixed
// arities, and the column-customization forms of `Table`'s inits. The sort-order
// forms, which need `SortComparator`, are in the `ViewGraph` module.

// MARK: - Column customization

/// Which ways a person may customize a table column.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
  public typealias Element = TableColumnCustomizationBehavior
  public typealias ArrayLiteralElement = TableColumnCustomizationBehavior
  var bits: UInt8

  nonisolated init(bits: UInt8) { self.bits = bits }

  /// No behaviour.
  nonisolated public init() { bits = 0 }

  /// Every customization behaviour.
  nonisolated public static var all: TableColumnCustomizationBehavior { .init(bits: 0b111) }
  /// Reordering the column.
  nonisolated public static var reorder: TableColumnCustomizationBehavior { .init(bits: 0b001) }
  /// Resizing the column.
  nonisolated public static var resize: TableColumnCustomizationBehavior { .init(bits: 0b010) }
  /// Hiding and showing the column.
  nonisolated public static var visibility: TableColumnCustomizationBehavior { .init(bits: 0b100) }

  /// Whether every behaviour of a set is in this one.
  nonisolated public func contains(_ member: TableColumnCustomizationBehavior) -> Bool {
    bits & member.bits == member.bits
  }

  /// The behaviours in either set.
  nonisolated public func union(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
    .init(bits: bits | other.bits)
  }

  /// The behaviours in both sets.
  nonisolated public func intersection(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
    .init(bits: bits & other.bits)
  }

  /// The behaviours in exactly one of the sets.
  nonisolated public func symmetricDifference(_ other: TableColumnCustomizationBehavior)
    -> TableColumnCustomizationBehavior
  { .init(bits: bits ^ other.bits) }

  /// Adds behaviours, returning whether they were new and the member now in the set.
  @discardableResult
  nonisolated public mutating func insert(_ newMember: TableColumnCustomizationBehavior) -> (
    inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  /// Removes behaviours, returning those that were there.
  @discardableResult
  nonisolated public mutating func remove(_ member: TableColumnCustomizationBehavior)
    -> TableColumnCustomizationBehavior?
  {
    let present = intersection(member)
    bits &= ~member.bits
    return present.bits == 0 ? nil : present
  }

  /// Adds behaviours, returning those that were already there.
  @discardableResult
  nonisolated public mutating func update(with newMember: TableColumnCustomizationBehavior)
    -> TableColumnCustomizationBehavior?
  {
    let present = intersection(newMember)
    bits |= newMember.bits
    return present.bits == 0 ? nil : present
  }

  /// Adds the behaviours of another set.
  nonisolated public mutating func formUnion(_ other: TableColumnCustomizationBehavior) { bits |= other.bits }

  /// Keeps only the behaviours also in another set.
  nonisolated public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) { bits &= other.bits }

  /// Keeps the behaviours in exactly one of the sets.
  nonisolated public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) {
    bits ^= other.bits
  }

  /// Whether two sets hold the same behaviours.
  nonisolated public static func == (lhs: TableColumnCustomizationBehavior, rhs: TableColumnCustomizationBehavior)
    -> Bool
  { lhs.bits == rhs.bits }

  /// The behaviours' names, for a column's header.
  nonisolated var shown: String {
    let names = [(Self.reorder, "reorder"), (Self.resize, "resize"), (Self.visibility, "visibility")]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}

/// The customized visibility and order of a table's columns, by their customization id.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  var visibilities: [String: Visibility] = [:]
  var order: [String] = []

  /// A customization with every column as its defaults say.
  nonisolated public init() {}

  /// The visibility of the column with a customization id (`.automatic` when not customized).
  nonisolated public subscript(visibility id: String) -> Visibility {
    get { visibilities[id] ?? .automatic }
    set {
      visibilities[id] = newValue == .automatic ? nil : newValue
      if !order.contains(id) { order.append(id) }
    }
  }

  /// Forgets the customized order of the columns.
  nonisolated public mutating func resetOrder() { order = [] }

  /// Whether two customizations are the same.
  nonisolated public static func == (lhs: TableColumnCustomization, rhs: TableColumnCustomization) -> Bool {
    lhs.visibilities == rhs.visibilities && lhs.order == rhs.order
  }

  private enum CodingKeys: String, CodingKey { case visibilities, order }

  /// Writes the customization.
  nonisolated public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(visibilities.mapValues { "\($0)" }, forKey: .visibilities)
    try container.encode(order, forKey: .order)
  }

  /// Reads a customization written by `encode(to:)`.
  nonisolated public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = try container.decode([String: String].self, forKey: .visibilities)
    visibilities = names.compactMapValues { name in Visibility.allCases.first { "\($0)" == name } }
    order = try container.decode([String].self, forKey: .order)
  }

  /// The customization as shown on its table.
  nonisolated package var shown: String {
    "columnCustomization: ["
      + visibilities.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      .joined(separator: ", ") + "]"
  }
}

// MARK: - Column content modifiers

/// Columns with a value set by a column content modifier, shown on each column's header.
public struct ShownTableColumnContent<Base: TableColumnContent>: TableColumnContent, TableColumnsProviding {
  public typealias TableRowValue = Base.TableRowValue
  public typealias TableColumnSortComparator = Base.TableColumnSortComparator
  let base: Base
  let name: String
  let value: String

  var columnSpecs: [TableColumnSpec] {
    let name = self.name
    let value = self.value
    return tableColumnSpecs(of: base).map { spec in
      TableColumnSpec(header: AnyView(spec.header).visual(name, value), title: spec.title, cell: spec.cell)
    }
  }
}

extension TableColumnContent {
  /// These columns with a value shown on their headers.
  package func columnShown(_ name: String, _ value: String) -> ShownTableColumnContent<Self> {
    ShownTableColumnContent(base: self, name: name, value: value)
  }

  /// Sets the identifier a column's customization is kept under.
  public func customizationID(_ id: String) -> ShownTableColumnContent<Self> { columnShown("customizationID", id) }

  /// Sets whether the column shows when not customized.
  public func defaultVisibility(_ visibility: Visibility) -> ShownTableColumnContent<Self> {
    columnShown("defaultVisibility", "\(visibility)")
  }

  /// Disables some ways of customizing the column.
  public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
    -> ShownTableColumnContent<Self>
  { columnShown("disabledCustomizationBehavior", behavior.shown) }
}

// MARK: - Columns from data

/// Columns computed from a collection: one column per element.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable, Sort, Content>:
  TableColumnContent, TableColumnsProviding
where Content: TableColumnContent, Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  /// The elements the columns are made from.
  public var data: Data
  /// Makes the columns for an element.
  public var content: (Data.Element) -> Content

  var columnSpecs: [TableColumnSpec] {
    data.flatMap { tableColumnSpecs(of: content($0)) }
  }
}

extension TableColumnForEach {
  /// Columns for a collection's identifiable elements.
  public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// Columns for a collection's elements, identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
  /// Columns for a range of integers.
  public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

// MARK: - Builders' fixed arities

extension TableColumnBuilder {
  /// Two columns.
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
  where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
    columnTuple((c0, c1), [c0, c1])
  }

  /// Three columns.
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
  where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
    columnTuple((c0, c1, c2), [c0, c1, c2])
  }

  /// Four columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3), [c0, c1, c2, c3]) }

  /// Five columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<
    RowValue, Sort, (C0, C1, C2, C3, C4)
  >
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3, c4), [c0, c1, c2, c3, c4]) }

  /// Six columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<
    RowValue, Sort, (C0, C1, C2, C3, C4, C5)
  >
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3, c4, c5), [c0, c1, c2, c3, c4, c5]) }

  /// Seven columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<
    RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)
  >
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3, c4, c5, c6), [c0, c1, c2, c3, c4, c5, c6]) }

  /// Eight columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<
    RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)
  >
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3, c4, c5, c6, c7), [c0, c1, c2, c3, c4, c5, c6, c7]) }

  /// Nine columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3, c4, c5, c6, c7, c8), [c0, c1, c2, c3, c4, c5, c6, c7, c8]) }

  /// Ten columns.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent, C9: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue,
    C9.TableRowValue == RowValue
  { columnTuple((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9]) }

  /// The tuple of columns, realized in order.
  static func columnTuple<T>(_ value: T, _ columns: [any TableColumnContent]) -> TupleTableColumnContent<
    RowValue, Sort, T
  > {
    TupleTableColumnContent(value: value, columns: columns.compactMap { tableColumnsProvider($0) })
  }
}

extension TableRowBuilder {
  /// Two blocks of rows.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1)
    -> TupleTableRowContent<Value, (C0, C1)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value { rowTuple((c0, c1), [c0, c1]) }

  /// Three blocks of rows.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableRowContent<Value, (C0, C1, C2)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
    rowTuple((c0, c1, c2), [c0, c1, c2])
  }

  /// Four blocks of rows.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
    rowTuple((c0, c1, c2, c3), [c0, c1, c2, c3])
  }

  /// Five blocks of rows.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
    C4.TableRowValue == Value
  { rowTuple((c0, c1, c2, c3, c4), [c0, c1, c2, c3, c4]) }

  /// Six blocks of rows.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
    C5: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<
    Value, (C0, C1, C2, C3, C4, C5)
  >
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
    C4.TableRowValue == Value, C5.TableRowValue == Value
  { rowTuple((c0, c1, c2, c3, c4, c5), [c0, c1, c2, c3, c4, c5]) }

  /// Seven blocks of rows.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
    C5: TableRowContent, C6: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<
    Value, (C0, C1, C2, C3, C4, C5, C6)
  >
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
    C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value
  { rowTuple((c0, c1, c2, c3, c4, c5, c6), [c0, c1, c2, c3, c4, c5, c6]) }

  /// Eight blocks of rows.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
    C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<
    Value, (C0, C1, C2, C3, C4, C5, C6, C7)
  >
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
    C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value
  { rowTuple((c0, c1, c2, c3, c4, c5, c6, c7), [c0, c1, c2, c3, c4, c5, c6, c7]) }

  /// Nine blocks of rows.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
    C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
    C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
    C8.TableRowValue == Value
  { rowTuple((c0, c1, c2, c3, c4, c5, c6, c7, c8), [c0, c1, c2, c3, c4, c5, c6, c7, c8]) }

  /// Ten blocks of rows.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
    C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
    C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
    C8.TableRowValue == Value, C9.TableRowValue == Value
  { rowTuple((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9]) }

  /// The tuple of rows, realized in order.
  static func rowTuple<T>(_ value: T, _ rows: [any TableRowContent]) -> TupleTableRowContent<Value, T> {
    TupleTableRowContent(value: value, rows: rows.compactMap { tableRowsProvider($0) })
  }
}

// MARK: - Table with column customization

extension Table {
  /// A table with its selection and inputs set, for the forms declared outside this module.
  package init(
    rows: Rows, columns: Columns, single: Binding<Value.ID?>? = nil, multiple: Binding<Set<Value.ID>>? = nil,
    shown: [String]
  ) {
    self.init(rows: rows, columns: columns)
    if let single { selection = TableSelection(single: single) }
    if let multiple { selection = TableSelection(multiple: multiple) }
    inputsShown = shown
  }

  /// A table of a collection's elements, its columns customized.
  public init<Data: RandomAccessCollection>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), shown: [columnCustomization.wrappedValue.shown])
  }

  /// A table of a collection's elements with a single selection, its columns customized.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), single: selection,
      shown: [columnCustomization.wrappedValue.shown])
  }

  /// A table of a collection's elements with a multiple selection, its columns customized.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), multiple: selection,
      shown: [columnCustomization.wrappedValue.shown])
  }

  /// A table of rows from a row builder, its columns customized.
  public init(
    of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), shown: [columnCustomization.wrappedValue.shown])
  }

  /// A table of rows from a row builder with a single selection, its columns customized.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), single: selection, shown: [columnCustomization.wrappedValue.shown])
  }

  /// A table of rows from a row builder with a multiple selection, its columns customized.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), multiple: selection, shown: [columnCustomization.wrappedValue.shown])
  }
}

extension TableColumn {
  /// A column with its header, title and cells, for the forms declared outside this module.
  package init(header label: Label, title: String?, content: @escaping (RowValue) -> Content) {
    self.init(label: label, title: title, content: content)
  }

  /// This column with its width shown on its header.
  package func withWidth(_ width: String) -> TableColumn {
    var column = TableColumn(label: label, title: title, content: content, width: width)
    column.headerInputs = headerInputs
    return column
  }

  /// This column with a value shown on its header.
  package func withHeaderInput(_ name: String, _ value: String) -> TableColumn {
    var column = self
    column.headerInputs.append((name, value))
    return column
  }
}

extension TableForEachContent {
  /// The rows of a collection, for the forms declared outside this module.
  package init(_ data: Data) { self.init(data: data) }
}
