import Diffing
public import Testing
public import ViewGraph

// Recorded baselines, as snapshot testing records images: a test records a host's
// trace step by step (body counts per view type and the printed lines) to a file
// beside the test the first time, or when RERENDER_RECORD_BASELINES asks; afterwards
// the expectation fails with a diff when the trace differs (strict) or only when a
// count rose (budget).

/// One step of a recorded trace: its body counts and its `_printChanges` lines.
public struct RecordedStep: Codable, Sendable, Equatable {
  /// The step's number: 0 is the mount.
  public var step: Int
  /// The step's name.
  public var name: String
  /// Body evaluations in the step.
  public var bodies: Int
  /// Body evaluations per view type.
  public var bodiesByType: [String: Int]
  /// The `_printChanges` lines, in evaluation order.
  public var lines: [String]

  /// The counts alone, as a budget compares them.
  var counts: StepCounts {
    StepCounts(step: step, name: name, bodies: bodies, bodiesByType: bodiesByType)
  }

  /// The step as the lines of a diff.
  var text: [String] {
    ["step \(step) (\(name)): \(bodies) \(bodies == 1 ? "body" : "bodies")"]
      + bodiesByType.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }
      + lines.map { "  | \($0)" }
  }
}

/// A host's trace, step by step, for ``expectBaseline(_:named:mode:directory:sourceLocation:)``.
///
///     let host = ViewHost(DashboardView(model: model))
///     var trace = TraceRecording(host)               // step 0: the mount
///     trace.update("set title") { model.title = "Bienvenue" }
///     trace.record("type a name", host.type("Ada", into: "Name"))
///     expectBaseline(trace, named: "dashboard", mode: .budget)
@MainActor
public struct TraceRecording {
  /// The host whose updates are recorded.
  public let host: ViewHost
  /// The steps so far, the mount first.
  public private(set) var steps: [RecordedStep] = []

  /// Starts a recording with the host's mount as step 0.
  public init(_ host: ViewHost) {
    self.host = host
    record("mount", host.mount)
  }

  /// Records an update as the next step.
  public mutating func record(_ name: String, _ update: Update) {
    record(name, [update])
  }

  /// Records updates (one per transaction, as typing gives) as the next step.
  public mutating func record(_ name: String, _ updates: [Update]) {
    let merged = Update.merging(updates)
    steps.append(
      RecordedStep(
        step: steps.count, name: name, bodies: merged.bodyCount, bodiesByType: merged.bodyCountsByType,
        lines: merged.printedChanges))
  }

  /// Runs a mutation as one transaction of the host and records it as the next step.
  @discardableResult
  public mutating func update(_ name: String, _ mutation: () -> Void) -> Update {
    let update = host.update(mutation)
    record(name, update)
    return update
  }
}

/// How a recorded baseline is compared.
public enum BaselineMode: Sendable {
  /// Any difference fails: a count, a view type, a printed line, a step.
  case strict
  /// Only a count that rose fails (a step's bodies, or a view type's): a re-render
  /// budget. Fewer bodies, or other lines, pass.
  case budget
}

/// The environment variable that re-records every baseline the tests reach (any
/// value but `0` or empty).
public let baselineRecordingVariable = "RERENDER_RECORD_BASELINES"

/// Expects a recorded trace to match the baseline file beside the test.
///
/// The file is `__Baselines__/<test file name>/<name>.json` in the test file's folder
/// (or in `directory`). When it is missing, the trace is recorded to it and the
/// expectation fails, so that a baseline is never silently created in CI: run the
/// test again to compare. With `RERENDER_RECORD_BASELINES=1` in the environment, the
/// file is rewritten from this run, with a warning.
///
/// - Parameters:
///   - recording: The trace to check.
///   - name: The baseline's name, unique among the test file's baselines.
///   - mode: `.strict` fails on any difference, with a diff; `.budget` only when a
///     count rose, with the delta per step and view type.
///   - directory: Where the baselines are, instead of beside the test file.
///   - sourceLocation: Where a failure is recorded: the caller's line by default.
@MainActor
public func expectBaseline(
  _ recording: TraceRecording, named name: String, mode: BaselineMode = .strict, directory: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectBaseline(steps: recording.steps, named: name, mode: mode, directory: directory, sourceLocation: sourceLocation)
}

