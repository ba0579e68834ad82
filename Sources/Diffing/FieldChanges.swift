private import Synchronization

// Which stored fields differ between two values of one type, kept as plain data:
// what a view's `@self` cause says, taken when the change is seen
// (`ValueComparison.fieldDifferences` reports them abbreviated).

/// A stored field whose value differs between two values, both sides kept as plain
/// data: described in full, or, for plain data that can refer to no object (an `Int`,
/// an enum's case, a struct of them), as the value's bytes, described when read.
///
/// Holds no object and nothing that refers to one.
package struct FieldChange: Sendable {
  /// The field's name as stored (`title`, or `_count` for a property wrapper).
  package let name: String
  let old: FieldValue
  let new: FieldValue

  /// The change as ``ValueComparison/fieldDifferences(_:_:mode:limit:)`` reports it:
  /// values longer than `limit` characters abbreviated (`.max`: in full).
  package func difference(limit: Int = 40) -> FieldDifference {
    let old = ValueComparison.abbreviate(self.old.description, limit: limit)
    let new = ValueComparison.abbreviate(self.new.description, limit: limit)
    return FieldDifference(name: name, old: old, new: old == new ? "another \(new)" : new)
  }
}

/// One side of a ``FieldChange``.
enum FieldValue: Sendable {
  /// Described when the change was seen, in full.
  case described(String)
  /// A value of plain data that refers to no object, as its type and bytes: up to
  /// 16 in place (the commonest values: no allocation), more in an array.
  case plain(Any.Type, UInt64, UInt64)
  case plainBytes(Any.Type, [UInt8])

  /// The value at `address`, of plain data of `type` (`size` bytes).
  init(plain type: Any.Type, at address: UnsafeRawPointer, size: Int) {
    if size <= MemoryLayout<(UInt64, UInt64)>.size {
      var words: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &words) { $0.baseAddress?.copyMemory(from: address, byteCount: size) }
      self = .plain(type, words.0, words.1)
    } else {
      self = .plainBytes(type, Array(UnsafeRawBufferPointer(start: address, count: size)))
    }
  }

  /// The value described in full (``ValueComparison/describe(_:)``).
  var description: String {
    switch self {
    case .described(let text):
      return text
    case .plain(let type, let low, let high):
      return withUnsafeBytes(of: (low, high)) { FieldValue.describe(type, $0) }
    case .plainBytes(let type, let bytes):
      return bytes.withUnsafeBytes { FieldValue.describe(type, $0) }
    }
  }

  private static func describe(_ type: Any.Type, _ bytes: UnsafeRawBufferPointer) -> String {
    func open<T>(_: T.Type) -> String {
      // Copied to storage aligned for the type, then read as it.
      withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        guard let base = buffer.baseAddress, let source = bytes.baseAddress else { return "" }
        let raw = UnsafeMutableRawPointer(base)
        raw.copyMemory(from: source, byteCount: MemoryLayout<T>.size)
        return ValueComparison.describe(raw.load(as: T.self))
      }
    }
    return open(type)
  }
}

/// The fields that differ between two values, in declaration order: usually one,
/// kept without an array.
package enum FieldChangeList: Sendable {
  case none
  case one(FieldChange)
  case many([FieldChange])

  package var isEmpty: Bool {
    if case .none = self { return true }
    return false
  }

  package var all: [FieldChange] {
    switch self {
    case .none: []
    case .one(let change): [change]
    case .many(let changes): changes
    }
  }

  mutating func append(_ change: FieldChange) {
    switch self {
    case .none:
      self = .one(change)
    case .one(let first):
      self = .many([first, change])
    case .many(var changes):
      self = .none
      changes.append(change)
      self = .many(changes)
    }
  }
}

