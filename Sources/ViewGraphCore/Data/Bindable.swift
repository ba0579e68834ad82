public import Observation

// Models SwiftUI's `@Bindable`: bindings to members of an `@Observable` model.
// It is not a dynamic property in SwiftUI, so it never appears in `_printChanges`.
// Status: Complete.

/// Makes bindings to the mutable properties of an observable object.
///
///     @Bindable var model = model
///     TextField("Name", text: $model.name)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The bindable itself, for `$model.name`.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a member of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    Binding(location: ObjectMemberLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: CustomStringConvertible {
  /// How a cause shows it: `Bindable<Model>(Model instance)`.
  public var description: String { "Bindable<\(typeName(Value.self))>(\(valueDescription(wrappedValue)))" }
}
