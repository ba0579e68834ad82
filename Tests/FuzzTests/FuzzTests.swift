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

  @Test("The generator covers every kind of view and step")
  func coverage() {
    var text = ""
    for seed in 0..<400 { text += FuzzGenerator.makeCase(seed: UInt64(seed)).description }
    for needle in [
      "plain#", "stateful#", "environmentReader#", "equatable#", "writesInBody#", "missingEnvironment#",
      "looper#", "objectReader#", "ForEach(ids)", "ForEach(indices)", "List{", "if f", ".id(v", ".environment(v",
      "TextField(", "tap 'tap", "type 'x'", "scroll to row", "background:", "items.insert", "items.reverse()",
    ] {
      #expect(text.contains(needle), "never generated: \(needle)")
    }
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
