import ViewGraph
import Combine

final class LegacyTally: ObservableObject {
  @Published var count = 0
}

struct LegacyTallyScreen: View {
  @ObservedObject var tally: LegacyTally
  @State private var step = 1

  var body: some View {
    Form {
      Stepper("Step \(step)", value: $step, in: 1...5)
      Button("Add \(step)") { tally.count += step }
      Text("Total \(tally.count)")
    }
  }
}

struct LegacyTallyScreen_Previews: PreviewProvider {
  static var previews: some View {
    LegacyTallyScreen(tally: LegacyTally())
  }
}

/// The previews of `LegacyTallyScreen_Previews`, as a view its test explores (written by `rerender port --tests`).
public struct LegacyTallyScreen_PreviewsView: View {
  public init() {}
  public var body: some View { LegacyTallyScreen_Previews.previews }
}
