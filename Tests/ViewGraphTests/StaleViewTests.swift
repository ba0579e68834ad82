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
