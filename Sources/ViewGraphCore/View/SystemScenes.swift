public import Observation

// Models SwiftUI's apps and scenes as far as one screen goes: `ViewHost(MyApp())`
// mounts an app, `ViewHost(scene)` a scene. The app's `body` and each custom scene's
// `body` are bodies of their own (counted under the app's or scene's type, with its
// `@State`, `@StateObject` and `@Environment` properties), and a `WindowGroup` realizes
// its content as the window's root, under `WindowGroup` in paths. Scene modifiers
// apply to the windows' content: `environment`, `environmentObject`, `onChange`,
// `defaultAppStorage` as the view modifiers do; `commands` realizes its menus beside
// the content (as a view's menu is realized with it); window settings are shown as
// values of the scene. A `WindowGroup` presenting data shows its main window, with no
// value.
// Status: Partial. Differs: one window per window group (the first of a `SceneBuilder`'s
// scenes and every other are all mounted, side by side); no scene phases change;
// `openWindow` opens nothing.

/// A part of an app's interface: a window group, a document group, settings.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene the body returns.
  associatedtype Body: Scene
  /// The scene's content; the engine evaluates it as a body of its own.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// An app: its `body` gives its scenes.
///
///     @main struct NotesApp: App {
///       var body: some Scene { WindowGroup { NotesList() } }
///     }
///
/// Mount it with `ViewHost(NotesApp())`.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the body returns.
  associatedtype Body: Scene
  /// The app's scenes; the engine evaluates it as a body of its own.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app (at launch).
  @MainActor @preconcurrency init()
}

extension App {
  /// Launches the app: mounts it in a host once and returns (there is no run loop
  /// and no screen here; tests mount the app with `ViewHost(MyApp())`).
  @MainActor @preconcurrency public static func main() {
    _ = ViewHost(Self())
  }
}

extension Never: Scene {}

extension Never {
  /// Never is the body type of built-in views, scenes, commands and hover effects.
  public typealias Body = Never
}

/// A scene the engine realizes itself: it has no body of its own.
@MainActor
package protocol PrimitiveScene {
  /// The view the scene realizes.
  func sceneView() -> any View
}

/// A window of a scene, named by its kind (`WindowGroup`) in paths, its title its leaf.
@MainActor
package func sceneWindow(_ kind: String, title: String?, content: any View) -> any View {
  SceneWindow(kind: kind, title: title, content: content)
}

// MARK: - Mounting

extension ViewHost {
  /// Mounts an app: its body, its scenes and their windows' content.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - options: How open points of the rules are settled.
  ///   - output: Where `Self._printChanges()` writes, from the mount on.
  public convenience init<A: App>(
    _ app: A, options: Options = Options(), output: @escaping (String) -> Void = { print($0) }
  ) {
    self.init(AppBody(modifier: app), options: options, output: output)
  }

  /// Mounts a scene: its windows' content.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - options: How open points of the rules are settled.
  ///   - output: Where `Self._printChanges()` writes, from the mount on.
  public convenience init<S: Scene>(
    _ scene: S, options: Options = Options(), output: @escaping (String) -> Void = { print($0) }
  ) {
    self.init(SceneRoot(scene: scene), options: options, output: output)
  }
}

/// The content box a scene's body view shares (it wraps no content).
@MainActor
enum SceneBodyBox {
  static let shared = ModifierContentBox(EmptyView())
}

/// An app's body as the engine evaluates it: counted, and printed, under the app's
/// type, with the app's dynamic properties.
struct AppBody<A: App>: View, ModifierBodyView {
  var modifier: A
  var body: SceneRoot { SceneRoot(scene: modifier.body) }
  static var modifierType: Any.Type { A.self }
  var contentBox: ModifierContentBox { SceneBodyBox.shared }
}

/// A custom scene's body as the engine evaluates it, under the scene's type.
struct SceneBody<S: Scene>: View, ModifierBodyView {
  var modifier: S
  var body: SceneRoot { SceneRoot(scene: modifier.body) }
  static var modifierType: Any.Type { S.self }
  var contentBox: ModifierContentBox { SceneBodyBox.shared }
}

