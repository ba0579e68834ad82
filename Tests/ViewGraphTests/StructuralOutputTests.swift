import Fuzzing
import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q8: a body whose output is `if`/`else`, `if` or `AnyView`
// around one view. The structural view updates its one child in place while the
// child keeps its identity (its branch and its type), and a new identity replaces it.

@Suite("Q8: a body's if/else, if and AnyView output")
@MainActor
struct StructuralOutputTests {
  @Observable @MainActor
  final class BranchModel {
    var flag = true
    var inner = true
    var count = 0
    var accent = false
    var appeared = 0
  }

  struct IfElseOutput: View {
    let model: BranchModel
    var body: some View {
      if model.flag { Text("on \(model.count)") } else { Text("off") }
    }
  }

  struct IfOutput: View {
    let model: BranchModel
    var body: some View {
      if model.flag { Text("count \(model.count)") }
    }
  }

  struct ErasedOutput: View {
    let model: BranchModel
    var body: some View {
      model.flag ? AnyView(Text("text \(model.count)")) : AnyView(Image(systemName: "star"))
    }
  }

  struct NestedOutput: View {
    let model: BranchModel
    var body: some View {
      if model.flag {
        if model.inner { Text("inner \(model.count)") } else { Text("outer \(model.count)") }
      } else {
        Text("off")
      }
    }
  }

  struct CustomInBranch: View {
    let model: BranchModel
    var body: some View {
      if model.flag { Shown(count: model.count) } else { Text("off") }
    }
  }

  struct Shown: View {
    let count: Int
    var body: some View { Text("shown \(count)") }
  }

  /// Re-runs for `inner` while its branch's custom view stays equal: skipped.
  struct EqualChildInBranch: View {
    let model: BranchModel
    var body: some View {
      let _ = model.inner
      if model.flag { Shown(count: model.count) } else { Text("off") }
    }
  }

  /// A modifier above the structural output, changed alone or with the branch.
  struct StyledAbove: View {
    let model: BranchModel
    var body: some View {
      EqualChildInBranch(model: model).font(model.accent ? .title : .body)
    }
  }

  /// Lifecycle actions inside the branches, and a bound control behind `AnyView`.
  struct ActionsInBranches: View {
    let model: BranchModel
    var body: some View {
      if model.flag {
        Text("on \(model.count)").onAppear { model.appeared += 1 }
      } else {
        AnyView(Toggle("inner", isOn: Bindable(model).inner))
      }
    }
  }

  /// The writes every case makes, in order, one update each.
  nonisolated static let writes: [@MainActor @Sendable (BranchModel) -> Void] = [
    { $0.count = 1 }, { $0.flag = false }, { $0.count = 2 }, { $0.flag = true }, { $0.inner = false },
    { $0.count = 3 },
  ]

  /// What the update of one of ``writes`` shows: the bodies run, the leaves changed,
  /// the paths mounted and unmounted.
  struct Step: Sendable {
    let bodies: [String]
    let leaves: [String]
    let mounted: [String]
    let unmounted: [String]
  }

