// Sharing and pasting: `ShareLink` (a button with its label that would present the
// share sheet), `SharePreview`, `DefaultShareLinkLabel`, `PasteButton` (a button
// pasting the items of the package's pasteboard, empty unless a test fills it), the
// navigation document of a view, and the environment values whose types need
// Foundation. What a link shares, its subject, message and preview are inputs of the
// view (shown as its leaf); no share sheet exists here, so a tap shares nothing.

#if !canImport(CoreTransferable)
extension Never: Transferable {}
#endif

// MARK: - Share previews

/// How a shared item is previewed in the share sheet: a title, an image and an icon.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: String
  let image: Image?
  let icon: Icon?

  /// A preview with a title, an image and an icon.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: Text(titleKey).string, image: image, icon: icon)
  }

  /// A preview with a title, an image and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.init(title: title.string, image: image, icon: icon)
  }

  /// A preview with a title, an image and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(title: String(title), image: image, icon: icon)
  }

  init(title: String, image: Image?, icon: Icon?) {
    self.title = title
    self.image = image
    self.icon = icon
  }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - icon: The icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: Text(titleKey).string, image: nil, icon: icon)
  }
  /// A preview with a title and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(_ title: Text, icon: Icon) { self.init(title: title.string, image: nil, icon: icon) }
  /// A preview with a title and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: String(title), image: nil, icon: icon) }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: Text(titleKey).string, image: image, icon: nil)
  }
  /// A preview with a title and an image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  public init(_ title: Text, image: Image) { self.init(title: title.string, image: image, icon: nil) }
  /// A preview with a title and an image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: String(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title only.
  public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey).string, image: nil, icon: nil) }
  /// A preview with a title only.
  public init(_ title: Text) { self.init(title: title.string, image: nil, icon: nil) }
  /// A preview with a title only.
  public init<S: StringProtocol>(_ title: S) { self.init(title: String(title), image: nil, icon: nil) }
}

// MARK: - Share links

/// The label of a share link without one: "Share" with the share symbol.
@MainActor @preconcurrency
public struct DefaultShareLinkLabel: View {
  nonisolated init() {}
  /// The label's body.
  public var body: Label<Text, Image> { Label("Share", systemImage: "square.and.arrow.up") }
  /// The label's body.
  public typealias Body = Label<Text, Image>
}

/// A button that presents the share sheet for items; its label is realized.
///
/// The items, subject, message and preview are inputs of the view (its leaf); no
/// share sheet exists here: a tap shares nothing.
@MainActor @preconcurrency
public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>:
  View
where Data.Element: Transferable {
  let shown: String
  let label: Label

  /// The link's body: a button with its label.
  public var body: ModifiedContent<Button<Label>, VisualModifier> {
    Button(action: {}, label: { label }).visual("shareLink", shown)
  }

  /// The link's body.
  public typealias Body = ModifiedContent<Button<Label>, VisualModifier>

  init(items: [String], subject: Text?, message: Text?, preview: String?, label: Label) {
    var parts = ["items: \(items)"]
    if let subject { parts.append("subject: \(subject.string)") }
    if let message { parts.append("message: \(message.string)") }
    if let preview { parts.append("preview: \(preview)") }
    shown = parts.joined(separator: ", ")
    self.label = label
  }

  /// A link sharing items, each previewed by a closure (stored, not run).
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview of an item.
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) {
    self.init(items: items.map { "\($0)" }, subject: subject, message: message, preview: "each", label: label())
  }

  /// A link sharing an item with a preview.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview.
  ///   - label: The label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(items: ["\(item)"], subject: subject, message: message, preview: preview.title, label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
  /// A link sharing URLs.
  ///
  /// - Parameters:
  ///   - items: The URLs.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - label: The label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(items: items.map(\.absoluteString), subject: subject, message: message, preview: nil, label: label())
  }

  /// A link sharing a URL.
  ///
  /// - Parameters:
  ///   - item: The URL.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - label: The label.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<URL> {
    self.init(items: [item.absoluteString], subject: subject, message: message, preview: nil, label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
  /// A link sharing strings.
  ///
  /// - Parameters:
  ///   - items: The strings.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - label: The label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(items: Array(items), subject: subject, message: message, preview: nil, label: label())
  }

  /// A link sharing a string.
  ///
  /// - Parameters:
  ///   - item: The string.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - label: The label.
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<String> {
    self.init(items: [item], subject: subject, message: message, preview: nil, label: label())
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// A link with the default label sharing items, each previewed by a closure.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview of an item.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
  }

  /// A link with the default label sharing an item with a preview.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
  }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
  /// A link with the default label sharing URLs.
  ///
  /// - Parameters:
  ///   - items: The URLs.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// A link with the default label sharing a URL.
  ///
  /// - Parameters:
  ///   - item: The URL.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
  }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
  /// A link with the default label sharing strings.
  ///
  /// - Parameters:
  ///   - items: The strings.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// A link with the default label sharing a string.
  ///
  /// - Parameters:
  ///   - item: The string.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
  }
}

