// Models SwiftUI's `ForEach` (Q6, Q8): one row per element, identified by its id;
// each row's content runs in its own Observation tracking scope, so a row's reads
// are charged to the row, not to the enclosing body. A constant range keeps its
// initial data when its count changes; repeated ids are reported.
// Status: Complete. Differs: rows with a repeated id after the first are not
// shown (SwiftUI's result is undefined).

/// Views made from a collection, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView {
  /// The collection.
  public var data: Data
  /// The row builder.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  let isConstantRange: Bool
  /// The delete and move actions attached with `onDelete` and `onMove`.
  package var editActions = EditActions()

  /// Rows identified by a key path of each element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
    self.isConstantRange = false
  }

  public var body: Never { builtinBody() }

  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    if editActions.isEditable { expansion.editActions.append(editActions) }
    let previous = expansion.memo as? ForEachMemo<Data.Element, ID>
    var rows = Array(data)
    if isConstantRange {
      if let initial = previous?.initial {
        if initial.count != rows.count {
          expansion.diagnostics.append((.forEachCountChanged, "\(typeName(Self.self)) count (\(rows.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"))
        }
        rows = initial
      }
    }
    var ids: [ID] = []
    ids.reserveCapacity(rows.count)
    for element in rows { ids.append(id(element)) }
    // The same ids as last time (most updates): the same keys, the same duplicates.
    var memo: ForEachMemo<Data.Element, ID>
    var unchanged = false
    if let previous, previous.ids == ids {
      memo = previous
      unchanged = true
    } else {
      memo = ForEachMemo(initial: isConstantRange ? rows : nil, ids: ids)
      var seen = Set<ID>()
      var reported = Set<ID>()
      for (index, rowID) in ids.enumerated() {
        guard seen.insert(rowID).inserted else {
          if reported.insert(rowID).inserted {
            memo.duplicates.append("\(typeName(Self.self)): the ID \(rowID) occurs multiple times within the collection, this will give undefined results!")
          }
          continue
        }
        memo.shown.append(index)
        memo.keys.append(.explicit(AnyHashableSendable(rowID)))
      }
    }
    for message in memo.duplicates { expansion.diagnostics.append((.forEachDuplicateID, message)) }
    expansion.memo = memo
    // One builder for every row: a row holds it and its index, nothing per row.
    let content = self.content
    let builder = RowBuilder { index in content(rows[index]) }
    let shown = ForEachRows(builder: builder, positions: memo.shown, keys: memo.keys)
    if unchanged, expansion.acceptsUnchangedRows {
      expansion.unchangedRows = shown
      return
    }
    expansion.children += shown.specs
  }
}

/// What a `ForEach` keeps across updates: its initial data when it is a constant
/// range, its rows' ids, and what they gave (the keys of the rows shown, the
/// positions of those rows, the duplicates reported).
struct ForEachMemo<Element, ID: Hashable> {
  var initial: [Element]?
  var ids: [ID]
  var keys: [ChildKey] = []
  var shown: [Int] = []
  var duplicates: [String] = []
}

/// What a `ForEach` does when the user deletes or moves its rows.
package struct EditActions {
  /// Deletes rows at offsets.
  package var delete: (([Int]) -> Void)?
  /// Moves rows at offsets to an offset.
  package var move: (([Int], Int) -> Void)?
  /// Whether either action is set.
  package var isEditable: Bool { delete != nil || move != nil }
  package init() {}
}

extension ForEach {
  /// The same rows with a delete action (`onDelete`, with `IndexSet`, is in `ViewGraph`).
  package func withDelete(_ action: (([Int]) -> Void)?) -> Self {
    var copy = self
    copy.editActions.delete = action
    return copy
  }

  /// The same rows with a move action (`onMove`, with `IndexSet`, is in `ViewGraph`).
  package func withMove(_ action: (([Int], Int) -> Void)?) -> Self {
    var copy = self
    copy.editActions.move = action
    return copy
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
    self.isConstantRange = false
  }
}

extension ForEach {
  /// Rows over a bound collection, each given a binding to its element, identified
  /// by each element's `id`. The collection is read where the `ForEach` is written
  /// (as `ForEach(items)` reads it), so that view depends on it.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.init(data, identify: { $0.id }, content: content)
  }

  /// Rows over a bound collection, each given a binding to its element, identified
  /// by a key path of each element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  private init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, identify: @escaping (C.Element) -> ID, content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.map { index in
      Binding(location: MemberLocation(base: data.location, keyPath: \C.[index]))
    }
    self.content = content
    self.id = { identify($0.location.get()) }
    self.isConstantRange = false
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows over a constant range: only its initial value is used (Q8).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
    self.isConstantRange = true
  }
}
