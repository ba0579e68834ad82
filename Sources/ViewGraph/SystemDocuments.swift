public import ViewGraphCore

// SwiftUI's document-based apps: `DocumentGroup(newDocument:)` realizes its editor on
// a new document, held as the window's state: the editor's `$document` binding writes
// it, and the views reading it re-run (a `ReferenceFileDocument` is observed as an
// `ObservableObject`). `DocumentGroup(viewing:)` has no document to show until one is
// opened, which nothing does here: its window is empty. Nothing is read from or
// written to disk.

/// The information a document reads its contents from.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper

  /// A configuration of a file of a type.
  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// The information a document writes its contents with.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file as it is on disk, if any.
  public let existingFile: FileWrapper?
}

/// A document a document group reads and writes as a value.
@preconcurrency
public protocol FileDocument: Sendable {
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes.
  static var writableContentTypes: [UTType] { get }
  /// The information the document reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The information the document writes with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  /// Reads a document.
  init(configuration: Self.ReadConfiguration) throws
  /// Writes the document.
  func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
  /// The types it reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document a document group reads and writes as an observable object.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// A copy of the document's contents, written off the main actor.
  associatedtype Snapshot
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes.
  static var writableContentTypes: [UTType] { get }
  /// The information the document reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The information the document writes with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  /// Reads a document.
  init(configuration: Self.ReadConfiguration) throws
  /// A snapshot of the contents to write.
  func snapshot(contentType: UTType) throws -> Self.Snapshot
  /// Writes a snapshot.
  func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
  /// The types it reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The document an editor of a document group shows.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document.
  @Binding public var document: Document
  /// Where the document is stored, if saved.
  public var fileURL: URL?
  /// Whether the user can edit it.
  public var isEditable: Bool
}

/// The reference document an editor of a document group shows.
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document.
  @ObservedObject public var document: Document
  /// Where the document is stored, if saved.
  public var fileURL: URL?
  /// Whether the user can edit it.
  public var isEditable: Bool
}

/// A scene of document windows: each opens a document in its editor.
public struct DocumentGroup<Document, Content: View> {
  let makeView: @MainActor () -> any View
}

extension DocumentGroup: Scene, PrimitiveScene {
  /// No body: the engine realizes the scene.
  public var body: Never { builtinBody() }
  package func sceneView() -> any View { sceneWindow("DocumentGroup", title: nil, content: makeView()) }
}

extension DocumentGroup where Document: FileDocument {
  /// A document group whose window edits a new document.
  nonisolated public init(
    newDocument: @autoclosure @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    nonisolated(unsafe) let editor = editor
    makeView = { FileDocumentWindow(document: newDocument(), editor: editor) }
  }

  /// A document group that views documents of a type; no document is open here.
  nonisolated public init(
    viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeView = { EmptyView() }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// A document group whose window edits a new reference document.
  nonisolated public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    nonisolated(unsafe) let newDocument = newDocument
    nonisolated(unsafe) let editor = editor
    makeView = { ReferenceDocumentWindow(document: newDocument(), editor: editor) }
  }

  /// A document group that views reference documents of a type; no document is open here.
  nonisolated public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeView = { EmptyView() }
  }
}

/// A document group's window on a new document, which it keeps as state.
struct FileDocumentWindow<Document: FileDocument, Content: View>: View {
  @State var document: Document
  let editor: (FileDocumentConfiguration<Document>) -> Content
  var body: some View {
    editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
      .environment(\.documentConfiguration, DocumentConfiguration(isEditable: true, fileURL: nil))
  }
}

/// A document group's window on a new reference document, which it keeps.
struct ReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject var document: Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
  init(
    document: @autoclosure @escaping () -> Document,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document())
    self.editor = editor
  }
  var body: some View {
    editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
      .environment(\.documentConfiguration, DocumentConfiguration(isEditable: true, fileURL: nil))
  }
}
