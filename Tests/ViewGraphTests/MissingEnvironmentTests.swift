import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q5: a missing environment object is SwiftUI's fatal error, recorded; the body is skipped.

@Suite("Q5 missing environment objects", .tags(.swiftUIParity))
@MainActor
struct MissingEnvironmentTests {
  @Test("Q5: a missing @Environment(Type.self) is SwiftUI's fatal error, recorded; the body is skipped")
  func missingObservable() {
    let host = ViewHost(VStack { NeedsSession() })
    #expect(
      host.diagnostics.map(\.message) == [
        "No Observable object of type Session found. A View.environmentObject(_:) for Session may be missing as an ancestor of this view."
      ])
    #expect(host.diagnostics.first?.path == "VStack/NeedsSession")
    #expect(host.mount.bodyCount == 0)
  }

  @Test("Q5: the optional form yields nil instead")
  func optionalObservable() {
    let host = ViewHost(MaybeSession())
    #expect(host.diagnostics.isEmpty)
    #expect(host.treeDescription.contains("Text(no session)"))
  }

  @Test("Q5: a missing @EnvironmentObject is recorded with SwiftUI's text")
  func missingEnvironmentObject() {
    let host = ViewHost(NeedsCart())
    #expect(
      host.diagnostics.map(\.message) == [
        "No ObservableObject of type ShoppingCart found. A View.environmentObject(_:) for ShoppingCart may be missing as an ancestor of this view."
      ])
  }

  @Test("Q5: injecting the object makes the same view run")
  func injected() {
    let host = ViewHost(NeedsSession().environment(Session()))
    #expect(host.diagnostics.isEmpty)
    #expect(host.mount.printedChanges == ["NeedsSession: @self, @identity, _session changed."])
  }
}

// MARK: - Fixtures

@Observable final class Session {
  var user = "ada"
}

struct NeedsSession: View {
  @Environment(Session.self) var session
  var body: some View { Text(session.user) }
}

private struct MaybeSession: View {
  @Environment(Session.self) var session: Session?
  var body: some View { Text(session?.user ?? "no session") }
}

final class ShoppingCart: ObservableObject {
  @Published var items: [String] = []
}

private struct NeedsCart: View {
  @EnvironmentObject var cart: ShoppingCart
  var body: some View { Text("\(cart.items.count)") }
}

private struct AccentKey: EnvironmentKey {
  static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
  var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}
