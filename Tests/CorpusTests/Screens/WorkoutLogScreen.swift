import ViewGraph

// A workout log: a NavigationStack over a typed path with `navigationDestination(for:)`,
// a list of workouts from an @Observable log, a pushed detail editing the workout
// with a stepper and a date picker bound into the log, and a sheet adding a workout
// that dismisses itself through `\.dismiss`.
// Counts: pushing and presenting re-run only the pushed or presented view, as the
// screen passes `$path` and `$showingNew` without reading them (Q3, Q14, Q15); a
// change to the log re-runs the views that read `workouts` (Q6) and the one row
// whose value changed (Q2).

@Observable
final class WorkoutLog {
  struct Workout: Identifiable, Hashable {
    let id: Int
    var name: String
    var sets: Int
    var date: Date
  }

  var workouts = [
    Workout(id: 1, name: "Squat", sets: 3, date: Date(timeIntervalSince1970: 1_700_000_000)),
    Workout(id: 2, name: "Bench Press", sets: 4, date: Date(timeIntervalSince1970: 1_700_086_400)),
    Workout(id: 3, name: "Deadlift", sets: 2, date: Date(timeIntervalSince1970: 1_700_172_800)),
  ]

  func add(_ name: String) {
    workouts.append(
      Workout(id: workouts.count + 1, name: name, sets: 3, date: Date(timeIntervalSince1970: 1_700_259_200)))
  }
}

struct WorkoutRow: View {
  let workout: WorkoutLog.Workout

  var body: some View {
    VStack(alignment: .leading) {
      Text(workout.name).font(.headline)
      Text("\(workout.sets) sets").foregroundStyle(.secondary)
    }
  }
}

struct WorkoutDetail: View {
  @Bindable var log: WorkoutLog
  let id: Int

  var body: some View {
    if let index = log.workouts.firstIndex(where: { $0.id == id }) {
      Form {
        Stepper("Sets: \(log.workouts[index].sets)", value: $log.workouts[index].sets, in: 1...10)
        DatePicker("Date", selection: $log.workouts[index].date, displayedComponents: .date)
      }
      .navigationTitle(log.workouts[index].name)
    }
  }
}

struct NewWorkoutSheet: View {
  let log: WorkoutLog
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
      }
      .navigationTitle("New Workout")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") {
            log.add(name)
            dismiss()
          }
          .disabled(name.isEmpty)
        }
      }
    }
  }
}

struct WorkoutLogScreen: View {
  let log: WorkoutLog
  @State private var path: [Int] = []
  @State private var showingNew = false

  var body: some View {
    NavigationStack(path: $path) {
      List(log.workouts) { workout in
        NavigationLink(value: workout.id) { WorkoutRow(workout: workout) }
      }
      .navigationTitle("Workouts")
      .navigationDestination(for: Int.self) { id in WorkoutDetail(log: log, id: id) }
      .toolbar {
        Button("New") { showingNew = true }
      }
      .sheet(isPresented: $showingNew) { NewWorkoutSheet(log: log) }
    }
  }
}
