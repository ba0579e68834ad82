// The platform types SwiftUI's file, drag-and-drop and user-activity APIs take, which
// `import SwiftUI` brings on Apple platforms: `UTType` (UniformTypeIdentifiers),
// `Transferable` (CoreTransferable), `FileWrapper`, `NSItemProvider` and `NSUserActivity` (Foundation).
// Where the platform has them they are the platform's; elsewhere the package declares
// the parts apps use, as values: nothing is read from or written to disk.

#if canImport(UniformTypeIdentifiers)
@_exported public import UniformTypeIdentifiers
#else
/// A uniform type identifier: the kind of a file or of dragged data.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, such as `public.plain-text`.
  public let identifier: String
  /// The file name extension the type prefers, if any.
  public let preferredFilenameExtension: String?
  let parents: [String]

  init(known identifier: String, extension ext: String? = nil, parents: [String] = []) {
    self.identifier = identifier
    preferredFilenameExtension = ext
    self.parents = parents
  }

  /// The type of an identifier, if it is one of the known types.
  public init?(_ identifier: String) {
    guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The known type of a file name extension, if any.
  public init?(filenameExtension: String) {
    guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension }) else {
      return nil
    }
    self = known
  }

  /// A type the app declares and exports.
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(known: identifier, parents: [parentType.identifier] + parentType.parents)
  }

  /// A type another app declares, which the app imports.
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(known: identifier, parents: [parentType.identifier] + parentType.parents)
  }

  /// Whether the type is, or conforms to, another.
  public func conforms(to type: UTType) -> Bool { self == type || parents.contains(type.identifier) }

  public var description: String { identifier }

  public static let item = UTType(known: "public.item")
  public static let content = UTType(known: "public.content", parents: ["public.item"])
  public static let data = UTType(known: "public.data", parents: ["public.item"])
  public static let text = UTType(known: "public.text", parents: ["public.data", "public.content", "public.item"])
  public static let plainText = UTType(
    known: "public.plain-text", extension: "txt",
    parents: ["public.text", "public.data", "public.content", "public.item"])
  public static let utf8PlainText = UTType(
    known: "public.utf8-plain-text", parents: ["public.plain-text", "public.text", "public.data", "public.item"])
  public static let json = UTType(
    known: "public.json", extension: "json", parents: ["public.text", "public.data", "public.item"])
  public static let commaSeparatedText = UTType(
    known: "public.comma-separated-values-text", extension: "csv",
    parents: ["public.text", "public.data", "public.item"])
  public static let image = UTType(known: "public.image", parents: ["public.data", "public.content", "public.item"])
  public static let png = UTType(
    known: "public.png", extension: "png", parents: ["public.image", "public.data", "public.item"])
  public static let jpeg = UTType(
    known: "public.jpeg", extension: "jpeg", parents: ["public.image", "public.data", "public.item"])
  public static let pdf = UTType(
    known: "com.adobe.pdf", extension: "pdf", parents: ["public.data", "public.content", "public.item"])
  public static let movie = UTType(known: "public.movie", parents: ["public.data", "public.content", "public.item"])
  public static let audio = UTType(known: "public.audio", parents: ["public.data", "public.content", "public.item"])
  public static let url = UTType(known: "public.url", parents: ["public.data", "public.item"])
  public static let fileURL = UTType(known: "public.file-url", parents: ["public.url", "public.data", "public.item"])
  public static let folder = UTType(known: "public.folder", parents: ["public.item"])

  static let known: [UTType] = [
    .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .commaSeparatedText, .image, .png, .jpeg, .pdf,
    .movie, .audio, .url, .fileURL, .folder,
  ]
}
#endif

#if canImport(CoreTransferable)
@_exported public import CoreTransferable
#else
/// A type whose values can be dragged, dropped, shared or exported.
public protocol Transferable {}

/// How a transferable type's values are represented for a transfer.
public protocol TransferRepresentation {}

/// A representation that encodes values with `Codable`, as a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, Sendable {
  /// The content type the encoded values have.
  public let contentType: UTType
  /// A representation of a content type.
  public init(contentType: UTType) { self.contentType = contentType }
  /// A representation of a content type, with an encoder and a decoder.
  public init<E: Sendable, D: Sendable>(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: E, decoder: D
  ) {
    self.contentType = contentType
  }
}

/// A representation that converts values to and from data.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// The content type of the data.
  public let contentType: UTType
  /// A representation exporting and importing data.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) { self.contentType = contentType }
  /// A representation exporting data.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    contentType = exportedContentType
  }
  /// A representation importing data.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    contentType = importedContentType
  }
}

