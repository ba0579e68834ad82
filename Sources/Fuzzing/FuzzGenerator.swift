// Generating cases from a seed: trees of stacks, custom views of every kind,
// ForEach by id and by index, a lazy List, conditionals, .id, environment writes,
// text fields, sheets, navigation stacks and onChange; scripts of model writes
// (which also present, dismiss, push and pop), item changes, taps, typing,
// scrolling, writes from a background task, dismissals and going back. What it
// makes is listed by `FuzzKind.all` (`rerender fuzz --list-kinds`).

/// Makes cases from seeds; the same seed always makes the same case.
public enum FuzzGenerator {
  /// The case of a seed.
  public static func makeCase(seed: UInt64) -> FuzzCase {
    var rng = SplitMix64(seed: seed)
    var state = State()
    var spec = tree(depth: 0, rng: &rng, state: &state, context: Context())
    var steps: [FuzzStep] = []
    for _ in 0..<(3 + rng.below(8)) {
      let next = step(rng: &rng, state: state)
      // An animated write with a completion puts the completion on the host's clock.
      if case .animatedSet(_, let v) = next, FuzzStep.hasCompletion(animatedValue: v) { state.hasClock = true }
      steps.append(next)
    }
    if rng.chance(15) { spec = .scene(spec) }
    return FuzzCase(seed: seed, spec: spec, steps: steps)
  }

  private struct State {
    var nextID = 0
    var statefulIDs: [Int] = []
    /// The views with a button titled `tap <id>`.
    var tappableIDs: [Int] = []
    var hasStorage = false
    var hasEditableRows = false
    var searchIDs: [Int] = []
    var fieldIDs: [Int] = []
    var hasList = false
    var hasSheet = false
    var hasNavigation = false
    var tabIDs: [Int] = []
    var actionIDs: [Int] = []
    var hasReceiver = false
    /// Whether something is on the host's clock (a timer, a timeline, an animation's
    /// completion).
    var hasClock = false
  }

  private struct Context {
    var inRow = false
    var stateful: Int?
    var inEnvironmentReader = false
    var inNavigation = false
  }

  private static let kinds: [(FuzzSpec.ViewKind, Int)] = [
    (.plain, 30), (.stateful, 25), (.environmentReader, 14), (.equatable, 12),
    (.writesInBody, 5), (.missingEnvironment, 3), (.looper, 2), (.objectReader, 10),
    (.storageReader, 8),
  ]

