// What the fuzzer generates, kind by kind, each with the support matrix family it
// exercises (README, "Support matrix"): `rerender fuzz --list-kinds` prints it.

/// One kind of view, container, modifier, control or input the generator makes.
public struct FuzzKind: Sendable, Equatable, CustomStringConvertible {
  /// What a kind is in a generated case.
  public enum Category: String, Sendable, CaseIterable {
    case view = "views"
    case container = "containers"
    case modifier = "modifiers"
    case control = "controls"
    case input = "inputs"
  }

  /// What it is.
  public var category: Category
  /// How it shows in a generated case (`.sheet(isPresented:)`, `dismiss`).
  public var name: String
  /// The support matrix family it exercises.
  public var family: String

  /// What a generated case's text shows where the kind is in it.
  var needle: String

  init(category: Category, name: String, family: String, needle: String? = nil) {
    self.category = category
    self.name = name
    self.family = family
    self.needle = needle ?? name
  }

  public var description: String { "\(name) (\(family))" }

  /// Every kind the generator makes, in category order.
  public static var all: [FuzzKind] {
    let views: [FuzzKind] = FuzzSpec.ViewKind.allCases.map { kind in
      let family =
        switch kind {
        case .plain, .equatable: "Views and identity"
        case .stateful, .writesInBody, .looper: "Dynamic properties"
        case .environmentReader, .missingEnvironment, .objectReader: "Environment"
        case .storageReader: "Storage"
        }
      return FuzzKind(category: .view, name: kind.rawValue, family: family, needle: "\(kind.rawValue)#")
    }
    let containers = [
      FuzzKind(category: .container, name: "VStack", family: "Stacks and containers", needle: "vStack["),
      FuzzKind(category: .container, name: "HStack", family: "Stacks and containers", needle: "hStack["),
      FuzzKind(category: .container, name: "ZStack", family: "Stacks and containers", needle: "zStack["),
      FuzzKind(category: .container, name: "Group", family: "Views and identity", needle: "group["),
      FuzzKind(category: .container, name: "ForEach (by id)", family: "Views and identity", needle: "ForEach(ids)"),
      FuzzKind(
        category: .container, name: "ForEach (by index)", family: "Views and identity", needle: "ForEach(indices)"),
      FuzzKind(
        category: .container, name: "ForEach with onDelete and onMove", family: "Actions and list editing",
        needle: "ForEach(ids).onDelete.onMove{"),
      FuzzKind(category: .container, name: "List (a viewport of rows)", family: "Lazy containers", needle: "List{"),
      FuzzKind(
        category: .container, name: "NavigationStack", family: "Navigation and tabs", needle: "NavigationStack{"),
    ]
    let modifiers = [
      FuzzKind(category: .modifier, name: "if … else …", family: "Views and identity", needle: "}else{"),
      FuzzKind(category: .modifier, name: "if …", family: "Views and identity", needle: "if f"),
      FuzzKind(category: .modifier, name: ".id(_:)", family: "Views and identity", needle: ".id(v"),
      FuzzKind(category: .modifier, name: ".environment(_:_:)", family: "Environment", needle: ".environment(v"),
      FuzzKind(category: .modifier, name: ".sheet(isPresented:)", family: "Presentation", needle: ".sheet(f"),
      FuzzKind(category: .modifier, name: ".onChange(of:)", family: "Change observation", needle: ".onChange(of: v"),
      FuzzKind(category: .modifier, name: ".searchable(text:prompt:)", family: "Search", needle: ".searchable(search"),
      FuzzKind(
        category: .modifier, name: ".navigationDestination(isPresented:)", family: "Navigation and tabs",
        needle: ".navigationDestination(f"),
    ]
    let controls = [
      FuzzKind(category: .control, name: "Button", family: "Controls", needle: "stateful#"),
      FuzzKind(category: .control, name: "TextField", family: "Controls", needle: "TextField("),
    ]
    let inputs = [
      FuzzKind(category: .input, name: "set a model value", family: "Dynamic properties", needle: "= 1"),
      FuzzKind(
        category: .input, name: "write a model value equal to its own", family: "Dynamic properties", needle: "= v"),
      FuzzKind(
        category: .input, name: "toggle a flag (branches, presents and dismisses)", family: "Dynamic properties",
        needle: ".toggle()"),
      FuzzKind(category: .input, name: "insert an item", family: "Views and identity", needle: "items.insert"),
      FuzzKind(
        category: .input, name: "remove the last item", family: "Views and identity", needle: "items.removeLast()"),
      FuzzKind(category: .input, name: "reverse the items", family: "Views and identity", needle: "items.reverse()"),
      FuzzKind(category: .input, name: "tap a button", family: "Controls", needle: "tap 'tap"),
      FuzzKind(category: .input, name: "type into a text field", family: "Controls", needle: "type 'x'"),
      FuzzKind(category: .input, name: "type into a search field", family: "Search", needle: "into 'search"),
      FuzzKind(category: .input, name: "scroll a list", family: "Lazy containers", needle: "scroll to row"),
      FuzzKind(
        category: .input, name: "write from a background task", family: "Dynamic properties", needle: "background:"),
      FuzzKind(
        category: .input, name: "dismiss the presentation", family: "Presentation", needle: "dismiss the presentation"),
      FuzzKind(category: .input, name: "go back", family: "Navigation and tabs", needle: "go back"),
      FuzzKind(category: .input, name: "delete a row", family: "Actions and list editing", needle: "delete row"),
      FuzzKind(category: .input, name: "move a row", family: "Actions and list editing", needle: "move row"),
      FuzzKind(category: .input, name: "write app storage from outside", family: "Storage", needle: "appStorage["),
      FuzzKind(category: .input, name: "select a tab", family: "Tab content", needle: "tap 'tab "),
      FuzzKind(category: .input, name: "focus a field", family: "Focus", needle: "focus 'field"),
      FuzzKind(category: .input, name: "dismiss the keyboard", family: "Focus", needle: "unfocus"),
      FuzzKind(
        category: .input, name: "perform an accessibility action", family: "Accessibility actions",
        needle: "accessibility action"),
      FuzzKind(
        category: .input, name: "send a value through a publisher", family: "Publisher subscriptions",
        needle: "publisher.send"),
      FuzzKind(
        category: .input, name: "set a model value in withAnimation", family: "Transactions", needle: "withAnimation {"),
      FuzzKind(
        category: .input, name: "run a withAnimation completion on the host's clock", family: "Transactions",
        needle: "} completion: {"),
      FuzzKind(
        category: .input, name: "let time pass on the host's clock", family: "Combine publishers and time",
        needle: "advance "),
    ]
    let scene = FuzzKind(
      category: .container, name: "WindowGroup with .commands (the tree as an app's scene)",
      family: "Apps, scenes and commands", needle: "WindowGroup{")
    let surfaces = SurfaceKind.allCases.map { kind in
      let listed = kind.listed
      return FuzzKind(category: listed.category, name: listed.name, family: listed.family, needle: "\(kind.rawValue)#")
    }
    let kinds = views + containers + [scene] + modifiers + controls + inputs + surfaces
    let order = Dictionary(uniqueKeysWithValues: Category.allCases.enumerated().map { ($1, $0) })
    return kinds.enumerated().sorted {
      let (left, right) = (order[$0.element.category, default: 0], order[$1.element.category, default: 0])
      return left != right ? left < right : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The kinds as text: one line per category, then the families they cover
  /// (separated by semicolons: a family's name may hold a comma).
  public static var listing: String {
    var lines: [String] = []
    for category in Category.allCases {
      let names = all.filter { $0.category == category }.map(\.name)
      lines.append("\(category.rawValue): \(names.joined(separator: ", "))")
    }
    var families: [String] = []
    for kind in all where !families.contains(kind.family) { families.append(kind.family) }
    lines.append("families: \(families.joined(separator: "; "))")
    return lines.joined(separator: "\n") + "\n"
  }
}
