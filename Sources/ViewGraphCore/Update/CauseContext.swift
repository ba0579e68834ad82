import Diffing

// Turning `_printChanges` reasons into named causes: which property of which model
// changed, which `@Published` fired, which fields of the view's value differ.

/// What the engine knew when a body ran, to explain each reason in a sentence: plain
/// values, complete when the evaluation is recorded (the changed properties named,
/// the fields of a `@self` change described or kept as plain data).
///
/// The sentences are made when asked; a kept update holds no model and no view value.
///
/// A class: every evaluation record holds one, and records are copied as the
/// update is built; a reference copies in one retain. Evaluations that know the same
/// share one (a type's ``ViewTypeInfo/plainContext``; the evaluations of one type
/// invalidated by one property, in a pass and across passes and flushes while the
/// property's settled name is the same).
final class CauseContext: Sendable {
  /// A dynamic property of the view's type, as the causes name it.
  struct Property: Sendable {
    /// Its storage name (`_model`).
    let name: String
    /// Its wrapper (`@ObservedObject`).
    let kind: String
  }

  let first: Bool
  /// The view type's dynamic properties.
  let properties: [Property]
  /// The changed properties the view read (`BookStore.searchText`, comma-separated
  /// when several), `nil` when none could be named.
  let dependencies: String?
  /// The changes named per dynamic property (the `@Published` properties that fired).
  let fields: [String: [String]]
  /// The fields that differ between the view's old and new value, for `@self`.
  let selfChanges: FieldChangeList
  /// The actions whose writes invalidated the view (`onChange` actions), if any.
  let origins: [String]
  /// What the minimum oracle found stale, when it re-ran the view for no change it
  /// was told of.
  let oracleFinding: String?
  /// The release whose `_printChanges` wording the evaluation's line takes.
  let release: SwiftUIRelease

  /// A context; the pending names are read now (the host settled them when it
  /// drained its inbox, before the evaluation).
  init(
    first: Bool, properties: [Property], dependencies: PendingNames, fields: [String: [String]],
    selfChanges: consuming FieldChangeList, origins: [String], oracleFinding: String?,
    release: SwiftUIRelease = .latest
  ) {
    self.release = release
    self.first = first
    self.properties = properties
    self.fields = fields
    self.selfChanges = selfChanges
    self.origins = origins
    switch dependencies {
    case .none:
      self.dependencies = nil
      self.oracleFinding = oracleFinding
    case .one(let pending):
      self.dependencies = pending.name
      self.oracleFinding = nil
    case .many(let pendings):
      var names: [String] = []
      for pending in pendings {
        if let name = pending.name, !names.contains(name) { names.append(name) }
      }
      self.dependencies = names.isEmpty ? nil : names.joined(separator: ", ")
      self.oracleFinding = nil
    }
  }

  /// The reasons as the release's `_printChanges` prints them: from iOS 26, the
  /// `@Observable` properties named for `@dependencies`, each as a key path
  /// (`\BookStore.searchText`); `@dependencies` when none could be named.
  func printed(_ reasons: [String]) -> [String] {
    guard release.printsObservedKeyPaths, oracleFinding == nil, let dependencies,
      let index = reasons.firstIndex(of: "@dependencies")
    else {
      return reasons
    }
    var printed = reasons
    printed.replaceSubrange(index...index, with: dependencies.split(separator: ", ").map { "\\" + $0 })
    return printed
  }

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
      guard !selfChanges.isEmpty else {
        return "@self: its parent re-ran and passed a value that compares unequal (Q2)"
      }
      let limit = full ? Int.max : 40
      return "@self: its parent passed a new value: "
        + selfChanges.all.map { $0.difference(limit: limit).description }.joined(separator: "; ")
    case "@dependencies":
      if let oracleFinding {
        return
          "@dependencies: the minimum oracle re-ran it, as it \(oracleFinding): its body reads a value no tracking covers"
      }
      guard let dependencies else { return "@dependencies: an @Observable property its body read changed (Q6)" }
      return "@dependencies: \(dependencies) changed"
    default:
      break
    }
    guard let property = properties.first(where: { $0.name == reason }) else { return reason }
    let kind = property.kind
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

/// A cause context the evaluations of one type invalidated by one property share,
/// with what they must have in common (``Reconciler/lastDependency``).
///
/// A class: it is looked at for every evaluation, and a reference is read in place.
final class SharedCauses {
  let info: ViewTypeInfo
  let context: CauseContext

  init(info: ViewTypeInfo, context: CauseContext) {
    self.info = info
    self.context = context
  }

  /// Whether an evaluation that knew only its changed properties, `names`, says what
  /// the context says: the same type, and the context's own appearance, property
  /// name (its settled text: a moment takes its pending name again when nothing
  /// holds it) and release's wording.
  func isShared(first: Bool, info: ViewTypeInfo, _ names: PendingNames, release: SwiftUIRelease) -> Bool {
    guard self.info === info, context.first == first, case .one(let pending) = names else { return false }
    return pending.name == context.dependencies && context.release == release
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

  /// Adds a name, taken: the invalidation hands on the one its entry held.
  mutating func add(_ name: consuming PendingName) {
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
}
