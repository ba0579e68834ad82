import Diffing
public import Observation

// Models SwiftUI's `@Environment` (Q5, Q12): a key-path reader re-runs only when
// its key's value changed (`_name changed.`); an object reader re-runs when the
// object's identity changed, and through Observation for properties it reads;
// a missing required object is SwiftUI's precondition failure, recorded instead.
// Status: Complete. Differs: a missing object skips the body (SwiftUI traps).

/// A value read from the view's environment.
///
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(LibraryModel.self) private var library
@propertyWrapper
public struct Environment<Value>: InstallableProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, typeName: String, optional: Bool)
  }

  let source: Source
  var value: Value?

  /// Reads the value at a key path of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.source = .keyPath(keyPath)
  }

  /// Reads an `@Observable` object placed with `.environment(_:)`; required.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.source = .object(ObjectIdentifier(objectType), typeName: typeName(objectType), optional: false)
  }

  /// Reads an `@Observable` object placed with `.environment(_:)`, or `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.source = .object(ObjectIdentifier(objectType), typeName: typeName(objectType), optional: true)
  }

  /// The value, as of the last body evaluation.
  public var wrappedValue: Value {
    if let value { return value }
    switch source {
    case .keyPath(let keyPath):
      return EnvironmentValues()[keyPath: keyPath]
    case .object(_, let name, let optional):
      if optional, let none = Optional<AnyObject>.none as? Value { return none }
      preconditionFailure(Environment.missingMessage(name))
    }
  }

  static func missingMessage(_ name: String) -> String {
    "No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
  }

  package static var propertyKind: String { "@Environment" }

  package mutating func install(in site: PropertySite) {
    switch source {
    case .keyPath(let keyPath):
      let read = site.environment[keyPath: keyPath]
      value = read
      site.dependOnEnvironment { env in
        !ValueComparison.areEqual(env[keyPath: keyPath], read)
      }
    case .object(let id, let name, let optional):
      let object = site.environment.lookup(.observable(id)).map { $0 as AnyObject }
      if let object, let typed = object as? Value {
        value = typed
      } else if optional, let none = Optional<AnyObject>.none as? Value {
        value = none
      } else {
        site.missing(Environment.missingMessage(name), kind: .missingObservableObject)
      }
      site.dependOnEnvironment { env in
        let now = env.lookup(.observable(id)).map { $0 as AnyObject }
        return now !== object
      }
    }
  }
}

/// The modifier-writing side of the environment.
extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> ModifiedContent<Self, EnvironmentWriter> {
    ModifiedContent(
      content: self,
      modifier: EnvironmentWriter(value: value) { env in
        env[keyPath: keyPath] = value
      })
  }

  /// Transforms an environment value for this view and its descendants.
  ///
  /// The transform is kept as a value of any type, which wraps the closure anew, so it
  /// never compares equal (where SwiftUI's compares as closures do, Q2): the value is
  /// derived again at each update of this view, and a reader re-runs only when the value
  /// it reads changed (Q12).
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedContent<Self, EnvironmentWriter> {
    ModifiedContent(
      content: self,
      modifier: EnvironmentWriter(value: transform) { env in
        transform(&env[keyPath: keyPath])
      })
  }

  /// Places an `@Observable` object in the environment, for `@Environment(Type.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, EnvironmentWriter> {
    let id = ObjectIdentifier(T.self)
    return ModifiedContent(
      content: self,
      modifier: EnvironmentWriter(value: object.map { $0 as AnyObject } as Any) { env in
        if let object { env.write(.observable(id), object) }
      })
  }

  /// Places an `ObservableObject` in the environment, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, EnvironmentWriter> {
    let id = ObjectIdentifier(T.self)
    return ModifiedContent(
      content: self,
      modifier: EnvironmentWriter(value: object as AnyObject) { env in
        env.write(.environmentObject(id), object)
      })
  }

  /// Disables controls in this view and its descendants.
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, EnvironmentWriter> {
    ModifiedContent(
      content: self,
      modifier: EnvironmentWriter(value: disabled) { env in
        if disabled { env.isEnabled = false }
      })
  }
}

/// A modifier that changes the environment of its content.
public struct EnvironmentWriter: BuiltinModifier {
  let value: Any
  let apply: (inout EnvironmentValues) -> Void

  package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var child = ChildSpec(key: .content, source: .view(content))
    child.environment = EnvironmentWrite(value: value, apply: apply)
    expansion.children.append(child)
  }
}

extension Environment: CustomStringConvertible {
  /// How a cause shows it: `Environment<Bool>(\EnvironmentValues.<computed (Bool)>)`,
  /// `Environment<LibraryModel>(LibraryModel.self)`.
  public var description: String {
    switch source {
    case .keyPath(let keyPath): "Environment<\(typeName(Value.self))>(\(keyPathDescription(keyPath)))"
    case .object(_, let name, _): "Environment<\(typeName(Value.self))>(\(name).self)"
    }
  }
}