/// A representation that transfers values as another transferable type.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
  /// A representation exporting and importing through a proxy.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> Proxy,
    importing: @escaping @Sendable (Proxy) async throws -> Item
  ) {}
  /// A representation exporting through a proxy.
  public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {}
}

/// Several representations of a type, most preferred first.
public struct TupleTransferRepresentation: TransferRepresentation {
  let count: Int
}

/// Builds a transferable type's representations.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  /// One representation.
  public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R { content }
  /// Several representations, most preferred first.
  public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation
  {
    var count = 0
    for _ in repeat each content { count += 1 }
    return TupleTransferRepresentation(count: count)
  }
}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
#endif

#if !canImport(Darwin)
/// A file or directory's contents, as a document reads and writes them.
open class FileWrapper: @unchecked Sendable {
  /// The file's contents, if it is a regular file.
  open var regularFileContents: Data?
  /// The file's name, if known.
  open var filename: String?
  /// The files of a directory, by name.
  open var fileWrappers: [String: FileWrapper]?

  /// A regular file with contents.
  public init(regularFileWithContents contents: Data) { regularFileContents = contents }

  /// A directory of files.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    fileWrappers = childrenByPreferredName
  }

  /// Whether it is a regular file.
  open var isRegularFile: Bool { regularFileContents != nil }
  /// Whether it is a directory.
  open var isDirectory: Bool { fileWrappers != nil }
}

/// Items a drag carries or a drop receives, by type identifier.
open class NSItemProvider: @unchecked Sendable {
  /// The identifiers of the types the provider holds, most preferred first.
  open private(set) var registeredTypeIdentifiers: [String]
  /// The name a file made from the items takes.
  open var suggestedName: String?
  let item: Any?

  /// An empty provider.
  public init() {
    registeredTypeIdentifiers = []
    item = nil
  }

  /// A provider of one item of a type.
  public init(item: Any?, typeIdentifier: String?) {
    self.item = item
    registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? []
  }

  /// A provider of a file's contents.
  public convenience init?(contentsOf fileURL: URL?) {
    guard let fileURL else { return nil }
    self.init(item: fileURL, typeIdentifier: UTType(filenameExtension: fileURL.pathExtension)?.identifier)
  }

  /// Whether the provider holds an item of a type.
  ///
  /// - Parameter typeIdentifier: The type's identifier.
  /// - Returns: Whether one of its types is that type.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains(typeIdentifier)
  }
}

/// A user activity: what the app is doing, for Handoff, Spotlight and restoring state.
open class NSUserActivity {
  /// The kind of activity.
  public let activityType: String
  /// The activity's title.
  open var title: String?
  /// The activity's information.
  open var userInfo: [AnyHashable: Any]?
  /// A web page showing the same content.
  open var webpageURL: URL?
  /// Whether the activity can continue on another device.
  open var isEligibleForHandoff = true
  /// Whether Spotlight can find the activity.
  open var isEligibleForSearch = false
  /// An activity of a kind.
  public init(activityType: String) { self.activityType = activityType }
}
#endif

extension NSUserActivity {
  /// Why a typed payload could not be read or written.
  public enum TypedPayloadError: Error {
    /// The activity's user info is not valid JSON for the type.
    case invalidContent
    /// The payload could not be encoded.
    case encodingError
  }

  /// Stores an encodable payload in the activity's user info.
  ///
  /// - Parameter payload: The payload, encoded as JSON.
  /// - Throws: `TypedPayloadError.encodingError` when it cannot be encoded.
  public func setTypedPayload<T: Encodable>(_ payload: T) throws {
    guard let data = try? JSONEncoder().encode(payload),
      let object = try? JSONSerialization.jsonObject(with: data) as? [AnyHashable: Any]
    else { throw TypedPayloadError.encodingError }
    userInfo = object
  }

  /// Reads the payload stored with `setTypedPayload(_:)`.
  ///
  /// - Parameter type: The payload's type.
  /// - Returns: The payload.
  /// - Throws: `TypedPayloadError.invalidContent` when the user info does not decode as the type.
  public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
    let dictionary = Dictionary(
      uniqueKeysWithValues: (userInfo ?? [:]).compactMap { key, value in (key.base as? String).map { ($0, value) } })
    guard JSONSerialization.isValidJSONObject(dictionary),
      let data = try? JSONSerialization.data(withJSONObject: dictionary),
      let payload = try? JSONDecoder().decode(T.self, from: data)
    else { throw TypedPayloadError.invalidContent }
    return payload
  }
}
