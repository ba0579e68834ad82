import Diffing
import Testing
import TestSupport

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
    #expect(ValueComparison.areEqual(IDOnlyPOD(id: 1, version: 1), IDOnlyPOD(id: 1, version: 2), mode: .equatableAlways))
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

  @Test("Q2.4: field by field, recursively", arguments: [
    FieldCase(id: "same", lhs: Fields(name: "a", tags: ["x"], count: nil), rhs: Fields(name: "a", tags: ["x"], count: nil), equal: true),
    FieldCase(id: "string differs", lhs: Fields(name: "a", tags: [], count: nil), rhs: Fields(name: "b", tags: [], count: nil), equal: false),
    FieldCase(id: "array differs", lhs: Fields(name: "a", tags: ["x"], count: nil), rhs: Fields(name: "a", tags: ["y"], count: nil), equal: false),
    FieldCase(id: "optional nil vs some", lhs: Fields(name: "a", tags: [], count: nil), rhs: Fields(name: "a", tags: [], count: 1), equal: false),
    FieldCase(id: "optional some equal", lhs: Fields(name: "a", tags: [], count: 2), rhs: Fields(name: "a", tags: [], count: 2), equal: true),
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

private final class Box {
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
