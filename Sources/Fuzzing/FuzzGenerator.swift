// Generating cases from a seed: trees of stacks, custom views of every kind,
// ForEach by id and by index, a lazy List, conditionals, .id, environment writes
// and text fields; scripts of model writes, item changes, taps, typing, scrolling
// and writes from a background task.

/// Makes cases from seeds; the same seed always makes the same case.
public enum FuzzGenerator {
  /// The case of a seed.
  public static func makeCase(seed: UInt64) -> FuzzCase {
    var rng = SplitMix64(seed: seed)
    var state = State()
    let spec = tree(depth: 0, rng: &rng, state: &state, context: Context())
    var steps: [FuzzStep] = []
    for _ in 0..<(3 + rng.below(8)) { steps.append(step(rng: &rng, state: state)) }
    return FuzzCase(seed: seed, spec: spec, steps: steps)
  }

  private struct State {
    var nextID = 0
    var statefulIDs: [Int] = []
    var fieldIDs: [Int] = []
    var hasList = false
  }

  private struct Context {
    var inRow = false
    var stateful: Int?
    var inEnvironmentReader = false
  }

  private static let kinds: [(FuzzSpec.ViewKind, Int)] = [
    (.plain, 30), (.stateful, 25), (.environmentReader, 14), (.equatable, 12),
    (.writesInBody, 5), (.missingEnvironment, 3), (.looper, 2), (.objectReader, 10),
  ]

  private static func tree(depth: Int, rng: inout SplitMix64, state: inout State, context: Context) -> FuzzSpec {
    if depth >= 4 || (depth >= 2 && rng.chance(35)) { return leaf(rng: &rng, context: context) }
    switch rng.below(100) {
    case 0..<22:
      let count = 1 + rng.below(3)
      let kind = FuzzSpec.StackKind.allCases[rng.below(FuzzSpec.StackKind.allCases.count)]
      return .stack(kind, (0..<count).map { _ in tree(depth: depth + 1, rng: &rng, state: &state, context: context) })
    case 22..<55:
      let kind = pick(kinds, rng: &rng)
      let id = state.nextID
      state.nextID += 1
      var inner = context
      if kind == .stateful {
        state.statefulIDs.append(id)
        inner.stateful = id
      }
      if kind == .environmentReader { inner.inEnvironmentReader = true }
      return .view(id: id, kind: kind, child: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 55..<66 where !context.inRow:
      var inner = context
      inner.inRow = true
      return .forEach(byIndices: rng.chance(40), row: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 66..<70 where !context.inRow && !state.hasList:
      state.hasList = true
      var inner = context
      inner.inRow = true
      return .list(row: tree(depth: depth + 1, rng: &rng, state: &state, context: inner))
    case 70..<78:
      return .branch(
        flag: rng.below(3), tree(depth: depth + 1, rng: &rng, state: &state, context: context),
        tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 78..<85:
      return .optional(flag: rng.below(3), tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 85..<91:
      return .identified(value: rng.below(4), tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    case 91..<96:
      return .environment(value: rng.below(4), tree(depth: depth + 1, rng: &rng, state: &state, context: context))
    default:
      if let id = context.stateful, rng.chance(60) {
        state.fieldIDs.append(id)
        return .textField(id: id)
      }
      return leaf(rng: &rng, context: context)
    }
  }

  private static func leaf(rng: inout SplitMix64, context: Context) -> FuzzSpec {
    var sources: [FuzzSource] = [.constant("c\(rng.below(3))"), .model(rng.below(4)), .model(rng.below(4))]
    if context.stateful != nil { sources.append(.state) }
    if context.inEnvironmentReader { sources.append(.environment) }
    if context.inRow { sources += [.row, .row] }
    return .label(sources[rng.below(sources.count)])
  }

  private static func step(rng: inout SplitMix64, state: State) -> FuzzStep {
    switch rng.below(100) {
    case 0..<24: return .setValue(rng.below(4), rng.below(5))
    case 24..<30: return .rewriteValue(rng.below(4))
    case 30..<44: return .toggleFlag(rng.below(3))
    case 44..<54: return .insertItem(rng.below(6))
    case 54..<60: return .removeLastItem
    case 60..<65: return .reverseItems
    case 65..<80 where !state.statefulIDs.isEmpty:
      return .tap(state.statefulIDs[rng.below(state.statefulIDs.count)])
    case 80..<88 where !state.fieldIDs.isEmpty:
      return .type(state.fieldIDs[rng.below(state.fieldIDs.count)])
    case 88..<94 where state.hasList:
      return .scroll(rng.below(8))
    case 94..<100:
      return .backgroundWrite(rng.below(4), rng.below(5))
    default:
      return .setValue(rng.below(4), rng.below(5))
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
