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

  /// Two closures made at one place, and whether AttributeGraph's comparison (their code
  /// and the identity of their context) finds them equal.
  struct ClosureCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @Sendable () -> (RowWithAction, RowWithAction)
    let equal: Bool
  }

  nonisolated static let closureCases: [ClosureCase] = [
    ClosureCase(testDescription: "capturing nothing", make: { (quietRow(), quietRow()) }, equal: true),
    ClosureCase(
      testDescription: "capturing the same one object",
      make: { (row(action: reading(sharedBox)), row(action: reading(sharedBox))) },
      equal: true),
    ClosureCase(
      testDescription: "capturing another object",
      make: { (row(action: reading(Box(value: 1))), row(action: reading(Box(value: 1)))) }, equal: false),
    ClosureCase(
      testDescription: "capturing equal values, each time anew",
      make: { (row(action: printing(1)), row(action: printing(1))) },
      equal: false),
    ClosureCase(
      testDescription: "one capturing closure and its copy",
      make: {
        let one = row(action: printing(1))
        return (one, one)
      },
      equal: true),
    ClosureCase(
      testDescription: "two closures written apart", make: { (row(action: {}), row(action: { print("other") })) },
      equal: false),
  ]

  @Test("Q2.4: a closure compares by its code and the identity of its context", arguments: closureCases)
  func closures(_ c: ClosureCase) {
    let (lhs, rhs) = c.make()
    #expect(ValueComparison.areEqual(lhs, rhs) == c.equal)
    #expect(ValueComparison.areEqual(lhs, rhs, mode: .ignoringClosures), "closures ignored")
    let named = ValueComparison.fieldDifferences(lhs, rhs).map(\.name)
    #expect(named == (c.equal ? [] : ["action"]), "the changed field named as it compared")
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

  @Test("Q2.4: a closure nested in a struct compares as it does alone, unless closures are ignored")
  func nestedClosure() {
    let quiet = WithNestedAction(count: 1, row: quietRow())
    #expect(ValueComparison.areEqual(quiet, WithNestedAction(count: 1, row: quietRow())))
    let captured = WithNestedAction(count: 1, row: row(action: printing(1)))
    let again = WithNestedAction(count: 1, row: row(action: printing(1)))
    #expect(!ValueComparison.areEqual(captured, again))
    #expect(ValueComparison.areEqual(captured, captured))
    #expect(ValueComparison.areEqual(captured, again, mode: .ignoringClosures))
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

struct RowWithAction: Sendable {
  let title: String
  let action: @Sendable () -> Void
}

/// A row made at one place, as a body makes its child.
private func row(action: @escaping @Sendable () -> Void) -> RowWithAction { RowWithAction(title: "a", action: action) }

/// A row whose closure, written once, captures nothing.
private func quietRow() -> RowWithAction { row(action: {}) }

/// A closure capturing one object only: its context is the object.
private func reading(_ box: Box) -> @Sendable () -> Void { { _ = box.value } }

/// A closure capturing a value: its context is a box made each time.
private func printing(_ value: Int) -> @Sendable () -> Void { { print(value) } }

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