/// A scene in the view tree: a primitive scene's view, or a custom scene's body.
struct SceneRoot: View, BuiltinView {
  let scene: any Scene
  var body: Never { builtinBody() }

  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let primitive = scene as? any PrimitiveScene {
      expansion.add(.content, primitive.sceneView())
    } else {
      func body<S: Scene>(_ scene: S) -> any View { SceneBody(modifier: scene) }
      expansion.add(.content, body(scene))
    }
  }
}

// MARK: - Window groups

/// A window of a scene, named by the scene's kind in paths, its title as its leaf.
struct SceneWindow: View, BuiltinView {
  let kind: String
  let title: String?
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = kind
    if let title { expansion.leaf = LeafContent(kind: kind, value: title) }
    expansion.add(.content, content)
  }
}

/// A scene of windows showing the same content.
public struct WindowGroup<Content: View> {
  let title: String?
  let id: String?
  let make: () -> Content

  nonisolated init(title: String?, id: String?, make: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.make = make
  }
}

extension WindowGroup: Scene, PrimitiveScene {
  public typealias Body = Never
  /// No body: the engine realizes the scene.
  public var body: Never { builtinBody() }

  package func sceneView() -> any View {
    SceneWindow(kind: "WindowGroup", title: title ?? id, content: make())
  }
}

extension WindowGroup {
  /// A window group of content.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: nil, id: nil) { made }
  }

  /// A window group of content, with an identifier `openWindow(id:)` names.
  nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: nil, id: id) { made }
  }

  /// A titled window group.
  nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: title.string, id: nil) { made }
  }

  /// A titled window group, by a localized key.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: titleKey.text, id: nil) { made }
  }

  /// A titled window group, by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: String(title), id: nil) { made }
  }

  /// A titled window group with an identifier.
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: title.string, id: id) { made }
  }

  /// A titled window group with an identifier, by a localized key.
  nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: titleKey.text, id: id) { made }
  }

  /// A titled window group with an identifier, by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    let made = content()
    self.init(title: String(title), id: id) { made }
  }

  /// A window group whose content is made for each window.
  nonisolated public init(makeContent: @escaping () -> Content) {
    self.init(title: nil, id: nil, make: makeContent)
  }

  /// A window group with an identifier, its content made for each window.
  nonisolated public init(id: String, makeContent: @escaping () -> Content) {
    self.init(title: nil, id: id, make: makeContent)
  }

  /// A titled window group, its content made for each window.
  nonisolated public init(_ title: Text, makeContent: @escaping () -> Content) {
    self.init(title: title.string, id: nil, make: makeContent)
  }

  /// A titled window group with an identifier, its content made for each window.
  nonisolated public init(_ title: Text, id: String, makeContent: @escaping () -> Content) {
    self.init(title: title.string, id: id, make: makeContent)
  }
}

/// The content of a window presenting a value: its view of a binding to the value.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View> {
  @State private var value: Data?
  let content: (Binding<Data?>) -> Content

  nonisolated init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
    self._value = State(wrappedValue: value)
    self.content = content
  }
}

extension PresentedWindowContent: View {
  public var body: Content { content($value) }
}

/// The content of a window presenting a value with a default.
struct DefaultedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
  @State private var value: Data
  let content: (Binding<Data>) -> Content

  init(value: Data, content: @escaping (Binding<Data>) -> Content) {
    self._value = State(wrappedValue: value)
    self.content = content
  }

  var body: Content { content($value) }
}

extension WindowGroup {
  /// A window group presenting values of a type; the main window presents none.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil) { PresentedWindowContent(value: nil, content: content) }
  }

  /// A window group with an identifier presenting values of a type.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id) { PresentedWindowContent(value: nil, content: content) }
  }

  /// A titled window group presenting values of a type.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.string, id: nil) { PresentedWindowContent(value: nil, content: content) }
  }

  /// A titled window group with an identifier presenting values of a type.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.string, id: id) { PresentedWindowContent(value: nil, content: content) }
  }

  /// A window group presenting values of a type, the main window its default value.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil) {
      PresentedWindowContent(value: defaultValue()) { binding in content(binding.unwrapped(or: defaultValue)) }
    }
  }

  /// A window group with an identifier presenting values of a type, with a default.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id) {
      PresentedWindowContent(value: defaultValue()) { binding in content(binding.unwrapped(or: defaultValue)) }
    }
  }

  /// A titled window group presenting values of a type, with a default.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.string, id: nil) {
      PresentedWindowContent(value: defaultValue()) { binding in content(binding.unwrapped(or: defaultValue)) }
    }
  }

  /// A titled window group with an identifier presenting values of a type, with a default.
  nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.string, id: id) {
      PresentedWindowContent(value: defaultValue()) { binding in content(binding.unwrapped(or: defaultValue)) }
    }
  }
}

