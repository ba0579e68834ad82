// Models AttributeGraph's `compareValues` as SwiftUI uses it to decide whether a
// child view's new value differs from its previous one (Documentation/Rules.md Q2).
// Status: Partial. Differs: a closure compares as AttributeGraph compares it before
// its capture layout is ready (its code and its context's identity); AttributeGraph can
// later compare the captured values themselves, built asynchronously. The "layout not
// ready" bitwise fallback for other types is off.

/// A way of comparing two values of one type, as AttributeGraph's comparison modes.
public enum ComparisonMode: Sendable, Equatable, CustomStringConvertible {
  /// Plain data compares bitwise, ignoring `==`; other types prefer their `==`.
  case equatableUnlessPOD
  /// A type's `==` is used whenever it has one, even for plain data (`.equatable()`).
  case equatableAlways
  /// As `equatableUnlessPOD`, but closures compare equal: for auditing what a view
  /// shows, where a closure re-created on each evaluation is not a visible change.
  case ignoringClosures

  public var description: String {
    switch self {
    case .equatableUnlessPOD: "equatableUnlessPOD"
    case .equatableAlways: "equatableAlways"
    case .ignoringClosures: "ignoringClosures"
    }
  }
}

/// A type that compares by a rule of its own instead of by its fields.
///
/// `Binding` uses it: two bindings to the same location with equal value snapshots
/// are equal, while bindings built from `get`/`set` closures never are.
public protocol RuleComparable {
  /// Returns whether this value and another are equal for view-update purposes.
  func isEqual(byRuleTo other: Self) -> Bool
  /// Returns whether they show the same thing, closures aside (the default: the rule).
  func isEqual(ignoringClosuresTo other: Self) -> Bool
}

extension RuleComparable {
  public func isEqual(ignoringClosuresTo other: Self) -> Bool { isEqual(byRuleTo: other) }
}

