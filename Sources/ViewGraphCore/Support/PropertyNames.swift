import Observation
import Diffing
import Synchronization

// Naming the property behind an Observation change. The key path the framework
// reports for `@Observable` properties is a computed one without a name; its root
// and value types are known, and the macro stores each property in `_name`. A
// property is named by its type when the root has one stored property of that
// type; otherwise by comparing the candidates' values before and after the change,
// on the objects the view can reach.

/// Resolves the names of changed `@Observable` properties.
enum PropertyNames {
  struct Candidate: @unchecked Sendable {
    let name: String
    let offset: Int
    let type: Any.Type
    /// Whether the storage holds the value as its type lays it out (not a `weak` or
    /// `unowned` reference: that one is read as its bits).
    let isStrong: Bool
  }

  private static let cache = Mutex<[Pair: [Candidate]]>([:])

  private struct Pair: Hashable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
  }

  /// The stored properties of a root class that have the value type (`_name` storage).
  static func candidates(root: Any.Type, value: Any.Type) -> [Candidate] {
    let key = Pair(root: ObjectIdentifier(root), value: ObjectIdentifier(value))
    if let found = cache.withLock({ $0[key] }) { return found }
    var found: [Candidate] = []
    if let rootClass = root as? AnyClass {
      for field in Reflection.fields(ofClass: rootClass)
      where field.type == value && field.name.hasPrefix("_") && !field.name.hasPrefix("_$") {
        found.append(Candidate(name: String(field.name.dropFirst()), offset: field.offset, type: field.type, isStrong: field.isStrong))
      }
    }
    cache.withLock { $0[key] = found }
    return found
  }

  /// A snapshot of the candidates' values on the objects of the root type.
  struct Snapshot: @unchecked Sendable {
    let values: [[Any]]  // per object, per candidate
  }

  static func snapshot(_ keyPath: AnyKeyPath, objects: [AnyObject]) -> Snapshot? {
    let rootType = type(of: keyPath).rootType
    let list = candidates(root: rootType, value: type(of: keyPath).valueType)
    guard list.count > 1 else { return nil }
    let matching = objects.filter { type(of: $0) == rootType }
    guard !matching.isEmpty else { return nil }
    return Snapshot(values: matching.map { object in list.map { load($0, from: object) } })
  }

  /// The changed property's name: `LibraryModel.searchText`.
  static func name(of keyPath: AnyKeyPath, before: Snapshot?, objects: [AnyObject]) -> String {
    // A `@Published` property tracked as if observable carries its name.
    if let name = PublishedShadow.name(of: keyPath) { return name }
    let rootType = type(of: keyPath).rootType
    let root = typeName(rootType)
    let list = candidates(root: rootType, value: type(of: keyPath).valueType)
    if list.count == 1 { return "\(root).\(list[0].name)" }
    if let before {
      let matching = objects.filter { type(of: $0) == rootType }
      var changed = Set<String>()
      for (object, old) in zip(matching, before.values) {
        for (candidate, value) in zip(list, old)
        where !ValueComparison.areEqualAny(value, load(candidate, from: object)) {
          changed.insert(candidate.name)
        }
      }
      if changed.count == 1, let only = changed.first { return "\(root).\(only)" }
    }
    guard !list.isEmpty else { return "\(root).<\(typeName(type(of: keyPath).valueType)) property>" }
    return "\(root).<one of \(list.map(\.name).joined(separator: ", "))>"
  }

  private static func load(_ candidate: Candidate, from object: AnyObject) -> Any {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + candidate.offset
    func open<F>(_: F.Type) -> Any { base.assumingMemoryBound(to: F.self).pointee }
    guard candidate.isStrong else {
      // A weak or unowned reference's bits: they change when it refers to another
      // object.
      func words<F>(_: F.Type) -> [UInt] {
        (0..<max(1, MemoryLayout<F>.size / MemoryLayout<UInt>.size)).map { base.load(fromByteOffset: $0 * 8, as: UInt.self) }
      }
      return words(candidate.type)
    }
    return open(candidate.type)
  }

  /// The `@Observable` objects reachable from a view's stored fields, a few levels deep.
  @MainActor
  static func reachableObjects(from value: Any, slots: [AnyObject?], includingPlainClasses: Bool = false) -> [AnyObject] {
    var found: [AnyObject] = []
    var seen = Set<ObjectIdentifier>()
    func visit(_ value: Any, depth: Int) {
      guard depth < 4, !holdsNoReference(value) else { return }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
        switch ClassKind.of(object) {
        case .state:
          if let state = object as? any StateValueReading { visit(state.anyValue, depth: depth + 1) }
          return
        case .engine:
          return
        case .observable:
          found.append(object)
        case .plain:
          if includingPlainClasses { found.append(object) }
          return
        }
      }
      switch mirror.displayStyle {
      case .collection?, .dictionary?, .set?: return
      default: break
      }
      // Only the children that may hold a reference are read: reading a child
      // resolves its type by name, for every child.
      let children = mirror.children
      let selection = ChildSelection.of(value)
      var index = children.startIndex
      for position in 0..<children.count {
        if selection.mayReach(position) {
          let child = children[index]
          if child.label?.hasPrefix("_$") != true { visit(child.value, depth: depth + 1) }
        }
        children.formIndex(after: &index)
      }
    }
    visit(value, depth: 0)
    for slot in slots {
      if let state = slot as? any StateValueReading { visit(state.anyValue, depth: 1) }
    }
    return found
  }
}

