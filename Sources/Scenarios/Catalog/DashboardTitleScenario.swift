import Observation
import ViewGraph

// The article “Fiche 15.06 — Performance SwiftUI” §4 ("11 bodies vs 1") and Documentation/Rules.md seed claim (c): a title view and
// ten counter cells; each code shape gives its own count when the title changes.

/// The dashboard of the article “Fiche 15.06 — Performance SwiftUI” §4, in the code shapes of Documentation/Rules.md seed claim (c).
public enum DashboardTitle {
  /// What every variant's model offers the steps.
  @MainActor
  public protocol Model: AnyObject {
    /// The title the title view shows.
    var title: String { get set }
    /// The counter the ten cells show.
    var counter: Int { get set }
  }

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "dashboard-title",
      title: "Dashboard: change the title under ObservableObject and @Observable",
      source: "“Fiche 15.06 — Performance SwiftUI” §4; Documentation/Rules.md seed claim (c)",
      summary:
        "A title view and ten cells reading a counter. The seed claims 11 bodies under ObservableObject and 1 under @Observable; each holds only for one code shape.",
      variants: [
        Scenario.Variant(label: "ObservableObject", note: "children hold @ObservedObject; the parent holds a plain let")
        {
          let model = LegacyModel()
          return Scenario.Mounted(host: ViewHost(LegacyObservingDashboard(model: model))) { model }
        },
        Scenario.Variant(
          label: "ObservableObject, @StateObject owner",
          note: "the parent owns @StateObject; children hold @ObservedObject"
        ) {
          let host = ViewHost(LegacyOwningDashboard())
          return Scenario.Mounted(host: host) { host.state(of: LegacyModel.self) }
        },
        Scenario.Variant(
          label: "ObservableObject, values passed", note: "the parent owns @StateObject and passes plain values"
        ) {
          let host = ViewHost(LegacyValueDashboard())
          return Scenario.Mounted(host: host) { host.state(of: LegacyModel.self) }
        },
        Scenario.Variant(label: "@Observable", note: "the reference is passed down; only the leaves read") {
          let model = ObservableModel()
          return Scenario.Mounted(host: ViewHost(ObservableDashboard(model: model))) { model }
        },
        Scenario.Variant(
          label: "@Observable, parent reads", note: "the seed's own code: the parent reads vm.title and vm.counter"
        ) {
          let host = ViewHost(SeedDashboard())
          return Scenario.Mounted(host: host) { host.state(of: ObservableModel.self) }
        },
      ],
      steps: [
        .mutate("set title to \"Bienvenue\"", as: (any Model).self) { $0.title = "Bienvenue" },
        .mutate("set title to \"Bienvenue\" again", as: (any Model).self) { $0.title = "Bienvenue" },
        .mutate("increment counter", as: (any Model).self) { $0.counter += 1 },
      ],
      claims: [
        Scenario.Claim(
          "`ObservableObject` (`@Published`) objectWillChange global: 11 (titre + 10 cellules)",
          variant: "ObservableObject", step: 1, claimed: 11),
        Scenario.Claim(
          "`@Observable` tracking par propriété: 1 (le titre seul)",
          variant: "@Observable", step: 1, claimed: 1),
        Scenario.Claim(
          "Passage de 11 recompositions à 1 … juste la macro @Observable + @State au lieu de @StateObject (the seed's own code, which reads vm.title in the parent)",
          variant: "@Observable, parent reads", step: 1, claimed: 1,
          verdict: .refuted(
            because:
              "the seed's DashboardView reads vm.title to build TitleView(title:), so the parent depends on title and re-runs with it: 2 bodies (claim (c), Q6). The 1 holds when the parent passes the model and only TitleView reads the title (variant @Observable)."
          )),
        Scenario.Claim(
          "`ObservableObject` … 11 (the seed's table, with the @StateObject owner of its code)",
          variant: "ObservableObject, @StateObject owner", step: 1, claimed: 11,
          verdict: .refuted(
            because:
              "the owner holding @StateObject subscribes too and re-runs with its ten cells and title: 12 (claim (c)). 11 holds when the parent holds the model without observing it."
          )),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject", step: 0, measure: .stepsUnlikeTwinAsIfObservable("@Observable"), claimed: 0),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject, @StateObject owner", step: 0,
          measure: .stepsUnlikeTwinAsIfObservable("@Observable"), claimed: 0),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "ObservableObject, values passed", step: 0,
          measure: .stepsUnlikeTwinAsIfObservable("@Observable, parent reads"), claimed: 0),
      ])
  }
}

// MARK: - Models

@MainActor
final class LegacyModel: ObservableObject, DashboardTitle.Model {
  @Published var title = "Accueil"
  @Published var counter = 0
}

@Observable @MainActor
final class ObservableModel: DashboardTitle.Model {
  var title = "Accueil"
  var counter = 0
}

// MARK: - ObservableObject views

struct LegacyTitleView: View {
  @ObservedObject var model: LegacyModel
  var body: some View { Text(model.title) }
}

struct LegacyCounterCell: View {
  @ObservedObject var model: LegacyModel
  var body: some View { Text("\(model.counter)") }
}

struct LegacyObservingDashboard: View {
  let model: LegacyModel
  var body: some View {
    VStack {
      LegacyTitleView(model: model)
      ForEach(0..<10, id: \.self) { _ in LegacyCounterCell(model: model) }
    }
  }
}

struct LegacyOwningDashboard: View {
  @StateObject var model = LegacyModel()
  var body: some View {
    VStack {
      LegacyTitleView(model: model)
      ForEach(0..<10, id: \.self) { _ in LegacyCounterCell(model: model) }
    }
  }
}

struct TitleView: View {
  let title: String
  var body: some View { Text(title) }
}

struct CounterCell: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

struct LegacyValueDashboard: View {
  @StateObject var model = LegacyModel()
  var body: some View {
    VStack {
      TitleView(title: model.title)
      ForEach(0..<10, id: \.self) { _ in CounterCell(value: model.counter) }
    }
  }
}

// MARK: - @Observable views

struct ObservableTitleView: View {
  let model: ObservableModel
  var body: some View { Text(model.title) }
}

struct ObservableCounterCell: View {
  let model: ObservableModel
  var body: some View { Text("\(model.counter)") }
}

struct ObservableDashboard: View {
  let model: ObservableModel
  var body: some View {
    VStack {
      ObservableTitleView(model: model)
      ForEach(0..<10, id: \.self) { _ in ObservableCounterCell(model: model) }
    }
  }
}

/// The code of the article “Fiche 15.06 — Performance SwiftUI” §4, as written.
struct SeedDashboard: View {
  @State private var vm = ObservableModel()
  var body: some View {
    VStack {
      TitleView(title: vm.title)
      ForEach(0..<10, id: \.self) { _ in
        CounterCell(value: vm.counter)
      }
    }
  }
}
