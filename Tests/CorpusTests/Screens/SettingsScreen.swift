import ViewGraph

// A settings form: sections with headers and footers, toggles, a picker, a
// stepper and navigation rows, over an ObservableObject store.

final class SettingsStore: ObservableObject {
  enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
  }

  @Published var notificationsEnabled = true
  @Published var soundEnabled = false
  @Published var appearance = Appearance.system
  @Published var fontSize = 14
}

struct SettingsScreen: View {
  @StateObject private var store = SettingsStore()

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Notifications", isOn: $store.notificationsEnabled)
          Toggle(isOn: $store.soundEnabled) { Label("Sound", systemImage: "speaker.wave.2") }
            .disabled(!store.notificationsEnabled)
        } header: {
          Text("Alerts")
        } footer: {
          Text("You can change this later in Settings.")
        }
        Section(header: Text("Display")) {
          Picker("Appearance", selection: $store.appearance) {
            ForEach(SettingsStore.Appearance.allCases) { appearance in
              Text(appearance.rawValue.capitalized).tag(appearance)
            }
          }
          Stepper("Font size: \(store.fontSize)", value: $store.fontSize, in: 10...24)
          FontPreview(size: store.fontSize)
        }
        Section("About") {
          NavigationLink("Privacy Policy") { Text("Privacy") }
          LabeledContent("Version", value: "2.4.1")
        }
      }
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

struct FontPreview: View {
  let size: Int
  var body: some View {
    Text("The quick brown fox")
      .font(.system(size: CGFloat(size)))
      .foregroundStyle(.secondary)
  }
}

struct SettingsScreen_Previews: PreviewProvider {
  static var previews: some View { SettingsScreen() }
}
