import ViewGraph

// A class timetable in the iOS 18 style: a `TabView(selection:)` of `Tab(_:systemImage:value:content:)`
// tabs over an @Observable schedule held in @State, a list whose rows read the clock
// format in their own scope, a week overview given a count, and settings bound into
// the schedule.
// Counts: a tab's content mounts when first selected and stays realized, with its
// reads, while another tab shows; the rows' closure reads `uses24Hour` in the row's
// own scope, so a change re-runs the rows and not the list (Q6); the settings make
// `$schedule.uses24Hour` from their `@Bindable`, which takes its value (Q6).

@Observable
final class ClassSchedule {
  struct Course: Identifiable, Equatable {
    let id: Int
    let name: String
    let hour: Int
    let room: String
  }

  var courses = [
    Course(id: 1, name: "Algebra", hour: 9, room: "B12"),
    Course(id: 2, name: "History", hour: 11, room: "A3"),
    Course(id: 3, name: "Chemistry", hour: 14, room: "Lab 2"),
  ]
  var uses24Hour = false
  var reminderMinutes = 10
}

enum ScheduleTab: Hashable {
  case today, week, settings
}

struct ClassRow: View {
  let course: ClassSchedule.Course
  let uses24Hour: Bool

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(course.name).font(.headline)
        Text(course.room).font(.caption).foregroundStyle(.secondary)
      }
      Spacer()
      Text(
        uses24Hour
          ? "\(course.hour):00"
          : "\(course.hour > 12 ? course.hour - 12 : course.hour) \(course.hour >= 12 ? "PM" : "AM")"
      )
      .monospacedDigit()
    }
  }
}

struct TodayClasses: View {
  let schedule: ClassSchedule

  var body: some View {
    NavigationStack {
      List(schedule.courses) { course in
        ClassRow(course: course, uses24Hour: schedule.uses24Hour)
      }
      .navigationTitle("Today")
    }
  }
}

struct WeekOverview: View {
  let courseCount: Int
  var body: some View {
    ContentUnavailableView("\(courseCount) classes this week", systemImage: "calendar")
  }
}

struct ScheduleSettings: View {
  @Bindable var schedule: ClassSchedule

  var body: some View {
    Form {
      Toggle("24-Hour Time", isOn: $schedule.uses24Hour)
      Stepper(
        "Remind \(schedule.reminderMinutes) min before", value: $schedule.reminderMinutes, in: 0...30, step: 5)
    }
  }
}

struct ClassScheduleScreen: View {
  @State private var schedule: ClassSchedule
  @State private var tab = ScheduleTab.today

  init(schedule: ClassSchedule) {
    _schedule = State(initialValue: schedule)
  }

  var body: some View {
    TabView(selection: $tab) {
      Tab("Today", systemImage: "calendar", value: ScheduleTab.today) {
        TodayClasses(schedule: schedule)
      }
      Tab("Week", systemImage: "calendar.day.timeline.left", value: ScheduleTab.week) {
        WeekOverview(courseCount: schedule.courses.count)
      }
      Tab("Settings", systemImage: "gear", value: ScheduleTab.settings) {
        ScheduleSettings(schedule: schedule)
      }
    }
  }
}