/// SwiftUI's value comparison: bitwise for plain data, `==` where it exists,
/// field by field otherwise, class references by identity, closures by their code and
/// the identity of what they capture.
///
///     struct Row { let title: String; let onTap: () -> Void }
///     ValueComparison.areEqual(1, 1)                               // true
///     ValueComparison.areEqual(Row(title: "A") {}, Row(title: "A") {})  // true: captures nothing
///     ValueComparison.areEqual(rowA, rowB)  // false when each closure captured values anew
///
/// A closure is its code and its context: nothing when it captures nothing, the object
/// itself when it captures one object only, otherwise a box made each time the closure
/// is. Two closures are equal when both words are (AttributeGraph's comparison before it
/// has the capture layout), so a closure that captures nothing or the same one object
/// is the same input, and one that captured values is not.
///
/// # Performance The field layout of a type is computed once, with the runtime's field
/// reflection, and cached; comparing a four-field struct then costs a few field loads, not
/// a `Mirror`.
public enum ValueComparison {
  /// Returns whether two values compare equal under a comparison mode.
  ///
  /// - Parameters:
  ///   - lhs: The previous value.
  ///   - rhs: The new value.
  ///   - mode: The comparison mode; `.equatableUnlessPOD` unless `.equatable()` applies.
  /// - Returns: `true` when a view holding `rhs` would be considered unchanged.
  /// - Complexity: O(*f*) in the number of fields reached, after the first call per type.
  public static func areEqual<T>(
    _ lhs: T, _ rhs: T, mode: ComparisonMode = .equatableUnlessPOD
  ) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return withUnsafeBytes(of: &lhs) { a in
      withUnsafeBytes(of: &rhs) { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return compare(T.self, pa, pb, mode: mode, kind: nil)
      }
    }
  }

  /// Returns whether two values of unknown static type compare equal.
  ///
  /// Values of different dynamic types are never equal.
  public static func areEqualAny(
    _ lhs: Any, _ rhs: Any, mode: ComparisonMode = .equatableUnlessPOD
  ) -> Bool {
    // Open the dynamic type through its metatype: opening the `Any` container
    // itself would bind a nested existential when the value came from generic code.
    let dynamicType = type(of: lhs)
    guard dynamicType == type(of: rhs) else { return false }
    func open<V>(_: V.Type) -> Bool {
      guard let a = lhs as? V, let b = rhs as? V else { return false }
      return areEqual(a, b, mode: mode)
    }
    return open(dynamicType)
  }

  /// Returns whether a type is plain data (no references, closures or existentials).
  public static func isPlainData(_ type: Any.Type) -> Bool {
    descriptor(for: type).isPOD
  }

  /// The stored fields whose values differ between two values of one struct type,
  /// with both values described and abbreviated: why a view's `@self` changed.
  ///
  ///     ValueComparison.fieldDifferences(TitleView(title: "A"), TitleView(title: "B"))
  ///     // [FieldDifference(name: "title", old: "\"A\"", new: "\"B\"")]
  ///
  /// - Returns: The differing fields in declaration order; empty for non-structs.
  public static func fieldDifferences(
    _ lhs: Any, _ rhs: Any, mode: ComparisonMode = .equatableUnlessPOD, limit: Int = 40
  ) -> [FieldDifference] {
    let dynamicType = type(of: lhs)
    guard dynamicType == type(of: rhs), descriptor(for: dynamicType).fields != nil else { return [] }
    func open<V>(_: V.Type) -> [FieldDifference] {
      guard var a = lhs as? V, var b = rhs as? V else { return [] }
      return withUnsafeBytes(of: &a) { ra in
        withUnsafeBytes(of: &b) { rb in
          guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return [] }
          return FieldChanges.of(V.self).between(pa, pb, mode: mode).all.map { $0.difference(limit: limit) }
        }
      }
    }
    return open(dynamicType)
  }

  /// The stored fields whose values differ between two values of one struct type.
  ///
  /// Each with both values (`nil` for a weak or unowned reference); `nil` when the
  /// values are of different types or not structs. The fields are the type's, found
  /// once.
  package static func differingFieldValues(_ lhs: Any, _ rhs: Any, mode: ComparisonMode = .equatableUnlessPOD)
    -> [(name: String, old: Any?, new: Any?)]?
  {
    let dynamicType = type(of: lhs)
    guard dynamicType == type(of: rhs), descriptor(for: dynamicType).fields != nil else { return nil }
    func open<V>(_: V.Type) -> [(name: String, old: Any?, new: Any?)]? {
      guard var a = lhs as? V, var b = rhs as? V else { return nil }
      return withUnsafeBytes(of: &a) { ra in
        withUnsafeBytes(of: &b) { rb in
          guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return [] }
          return FieldChanges.of(V.self).differingValues(pa, pb, mode: mode)
        }
      }
    }
    return open(dynamicType)
  }

  /// A value described as a field difference shows it, in full: a string quoted, an
  /// object by its type (`Model instance`), anything else as `String(describing:)`.
  static func describe(_ value: Any) -> String {
    if let string = value as? String {
      return "\"\(string)\""
    } else if Mirror(reflecting: value).displayStyle == .class {
      return "\(typeNameOf(type(of: value))) instance"
    } else {
      return String(describing: value)
    }
  }

  /// A description cut to `limit` characters, the last one an ellipsis.
  static func abbreviate(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  static func typeNameOf(_ type: Any.Type) -> String {
    String(describing: type)
  }

  // MARK: - Comparison

  static func compare(
    _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
    mode: ComparisonMode, kind: TypeKind?
  ) -> Bool {
    compare(descriptor(for: type), a, b, mode: mode, kind: kind)
  }

  static func compare(
    _ d: Descriptor, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
    mode: ComparisonMode, kind: TypeKind?
  ) -> Bool {
    let type = d.type
    if let rule = d.ruleType {
      return ruleEqual(rule, a, b, ignoringClosures: mode == .ignoringClosures)
    }
    if mode == .equatableAlways, let equatable = d.equatable {
      return equalInPlace(equatable, a, b)
    }
    if d.isPOD {
      return bytesEqual(a, b, count: d.size)
    }
    if let equatable = d.equatable {
      return equalInPlace(equatable, a, b)
    }
    switch kind ?? d.kind {
    case .function:
      return mode == .ignoringClosures || bytesEqual(a, b, count: d.size)
    case .class, .foreignClass:
      return a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self)
    case .metatype, .existentialMetatype:
      return bytesEqual(a, b, count: d.size)
    case .struct, .tuple:
      if d.isCollection { return elementsEqual(type, a, b, mode: mode) }
      guard d.fields != nil else { return mirrorEqual(type, a, b) }
      if mode != .ignoringClosures, let plan = d.plan { return run(plan, a, b) }
      let fieldMode: ComparisonMode = mode == .ignoringClosures ? .ignoringClosures : .equatableUnlessPOD
      // The walk's own list: offsets, kinds and descriptors, no field names copied.
      for step in d.walk {
        if step.kind == .function {
          if mode == .ignoringClosures { continue }
          guard bytesEqual(a + step.offset, b + step.offset, count: step.descriptor.size) else { return false }
          continue
        }
        if !compare(
          step.descriptor, a + step.offset, b + step.offset,
          mode: fieldMode, kind: step.kind)
        {
          return false
        }
      }
      return true
    case .optional:
      // An optional closure is its two words, nil a null code pointer: compared as a
      // closure is, never re-wrapped through `Any`.
      if let optional = type as? any OptionalValue.Type, Reflection.kind(of: optional.wrappedType) == .function {
        return mode == .ignoringClosures || bytesEqual(a, b, count: d.size)
      }
      return optionalEqual(type, a, b, mode: mode)
    case .existential:
      return existentialEqual(type, a, b, mode: mode)
    default:
      return mirrorEqual(type, a, b)
    }
  }

  /// Whether `size` bytes at two addresses are the same (plain-data values compared
  /// bitwise); inlinable, so that a value of a known type compares in a few loads.
  @inlinable
  public static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count size: Int) -> Bool {
    var offset = 0
    while offset + 8 <= size {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < size {
      if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
        return false
      }
      offset += 1
    }
    return true
  }

  /// Whether a stored field holds the same bits in two values, read where the values
  /// hold it: a closure field compared as AttributeGraph compares it (its code and its
  /// context's identity), never copied out, which would wrap it anew.
  package static func sameBits<Root, Field>(_ a: Root, _ b: Root, at field: KeyPath<Root, Field>) -> Bool {
    // swift-format-ignore: NeverForceUnwrap
    // Only stored properties are passed: they have an offset.
    let offset = MemoryLayout<Root>.offset(of: field)!
    return withUnsafeBytes(of: a) { a in
      withUnsafeBytes(of: b) { b in
        bytesEqual(
          a.baseAddress.unsafelyUnwrapped + offset, b.baseAddress.unsafelyUnwrapped + offset,
          count: MemoryLayout<Field>.size)
      }
    }
  }

  /// `==` of an `Equatable` type over two addresses.
  ///
  /// The values are handed to `==` in place: in code not specialized for the type,
  /// `pointee` as an argument is copied first (a string's storage retained and
  /// released, twice per comparison), where an `inout` access passes the address.
  /// The type is kept as a metatype, not as a closure made per type: opening it costs
  /// less than counting a closure's context at each call.
  private static func equalInPlace(_ type: any Equatable.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    func open<E: Equatable>(_: E.Type) -> Bool {
      let lhs = UnsafeMutablePointer(mutating: a.assumingMemoryBound(to: E.self))
      let rhs = UnsafeMutablePointer(mutating: b.assumingMemoryBound(to: E.self))
      // One value at one address: two `inout` accesses to it would overlap.
      guard lhs != rhs else { return lhs.pointee == rhs.pointee }
      return equalInPlace(&lhs.pointee, &rhs.pointee)
    }
    return open(type)
  }

  /// `==` of two values the caller holds, neither one copied nor changed.
  private static func equalInPlace<E: Equatable>(_ a: inout E, _ b: inout E) -> Bool { a == b }

  /// A struct's comparison as its flat plan: bitwise ranges and `==` calls.
  private static func run(_ plan: [Descriptor.PlanStep], _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    for step in plan {
      if let equatable = step.equatable {
        if !equalInPlace(equatable, a + step.offset, b + step.offset) { return false }
      } else if !bytesEqual(a + step.offset, b + step.offset, count: step.count) {
        return false
      }
    }
    return true
  }

  private static func ruleEqual(
    _ type: any RuleComparable.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, ignoringClosures: Bool
  ) -> Bool {
    func open<R: RuleComparable>(_: R.Type) -> Bool {
      let lhs = a.assumingMemoryBound(to: R.self).pointee
      let rhs = b.assumingMemoryBound(to: R.self).pointee
      return ignoringClosures ? lhs.isEqual(ignoringClosuresTo: rhs) : lhs.isEqual(byRuleTo: rhs)
    }
    return open(type)
  }

  static func load(_ type: Any.Type, _ p: UnsafeRawPointer) -> Any {
    func open<F>(_: F.Type) -> Any { p.assumingMemoryBound(to: F.self).pointee }
    return open(type)
  }

  private static func optionalEqual(
    _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, mode: ComparisonMode
  ) -> Bool {
    let va = load(type, a)
    let vb = load(type, b)
    guard let oa = va as? any OptionalValue, let ob = vb as? any OptionalValue else {
      return mirrorEqual(type, a, b)
    }
    switch (oa.wrappedAny, ob.wrappedAny) {
    case (nil, nil): return true
    case (let x?, let y?): return areEqualAny(x, y, mode: mode == .ignoringClosures ? mode : .equatableUnlessPOD)
    default: return false
    }
  }

  private static func existentialEqual(
    _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, mode: ComparisonMode
  ) -> Bool {
    let va = load(type, a)
    let vb = load(type, b)
    if Swift.type(of: va) is AnyClass, Swift.type(of: vb) is AnyClass {
      return (va as AnyObject) === (vb as AnyObject)
    }
    return areEqualAny(va, vb, mode: mode == .ignoringClosures ? mode : .equatableUnlessPOD)
  }

  /// Collections that are not `Equatable`: the same elements in order, a dictionary's
  /// by key whatever its order, each compared by the same rules.
  private static func elementsEqual(
    _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, mode: ComparisonMode
  ) -> Bool {
    let ma = Mirror(reflecting: load(type, a))
    let mb = Mirror(reflecting: load(type, b))
    let elementMode: ComparisonMode = mode == .ignoringClosures ? mode : .equatableUnlessPOD
    guard ma.children.count == mb.children.count else { return false }
    if ma.displayStyle == .dictionary {
      var others: [AnyHashable: Any] = [:]
      for child in mb.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2, let key = pair[0].value as? AnyHashable else { return false }
        others[key] = pair[1].value
      }
      for child in ma.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2, let key = pair[0].value as? AnyHashable, let other = others[key],
          areEqualAny(pair[1].value, other, mode: elementMode)
        else { return false }
      }
      return true
    }
    for (x, y) in zip(ma.children, mb.children) where !areEqualAny(x.value, y.value, mode: elementMode) {
      return false
    }
    return true
  }

  /// Enums with payloads and anything the field walk cannot read: same case,
  /// then the payloads by the same rules.
  private static func mirrorEqual(
    _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer
  ) -> Bool {
    let ma = Mirror(reflecting: load(type, a))
    let mb = Mirror(reflecting: load(type, b))
    guard
      ma.displayStyle == .enum || ma.displayStyle == .struct
        || ma.displayStyle == .tuple
    else { return false }
    let ca = Array(ma.children)
    let cb = Array(mb.children)
    guard ca.count == cb.count else { return false }
    for (x, y) in zip(ca, cb) {
      guard x.label == y.label, areEqualAny(x.value, y.value) else { return false }
    }
    if ma.displayStyle == .enum && ca.isEmpty {
      return String(describing: load(type, a)) == String(describing: load(type, b))
    }
    return true
  }

  /// Compares values of one type, with the type's layout looked up once.
  public struct Comparator: Sendable {
    let descriptor: Descriptor

    /// Returns whether the values at two addresses, both of the comparator's type,
    /// compare equal.
    public func areEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, mode: ComparisonMode = .equatableUnlessPOD)
      -> Bool
    {
      // A struct with a plan: what `compare` would come to, without its checks.
      if mode == .equatableUnlessPOD, let plan = descriptor.plan { return ValueComparison.run(plan, a, b) }
      return ValueComparison.compare(descriptor, a, b, mode: mode, kind: nil)
    }

    /// The size of the type's values: 0 means every two values are equal.
    public var size: Int { descriptor.size }

    /// Whether a value of the comparator's type at `old` and a new one compare equal
    /// (mode ``ComparisonMode/equatableUnlessPOD``); `bitwise` is ``isBitwise``,
    /// looked up once by the caller.
    ///
    /// The old value is compared where it lies, not copied; inlinable, so that plain data of a
    /// known type compares in a few loads.
    @inlinable
    public func areEqual<T>(at old: UnsafeRawPointer, _ new: T, bitwise: Bool) -> Bool {
      withUnsafePointer(to: new) { new in
        bitwise
          ? ValueComparison.bytesEqual(old, new, count: MemoryLayout<T>.size)
          : areEqual(old, UnsafeRawPointer(new))
      }
    }

    /// Whether two values compare as their bytes do (plain data with no comparison
    /// rule of its own), in every mode but ``ComparisonMode/equatableAlways``.
    public var isBitwise: Bool { descriptor.isPOD && descriptor.ruleType == nil }
  }

  /// The comparator of a type: looked up once, kept where the type's values are
  /// compared often (a view type's information).
  public static func comparator(for type: Any.Type) -> Comparator {
    Comparator(descriptor: descriptor(for: type))
  }
}

/// A stored field whose value differs between two values.
public struct FieldDifference: Sendable, Equatable, CustomStringConvertible {
  /// The field's name as stored (`title`, or `_count` for a property wrapper).
  public var name: String
  /// The old value, described and abbreviated.
  public var old: String
  /// The new value, described and abbreviated.
  public var new: String

  public var description: String { "\(name) \(old) → \(new)" }
}

/// Optionals seen through an existential, for comparing their payloads.
protocol OptionalValue {
  var wrappedAny: Any? { get }
  /// The type of the payload.
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  var wrappedAny: Any? {
    switch self {
    case .some(let value): value
    case .none: nil
    }
  }

  static var wrappedType: Any.Type { Wrapped.self }
}
