// How much of SwiftUI's public surface the package declares: the index of SwiftUI's
// iOS 18.0 interfaces (Documentation/SwiftUISurface) against the declarations the
// package's symbol graph lists. A declaration is covered when the package declares a
// member of the same name, with the same argument labels, on the same base type (a
// `where` clause is not compared); overloads that differ only in their types count
// once.

/// One declaration's place: its owner's base type and its name with labels.
public struct SurfaceKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The extended or enclosing type without its `where` clause (`Font.Weight`, `View`);
  /// empty at top level.
  public var owner: String
  /// The name with its argument labels: `padding(_:_:)`, `isEnabled`, `Text`.
  public var name: String

  /// A declaration's place; a `where` clause on the owner is dropped.
  public init(owner: String, name: String) {
    self.owner = SurfaceKey.base(of: owner)
    self.name = name
  }

  /// The family the declaration belongs to: the top-level type it is, or is declared in.
  public var family: String {
    let type = owner.isEmpty ? name : owner
    return String(type.prefix { $0 != "." })
  }

  public var description: String { owner.isEmpty ? name : "\(owner).\(name)" }

  public static func < (lhs: SurfaceKey, rhs: SurfaceKey) -> Bool {
    (lhs.owner, lhs.name) < (rhs.owner, rhs.name)
  }

  private static func base(of owner: String) -> String {
    guard let clause = owner.firstRange(of: " where ") else { return owner }
    return String(owner[..<clause.lowerBound])
  }
}

/// The declarations of SwiftUI's public surface, as the index lists them.
public struct SurfaceIndex: Sendable {
  /// One declaration of the index.
  public struct Entry: Sendable, Equatable {
    /// What it declares: `struct`, `func`, `init`, `var` and so on.
    public var kind: String
    /// Where it is declared.
    public var key: SurfaceKey
    /// Its isolation as written (`MainActor`, `nonisolated`, `Sendable`).
    public var isolation: String
    /// The iOS version it was deprecated in, if any (`100000.0`: to be deprecated).
    public var deprecated: String
  }

  /// Every declaration, overloads once each line.
  public let entries: [Entry]

  /// The declarations of index files.
  ///
  /// Each file has a header line, then one line per declaration: `kind owner name
  /// isolation introduced deprecated`. Associated types are left out: a conforming
  /// type meets them, it does not declare them.
  public init(tsv files: [String]) {
    var entries: [Entry] = []
    for file in files {
      for line in file.split(separator: "\n", omittingEmptySubsequences: true).dropFirst() {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count >= 3, columns[0] != "associatedtype" else { continue }
        entries.append(
          Entry(
            kind: columns[0], key: SurfaceKey(owner: columns[1], name: columns[2]),
            isolation: columns.count > 3 ? columns[3] : "", deprecated: columns.count > 5 ? columns[5] : ""))
      }
    }
    self.entries = entries
  }

  /// The distinct places the index lists.
  public var keys: Set<SurfaceKey> { Set(entries.map(\.key)) }
}

/// What of the index the package declares, in total and per family.
public struct SurfaceCoverage: Sendable {
  /// One family's figures: a top-level type and its members.
  public struct Family: Sendable {
    /// The family's name: the top-level type (`View` for its modifiers).
    public var name: String
    /// How many of its places the package declares.
    public var declared: Int
    /// How many the index lists.
    public var total: Int
    /// What is missing, in order.
    public var missing: [SurfaceKey]

    /// The share declared, from 0 to 1.
    public var ratio: Double { total == 0 ? 1 : Double(declared) / Double(total) }
  }

  /// How many of the index's places the package declares.
  public let declared: Int
  /// How many places the index lists.
  public let total: Int
  /// The families, the most missing first (then by name).
  public let families: [Family]

  /// The share declared, from 0 to 1.
  public var ratio: Double { total == 0 ? 1 : Double(declared) / Double(total) }

  /// The coverage of an index by the places the package declares.
  public init(index: SurfaceIndex, declared ours: Set<SurfaceKey>) {
    var byFamily: [String: (declared: Int, missing: [SurfaceKey])] = [:]
    for key in index.keys {
      if ours.contains(key) {
        byFamily[key.family, default: (0, [])].declared += 1
      } else {
        byFamily[key.family, default: (0, [])].missing.append(key)
      }
    }
    families = byFamily.map { name, figures in
      Family(
        name: name, declared: figures.declared, total: figures.declared + figures.missing.count,
        missing: figures.missing.sorted())
    }
    .sorted { ($0.missing.count, $1.name) > ($1.missing.count, $0.name) }
    declared = families.reduce(0) { $0 + $1.declared }
    total = families.reduce(0) { $0 + $1.total }
  }
}