  struct OutputCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @MainActor @Sendable (BranchModel) -> any View
    let steps: [Step]
  }

  nonisolated static let cases: [OutputCase] = [
    OutputCase(
      testDescription: "if", make: { IfOutput(model: $0) },
      steps: [
        Step(
          bodies: ["IfOutput"],
          leaves: ["~ IfOutput/Text Text(count 0) -> Text(count 1)"],
          mounted: [], unmounted: []),
        Step(
          bodies: ["IfOutput"],
          leaves: ["- IfOutput/Text Text(count 1)"],
          mounted: [], unmounted: ["IfOutput/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["IfOutput"],
          leaves: ["+ IfOutput/Text Text(count 2)"],
          mounted: ["IfOutput/Text"], unmounted: []),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["IfOutput"],
          leaves: ["~ IfOutput/Text Text(count 2) -> Text(count 3)"],
          mounted: [], unmounted: []),
      ]),
    OutputCase(
      testDescription: "if/else", make: { IfElseOutput(model: $0) },
      steps: [
        Step(
          bodies: ["IfElseOutput"],
          leaves: ["~ IfElseOutput/Text Text(on 0) -> Text(on 1)"],
          mounted: [], unmounted: []),
        Step(
          bodies: ["IfElseOutput"],
          leaves: ["+ IfElseOutput/Text Text(off)", "- IfElseOutput/Text Text(on 1)"],
          mounted: ["IfElseOutput/Text"], unmounted: ["IfElseOutput/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["IfElseOutput"],
          leaves: ["+ IfElseOutput/Text Text(on 2)", "- IfElseOutput/Text Text(off)"],
          mounted: ["IfElseOutput/Text"], unmounted: ["IfElseOutput/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["IfElseOutput"],
          leaves: ["~ IfElseOutput/Text Text(on 2) -> Text(on 3)"],
          mounted: [], unmounted: []),
      ]),
    OutputCase(
      testDescription: "AnyView", make: { ErasedOutput(model: $0) },
      steps: [
        Step(
          bodies: ["ErasedOutput"],
          leaves: ["~ ErasedOutput/Text Text(text 0) -> Text(text 1)"],
          mounted: [], unmounted: []),
        Step(
          bodies: ["ErasedOutput"],
          leaves: ["+ ErasedOutput/Image Image(systemName: star)", "- ErasedOutput/Text Text(text 1)"],
          mounted: ["ErasedOutput/Image"], unmounted: ["ErasedOutput/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["ErasedOutput"],
          leaves: ["+ ErasedOutput/Text Text(text 2)", "- ErasedOutput/Image Image(systemName: star)"],
          mounted: ["ErasedOutput/Text"], unmounted: ["ErasedOutput/Image"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["ErasedOutput"],
          leaves: ["~ ErasedOutput/Text Text(text 2) -> Text(text 3)"],
          mounted: [], unmounted: []),
      ]),
    OutputCase(
      testDescription: "if/else in if/else", make: { NestedOutput(model: $0) },
      steps: [
        Step(
          bodies: ["NestedOutput"],
          leaves: ["~ NestedOutput/Text Text(inner 0) -> Text(inner 1)"],
          mounted: [], unmounted: []),
        Step(
          bodies: ["NestedOutput"],
          leaves: ["+ NestedOutput/Text Text(off)", "- NestedOutput/Text Text(inner 1)"],
          mounted: ["NestedOutput/Text"], unmounted: ["NestedOutput", "NestedOutput/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["NestedOutput"],
          leaves: ["+ NestedOutput/Text Text(inner 2)", "- NestedOutput/Text Text(off)"],
          mounted: ["NestedOutput", "NestedOutput/Text"], unmounted: ["NestedOutput/Text"]),
        Step(
          bodies: ["NestedOutput"],
          leaves: ["+ NestedOutput/Text Text(outer 2)", "- NestedOutput/Text Text(inner 2)"],
          mounted: ["NestedOutput/Text"], unmounted: ["NestedOutput/Text"]),
        Step(
          bodies: ["NestedOutput"],
          leaves: ["~ NestedOutput/Text Text(outer 2) -> Text(outer 3)"],
          mounted: [], unmounted: []),
      ]),
    OutputCase(
      testDescription: "a custom view in if/else", make: { CustomInBranch(model: $0) },
      steps: [
        Step(
          bodies: ["CustomInBranch", "Shown"],
          leaves: ["~ CustomInBranch/Shown/Text Text(shown 0) -> Text(shown 1)"],
          mounted: [], unmounted: []),
        Step(
          bodies: ["CustomInBranch"],
          leaves: ["+ CustomInBranch/Text Text(off)", "- CustomInBranch/Shown/Text Text(shown 1)"],
          mounted: ["CustomInBranch/Text"], unmounted: ["CustomInBranch/Shown", "CustomInBranch/Shown/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["CustomInBranch", "Shown"],
          leaves: ["+ CustomInBranch/Shown/Text Text(shown 2)", "- CustomInBranch/Text Text(off)"],
          mounted: ["CustomInBranch/Shown", "CustomInBranch/Shown/Text"], unmounted: ["CustomInBranch/Text"]),
        Step(
          bodies: [],
          leaves: [],
          mounted: [], unmounted: []),
        Step(
          bodies: ["CustomInBranch", "Shown"],
          leaves: ["~ CustomInBranch/Shown/Text Text(shown 2) -> Text(shown 3)"],
          mounted: [], unmounted: []),
      ]),
  ]

  /// A name without the suite's prefix (the views are nested in the suite).
  nonisolated static func short(_ text: String) -> String {
    text.replacingOccurrences(of: "StructuralOutputTests.", with: "")
  }

  @Test("The one view updates in place while its identity holds; a new identity replaces it", arguments: cases)
  func updatesInPlace(_ outputCase: OutputCase) {
    let model = BranchModel()
    let host = ViewHost(outputCase.make(model))
    #expect(outputCase.steps.count == StructuralOutputTests.writes.count)
    for (index, (write, step)) in zip(StructuralOutputTests.writes, outputCase.steps).enumerated() {
      let update = host.update { write(model) }
      let shown = StructuralOutputTests.short
      let context = "step \(index + 1):\n\(update.trace)"
      #expect(update.evaluatedViews.map(shown) == step.bodies, "\(context)")
      #expect(update.leafUpdates.map { shown($0.description) } == step.leaves, "\(context)")
      #expect(update.mounted.map(shown) == step.mounted, "\(context)")
      #expect(update.unmounted.map(shown) == step.unmounted, "\(context)")
    }
  }

  /// The shapes compared with and without the in-place path, by name.
  nonisolated static let shapes: [String] = [
    "if/else", "if", "AnyView", "if/else in if/else", "a custom view in if/else", "an equal custom view in if/else",
    "a modifier above", "actions in branches",
  ]

  static func shape(_ name: String, _ model: BranchModel) -> any View {
    switch name {
    case "if/else": IfElseOutput(model: model)
    case "if": IfOutput(model: model)
    case "AnyView": ErasedOutput(model: model)
    case "if/else in if/else": NestedOutput(model: model)
    case "a custom view in if/else": CustomInBranch(model: model)
    case "an equal custom view in if/else": EqualChildInBranch(model: model)
    case "a modifier above": StyledAbove(model: model)
    default: ActionsInBranches(model: model)
    }
  }

  @Test(
    "In place or through an expansion, the same log, causes and tree over seeded writes",
    arguments: shapes, [1, 2, 3] as [UInt64])
  func sameAsTheGeneralPath(_ name: String, seed: UInt64) {
    var inPlace = ViewHost.Options()
    inPlace.auditsStaleViews = true
    var general = inPlace
    general.reconcilesOutputInPlace = false
    let models = (BranchModel(), BranchModel())
    let hosts = (
      ViewHost(StructuralOutputTests.shape(name, models.0), options: inPlace),
      ViewHost(StructuralOutputTests.shape(name, models.1), options: general)
    )
    var random = SplitMix64(seed: seed)
    let writes: [(String, @MainActor (BranchModel) -> Void)] = [
      ("flag", { $0.flag.toggle() }), ("inner", { $0.inner.toggle() }), ("count", { $0.count += 1 }),
      ("accent", { $0.accent.toggle() }),
      (
        "flag and count",
        {
          $0.flag.toggle()
          $0.count += 1
        }
      ),
    ]
    var steps: [String] = []
    for _ in 0..<24 {
      let (label, write) = writes[Int(random.next() % UInt64(writes.count))]
      steps.append(label)
      let updates = (hosts.0.update { write(models.0) }, hosts.1.update { write(models.1) })
      let context =
        "\(name), seed \(seed), after \(steps):\nin place:\n\(updates.0.trace)\ngeneral:\n\(updates.1.trace)"
      #expect(updates.0.log.map(\.description) == updates.1.log.map(\.description), "\(context)")
      #expect(updates.0.evaluations.map(\.fullCauses) == updates.1.evaluations.map(\.fullCauses), "\(context)")
      #expect(updates.0.wastedEvaluations.count == updates.1.wastedEvaluations.count, "\(context)")
      #expect(hosts.0.treeDescription == hosts.1.treeDescription, "\(context)")
    }
    #expect(models.0.appeared == models.1.appeared)
    #expect(hosts.0.diagnostics == hosts.1.diagnostics)
  }
}
