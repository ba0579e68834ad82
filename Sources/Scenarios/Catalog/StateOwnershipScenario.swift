import Observation
import ViewGraph

// The article “@Observable et le framework Observation en Swift”: "Les règles d'or de la propriété d'un modèle", pitfalls 3 and 6.

/// Who owns a model: @State in the owner, @State in a child given the model,
/// @StateObject against @State under parent re-evaluation, and the redraw loop.
public enum StateOwnership {
  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "state-ownership",
      title: "Model ownership: @State, @StateObject, and the disconnected copy",
      source:
        "“@Observable et le framework Observation en Swift” \"Les règles d'or\", pitfalls 3 and 6; Documentation/Rules.md \"Releases\" (Xcode 27's @State)",
      summary:
        "Built with Xcode 26 or earlier (the article's SwiftUI, every variant but one), @State's initial value runs on every init of the view and the first instance is kept (Q4); @StateObject's runs once per identity. Built with Xcode 27, @State initializes a class-typed initial value once, as @StateObject does. A child that re-declares @State on a model it is given keeps its first copy and goes stale when the owner replaces the model. A model whose init writes what its parent reads loops.",
      variants: [
        Scenario.Variant(
          label: "@State in the owner", note: "the parent owns @State var model; the child holds let model"
        ) {
          mountOwnership { OwnerHoldsModel(inits: $0) }
        },
        Scenario.Variant(
          label: "@State in a child given the model",
          note: "the child declares @State var model = the parent's model: a disconnected copy"
        ) {
          mountOwnership { ChildCopiesModel(inits: $0) }
        },
        Scenario.Variant(
          label: "@State child-owned model", note: "the child creates @State var model = CountingModel()"
        ) {
          mountOwnership { ChildStateOwner(inits: $0) }
        },
        Scenario.Variant(
          label: "@State child-owned model, Xcode 27",
          note: "the same child, built with Xcode 27: @State initializes its model once, when installed"
        ) {
          mountOwnership(swiftUI: .iOS27) { ChildStateOwner(inits: $0) }
        },
        Scenario.Variant(
          label: "@StateObject child-owned model",
          note: "the child creates @StateObject var model = LegacyCountingModel()"
        ) {
          mountOwnership { ChildStateObjectOwner(inits: $0) }
        },
        Scenario.Variant(
          label: "model init writes what the parent reads",
          note: "pitfall 3: the child's @State model init publishes on a store the parent observes"
        ) {
          mountOwnership(maxPasses: 10) { LoopingParent(store: LoadStore(), inits: $0) }
        },
      ],
      steps: [
        .tap("re-render parent"),
        .tap("replace model"),
        .tap("increment"),
      ],
      claims: [
        Scenario.Claim(
          "@State n'a pas cette garantie : SwiftUI peut reconstruire la vue, et l'init du modèle sera appelé à chaque reconstruction",
          variant: "@State child-owned model", step: 1, measure: .metric("model inits"), claimed: 1
        ).holding(for: .iOS17 ... .iOS26),
        Scenario.Claim(
          "Xcode 27's @State: “This change only initializes and stores your property once when it's a class” (Apple, SwiftUI updates, June 2026)",
          variant: "@State child-owned model, Xcode 27", step: 1, measure: .metric("model inits"), claimed: 0
        ).holding(for: .iOS27 ... .iOS27),
        Scenario.Claim(
          "@StateObject recevait un @autoclosure et n'initialisait l'instance qu'une seule fois",
          variant: "@StateObject child-owned model", step: 1, measure: .metric("model inits"), claimed: 0),
        Scenario.Claim(
          "Ne jamais déclarer @State dans une vue enfant avec un modèle reçu : ça crée une copie locale décorrélée de la source (after the owner replaces its model, the child does not follow)",
          variant: "@State in a child given the model", step: 3, measure: .bodiesOf("CopyingChild"), claimed: 0),
        Scenario.Claim(
          "ça crée une copie locale décorrélée de la source (the audit reports the child once the owner replaces its model)",
          variant: "@State in a child given the model", step: 2, measure: .staleViews, claimed: 1
        ).holding(for: .iOS17 ... .iOS26),
        Scenario.Claim(
          "une boucle infinie de redraw qui gèle l'UI (reported, and stopped, once per update)",
          variant: "model init writes what the parent reads", step: 1, measure: .loops, claimed: 1),
        Scenario.Claim(
          "the migration is genuinely mechanical apart from the one judgement call (as if migrated, the hand-written twin's counts at every step)",
          variant: "@StateObject child-owned model", step: 0,
          measure: .stepsUnlikeTwinAsIfObservable("@State child-owned model"), claimed: 0),
      ])
  }

  @MainActor
  static func mountOwnership(
    maxPasses: Int = 100, swiftUI: SwiftUIRelease = .iOS26, _ view: (ModelInits) -> some View
  ) -> Scenario.Mounted {
    let inits = ModelInits()
    let host = ViewHost(view(inits), options: ViewHost.Options(maxPasses: maxPasses, swiftUI: swiftUI))
    return Scenario.Mounted(host: host) {
      nil
    } metrics: {
      ["model inits": inits.count]
    }
  }
}