  private static func tree(depth: Int, rng: inout SplitMix64, state: inout State, context: Context) -> FuzzSpec {
    if let id = context.stateful, !context.inRow, rng.chance(12) {
      // A text field bound to the enclosing state's text, for typing into.
      state.fieldIDs.append(id)
      return .textField(id: id)
    }
    if let id = context.stateful, !context.inRow, !state.searchIDs.contains(id), rng.chance(20) {
      // A search field bound to the same text.
      state.searchIDs.append(id)
      return .searchable(id: id, child: tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    }
    if depth >= 4 || (depth >= 2 && rng.chance(35)) { return leaf(rng: &rng, context: context) }
    switch rng.below(130) {
    case 100..<130:
      return surface(depth: depth, rng: &rng, state: &state, context: context)
    case 0..<20:
      let count = 1 + rng.below(3)
      let kind = FuzzSpec.StackKind.allCases[rng.below(FuzzSpec.StackKind.allCases.count)]
      return .stack(kind, (0..<count).map { _ in tree(depth: depth + 1, rng: &rng, state: &state, context: context) })
    case 20..<50:
      let kind = pick(kinds, rng: &rng)
      let id = state.nextID
      state.nextID += 1
      var inner = context
      if kind == .stateful {
        state.statefulIDs.append(id)
        state.tappableIDs.append(id)
        inner.stateful = id
      }
      if kind == .storageReader {
        state.tappableIDs.append(id)
        state.hasStorage = true
      }
      if kind == .environmentReader { inner.inEnvironmentReader = true }
      return .view(id: id, kind: kind, child: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 50..<60 where !context.inRow:
      var inner = context
      inner.inRow = true
      if !state.hasEditableRows, rng.chance(30) {
        state.hasEditableRows = true
        return .editableForEach(row: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
      }
      return .forEach(byIndices: rng.chance(40), row: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 60..<63 where !context.inRow && !state.hasList:
      state.hasList = true
      var inner = context
      inner.inRow = true
      return .list(row: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 63..<70:
      return .branch(
        flag: rng.below(3), tree(depth: depth + 1, rng: &rng, state: &state, context: context),
        tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 70..<76:
      return .optional(flag: rng.below(3), tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 76..<81:
      return .identified(value: rng.below(4), tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 81..<85:
      return .environment(value: rng.below(4), tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 85..<89 where !context.inRow:
      state.hasSheet = true
      return .sheet(
        flag: rng.below(3), base: tree(depth: depth + 1, rng: &rng, state: &state, context: context),
        content: tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 89..<92 where !context.inRow && !context.inNavigation:
      state.hasNavigation = true
      var inner = context
      inner.inNavigation = true
      return .navigation(
        flag: rng.below(3), base: tree(depth: depth + 1, rng: &rng, state: &state, context: inner),
        destination: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 92..<96:
      let id = state.nextID
      state.nextID += 1
      return .onChange(
        id: id, value: rng.below(4), child: tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    default:
      if let id = context.stateful, rng.chance(60) {
        state.fieldIDs.append(id)
        return .textField(id: id)
      }
      return leaf(rng: &rng, context: context)
    }
  }

  /// A surface kind around a subtree, with the inputs that reach it.
  private static func surface(depth: Int, rng: inout SplitMix64, state: inout State, context: Context) -> FuzzSpec {
    let fitting = SurfaceKind.allCases.filter { kind in
      (kind.fitsInRows || !context.inRow) && (kind != .splitView || !context.inNavigation)
    }
    let kind = fitting[rng.below(fitting.count)]
    let id = state.nextID
    state.nextID += 1
    var inner = context
    switch kind {
    case .tapGesture, .primitiveButtonStyle: state.tappableIDs.append(id)
    case .searchSuggestions: state.searchIDs.append(id)
    case .tabs: state.tabIDs.append(id)
    case .focus:
      state.fieldIDs.append(id)
    case .accessibilityAction: state.actionIDs.append(id)
    case .onReceive: state.hasReceiver = true
    case .timer, .timeline: state.hasClock = true
    case .splitView: inner.inNavigation = true
    default: break
    }
    return .surface(
      id: id, kind: kind, value: rng.below(4), child: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
  }

  private static func leaf(rng: inout SplitMix64, context: Context) -> FuzzSpec {
    var sources: [FuzzSource] = [.constant("c\(rng.below(3))"), .model(rng.below(4)), .model(rng.below(4))]
    if context.stateful != nil { sources.append(.state) }
    if context.inEnvironmentReader { sources.append(.environment) }
    if context.inRow { sources += [.row, .row] }
    return .label(sources[rng.below(sources.count)])
  }

  /// An input a user would give a control of the tree.
  private enum Interaction: CaseIterable {
    case tap, type, search, scroll, storage, dismiss, goBack, editRows, selectTab, focus, accessibility, send, wait
  }

  /// The interactions the tree's controls take.
  private static func interactions(_ state: State) -> [Interaction] {
    Interaction.allCases.filter { interaction in
      switch interaction {
      case .tap: !state.tappableIDs.isEmpty
      case .type: !state.fieldIDs.isEmpty
      case .search: !state.searchIDs.isEmpty
      case .scroll: state.hasList
      case .storage: state.hasStorage
      case .dismiss: state.hasSheet
      case .goBack: state.hasNavigation
      case .editRows: state.hasEditableRows
      case .selectTab: !state.tabIDs.isEmpty
      case .focus: !state.fieldIDs.isEmpty
      case .accessibility: !state.actionIDs.isEmpty
      case .send: state.hasReceiver
      case .wait: state.hasClock
      }
    }
  }

  private static func step(rng: inout SplitMix64, state: State) -> FuzzStep {
    // A third of the steps are inputs to the tree's controls, each kind of control
    // as likely as another; the rest write the model, as the app's code would.
    let available = interactions(state)
    if !available.isEmpty, rng.chance(35) {
      func one(_ ids: [Int]) -> Int { ids[rng.below(ids.count)] }
      switch available[rng.below(available.count)] {
      case .tap: return .tap(one(state.tappableIDs))
      case .type: return .type(one(state.fieldIDs))
      case .search: return .search(one(state.searchIDs))
      case .scroll: return .scroll(rng.below(8))
      case .storage: return .writeStorage(key: rng.below(2), value: rng.below(4))
      case .dismiss: return .dismiss
      case .goBack: return .goBack
      case .editRows: return rng.chance(50) ? .deleteRow(rng.below(4)) : .moveRow(rng.below(4), to: rng.below(5))
      case .selectTab: return .selectTab(one(state.tabIDs), tab: rng.below(2))
      case .focus: return rng.chance(70) ? .focus(one(state.fieldIDs)) : .unfocus
      case .accessibility: return .accessibilityAction(one(state.actionIDs))
      case .send: return .send(1 + rng.below(3))
      case .wait: return .advance(milliseconds: 250 * (1 + rng.below(12)))
      }
    }
    switch rng.below(100) {
    case 0..<34: return .setValue(rng.below(4), rng.below(5))
    case 34..<41: return .rewriteValue(rng.below(4))
    case 41..<62: return .toggleFlag(rng.below(3))
    case 62..<74: return .insertItem(rng.below(6))
    case 74..<81: return .removeLastItem
    case 81..<87: return .reverseItems
    case 87..<91: return .backgroundWrite(rng.below(4), rng.below(5))
    default: return .animatedSet(rng.below(4), rng.below(5))
    }
  }

  private static func pick<T>(_ weighted: [(T, Int)], rng: inout SplitMix64) -> T {
    var roll = rng.below(weighted.map(\.1).reduce(0, +))
    for (value, weight) in weighted {
      if roll < weight { return value }
      roll -= weight
    }
    return weighted[0].0
  }
}
