public import ViewGraphCore

// Models `NavigationPath`'s codable representation (SwiftUI's way to keep a path, in
// `@SceneStorage` for one): the path's values, each with its type's name and its
// JSON, most recent first, as SwiftUI writes them; `codable` is `nil` when a value
// is not `Codable`. Reading one back finds each type by its name.
// Status: Complete.

extension NavigationPath {
  /// A path's values in a form that can be encoded and decoded.
  public struct CodableRepresentation: Codable, Equatable {
    /// Each value as its type's name and its JSON, most recent first.
    var items: [Item]

    struct Item: Codable, Equatable {
      let type: String
      let json: String
    }

    public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool { lhs.items == rhs.items }

    /// A representation read back.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var items: [Item] = []
      while !container.isAtEnd {
        let type = try container.decode(String.self)
        let json = try container.decode(String.self)
        items.append(Item(type: type, json: json))
      }
      self.items = items
    }

    /// Writes the representation: each value's type name, then its JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for item in items {
        try container.encode(item.type)
        try container.encode(item.json)
      }
    }

    init(items: [Item]) { self.items = items }
  }

  /// The path in a codable form; `nil` when one of its values is not `Codable`.
  public var codable: CodableRepresentation? {
    var items: [CodableRepresentation.Item] = []
    for value in pathElements.reversed() {
      guard let encodable = value.base as? any Encodable,
        let data = try? JSONEncoder().encode(encodable), let json = String(data: data, encoding: .utf8)
      else { return nil }
      items.append(CodableRepresentation.Item(type: _mangledTypeName(type(of: value.base)) ?? "", json: json))
    }
    return CodableRepresentation(items: items)
  }

  /// A path from its codable form; a value whose type is not found, or whose JSON it
  /// cannot read, ends the path there.
  public init(_ codable: CodableRepresentation) {
    var values: [AnyHashable] = []
    for item in codable.items.reversed() {
      guard let type = _typeByName(item.type) as? any (Decodable & Hashable).Type,
        let value = decoded(type, from: item.json)
      else { break }
      values.append(value)
    }
    self.init(pathElements: values)
  }
}

/// A value of a type read from JSON, as a hashable value.
private func decoded<T: Decodable & Hashable>(_ type: T.Type, from json: String) -> AnyHashable? {
  guard let value = try? JSONDecoder().decode(T.self, from: Data(json.utf8)) else { return nil }
  return AnyHashable(value)
}
