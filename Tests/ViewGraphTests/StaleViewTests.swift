import Diffing
import Observation
import TestSupport
import Testing
import ViewGraph

// Beyond _printChanges: the stale-view audit finds views showing what their body would no longer produce.

@Suite("Stale-view audit")
@MainActor
struct StaleViewTests {
  @Test("@ObservationIgnored storage read through a computed property is caught, with the untracked read")
  func ignoredStorage() {
    let model = Cache()
    let host = ViewHost(CacheView(model: model), options: ViewHost.Options(auditsStaleViews: true))
    let update = host.update { model.refresh() }
    #expect(update.bodyCount == 0)
    #expect(
      update.staleViews.map(\.description) == [
        "CacheView: shows Text(0), would show Text(1) (untracked: Cache.store (@ObservationIgnored or a let))"
      ])
  }

  @Test("A nested non-observable class is caught")
  func plainNested() {
    let model = Outer()
    let host = ViewHost(OuterView(model: model))
    host.update { model.inner.value = 3 }
    #expect(
      host.audit().map(\.description) == [
        "OuterView: shows Text(0), would show Text(3) (untracked: Outer.inner (PlainInner is not @Observable))"
      ])
  }

  @Test("A child's @State copy of a model it was given is caught once the owner replaces it")
  func disconnectedCopy() {
    let host = ViewHost(Owner())
    #expect(host.audit().isEmpty)
    host.tap("replace")
    #expect(
      host.audit().map(\.description) == [
        "Owner/VStack/Copier: @State _model keeps the Counter it was first given; its parent now passes another instance (a disconnected copy)"
      ])
  }

  @Test("A correct screen has no stale view")
  func clean() {
    let model = BookStore()
    let host = ViewHost(TitlesLabel(model: model), options: ViewHost.Options(auditsStaleViews: true))
    #expect(host.update { model.title = "x" }.staleViews.isEmpty)
  }
}

// MARK: - Fixtures

private final class PlainInner {
  var value = 0
}

@Observable private final class Outer {
  let inner = PlainInner()
}

private struct OuterView: View {
  let model: Outer
  var body: some View { Text("\(model.inner.value)") }
}

// MARK: - Exactness (Documentation/Rules.md, "What the screen shows")

@Suite("Stale-view audit: values compared as inputs are")
@MainActor
struct StaleViewExactnessTests {
  @Test(
    "Equal collections of values that are not Equatable are equal, whatever their storage or order",
    arguments: ["dictionary", "array", "nested"])
  func equalCollections(_ kind: String) {
    let host = ViewHost(CollectionParent(kind: kind))
    host.tap("rebuild")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("A changed element of such a collection is still found")
  func changedCollection() {
    let a = CollectionChild(tags: ["x": Tag(name: "1")], rows: [], nested: [:])
    let b = CollectionChild(tags: ["x": Tag(name: "2")], rows: [], nested: [:])
    #expect(ValueComparison.areEqual(a, a))
    #expect(!ValueComparison.areEqual(a, b))
  }

  @Test("A row with a custom ViewModifier is shown as what it renders, not as ModifierBody")
  func modifierRows() {
    let host = ViewHost(CardList())
    #expect(host.audit().isEmpty, "\(host.audit())")
    host.tap("bump")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }
}

private struct Tag {
  let name: String
}

private struct CollectionChild: View {
  let tags: [String: Tag]
  let rows: [Tag]
  let nested: [String: [Tag]]
  var body: some View { Text("\(tags.count) \(rows.count) \(nested.count)") }
}

private struct CollectionParent: View {
  let kind: String
  @State private var generation = 0
  var body: some View {
    // Built anew at every evaluation, in another order: equal contents, new storage.
    let names = generation.isMultiple(of: 2) ? ["a", "b", "c", "d"] : ["d", "c", "b", "a"]
    var tags: [String: Tag] = [:]
    for name in names { tags[name] = Tag(name: name) }
    return VStack {
      switch kind {
      case "dictionary": CollectionChild(tags: tags, rows: [], nested: [:])
      case "array": CollectionChild(tags: [:], rows: ["a", "b"].map(Tag.init(name:)), nested: [:])
      default: CollectionChild(tags: [:], rows: [], nested: ["k": names.sorted().map(Tag.init(name:))])
      }
      Button("rebuild") { generation += 1 }
    }
  }
}

private struct CardStyle: ViewModifier {
  func body(content: Content) -> some View { content.padding(4) }
}

private struct CardList: View {
  @State private var items = [1, 2, 3]
  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in
        Text("\(item)").modifier(CardStyle())
      }
      Button("bump") { items.append(items.count + 1) }
    }
  }
}
