// The package's one use of the runtime's field reflection and metadata layout.
// Value comparison (ValueComparison.swift) and the engine (a view's dynamic
// properties, a model's stored properties) walk types through these functions only.
//
// The fields come from the runtime's exported entry points, the ones the standard
// library's own field walk (`_forEachField`, an SPI that Xcode's toolchain does not
// ship an interface for) calls: `swift_reflectionMirror_recursiveCount`,
// `..._recursiveChildOffset` and `..._recursiveChildMetadata`. They are exported
// symbols of the Swift runtime on every platform (Swift 5.2 and later), called with
// the Swift calling convention, as the standard library declares them.

/// What kind of type the runtime says a type is.
package enum TypeKind: Sendable, Equatable {
  case `struct`, `enum`, optional, tuple, function, existential, metatype, existentialMetatype
  case `class`, foreignClass, opaque
}

/// A stored field of a type: its name, its offset in the value, its type and kind.
package struct StoredField: @unchecked Sendable {
  package var name: String
  package var offset: Int
  package var type: Any.Type
  package var kind: TypeKind
  /// Whether the field holds its value as `type` lays it out.
  ///
  /// A `weak` or `unowned` reference is stored otherwise (a weak one refers to a side table):
  /// it must not be read as `type`; its bits, `type`'s size, say which object it refers to.
  package var isStrong = true
}

/// What the runtime says of one field (the layout the standard library's field walk
/// reads; it does not report whether a field is strong).
private struct FieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func childCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func childOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func childMetadata(_ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldMetadata>) -> Any.Type

/// Walks types' stored fields.
package enum Reflection {
  /// The kind of a type, read from the first word of its metadata (ABI-stable:
  /// struct 0x200, enum 0x201, optional 0x202, tuple 0x301, function 0x302,
  /// existential 0x303, metatype 0x304, existential metatype 0x306; classes use a
  /// pointer).
  package static func kind(of type: Any.Type) -> TypeKind {
    let raw = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    switch raw {
    case 0x200: return .struct
    case 0x201: return .enum
    case 0x202: return .optional
    case 0x301: return .tuple
    case 0x302: return .function
    case 0x303: return .existential
    case 0x304: return .metatype
    case 0x306: return .existentialMetatype
    default: return type is AnyClass ? .class : .opaque
    }
  }

  /// Whether a type is one of the compiler's builtin types (an integer's or a
  /// pointer's storage: metadata kind 0x300).
  package static func isBuiltin(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x300
  }

  /// The stored fields of a struct or tuple, in declaration order; `nil` for other
  /// kinds (walking them traps on existentials).
  package static func fields(of type: Any.Type) -> [StoredField]? {
    let kind = kind(of: type)
    guard kind == .struct || kind == .tuple else { return nil }
    return walk(type)
  }

  /// The stored fields of a class (its own and its superclasses', as the `@Observable`
  /// macro and `@Published` store them).
  package static func fields(ofClass type: AnyClass) -> [StoredField] {
    walk(type)
  }

  /// Each field as the runtime lists it (a class's superclass fields first), with its
  /// name, offset, type and reference storage (``StoredField/isStrong``).
  private static func walk(_ type: Any.Type) -> [StoredField] {
    let count = childCount(type)
    var found: [StoredField] = []
    found.reserveCapacity(count)
    for index in 0..<count {
      let offset = childOffset(type, index: index)
      var metadata = FieldMetadata()
      let fieldType = childMetadata(type, index: index, fieldMetadata: &metadata)
      let name = metadata.name.map { String(cString: $0) } ?? ""
      metadata.freeName?(metadata.name)
      found.append(
        StoredField(
          name: name, offset: offset, type: fieldType, kind: Reflection.kind(of: fieldType),
          isStrong: metadata.isStrong))
    }
    return found
  }
}
