import Diffing

// Turning `_printChanges` reasons into named causes: which property of which model
// changed, which `@Published` fired, which fields of the view's value differ.

/// What the engine knew when a body ran, to explain each reason in a sentence.
/// Kept as data; sentences, and the fields of a `@self` change, are made when asked.
///
/// A class: every evaluation record holds one, and records are copied as the
/// update is built; a reference copies in one retain.
final class CauseContext: @unchecked Sendable {
  // Immutable once the evaluation is recorded; the view values are only described,
  // never mutated.
  let first: Bool
  let info: ViewTypeInfo
  let dependencies: PendingNames
  let fields: [String: [String]]
  let selfChange: SelfChange?
  /// The actions whose writes invalidated the view (`onChange` actions), if any.
  var origins: [String] = []
  /// What the minimum oracle found stale, when it re-ran the view.
  var oracleFinding: String?

  init(first: Bool, info: ViewTypeInfo, dependencies: PendingNames, fields: [String: [String]], selfChange: SelfChange?) {
    self.first = first
    self.info = info
    self.dependencies = dependencies
    self.fields = fields
    self.selfChange = selfChange
  }

  /// Whether this context, made for an evaluation that knew only its changed
  /// properties (the caller keeps no other), says what another such evaluation would:
  /// the same type, the same appearance, and the same single property's change.
  func isSameDependency(first: Bool, info: ViewTypeInfo, _ names: PendingNames) -> Bool {
    guard self.first == first, self.info === info, case .one(let name) = names,
          case .one(let own) = dependencies else { return false }
    return name === own
  }

  /// The previous and the new value of a view whose `@self` changed.
  final class SelfChange: @unchecked Sendable {
    let old: Any
    let new: Any
    init(old: Any, new: Any) {
      self.old = old
      self.new = new
    }
    lazy var differences: [FieldDifference] = ValueComparison.fieldDifferences(old, new)
    /// The same, with the values in full.
    var fullDifferences: [FieldDifference] { ValueComparison.fieldDifferences(old, new, limit: .max) }
  }

  var selfDifferences: [FieldDifference] { selfChange?.differences ?? [] }

  func cause(of reason: String, full: Bool = false) -> String {
    let sentence = plainCause(of: reason, full: full)
    guard !origins.isEmpty, reason != "@self", reason != "@identity" else { return sentence }
    return sentence + "; written by " + origins.joined(separator: ", ")
  }

  private func plainCause(of reason: String, full: Bool) -> String {
    switch reason {
    case "@self" where first:
      return "@self: the view was created (first appearance)"
    case "@identity":
      return "@identity: new identity, its dynamic properties' storage was created"
    case "@self":
      guard !selfDifferences.isEmpty else {
        return "@self: its parent re-ran and passed a value that compares unequal (Q2)"
      }
      let differences = full ? (selfChange?.fullDifferences ?? []) : selfDifferences
      return "@self: its parent passed a new value: " + differences.map(\.description).joined(separator: "; ")
    case "@dependencies":
      if dependencies.isEmpty, let oracleFinding {
        return "@dependencies: the minimum oracle re-ran it, as it \(oracleFinding): its body reads a value no tracking covers"
      }
      var names: [String] = []
      for pending in dependencies.all {
        if let name = pending.name, !names.contains(name) { names.append(name) }
      }
      guard !names.isEmpty else { return "@dependencies: an @Observable property its body read changed (Q6)" }
      return "@dependencies: \(names.joined(separator: ", ")) changed"
    default:
      break
    }
    guard let field = info.fields.first(where: { $0.name == reason }) else { return reason }
    let kind = field.type.propertyKind
    if first { return "\(kind) \(reason): installed" }
    let named = fields[reason].map { " (\($0.joined(separator: ", ")))" } ?? ""
    switch kind {
    case "@FocusState": return "\(kind) \(reason): focus moved and the body had read it (Q17)"
    case "@State": return "\(kind) \(reason): the state was written and the body had read it (Q3)"
    case "@Binding": return "\(kind) \(reason): the bound value changed and the body had read it (Q3)"
    case "@Environment": return "\(kind) \(reason): the value it reads in the environment changed (Q12)"
    case "@AppStorage", "@SceneStorage":
      let keys = fields[reason].map { " '\($0.joined(separator: "', '"))'" } ?? ""
      return "\(kind) \(reason): the value stored under its key\(keys) was written (Q16)"
    default: return "\(kind) \(reason): objectWillChange fired\(named)"
    }
  }
}

/// The pending names of a node's changed properties: usually one, kept without an
/// array (most invalidations come from one property); one word in the node.
enum PendingNames {
  case none
  case one(PendingName)
  case many([PendingName])

  init() { self = .none }

  var isEmpty: Bool {
    if case .none = self { return true }
    return false
  }

  mutating func add(_ name: PendingName) {
    switch self {
    case .none:
      self = .one(name)
    case .one(let first):
      if first !== name { self = .many([first, name]) }
    case .many(var names):
      if names.contains(where: { $0 === name }) { return }
      self = .none
      names.append(name)
      self = .many(names)
    }
  }

  var all: [PendingName] {
    switch self {
    case .none: []
    case .one(let name): [name]
    case .many(let names): names
    }
  }
}
