// The README's example: a command line over your own scenario and screen. Run it with
//   swift run rerender-example compare counter
//   swift run rerender-example explore counter-screen
import Observation
import RerenderCLI
import Scenarios
import ViewGraph

@Observable @MainActor final class CounterModel {
  var count = 0
  var label = "Taps"
}

struct CountView: View {
  let model: CounterModel
  var body: some View { Text("\(model.count)") }
}

struct LabelView: View {
  let model: CounterModel
  var body: some View { Text(model.label) }
}

struct CounterScreen: View {
  let model: CounterModel
  var body: some View {
    VStack {
      LabelView(model: model)
      CountView(model: model)
      Button("Tap") { model.count += 1 }
    }
  }
}

let counter = Scenario(
  id: "counter",
  title: "A counter whose label never changes",
  source: "Examples/CustomScenarios",
  summary: "Tapping re-runs only the view that reads the count.",
  variants: [
    Scenario.Variant(label: "@Observable") {
      let model = CounterModel()
      return Scenario.Mounted(host: ViewHost(CounterScreen(model: model))) { model }
    }
  ],
  steps: [.tap("Tap")],
  claims: [Scenario.Claim("only CountView re-runs", variant: "@Observable", step: 1, claimed: 1)])

// A screen `explore` drives: made anew, with its model, for every mount.
let screen = ExplorableScreen("counter-screen", title: "The counter") { CounterScreen(model: CounterModel()) }

await RerenderCLI.main(scenarios: [counter], screens: [screen])