extension PropertyNames {
  /// Whether a value can reach no object: plain data (an `Int`, a struct of them) or a
  /// string. Such a value is not reflected: a mirror of an `Int` alone costs tens of
  /// thousands of instructions (its custom mirror, the casts a mirror makes).
  @MainActor
  static func holdsNoReference(_ value: Any) -> Bool {
    func type<T>(_: T) -> Any.Type { T.self }
    return holdsNoReference(type: type(value))
  }

  /// Which of a type's mirror children may hold a reference, found once per type
  /// from the types of its stored fields (a field of plain data or a string holds
  /// none). A type that reflects itself (`CustomReflectable`), or whose fields the
  /// runtime does not list, has every child read.
  struct ChildSelection {
    /// The positions that can be skipped; empty when every child is read.
    private let skipped: Set<Int>

    func mayReach(_ position: Int) -> Bool { skipped.isEmpty || !skipped.contains(position) }

    @MainActor private static var known: [ObjectIdentifier: ChildSelection] = [:]

    @MainActor
    static func of(_ value: Any) -> ChildSelection {
      func type<T>(_: T) -> Any.Type { T.self }
      let valueType = type(value)
      let key = ObjectIdentifier(valueType)
      if let found = known[key] { return found }
      var skipped = Set<Int>()
      if !(valueType is any CustomReflectable.Type) {
        let fields: [StoredField]? =
          if let someClass = valueType as? AnyClass { Reflection.fields(ofClass: someClass) }
          else { Reflection.fields(of: valueType) }
        for (position, field) in (fields ?? []).enumerated() where holdsNoReference(type: field.type) {
          skipped.insert(position)
        }
      }
      let made = ChildSelection(skipped: skipped)
      known[key] = made
      return made
    }
  }

  /// Whether values of a type can reach no object: a string, or plain data none of
  /// whose fields is a class (an `unowned(unsafe)` reference is plain data too).
  @MainActor
  static func holdsNoReference(type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = referenceFree[key] { return known }
    func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    let free = type == String.self
      || (plain(type) && (Reflection.fields(of: type) ?? []).allSatisfy { holdsNoReference(type: $0.type) })
    referenceFree[key] = free
    return free
  }

  @MainActor private static var referenceFree: [ObjectIdentifier: Bool] = [:]

  /// What a class is to the walk, found once per class: each cast to a protocol
  /// looks up the class's conformances.
  enum ClassKind {
    /// State storage: its value is walked.
    case state
    /// One of the engine's own objects: never a model.
    case engine
    /// An `@Observable` model: kept, and its fields walked.
    case observable
    /// Any other class.
    case plain

    @MainActor private static var known: [ObjectIdentifier: ClassKind] = [:]

    @MainActor
    static func of(_ object: AnyObject) -> ClassKind {
      let key = ObjectIdentifier(type(of: object))
      if let kind = known[key] { return kind }
      let kind: ClassKind =
        if object is any StateValueReading { .state }
        else if object is any EngineObject { .engine }
        else if object is any Observable { .observable }
        else { .plain }
      known[key] = kind
      return kind
    }
  }
}

/// A state storage whose value can be read without knowing its type.
protocol StateValueReading {
  var anyValue: Any { get }
}

extension StateStorage: StateValueReading {
  var anyValue: Any { value }
}

extension PropertyNames {
  /// Where a view can read values that Observation does not track: non-observable
  /// classes it reaches, and untracked stored properties of `@Observable` objects
  /// (`@ObservationIgnored` storage keeps its plain name; tracked storage is `_name`).
  @MainActor
  static func untrackedSources(from value: Any, slots: [AnyObject?]) -> [String] {
    var sources: [String] = []
    var named = Set<ObjectIdentifier>()
    let objects = reachableObjects(from: value, slots: slots, includingPlainClasses: true)
    for object in objects where object is any Observable {
      let name = typeName(type(of: object))
      for child in Mirror(reflecting: object).children {
        guard let label = child.label, !label.hasPrefix("_") else { continue }
        if Mirror(reflecting: child.value).displayStyle == .class {
          let nested = child.value as AnyObject
          if !(nested is any Observable) {
            named.insert(ObjectIdentifier(nested))
            sources.append("\(name).\(label) (\(typeName(type(of: nested))) is not @Observable)")
          }
        } else {
          sources.append("\(name).\(label) (@ObservationIgnored or a let)")
        }
      }
    }
    for object in objects where !(object is any Observable) && !(object is any ObservableObject)
      && !named.contains(ObjectIdentifier(object)) {
      sources.append("\(typeName(type(of: object))) is not @Observable")
    }
    return sources
  }
}

/// The engine's own reference types, never a user's model.
protocol EngineObject: AnyObject {}

extension Location: EngineObject {}
extension Inbox: EngineObject {}
extension ModifierContentBox: EngineObject {}
extension ObservableObjectPublisher: EngineObject {}
extension AnyCancellable: EngineObject {}
extension Published.Box: EngineObject {}
