import ViewGraph

// A trip planner: an @Observable plan held in @State and handed down with
// `.environment(_:)`, a `NavigationStack(path:)` over a `NavigationPath` whose links
// push stop ids resolved by `navigationDestination(for:)`, a departure date picker
// and a travellers stepper bound into the plan, a summary and a pushed stop editor
// reading the plan through `@Environment(Model.self)`.
// Counts: a control bound to a property only others read re-runs only those readers
// (Q3, Q6); pushing re-runs only the pushed view (Q15); an edit of a stop re-runs
// every view that read `stops` and the one row whose stop changed (Q2).

@Observable
final class TripPlan {
  struct Stop: Identifiable, Hashable {
    let id: Int
    var city: String
    var nights: Int
  }

  var stops = [
    Stop(id: 1, city: "Lisbon", nights: 3), Stop(id: 2, city: "Porto", nights: 2), Stop(id: 3, city: "Faro", nights: 4),
  ]
  var departure = Date(timeIntervalSince1970: 1_717_200_000)
  var travelers = 2

  var totalNights: Int { stops.reduce(0) { $0 + $1.nights } }
}

struct TripStopRow: View {
  let stop: TripPlan.Stop

  var body: some View {
    HStack {
      Text(stop.city)
      Spacer()
      Text("\(stop.nights) nights").foregroundStyle(.secondary)
    }
  }
}

struct TripSummary: View {
  @Environment(TripPlan.self) private var plan

  var body: some View {
    Text("\(plan.totalNights) nights for \(plan.travelers)")
      .font(.headline)
  }
}

struct TripStopEditor: View {
  @Environment(TripPlan.self) private var plan
  let stopID: Int

  var body: some View {
    @Bindable var plan = plan
    if let index = plan.stops.firstIndex(where: { $0.id == stopID }) {
      Form {
        TextField("City", text: $plan.stops[index].city)
        Stepper("Nights: \(plan.stops[index].nights)", value: $plan.stops[index].nights, in: 1...14)
      }
      .navigationTitle(plan.stops[index].city)
    }
  }
}

struct TripPlannerScreen: View {
  @State private var plan: TripPlan
  @State private var path = NavigationPath()

  init(plan: TripPlan) {
    _plan = State(initialValue: plan)
  }

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Section {
          DatePicker("Departure", selection: $plan.departure, displayedComponents: .date)
          Stepper("Travelers: \(plan.travelers)", value: $plan.travelers, in: 1...8)
        }
        Section("Stops") {
          ForEach(plan.stops) { stop in
            NavigationLink(value: stop.id) { TripStopRow(stop: stop) }
          }
        }
        Section { TripSummary() }
      }
      .navigationDestination(for: Int.self) { id in TripStopEditor(stopID: id) }
      .navigationTitle("Trip")
    }
    .environment(plan)
  }
}
