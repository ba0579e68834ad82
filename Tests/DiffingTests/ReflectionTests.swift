import TestSupport
import Testing

@testable import Diffing

// Field reflection through the runtime's exported entry points (no standard-library
// SPI): what value comparison and the engine read of a type's stored fields.

private struct Plain {
  var id: Int
  var title: String
  var flag: Bool
}

private class Base {
  var inherited = 1
}

private final class Derived: Base {
  var own = "x"
  weak var parent: Base?
  unowned var owner: Base
  init(owner: Base) {
    self.owner = owner
  }
}

private struct Holder {
  let object: Base
  weak var weakObject: Base?
}

@Suite("Reflection", .tags(.diffing))
struct ReflectionTests {
  @Test("A struct's fields come in declaration order, with their offsets and types")
  func structFields() throws {
    let fields = try #require(Reflection.fields(of: Plain.self))
    #expect(fields.map(\.name) == ["id", "title", "flag"])
    let offsets = [0, MemoryLayout<Plain>.offset(of: \.title), MemoryLayout<Plain>.offset(of: \.flag)]
    #expect(fields.map(\.offset) == offsets.compactMap { $0 })
    #expect(fields.map { ObjectIdentifier($0.type) } == [Int.self, String.self, Bool.self].map(ObjectIdentifier.init))
    #expect(fields.map(\.kind) == [.struct, .struct, .struct])
    #expect(fields.map(\.isStrong) == [true, true, true])
  }

  @Test("A tuple's elements are its fields")
  func tupleFields() throws {
    let fields = try #require(Reflection.fields(of: (Int, String).self))
    #expect(fields.map(\.offset) == [0, 8])
    #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(String.self))
  }

  @Test("A class lists its superclass's fields first; weak and unowned fields are marked")
  func classFields() {
    let fields = Reflection.fields(ofClass: Derived.self)
    #expect(fields.map(\.name) == ["inherited", "own", "parent", "owner"])
    #expect(fields.map(\.isStrong) == [true, true, false, false])
    #expect(ObjectIdentifier(fields[2].type) == ObjectIdentifier(Optional<Base>.self))
    // The offsets are where the values are: the inherited Int reads back.
    let object = Derived(owner: Base())
    object.inherited = 42
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    #expect(base.load(fromByteOffset: fields[0].offset, as: Int.self) == 42)
  }

  @Test(
    "Other kinds have no fields to walk",
    arguments: [
      (Optional<Int>.self as Any.Type, TypeKind.optional),
      ((() -> Void).self as Any.Type, TypeKind.function),
      ((any Equatable).self as Any.Type, TypeKind.existential),
      (Int.Type.self as Any.Type, TypeKind.metatype),
    ])
  func otherKinds(type: Any.Type, kind: TypeKind) {
    #expect(Reflection.kind(of: type) == kind)
    #expect(Reflection.fields(of: type) == nil)
  }

  @Test("A struct's weak field is marked, a strong class field is a class")
  func structWithReferences() throws {
    let fields = try #require(Reflection.fields(of: Holder.self))
    #expect(fields.map(\.kind) == [.class, .optional])
    #expect(fields.map(\.isStrong) == [true, false])
  }
}
