public import ViewGraphCore

// SwiftUI's document launch experience (iOS 18): a launch scene or view shows a title,
// the app's actions (a `NewDocumentButton`), a background and accessory views placed
// with a geometry proxy. All are realized as views (the accessory views with a proxy
// of zero frames: nothing is laid out); opening a document and creating one are
// stored: no document picker exists here.

/// Where a launch view's parts are, for placing accessory views (zero frames here).
public struct DocumentLaunchGeometryProxy: Sendable {
  /// The launch view's frame.
  public var frame: CGRect { .zero }
  /// The title view's frame.
  public var titleViewFrame: CGRect { .zero }
  static let launch = DocumentLaunchGeometryProxy()
}

/// The actions a launch scene shows by default: a button creating a document.
public struct DefaultDocumentGroupLaunchActions: View {
  /// The default actions.
  nonisolated public init() {}
  public var body: some View { NewDocumentButton() }
}

/// No part: a launch scene without a background or accessory view.
struct LaunchNothing {}

extension LaunchNothing: View, BuiltinView {
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) { expansion.showsInPath = false }
}

/// A background drawn in a shape style, shown as its leaf.
struct StyledBackground {
  let style: String
}

extension StyledBackground: View, BuiltinView {
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "backgroundStyle", value: style)
  }
}

/// The parts of a launch scene or view, realized as views.
struct LaunchContent: View, BuiltinView {
  let kind: String
  let title: String
  let parts: [(String, any View)]
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = kind
    expansion.leaf = LeafContent(kind: kind, value: title)
    for (index, part) in parts.enumerated() {
      expansion.add(.index(index), LaunchPart(role: part.0, content: part.1))
    }
  }
}

/// One part of a launch scene, named by its role in paths.
struct LaunchPart: View, BuiltinView {
  let role: String
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = role
    expansion.add(.content, content)
  }
}

/// A scene shown when a document app launches: a title, actions and decorations.
public struct DocumentGroupLaunchScene<Actions: View> {
  let content: @MainActor () -> any View

  nonisolated init(
    title: String, actions: Actions, background: any View, backgroundAccessory: any View, overlayAccessory: any View
  ) {
    nonisolated(unsafe) let parts: [(String, any View)] = [
      ("actions", actions), ("background", background), ("backgroundAccessory", backgroundAccessory),
      ("overlayAccessory", overlayAccessory),
    ]
    content = { LaunchContent(kind: "DocumentGroupLaunchScene", title: title, parts: parts) }
  }
}

extension DocumentGroupLaunchScene: Scene, PrimitiveScene {
  /// No body: the engine realizes the scene.
  public var body: Never { builtinBody() }
  package func sceneView() -> any View { sceneWindow("DocumentGroupLaunchScene", title: nil, content: content()) }
}