extension ShareLink where Label == Text {
  /// A link titled by a text sharing items, each previewed by a closure.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The items.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview of an item.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview) { title }
  }

  /// A link titled by a key sharing items, each previewed by a closure.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - items: The items.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview of an item.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(Text(titleKey), items: items, subject: subject, message: message, preview: preview)
  }

  /// A link titled by a string sharing items, each previewed by a closure.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The items.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview of an item.
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(Text(title), items: items, subject: subject, message: message, preview: preview)
  }

  /// A link titled by a text sharing an item with a preview.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The item.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview.
  public init<I: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(item: item, subject: subject, message: message, preview: preview) { title }
  }

  /// A link titled by a key sharing an item with a preview.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The item.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(Text(titleKey), item: item, subject: subject, message: message, preview: preview)
  }

  /// A link titled by a string sharing an item with a preview.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The item.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  ///   - preview: The preview.
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(Text(title), item: item, subject: subject, message: message, preview: preview)
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text, Data.Element == URL {
  /// A link titled by a text sharing URLs.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The URLs.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(items: items, subject: subject, message: message) { title }
  }
  /// A link titled by a key sharing URLs.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - items: The URLs.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(Text(titleKey), items: items, subject: subject, message: message)
  }
  /// A link titled by a string sharing URLs.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The URLs.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(Text(title), items: items, subject: subject, message: message)
  }
  /// A link titled by a text sharing a URL.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The URL.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(item: item, subject: subject, message: message) { title }
  }
  /// A link titled by a key sharing a URL.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The URL.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(Text(titleKey), item: item, subject: subject, message: message)
  }
  /// A link titled by a string sharing a URL.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The URL.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(Text(title), item: item, subject: subject, message: message)
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text, Data.Element == String {
  /// A link titled by a text sharing strings.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The strings.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(items: items, subject: subject, message: message) { title }
  }
  /// A link titled by a key sharing strings.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - items: The strings.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(Text(titleKey), items: items, subject: subject, message: message)
  }
  /// A link titled by a string sharing strings.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The strings.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
    self.init(Text(title), items: items, subject: subject, message: message)
  }
  /// A link titled by a text sharing a string.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The string.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(item: item, subject: subject, message: message) { title }
  }
  /// A link titled by a key sharing a string.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The string.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(Text(titleKey), item: item, subject: subject, message: message)
  }
  /// A link titled by a string sharing a string.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The string.
  ///   - subject: The subject of the share, if any.
  ///   - message: The message of the share, if any.
  public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(Text(title), item: item, subject: subject, message: message)
  }
}

// MARK: - Paste button

/// The items a `PasteButton` pastes: empty (no system pasteboard exists here) unless a
/// test fills it.
@MainActor
package enum Pasteboard {
  package static var items: [Any] = []
}

/// A "Paste" button pasting the pasteboard's items of a type.
///
/// No system pasteboard exists here: a tap pastes the items of the package's
/// pasteboard (empty unless a test fills it) and does nothing when none matches.
@MainActor @preconcurrency
public struct PasteButton: View {
  let types: String
  let paste: @MainActor () -> Void

