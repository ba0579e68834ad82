import ViewGraph

// A theme menu: a menu holding an inline picker, the choice written to the
// environment, and a reader of `colorScheme` below that re-runs only when the
// value it reads changes (Q12).

struct SchemeBadge: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    Text(colorScheme == .dark ? "Dark mode" : "Light mode")
      .padding(6)
      .background(Capsule().fill(colorScheme == .dark ? Color.black : Color.white))
  }
}

struct StaticCaption: View {
  var body: some View { Text("Pick a theme") }
}

struct ThemeScreen: View {
  @State private var scheme = ColorScheme.light

  var body: some View {
    VStack {
      StaticCaption()
      Menu("Theme") {
        Picker("Scheme", selection: $scheme) {
          Text("Light").tag(ColorScheme.light)
          Text("Dark").tag(ColorScheme.dark)
        }
        .pickerStyle(.inline)
      }
      SchemeBadge()
    }
    .environment(\.colorScheme, scheme)
  }
}
