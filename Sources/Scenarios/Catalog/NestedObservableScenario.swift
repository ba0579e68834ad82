import Observation
import ViewGraph

// Seeds 000 (pitfall 1), 003 and 004 ("three things"): which nested reads
// Observation tracks.

/// Nested models: computed properties, ignored storage, plain classes, arrays.
public enum NestedObservable {
  /// What every variant's model offers the steps.
  @MainActor
  public protocol Model: AnyObject {
    /// Changes the nested value the view shows.
    func changeNested()
  }

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "nested-observable",
      title: "Nested models: which nested changes reach the view",
      source:
        "“@Observable et le framework Observation en Swift” pitfall 1; “Migrating ObservableObject to @Observable” \"Three things that caught me out\"; “Macro @Observable in SwiftUI: Guida Completa per iOS 26” \"oggetti annidati\"",
      summary:
        "Observation tracks every tracked getter run during a body, at any depth (Q6): a computed property over a nested @Observable is tracked. @ObservationIgnored storage and plain classes are not, and the view goes stale.",
      variants: [
        Scenario.Variant(label: "computed over nested @Observable", note: "AppState.currentTheme reads settings.theme")
        {
          let state = AppState()
          return Scenario.Mounted(host: ViewHost(ThemeIndicator(state: state))) { state }
        },
        Scenario.Variant(label: "computed over @ObservationIgnored", note: "a computed property reads ignored storage")
        {
          let model = CachedTheme()
          return Scenario.Mounted(host: ViewHost(CachedThemeIndicator(model: model))) { model }
        },
        Scenario.Variant(label: "nested plain class", note: "the nested object is a class without @Observable") {
          let model = PlainNestedState()
          return Scenario.Mounted(host: ViewHost(PlainThemeIndicator(state: model))) { model }
        },
        Scenario.Variant(
          label: "array of structs, mutated in place", note: "items[0].isRead = true on an @Observable's array"
        ) {
          let model = StructInbox()
          return Scenario.Mounted(host: ViewHost(StructInboxView(model: model))) { model }
        },
        Scenario.Variant(label: "array of @Observable classes", note: "each row reads its own item") {
          let model = ClassInbox()
          return Scenario.Mounted(host: ViewHost(ClassInboxView(model: model))) { model }
        },
        Scenario.Variant(label: "array of plain classes", note: "items are classes without @Observable") {
          let model = PlainClassInbox()
          return Scenario.Mounted(host: ViewHost(PlainClassInboxView(model: model))) { model }
        },
      ],
      steps: [
        .mutate("change the nested value", as: (any Model).self) { $0.changeNested() }
      ],
      claims: [
        Scenario.Claim(
          "Cette vue NE sera PAS mise à jour quand settings.theme change",
          variant: "computed over nested @Observable", step: 1, claimed: 0,
          verdict: .refuted(
            because:
              "Observation records every tracked getter run during the body, through computed properties and nested @Observable objects (Q6): ThemeIndicator depends on settings.theme and re-runs. The claim holds only for the shapes of the next variants: ignored storage, or a nested class that is not @Observable."
          )),
        Scenario.Claim(
          "Computed properties over non-observed storage are invisible … the view never updates",
          variant: "computed over @ObservationIgnored", step: 1, claimed: 0),
        Scenario.Claim(
          "… nothing reports the read and the view never updates (the audit reports it stale)",
          variant: "computed over @ObservationIgnored", step: 1, measure: .staleViews, claimed: 1),
        Scenario.Claim(
          "le mutazioni sui suoi campi non propagano (the audit reports the view stale)",
          variant: "nested plain class", step: 1, measure: .staleViews, claimed: 1),
        Scenario.Claim(
          "una lista di 200 righe smetteva misteriosamente di aggiornarsi (the row showing the plain class goes stale)",
          variant: "array of plain classes", step: 1, measure: .staleViews, claimed: 1),
        Scenario.Claim(
          "quella classe deve a sua volta essere @Observable, altrimenti le mutazioni sui suoi campi non propagano",
          variant: "nested plain class", step: 1, claimed: 0),
        Scenario.Claim(
          "Con una struct devi riassegnare l'elemento (items[0] = updated) perché SwiftUI riveda il vettore",
          variant: "array of structs, mutated in place", step: 1, claimed: 0,
          verdict: .refuted(
            because:
              "items[0].isRead = true goes through the items property's _modify accessor, which always notifies (Q7): the view reading items re-runs. Reassigning the element is not needed."
          )),
        Scenario.Claim(
          "If Book is a class, mark it @Observable and let each row read it; … only that row then redraws",
          variant: "array of @Observable classes", step: 1, claimed: 1),
        Scenario.Claim(
          "library.books … does not track a property inside a Book",
          variant: "array of plain classes", step: 1, claimed: 0),
      ])
  }
}

