// The table row content forms that need Foundation or the transfer types: a row's drag
// payload, drop destination and item provider (stored on the row, shown: nothing is
// dragged or dropped here), a dynamic row collection's insert and drop actions, the
// sortable hierarchical tables and the sortable tables without a value type; and
// `DynamicViewContent`'s members: its delete and move actions reach the `ForEach`
// inside (`host.deleteRows`, `host.moveRows` perform them), its insert and drop
// actions are stored, their accepted types shown.

public import ViewGraphCore

// MARK: - Row modifiers

extension TableRowContent {
  /// Provides the items dragged from the rows (stored on each row).
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
    ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
  }

  /// Makes the rows draggable, their payload a transferable value (stored on each row).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> ModifiedContent<
    Self, TableRowEffectModifier
  > {
    ModifiedContent(content: self, modifier: TableRowEffectModifier { AnyView($0.draggable(payload())) })
  }

  /// Makes each row a destination for drops of a transferable type (stored: nothing is
  /// dropped here).
  public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void)
    -> ModifiedContent<Self, TableRowEffectModifier>
  {
    ModifiedContent(
      content: self,
      modifier: TableRowEffectModifier { AnyView($0.storingAction("dropDestination", "\(T.self)", action)) })
  }
}

/// The modifier of `itemProvider(_:)` on rows: the provider stored on each row.
public struct ItemProviderTableRowModifier: _TableRowContentModifier, TableRowDecorating {
  let action: (() -> NSItemProvider?)?
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func decorated(_ row: AnyView) -> AnyView { AnyView(row.itemProvider(action)) }
}

extension DynamicTableRowContent {
  /// Accepts items of some types inserted among the rows (stored on each row: nothing
  /// is inserted here; the types shown).
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    ModifiedContent(
      content: self,
      modifier: OnInsertTableRowModifier(
        name: "onInsert", shown: tableTypesShown(supportedContentTypes), action: action))
  }

  /// Accepts transferable items dropped among the rows (stored on each row: nothing is
  /// dropped here; the type shown).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    ModifiedContent(
      content: self, modifier: OnInsertTableRowModifier(name: "dropDestination", shown: "\(T.self)", action: action))
  }
}

/// Content types as shown.
private func tableTypesShown(_ types: [UTType]) -> String {
  "[" + types.map(\.identifier).joined(separator: ", ") + "]"
}

// MARK: - Sortable tables

/// A bound sort order as shown on its table.
private func sortOrderShown<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) -> String {
  "sortOrder: [" + sortOrder.wrappedValue.map { "\($0)" }.joined(separator: ", ") + "]"
}

/// A table's inputs as shown: its sort order, then its column customization.
private func inputsShown<Sort: SortComparator, Value: Identifiable>(
  _ sortOrder: Binding<[Sort]>, _ customization: Binding<TableColumnCustomization<Value>>?
) -> [String] {
  [sortOrderShown(sortOrder)] + (customization.map { [$0.wrappedValue.shown] } ?? [])
}

extension Table {
  /// A sortable table of rows from a row builder.
  public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of rows from a row builder with a single selection.
  public init<Sort: SortComparator>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), single: selection, shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable table of rows from a row builder with a multiple selection.
  public init<Sort: SortComparator>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableRowValue == Sort.Compared {
    self.init(rows: rows(), columns: columns(), multiple: selection, shown: [sortOrderShown(sortOrder)])
  }

  /// A sortable hierarchical table: each element's children are rows under it,
  /// realized while it is expanded.
  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data, children: children), columns: columns(),
      shown: inputsShown(sortOrder, columnCustomization))
  }

  /// A sortable hierarchical table with a single selection.
  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data, children: children), columns: columns(), single: selection,
      shown: inputsShown(sortOrder, columnCustomization))
  }

  /// A sortable hierarchical table with a multiple selection.
  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data, children: children), columns: columns(), multiple: selection,
      shown: inputsShown(sortOrder, columnCustomization))
  }
}

// MARK: - Dynamic view content

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
  public typealias Data = Content.Data
  /// The collection the views are made from.
  public var data: Content.Data { content.data }
}

extension InsertableDynamicContent: DynamicViewContent where Base: DynamicViewContent {
  /// The collection the views are made from.
  public var data: Base.Data { base.data }
}

/// Dynamic view content whose `ForEach` takes delete and move actions.
@MainActor
private protocol EditableRows {
  func settingDelete(_ action: (([Int]) -> Void)?) -> Self
  func settingMove(_ action: (([Int], Int) -> Void)?) -> Self
}

extension ForEach: EditableRows {
  fileprivate func settingDelete(_ action: (([Int]) -> Void)?) -> ForEach { withDelete(action) }
  fileprivate func settingMove(_ action: (([Int], Int) -> Void)?) -> ForEach { withMove(action) }
}

extension ModifiedContent: EditableRows where Content: DynamicViewContent, Modifier: ViewModifier {
  fileprivate func settingDelete(_ action: (([Int]) -> Void)?) -> ModifiedContent {
    guard let editable = content as? any EditableRows, let edited = editable.settingDelete(action) as? Content else {
      return self
    }
    return ModifiedContent(content: edited, modifier: modifier)
  }

  fileprivate func settingMove(_ action: (([Int], Int) -> Void)?) -> ModifiedContent {
    guard let editable = content as? any EditableRows, let edited = editable.settingMove(action) as? Content else {
      return self
    }
    return ModifiedContent(content: edited, modifier: modifier)
  }
}

extension InsertableDynamicContent: EditableRows where Base: DynamicViewContent {
  fileprivate func settingDelete(_ action: (([Int]) -> Void)?) -> InsertableDynamicContent {
    guard let editable = base as? any EditableRows, let edited = editable.settingDelete(action) as? Base else {
      return self
    }
    return replacingBase(edited)
  }

  fileprivate func settingMove(_ action: (([Int], Int) -> Void)?) -> InsertableDynamicContent {
    guard let editable = base as? any EditableRows, let edited = editable.settingMove(action) as? Base else {
      return self
    }
    return replacingBase(edited)
  }
}

extension DynamicViewContent {
  /// Lets the user delete the views' rows; the action gets their offsets (the
  /// `ForEach` inside performs it, as `host.deleteRows` asks).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
    guard let editable = self as? any EditableRows else { return self }
    return editable.settingDelete(action.map { action in { action(IndexSet($0)) } }) as? Self ?? self
  }

  /// Lets the user move the views' rows; the action gets their offsets and the
  /// destination (the `ForEach` inside performs it, as `host.moveRows` asks).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
    guard let editable = self as? any EditableRows else { return self }
    return editable.settingMove(action.map { action in { action(IndexSet($0), $1) } }) as? Self ?? self
  }

  /// Accepts items of some types inserted among the views (stored: nothing is
  /// inserted here; the types shown).
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> InsertableDynamicContent<Self> {
    InsertableDynamicContent(
      base: self, name: "onInsert", shown: tableTypesShown(supportedContentTypes), action: action)
  }

  /// Accepts items of some type identifiers inserted among the views (stored).
  @available(*, deprecated, message: "use onInsert(of:perform:) with UTType values")
  public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void)
    -> InsertableDynamicContent<Self>
  {
    InsertableDynamicContent(
      base: self, name: "onInsert", shown: "[" + acceptedTypeIdentifiers.joined(separator: ", ") + "]", action: action)
  }

  /// Accepts transferable items dropped among the views (stored: nothing is dropped
  /// here; the type shown).
  public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void)
    -> InsertableDynamicContent<Self>
  {
    InsertableDynamicContent(base: self, name: "dropDestination", shown: "\(T.self)", action: action)
  }
}
