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

/// The places a package declares, with the members its types have by conformance.
///
/// SwiftUI's interface spells out what a conformance gives a type (`==` and
/// `hashValue` of a `Hashable` enum, `Body` of a view, `Element` and `startIndex` of
/// a collection); a symbol graph lists only what the source writes. A type that
/// conforms to a protocol has every requirement of it, written or derived, so each
/// counts as the type's: the requirements of the package's own protocols as its
/// graph lists them, those of the standard library's from `standardRequirements`.
public struct ConformanceGraph: Sendable {
  private var keys: [String: SurfaceKey] = [:]
  private var protocols: Set<String> = []
  private var associatedTypes: Set<String> = []
  private var requirements: [String: Set<String>] = [:]
  private var conformances: [(type: String, protocolID: String, fallback: String?)] = []

  /// An empty graph.
  public init() {}

  /// The requirements of the standard library's protocols a SwiftUI type conforms to,
  /// by the protocol's qualified name.
  public static let standardRequirements: [String: [String]] = [
    "Swift.Equatable": ["==(_:_:)"],
    "Swift.Hashable": ["==(_:_:)", "hash(into:)", "hashValue"],
    "Swift.Comparable": ["==(_:_:)", "<(_:_:)"],
    "Swift.CaseIterable": ["AllCases", "allCases"],
    "Swift.RawRepresentable": ["RawValue", "rawValue", "init(rawValue:)"],
    "Swift.Encodable": ["encode(to:)"],
    "Swift.Decodable": ["init(from:)"],
    "Swift.Identifiable": ["ID", "id"],
    "Swift.CustomStringConvertible": ["description"],
    "Swift.CustomDebugStringConvertible": ["debugDescription"],
    "Swift.Sequence": ["Element", "Iterator", "makeIterator()", "underestimatedCount"],
    "Swift.IteratorProtocol": ["Element", "next()"],
    "Swift.Collection": [
      "Element", "Index", "Indices", "Iterator", "SubSequence", "startIndex", "endIndex", "indices", "count",
      "isEmpty", "index(after:)", "formIndex(after:)", "subscript(_:)", "index(_:offsetBy:)",
      "distance(from:to:)",
    ],
    "Swift.BidirectionalCollection": ["index(before:)", "formIndex(before:)"],
    "Swift.ExpressibleByArrayLiteral": ["ArrayLiteralElement", "init(arrayLiteral:)"],
    "Swift.ExpressibleByStringLiteral": ["StringLiteralType", "init(stringLiteral:)"],
    "Swift.ExpressibleByIntegerLiteral": ["IntegerLiteralType", "init(integerLiteral:)"],
    "Swift.ExpressibleByFloatLiteral": ["FloatLiteralType", "init(floatLiteral:)"],
    "Swift.SetAlgebra": [
      "Element", "init()", "contains(_:)", "union(_:)", "intersection(_:)", "symmetricDifference(_:)",
      "insert(_:)", "remove(_:)", "update(with:)", "formUnion(_:)", "formIntersection(_:)",
      "formSymmetricDifference(_:)", "subtracting(_:)", "subtract(_:)", "isSubset(of:)", "isDisjoint(with:)",
      "isSuperset(of:)", "isStrictSubset(of:)", "isStrictSuperset(of:)", "isEmpty",
    ],
    "Swift.OptionSet": ["Element"],
    "Swift.AdditiveArithmetic": ["zero", "+(_:_:)", "-(_:_:)", "+=(_:_:)", "-=(_:_:)"],
  ]

  /// A declaration of the graph, by its unique identifier.
  public mutating func declare(id: String, key: SurfaceKey, isProtocol: Bool, isAssociatedType: Bool) {
    keys[id] = key
    if isProtocol { protocols.insert(id) }
    if isAssociatedType { associatedTypes.insert(id) }
  }

  /// A type's (or a protocol's) conformance to a protocol: the package's own, or
  /// another module's named by `fallback` (`Swift.Hashable`).
  public mutating func conform(_ type: String, to protocolID: String, fallback: String?) {
    conformances.append((type, protocolID, fallback))
  }

  /// A requirement of one of the package's protocols.
  public mutating func require(_ member: String, of protocolID: String) {
    requirements[protocolID, default: []].insert(member)
  }

  /// A member of a declaration: an associated type of a protocol is its requirement.
  public mutating func member(_ member: String, of owner: String) {
    if associatedTypes.contains(member) { requirements[owner, default: []].insert(member) }
  }

  /// Every place declared, and each conforming type's requirements of its protocols.
  public var places: Set<SurfaceKey> {
    var places = Set(keys.values)
    for conformance in conformances where !protocols.contains(conformance.type) {
      guard let type = keys[conformance.type] else { continue }
      let names: [String]
      if protocols.contains(conformance.protocolID) {
        names = (requirements[conformance.protocolID] ?? []).compactMap { keys[$0]?.name }
      } else {
        names = conformance.fallback.flatMap { Self.standardRequirements[$0] } ?? []
      }
      for name in names { places.insert(SurfaceKey(owner: type.description, name: name)) }
    }
    return places
  }
}