extension Binding {
  /// A binding to an optional's value, reading a default while it is `nil`.
  func unwrapped<Wrapped>(or fallback: @escaping () -> Wrapped) -> Binding<Wrapped> where Value == Wrapped? {
    Binding<Wrapped>(deferring: { self.wrappedValue ?? fallback() }, set: { self.wrappedValue = $0 })
  }
}

// MARK: - Scene builder

/// Several scenes of an app's body, each realized.
public struct TupleScene {
  let scenes: [any Scene]
  nonisolated init(_ scenes: [any Scene]) { self.scenes = scenes }
}

extension TupleScene: Scene, PrimitiveScene {
  public typealias Body = Never
  /// No body: the engine realizes the scene.
  public var body: Never { builtinBody() }
  package func sceneView() -> any View {
    let views = scenes.map { SceneRoot(scene: $0) as any View }
    return TupleView(value: views, elements: views)
  }
}

/// A scene present or not (an `if` in a scene builder).
public struct OptionalScene<Wrapped: Scene> {
  let scene: Wrapped?
  nonisolated init(_ scene: Wrapped?) { self.scene = scene }
}

extension OptionalScene: Scene, PrimitiveScene {
  public typealias Body = Never
  /// No body: the engine realizes the scene.
  public var body: Never { builtinBody() }
  package func sceneView() -> any View { scene.map { SceneRoot(scene: $0) as any View } ?? EmptyView() }
}

/// Builds an app's or scene's body from scenes.
@resultBuilder
public struct SceneBuilder {
  /// A scene as written.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// A body of one scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// The scenes of a body, each realized.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return TupleScene(scenes)
  }

  /// A scene present only when a condition holds.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(content)
  }

  /// A scene available on some versions only.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }

  /// A scene available on some versions only, or none.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(content)
  }
}

// MARK: - Scene modifiers

/// A scene with a modifier: what the modifier does to its windows' content.
public struct ModifiedScene<Content: Scene> {
  let content: Content
  let transform: @MainActor (any View) -> any View

  nonisolated init(content: Content, transform: @escaping @MainActor (any View) -> any View) {
    self.content = content
    self.transform = transform
  }
}

extension ModifiedScene: Scene, PrimitiveScene {
  public typealias Body = Never
  /// No body: the engine realizes the scene.
  public var body: Never { builtinBody() }

  package func sceneView() -> any View { transform(SceneRoot(scene: content)) }
}

extension Scene {
  /// The scene with its windows' content changed.
  nonisolated package func modifyingContent(_ transform: @escaping @MainActor (any View) -> any View)
    -> ModifiedScene<Self>
  {
    ModifiedScene(content: self, transform: transform)
  }

  /// The scene with a value shown on its windows' content.
  nonisolated package func sceneVisual(_ name: String, _ value: String) -> ModifiedScene<Self> {
    modifyingContent { AnyViewBox(view: $0).visual(name, value) }
  }

  /// Sets an environment value for the scene's views.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedScene<Self>
  {
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    return modifyingContent { AnyViewBox(view: $0).environment(keyPath, value) }
  }