// MARK: - Computed over a nested @Observable (the article “@Observable et le framework Observation en Swift”, pitfall 1)

enum Theme: Sendable, Equatable { case light, dark }

@Observable @MainActor
final class ThemeSettings {
  var theme: Theme = .light
}

@Observable @MainActor
final class AppState: NestedObservable.Model {
  let settings = ThemeSettings()
  var currentTheme: Theme { settings.theme }
  func changeNested() { settings.theme = .dark }
}

struct ThemeIndicator: View {
  let state: AppState
  var body: some View { Text(state.currentTheme == .dark ? "Sombre" : "Clair") }
}

// MARK: - Ignored storage

@Observable @MainActor
final class CachedTheme: NestedObservable.Model {
  @ObservationIgnored private var cached: Theme = .light
  var currentTheme: Theme { cached }
  func changeNested() { cached = .dark }
}

struct CachedThemeIndicator: View {
  let model: CachedTheme
  var body: some View { Text(model.currentTheme == .dark ? "Sombre" : "Clair") }
}

// MARK: - Nested plain class

@MainActor
final class PlainSettings {
  var theme: Theme = .light
}

@Observable @MainActor
final class PlainNestedState: NestedObservable.Model {
  let settings = PlainSettings()
  var currentTheme: Theme { settings.theme }
  func changeNested() { settings.theme = .dark }
}

struct PlainThemeIndicator: View {
  let state: PlainNestedState
  var body: some View { Text(state.currentTheme == .dark ? "Sombre" : "Clair") }
}

// MARK: - Arrays

struct Message: Identifiable, Equatable, Sendable {
  let id: Int
  var isRead = false
}

@Observable @MainActor
final class StructInbox: NestedObservable.Model {
  var items = (0..<5).map { Message(id: $0) }
  func changeNested() { items[0].isRead = true }
}

struct StructInboxView: View {
  let model: StructInbox
  var body: some View {
    VStack {
      ForEach(model.items) { MessageRow(message: $0) }
    }
  }
}

struct MessageRow: View {
  let message: Message
  var body: some View { Text("\(message.id) \(message.isRead ? "read" : "unread")") }
}

@Observable @MainActor
final class MessageObject: Identifiable {
  let id: Int
  var isRead = false
  init(id: Int) { self.id = id }
}

@Observable @MainActor
final class ClassInbox: NestedObservable.Model {
  var items = (0..<5).map { MessageObject(id: $0) }
  func changeNested() { items[0].isRead = true }
}

struct ClassInboxView: View {
  let model: ClassInbox
  var body: some View {
    VStack {
      ForEach(model.items) { ObjectMessageRow(message: $0) }
    }
  }
}

struct ObjectMessageRow: View {
  let message: MessageObject
  var body: some View { Text("\(message.id) \(message.isRead ? "read" : "unread")") }
}

@MainActor
final class PlainMessage: Identifiable {
  let id: Int
  var isRead = false
  init(id: Int) { self.id = id }
}

@Observable @MainActor
final class PlainClassInbox: NestedObservable.Model {
  var items = (0..<5).map { PlainMessage(id: $0) }
  func changeNested() { items[0].isRead = true }
}

struct PlainClassInboxView: View {
  let model: PlainClassInbox
  var body: some View {
    VStack {
      ForEach(model.items) { PlainMessageRow(message: $0) }
    }
  }
}

struct PlainMessageRow: View {
  let message: PlainMessage
  var body: some View { Text("\(message.id) \(message.isRead ? "read" : "unread")") }
}
