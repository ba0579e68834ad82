// Models SwiftUI's menu commands: a scene's `commands` realize their menus' content
// beside the windows' content (as a view's menu is realized with it), so a command's
// button can be tapped; a custom `Commands` type's `body` is a body of its own. The
// standard command sets (sidebar, toolbar, text editing…) are values shown by name.
// Status: Partial. Differs: there is no menu bar; placements are shown, not used.

/// A set of menu commands of a scene.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands the body returns.
  associatedtype Body: Commands
  /// The commands; the engine evaluates it as a body of its own.
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Commands the engine realizes itself.
@MainActor
protocol PrimitiveCommands {
  /// The view the commands realize.
  func commandsView() -> any View
}

/// A custom commands type's body as the engine evaluates it, under its type.
struct CommandsBody<C: Commands>: View, ModifierBodyView {
  var modifier: C
  var body: CommandsRoot { CommandsRoot(commands: modifier.body) }
  static var modifierType: Any.Type { C.self }
  var contentBox: ModifierContentBox { SceneBodyBox.shared }
}

/// Commands in the view tree.
struct CommandsRoot: View, BuiltinView {
  let commands: any Commands
  var body: Never { builtinBody() }

  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    if let primitive = commands as? any PrimitiveCommands {
      expansion.add(.content, primitive.commandsView())
    } else {
      func body<C: Commands>(_ commands: C) -> any View { CommandsBody(modifier: commands) }
      expansion.add(.content, body(commands))
    }
  }
}

/// A menu command group's place among the standard ones.
public struct CommandGroupPlacement: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}

/// Commands shown as a menu's items, realized as views.
struct CommandsContent: View, BuiltinView {
  let kind: String
  let value: String
  let content: any View
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.pathLabel = kind
    expansion.leaf = LeafContent(kind: kind, value: value)
    expansion.add(.content, content)
  }
}

/// Commands placed before, after or instead of a standard group.
public struct CommandGroup<Content: View> {
  let placement: String
  let content: Content

  /// Commands before a standard group.
  nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "before \(group)"
    content = addition()
  }

  /// Commands after a standard group.
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "after \(group)"
    content = addition()
  }

  /// Commands instead of a standard group.
  nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "replacing \(group)"
    content = addition()
  }

}

extension CommandGroup: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { CommandsContent(kind: "CommandGroup", value: placement, content: content) }
}

/// A menu of commands, by name.
public struct CommandMenu<Content: View> {
  let name: String
  let content: Content

  /// A menu named by a localized key.
  nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    name = nameKey.text
    self.content = content()
  }

  /// A menu named by a text.
  nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name.string
    self.content = content()
  }

  /// A menu named by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.name = String(name)
    self.content = content()
  }

}

extension CommandMenu: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { CommandsContent(kind: "CommandMenu", value: name, content: content) }
}

/// No commands.
public struct EmptyCommands {
  /// No commands.
  nonisolated public init() {}
}

extension EmptyCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { EmptyView() }
}

/// A standard set of commands, shown by name.
struct StandardCommands: View, BuiltinView {
  let name: String
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "commands", value: name)
  }
}

/// The commands that show and hide a sidebar.
public struct SidebarCommands {
  /// The sidebar commands.
  nonisolated public init() {}
}

extension SidebarCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { StandardCommands(name: "sidebar") }
}

/// The commands that show, hide and customize a toolbar.
public struct ToolbarCommands {
  /// The toolbar commands.
  nonisolated public init() {}
}

extension ToolbarCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { StandardCommands(name: "toolbar") }
}

/// The commands that edit text (find, spelling, substitutions).
public struct TextEditingCommands {
  /// The text editing commands.
  nonisolated public init() {}
}

extension TextEditingCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { StandardCommands(name: "textEditing") }
}

/// The commands that format text (fonts, alignment).
public struct TextFormattingCommands {
  /// The text formatting commands.
  nonisolated public init() {}
}

extension TextFormattingCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { StandardCommands(name: "textFormatting") }
}

/// The commands that show and hide an inspector.
public struct InspectorCommands {
  /// The inspector commands.
  nonisolated public init() {}
}

extension InspectorCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { StandardCommands(name: "inspector") }
}

/// Several commands, each realized.
public struct TupleCommands {
  let commands: [any Commands]
  nonisolated init(_ commands: [any Commands]) { self.commands = commands }
}

extension TupleCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View {
    let views = commands.map { CommandsRoot(commands: $0) as any View }
    return TupleView(value: views, elements: views)
  }
}

/// Commands present or not.
public struct OptionalCommands<Wrapped: Commands> {
  let commands: Wrapped?
  nonisolated init(_ commands: Wrapped?) { self.commands = commands }
}

extension OptionalCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { commands.map { CommandsRoot(commands: $0) as any View } ?? EmptyView() }
}

/// One of two sets of commands (an `if`–`else`).
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands> {
  let commands: any Commands
  let isFirst: Bool
  nonisolated init(first: TrueContent) {
    commands = first
    isFirst = true
  }
  nonisolated init(second: FalseContent) {
    commands = second
    isFirst = false
  }
}

extension ConditionalCommands: Commands, PrimitiveCommands {
  public typealias Body = Never
  /// No body: the engine realizes the commands.
  public var body: Never { builtinBody() }
  func commandsView() -> any View { CommandsRoot(commands: commands) }
}

/// Builds commands from commands.
@resultBuilder
public struct CommandsBuilder {
  /// Commands as written.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// One set of commands.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  /// 2 commands, each realized.
  public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> TupleCommands {
    TupleCommands([c0, c1])
  }

  /// 3 commands, each realized.
  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleCommands
  {
    TupleCommands([c0, c1, c2])
  }

  /// 4 commands, each realized.
  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleCommands {
    TupleCommands([c0, c1, c2, c3])
  }

  /// 5 commands, each realized.
  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleCommands {
    TupleCommands([c0, c1, c2, c3, c4])
  }

  /// 6 commands, each realized.
  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleCommands {
    TupleCommands([c0, c1, c2, c3, c4, c5])
  }

  /// 7 commands, each realized.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleCommands {
    TupleCommands([c0, c1, c2, c3, c4, c5, c6])
  }

  /// 8 commands, each realized.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleCommands {
    TupleCommands([c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// 9 commands, each realized.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
    C8: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleCommands {
    TupleCommands([c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// 10 commands, each realized.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
    C8: Commands, C9: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleCommands
  {
    TupleCommands([c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// Commands present only when a condition holds.
  public static func buildIf<Content: Commands>(_ content: Content?) -> OptionalCommands<Content> {
    OptionalCommands(content)
  }

  /// The commands of an `if` branch.
  public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> {
    ConditionalCommands(first: first)
  }

  /// The commands of an `else` branch.
  public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> {
    ConditionalCommands(second: second)
  }

  /// Commands available on some versions only.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }

  /// Commands available on some versions only, or none.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content?) -> OptionalCommands<Content> {
    OptionalCommands(content)
  }
}
