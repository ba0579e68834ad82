import Diffing

// Comparing a custom view's old and new values (Documentation/Rules.md Q2), and the
// type a view's node is keyed by: pure functions of the values, used where a child
// is reconciled (Reconciler.swift).

extension Reconciler {
  /// The type of a view, as its node's key names it: the type the existential holds,
  /// opened (`type(of:)` on an existential asks the runtime, a call per view).
  static func viewType(_ view: any View) -> ObjectIdentifier {
    func open<V: View>(_: V) -> ObjectIdentifier { ObjectIdentifier(V.self) }
    return open(view)
  }

  /// Compares a custom view's old and new values, both of its node's type: the
  /// existentials are opened, not cast, and the type's comparator is the node's.
  ///
  /// Nonisolated: its closures then run without the dynamic isolation check a
  /// main-actor closure handed to the standard library gets on every call.
  nonisolated static func compareViews(
    _ old: any View, _ new: any View, mode: ComparisonMode, comparator: ValueComparison.Comparator
  ) -> Bool {
    guard comparator.size > 0 else { return Swift.type(of: old) == Swift.type(of: new) }
    func open<Old: View>(_ old: Old) -> Bool {
      func openNew<New: View>(_ new: New) -> Bool {
        guard Old.self == New.self else { return false }
        return withUnsafePointer(to: old) { a in
          withUnsafePointer(to: new) { b in
            comparator.areEqual(UnsafeRawPointer(a), UnsafeRawPointer(b), mode: mode)
          }
        }
      }
      return openNew(new)
    }
    return open(old)
  }

  /// ``compareViews(_:_:mode:comparator:)`` with its node's type information, and,
  /// when the values differ, the fields that do (the cause of its `@self`), kept as
  /// plain data: `nil` when they compare equal.
  nonisolated static func compareViews(
    _ old: any View, _ new: any View, mode: ComparisonMode, info: ViewTypeInfo
  ) -> FieldChangeList? {
    let comparator = info.comparator
    guard comparator.size > 0 else { return Swift.type(of: old) == Swift.type(of: new) ? nil : FieldChangeList.none }
    func open<Old: View>(_ old: Old) -> FieldChangeList? {
      func openNew<New: View>(_ new: New) -> FieldChangeList? {
        guard Old.self == New.self else { return FieldChangeList.none }
        return withUnsafePointer(to: old) { a in
          withUnsafePointer(to: new) { b -> FieldChangeList? in
            let (a, b) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
            guard !comparator.areEqual(a, b, mode: mode) else { return nil }
            // The type's, made at its first change; read on the main actor, where
            // the reconciler runs.
            let fields = info.fieldChanges
            return fields.type == Old.self ? fields.between(a, b) : FieldChanges.of(Old.self).between(a, b)
          }
        }
      }
      return openNew(new)
    }
    return open(old)
  }
}
