import ViewGraph

// The side-by-side comparison of a step: variants in columns, the minimum last.

/// One step's figures, variants side by side, with the minimum as the last column.
public struct Comparison: Sendable, Equatable {
  /// One row of figures.
  public struct Row: Sendable, Equatable {
    /// What the row counts.
    public var label: String
    /// One value per variant, in column order.
    public var values: [Int]
    /// The minimum column: the fewest bodies whose output changed the screen, over all
    /// variants (for other rows, the fewest of the values).
    public var minimum: Int
  }

  /// The step's name.
  public var step: String
  /// The column headers: the variants' labels.
  public var columns: [String]
  /// The rows: bodies, the variants' counters when they keep any (then only the rows
  /// below that are not all zero), wasted bodies (nothing changed on screen), stale
  /// views, leaf updates, diagnostics, then bodies by view type.
  public var rows: [Row]
}

extension ScenarioReport {
  /// The comparison of one step (0 is the mount; 1… the steps).
  public func comparison(step: Int) -> Comparison {
    let updates = variantLabels.indices.map { result(variant: $0, step: step) }
    let bodies = updates.map(\.bodyCount)
    let wasted = updates.map { $0.wastedEvaluations.count }
    let needed = zip(bodies, wasted).map { $0 - $1 }
    var rows = [
      Comparison.Row(label: "bodies", values: bodies, minimum: needed.min() ?? 0),
      Comparison.Row(label: "wasted", values: wasted, minimum: 0),
      Comparison.Row(label: "stale views", values: updates.map(\.staleViews.count), minimum: 0),
      Comparison.Row(
        label: "leaf updates", values: updates.map(\.leafUpdateCount),
        minimum: updates.map(\.leafUpdateCount).min() ?? 0),
      Comparison.Row(
        label: "diagnostics", values: updates.map(\.diagnostics.count),
        minimum: updates.map(\.diagnostics.count).min() ?? 0),
    ]
    // A scenario that counts something else (notifications, old values read) shows
    // those counters as rows, in place of the body rows that are all zero.
    let counters = Set(variantLabels.indices.flatMap { metrics[$0][step].keys }).sorted()
    if !counters.isEmpty {
      let measured = counters.map { name in
        let values = variantLabels.indices.map { metrics[$0][step][name] ?? 0 }
        return Comparison.Row(label: name, values: values, minimum: values.min() ?? 0)
      }
      rows = [rows[0]] + measured + rows.dropFirst().filter { $0.values.contains { $0 != 0 } }
    }
    var types: [String] = []
    for update in updates {
      for type in update.evaluatedViews where !types.contains(type) { types.append(type) }
    }
    for type in types {
      let values = updates.map { $0.bodyCountsByType[type] ?? 0 }
      rows.append(Comparison.Row(label: "  \(type)", values: values, minimum: values.min() ?? 0))
    }
    return Comparison(
      step: stepNames[step], columns: variantLabels, rows: rows)
  }
}