/// Expects an exploration to match the baseline file beside the test: one step per
/// interaction, in the report's order (a control inside what another presented named
/// after its route), with what driving it ran (its bodies per view type and
/// printed lines), recorded and compared as a trace's steps are (see
/// ``expectBaseline(_:named:mode:directory:sourceLocation:)``).
///
///     let exploration = explore { LibraryScreen(model: Library.sample()) }
///     expectBaseline(exploration, named: "library", mode: .budget)
///
/// In `.budget` mode, a control whose interaction runs more bodies than recorded fails;
/// a control added or gone is a changed step in `.strict` mode only.
@MainActor
public func expectBaseline(
  _ exploration: Exploration, named name: String, mode: BaselineMode = .strict, directory: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  // One step per interaction in report order; one inside a presentation is named
  // after the route that reached it.
  let steps = exploration.interactions.enumerated().map { position, interaction in
    let what = interaction.action ?? "not driven, \(interaction.notDriven ?? "")"
    let route = interaction.route.map { "\($0) → " }.joined()
    return RecordedStep(
      step: position, name: "\(route)\(interaction.name): \(what)", bodies: interaction.bodies,
      bodiesByType: interaction.update.bodyCountsByType, lines: interaction.update.printedChanges)
  }
  expectBaseline(steps: steps, named: name, mode: mode, directory: directory, sourceLocation: sourceLocation)
}

@MainActor
private func expectBaseline(
  steps current: [RecordedStep], named name: String, mode: BaselineMode, directory: String?,
  sourceLocation: SourceLocation
) {
  let path = BaselineStore.path(named: name, directory: directory, testFile: sourceLocation.filePath)
  let variable = ProcessInfo.processInfo.environment[baselineRecordingVariable] ?? ""
  let rerecord = !variable.isEmpty && variable != "0"
  let recorded = BaselineStore.read(path)
  if rerecord || recorded == nil {
    if let failure = BaselineStore.write(current, to: path) {
      Issue.record("Cannot write the baseline '\(path)': \(failure)", sourceLocation: sourceLocation)
    } else if rerecord {
      Issue.record(
        "Re-recorded the baseline '\(path)' (\(baselineRecordingVariable) is set).",
        severity: .warning, sourceLocation: sourceLocation)
    } else {
      Issue.record(
        """
        No baseline at '\(path)': recorded one from this run. Run the test again to compare against it \
        (and commit the file).
        """, sourceLocation: sourceLocation)
    }
    return
  }
  guard let baseline = recorded?.steps else {
    Issue.record(
      "The baseline '\(path)' cannot be read: \(recorded?.error ?? "unknown").", sourceLocation: sourceLocation)
    return
  }
  switch mode {
  case .strict:
    guard baseline != current else { return }
    let diff = LineDiff(expected: baseline.flatMap(\.text), actual: current.flatMap(\.text))
    Issue.record(
      Comment(
        rawValue: """
          The trace differs from the baseline '\(path)' (− baseline, + now):
          \(diff)

          If the change is intended, re-record with \(baselineRecordingVariable)=1.
          """), sourceLocation: sourceLocation)
  case .budget:
    let changes = StepCounts.changes(from: baseline.map(\.counts), to: current.map(\.counts))
    let rose = changes.filter(\.rose)
    guard !rose.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: """
          \(rose.count) body \(rose.count == 1 ? "count" : "counts") rose above the baseline '\(path)':
          \(StepCounts.describe(changes).joined(separator: "\n"))

          If the change is intended, re-record with \(baselineRecordingVariable)=1.
          """), sourceLocation: sourceLocation)
  }
}

/// Baseline files: where they are, read and written as sorted, indented JSON.
enum BaselineStore {
  struct File: Codable {
    var baselineVersion = 1
    var steps: [RecordedStep]
  }

  static func path(named name: String, directory: String?, testFile: String) -> String {
    let url = URL(filePath: testFile)
    let folder =
      directory.map { URL(filePath: $0) }
      ?? url.deletingLastPathComponent().appending(path: "__Baselines__").appending(
        path: url.deletingPathExtension().lastPathComponent)
    return folder.appending(path: "\(name).json").path
  }

  /// The steps in the file; `nil` when there is no file; an error when it is not one.
  static func read(_ path: String) -> (steps: [RecordedStep]?, error: String?)? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    do {
      return (try JSONDecoder().decode(File.self, from: data).steps, nil)
    } catch {
      return (nil, "not a baseline file (\(error))")
    }
  }

  /// Writes the steps; the reason when it failed.
  static func write(_ steps: [RecordedStep], to path: String) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(File(steps: steps))
      let folder = URL(filePath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try (data + Data("\n".utf8)).write(to: URL(filePath: path), options: .atomic)
      return nil
    } catch {
      return "\(error)"
    }
  }
}
