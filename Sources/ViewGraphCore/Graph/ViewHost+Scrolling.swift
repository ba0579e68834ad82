// Scrolling lazy containers (Q9): moving the viewport is one transaction; rows
// that come into the viewport mount; rows already realized do not re-run.

extension ViewHost {
  /// The paths of the lazy containers realizing a viewport, in tree order.
  public var lazyContainerPaths: [String] {
    reconciler.nodes(with: .lazyContainer).map(\.path)
  }

  /// Scrolls a lazy container so that a row is the first visible one, as one transaction.
  ///
  /// - Parameters:
  ///   - row: The row to show first (clamped to the rows there are).
  ///   - container: Which lazy container, by position in tree order (0 is the first).
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the scroll caused: rows mounted, and for `List`, rows recycled.
  @discardableResult
  public func scroll(
    toRow row: Int, container: Int = 0,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let containers = reconciler.nodes(with: .lazyContainer)
    guard containers.indices.contains(container) else {
      return failed(
        Diagnostic(
          kind: .containerNotFound,
          message:
            "No lazy container #\(container) is on screen (there \(containers.count == 1 ? "is" : "are") \(containers.count)).",
          path: ""), at: InputSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    let node = containers[container]
    return runUpdate {
      reconciler.scroll(node, toRow: row)
      flushPending()
    }
  }

  /// Scrolls a lazy container by a number of rows (negative scrolls up).
  @discardableResult
  public func scroll(
    by rows: Int, container: Int = 0,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let containers = reconciler.nodes(with: .lazyContainer)
    let current =
      containers.indices.contains(container)
      ? (containers[container].memo as? LazyState)?.firstVisibleRow ?? 0 : 0
    return scroll(
      toRow: current + rows, container: container, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The first visible row of a lazy container, and how many rows it has.
  public func scrollPosition(container: Int = 0) -> (firstVisibleRow: Int, rowCount: Int)? {
    let containers = reconciler.nodes(with: .lazyContainer)
    guard containers.indices.contains(container) else { return nil }
    let state = containers[container].memo as? LazyState ?? LazyState()
    return (state.firstVisibleRow, state.rowCount)
  }
}