/// How the stored fields of one type are compared and described, made once per type
/// (a view type keeps its own): the fields that differ between two values then cost
/// a comparison each, and a description each that needs no reflection for a string,
/// a closure, an object or plain data.
package struct FieldChanges: Sendable {
  /// The type whose values it compares.
  package let type: Any.Type
  private let entries: [Entry]

  private struct Entry: Sendable {
    let field: StoredField
    /// Its position among the type's fields (a mirror's child).
    let position: Int
    /// How its values compare: its type's descriptor, or a weak or unowned
    /// reference's bits'.
    let descriptor: ValueComparison.Descriptor
    let kind: TypeKind
    let description: Description
  }

  /// How a field's values are described (``ValueComparison/describe(_:)``).
  private enum Description: Sendable {
    /// A string, quoted.
    case string
    /// A closure: the same for every value of its type.
    case function
    /// An object: its class's name, unless the class reflects or bridges itself.
    case object
    /// Plain data that refers to no object: kept as its bytes.
    case plain
    /// A weak or unowned reference: as the value's mirror reads it.
    case reference
    /// Anything else: described at once.
    case general
  }

  /// The fields of a type (none when it is not a struct or a tuple).
  package init(of type: Any.Type) {
    self.type = type
    let fields = ValueComparison.descriptor(for: type).fields ?? []
    entries = fields.enumerated().map { position, field in
      guard field.isStrong else {
        let storage = ValueComparison.Descriptor.referenceStorage(of: field.type)
        return Entry(
          field: field, position: position, descriptor: ValueComparison.descriptor(for: storage),
          kind: Reflection.kind(of: storage), description: .reference)
      }
      let description: Description =
        if field.type == String.self { .string } else if field.kind == .function {
          .function
        } else if field.kind == .class { .object } else if ValueComparison.holdsPlainData(field.type) { .plain } else {
          .general
        }
      return Entry(
        field: field, position: position, descriptor: ValueComparison.descriptor(for: field.type),
        kind: field.kind, description: description)
    }
  }

  /// The fields whose values differ between two values of ``type`` at two addresses,
  /// in declaration order; a closure by its code and context, unless `mode` ignores closures.
  package func between(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, mode: ComparisonMode = .equatableUnlessPOD)
    -> FieldChangeList
  {
    var changes = FieldChangeList.none
    // Each entry read where it lies: a `for` loop, or an argument, copies it out.
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where !FieldChanges.equal(entries, index, a, b, mode: mode) {
        changes.append(
          FieldChange(
            name: entries[index].field.name, old: value(entries, index, a),
            new: value(entries, index, b)))
      }
    }
    return changes
  }

  /// The fields whose values differ between two values of ``type`` at two addresses,
  /// in declaration order, each with both its values (`nil` for a weak or unowned
  /// reference, which is not read as its type): compared as ``between(_:_:mode:)``
  /// compares them, nothing described.
  package func differingValues(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, mode: ComparisonMode)
    -> [(name: String, old: Any?, new: Any?)]
  {
    var found: [(name: String, old: Any?, new: Any?)] = []
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where !FieldChanges.equal(entries, index, a, b, mode: mode) {
        let field = entries[index].field
        guard field.isStrong else {
          found.append((field.name, nil, nil))
          continue
        }
        found.append(
          (
            field.name, ValueComparison.load(field.type, a + field.offset),
            ValueComparison.load(field.type, b + field.offset)
          )
        )
      }
    }
    return found
  }

  /// Whether the field at `index` holds equal values at `a` and `b`.
  private static func equal(
    _ entries: UnsafeBufferPointer<Entry>, _ index: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
    mode: ComparisonMode
  ) -> Bool {
    let offset = entries[index].field.offset
    guard entries[index].description != .function else {
      return mode == .ignoringClosures
        || ValueComparison.bytesEqual(a + offset, b + offset, count: entries[index].descriptor.size)
    }
    let fieldMode: ComparisonMode = mode == .ignoringClosures ? .ignoringClosures : .equatableUnlessPOD
    return ValueComparison.compare(
      entries[index].descriptor, a + offset, b + offset, mode: fieldMode, kind: entries[index].kind)
  }

  private static let known = Mutex<[ObjectIdentifier: FieldChanges]>([:])

  /// The fields of a type, made once per type.
  package static func of(_ type: Any.Type) -> FieldChanges {
    let key = ObjectIdentifier(type)
    if let found = known.withLock({ $0[key] }) { return found }
    let made = FieldChanges(of: type)
    known.withLock { $0[key] = made }
    return made
  }

  /// One side of a field's change, in the value at `base`.
  private func value(_ entries: UnsafeBufferPointer<Entry>, _ index: Int, _ base: UnsafeRawPointer) -> FieldValue {
    let type = entries[index].field.type
    let address = base + entries[index].field.offset
    switch entries[index].description {
    case .string:
      return .described("\"\(address.assumingMemoryBound(to: String.self).pointee)\"")
    case .plain:
      return FieldValue(plain: type, at: address, size: entries[index].descriptor.size)
    case .function:
      return .described(ValueComparison.typeOnlyDescription(of: type, at: address, object: nil))
    case .object:
      let object = address.assumingMemoryBound(to: AnyObject.self).pointee
      return .described(ValueComparison.typeOnlyDescription(of: type, at: address, object: object))
    case .reference:
      // Never read as its type: the mirror reads it (a weak one through its side table).
      let child =
        Mirror(reflecting: ValueComparison.load(self.type, base)).children
        .dropFirst(entries[index].position).first?.value ?? "a reference"
      return .described(ValueComparison.describe(child))
    case .general:
      return .described(ValueComparison.describe(ValueComparison.load(type, address)))
    }
  }
}

