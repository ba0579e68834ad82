import Combine
import Diffing
import Observation
import Synchronization

// The objects a view reaches, for naming a changed property (MutationTimeline.swift)
// and for the stale-view audit.

/// Walks what a view's stored fields reach.
enum PropertyNames {
  /// The `@Observable` objects reachable from a view's stored fields, a few levels deep.
  @MainActor
  static func reachableObjects(from value: Any, slots: [AnyObject?], includingPlainClasses: Bool = false) -> [AnyObject]
  {
    var found: [AnyObject] = []
    // Few objects per walk: a list searched in place costs less than a set's table.
    var seen: [ObjectIdentifier] = []
    func visit(_ value: Any, depth: Int) {
      guard depth < 4, !holdsNoReference(value) else { return }
      if let plan = StructReach.of(value) {
        // A struct read in place: its fields that may hold a reference, no mirror.
        plan.forEachChild(of: value) { visit($0, depth: depth + 1) }
        return
      }
      let object = PropertyNames.classInstance(value)
      if let object {
        let id = ObjectIdentifier(object)
        guard !seen.contains(id) else { return }
        seen.append(id)
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
        if let plan = StructReach.of(object: object) {
          // A model read in place.
          plan.forEachChild(of: object) { visit($0, depth: depth + 1) }
          return
        }
      }
      let mirror = Mirror(reflecting: value)
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
  /// The object a value is, when it is an instance of a class (not a struct or an
  /// enum holding one): what a mirror's `.class` display style says, without a mirror.
  static func classInstance(_ value: Any) -> AnyObject? {
    // Not `as AnyObject`: that cast bridges the value (thousands of instructions).
    func object<T>(_ value: T) -> AnyObject? {
      guard T.self is AnyClass else { return nil }
      return unsafeBitCast(value, to: AnyObject.self)
    }
    return _openExistential(value, do: object)
  }

  /// Whether a value can reach no object: plain data (an `Int`, a struct of them) or a
  /// string.
  ///
  /// Such a value is not reflected: a mirror of an `Int` alone costs tens of
  /// thousands of instructions (its custom mirror, the casts a mirror makes).
  @MainActor
  static func holdsNoReference(_ value: Any) -> Bool {
    func type<T>(_: T) -> Any.Type { T.self }
    return holdsNoReference(type: type(value))
  }

  /// Which of a type's mirror children may hold a reference, found once per type
  /// from the types of its stored fields (a field of plain data or a string holds
  /// none).
  ///
  /// A type that reflects itself (`CustomReflectable`), or whose fields the
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
          if let someClass = valueType as? AnyClass { Reflection.fields(ofClass: someClass) } else {
            Reflection.fields(of: valueType)
          }
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
    let free =
      type == String.self
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
        if object is any StateValueReading { .state } else if object is any EngineObject {
          .engine
        } else if object is any Observable { .observable } else { .plain }
      known[key] = kind
      return kind
    }
  }
}

/// Which stored fields of a struct the walk reads, found once per type: the fields
/// that may hold a reference, read in place, as a mirror's children would be (its
/// labels starting with `_$` left out).
///
/// A mirror of a value costs tens of thousands of instructions (it resolves each
/// child's type by name); a walk of a view's fields runs at the first change that
/// notifies it. `nil` for what is not a plain struct: a class, an enum, a collection,
/// a type that reflects itself, or one with a `weak` or `unowned` field (stored
/// otherwise than its type says), which the mirror walks.
struct StructReach {
  private struct Field {
    let offset: Int
    let read: (UnsafeRawPointer) -> Any
  }

  private let fields: [Field]

  @MainActor private static var known: [ObjectIdentifier: StructReach?] = [:]

  @MainActor
  static func of(_ value: Any) -> StructReach? {
    func type<T>(_: T) -> Any.Type { T.self }
    let valueType = type(value)
    let key = ObjectIdentifier(valueType)
    if let found = known[key] { return found }
    let made = make(valueType)
    known[key] = made
    return made
  }

  @MainActor
  private static func make(_ valueType: Any.Type) -> StructReach? {
    guard Reflection.kind(of: valueType) == .struct, !(valueType is any CustomReflectable.Type),
      !(valueType is any Collection.Type), let stored = Reflection.fields(of: valueType)
    else {
      return nil
    }
    return plan(stored)
  }

  @MainActor
  private static func plan(_ stored: [StoredField]) -> StructReach? {
    var fields: [Field] = []
    for field in stored where !PropertyNames.holdsNoReference(type: field.type) {
      guard field.isStrong else { return nil }
      if field.name.hasPrefix("_$") { continue }
      func reader<F>(_: F.Type) -> (UnsafeRawPointer) -> Any {
        { $0.assumingMemoryBound(to: F.self).pointee }
      }
      fields.append(Field(offset: field.offset, read: _openExistential(field.type, do: reader)))
    }
    return StructReach(fields: fields)
  }

  /// The plan of an object's class: its own stored fields, as its mirror lists them;
  /// `nil` for a class with a superclass (its mirror lists the subclass's fields
  /// only), or one the walk must mirror.
  @MainActor
  static func of(object: AnyObject) -> StructReach? {
    let classType: AnyClass = type(of: object)
    let key = ObjectIdentifier(classType)
    if let found = knownClasses[key] { return found }
    var made: StructReach?
    if _getSuperclass(classType) == nil, !(classType is any CustomReflectable.Type) {
      made = plan(Reflection.fields(ofClass: classType))
    }
    knownClasses[key] = made
    return made
  }

  @MainActor private static var knownClasses: [ObjectIdentifier: StructReach?] = [:]

  /// Calls `body` with the value of each of an object's fields that may hold a
  /// reference.
  func forEachChild(of object: AnyObject, _ body: (Any) -> Void) {
    guard !fields.isEmpty else { return }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    for field in fields { body(field.read(base + field.offset)) }
  }

  /// Calls `body` with the value of each field that may hold a reference.
  func forEachChild(of value: Any, _ body: (Any) -> Void) {
    guard !fields.isEmpty else { return }
    func read<T>(_ value: T) {
      withUnsafeBytes(of: value) { raw in
        guard let base = raw.baseAddress else { return }
        for field in fields { body(field.read(base + field.offset)) }
      }
    }
    _openExistential(value, do: read)
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
    for object in objects
    where !(object is any Observable) && !(object is any ObservableObject)
      && !named.contains(ObjectIdentifier(object))
    {
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
