import Observation
import ViewGraph

// Seeds 000, 003 and 004: injecting models through the environment.

/// Settings injected with `.environment(_:)` or `.environmentObject(_:)`, or not at all.
public enum EnvironmentInjection {
  /// What every variant's model offers the steps.
  @MainActor
  public protocol Model: AnyObject {
    /// The accent colour's name.
    var accent: String { get set }
  }

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "environment-injection",
      title: "Environment injection: @Environment(Type.self) against @EnvironmentObject",
      source:
        "“@Observable et le framework Observation en Swift” \"Cas spécial : @Environment + bindings\"; “Macro @Observable in SwiftUI: Guida Completa per iOS 26” \"@Environment\"; “Migrating ObservableObject to @Observable” \"Three things\"",
      summary:
        "A settings screen with a toggle bound through the local @Bindable shadow, an accent label and a confirmation label. @Environment(Type.self) re-runs only the readers of what changed; @EnvironmentObject re-runs every subscriber. Without injection, both are SwiftUI's fatal error, recorded.",
      variants: [
        Scenario.Variant(label: "@Environment(Type.self)", note: "injected with .environment(settings)") {
          let settings = AppSettings()
          return Scenario.Mounted(host: ViewHost(SettingsScreen().environment(settings))) { settings }
        },
        Scenario.Variant(
          label: "@Environment(Type.self), not injected",
          note: "no .environment above the screen: the screen does not render",
          inputFailuresExpected: true
        ) {
          Scenario.Mounted(host: ViewHost(SettingsScreen()))
        },
        Scenario.Variant(label: "@EnvironmentObject", note: "injected with .environmentObject(settings)") {
          let settings = LegacySettings()
          return Scenario.Mounted(host: ViewHost(LegacySettingsScreen().environmentObject(settings))) { settings }
        },
        Scenario.Variant(
          label: "@EnvironmentObject, not injected",
          note: "no .environmentObject above the screen: the screen does not render",
          inputFailuresExpected: true
        ) {
          Scenario.Mounted(host: ViewHost(LegacySettingsScreen()))
        },
      ],
      steps: [
        Scenario.Step("toggle 'Confirmer la suppression'") { [$0.host.toggle("Confirmer la suppression")] },
        .mutate("change the accent", as: (any Model).self) { $0.accent = "orange" },
      ],
      claims: [
        Scenario.Claim(
          "@Environment(Model.self) crashes if nothing injected it (one fatal error per view that needs it, recorded)",
          variant: "@Environment(Type.self), not injected", step: 0, measure: .diagnostics, claimed: 1...Int.max),
        Scenario.Claim(
          "@EnvironmentObject did too",
          variant: "@EnvironmentObject, not injected", step: 0, measure: .diagnostics, claimed: 1...Int.max),
        Scenario.Claim(
          "@Bindable var settings = settings // shadow + bindings: the toggle works through the environment object",
          variant: "@Environment(Type.self)", step: 1, measure: .bodiesOf("ConfirmLabel"), claimed: 1),
        Scenario.Claim(
          "si une vue n'affiche que username, un changement de isLoading ne déclenche plus aucun redraw (only the accent's reader re-runs)",
          variant: "@Environment(Type.self)", step: 2, claimed: 1),
        Scenario.Claim(
          "toutes les vues observant l'objet étaient invalidées. Peu importe la propriété qui avait réellement changé",
          variant: "@EnvironmentObject", step: 2, claimed: 3),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "@EnvironmentObject", step: 0, measure: .stepsUnlikeTwinAsIfObservable("@Environment(Type.self)"),
          claimed: 0),
      ])
  }
}

// MARK: - @Observable

@Observable @MainActor
final class AppSettings: EnvironmentInjection.Model {
  var confirmDeletion = false
  var accent = "indigo"
}

struct SettingsScreen: View {
  var body: some View {
    VStack {
      SettingsToggle()
      AccentLabel()
      ConfirmLabel()
    }
  }
}

/// The article “@Observable et le framework Observation en Swift”'s "shadow + bindings" pattern.
struct SettingsToggle: View {
  @Environment(AppSettings.self) private var settings
  var body: some View {
    @Bindable var settings = settings
    Toggle("Confirmer la suppression", isOn: $settings.confirmDeletion)
  }
}

struct AccentLabel: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text("Accent: \(settings.accent)") }
}

struct ConfirmLabel: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text(settings.confirmDeletion ? "Confirmation on" : "Confirmation off") }
}

// MARK: - ObservableObject

@MainActor
final class LegacySettings: ObservableObject, EnvironmentInjection.Model {
  @Published var confirmDeletion = false
  @Published var accent = "indigo"
}

struct LegacySettingsScreen: View {
  var body: some View {
    VStack {
      LegacySettingsToggle()
      LegacyAccentLabel()
      LegacyConfirmLabel()
    }
  }
}

struct LegacySettingsToggle: View {
  @EnvironmentObject private var settings: LegacySettings
  var body: some View {
    Toggle("Confirmer la suppression", isOn: $settings.confirmDeletion)
  }
}

struct LegacyAccentLabel: View {
  @EnvironmentObject private var settings: LegacySettings
  var body: some View { Text("Accent: \(settings.accent)") }
}

struct LegacyConfirmLabel: View {
  @EnvironmentObject private var settings: LegacySettings
  var body: some View { Text(settings.confirmDeletion ? "Confirmation on" : "Confirmation off") }
}
