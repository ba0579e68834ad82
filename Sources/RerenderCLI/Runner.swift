import Diffing
import Fuzzing
import Porting
import Scenarios
import ViewGraph

/// Runs a validated request and renders its document.
enum Runner {
  struct Result {
    var text: String
    var code: Int32
    /// Bad input found while running (an unknown view name): written to standard error.
    var error: String?
  }

  @MainActor
  static func run(
    _ request: Request, scenarios: [Scenario], screens: [ExplorableScreen] = [], colour: Bool,
    progressOnTerminal: Bool = false,
    progress: (String) -> Void = { _ in }
  ) async -> Result {
    var document = Document(command: request.command.rawValue, scenarios: [])
    document.swiftUI = request.swiftUI?.description
    var code = RerenderCLI.ExitCode.success
    switch request.command {
    case .list:
      document.scenarios = scenarios.map { ScenarioDocument($0, report: nil) }
      document.screens =
        screens.isEmpty ? nil : screens.map { ScreenDocument(id: $0.id, title: $0.title, screen: $0.screen) }
    case .trace:
      guard let scenario = request.scenario else { break }
      let report = await scenario.run(swiftUI: request.swiftUI)
      document.scenarios = [ScenarioDocument(scenario, report: report, variant: request.variant, step: request.step)]
      if !report.unexpectedInputFailures.isEmpty { code = RerenderCLI.ExitCode.failure }
    case .compare:
      guard let asGiven = request.scenario else { break }
      let scenario = request.releases.isEmpty ? asGiven : asGiven.acrossReleases(request.releases)
      let report = await scenario.run(whatIf: request.whatIf, swiftUI: request.swiftUI)
      document.scenarios = [ScenarioDocument(scenario, report: report, step: request.step, comparisons: true)]
      if request.whatIf, let migrated = report.asIfObservable, let oracle = report.minimum {
        document.scenarios[0].whatIf = WhatIfDocument.rows(
          report, migrated: migrated, minimum: oracle, step: request.step)
      }
      if !report.unexpectedInputFailures.isEmpty { code = RerenderCLI.ExitCode.failure }
      if compareWithBaseline(&document.scenarios[0], request: request) { code = RerenderCLI.ExitCode.failure }
    case .explain:
      guard let scenario = request.scenario, let variant = request.variant, let view = request.view else { break }
      let report = await scenario.run(whatIf: request.whatIf, swiftUI: request.swiftUI)
      let known = viewNames(in: report, variant: variant)
      guard known.contains(view) else {
        let message =
          "Error: No view '\(view)' in '\(scenario.id)', variant '\(report.variantLabels[variant])'.\(Invocation.suggestion(view, among: known)) Views: \(known.joined(separator: ", ")).\n"
        return Result(text: "", code: RerenderCLI.ExitCode.usage, error: message + Help.usage(for: .explain))
      }
      document.scenarios = [
        ScenarioDocument(scenario, report: report, variant: variant, step: request.step, view: view)
      ]
      if request.whatIf, let migrated = report.asIfObservable, let oracle = report.minimum {
        document.scenarios[0].migration = MigrationDocument(
          view: view, variant: variant, step: request.step, asWritten: report, asIfObservable: migrated,
          minimum: oracle)
      }
    case .check:
      for scenario in scenarios {
        let report = await scenario.run(swiftUI: request.swiftUI)
        var claimsOnly = ScenarioDocument(scenario, report: report)
        claimsOnly.steps = []
        if !report.passed { code = RerenderCLI.ExitCode.failure }
        if compareWithBaseline(&claimsOnly, request: request) { code = RerenderCLI.ExitCode.failure }
        document.scenarios.append(claimsOnly)
      }
    case .fuzz:
      if request.listKinds { return Result(text: FuzzKind.listing, code: code, error: nil) }
      // Each case's digest is written as it ends: a campaign stopped early keeps its lines.
      var digests: Platform.StandardOutput?
      if let path = request.digests {
        switch Platform.createFile(path) {
        case .success(let descriptor): digests = Platform.StandardOutput(descriptor: descriptor)
        case .failure(let failure):
          return Result(
            text: "", code: RerenderCLI.ExitCode.failure, error: "Error: Cannot write '\(path)': \(failure.text)\n")
        }
      }
      document.fuzz = await fuzz(request, onTerminal: progressOnTerminal, progress: progress) { seed, digest in
        digests?.write("seed \(seed) \(digest)\n")
      }
      if (document.fuzz?.failures.count ?? 0) > 0 { code = RerenderCLI.ExitCode.failure }
      if let path = request.digests, let file = digests {
        if let failure = file.failure ?? Platform.closeFile(file.descriptor) {
          progress("Error: Cannot write '\(path)': \(failure)\n")
          code = RerenderCLI.ExitCode.failure
        }
      }
    case .explore:
      guard let screen = request.screen else { break }
      let exploration = await screen.explore(
        options: ExploreOptions(
          host: ViewHost.Options(strictInput: false, swiftUI: request.swiftUI ?? .latest), depth: request.depth),
        settling: request.settle.map { .milliseconds($0) })
      let text =
        switch request.format {
        case .text: exploration.description + "\n"
        case .markdown: exploration.markdown
        case .json: exploration.json + "\n"
        case .html: exploration.html
        }
      return Result(text: text, code: code, error: nil)
    case .port:
      return PortCommand.run(request)
    case .support:
      if let report = request.coverage {
        let text = request.format.renderer(for: request, colour: colour).render(coverage: report)
        return Result(text: text, code: report.dropped ? RerenderCLI.ExitCode.failure : code, error: nil)
      }
      return Result(
        text: request.format.renderer(for: request, colour: false).render(support: SupportRow.all), code: code,
        error: nil)
    case .help:
      break
    }
    let text = request.format.renderer(for: request, colour: colour).render(document, request: request)
    return Result(text: text, code: code, error: nil)
  }

