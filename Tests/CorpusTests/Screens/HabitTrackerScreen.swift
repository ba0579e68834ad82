import ViewGraph

// A habit tracker: toggles bound into a @State array of structs, a progress
// view over the completion, a summary that reads the array.

struct Habit: Identifiable, Equatable {
  let id: Int
  var name: String
  var done: Bool
}

struct HabitRow: View {
  @Binding var habit: Habit
  var body: some View {
    Toggle(habit.name, isOn: $habit.done)
  }
}

struct HabitTrackerScreen: View {
  @State private var habits = [
    Habit(id: 1, name: "Read", done: false),
    Habit(id: 2, name: "Walk", done: true),
    Habit(id: 3, name: "Stretch", done: false),
  ]

  var body: some View {
    VStack {
      ProgressView("Today", value: Double(habits.filter(\.done).count), total: Double(habits.count))
      ForEach($habits) { $habit in
        HabitRow(habit: $habit)
      }
    }
    .padding()
  }
}
