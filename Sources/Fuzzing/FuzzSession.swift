// Running many cases, shrinking each failure to a minimal reproduction.

/// A failure with its minimal reproduction.
public struct FuzzReport: Sendable, CustomStringConvertible {
  /// The case as generated.
  public var original: FuzzCase
  /// The smallest case found that still fails.
  public var minimal: FuzzCase
  /// Why it fails.
  public var failure: FuzzFailure

  public var description: String {
    """
    FAIL \(failure)
      replay: rerender fuzz --seed \(original.seed) --cases 1
      minimal reproduction (\(minimal.spec.size) tree nodes, \(minimal.steps.count) steps):
        tree: \(minimal.spec)
        script: \(minimal.steps.map(\.description).joined(separator: "; "))
      as a test to paste:
    \(minimal.swiftSource.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    """
  }
}

/// Runs cases from a base seed: case `i` uses the seed `base + i`.
@MainActor
public enum FuzzSession {
  /// Runs `count` cases; calls `report` for each failure, shrunk, and `progress` after
  /// each case with the cases done and the failures so far; stops early once
  /// `shouldStop` says so (a time limit).
  ///
  /// With `digest`, each case's seed and the digest of its traces as written
  /// (``FuzzRunner/digest(_:)``), `failed` for a case that failed before both ran.
  ///
  /// - Returns: The cases run (fewer than `count` when stopped) and the failures.
  public static func run(
    seed: UInt64, cases count: Int, report: (FuzzReport) -> Void = { _ in },
    progress: (_ done: Int, _ failures: Int) -> Void = { _, _ in },
    shouldStop: () -> Bool = { false }, digest: ((_ seed: UInt64, _ digest: String) -> Void)? = nil
  ) async -> (cases: Int, failures: Int) {
    var failures = 0
    var done = 0
    while done < count, !shouldStop() {
      let fuzzCase = FuzzGenerator.makeCase(seed: seed &+ UInt64(done))
      done += 1
      var traced: String?
      let failure = await FuzzRunner.check(
        fuzzCase, traces: digest == nil ? nil : { traced = FuzzRunner.digest($0, $1) })
      digest?(fuzzCase.seed, traced ?? "failed")
      if let failure {
        failures += 1
        report(FuzzReport(original: fuzzCase, minimal: await shrink(fuzzCase), failure: failure))
      }
      progress(done, failures)
    }
    return (done, failures)
  }

  /// A smaller case that still fails: fewer steps first, then a smaller tree.
  ///
  /// - Parameters:
  ///   - fuzzCase: The failing case.
  ///   - attempts: How many candidates to run at most.
  ///   - stillFails: Whether a candidate still shows the failure; by default, whether
  ///     any invariant breaks on it.
  /// - Returns: The smallest candidate found that still fails (the case itself when
  ///   none is smaller).
  public static func shrink(
    _ fuzzCase: FuzzCase, attempts: Int = 200,
    stillFails: (FuzzCase) async -> Bool = { await FuzzRunner.check($0) != nil }
  ) async -> FuzzCase {
    var best = fuzzCase
    var budget = attempts
    func fails(_ candidate: FuzzCase) async -> Bool {
      budget -= 1
      return await stillFails(candidate)
    }
    // Steps: drop one at a time while it still fails.
    var index = 0
    while index < best.steps.count, budget > 0 {
      var candidate = best
      candidate.steps.remove(at: index)
      if await fails(candidate) { best = candidate } else { index += 1 }
    }
    // Tree: try each simplification, keep the first that still fails, repeat.
    var improved = true
    while improved, budget > 0 {
      improved = false
      for simpler in simplifications(of: best.spec) where budget > 0 {
        var candidate = best
        candidate.spec = simpler
        if await fails(candidate) {
          best = candidate
          improved = true
          break
        }
      }
    }
    return best
  }

  /// Every tree one simplification away: a subtree replaced by a text, a wrapper
  /// replaced by its child, a stack child removed.
  public static func simplifications(of spec: FuzzSpec) -> [FuzzSpec] {
    var out: [FuzzSpec] = []
    if spec != .label(.constant("x")) { out.append(.label(.constant("x"))) }
    switch spec {
    case .label, .textField:
      break
    case .stack(let kind, let children):
      if children.count > 1 {
        for index in children.indices {
          var fewer = children
          fewer.remove(at: index)
          out.append(.stack(kind, fewer))
        }
      }
      out += children
      for (index, child) in children.enumerated() {
        for simpler in simplifications(of: child) {
          var changed = children
          changed[index] = simpler
          out.append(.stack(kind, changed))
        }
      }
    case .view(let id, let kind, let child):
      out.append(child)
      out += simplifications(of: child).map { .view(id: id, kind: kind, child: $0) }
    case .forEach(let byIndices, let row):
      out.append(row)
      out += simplifications(of: row).map { .forEach(byIndices: byIndices, row: $0) }
    case .list(let row):
      out.append(row)
      out += simplifications(of: row).map { .list(row: $0) }
    case .editableForEach(let row):
      out += [row, .forEach(byIndices: false, row: row)]
      out += simplifications(of: row).map { .editableForEach(row: $0) }
    case .branch(let flag, let a, let b):
      out += [a, b]
      out += simplifications(of: a).map { .branch(flag: flag, $0, b) }
      out += simplifications(of: b).map { .branch(flag: flag, a, $0) }
    case .optional(let flag, let a):
      out.append(a)
      out += simplifications(of: a).map { .optional(flag: flag, $0) }
    case .identified(let value, let a):
      out.append(a)
      out += simplifications(of: a).map { .identified(value: value, $0) }
    case .environment(let value, let a):
      out.append(a)
      out += simplifications(of: a).map { .environment(value: value, $0) }
    case .searchable(let id, let a):
      out.append(a)
      out += simplifications(of: a).map { .searchable(id: id, child: $0) }
    case .onChange(let id, let value, let a):
      out.append(a)
      out += simplifications(of: a).map { .onChange(id: id, value: value, child: $0) }
    case .surface(let id, let kind, let value, let a):
      out.append(a)
      out += simplifications(of: a).map { .surface(id: id, kind: kind, value: value, child: $0) }
    case .scene(let a):
      out.append(a)
      out += simplifications(of: a).map { .scene($0) }
    case .sheet(let flag, let base, let content):
      out += [base, content]
      out += simplifications(of: base).map { .sheet(flag: flag, base: $0, content: content) }
      out += simplifications(of: content).map { .sheet(flag: flag, base: base, content: $0) }
    case .navigation(let flag, let base, let destination):
      out += [base, destination]
      out += simplifications(of: base).map { .navigation(flag: flag, base: $0, destination: destination) }
      out += simplifications(of: destination).map { .navigation(flag: flag, base: base, destination: $0) }
    }
    return out
  }
}
