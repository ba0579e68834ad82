import Foundation
import Porting

// What the package declares, read from its symbol graph (`swift package
// dump-symbol-graph`), for `rerender support --coverage`: the places of the public
// declarations of the modules users import in place of SwiftUI (ViewGraphCore,
// ViewGraph) and of their extensions of other modules' types.

enum SymbolGraph {
  /// The part of a symbol graph file coverage reads.
  private struct File: Decodable {
    struct Symbol: Decodable {
      struct Identifier: Decodable { var precise: String }
      struct Kind: Decodable { var identifier: String }
      struct Names: Decodable { var title: String }
      var identifier: Identifier
      var kind: Kind
      var pathComponents: [String]
      var names: Names
    }
    struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
      var targetFallback: String?
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  /// The modules whose declarations stand for SwiftUI's.
  static let modules = ["ViewGraphCore", "ViewGraph"]

  /// Where SwiftPM writes the package's symbol graph: `.build/<triple>/symbolgraph`.
  static func defaultDirectory() -> String? {
    let build = ".build"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: build) else { return nil }
    return entries.sorted().map { "\(build)/\($0)/symbolgraph" }.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The places the modules declare, from a symbol graph directory; a usage error
  /// naming the directory when it holds none of their files.
  static func declarations(in directory: String) throws -> Set<SurfaceKey> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let files = names.filter { name in
      name.hasSuffix(".symbols.json")
        && modules.contains { name == "\($0).symbols.json" || name.hasPrefix("\($0)@") }
    }
    guard !files.isEmpty else {
      throw UsageError(
        message:
          "No symbol graph of \(modules.joined(separator: " or ")) in '\(directory)': run 'swift package dump-symbol-graph --skip-synthesized-members --minimum-access-level public' first.",
        command: .support)
    }
    var graph = ConformanceGraph()
    for name in files.sorted() {
      let path = directory + "/" + name
      guard let data = FileManager.default.contents(atPath: path),
        let file = try? JSONDecoder().decode(File.self, from: data)
      else {
        throw UsageError(message: "The symbol graph '\(path)' cannot be read.", command: .support)
      }
      for symbol in file.symbols where !symbol.pathComponents.isEmpty {
        let owner = symbol.pathComponents.dropLast().joined(separator: ".")
        // Cases and nested types are titled with their owner (`Edge.top`); members
        // are not (`padding(_:_:)`).
        let title = symbol.names.title
        let name = !owner.isEmpty && title.hasPrefix(owner + ".") ? String(title.dropFirst(owner.count + 1)) : title
        graph.declare(
          id: symbol.identifier.precise, key: SurfaceKey(owner: owner, name: name),
          isProtocol: symbol.kind.identifier == "swift.protocol",
          isAssociatedType: symbol.kind.identifier == "swift.associatedtype")
      }
      for relationship in file.relationships {
        switch relationship.kind {
        case "conformsTo":
          graph.conform(relationship.source, to: relationship.target, fallback: relationship.targetFallback)
        case "requirementOf", "optionalRequirementOf":
          graph.require(relationship.source, of: relationship.target)
        case "memberOf":
          graph.member(relationship.source, of: relationship.target)
        default: break
        }
      }
    }
    return graph.places
  }

  /// The index of SwiftUI's surface the repository keeps (Documentation/SwiftUISurface).
  static func index(in directory: String = "Documentation/SwiftUISurface") throws -> SurfaceIndex {
    let files = ["ios18.tsv", "ios18-core.tsv"].map { directory + "/" + $0 }
    let texts = files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    guard texts.count == files.count else {
      throw UsageError(
        message:
          "The surface index is not in '\(directory)' (ios18.tsv, ios18-core.tsv): run rerender from the package's folder.",
        command: .support)
    }
    return SurfaceIndex(tsv: texts)
  }
}

/// What `rerender support --coverage` reports, for its renderers.
struct CoverageReport {
  var coverage: SurfaceCoverage
  /// The declared count the baseline recorded, when one was given.
  var baseline: (path: String, declared: Int)?

  /// Whether coverage fell below the baseline's.
  var dropped: Bool { baseline.map { coverage.declared < $0.declared } ?? false }
}