  /// Transforms an environment value for the scene's views.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedScene<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let transform = transform
    return modifyingContent { AnyViewBox(view: $0).transformEnvironment(keyPath, transform: transform) }
  }

  /// Places an `@Observable` object in the scene's environment.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene<Self> {
    nonisolated(unsafe) let object = object
    return modifyingContent { AnyViewBox(view: $0).environment(object) }
  }

  /// Places an `ObservableObject` in the scene's environment.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene<Self> {
    nonisolated(unsafe) let object = object
    return modifyingContent { AnyViewBox(view: $0).environmentObject(object) }
  }

  /// Performs an action when a value changes, with its old and new values.
  ///
  /// - Parameters:
  ///   - value: The value compared after each update of the scene's content.
  ///   - initial: Whether the action also runs when the scene appears.
  ///   - action: Runs after the update in which the value changed.
  /// - Returns: The scene, its value action realized on its windows' content.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedScene<Self> {
    nonisolated(unsafe) let value = value
    nonisolated(unsafe) let action = action
    return modifyingContent { AnyViewBox(view: $0).onChange(of: value, initial: initial, action) }
  }

  /// Performs an action when a value changes.
  ///
  /// - Parameters:
  ///   - value: The value compared after each update of the scene's content.
  ///   - initial: Whether the action also runs when the scene appears.
  ///   - action: Runs after the update in which the value changed.
  /// - Returns: The scene, its value action realized on its windows' content.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedScene<Self> {
    nonisolated(unsafe) let value = value
    nonisolated(unsafe) let action = action
    return modifyingContent { AnyViewBox(view: $0).onChange(of: value, initial: initial, action) }
  }

  /// Performs an action with the new value when a value changes (the older form).
  ///
  /// - Parameters:
  ///   - value: The value compared after each update of the scene's content.
  ///   - action: Runs after the update in which the value changed.
  /// - Returns: The scene, its value action realized on its windows' content.
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> ModifiedScene<Self>
  {
    nonisolated(unsafe) let value = value
    nonisolated(unsafe) let action = action
    return modifyingContent { AnyViewBox(view: $0).onChange(of: value, initial: false) { _, new in action(new) } }
  }

  /// Adds menu commands to the scene; their content is realized beside the windows'.
  nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> ModifiedScene<Self> {
    let commands = content()
    return modifyingContent { AnyViewBox(view: $0).attaching("commands", nil, CommandsRoot(commands: commands)) }
  }

  /// Replaces the scene's menu commands with these.
  nonisolated public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> ModifiedScene<Self>
  {
    let commands = content()
    return modifyingContent {
      AnyViewBox(view: $0).attaching("commands", "replaced", CommandsRoot(commands: commands))
    }
  }

  /// Removes the scene's default menu commands.
  nonisolated public func commandsRemoved() -> ModifiedScene<Self> { sceneVisual("commandsRemoved", "true") }

  /// Sets how the scene's windows can be resized.
  nonisolated public func windowResizability(_ resizability: WindowResizability) -> ModifiedScene<Self> {
    sceneVisual("windowResizability", "\(resizability)")
  }

  /// Sets how the scene's windows are managed.
  nonisolated public func windowManagerRole(_ role: WindowManagerRole) -> ModifiedScene<Self> {
    sceneVisual("windowManagerRole", "\(role)")
  }

  /// Sets whether the scene's windows are restored at launch.
  nonisolated public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> ModifiedScene<Self> {
    sceneVisual("restorationBehavior", "\(behavior)")
  }

  /// Sets whether the system overlays (the home indicator) show over the scene.
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedScene<Self> {
    sceneVisual("persistentSystemOverlays", "\(visibility)")
  }

  /// Says which external events (URLs, user activities) the scene's windows handle.
  nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> ModifiedScene<Self> {
    sceneVisual("handlesExternalEvents", conditions.sorted().joined(separator: ", "))
  }
}

/// A view kept as a value of a concrete type, for applying modifiers to it.
struct AnyViewBox: View, BuiltinView {
  let view: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, view)
  }
}

/// How a scene's windows can be resized.
public struct WindowResizability: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's choice.
  public static let automatic = WindowResizability(name: "automatic")
  /// Between the content's least and greatest sizes.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// Down to the content's least size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// How the system manages a scene's windows.
public struct WindowManagerRole: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's choice.
  public static let automatic = WindowManagerRole(name: "automatic")
}

/// Whether a scene's windows are restored at launch.
public struct SceneRestorationBehavior: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's choice.
  public static let automatic = SceneRestorationBehavior(name: "automatic")
}

/// Whether a window's toolbar shows in full screen.
public struct WindowToolbarFullScreenVisibility: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The platform's choice.
  public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
}

extension View {
  /// Sets whether the window's toolbar shows in full screen.
  nonisolated public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("windowToolbarFullScreenVisibility", "\(visibility)")
  }
}
