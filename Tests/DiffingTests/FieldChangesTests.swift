import Diffing
import TestSupport
import Testing

// The fields of a `@self` change, kept as plain data when the change is seen: each
// value is described as a mirror of the two values would describe it (a string
// quoted, an object by its class, anything else as `String(describing:)`), whether
// it was described at once, through a description its type alone decides, or kept
// as bytes and described when read.

@Suite("Field changes", .tags(.diffing))
struct FieldChangesTests {
  @Test("Each kind of field is described as a mirror of the values describes it, in full and abbreviated")
  func describedAsTheMirrorSays() {
    let shared = Shelf(name: "shared")
    let old = Kinds.make(shelf: shared)
    let new = Kinds.make(
      count: 2, flag: true, ratio: 2.5, tab: .second, mode: .count(3), optionalCount: 4, optionalTitle: "new",
      title: String(repeating: "long title ", count: 5), shelf: Shelf(name: "other"),
      base: DerivedShelf(name: "derived"),
      reflecting: ReflectingShelf(), action: {}, point: Point(x: 3, y: 4), described: Described(value: 2),
      claimsClass: ClaimsClass(value: 2), tags: ["b"], hashable: AnyHashable("b"), any: 2, type: Int.self,
      wide: Wide(a: 1, b: 2, c: 3), vector: SIMD4(1, 2, 3, 4), smallTuple: (2, 3), weakShelf: shared)
    let expected = mirrorDifferences(old, new)
    #expect(expected.count == 24, "\(expected)")
    for limit in [Int.max, 40, 8] {
      let found = ValueComparison.fieldDifferences(old, new, limit: limit)
      expectNoDifference(found.map(\.description), expected.map { $0.abbreviated(limit) })
    }
    withExtendedLifetime(shared) {}
  }

  @Test("Two values equal in every field name no change; a closure differs when its context was made anew")
  func equalValues() {
    let shelf = Shelf(name: "s")
    func changes(_ lhs: Kinds, _ rhs: Kinds, mode: ComparisonMode = .equatableUnlessPOD) -> [String] {
      withUnsafePointer(to: lhs) { a in
        withUnsafePointer(to: rhs) { b in
          FieldChanges(of: Kinds.self).between(UnsafeRawPointer(a), UnsafeRawPointer(b), mode: mode).all.map(\.name)
        }
      }
    }
    let value = Kinds.make(shelf: shelf)
    #expect(changes(value, value) == [])
    // Made twice: the default closure captures nothing, so it is not among what differs
    // (the objects made anew; the tuple's padding byte, compared as AttributeGraph does).
    #expect(!changes(value, Kinds.make(shelf: shelf)).contains("action"), "a closure capturing nothing")
    func capturing(_ count: Int) -> Kinds { Kinds.make(shelf: shelf, action: { print(count) }) }
    let captured = capturing(1)
    #expect(changes(captured, captured) == [], "one context")
    #expect(changes(captured, capturing(1)).contains("action"), "a context made anew")
    #expect(!changes(captured, capturing(1), mode: .ignoringClosures).contains("action"))
  }

  @Test("A kept change refers to no object: the models its values held are freed, and it reads the same")
  func keepsNoObject() {
    weak var weakOld: Shelf?
    weak var weakNew: Shelf?
    var change: FieldChangeList = .none
    do {
      let old = Kinds.make(shelf: Shelf(name: "old"))
      let new = Kinds.make(count: 5, shelf: Shelf(name: "new"))
      weakOld = old.shelf
      weakNew = new.shelf
      change = withUnsafePointer(to: old) { a in
        withUnsafePointer(to: new) { b in FieldChanges(of: Kinds.self).between(UnsafeRawPointer(a), UnsafeRawPointer(b))
        }
      }
    }
    #expect(weakOld == nil && weakNew == nil, "a kept change holds a model")
    #expect(
      change.all.map { $0.difference(limit: .max).description }.prefix(2)
        == ["count 1 → 5", "shelf Shelf instance → another Shelf instance"])
  }

  @Test("Plain data is told from values that can refer to an object")
  func plainData() {
    #expect(ValueComparison.holdsPlainData(Int.self))
    #expect(ValueComparison.holdsPlainData(Point.self))
    #expect(ValueComparison.holdsPlainData(Tab.self))
    #expect(ValueComparison.holdsPlainData(Int?.self))
    #expect(ValueComparison.holdsPlainData(Wide.self))
    #expect(ValueComparison.holdsPlainData(Any.Type.self))
    #expect(!ValueComparison.holdsPlainData(String.self))
    #expect(!ValueComparison.holdsPlainData(Shelf.self))
    // Bitwise copyable, but they refer to an object.
    #expect(!ValueComparison.holdsPlainData(UnsafeShelf.self))
    #expect(!ValueComparison.holdsPlainData(Unmanaged<Shelf>.self))
    // Bitwise copyable, but their payloads cannot be read.
    #expect(!ValueComparison.holdsPlainData(Mode.self))
  }

  /// The fields, every one of which differs, as the mirror of each value describes them.
  private func mirrorDifferences(_ old: Kinds, _ new: Kinds) -> [Described.Difference] {
    func describe(_ value: Any) -> String {
      if let string = value as? String { return "\"\(string)\"" }
      if Mirror(reflecting: value).displayStyle == .class { return "\(type(of: value)) instance" }
      return String(describing: value)
    }
    return zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children).map { a, b in
      Described.Difference(name: a.label ?? "", old: describe(a.value), new: describe(b.value))
    }
  }
}

