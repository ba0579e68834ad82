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
  /// - Returns: What the scroll caused: rows mounted, and for `List`, rows recycled.
  @discardableResult
  public func scroll(
    toRow row: Int, container: Int = 0,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let containers = reconciler.nodes(with: .lazyContainer)
    guard containers.indices.contains(container) else {
      return failed(Diagnostic(
        kind: .containerNotFound,
        message: "No lazy container #\(container) is on screen (there \(containers.count == 1 ? "is" : "are") \(containers.count)).",
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
    let current = containers.indices.contains(container)
      ? (containers[container].memo as? LazyState)?.firstVisibleRow ?? 0 : 0
    return scroll(toRow: current + rows, container: container, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The first visible row of a lazy container, and how many rows it has.
  public func scrollPosition(container: Int = 0) -> (firstVisibleRow: Int, rowCount: Int)? {
    let containers = reconciler.nodes(with: .lazyContainer)
    guard containers.indices.contains(container) else { return nil }
    let state = containers[container].memo as? LazyState ?? LazyState()
    return (state.firstVisibleRow, state.rowCount)
  }
}

extension Reconciler {
  /// Connects a `ScrollViewReader`'s proxy: it scrolls the first lazy container below
  /// the reader that has a row with the id, at once (a proxy is called in an action).
  func connect(_ target: ScrollTarget, to reader: GraphNode) {
    target.scroll = { [weak self, weak reader] id in
      guard let self, let reader, reader.isAlive else { return }
      let wanted = AnyHashableSendable(id)
      for container in self.nodes(with: .lazyContainer) where self.isDescendant(container, of: reader) {
        let rows = container.memo as? LazyState ?? LazyState()
        guard let index = rows.keys.firstIndex(where: { $0.endsWith(explicit: wanted) }) else { continue }
        self.scroll(container, toRow: index / max(1, rows.itemsPerRow))
        return
      }
    }
  }

  private func isDescendant(_ node: GraphNode, of ancestor: GraphNode) -> Bool {
    var current: GraphNode? = node
    while let n = current {
      if n === ancestor { return true }
      current = n.parent
    }
    return false
  }
}
