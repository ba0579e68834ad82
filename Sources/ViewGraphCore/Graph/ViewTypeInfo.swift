import Diffing

// What the engine knows about a custom view type: its dynamic properties, its
// comparator, its shared cause contexts; computed once per type (Reconciler.typeInfo).

/// What the engine knows about a custom view type, computed once per type.
package final class ViewTypeInfo: @unchecked Sendable {
  /// A dynamic property field of the type.
  struct Field {
    let name: String
    let offset: Int
    let type: any InstallableProperty.Type
  }

  /// The name `_printChanges` prints.
  let name: String
  let fields: [Field]
  /// How the type's values are compared (Q2), looked up once.
  let comparator: ValueComparison.Comparator
  /// Whether the type is a modifier's body, whose content can change while the
  /// modifier does not.
  let isModifierBody: Bool

  /// The dynamic properties as the causes name them.
  let properties: [CauseContext.Property]
  private let type: Any.Type

  init(name: String, fields: [Field], type: Any.Type) {
    self.name = name
    self.fields = fields
    self.type = type
    comparator = ValueComparison.comparator(for: type)
    isModifierBody = type is any ModifierBodyView.Type
    properties = fields.map { CauseContext.Property(name: $0.name, kind: $0.type.propertyKind) }
  }
  /// The causes of an evaluation of the type that knew nothing beyond its reasons,
  /// shared by such evaluations (main actor only).
  private(set) lazy var firstAppearanceContext = CauseContext(
    first: true, properties: properties, dependencies: PendingNames(), fields: [:], selfChanges: .none,
    origins: [], oracleFinding: nil)
  private(set) lazy var plainContext = CauseContext(
    first: false, properties: properties, dependencies: PendingNames(), fields: [:], selfChanges: .none,
    origins: [], oracleFinding: nil)
  /// How the type's stored fields are compared and described for a `@self` cause,
  /// made at its first `@self` change (main actor only).
  private(set) lazy var fieldChanges = FieldChanges(of: type)

  /// Whether the view has dynamic properties (`@identity` is printed then, Q1).
  var hasDynamicProperties: Bool { !fields.isEmpty }

  /// The reasons of a first appearance: `@self`, then `@identity` and every property.
  var firstAppearanceReasons: [String] {
    fields.isEmpty ? Reasons.selfOnly : ["@self", "@identity"] + fields.map(\.name)
  }
}

/// Reason lists shared by most evaluations.
enum Reasons {
  static let dependencies = ["@dependencies"]
  static let selfOnly = ["@self"]
  static let dependenciesAndSelf = ["@dependencies", "@self"]
}

/// The type information of view types, computed once per type (main actor only).
extension Reconciler {
  @exclusivity(unchecked) private static var typeInfos: [ObjectIdentifier: ViewTypeInfo] = [:]

  static func typeInfo(of type: any View.Type) -> ViewTypeInfo {
    let key = ObjectIdentifier(type)
    if let found = typeInfos[key] { return found }
    func properties(of type: Any.Type, at base: Int) -> [ViewTypeInfo.Field] {
      (Reflection.fields(of: type) ?? []).compactMap { field in
        guard let property = field.type as? any InstallableProperty.Type else { return nil }
        return ViewTypeInfo.Field(name: field.name, offset: base + field.offset, type: property)
      }
    }
    var fields = properties(of: type, at: 0)
    var name = typeName(type)
    if let modifierBody = type as? any ModifierBodyView.Type {
      // A modifier's body prints, and keeps its properties, under the modifier's type.
      name = typeName(modifierBody.modifierType)
      let modifierOffset = Reflection.fields(of: type)?.first { $0.name == "modifier" }?.offset ?? 0
      fields = properties(of: modifierBody.modifierType, at: modifierOffset)
    }
    let info = ViewTypeInfo(name: name, fields: fields, type: type)
    typeInfos[key] = info
    return info
  }
}
