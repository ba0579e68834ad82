import Diffing
import TestSupport
import Testing

// Documentation/Rules.md Q2: AttributeGraph's comparison modes.

@Suite("ValueComparison", .tags(.diffing, .swiftUIParity))
struct ValueComparisonTests {
  @Test("Q2.3: plain data compares bitwise, ignoring a custom ==")
  func podIgnoresCustomEquality() {
    let a = IDOnlyPOD(id: 1, version: 1)
    let b = IDOnlyPOD(id: 1, version: 2)
    #expect(a == b, "the type's own == says equal")
    #expect(!ValueComparison.areEqual(a, b), "bitwise says different")
  }

  @Test("Q2.6: .equatable() uses == even for plain data")
  func equatableAlwaysUsesEquality() {
    #expect(
      ValueComparison.areEqual(IDOnlyPOD(id: 1, version: 1), IDOnlyPOD(id: 1, version: 2), mode: .equatableAlways))
  }

  @Test("Q2.4: a non-plain Equatable type uses its own ==")
  func nonPODUsesEquality() {
    #expect(ValueComparison.areEqual(IDOnlyRow(id: 1, title: "a"), IDOnlyRow(id: 1, title: "b")))
    #expect(!ValueComparison.areEqual(IDOnlyRow(id: 1, title: "a"), IDOnlyRow(id: 2, title: "a")))
  }

  @Test("Q2.4: a closure field makes a value unequal, even to itself")
  func closuresAreUnequal() {
    let row = RowWithAction(title: "a", action: {})
    #expect(!ValueComparison.areEqual(row, row))
  }

  @Test("Q2.4: class references compare by identity unless Equatable")
  func classReferences() {
    let object = Box(value: 1)
    #expect(ValueComparison.areEqual(Holder(box: object), Holder(box: object)))
    #expect(!ValueComparison.areEqual(Holder(box: Box(value: 1)), Holder(box: Box(value: 1))))
  }

  struct FieldCase: Sendable, CustomTestStringConvertible {
    let id: String
    let lhs: Fields
    let rhs: Fields
    let equal: Bool
    var testDescription: String { id }
  }

  @Test(
    "Q2.4: field by field, recursively",
    arguments: [
      FieldCase(
        id: "same", lhs: Fields(name: "a", tags: ["x"], count: nil), rhs: Fields(name: "a", tags: ["x"], count: nil),
        equal: true),
      FieldCase(
        id: "string differs", lhs: Fields(name: "a", tags: [], count: nil),
        rhs: Fields(name: "b", tags: [], count: nil), equal: false),
      FieldCase(
        id: "array differs", lhs: Fields(name: "a", tags: ["x"], count: nil),
        rhs: Fields(name: "a", tags: ["y"], count: nil), equal: false),
      FieldCase(
        id: "optional nil vs some", lhs: Fields(name: "a", tags: [], count: nil),
        rhs: Fields(name: "a", tags: [], count: 1), equal: false),
      FieldCase(
        id: "optional some equal", lhs: Fields(name: "a", tags: [], count: 2),
        rhs: Fields(name: "a", tags: [], count: 2), equal: true),
    ])
  func fieldWise(_ c: FieldCase) {
    #expect(ValueComparison.areEqual(c.lhs, c.rhs) == c.equal)
  }

  @Test("Q2.4: existentials compare dynamic type, then payload")
  func existentials() {
    let a: any Sendable = 1
    let b: any Sendable = "1"
    #expect(!ValueComparison.areEqual(Existential(value: a), Existential(value: b)))
    #expect(ValueComparison.areEqual(Existential(value: 1), Existential(value: 1)))
  }

  @Test("Q2.4: enums compare case, then payload")
  func enums() {
    #expect(ValueComparison.areEqual(Payload.text("a"), Payload.text("a")))
    #expect(!ValueComparison.areEqual(Payload.text("a"), Payload.text("b")))
    #expect(!ValueComparison.areEqual(Payload.text("a"), Payload.other(Box(value: 1))))
  }

  @Test("isPlainData tells plain data from references")
  func plainData() {
    #expect(ValueComparison.isPlainData(IDOnlyPOD.self))
    #expect(!ValueComparison.isPlainData(IDOnlyRow.self))
  }

  /// A change to the second value of a pair of `Outer` values, and whether the pair
  /// still compares equal.
  enum PlanCase: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case same, plainField, nestedPlainField, nestedString, equatableFieldEqualByItsOwnEquals
    case anotherInstanceOfAClass, anotherTypeInAMetatype

    var testDescription: String { rawValue }

    var equal: Bool { self == .same || self == .equatableFieldEqualByItsOwnEquals }

    fileprivate var changed: Outer {
      switch self {
      case .same: .make()
      case .plainField: .make(count: 2)
      case .nestedPlainField: .make(inner: 9)
      case .nestedString: .make(title: "b")
      case .equatableFieldEqualByItsOwnEquals: .make(version: 2)
      case .anotherInstanceOfAClass: .make(box: Box(value: 1))
      case .anotherTypeInAMetatype: .make(kind: String.self)
      }
    }
  }

  // A struct's fields flattened into bitwise ranges and `==` calls, nested structs
  // included: each case hand-derived from Q2.4, through the comparator's path (the
  // old value where it lies) and the static one, which must agree.
  @Test(
    "Q2.4: a nested struct compares field by field, its plain data bitwise and its Equatable fields by ==",
    arguments: PlanCase.allCases)
  func nestedPlan(_ c: PlanCase) {
    let lhs = Outer.make()
    let rhs = c.changed
    let comparator = ValueComparison.comparator(for: Outer.self)
    let viaComparator = withUnsafePointer(to: lhs) { old in
      comparator.areEqual(at: UnsafeRawPointer(old), rhs, bitwise: comparator.isBitwise)
    }
    #expect(viaComparator == c.equal, "comparator: \(lhs) vs \(rhs)")
    #expect(ValueComparison.areEqual(lhs, rhs) == c.equal, "static: \(lhs) vs \(rhs)")
    // Without closures or optionals in `Outer`, ignoring closures walks the same fields.
    #expect(ValueComparison.areEqual(lhs, rhs, mode: .ignoringClosures) == c.equal, "walk: \(lhs) vs \(rhs)")
  }

  @Test("Q2.4: a closure nested in a struct makes it unequal, unless closures are ignored")
  func nestedClosure() {
    let value = WithNestedAction(count: 1, row: RowWithAction(title: "a", action: {}))
    #expect(!ValueComparison.areEqual(value, value))
    #expect(ValueComparison.areEqual(value, value, mode: .ignoringClosures))
  }

  @Test("Q2.4: an Equatable field compared at one address is compared by its ==")
  func sameAddress() {
    var value = Outer.make()
    let equal = withUnsafePointer(to: &value) { pointer in
      ValueComparison.comparator(for: Outer.self).areEqual(UnsafeRawPointer(pointer), UnsafeRawPointer(pointer))
    }
    #expect(equal)
  }
}

