// The table forms that need Foundation: sortable tables (the bound sort order an
// input of the table, shown as its leaf: a changed order is a leaf update; the table
// does not sort, the app's data does), sortable columns (their comparator shown on
// the header), column widths and alignment.

import ViewGraphCore

// MARK: - Column alignment

/// How a table column's header and cells are aligned.
public struct TableColumnAlignment: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The platform's alignment for the column's content.
  nonisolated public static var automatic: TableColumnAlignment { .init(name: "automatic") }
  /// Leading alignment.
  nonisolated public static var leading: TableColumnAlignment { .init(name: "leading") }
  /// Centre alignment.
  nonisolated public static var center: TableColumnAlignment { .init(name: "center") }
  /// Trailing alignment.
  nonisolated public static var trailing: TableColumnAlignment { .init(name: "trailing") }
  /// Alignment for numbers in the current locale's numbering system.
  nonisolated public static var numeric: TableColumnAlignment { .init(name: "numeric") }

  /// Alignment for numbers in a numbering system.
  nonisolated public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    .init(name: "numeric(\(numberingSystem.identifier))")
  }

  /// Hashes the alignment.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether two alignments are the same.
  nonisolated public static func == (lhs: TableColumnAlignment, rhs: TableColumnAlignment) -> Bool {
    lhs.name == rhs.name
  }

  nonisolated public var description: String { name }
}

extension TableColumnContent {
  /// Sets how the column's header and cells are aligned.
  public func alignment(_ alignment: TableColumnAlignment) -> ShownTableColumnContent<Self> {
    columnShown("alignment", alignment.description)
  }
}

// MARK: - Column widths

extension TableColumn {
  /// Sets the column's width.
  nonisolated public func width(_ width: CGFloat) -> TableColumn<RowValue, Sort, Content, Label> {
    MainActor.assumeIsolated { withWidth("\(width)") }
  }

  /// Sets the column's minimum, ideal and maximum widths.
  nonisolated public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn<RowValue, Sort, Content, Label>
  {
    let parts = [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
      value.map { "\(name): \($0)" }
    }
    return MainActor.assumeIsolated { withWidth(parts.joined(separator: ", ")) }
  }
}

// MARK: - Sortable columns

/// A comparator as shown on its column's header.
private func sortShown(_ comparator: some SortComparator) -> String { "\(comparator.order)" }

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A sortable column titled with a localized key, its cells made by a closure, sorted by a comparable value.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(header: Text(titleKey), title: titleKey.text, content: content)
    self = withHeaderInput("sortable", "forward")
  }

  /// A sortable column titled with a string, its cells made by a closure, sorted by a comparable value.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(header: Text(title), title: String(title), content: content)
    self = withHeaderInput("sortable", "forward")
  }

  /// A sortable column titled with a localized key, its cells made by a closure, sorted with a comparator.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(header: Text(titleKey), title: titleKey.text, content: content)
    self = withHeaderInput("sortable", sortShown(comparator))
  }

  /// A sortable column titled with a string, its cells made by a closure, sorted with a comparator.
  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(header: Text(title), title: String(title), content: content)
    self = withHeaderInput("sortable", sortShown(comparator))
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text, Content == Text {
  /// A sortable column titled with a localized key, showing a string of each row value.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) {
    self.init(header: Text(titleKey), title: titleKey.text) { Text($0[keyPath: value]) }
    self = withHeaderInput("sortable", sortShown(comparator))
  }

  /// A sortable column titled with a string, showing a string of each row value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
  ) {
    self.init(header: Text(title), title: String(title)) { Text($0[keyPath: value]) }
    self = withHeaderInput("sortable", sortShown(comparator))
  }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text, Sort: SortComparator {
  /// A column titled with a localized key, sorted with a comparator of the row values.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(header: Text(titleKey), title: titleKey.text, content: content)
    self = withHeaderInput("sortable", sortShown(comparator))
  }

  /// A column titled with a string, sorted with a comparator of the row values.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(header: Text(title), title: String(title), content: content)
    self = withHeaderInput("sortable", sortShown(comparator))
  }
}

// MARK: - Sortable tables

/// A bound sort order as shown on its table.
private func sortOrderShown<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) -> String {
  "sortOrder: [" + sortOrder.wrappedValue.map { "\($0)" }.joined(separator: ", ") + "]"
}

extension Table {
  /// A sortable table of a collection's elements.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Data.Element == Sort.Compared {
    self.init(rows: TableForEachContent(data), columns: columns(), shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of a collection's elements with a single selection.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Data.Element == Sort.Compared {
    self.init(
      rows: TableForEachContent(data), columns: columns(), single: selection, shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of a collection's elements with a multiple selection.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Data.Element == Sort.Compared {
    self.init(
      rows: TableForEachContent(data), columns: columns(), multiple: selection, shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of a collection's elements, its columns customized.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Data.Element == Sort.Compared {
    self.init(
      rows: TableForEachContent(data), columns: columns(),
      shown: [sortOrderShown(sortOrder), columnCustomization.wrappedValue.shown])
  }

  /// A sortable table of a collection's elements with a single selection, its columns customized.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Data.Element == Sort.Compared {
    self.init(
      rows: TableForEachContent(data), columns: columns(), single: selection,
      shown: [sortOrderShown(sortOrder), columnCustomization.wrappedValue.shown])
  }

  /// A sortable table of a collection's elements with a multiple selection, its columns customized.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Data.Element == Sort.Compared {
    self.init(
      rows: TableForEachContent(data), columns: columns(), multiple: selection,
      shown: [sortOrderShown(sortOrder), columnCustomization.wrappedValue.shown])
  }

  /// A sortable table of rows from a row builder.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of rows from a row builder with a single selection.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), single: selection, shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of rows from a row builder with a multiple selection.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), multiple: selection, shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of rows from a row builder, its columns customized.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), shown: [sortOrderShown(sortOrder), columnCustomization.wrappedValue.shown])
  }

  /// A sortable table of rows from a row builder with a single selection, its columns customized.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), single: selection,
      shown: [sortOrderShown(sortOrder), columnCustomization.wrappedValue.shown])
  }

  /// A sortable table of rows from a row builder with a multiple selection, its columns customized.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), multiple: selection,
      shown: [sortOrderShown(sortOrder), columnCustomization.wrappedValue.shown])
  }
}