  /// Runs the fuzzer within the time allowed, with progress: on a terminal one line
  /// rewritten in place, otherwise a plain line every tenth of the cases (or every ten
  /// seconds).
  @MainActor
  static func fuzz(
    _ request: Request, onTerminal: Bool, progress: (String) -> Void,
    digest: @escaping (_ seed: UInt64, _ digest: String) -> Void
  ) async -> FuzzDocument {
    let clock = ContinuousClock()
    let start = clock.now
    var lastLine = start
    var failures: [FuzzDocument.Failure] = []
    let step = max(1, request.cases / 10)
    func elapsed() -> Double {
      let duration = clock.now - start
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    let result = await FuzzSession.run(
      seed: request.seed, cases: request.cases,
      report: { report in failures.append(FuzzDocument.Failure(report)) },
      progress: { done, failed in
        let now = clock.now
        let due =
          onTerminal
          ? now - lastLine >= .milliseconds(200) || done == request.cases
          : done % step == 0 || now - lastLine >= .seconds(10)
        guard due else { return }
        lastLine = now
        let seconds = elapsed()
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let eta = rate > 0 ? Int((Double(request.cases - done) / rate).rounded(.up)) : 0
        let line =
          "fuzz: \(done)/\(request.cases) cases, \(Int(rate)) cases/s, \(failed) \(failed == 1 ? "failure" : "failures"), ETA \(eta) s"
        progress(onTerminal ? "\r\u{1B}[K" + line : line + "\n")
      },
      shouldStop: { request.seconds.map { elapsed() >= Double($0) } ?? false },
      digest: request.digests == nil ? nil : digest)
    if onTerminal { progress("\r\u{1B}[K") }
    return FuzzDocument(
      seed: request.seed, cases: request.cases, ran: result.cases, failures: failures,
      stoppedAfterSeconds: result.cases < request.cases ? request.seconds : nil,
      peakResidentMiB: Platform.peakResidentBytes / 1_048_576)
  }

  /// Compares a scenario's counts with the baseline's, when one was given (only the
  /// steps the document keeps); whether any count rose.
  static func compareWithBaseline(_ scenario: inout ScenarioDocument, request: Request) -> Bool {
    guard let baseline = request.baseline else { return false }
    let current = scenario.counts ?? []
    let kept = Set(current.map { "\($0.variant)\u{0}\($0.step)" })
    let recorded = baseline.counts[scenario.id].map { counts in
      // A --step filter keeps one step: the baseline's other steps are not gone.
      request.step == nil ? counts : counts.filter { kept.contains("\($0.variant)\u{0}\($0.step)") }
    }
    let changes = recorded.map { StepCounts.changes(from: $0, to: current) }
    scenario.baseline = BaselineDocument(path: baseline.path, changes: changes)
    return (scenario.baseline?.rose ?? 0) > 0
  }

  /// The view types a variant evaluated, for `explain --view` and its suggestions.
  @MainActor
  static func viewNames(in report: ScenarioReport, variant: Int) -> [String] {
    var names: [String] = []
    let updates = report.steps[variant].flatMap { $0 }
    for update in updates {
      for name in update.evaluatedViews where !names.contains(name) { names.append(name) }
    }
    return names
  }
}
