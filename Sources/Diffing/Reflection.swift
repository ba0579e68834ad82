@_spi(Reflection) import Swift

// The package's one use of the standard library's field reflection SPI and of the
// runtime's metadata layout. Value comparison (ValueComparison.swift) and the
// engine (a view's dynamic properties, a model's stored properties) walk types
// through these functions only.

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
  /// Whether the field holds its value as `type` lays it out. A `weak` or `unowned`
  /// reference is stored otherwise (a weak one refers to a side table): it must not
  /// be read as `type`; its bits, `type`'s size, say which object it refers to.
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

  /// The stored fields of a struct or tuple, in declaration order; `nil` for other
  /// kinds (walking them traps on existentials) or when the runtime cannot walk them.
  package static func fields(of type: Any.Type) -> [StoredField]? {
    let kind = kind(of: type)
    guard kind == .struct || kind == .tuple else { return nil }
    var found: [StoredField] = []
    let walked = _forEachField(of: type, options: []) { name, offset, fieldType, fieldKind in
      found.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, kind: typeKind(fieldKind)))
      return true
    }
    return walked ? markReferenceStorage(found, of: type) : nil
  }

  /// The fields with their reference storage marked (``StoredField/isStrong``), in
  /// the order the field walk gave them, which is the runtime's child order.
  private static func markReferenceStorage(_ fields: [StoredField], of type: Any.Type) -> [StoredField] {
    var marked = fields
    for index in marked.indices {
      var metadata = FieldMetadata()
      _ = childMetadata(type, index: index, fieldMetadata: &metadata)
      metadata.freeName?(metadata.name)
      marked[index].isStrong = metadata.isStrong
    }
    return marked
  }

  /// The stored fields of a class (its own, as the `@Observable` macro and
  /// `@Published` store them).
  package static func fields(ofClass type: AnyClass) -> [StoredField] {
    // `_EachFieldOptions.classType` is a `static var`, which strict concurrency will not
    // read: its raw value, named here once.
    let classType = _EachFieldOptions(rawValue: 1)
    var found: [StoredField] = []
    _ = _forEachField(of: type, options: classType) { name, offset, fieldType, fieldKind in
      found.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, kind: typeKind(fieldKind)))
      return true
    }
    return markReferenceStorage(found, of: type)
  }

  private static func typeKind(_ kind: _MetadataKind) -> TypeKind {
    switch kind {
    case .struct: .struct
    case .enum: .enum
    case .optional: .optional
    case .tuple: .tuple
    case .function: .function
    case .existential: .existential
    case .metatype: .metatype
    case .existentialMetatype: .existentialMetatype
    case .class: .class
    case .foreignClass: .foreignClass
    default: .opaque
    }
  }
}