// MARK: - Models

/// The model initialisers a variant's views ran: each mount has its own count, which
/// the views pass to the models they create.
///
/// A reference, not state: no view reads it.
@MainActor
final class ModelInits {
  var count = 0
}

@Observable @MainActor
final class CountingModel {
  var count = 0
  init(inits: ModelInits) { inits.count += 1 }
}

@MainActor
final class LegacyCountingModel: ObservableObject {
  @Published var count = 0
  init(inits: ModelInits) { inits.count += 1 }
}

// MARK: - Views

struct CountLabel: View {
  let model: CountingModel
  var body: some View { Text("count \(model.count)") }
}

struct OwnerHoldsModel: View {
  let inits: ModelInits
  @State private var model: CountingModel
  @State private var renders = 0
  init(inits: ModelInits) {
    self.inits = inits
    _model = State(initialValue: CountingModel(inits: inits))
  }
  var body: some View {
    VStack {
      Text("renders \(renders)")
      CountLabel(model: model)
      Button("re-render parent") { renders += 1 }
      Button("replace model") { model = CountingModel(inits: inits) }
      Button("increment") { model.count += 1 }
    }
  }
}

/// The article “@Observable et le framework Observation en Swift”'s classic mistake: @State on a model the view is given.
struct CopyingChild: View {
  @State var model: CountingModel
  var body: some View { Text("count \(model.count)") }
}

struct ChildCopiesModel: View {
  let inits: ModelInits
  @State private var model: CountingModel
  @State private var renders = 0
  init(inits: ModelInits) {
    self.inits = inits
    _model = State(initialValue: CountingModel(inits: inits))
  }
  var body: some View {
    VStack {
      Text("renders \(renders)")
      CopyingChild(model: model)
      Button("re-render parent") { renders += 1 }
      Button("replace model") { model = CountingModel(inits: inits) }
      Button("increment") { model.count += 1 }
    }
  }
}

/// `@State private var model = CountingModel()`: up to Xcode 26 the initial value
/// runs on every init of the view, the first instance kept; from Xcode 27 it runs once.
struct StateModelChild: View {
  @State private var model: CountingModel
  let renders: Int
  init(inits: ModelInits, renders: Int) {
    _model = State(wrappedValue: CountingModel(inits: inits))
    self.renders = renders
  }
  var body: some View {
    VStack {
      Text("renders \(renders), count \(model.count)")
      Button("increment") { model.count += 1 }
    }
  }
}

struct ChildStateOwner: View {
  let inits: ModelInits
  @State private var renders = 0
  var body: some View {
    VStack {
      StateModelChild(inits: inits, renders: renders)
      Button("re-render parent") { renders += 1 }
      Button("replace model") {}
    }
  }
}

/// `@StateObject private var model = LegacyCountingModel()`: an autoclosure, run
/// once per identity.
struct StateObjectModelChild: View {
  @StateObject private var model: LegacyCountingModel
  let renders: Int
  init(inits: ModelInits, renders: Int) {
    _model = StateObject(wrappedValue: LegacyCountingModel(inits: inits))
    self.renders = renders
  }
  var body: some View {
    VStack {
      Text("renders \(renders), count \(model.count)")
      Button("increment") { model.count += 1 }
    }
  }
}

struct ChildStateObjectOwner: View {
  let inits: ModelInits
  @State private var renders = 0
  var body: some View {
    VStack {
      StateObjectModelChild(inits: inits, renders: renders)
      Button("re-render parent") { renders += 1 }
      Button("replace model") {}
    }
  }
}

/// A shared store the parent observes (legacy), which pitfall 3's model init writes.
@MainActor
final class LoadStore: ObservableObject {
  @Published var loads = 0
}

/// Pitfall 3: a model whose init starts a "load" that it records on the shared store.
@Observable @MainActor
final class LoadingModel {
  init(store: LoadStore, inits: ModelInits) {
    inits.count += 1
    store.loads += 1
  }
}

struct LoadingChild: View {
  @State private var model: LoadingModel
  init(store: LoadStore, inits: ModelInits) { _model = State(initialValue: LoadingModel(store: store, inits: inits)) }
  var body: some View { Text("child") }
}

struct LoopingParent: View {
  @ObservedObject var store: LoadStore
  let inits: ModelInits
  var body: some View {
    VStack {
      Text("loads \(store.loads)")
      LoadingChild(store: store, inits: inits)
      Button("re-render parent") {}
      Button("replace model") {}
      Button("increment") {}
    }
  }
}
