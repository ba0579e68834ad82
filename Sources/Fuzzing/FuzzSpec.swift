// The generated material: a view tree described as data, and a script of
// mutations and inputs. Both print as text, to replay and to read.

/// A generated view tree.
public indirect enum FuzzSpec: Sendable, Equatable, CustomStringConvertible {
  /// A text showing a value.
  case label(FuzzSource)
  /// A stack of children (`VStack`, `HStack`, `ZStack` or `Group`).
  case stack(StackKind, [FuzzSpec])
  /// A custom view of some kind, with an id, wrapping a child.
  case view(id: Int, kind: ViewKind, child: FuzzSpec)
  /// A `ForEach` over the model's items, by id or by index.
  case forEach(byIndices: Bool, row: FuzzSpec)
  /// A lazy `List` over the model's items.
  case list(row: FuzzSpec)
  /// A `ForEach` over the model's items by id, with `onDelete` and `onMove` that edit them.
  case editableForEach(row: FuzzSpec)
  /// `if model.flag { a } else { b }`.
  case branch(flag: Int, FuzzSpec, FuzzSpec)
  /// `if model.flag { a }`.
  case optional(flag: Int, FuzzSpec)
  /// `.id(model.value)` on a child.
  case identified(value: Int, FuzzSpec)
  /// `.environment(\.fuzzValue, model.value)` on a child.
  case environment(value: Int, FuzzSpec)
  /// A text field bound to the enclosing stateful view's text.
  case textField(id: Int)
  /// `base.sheet(isPresented:)` bound to a model flag, presenting `content`.
  case sheet(flag: Int, base: FuzzSpec, content: FuzzSpec)
  /// `NavigationStack { base.navigationDestination(isPresented:) { destination } }`,
  /// bound to a model flag.
  case navigation(flag: Int, base: FuzzSpec, destination: FuzzSpec)
  /// `child.onChange(of: model.value)`, whose action records each call.
  case onChange(id: Int, value: Int, child: FuzzSpec)
  /// `child.searchable(text:prompt:)`, bound to the enclosing stateful view's text.
  case searchable(id: Int, child: FuzzSpec)
  /// A view with an id wrapping its child in a part of the surface, given a model value.
  case surface(id: Int, kind: SurfaceKind, value: Int, child: FuzzSpec)
  /// The tree as the content of a `WindowGroup` scene with `.commands` (at the root only).
  case scene(FuzzSpec)

  /// A stack kind.
  public enum StackKind: String, Sendable, Equatable, CaseIterable { case vStack, hStack, zStack, group }

  /// A custom view kind: which dynamic properties it has and how it behaves.
  public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    /// No dynamic property; passes what it is given.
    case plain
    /// `@State` counter, a button that increments it, `@State` text for text fields.
    case stateful
    /// Reads `@Environment(\.fuzzValue)`.
    case environmentReader
    /// `Equatable` on its data, holding a closure (skipped when its data is equal).
    case equatable
    /// Writes its own `@State` in its body (the write is dropped, with a diagnostic).
    case writesInBody
    /// Needs an environment object nobody injects (a diagnostic; its body is skipped).
    case missingEnvironment
    /// Reads one model value and writes another in its body (loops with its partner).
    case looper
    /// Reads the model it was handed through the environment (`@Environment(Model.self)`
    /// or `@EnvironmentObject`), then shows one of its values above its child.
    case objectReader
    /// Reads and writes `@AppStorage` under one of two keys (a button adds one), as the
    /// other views of its key and writes from outside do.
    case storageReader
  }

  public var description: String {
    switch self {
    case .label(let source): "Text(\(source))"
    case .stack(let kind, let children): "\(kind.rawValue)[\(children.map(\.description).joined(separator: ", "))]"
    case .view(let id, let kind, let child): "\(kind.rawValue)#\(id){\(child)}"
    case .forEach(let byIndices, let row): "ForEach(\(byIndices ? "indices" : "ids")){\(row)}"
    case .list(let row): "List{\(row)}"
    case .editableForEach(let row): "ForEach(ids).onDelete.onMove{\(row)}"
    case .branch(let flag, let a, let b): "if f\(flag){\(a)}else{\(b)}"
    case .optional(let flag, let a): "if f\(flag){\(a)}"
    case .identified(let value, let child): "\(child).id(v\(value))"
    case .environment(let value, let child): "\(child).environment(v\(value))"
    case .textField(let id): "TextField(field \(id))"
    case .sheet(let flag, let base, let content): "\(base).sheet(f\(flag)){\(content)}"
    case .navigation(let flag, let base, let destination):
      "NavigationStack{\(base).navigationDestination(f\(flag)){\(destination)}}"
    case .onChange(let id, let value, let child): "\(child).onChange(of: v\(value))#\(id)"
    case .searchable(let id, let child): "\(child).searchable(search \(id))"
    case .surface(let id, let kind, let value, let child): "\(kind.rawValue)#\(id)(v\(value)){\(child)}"
    case .scene(let child): "WindowGroup{\(child)}.commands"
    }
  }

  /// The trees directly inside this one, in order.
  var subtrees: [FuzzSpec] {
    switch self {
    case .label, .textField: []
    case .stack(_, let children): children
    case .view(_, _, let a), .forEach(_, let a), .list(let a), .editableForEach(let a), .optional(_, let a),
      .identified(_, let a), .environment(_, let a), .onChange(_, _, let a), .searchable(_, let a),
      .surface(_, _, _, let a), .scene(let a):
      [a]
    case .branch(_, let a, let b), .sheet(_, let a, let b), .navigation(_, let a, let b): [a, b]
    }
  }

  /// Whether the tree holds a view kind.
  func contains(_ kind: ViewKind) -> Bool {
    if case .view(_, let k, _) = self, k == kind { return true }
    return subtrees.contains { $0.contains(kind) }
  }

  /// The number of spec nodes, for shrinking.
  var size: Int { 1 + subtrees.map(\.size).reduce(0, +) }
}

