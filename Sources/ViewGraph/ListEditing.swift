// Models SwiftUI's list editing actions: `onDelete` and `onMove` on a `ForEach`
// keep their actions with its rows (an action is not a tracking scope);
// `host.deleteRows(at:)` and `host.moveRows(fromOffsets:toOffset:)` perform them
// as a swipe to delete or a drag would, one transaction each.
// Status: Complete. Differs: edit mode is not modelled; rows can always be edited.

extension ForEach {
  /// Lets the user delete rows; the action gets their offsets.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    withDelete(action.map { action in { action(IndexSet($0)) } })
  }

  /// Lets the user move rows; the action gets their offsets and the destination.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    withMove(action.map { action in { action(IndexSet($0), $1) } })
  }
}

extension ViewHost {
  /// Deletes rows of an editable `ForEach` (one with `onDelete`), as one transaction.
  ///
  ///     host.deleteRows(at: [2])      // swipes the third row away
  ///
  /// - Parameters:
  ///   - offsets: The offsets of the rows in the `ForEach`'s data.
  ///   - section: Which editable `ForEach`, in tree order (0 is the first).
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the deletion caused; a diagnostic when no such `ForEach` is on screen.
  @discardableResult
  public func deleteRows(
    at offsets: IndexSet, section: Int = 0,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    deleteRows(
      at: Array(offsets), section: section,
      at: InputSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Moves rows of an editable `ForEach` (one with `onMove`), as one transaction.
  @discardableResult
  public func moveRows(
    fromOffsets source: IndexSet, toOffset destination: Int, section: Int = 0, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    moveRows(
      from: Array(source), to: destination, section: section,
      at: InputSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// What the rows of a list or `ForEach` are, for modifiers that return them.
public protocol DynamicViewContent: View {
  /// The type of the collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

// MARK: - Collection editing by offsets (SwiftUI's additions to the standard library)

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at offsets, as a list's delete action does.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at offsets to a destination offset, as a list's move action
  /// does: `destination` is an offset in the collection before the move.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var moved: [Element] = []
    var kept: [Element] = []
    var insertion = destination
    for (offset, element) in enumerated() {
      if source.contains(offset) {
        moved.append(element)
        if offset < destination { insertion -= 1 }
      } else {
        kept.append(element)
      }
    }
    kept.insert(contentsOf: moved, at: Swift.max(0, Swift.min(insertion, kept.count)))
    var position = startIndex
    for element in kept {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
