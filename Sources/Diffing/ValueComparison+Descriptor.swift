private import Synchronization

// How `ValueComparison` (ValueComparison.swift) compares values of one type: a
// descriptor made once per type, with its fields' walk and, for a struct whose fields
// all compare bitwise or by `==`, one flat plan.

extension ValueComparison {
  /// How to compare values of one type, made once per type and never changed: its
  /// fields carry their own descriptors, so a comparison walks them without looking
  /// anything up.
  final class Descriptor: @unchecked Sendable {
    let type: Any.Type
    let size: Int
    let isPOD: Bool
    let kind: TypeKind
    let ruleType: (any RuleComparable.Type)?
    let fields: [StoredField]?
    /// A struct's fields as the comparison walks them, each with its descriptor (a
    /// plain-data or `Equatable` type needs none: its fields are never walked).
    let walk: [WalkStep]
    /// The type as an `Equatable` type, when it is one.
    let equatable: (any Equatable.Type)?
    /// The walk flattened, nested structs included, for the modes that compare a
    /// struct's fields by ``ComparisonMode/equatableUnlessPOD`` (a closure by its two
    /// words): bitwise ranges and `==` calls, without a call per field.
    ///
    /// `nil` when a field needs more (an optional, an existential, a comparison rule).
    let plan: [PlanStep]?
    /// A collection that is not `Equatable` (an array of non-`Equatable` rows, a
    /// dictionary of models): compared by its elements, not by its storage's identity.
    let isCollection: Bool

    struct WalkStep {
      let offset: Int
      let kind: TypeKind
      let descriptor: Descriptor
    }

    /// One step of a plan: `count` bytes compared bitwise at `offset`, or `==` of
    /// `equatable` there (a closure's code and context are a bitwise range).
    struct PlanStep {
      let offset: Int
      let count: Int
      let equatable: (any Equatable.Type)?
    }

    init(_ type: Any.Type) {
      func sizeOf<F>(_: F.Type) -> Int { MemoryLayout<F>.size }
      self.type = type
      size = sizeOf(type)
      isPOD = _isPOD(type)
      kind = Reflection.kind(of: type)
      let equatableType = type as? any Equatable.Type
      ruleType = type as? any RuleComparable.Type
      // Field reflection only for structs and tuples (it traps on existentials).
      fields = Reflection.fields(of: type)
      let walked = ruleType == nil && !isPOD && equatableType == nil
      walk =
        walked
        ? (fields ?? []).map { field in
          // A weak or unowned reference is compared by its bits (which object it
          // refers to), never read as its type.
          let storage = field.isStrong ? field.type : Descriptor.referenceStorage(of: field.type)
          return WalkStep(
            offset: field.offset, kind: field.isStrong ? field.kind : Reflection.kind(of: storage),
            descriptor: ValueComparison.descriptor(for: storage))
        }
        : []
      equatable = equatableType
      isCollection = walked && kind == .struct && type is any Collection.Type
      plan = walked && fields != nil && !isCollection ? Descriptor.flatten(walk) : nil
    }

    /// A plain-data type of the size of a weak or unowned reference to a value of
    /// `type` (a reference, with a witness table for a protocol's existential).
    static func referenceStorage(of type: Any.Type) -> Any.Type {
      func size<F>(_: F.Type) -> Int { MemoryLayout<F>.size }
      switch size(type) {
      case ...8: return UInt.self
      case ...16: return (UInt, UInt).self
      default: return (UInt, UInt, UInt).self
      }
    }

    /// The plan of a walk (see ``plan``): each step as `compare` would take it with
    /// the field's kind, adjacent bitwise ranges merged.
    private static func flatten(_ walk: [WalkStep]) -> [PlanStep]? {
      var steps: [PlanStep] = []
      func bytes(_ offset: Int, _ count: Int) {
        guard count > 0 else { return }
        if let last = steps.last, last.equatable == nil, last.offset + last.count == offset {
          steps[steps.count - 1] = PlanStep(offset: last.offset, count: last.count + count, equatable: nil)
        } else {
          steps.append(PlanStep(offset: offset, count: count, equatable: nil))
        }
      }
      for step in walk {
        let field = step.descriptor
        if step.kind == .function {
          // Its code and the identity of its context (ValueComparison's doc comment).
          bytes(step.offset, field.size)
          continue
        }
        if field.ruleType != nil { return nil }
        if field.isPOD {
          bytes(step.offset, field.size)
          continue
        }
        if let equatable = field.equatable {
          steps.append(PlanStep(offset: step.offset, count: 0, equatable: equatable))
          continue
        }
        switch step.kind {
        case .class, .foreignClass:
          // Compared by identity: the reference's bits.
          bytes(step.offset, MemoryLayout<UnsafeRawPointer?>.size)
        case .metatype, .existentialMetatype:
          bytes(step.offset, field.size)
        case .struct, .tuple:
          guard field.fields != nil, !field.isCollection, let inner = field.plan else { return nil }
          for innerStep in inner {
            if innerStep.equatable == nil, innerStep.count > 0 {
              bytes(step.offset + innerStep.offset, innerStep.count)
            } else {
              steps.append(
                PlanStep(
                  offset: step.offset + innerStep.offset, count: innerStep.count,
                  equatable: innerStep.equatable))
            }
          }
        default:
          return nil
        }
      }
      return steps
    }
  }

  private static let cache = Mutex<[ObjectIdentifier: Descriptor]>([:])

  static func descriptor(for type: Any.Type) -> Descriptor {
    let key = ObjectIdentifier(type)
    if let found = cache.withLock({ $0[key] }) { return found }
    // Made outside the lock: a struct's fields make their own descriptors first.
    let made = Descriptor(type)
    return cache.withLock { cache in
      if let raced = cache[key] { return raced }
      cache[key] = made
      return made
    }
  }
}