extension DocumentGroupLaunchScene {
  /// A launch scene titled, with its actions, background.
  nonisolated public init<Background: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background.
  nonisolated public init<Background: View>(
    _ title: Text, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, Background: View>(
    _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory.
  nonisolated public init<Background: View, BackgroundAccessory: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory.
  nonisolated public init<Background: View, BackgroundAccessory: View>(
    _ title: Text, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, Background: View, BackgroundAccessory: View>(
    _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory, overlay accessory.
  nonisolated public init<Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, background accessory, overlay accessory.
  nonisolated public init<Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: Text, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, background accessory, overlay accessory.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, overlay accessory.
  nonisolated public init<Background: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, overlay accessory.
  nonisolated public init<Background: View, OverlayAccessory: View>(
    _ title: Text, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, overlay accessory.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, Background: View, OverlayAccessory: View>(
    _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background.
  @MainActor public init<B: ShapeStyle>(
    _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background.
  @MainActor public init<B: ShapeStyle>(
    _ title: Text, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background.
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, B: ShapeStyle>(
    _ title: S, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory.
  @MainActor public init<B: ShapeStyle, BackgroundAccessory: View>(
    _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory.
  @MainActor public init<B: ShapeStyle, BackgroundAccessory: View>(
    _ title: Text, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory.
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, B: ShapeStyle, BackgroundAccessory: View>(
    _ title: S, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing())
  }

  /// A launch scene titled, with its actions, background, background accessory, overlay accessory.
  @MainActor public init<B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, background accessory, overlay accessory.
  @MainActor public init<B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: Text, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, background accessory, overlay accessory.
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: S, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, overlay accessory.
  @MainActor public init<B: ShapeStyle, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, overlay accessory.
  @MainActor public init<B: ShapeStyle, OverlayAccessory: View>(
    _ title: Text, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch))
  }

  /// A launch scene titled, with its actions, background, overlay accessory.
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, B: ShapeStyle, OverlayAccessory: View>(
    _ title: S, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch))
  }
}

/// A view shown when a document app without a document group launches.
public struct DocumentLaunchView<Actions: View> {
  let title: String
  nonisolated(unsafe) let parts: [(String, any View)]
  let opens: Any

  nonisolated init(
    title: String, actions: Actions, background: any View, backgroundAccessory: any View, overlayAccessory: any View,
    opens: Any
  ) {
    self.title = title
    parts = [
      ("actions", actions), ("background", background), ("backgroundAccessory", backgroundAccessory),
      ("overlayAccessory", overlayAccessory),
    ]
    self.opens = opens
  }
}

extension DocumentLaunchView: View {
  public var body: some View { LaunchContent(kind: "DocumentLaunchView", title: title, parts: parts) }
}

extension DocumentLaunchView {
  /// A launch view titled, with its actions.
  nonisolated public init<DocumentView: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions.
  nonisolated public init<DocumentView: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background.
  nonisolated public init<DocumentView: View, Background: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background.
  nonisolated public init<DocumentView: View, Background: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol, Background: View>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory.
  nonisolated public init<DocumentView: View, Background: View, BackgroundAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory.
  nonisolated public init<DocumentView: View, Background: View, BackgroundAccessory: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol, Background: View, BackgroundAccessory: View>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory, overlay accessory.
  nonisolated public init<DocumentView: View, Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory, overlay accessory.
  nonisolated public init<DocumentView: View, Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory, overlay accessory.
  @_disfavoredOverload
  nonisolated public init<
    DocumentView: View, S: StringProtocol, Background: View, BackgroundAccessory: View, OverlayAccessory: View
  >(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, overlay accessory.
  nonisolated public init<DocumentView: View, Background: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, overlay accessory.
  nonisolated public init<DocumentView: View, Background: View, OverlayAccessory: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, overlay accessory.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol, Background: View, OverlayAccessory: View>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> Background,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = background()
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background accessory.
  nonisolated public init<DocumentView: View, BackgroundAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background accessory.
  nonisolated public init<DocumentView: View, BackgroundAccessory: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background accessory.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol, BackgroundAccessory: View>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background accessory, overlay accessory.
  nonisolated public init<DocumentView: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background accessory, overlay accessory.
  nonisolated public init<DocumentView: View, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background accessory, overlay accessory.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, overlay accessory.
  nonisolated public init<DocumentView: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, overlay accessory.
  nonisolated public init<DocumentView: View, OverlayAccessory: View>(
    _ title: Text, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, overlay accessory.
  @_disfavoredOverload
  nonisolated public init<DocumentView: View, S: StringProtocol, OverlayAccessory: View>(
    _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = LaunchNothing()
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background.
  @MainActor public init<DocumentView: View, B: ShapeStyle>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background.
  @MainActor public init<DocumentView: View, B: ShapeStyle>(
    _ title: Text, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background.
  @_disfavoredOverload
  @MainActor public init<DocumentView: View, S: StringProtocol, B: ShapeStyle>(
    _ title: S, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory.
  @MainActor public init<DocumentView: View, B: ShapeStyle, BackgroundAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory.
  @MainActor public init<DocumentView: View, B: ShapeStyle, BackgroundAccessory: View>(
    _ title: Text, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory.
  @_disfavoredOverload
  @MainActor public init<DocumentView: View, S: StringProtocol, B: ShapeStyle, BackgroundAccessory: View>(
    _ title: S, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: LaunchNothing(), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory, overlay accessory.
  @MainActor public init<DocumentView: View, B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory, overlay accessory.
  @MainActor public init<DocumentView: View, B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: Text, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, background accessory, overlay accessory.
  @_disfavoredOverload
  @MainActor
  public init<DocumentView: View, S: StringProtocol, B: ShapeStyle, BackgroundAccessory: View, OverlayAccessory: View>(
    _ title: S, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background,
      backgroundAccessory: backgroundAccessoryView(.launch),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, overlay accessory.
  @MainActor public init<DocumentView: View, B: ShapeStyle, OverlayAccessory: View>(
    _ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: Text(titleKey).string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, overlay accessory.
  @MainActor public init<DocumentView: View, B: ShapeStyle, OverlayAccessory: View>(
    _ title: Text, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: title.string, actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }

  /// A launch view titled, with its actions, background, overlay accessory.
  @_disfavoredOverload
  @MainActor public init<DocumentView: View, S: StringProtocol, B: ShapeStyle, OverlayAccessory: View>(
    _ title: S, for contentTypes: [UTType], backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory
  ) {
    let actions = actions()
    let background = StyledBackground(style: "\(backgroundStyle)")
    self.init(
      title: String(title), actions: actions, background: background, backgroundAccessory: LaunchNothing(),
      overlayAccessory: overlayAccessoryView(.launch), opens: onDocumentOpen)
  }
}

/// A button that creates a new document (stored: no document is created here).
public struct NewDocumentButton<Label: View> {
  let title: String
  let detail: String
}

extension NewDocumentButton: View {
  public var body: some View {
    Text(title).accessibilityLabel(detail)
  }
}

extension NewDocumentButton where Label == Text {
  /// A button creating a new document of a type (the app's first type by default).
  nonisolated public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
    self.init(title: Text(title).string, detail: contentType?.identifier ?? "default")
  }

  /// A button creating a new document, titled by a text.
  nonisolated public init(_ title: Text? = nil, contentType: UTType? = nil) {
    self.init(title: title?.string ?? "New Document", detail: contentType?.identifier ?? "default")
  }

  /// A button creating a new document at a URL the action prepares.
  nonisolated public init(
    _ title: LocalizedStringKey, contentType: UTType? = nil,
    prepareDocumentURL: @escaping @MainActor @Sendable () async throws -> URL?
  ) {
    self.init(title: Text(title).string, detail: contentType?.identifier ?? "default")
  }

  /// A button creating a new document at a URL the action prepares, titled by a text.
  nonisolated public init(
    _ title: Text? = nil, contentType: UTType? = nil,
    prepareDocumentURL: @escaping @MainActor @Sendable () async throws -> URL?
  ) {
    self.init(title: title?.string ?? "New Document", detail: contentType?.identifier ?? "default")
  }

  /// A button creating a new document the action prepares.
  nonisolated public init<D: FileDocument>(
    _ title: LocalizedStringKey, for documentType: D.Type, contentType: UTType? = nil,
    prepareDocument: @escaping @MainActor @Sendable () async throws -> D?
  ) {
    self.init(title: Text(title).string, detail: contentType?.identifier ?? "\(D.self)")
  }

  /// A button creating a new document the action prepares, titled by a text.
  nonisolated public init<D: FileDocument>(
    _ title: Text? = nil, for documentType: D.Type, contentType: UTType? = nil,
    prepareDocument: @escaping @MainActor @Sendable () async throws -> D?
  ) {
    self.init(title: title?.string ?? "New Document", detail: contentType?.identifier ?? "\(D.self)")
  }
}
