public import Observation
public import ViewGraph

// Screens whose views can show something stale: shared by the stale-view audit's
// tests and the minimum oracle's, which re-runs what the audit finds.

/// A model whose storage Observation does not track: read through a computed
/// property, a change of it reaches no view.
@Observable public final class Cache {
  @ObservationIgnored public var store = 0
  public var current: Int { store }
  public init() {}
  public func refresh() { store += 1 }
}

public struct CacheView: View {
  public let model: Cache
  public init(model: Cache) { self.model = model }
  public var body: some View { Text("\(model.current)") }
}

@Observable public final class Counter {
  public var count = 0
  public init() {}
}

/// Keeps the model it was first given in a `@State`: a copy its parent cannot replace.
public struct Copier: View {
  @State public var model: Counter
  public init(model: Counter) { _model = State(initialValue: model) }
  public var body: some View { Text("\(model.count)") }
}

/// Replaces the model it passes to its `Copier`, which keeps showing the first one.
public struct Owner: View {
  @State private var model = Counter()
  public init() {}
  public var body: some View {
    VStack {
      Copier(model: model)
      Button("replace") { model = Counter() }
    }
  }
}
