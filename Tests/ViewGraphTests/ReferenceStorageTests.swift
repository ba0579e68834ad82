import Diffing
import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q2: a child whose inputs did not change is not re-run; a
// `weak` or `unowned` stored property is an input like any other, compared by the
// object it refers to. Its storage is not the value's layout (a weak reference points
// at a side table), so the engine compares its bits and never reads it as a reference.

private final class Delegate {
  let name: String
  init(_ name: String) { self.name = name }
}

@Observable
private final class DelegateModel {
  var tick = 0
  var useSecond = false
}

private struct WeakChild: View {
  weak var delegate: Delegate?
  var body: some View { Text(delegate?.name ?? "none") }
}

private struct UnownedChild: View {
  unowned let delegate: Delegate
  var body: some View { Text(delegate.name) }
}

private struct DelegateParent: View {
  let model: DelegateModel
  let first: Delegate
  let second: Delegate
  var body: some View {
    let delegate = model.useSecond ? second : first
    VStack {
      Text("\(model.tick)")
      WeakChild(delegate: delegate)
      UnownedChild(delegate: delegate)
    }
  }
}

@Observable
private final class Owner {
  weak var weakDelegate: Delegate?
  var strongDelegate: Delegate?
}

private struct OwnerLabel: View {
  let owner: Owner
  var body: some View { Text("\(owner.weakDelegate?.name ?? "-") \(owner.strongDelegate?.name ?? "-")") }
}

private struct Holder {
  weak var delegate: Delegate?
  var count: Int
}

@Suite("Weak and unowned stored properties")
@MainActor
struct ReferenceStorageTests {
  @Test("Q2: a child holding the same object weakly or unowned is not re-run when its parent re-runs")
  func sameObjectSkipped() {
    let (first, second) = (Delegate("first"), Delegate("second"))
    let model = DelegateModel()
    let host = ViewHost(DelegateParent(model: model, first: first, second: second))
    for step in 1...3 {
      let update = host.update { model.tick += 1 }
      #expect(update.evaluatedViews == ["DelegateParent"], "step \(step): \(update.trace)")
    }
    withExtendedLifetime((first, second)) {}
  }

  @Test("Q2: a child given another object re-runs, its cause naming the field")
  func otherObjectReruns() {
    let (first, second) = (Delegate("first"), Delegate("second"))
    let model = DelegateModel()
    let host = ViewHost(DelegateParent(model: model, first: first, second: second))
    let update = host.update { model.useSecond = true }
    #expect(update.evaluatedViews == ["DelegateParent", "WeakChild", "UnownedChild"], "\(update.trace)")
    let causes = update.evaluations.filter { $0.viewType == "WeakChild" }.flatMap(\.causes)
    #expect(causes.count == 1 && causes[0].hasPrefix("@self: its parent passed a new value: delegate"), "\(causes)")
    #expect(host.treeDescription.contains("Text(second)"), "\(host.treeDescription)")
    withExtendedLifetime((first, second)) {}
  }

  @Test("A weak @Observable property is named when it changes among properties of its type")
  func weakPropertyNamed() {
    let (first, second) = (Delegate("first"), Delegate("second"))
    let owner = Owner()
    owner.weakDelegate = first
    owner.strongDelegate = first
    let host = ViewHost(OwnerLabel(owner: owner))
    let update = host.update { owner.weakDelegate = second }
    #expect(update.evaluations.first?.causes == ["@dependencies: Owner.weakDelegate changed"], "\(update.trace)")
    withExtendedLifetime((first, second)) {}
  }

  @Test("A value with a weak field compares by the object it refers to, and describes it")
  func valueComparison() {
    let (first, second) = (Delegate("first"), Delegate("second"))
    let a = Holder(delegate: first, count: 1)
    #expect(ValueComparison.areEqualAny(a, Holder(delegate: first, count: 1)))
    #expect(!ValueComparison.areEqualAny(a, Holder(delegate: second, count: 1)))
    #expect(!ValueComparison.areEqualAny(a, Holder(delegate: first, count: 2)))
    let differences = ValueComparison.fieldDifferences(a, Holder(delegate: second, count: 1))
    #expect(differences.map(\.name) == ["delegate"], "\(differences)")
    withExtendedLifetime((first, second)) {}
  }
}
