import Diffing
import Testing

@Suite("StepCounts: the delta a re-render budget checks")
struct StepCountsTests {
  static let baseline = [
    StepCounts(variant: "A", step: 0, name: "mount", bodies: 3, bodiesByType: ["Root": 1, "Row": 2]),
    StepCounts(variant: "A", step: 1, name: "edit", bodies: 2, bodiesByType: ["Row": 2]),
    StepCounts(variant: "A", step: 2, name: "clear", bodies: 1, bodiesByType: ["Row": 1]),
  ]

  @Test("Equal counts give no change")
  func unchanged() {
    #expect(StepCounts.changes(from: Self.baseline, to: Self.baseline).isEmpty)
  }

  @Test("A total and a view type that rose, a type that appeared, one that fell, a step gone, a step new")
  func changes() {
    let current = [
      StepCounts(variant: "A", step: 0, name: "mount", bodies: 3, bodiesByType: ["Root": 1, "Row": 2]),
      StepCounts(variant: "A", step: 1, name: "edit", bodies: 3, bodiesByType: ["Row": 1, "Header": 2]),
      StepCounts(variant: "B", step: 1, name: "edit", bodies: 4, bodiesByType: ["Row": 4]),
    ]
    let changes = StepCounts.changes(from: Self.baseline, to: current)
    #expect(
      StepCounts.describe(changes) == [
        "A, step 1 (edit)",
        "  bodies: 2 → 3 (+1)  ▲ rose",
        "  Header: 0 → 2 (+2)  ▲ rose",
        "  Row: 2 → 1 (-1)",
        "B, step 1 (edit)",
        "  bodies: 4 (new step, not in the baseline)",
        "  Row: 4 (new step, not in the baseline)",
        "A, step 2 (clear)",
        "  bodies: 1 (step gone since the baseline)",
        "  Row: 1 (step gone since the baseline)",
      ])
    #expect(changes.filter(\.rose).count == 2, "a new step has no budget yet; a gone one cannot rise")
  }
}
