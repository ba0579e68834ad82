import Combine
import Synchronization

// Models SwiftUI's `DynamicProperty`: stored properties whose storage the graph
// links to the view's identity before each body evaluation.
// Status: Partial. Differs: user-defined `DynamicProperty` structs are not
// searched for nested properties.

/// A stored property of a view whose storage the graph keeps and updates.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the engine links to node storage.
package protocol InstallableProperty: DynamicProperty {
  /// The wrapper's name as written, such as `@State`, for explanations.
  static var propertyKind: String { get }
  /// Links the property to its node's storage; called before each body evaluation.
  @MainActor mutating func install(in site: PropertySite)
}

/// Where a dynamic property is installed: its node, its field and the environment.
@MainActor
package final class PropertySite {
  let node: GraphNode
  let inbox: Inbox
  /// The environment of the view being evaluated.
  package let environment: EnvironmentValues
  var index = 0
  /// The field's storage name, as `_printChanges` prints it (`_count`).
  package var name = ""
  var missingMessages: [(Diagnostic.Kind, String)] = []
  /// Whether the body runs for an audit: no subscription is made.
  var isAudit = false
  /// How the view follows `ObservableObject` models: as if observable, it subscribes
  /// to no `objectWillChange` (its `@Published` reads are tracked one by one).
  var tracking = TrackingStrategy.asWritten
  var environmentChecks: [GraphNode.EnvironmentCheck] = []

  init(node: GraphNode, inbox: Inbox, environment: EnvironmentValues) {
    self.node = node
    self.inbox = inbox
    self.environment = environment
  }

  /// The storage kept for this field while the node's identity lives.
  package func slot<S: AnyObject>(_ make: () -> S) -> S {
    while node.slots.count <= index { node.slots.append(nil) }
    if let existing = node.slots[index] as? S { return existing }
    let made = make()
    node.slots[index] = made
    return made
  }

  /// Records that reads of a state location through this field name the field.
  package func registerLocation(_ root: AnyObject) {
    node.locationFields[ObjectIdentifier(root)] = name
  }

  /// Records an environment dependency: the body re-runs when `changed` says so.
  package func dependOnEnvironment(_ changed: @escaping (EnvironmentValues) -> Bool) {
    environmentChecks.append(GraphNode.EnvironmentCheck(name: name, changed: changed))
  }

  /// Subscribes the node to an object's `objectWillChange`, once per object; `cause`
  /// names what a publish means when the subscription knows it (a storage key).
  package func subscribe<Object: ObservableObject>(to object: Object, cause: String? = nil) {
    guard !isAudit, tracking != .asIfObservable else { return }
    let holder: SubscriptionSlot
    if let existing = node.subscriptions[index] {
      holder = existing
    } else {
      holder = SubscriptionSlot(inbox: inbox)
      node.subscriptions[index] = holder
    }
    guard holder.object !== object else { return }
    holder.cancellable?.cancel()
    holder.object = object
    holder.cancellable = object.objectWillChange.sink(
      receiveValue: PropertySite.willChange(of: object, inbox: inbox, node: node.id, field: name, cause: cause))
  }

  /// What a publish of `object`'s `objectWillChange` does: the handler runs on the
  /// publishing thread, so it is not the main actor's (made here, nonisolated: a
  /// closure made in a main-actor method would be checked for the main actor at each
  /// call, and trap on another thread, with Combine's interface as Apple ships it).
  ///
  /// The object is not held: its publisher holds this subscription.
  nonisolated private static func willChange<Output>(
    of object: AnyObject, inbox: Inbox, node id: Int, field name: String, cause: String?
  ) -> @Sendable (Output) -> Void {
    let weakObject = WeakObject(object)
    // A cause the subscription knows is named once, not at each publish.
    let known = cause.map { PendingName(announced: $0) }
    return { _ in
      let onMain = MainThread.isCurrent
      if !onMain {
        inbox.post(
          .diagnostic(
            Diagnostic(
              kind: .publishedOffMainThread,
              message:
                "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
              path: "")), onMain: false)
      } else {
        EvaluationFrame.report(
          .publishedDuringUpdate,
          "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
      }
      inbox.postWillChange(of: weakObject.object, node: id, field: name, cause: known, onMain: onMain)
    }
  }

  /// Records that an object the view requires is missing; its body will not run.
  package func missing(_ message: String, kind: Diagnostic.Kind) {
    missingMessages.append((kind, message))
  }
}

/// An object held weakly by a handler that may run on any thread (read there only to
/// be handed back to the main thread's naming).
private final class WeakObject: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// The subscription of one node field to one object.
final class SubscriptionSlot {
  var object: AnyObject?
  var cancellable: AnyCancellable?
  #if VIEWGRAPH_INTERNAL_CHECKS
  /// The host's inbox, which counts the slots alive in the builds that run the
  /// invariant checks: a slot outliving its view (held by something else after the
  /// view went) is a registration that did not end.
  private let inbox: Inbox
  init(inbox: Inbox) {
    self.inbox = inbox
    inbox.liveSubscriptions.add(1, ordering: .relaxed)
  }
  deinit {
    cancellable?.cancel()
    inbox.liveSubscriptions.subtract(1, ordering: .relaxed)
  }
  #else
  init(inbox: Inbox) {}
  deinit { cancellable?.cancel() }
  #endif
}
