import TestSupport
import Testing
import ViewGraph

@testable import Fuzzing

// Generated trees and scripts against the engine's invariants. Every
// failure message carries the seed and a minimal reproduction.

@Suite("Fuzz: generated trees and scripts")
@MainActor
struct FuzzTests {
  /// 2 000 cases in 20 seeded chunks, run in parallel.
  @Test("Invariants hold on 2 000 generated cases", arguments: 0..<20)
  func invariants(_ chunk: Int) async {
    var reports: [String] = []
    let result = await FuzzSession.run(seed: UInt64(1_000 + chunk * 100), cases: 100) { reports.append($0.description) }
    #expect(result.failures == 0, "\(reports.joined(separator: "\n"))")
    #expect(result.cases == 100)
  }

  @Test("The same seed makes the same case")
  func reproducible() {
    #expect(FuzzGenerator.makeCase(seed: 42) == FuzzGenerator.makeCase(seed: 42))
    #expect(FuzzGenerator.makeCase(seed: 42) != FuzzGenerator.makeCase(seed: 43))
  }

  @Test("The generator makes every kind it lists (rerender fuzz --list-kinds) within 400 seeds")
  func coverage() {
    var text = ""
    for seed in 0..<400 { text += FuzzGenerator.makeCase(seed: UInt64(seed)).description }
    for kind in FuzzKind.all {
      #expect(text.contains(kind.needle), "never generated: \(kind) (looked for \(kind.needle))")
    }
    // And each structure of a tree and each step, whether or not a kind names it.
    for needle in ["plain#", "ForEach(ids)", "List{", ".sheet(f", ".onChange(of: v", "dismiss the presentation"] {
      #expect(text.contains(needle), "never generated: \(needle)")
    }
  }

  @Test("Each kind is generated in most runs of 100 cases: sheets, onChange and dismissals included")
  func weights() {
    for kind in FuzzKind.all {
      var runs = 0
      for run in 0..<10 {
        var text = ""
        for index in 0..<100 { text += FuzzGenerator.makeCase(seed: UInt64(10_000 + run * 100 + index)).description }
        if text.contains(kind.needle) { runs += 1 }
      }
      #expect(runs >= 6, "\(kind.name): in \(runs) runs of 10")
    }
  }

