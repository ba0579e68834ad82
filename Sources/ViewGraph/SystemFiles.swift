public import ViewGraphCore

// SwiftUI's file dialogs, documents, drag and drop, URLs and user activities. A file
// dialog is presented by the system, not by views: whether it is presented and what it
// accepts are inputs of the view (its leaf), and its completion is stored: no file is
// picked here. A document group realizes its editor on a new document, the editor's
// binding writing it. Drop and URL actions are stored: nothing is dropped or opened.
// Status: compiles; documents modelled, dialogs and drops as values.

// MARK: - File dialogs

/// Options for what a file dialog's browser shows.
public struct FileDialogBrowserOptions: OptionSet, Sendable, CustomStringConvertible {
  public typealias RawValue = Int
  public typealias Element = FileDialogBrowserOptions
  public typealias ArrayLiteralElement = FileDialogBrowserOptions
  public let rawValue: Int
  /// Options of a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shows files' extensions.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1)
  /// Shows hidden files.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
  /// Browses into packages.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 4)
  public var description: String {
    [(1, "displayFileExtensions"), (2, "includeHiddenFiles"), (4, "enumeratePackages")]
      .filter { rawValue & $0.0 != 0 }.map(\.1).joined(separator: "+")
  }
}

/// The leaf of a file dialog: presented or not, and what it works on.
func fileDialogShown(_ isPresented: Binding<Bool>, _ detail: String) -> String {
  "\(isPresented.wrappedValue ? "presented" : "hidden"), \(detail)"
}

func typesShown(_ types: [UTType]) -> String { types.map(\.identifier).joined(separator: " ") }

extension View {
  /// Presents a dialog for importing one file of some types (the system's; no file is
  /// picked here).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("fileImporter", fileDialogShown(isPresented, typesShown(allowedContentTypes)), onCompletion)
  }

  /// Presents a dialog for importing one or more files.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileImporter",
      fileDialogShown(isPresented, typesShown(allowedContentTypes) + (allowsMultipleSelection ? ", multiple" : "")),
      onCompletion)
  }

  /// Presents a dialog for importing files, with an action when it is cancelled.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileImporter",
      fileDialogShown(isPresented, typesShown(allowedContentTypes) + (allowsMultipleSelection ? ", multiple" : "")),
      (onCompletion, onCancellation))
  }

  /// Presents a dialog for moving a file.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("fileMover", fileDialogShown(isPresented, file?.lastPathComponent ?? "nil"), onCompletion)
  }

  /// Presents a dialog for moving files.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element == URL {
    storingAction(
      "fileMover", fileDialogShown(isPresented, files.map(\.lastPathComponent).joined(separator: " ")), onCompletion)
  }

  /// Presents a dialog for moving a file, with an action when it is cancelled.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileMover", fileDialogShown(isPresented, file?.lastPathComponent ?? "nil"), (onCompletion, onCancellation))
  }

  /// Presents a dialog for moving files, with an action when it is cancelled.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element == URL {
    storingAction(
      "fileMover", fileDialogShown(isPresented, files.map(\.lastPathComponent).joined(separator: " ")),
      (onCompletion, onCancellation))
  }

  /// Presents a dialog for exporting a transferable item.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(shown(item)), \(defaultFilename ?? "untitled")"),
      (onCompletion, onCancellation))
  }

  /// Presents a dialog for exporting transferable items.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element: Transferable {
    storingAction("fileExporter", fileDialogShown(isPresented, "\(items.count) items"), (onCompletion, onCancellation))
  }

  /// Presents a dialog for exporting a document.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(contentType), \(defaultFilename ?? "untitled")"), onCompletion)
  }

  /// Presents a dialog for exporting a reference document.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(contentType), \(defaultFilename ?? "untitled")"), onCompletion)
  }

  /// Presents a dialog for exporting documents.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element: FileDocument {
    storingAction("fileExporter", fileDialogShown(isPresented, "\(documents.count) documents"), onCompletion)
  }

  /// Presents a dialog for exporting reference documents.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element: ReferenceFileDocument {
    storingAction("fileExporter", fileDialogShown(isPresented, "\(documents.count) documents"), onCompletion)
  }

  /// Presents a dialog for exporting a document as one of some types.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(typesShown(contentTypes)), \(defaultFilename ?? "untitled")"),
      (onCompletion, onCancellation))
  }

  /// Presents a dialog for exporting a reference document as one of some types.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(typesShown(contentTypes)), \(defaultFilename ?? "untitled")"),
      (onCompletion, onCancellation))
  }

  /// Presents a dialog for exporting documents as one of some types.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element: FileDocument {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(documents.count) documents"), (onCompletion, onCancellation))
  }

  /// Presents a dialog for exporting reference documents as one of some types.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> where C.Element: ReferenceFileDocument {
    storingAction(
      "fileExporter", fileDialogShown(isPresented, "\(documents.count) documents"), (onCompletion, onCancellation))
  }

  /// Sets the label of file dialogs' confirm button below.
  nonisolated public func fileDialogConfirmationLabel(_ label: Text?) -> ModifiedContent<Self, VisualModifier> {
    visual("fileDialogConfirmationLabel", label.map(\.string) ?? "nil")
  }

  /// Sets the label of file dialogs' confirm button below, by a localized key.
  nonisolated public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileDialogConfirmationLabel", Text(labelKey).string)
  }

  /// Sets the label of file dialogs' confirm button below, by a string.
  @_disfavoredOverload
  nonisolated public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileDialogConfirmationLabel", String(label))
  }

  /// Sets the message of file dialogs below.
  nonisolated public func fileDialogMessage(_ message: Text?) -> ModifiedContent<Self, VisualModifier> {
    visual("fileDialogMessage", message.map(\.string) ?? "nil")
  }

  /// Sets the message of file dialogs below, by a localized key.
  nonisolated public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileDialogMessage", Text(messageKey).string)
  }

  /// Sets the message of file dialogs below, by a string.
  @_disfavoredOverload
  nonisolated public func fileDialogMessage<S: StringProtocol>(_ message: S) -> ModifiedContent<Self, VisualModifier> {
    visual("fileDialogMessage", String(message))
  }

  /// Sets the label of file export dialogs' file name field below.
  nonisolated public func fileExporterFilenameLabel(_ label: Text?) -> ModifiedContent<Self, VisualModifier> {
    visual("fileExporterFilenameLabel", label.map(\.string) ?? "nil")
  }

  /// Sets the label of file export dialogs' file name field below, by a localized key.
  nonisolated public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileExporterFilenameLabel", Text(labelKey).string)
  }

  /// Sets the label of file export dialogs' file name field below, by a string.
  @_disfavoredOverload
  nonisolated public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileExporterFilenameLabel", String(label))
  }

  /// Sets the directory file dialogs below open in.
  nonisolated public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileDialogDefaultDirectory", defaultDirectory?.path ?? "nil")
  }

  /// Sets the identifier file dialogs below keep their settings by.
  nonisolated public func fileDialogCustomizationID(_ id: String) -> ModifiedContent<Self, VisualModifier> {
    visual("fileDialogCustomizationID", id)
  }

  /// Sets which files file dialogs below let the user pick (stored: no dialog shows here).
  nonisolated public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("fileDialogURLEnabled", "predicate", predicate)
  }

  /// Sets whether file dialogs below resolve aliases.
  nonisolated public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileDialogImportsUnresolvedAliases", "\(imports)")
  }

  /// Sets what file dialogs below browse.
  nonisolated public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("fileDialogBrowserOptions", "\(options)")
  }
}