// MARK: - Fixtures

private struct IDOnlyPOD: Equatable {
  let id: Int
  let version: Int
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

private struct IDOnlyRow: Equatable {
  let id: Int
  let title: String
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

private struct RowWithAction {
  let title: String
  let action: () -> Void
}

private final class Box: Sendable {
  let value: Int
  init(value: Int) { self.value = value }
}

private struct Holder {
  let box: Box
}

struct Fields: Sendable {
  let name: String
  let tags: [String]
  let count: Int?
}

private struct Existential {
  let value: any Sendable
}

private enum Payload {
  case text(String)
  case other(Box)
}

private let sharedBox = Box(value: 1)

/// A struct nesting plain data, a string, an `Equatable` type whose `==` ignores a
/// field, a class reference and a metatype.
private struct Outer: CustomStringConvertible {
  struct Inner {
    var value: Int
    var title: String
  }
  var count: Int
  var inner: Inner
  var versioned: IDOnlyRow
  var box: Box
  var kind: any Any.Type

  static func make(
    count: Int = 1, inner: Int = 2, title: String = "a", version: Int = 1, box: Box = sharedBox,
    kind: any Any.Type = Int.self
  ) -> Outer {
    Outer(
      count: count, inner: Inner(value: inner, title: title), versioned: IDOnlyRow(id: 7, title: "v\(version)"),
      box: box, kind: kind)
  }

  var description: String { "Outer(\(count), \(inner.value), \(inner.title), \(versioned.title), \(kind))" }
}

private struct WithNestedAction {
  var count: Int
  var row: RowWithAction
}