  /// The inputs that find their control by a title: a generated input whose control
  /// is not on screen (in a sheet dismissed, a branch not taken, under a view whose
  /// body is skipped) finds nothing, but a title that never matches would leave the
  /// control untested.
  @Test("Each input to a control reaches it in most of the steps that give it")
  func inputsReachTheirControls() async {
    let inputs = [
      "tap", "type", "search", "scroll", "deleteRow", "moveRow", "selectTab", "focus", "accessibilityAction", "send",
      "writeStorage",
    ]
    var given: [String: Int] = [:]
    var missed: [String: [String]] = [:]
    for seed in 0..<600 {
      let fuzzCase = FuzzGenerator.makeCase(seed: UInt64(20_000 + seed))
      let names = fuzzCase.steps.map { String($0.swiftLiteral.dropFirst().prefix { $0.isLetter }) }
      guard names.contains(where: inputs.contains) else { continue }
      let outcome = await FuzzRunner.run(fuzzCase, style: .observable)
      for (index, name) in names.enumerated() where inputs.contains(name) {
        given[name, default: 0] += 1
        if outcome.missedInputs.contains(index) {
          missed[name, default: []].append("\(fuzzCase)\n  missed step \(index)")
        }
      }
    }
    for input in inputs {
      let (count, misses) = (given[input] ?? 0, missed[input] ?? [])
      #expect(count >= 5, "\(input) given \(count) times in 600 cases")
      #expect(
        misses.count * 2 <= count,
        "\(input): \(misses.count) of \(count) missed:\n\(misses.prefix(3).joined(separator: "\n"))")
    }
  }

  @Test("A sheet bound to a flag presents, is dismissed, and a fresh mount of each state matches (Q14)")
  func sheetCase() async {
    let fuzzCase = FuzzCase(
      seed: 0,
      spec: .sheet(
        flag: 1, base: .label(.constant("x")),
        content: .view(id: 0, kind: .stateful, child: .label(.model(0)))),
      steps: [.toggleFlag(1), .tap(0), .setValue(0, 3), .dismiss, .toggleFlag(1), .setValue(0, 4)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test(
    "@AppStorage: two readers of one key follow a tap and a write from outside; a fresh mount finds the stored values (Q16)"
  )
  func storageCase() async {
    let fuzzCase = FuzzCase(
      seed: 0,
      spec: .stack(
        .vStack,
        [
          .view(id: 0, kind: .storageReader, child: .label(.constant("a"))),
          .view(id: 2, kind: .storageReader, child: .label(.model(1))),
          .view(id: 1, kind: .storageReader, child: .label(.constant("b"))),
        ]),
      steps: [.tap(0), .writeStorage(key: 0, value: 3), .writeStorage(key: 1, value: 2), .tap(2), .setValue(1, 4)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test(
    "List editing: rows deleted and moved by identity, a deletion past the rows refused, and a fresh mount matches (Q20; the crash the fuzzer found)"
  )
  func editingCase() async {
    let fuzzCase = FuzzCase(
      seed: 0, spec: .editableForEach(row: .view(id: 0, kind: .stateful, child: .label(.row))),
      steps: [.tap(0), .moveRow(0, to: 3), .deleteRow(1), .deleteRow(7), .moveRow(0, to: 9), .insertItem(5)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test("onChange: one call per changed value, none for an equal write or at the mount (Q13)")
  func onChangeCase() async {
    let fuzzCase = FuzzCase(
      seed: 0, spec: .onChange(id: 0, value: 2, child: .label(.model(2))),
      steps: [.setValue(2, 1), .rewriteValue(2), .setValue(2, 1), .setValue(2, 4), .backgroundWrite(2, 0)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  /// Cases of the surface kinds whose state a mount does not give: a fresh mount of the
  /// final state replays the tabs visited, the focus and an active search; and shrunk
  /// cases of the failures the fuzzer found in them, each fixed.
  nonisolated static let surfaceCases: [(String, FuzzCase)] = [
    (
      "a timeline given another interval after a tick: it shows the new schedule's entry at the host's date (seed 5496)",
      FuzzCase(
        seed: 5496,
        spec: .surface(id: 0, kind: .timeline, value: 3, child: .label(.constant("x"))),
        steps: [.advance(milliseconds: 1250), .setValue(3, 1)])
    ),
    (
      "timers and timelines ticking while the model changes: the fresh mount at the same date shows the same",
      FuzzCase(
        seed: 0,
        spec: .stack(
          .vStack,
          [
            .surface(id: 0, kind: .timer, value: 0, child: .label(.model(0))),
            .surface(id: 1, kind: .timeline, value: 1, child: .label(.model(1))),
            .surface(id: 2, kind: .timer, value: 2, child: .label(.constant("x"))),
          ]),
        steps: [.advance(milliseconds: 2500), .setValue(1, 2), .advance(milliseconds: 750), .setValue(0, 3)])
    ),
    (
      "a tab visited, then the first again: both tabs' content kept",
      FuzzCase(
        seed: 0,
        spec: .surface(id: 0, kind: .tabs, value: 1, child: .view(id: 1, kind: .stateful, child: .label(.state))),
        steps: [.tap(1), .selectTab(0, tab: 1), .setValue(1, 3), .selectTab(0, tab: 0)])
    ),
    (
      "a field focused by @FocusState, typed into, then another focused and the keyboard dismissed",
      FuzzCase(
        seed: 0,
        spec: .stack(
          .vStack,
          [
            .surface(id: 0, kind: .focus, value: 0, child: .label(.model(0))),
            .view(id: 1, kind: .stateful, child: .textField(id: 1)),
          ]),
        steps: [.type(0), .focus(1), .focus(0), .setValue(0, 2)])
    ),
    (
      "a search made active, its view given a new identity: the new one's search is not active (the fuzzer's case)",
      FuzzCase(
        seed: 2777,
        spec: .identified(
          value: 2, .surface(id: 0, kind: .searchSuggestions, value: 1, child: .label(.constant("x")))),
        steps: [.search(0), .backgroundWrite(2, 2)])
    ),
    (
      "a lifecycle view hidden and shown again, its task(id:) re-run for a new id",
      FuzzCase(
        seed: 0, spec: .optional(flag: 1, .surface(id: 0, kind: .lifecycle, value: 2, child: .label(.model(2)))),
        steps: [.toggleFlag(1), .setValue(2, 3), .toggleFlag(1), .toggleFlag(1), .setValue(2, 1)])
    ),
    (
      "search suggestions inside another search: shown while the outer search is active, in a fresh mount too",
      FuzzCase(
        seed: 90_046_176,
        spec: .searchable(
          id: 0, child: .surface(id: 1, kind: .searchSuggestions, value: 1, child: .label(.constant("x")))),
        steps: [.search(0)])
    ),
    (
      "a searchable view with suggestions inside another one, the outer search typed into",
      FuzzCase(
        seed: 90_035_344,
        spec: .surface(
          id: 0, kind: .searchSuggestions, value: 1,
          child: .surface(id: 2, kind: .searchSuggestions, value: 2, child: .label(.constant("x")))),
        steps: [.search(0)])
    ),
    (
      "a List in a custom modifier's content, scrolled, its items reversed: a row evaluated, then scrolled away",
      FuzzCase(
        seed: 90_031_863,
        spec: .surface(
          id: 0, kind: .searchSuggestions, value: 0,
          child: .surface(
            id: 1, kind: .viewModifier, value: 2,
            child: .list(
              row: .surface(id: 2, kind: .primitiveButtonStyle, value: 1, child: .label(.constant("x")))))),
        steps: [.scroll(6), .reverseItems])
    ),
    (
      "values sent through a publisher to onReceive, in a WindowGroup scene",
      FuzzCase(
        seed: 0, spec: .scene(.surface(id: 0, kind: .onReceive, value: 0, child: .label(.model(0)))),
        steps: [.send(2), .animatedSet(0, 1), .send(1)])
    ),
  ]

  @Test("Surface kinds: a fresh mount of the final state matches the incremental one", arguments: surfaceCases)
  func surfaceCase(_ name: String, _ fuzzCase: FuzzCase) async {
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(name): \(failure?.description ?? "")")
  }

  /// The cases the minimum oracle's invariants found, shrunk (the sheet's script
  /// lengthened by hand): a wrong minimum, or the minimum's own check charging a
  /// change to the wrong body (the rows' cases, the popped view), before their fixes.
  nonisolated static let minimumCases: [(String, FuzzCase)] = [
    (
      "a rename action set in a body: its box is only a closure, not an outdated environment",
      FuzzCase(
        seed: 290, spec: .surface(id: 1, kind: .renameButton, value: 1, child: .label(.constant("x"))), steps: [])
    ),
    (
      "search suggestions set around a searchable view: the same content handed down is not an outdated environment",
      FuzzCase(
        seed: 0, spec: .surface(id: 0, kind: .searchSuggestions, value: 3, child: .label(.constant("x"))), steps: [])
    ),
    (
      "a custom modifier's content changed while the modifier did not: the body that made the content was needed",
      FuzzCase(
        seed: 193, spec: .surface(id: 1, kind: .viewModifier, value: 3, child: .label(.model(1))),
        steps: [.setValue(1, 3)])
    ),
    (
      "rows reading the model themselves, rebuilt by a body that re-ran: the rows' changes are the rows' own",
      FuzzCase(
        seed: 0,
        spec: .surface(id: 0, kind: .lifecycle, value: 2, child: .forEach(byIndices: true, row: .label(.model(2)))),
        steps: [.setValue(2, 1)])
    ),
    (
      "a row's identity read from the model (.id): the new identity is the row's own change",
      FuzzCase(
        seed: 0,
        spec: .surface(
          id: 0, kind: .onReceive, value: 0, child: .stack(.hStack, [.identified(value: 0, .label(.constant("x")))])),
        steps: [.setValue(0, 1)])
    ),
    (
      "typing into a search field in a row: the field follows its binding and its focus, not the body",
      FuzzCase(
        seed: 0,
        spec: .view(
          id: 0, kind: .stateful, child: .stack(.vStack, [.searchable(id: 0, child: .label(.constant("x")))])),
        steps: [.search(0)])
    ),
    (
      "a sheet dismissed while a row shows content under the same flag",
      FuzzCase(
        seed: 0,
        spec: .sheet(
          flag: 2, base: .stack(.hStack, [.optional(flag: 2, .label(.constant("x")))]), content: .label(.constant("x"))),
        steps: [.dismiss, .toggleFlag(2), .dismiss])
    ),
    (
      "a pushed view whose body switches on the flag that pops it: its last evaluation left with it",
      FuzzCase(
        seed: 2163,
        spec: .navigation(
          flag: 0, base: .label(.constant("x")),
          destination: .branch(flag: 0, .label(.constant("x")), .label(.constant("x")))),
        steps: [.toggleFlag(0)])
    ),
    (
      "sections whose header shows a model value: the audit of a ForEach's old rows leaves its memo as it was",
      FuzzCase(
        seed: 90_029_715, spec: .surface(id: 0, kind: .sections, value: 0, child: .label(.constant("x"))),
        steps: [.setValue(0, 4), .setValue(0, 0)])
    ),
    (
      "a navigation stack, a view pushed, removed with the branch that held it: the body that removed it was needed",
      FuzzCase(
        seed: 90_003_317,
        spec: .optional(
          flag: 2,
          .navigation(
            flag: 2, base: .optional(flag: 1, .label(.constant("x"))), destination: .label(.constant("x")))),
        steps: [.goBack])
    ),
  ]

  @Test(
    "The minimum oracle (Q19): no re-run and nothing stale in a generated tree, only views run as written kept",
    arguments: minimumCases)
  func minimumCase(_ name: String, _ fuzzCase: FuzzCase) async {
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(name): \(failure?.description ?? "")")
  }

  @Test("The minimum check finds a re-run, a view kept that did not run as written, and another screen")
  func minimumMisjudgements() async {
    let fuzzCase = Self.minimumCases[2].1
    let written = await FuzzRunner.run(fuzzCase, style: .observable)
    let minimum = await FuzzRunner.run(fuzzCase, style: .observable, tracking: .minimum)
    let steps = ["mount", "v1 = 3"]
    #expect(minimum.oracleReRuns.count == 2 && minimum.evaluatedPaths.count == 1)
    #expect(FuzzRunner.minimumFailure(minimum, asWritten: written, steps: steps) == nil)
    var reRun = minimum
    reRun.oracleReRuns[1] = ["FuzzRoot/FuzzSurface": "@dependencies: the minimum oracle re-ran it"]
    #expect(
      FuzzRunner.minimumFailure(reRun, asWritten: written, steps: steps)?.description
        == "the minimum oracle misjudged an update: v1 = 3: re-ran FuzzRoot/FuzzSurface (@dependencies: the minimum oracle re-ran it)"
    )
    var kept = minimum
    kept.evaluatedPaths[0].insert("FuzzRoot/Other")
    #expect(
      FuzzRunner.minimumFailure(kept, asWritten: written, steps: steps)?.detail
        == "v1 = 3: kept FuzzRoot/Other, not run as written")
    var unsettled = minimum
    unsettled.unsettled = ["v1 = 3: FuzzRoot/FuzzSurface"]
    #expect(FuzzRunner.minimumFailure(unsettled, asWritten: written, steps: steps)?.kind == .minimumMisjudged)
    var other = minimum
    other.tree = written.tree.children.first ?? written.tree
    #expect(
      FuzzRunner.minimumFailure(other, asWritten: written, steps: steps)?.detail.hasPrefix("the screens differ:")
        == true)
  }

  @Test("The lifecycle check finds a view on screen twice, or gone without a disappearance, against a fresh mount")
  func lifecycleMisfires() {
    #expect(FuzzRunner.appearanceDifference(["s0|": 1, "s1|": 0], ["s0|": 1]) == nil)
    #expect(
      FuzzRunner.appearanceDifference(["s0|": 2], ["s0|": 1]) == "s0|: on screen 2 time(s), 1 in a fresh mount")
    #expect(
      FuzzRunner.appearanceDifference(["s0|": 1], [:]) == "s0|: on screen 1 time(s), 0 in a fresh mount")
  }

  @Test("The onChange check finds a second call in one transaction and a call with an equal or stale value")
  func onChangeMisfires() {
    let ctx = FuzzContext(style: .observable)
    ctx.model.v2 = 5
    let twice = [
      FuzzContext.Change(id: 1, identity: "", value: 2, old: 0, new: 5),
      FuzzContext.Change(id: 1, identity: "", value: 2, old: 0, new: 5),
    ]
    #expect(FuzzRunner.misfires(twice, transactions: 1, step: .setValue(2, 5), ctx: ctx).count == 1)
    let equal = [FuzzContext.Change(id: 1, identity: "", value: 2, old: 5, new: 5)]
    #expect(FuzzRunner.misfires(equal, transactions: 1, step: .setValue(2, 5), ctx: ctx).count == 1)
    let stale = [FuzzContext.Change(id: 1, identity: "", value: 2, old: 0, new: 3)]
    #expect(FuzzRunner.misfires(stale, transactions: 1, step: .setValue(2, 5), ctx: ctx).count == 1)
    let right = [FuzzContext.Change(id: 1, identity: "", value: 2, old: 0, new: 5)]
    #expect(FuzzRunner.misfires(right, transactions: 1, step: .setValue(2, 5), ctx: ctx).isEmpty)
  }

  @Test(
    "Q15: a destination pushed by navigationDestination(isPresented:) follows the values its presenter passes when it runs again (the shrunk case the fuzzer found)"
  )
  func pushedDestinationFollowsItsPresenter() async {
    let fuzzCase = FuzzCase(
      seed: 1363,
      spec: .view(
        id: 0, kind: .stateful,
        child: .navigation(flag: 0, base: .label(.constant("x")), destination: .label(.state))),
      steps: [.tap(0)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test("A pushed view popped and pushed again is another identity: the fresh mount's push counter is not a difference")
  func pushAgainMatchesAFreshMount() async {
    let fuzzCase = FuzzCase(
      seed: 2057, spec: .navigation(flag: 0, base: .label(.constant("x")), destination: .label(.constant("x"))),
      steps: [.goBack, .toggleFlag(0)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test(
    "As if @Observable, the legacy model's run evaluates a subset of its run as written, and fewer where views only subscribe",
    .needsWhatIf)
  func asIfObservableRun() async {
    let fuzzCase = FuzzCase(
      seed: 0,
      spec: .stack(
        .vStack,
        [.view(id: 0, kind: .plain, child: .label(.model(0))), .view(id: 1, kind: .plain, child: .label(.model(1)))]),
      steps: [.setValue(1, 3), .setValue(0, 2)])
    let written = await FuzzRunner.run(fuzzCase, style: .legacy)
    let migrated = await FuzzRunner.run(fuzzCase, style: .legacy, tracking: .asIfObservable)
    for (asIf, asWritten) in zip(migrated.evaluatedPaths, written.evaluatedPaths) {
      #expect(asIf.isSubset(of: asWritten), "\(asIf) ⊄ \(asWritten)")
      #expect(asIf.count < asWritten.count, "as if @Observable \(asIf), as written \(asWritten)")
    }
    #expect(await FuzzRunner.check(fuzzCase) == nil)
  }

  @Test("A shrunk case prints as a Swift Testing test that replays it, in the failure report too")
  func swiftSource() {
    let fuzzCase = FuzzCase(
      seed: 7,
      spec: .sheet(
        flag: 1, base: .label(.constant("a \"b\"")),
        content: .stack(.vStack, [.view(id: 0, kind: .stateful, child: .label(.state)), .textField(id: 0)])),
      steps: [.toggleFlag(1), .tap(0), .moveRow(0, to: 2), .writeStorage(key: 1, value: 3)])
    expectNoDifference(
      fuzzCase.swiftSource.split(separator: "\n").map(String.init),
      [
        "@Test @MainActor func fuzzCase7() async {",
        "  let fuzzCase = FuzzCase(",
        "    seed: 7,",
        #"    spec: .sheet(flag: 1, base: .label(.constant("a \"b\"")), content: .stack(.vStack, [.view(id: 0, kind: .stateful, child: .label(.state)), .textField(id: 0)])),"#,
        "    steps: [.toggleFlag(1), .tap(0), .moveRow(0, to: 2), .writeStorage(key: 1, value: 3)])",
        "  let failure = await FuzzRunner.check(fuzzCase)",
        #"  #expect(failure == nil, "\(failure?.description ?? "")")"#,
        "}",
      ])
    let report = FuzzReport(
      original: fuzzCase, minimal: fuzzCase, failure: FuzzFailure(kind: .nondeterministic, detail: "d"))
    #expect(report.description.contains("as a test to paste:\n    @Test @MainActor func fuzzCase7() async {"))
  }

  // The test above's output, pasted: it compiles and replays.
  @Test @MainActor func fuzzCase7() async {
    let fuzzCase = FuzzCase(
      seed: 7,
      spec: .sheet(
        flag: 1, base: .label(.constant("a \"b\"")),
        content: .stack(.vStack, [.view(id: 0, kind: .stateful, child: .label(.state)), .textField(id: 0)])),
      steps: [.toggleFlag(1), .tap(0), .moveRow(0, to: 2), .writeStorage(key: 1, value: 3)])
    let failure = await FuzzRunner.check(fuzzCase)
    #expect(failure == nil, "\(failure?.description ?? "")")
  }

  @Test("A broken graph invariant is collected for the report, not a trap, when the fuzzer asks")
  func invariantsCollected() {
    var options = ViewHost.Options()
    options.collectsInvariantFailures = true
    let collecting = ViewHost(Text("x"), options: options)
    #expect(collecting.invariantFailures == [], "a mount breaks nothing")
    collecting.invariant(true, "holds")
    collecting.invariant(false, "node 3 dirty after flush")
    #expect(collecting.invariantFailures == ["node 3 dirty after flush"])
    #expect(ViewHost(Text("x")).invariantFailures == nil, "by default a broken invariant traps")
  }

  @Test("Every simplification is a different tree")
  func simplifications() {
    for seed in 0..<50 {
      let spec = FuzzGenerator.makeCase(seed: UInt64(seed)).spec
      let simpler = FuzzSession.simplifications(of: spec)
      #expect(simpler.allSatisfy { $0 != spec }, "seed \(seed): \(spec)")
      if spec.size > 1 { #expect(!simpler.isEmpty, "seed \(seed): \(spec)") }
    }
  }

  /// A failure made on purpose, "the tree holds a looper": shrinking must keep it and
  /// reach the smallest tree that has it, with no steps.
  @Test("Shrinking keeps a failure and reaches the smallest case that shows it", arguments: 0..<3)
  func shrinking(_ nth: Int) async throws {
    let seeds = (0..<2_000).lazy.map(UInt64.init).filter { FuzzGenerator.makeCase(seed: $0).spec.contains(.looper) }
    let seed = try #require(Array(seeds.prefix(3)).dropFirst(nth).first)
    let fuzzCase = FuzzGenerator.makeCase(seed: seed)
    let minimal = await FuzzSession.shrink(fuzzCase, attempts: 10_000) { $0.spec.contains(.looper) }
    #expect(minimal.spec.contains(.looper))
    #expect(minimal.steps.isEmpty)
    #expect(minimal.spec.size == 2, "seed \(seed): \(fuzzCase.spec) shrank to \(minimal.spec)")
    if case .view(_, let kind, let child) = minimal.spec {
      #expect(kind == .looper)
      #expect(child == .label(.constant("x")))
    } else {
      Issue.record("seed \(seed): expected a looper around a constant text, got \(minimal.spec)")
    }
  }
}

@Suite("Fuzzer: nothing outlives its run")
@MainActor
struct OutlivedRunTests {
  @Test("The check names what a run left alive: a host kept by someone, then its clock, then nothing")
  func namesWhatIsAlive() {
    let released = FuzzRunner.Released()
    var host: ViewHost? = ViewHost(Text("kept"))
    var clock: HostClock? = host?.clock
    released.host = host
    released.clock = clock
    #expect(released.alive == "host")
    host = nil
    #expect(released.alive == "clock")
    clock = nil
    #expect(released.alive == nil)
    _ = (host, clock)
  }
}