// MARK: - Drag and drop

/// What a drop does with the dragged items.
public enum DropOperation: Sendable, Hashable {
  /// The drop is cancelled.
  case cancel
  /// The view does not accept the drop.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}

/// What a drop destination proposes to do with a drop.
public struct DropProposal: Sendable {
  /// The operation proposed.
  public let operation: DropOperation
  /// A proposal of an operation.
  public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress, as a drop delegate sees it.
@MainActor @preconcurrency
public struct DropInfo {
  /// Where the drop is, in the destination's coordinates.
  public let location: CGPoint
  let types: [UTType]

  /// Whether some dragged item is of one of some types.
  ///
  /// - Parameter contentTypes: The types asked about.
  /// - Returns: Whether an item conforms to one of them.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    types.contains { type in contentTypes.contains { type.conforms(to: $0) } }
  }

  /// Whether some dragged item has one of some type identifiers (the older form).
  ///
  /// - Parameter types: The type identifiers asked about.
  /// - Returns: Whether an item has one of them.
  public func hasItemsConforming(to types: [String]) -> Bool {
    self.types.contains { types.contains($0.identifier) }
  }

  /// The providers of the dragged items of some types (none: nothing is dragged here).
  ///
  /// - Parameter contentTypes: The types asked for.
  /// - Returns: The providers.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }

  /// The providers of the dragged items of some type identifiers (the older form).
  ///
  /// - Parameter types: The type identifiers asked for.
  /// - Returns: The providers.
  public func itemProviders(for types: [String]) -> [NSItemProvider] { [] }
}

/// The object that decides what a drop destination does with drops.
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the drop is accepted.
  func validateDrop(info: DropInfo) -> Bool
  /// Performs the drop; returns whether it succeeded.
  func performDrop(info: DropInfo) -> Bool
  /// A drop entered the destination.
  func dropEntered(info: DropInfo)
  /// A drop moved within the destination; returns a proposal, or `nil` for the default.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// A drop left the destination.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Accepts a drop with an item of the destination's types.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Does nothing.
  public func dropEntered(info: DropInfo) {}
  /// Proposes the default operation.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Does nothing.
  public func dropExited(info: DropInfo) {}
}

