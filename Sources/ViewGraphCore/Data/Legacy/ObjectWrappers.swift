// Models SwiftUI's `@StateObject`, `@ObservedObject` and `@EnvironmentObject`
// (Q4, Q5, Q12): the view subscribes to the object's `objectWillChange` and
// re-runs on every fire, whatever it reads (`_model changed.`).
// Status: Complete. Differs: a missing `@EnvironmentObject` skips the body when
// the view is installed (SwiftUI traps on the first access).

/// An observable object created once per view identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: InstallableProperty {
  let thunk: () -> ObjectType
  var object: ObjectType?
  /// The object made at init, as `@State`'s initial value is, on a host tracking as
  /// if observable; used only if the identity has none yet.
  private var eager: ObjectType?

  /// Creates the object lazily, once per identity: later inits do not run `thunk` (Q4).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
    // As if migrated to `@State`: up to Xcode 26 the initial value is made at every
    // init of the view (in its parent's body), and dropped when the identity already
    // holds one; from Xcode 27 `@State` makes an object once, as here.
    if let frame = EvaluationFrame.active, frame.tracking == .asIfObservable,
      !frame.release.initializesStateObjectsOnce
    {
      eager = thunk()
    }
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object { return object }
    EvaluationFrame.report(
      .stateObjectOutsideView,
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
    return thunk()
  }

  /// Bindings to the object's members.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  package static var propertyKind: String { "@StateObject" }

  package mutating func install(in site: PropertySite) {
    let thunk = self.thunk
    let eager = self.eager
    let holder = site.slot { ObjectSlot(eager ?? thunk()) }
    object = holder.object
    site.subscribe(to: holder.object)
  }

  final class ObjectSlot {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
  }
}

/// An observable object owned elsewhere, whose changes re-run the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: InstallableProperty {
  /// SwiftUI's wrapper holds a word beside the object, so a closure that captures a
  /// view holding one captures more than one object (a context of its own, Q2).
  @usableFromInline var _seed = 0
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes an object.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes an object.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's members.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  package static var propertyKind: String { "@ObservedObject" }

  package mutating func install(in site: PropertySite) {
    site.subscribe(to: wrappedValue)
  }

  /// Makes bindings to an object's members (`$model.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to a member of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectMemberLocation(object: object, keyPath: keyPath))
    }
  }
}

/// An observable object placed in the environment by an ancestor.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: InstallableProperty {
  var object: ObjectType?
  /// SwiftUI's wrapper holds a word beside the object (see ``ObservedObject``).
  @usableFromInline var _seed = 0

  /// Reads the object placed with `.environmentObject(_:)`.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let object else { preconditionFailure(EnvironmentObject.missingMessage) }
    return object
  }

  /// Bindings to the object's members.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  static var missingMessage: String {
    let name = typeName(ObjectType.self)
    return
      "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
  }

  package static var propertyKind: String { "@EnvironmentObject" }

  package mutating func install(in site: PropertySite) {
    let id = ObjectIdentifier(ObjectType.self)
    let found = site.environment.lookup(.environmentObject(id)) as? ObjectType
    object = found
    if let found {
      site.subscribe(to: found)
    } else {
      site.missing(EnvironmentObject.missingMessage, kind: .missingEnvironmentObject)
    }
    site.dependOnEnvironment { env in
      (env.lookup(.environmentObject(id)) as? ObjectType) !== found
    }
  }
}

extension StateObject: CustomStringConvertible {
  /// How a cause shows it: `StateObject<Model>(Model instance)`, or
  /// `StateObject<Model>(not made yet)` before it is installed.
  public var description: String {
    "StateObject<\(typeName(ObjectType.self))>(\(object.map { objectDescription($0) } ?? "not made yet"))"
  }
}

extension ObservedObject: CustomStringConvertible {
  /// How a cause shows it: `ObservedObject<Model>(Model instance)`.
  public var description: String { "ObservedObject<\(typeName(ObjectType.self))>(\(objectDescription(wrappedValue)))" }
}

extension EnvironmentObject: CustomStringConvertible {
  /// How a cause shows it: `EnvironmentObject<Model>(Model instance)`, or
  /// `EnvironmentObject<Model>()` before it is installed.
  public var description: String {
    "EnvironmentObject<\(typeName(ObjectType.self))>(\(object.map { objectDescription($0) } ?? ""))"
  }
}