extension ValueComparison {
  /// Descriptions that depend only on a value's type, by type: a closure's, and an
  /// object's (`Model instance`); `nil` for a class whose values describe themselves
  /// (it reflects itself, or bridges to a string).
  private static let typeOnlyDescriptions = Mutex<[ObjectIdentifier: String?]>([:])

  /// The description of the closure of type `type` at `address`, or of `object`, held
  /// in a field of type `type` there: what ``describe(_:)`` says of it, found once
  /// per type (per class, for an object).
  static func typeOnlyDescription(of type: Any.Type, at address: UnsafeRawPointer, object: AnyObject?) -> String {
    let key = object.map { ObjectIdentifier(Swift.type(of: $0)) } ?? ObjectIdentifier(type)
    if let known = typeOnlyDescriptions.withLock({ $0[key] }) {
      return known ?? describe(load(type, address))
    }
    let value = load(type, address)
    let made: String?
    if let object {
      // What `describe` checks first, once per class: a string it bridges to, or a
      // mirror of its own.
      let dynamicType: AnyClass = Swift.type(of: object)
      made =
        value is String || dynamicType is any CustomReflectable.Type
        ? nil : "\(typeNameOf(dynamicType)) instance"
    } else {
      // A closure: no conformance, no mirror children; its type describes it.
      made = describe(value)
    }
    typeOnlyDescriptions.withLock { $0[key] = .some(made) }
    return made ?? describe(value)
  }

  /// Whether values of a type are plain data that can refer to no object: bitwise
  /// copyable, and either too small to hold a reference or with no reference of any
  /// kind (`unowned(unsafe)`, `Unmanaged`) in its stored fields at any depth.
  package static func holdsPlainData(_ type: Any.Type) -> Bool {
    let descriptor = descriptor(for: type)
    guard descriptor.isPOD else { return false }
    if descriptor.size < MemoryLayout<UnsafeRawPointer>.size { return true }
    switch descriptor.kind {
    case .metatype, .existentialMetatype:
      return true
    case .opaque:
      return Reflection.isBuiltin(type)
    case .struct, .tuple:
      guard let fields = descriptor.fields else { return false }
      return fields.allSatisfy { $0.isStrong && holdsPlainData($0.type) }
    case .optional:
      guard let optional = type as? any OptionalValue.Type else { return false }
      return holdsPlainData(optional.wrappedType)
    default:
      return false
    }
  }
}