  /// A button pasting values of a transferable type.
  ///
  /// - Parameters:
  ///   - payloadType: The type of the pasted values.
  ///   - onPaste: The action receiving them.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    types = "\(T.self)"
    paste = {
      let items = Pasteboard.items.compactMap { $0 as? T }
      if !items.isEmpty { onPaste(items) }
    }
  }

  /// A button pasting items of content types, as item providers.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The content types pasted.
  ///   - payloadAction: The action receiving the providers.
  public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
    types = supportedContentTypes.map(\.identifier).joined(separator: ", ")
    paste = {
      let items = Pasteboard.items.compactMap { $0 as? NSItemProvider }
      if !items.isEmpty { payloadAction(items) }
    }
  }

  /// The button's body: a "Paste" button.
  public var body: ModifiedContent<Button<Text>, VisualModifier> {
    Button("Paste", action: paste).visual("pasteButton", types)
  }

  /// The button's body.
  public typealias Body = ModifiedContent<Button<Text>, VisualModifier>
}

// MARK: - Navigation documents

extension View {
  /// Makes a document the navigation document of the view, with a preview (its title shown).
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - preview: Its preview.
  /// - Returns: The view.
  nonisolated public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(
    _ document: D, preview: SharePreview<I1, I2>
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationDocument", "\(document), preview: \(preview.title)")
  }

  /// Makes a URL the navigation document of the view, with a preview (its title shown).
  ///
  /// - Parameters:
  ///   - url: The document's URL.
  ///   - preview: Its preview.
  /// - Returns: The view.
  nonisolated public func navigationDocument(_ url: URL, preview: SharePreview<Never, Never>) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("navigationDocument", "\(url.absoluteString), preview: \(preview.title)")
  }
}

// MARK: - Environment values

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
  static var defaultValue: ButtonRepeatBehavior { .automatic }
}
private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}
private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}
private struct PreferredPencilDoubleTapActionKey: EnvironmentKey {
  static var defaultValue: PencilPreferredAction { .switchEraser }
}
private struct PreferredPencilSqueezeActionKey: EnvironmentKey {
  static var defaultValue: PencilPreferredAction { .showContextualPalette }
}

extension EnvironmentValues {
  /// Whether buttons below repeat their action while pressed.
  public var buttonRepeatBehavior: ButtonRepeatBehavior {
    get { self[ButtonRepeatBehaviorKey.self] }
    set { self[ButtonRepeatBehaviorKey.self] = newValue }
  }

  /// Whether scroll views below bounce horizontally.
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalScrollBounceBehaviorKey.self] }
    set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
  }

  /// Whether scroll views below bounce vertically.
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalScrollBounceBehaviorKey.self] }
    set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
  }

  /// What the user chose a pencil's double tap does.
  public package(set) var preferredPencilDoubleTapAction: PencilPreferredAction {
    get { self[PreferredPencilDoubleTapActionKey.self] }
    set { self[PreferredPencilDoubleTapActionKey.self] = newValue }
  }

  /// What the user chose a pencil's squeeze does.
  public package(set) var preferredPencilSqueezeAction: PencilPreferredAction {
    get { self[PreferredPencilSqueezeActionKey.self] }
    set { self[PreferredPencilSqueezeActionKey.self] = newValue }
  }
}

// MARK: - Anchor preferences

extension View {
  /// Sets a preference from an anchor of the view's geometry (the key and source shown;
  /// the transform is stored, not run: no layout pass resolves anchors here).
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: Where the anchor points.
  ///   - transform: Makes the preference value from the resolved anchor.
  /// - Returns: The view.
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("anchorPreference", "\(K.self): \(value.name)", transform)
  }

  /// Transforms a preference with an anchor of the view's geometry (the key and source
  /// shown; the callback is stored, not run: no layout pass resolves anchors here).
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: Where the anchor points.
  ///   - transform: Updates the preference value with the resolved anchor.
  /// - Returns: The view.
  nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> ModifiedContent<Self, StoredActionModifier> {
    storingAction("transformAnchorPreference", "\(K.self): \(value.name)", transform)
  }
}