// MARK: - Fixtures

private final class Shelf {
  let name: String
  init(name: String) { self.name = name }
}

private final class DerivedShelf: BaseShelf {}

private class BaseShelf {
  let name: String
  init(name: String) { self.name = name }
}

private final class ReflectingShelf: BaseShelf, CustomReflectable {
  init() { super.init(name: "reflecting") }
  var customMirror: Mirror { Mirror(self, children: ["name": name], displayStyle: .struct) }
}

private enum Tab { case first, second }

private enum Mode {
  case none
  case count(Int)
}

private struct Point { let x: Double, y: Double }

private struct Wide { let a: Int, b: Int, c: Int }

private struct Described: CustomStringConvertible {
  let value: Int
  var description: String { "described \(value)" }

  struct Difference {
    let name: String
    let old: String
    let new: String

    /// As a field difference describes itself, values longer than `limit` cut.
    func abbreviated(_ limit: Int) -> String {
      func cut(_ text: String) -> String { text.count > limit ? String(text.prefix(limit - 1)) + "…" : text }
      let (old, new) = (cut(self.old), cut(self.new))
      return "\(name) \(old) → \(old == new ? "another \(new)" : new)"
    }
  }
}

/// A value type whose mirror says it is a class.
private struct ClaimsClass: CustomReflectable {
  let value: Int
  var customMirror: Mirror { Mirror(self, children: ["value": value], displayStyle: .class) }
}

private struct UnsafeShelf {
  unowned(unsafe) let shelf: Shelf
}

private struct Kinds {
  let count: Int
  let flag: Bool
  let ratio: Double
  let tab: Tab
  let mode: Mode
  let optionalCount: Int?
  let optionalTitle: String?
  let title: String
  let shelf: Shelf
  /// The same object in another field: an object of the same class is described alike.
  let shelfAgain: Shelf
  let base: BaseShelf
  let reflecting: BaseShelf
  let action: () -> Void
  let point: Point
  let described: Described
  let claimsClass: ClaimsClass
  let tags: [String]
  let hashable: AnyHashable
  let any: any Sendable
  let type: Any.Type
  let wide: Wide
  let vector: SIMD4<Float>
  let smallTuple: (Int8, Int16)
  weak var weakShelf: Shelf?

  static func make(
    count: Int = 1, flag: Bool = false, ratio: Double = 1, tab: Tab = .first, mode: Mode = .none,
    optionalCount: Int? = nil, optionalTitle: String? = nil, title: String = "title", shelf: Shelf,
    base: BaseShelf = BaseShelf(name: "base"), reflecting: BaseShelf = BaseShelf(name: "plain"),
    action: @escaping () -> Void = {},
    point: Point = Point(x: 1, y: 2), described: Described = Described(value: 1),
    claimsClass: ClaimsClass = ClaimsClass(value: 1), tags: [String] = ["a"], hashable: AnyHashable = AnyHashable("a"),
    any: any Sendable = 1, type: Any.Type = String.self, wide: Wide = Wide(a: 0, b: 0, c: 0),
    vector: SIMD4<Float> = .zero, smallTuple: (Int8, Int16) = (0, 0), weakShelf: Shelf? = nil
  ) -> Kinds {
    Kinds(
      count: count, flag: flag, ratio: ratio, tab: tab, mode: mode, optionalCount: optionalCount,
      optionalTitle: optionalTitle, title: title, shelf: shelf, shelfAgain: shelf, base: base, reflecting: reflecting,
      action: action, point: point, described: described, claimsClass: claimsClass, tags: tags, hashable: hashable,
      any: any, type: type, wide: wide, vector: vector, smallTuple: smallTuple, weakShelf: weakShelf)
  }
}