/// What a text shows.
public enum FuzzSource: Sendable, Equatable, CustomStringConvertible {
  /// A constant string.
  case constant(String)
  /// A model value (read through Observation, or from the legacy model).
  case model(Int)
  /// The enclosing stateful view's counter.
  case state
  /// The environment value.
  case environment
  /// The row's item.
  case row

  public var description: String {
    switch self {
    case .constant(let text): "\"\(text)\""
    case .model(let index): "v\(index)"
    case .state: "state"
    case .environment: "env"
    case .row: "row"
    }
  }
}

/// One step of a script.
public enum FuzzStep: Sendable, Equatable, CustomStringConvertible {
  /// Sets a model value.
  case setValue(Int, Int)
  /// Writes a model value equal to its current one.
  case rewriteValue(Int)
  /// Flips a model flag.
  case toggleFlag(Int)
  /// Inserts an item at the head of the items (possibly a duplicate).
  case insertItem(Int)
  /// Removes the last item.
  case removeLastItem
  /// Reverses the items.
  case reverseItems
  /// Taps a stateful view's button.
  case tap(Int)
  /// Types a character into a text field.
  case type(Int)
  /// Scrolls the first lazy container.
  case scroll(Int)
  /// Sets a model value from a background task.
  case backgroundWrite(Int, Int)
  /// Dismisses the presentation on top, as a swipe down would.
  case dismiss
  /// Goes back on the navigation stack, as its back button would.
  case goBack
  /// Types a character into a search field.
  case search(Int)
  /// Deletes a row of the first editable `ForEach`, as a swipe would.
  case deleteRow(Int)
  /// Moves a row of the first editable `ForEach` to an offset, as a drag would.
  case moveRow(Int, to: Int)
  /// Writes a value to the host's app storage from outside any view.
  case writeStorage(key: Int, value: Int)
  /// Selects a tab of a surface's tab view, by tapping its title.
  case selectTab(Int, tab: Int)
  /// Focuses a text field, as a tap into it would.
  case focus(Int)
  /// Takes the focus from every field, as dismissing the keyboard would.
  case unfocus
  /// Performs a surface's named accessibility action, as VoiceOver would.
  case accessibilityAction(Int)
  /// Sends a value through the publisher `onReceive` views subscribe to.
  case send(Int)
  /// Sets a model value in `withAnimation`; an odd value with a completion that sets
  /// the next value to it once the animation is done (on the host's clock).
  case animatedSet(Int, Int)
  /// Lets time pass on the host's clock (timers fire, timelines tick).
  case advance(milliseconds: Int)

  /// Whether an animated write of `animatedValue` carries a completion.
  static func hasCompletion(animatedValue: Int) -> Bool { animatedValue % 2 == 1 }

  public var description: String {
    switch self {
    case .setValue(let i, let v): "v\(i) = \(v)"
    case .rewriteValue(let i): "v\(i) = v\(i)"
    case .toggleFlag(let i): "f\(i).toggle()"
    case .insertItem(let v): "items.insert(\(v), at: 0)"
    case .removeLastItem: "items.removeLast()"
    case .reverseItems: "items.reverse()"
    case .tap(let id): "tap 'tap \(id)'"
    case .type(let id): "type 'x' into 'field \(id)'"
    case .scroll(let row): "scroll to row \(row)"
    case .backgroundWrite(let i, let v): "background: v\(i) = \(v)"
    case .dismiss: "dismiss the presentation"
    case .goBack: "go back"
    case .writeStorage(let key, let value): "appStorage[k\(key)] = \(value)"
    case .search(let id): "type 'x' into 'search \(id)'"
    case .deleteRow(let row): "delete row \(row)"
    case .moveRow(let row, let offset): "move row \(row) to \(offset)"
    case .selectTab(let id, let tab): "tap 'tab \(id).\(tab)'"
    case .focus(let id): "focus 'field \(id)'"
    case .unfocus: "unfocus"
    case .accessibilityAction(let id): "accessibility action 'act \(id)'"
    case .send(let value): "publisher.send(\(value))"
    case .animatedSet(let i, let v):
      FuzzStep.hasCompletion(animatedValue: v)
        ? "withAnimation { v\(i) = \(v) } completion: { v\((i + 1) % 4) = \(v) }" : "withAnimation { v\(i) = \(v) }"
    case .advance(let milliseconds): "advance \(milliseconds) ms"
    }
  }
}

/// One generated case: a tree and a script.
public struct FuzzCase: Sendable, Equatable, CustomStringConvertible {
  /// The seed that generates the case.
  public var seed: UInt64
  /// The view tree.
  public var spec: FuzzSpec
  /// The script.
  public var steps: [FuzzStep]

  public var description: String {
    "seed \(seed)\n  tree: \(spec)\n  script: \(steps.map(\.description).joined(separator: "; "))"
  }
}
