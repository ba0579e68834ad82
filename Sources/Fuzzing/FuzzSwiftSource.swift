// A generated case as Swift a user pastes into a Swift Testing test: the case as a
// literal and the check that replays it (the shrunk cases of the fuzzer's own tests
// are written this way).

extension FuzzCase {
  /// The case as a Swift Testing test that replays it: paste it into a test target
  /// that imports `Fuzzing` and `Testing`.
  public var swiftSource: String {
    """
    @Test @MainActor func fuzzCase\(seed)() async {
      let fuzzCase = FuzzCase(
        seed: \(seed),
        spec: \(spec.swiftLiteral),
        steps: [\(steps.map(\.swiftLiteral).joined(separator: ", "))])
      let failure = await FuzzRunner.check(fuzzCase)
      #expect(failure == nil, "\\(failure?.description ?? "")")
    }
    """
  }
}

extension FuzzSpec {
  /// The tree as a Swift expression of its cases.
  public var swiftLiteral: String {
    switch self {
    case .label(let source): ".label(\(source.swiftLiteral))"
    case .stack(let kind, let children):
      ".stack(.\(kind.rawValue), [\(children.map(\.swiftLiteral).joined(separator: ", "))])"
    case .view(let id, let kind, let child): ".view(id: \(id), kind: .\(kind.rawValue), child: \(child.swiftLiteral))"
    case .forEach(let byIndices, let row): ".forEach(byIndices: \(byIndices), row: \(row.swiftLiteral))"
    case .list(let row): ".list(row: \(row.swiftLiteral))"
    case .editableForEach(let row): ".editableForEach(row: \(row.swiftLiteral))"
    case .branch(let flag, let a, let b): ".branch(flag: \(flag), \(a.swiftLiteral), \(b.swiftLiteral))"
    case .optional(let flag, let a): ".optional(flag: \(flag), \(a.swiftLiteral))"
    case .identified(let value, let a): ".identified(value: \(value), \(a.swiftLiteral))"
    case .environment(let value, let a): ".environment(value: \(value), \(a.swiftLiteral))"
    case .textField(let id): ".textField(id: \(id))"
    case .sheet(let flag, let base, let content):
      ".sheet(flag: \(flag), base: \(base.swiftLiteral), content: \(content.swiftLiteral))"
    case .navigation(let flag, let base, let destination):
      ".navigation(flag: \(flag), base: \(base.swiftLiteral), destination: \(destination.swiftLiteral))"
    case .onChange(let id, let value, let child): ".onChange(id: \(id), value: \(value), child: \(child.swiftLiteral))"
    case .searchable(let id, let child): ".searchable(id: \(id), child: \(child.swiftLiteral))"
    case .surface(let id, let kind, let value, let child):
      ".surface(id: \(id), kind: .\(kind.rawValue), value: \(value), child: \(child.swiftLiteral))"
    case .scene(let child): ".scene(\(child.swiftLiteral))"
    }
  }
}

extension FuzzSource {
  /// The source as a Swift expression.
  public var swiftLiteral: String {
    switch self {
    case .constant(let text): ".constant(\(FuzzSwift.string(text)))"
    case .model(let index): ".model(\(index))"
    case .state: ".state"
    case .environment: ".environment"
    case .row: ".row"
    }
  }
}

extension FuzzStep {
  /// The step as a Swift expression.
  public var swiftLiteral: String {
    switch self {
    case .setValue(let i, let v): ".setValue(\(i), \(v))"
    case .rewriteValue(let i): ".rewriteValue(\(i))"
    case .toggleFlag(let i): ".toggleFlag(\(i))"
    case .insertItem(let v): ".insertItem(\(v))"
    case .removeLastItem: ".removeLastItem"
    case .reverseItems: ".reverseItems"
    case .tap(let id): ".tap(\(id))"
    case .type(let id): ".type(\(id))"
    case .scroll(let row): ".scroll(\(row))"
    case .backgroundWrite(let i, let v): ".backgroundWrite(\(i), \(v))"
    case .dismiss: ".dismiss"
    case .goBack: ".goBack"
    case .search(let id): ".search(\(id))"
    case .deleteRow(let row): ".deleteRow(\(row))"
    case .moveRow(let row, let offset): ".moveRow(\(row), to: \(offset))"
    case .writeStorage(let key, let value): ".writeStorage(key: \(key), value: \(value))"
    case .selectTab(let id, let tab): ".selectTab(\(id), tab: \(tab))"
    case .focus(let id): ".focus(\(id))"
    case .unfocus: ".unfocus"
    case .accessibilityAction(let id): ".accessibilityAction(\(id))"
    case .send(let value): ".send(\(value))"
    case .animatedSet(let i, let v): ".animatedSet(\(i), \(v))"
    case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
    }
  }
}

enum FuzzSwift {
  /// A Swift string literal of `text`.
  static func string(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