extension View {
  /// Makes the view draggable, its payload a transferable value.
  nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("draggable", "\(T.self)", payload)
  }

  /// Makes the view draggable with a preview, realized as an attachment.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> ModifiedContent<ModifiedContent<Self, StoredActionModifier>, AttachmentModifier> {
    storingAction("draggable", "\(T.self)", payload).attaching("dragPreview", nil, preview())
  }

  /// Makes the view a destination for drops of a transferable type (stored: nothing is
  /// dropped here).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("dropDestination", "\(T.self)", (action, isTargeted))
  }

  /// Makes the view draggable: the closure makes the dragged items (stored: nothing is
  /// dragged here).
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("onDrag", "items", data)
  }

  /// Makes the view draggable with a preview, realized as an attachment.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V)
    -> ModifiedContent<ModifiedContent<Self, StoredActionModifier>, AttachmentModifier>
  {
    storingAction("onDrag", "items", data).attaching("dragPreview", nil, preview())
  }

  /// Provides items for drags and services from this view (stored).
  nonisolated public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("itemProvider", action == nil ? "nil" : "items", action as Any)
  }

  /// Makes the view a destination for drops of some types (stored: nothing is dropped here).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onDrop", typesShown(supportedContentTypes), action)
  }

  /// Makes the view a destination for drops of some types, with the drop's location.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onDrop", typesShown(supportedContentTypes), action)
  }

  /// Makes the view a destination for drops of some type identifiers (the older form).
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onDrop", supportedTypes.joined(separator: " "), action)
  }

  /// Makes the view a destination for drops of some type identifiers, with the location
  /// (the older form).
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onDrop", supportedTypes.joined(separator: " "), action)
  }

  /// Makes the view a destination for drops of some types, decided by a delegate.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("onDrop", typesShown(supportedContentTypes), delegate)
  }

  /// Makes the view a destination for drops of some types, decided by a delegate (the
  /// form taking type identifiers).
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("onDrop", supportedTypes.joined(separator: " "), delegate)
  }
}

// MARK: - URLs and user activities

extension View {
  /// Runs an action when the app is asked to open a URL (stored: no URL arrives here).
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<
    Self, StoredActionModifier
  > {
    storingAction("onOpenURL", "action", action)
  }

  /// Runs an action when the app continues a user activity of a kind (stored).
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onContinueUserActivity", activityType, action)
  }

  /// Advertises a user activity of a kind while active (its update is stored).
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("userActivity", "\(activityType), \(isActive ? "active" : "inactive")", update)
  }

  /// Advertises a user activity of a kind for an element, while it is not `nil`.
  nonisolated public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("userActivity", "\(activityType), \(shown(element))", update)
  }

  /// Says which external events this view's scene prefers and allows.
  nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual(
      "handlesExternalEvents",
      "preferring \(preferring.sorted().joined(separator: " ")), allowing \(allowing.sorted().joined(separator: " "))")
  }
}

// MARK: - Hover and keys

/// Where the pointer is over a view.
public enum HoverPhase: Equatable, Sendable {
  /// Over the view, at a location in its coordinates.
  case active(CGPoint)
  /// No longer over the view.
  case ended
}

extension View {
  /// Runs an action as the pointer moves over the view (stored: no pointer hovers here).
  nonisolated public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onContinuousHover", "\(coordinateSpace)", action)
  }

  /// Runs an action when a key making some characters is pressed while this view has
  /// focus (stored: no key is pressed here).
  nonisolated public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("onKeyPress", "characters, \(phases.debugDescription)", action)
  }
}

// MARK: - Scene settings with sizes and tasks

/// A task the system runs in the background for a scene: an app refresh, a URL session.
public struct BackgroundTask<Request, Response>: Sendable {
  let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
  /// The app refresh task of an identifier.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(name: "appRefresh(\(identifier))")
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// The URL session task of an identifier.
  public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> {
    BackgroundTask(name: "urlSession(\(identifier))")
  }

  /// The URL session tasks whose identifiers match a predicate.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
    BackgroundTask(name: "urlSession(matching)")
  }

  /// Every URL session task.
  public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "urlSession") }
}

extension Scene {
  /// Runs an action when the system runs a background task for the app (stored: the
  /// system runs none here).
  nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> ModifiedScene<Self> {
    sceneVisual("backgroundTask", task.name)
  }

  /// Sets the size of the scene's new windows.
  nonisolated public func defaultSize(_ size: CGSize) -> ModifiedScene<Self> {
    sceneVisual("defaultSize", "\(Double(size.width)) × \(Double(size.height))")
  }

  /// Sets the size of the scene's new windows, by width and height.
  nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> ModifiedScene<Self> {
    sceneVisual("defaultSize", "\(Double(width)) × \(Double(height))")
  }

  /// Sets the store `@AppStorage` uses in the scene's views.
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> ModifiedScene<Self> {
    nonisolated(unsafe) let store = store
    return modifyingContent { AnyView($0).defaultAppStorage(store) }
  }
}
