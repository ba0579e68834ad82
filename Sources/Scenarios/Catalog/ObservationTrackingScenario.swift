import Observation
import ViewGraph

// Seeds 000 and 003, "withObservationTracking": its contract, run on the real
// Observation framework (no view involved).

/// The real `withObservationTracking` and `Observations`, probed.
public enum ObservationTrackingProbe {
  /// Whether the running system has Observation's `Observations` sequence.
  static var observationsAvailable: Bool {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { true } else { false }
  }

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "observation-tracking",
      title: "withObservationTracking and Observations, run on the real framework",
      source:
        "“@Observable et le framework Observation en Swift” \"Patterns avancés avec withObservationTracking\", \"Le type Observations\"; “Macro @Observable in SwiftUI: Guida Completa per iOS 26” \"Osservare modifiche fuori da SwiftUI\"",
      summary:
        "The contract the seeds state: onChange fires once, before the value is written; observing continuously means re-registering; Observations coalesces the changes of one transaction. Each variant is a probe; its counters are the figures.",
      variants: [
        Scenario.Variant(
          label: "one-shot tracking", note: "withObservationTracking { _ = model.value } onChange: { record }"
        ) {
          probe(.oneShot)
        },
        Scenario.Variant(
          label: "re-registering from a Task",
          note: "onChange: { Task { @MainActor in register() } }, the seeds' pattern"
        ) {
          probe(.reregistering)
        },
        Scenario.Variant(label: "Observations", note: "for await over Observations { model.value + model.other }") {
          probe(.observations)
        },
      ],
      steps: [
        Scenario.Step("write value twice, synchronously") { mounted in
          await (mounted.model() as? TrackingProbe)?.writeTwice(yieldBetween: false)
          return []
        },
        Scenario.Step("write value twice, with a suspension between") { mounted in
          await (mounted.model() as? TrackingProbe)?.writeTwice(yieldBetween: true)
          return []
        },
        Scenario.Step("write two properties in one transaction") { mounted in
          await (mounted.model() as? TrackingProbe)?.writeBothProperties()
          return []
        },
      ],
      claims: [
        Scenario.Claim(
          "Le callback ne se déclenche qu'une seule fois",
          variant: "one-shot tracking", step: 1, measure: .metric("notifications"), claimed: 1),
        Scenario.Claim(
          "onChange est appelé avant que la nouvelle valeur soit appliquée. Lire la propriété dans onChange renvoie l'ancienne valeur",
          variant: "one-shot tracking", step: 1, measure: .metric("onChange read the old value"), claimed: 1),
        Scenario.Claim(
          "Pour observer en continu, ré-enregistrez-vous depuis onChange (both writes observed)",
          variant: "re-registering from a Task", step: 1, measure: .metric("notifications"), claimed: 2,
          verdict: .refuted(
            because:
              "the re-registration runs in a Task, after both synchronous writes: the second write happens while nobody observes, so only 1 notification. With a suspension between the writes (next step) both are seen."
          )),
        Scenario.Claim(
          "ré-enregistrez-vous depuis onChange (writes separated by a suspension)",
          variant: "re-registering from a Task", step: 2, measure: .metric("notifications"), claimed: 2),
        Scenario.Claim(
          "si plusieurs propriétés changent dans la même transaction, un seul élément est émis",
          variant: "Observations", step: 3, measure: .metric("notifications"), claimed: 1
        )
        .requiring(ObservationTrackingProbe.observationsAvailable, "Observations needs macOS 26, iOS 26 or later"),
      ])
  }

  @MainActor
  static func probe(_ kind: TrackingProbe.Kind) -> Scenario.Mounted {
    let probe = TrackingProbe(kind: kind)
    return Scenario.Mounted(host: ViewHost(EmptyView())) {
      probe
    } metrics: {
      ["notifications": probe.notifications, "onChange read the old value": probe.oldValueReads]
    }
  }
}

@Observable @MainActor
final class ProbedModel {
  var value = 0
  var other = 0
}

/// Runs one way of observing a model and counts what it sees.
@MainActor
final class TrackingProbe {
  enum Kind: Sendable { case oneShot, reregistering, observations }

  let kind: Kind
  let model = ProbedModel()
  var notifications = 0
  /// Notifications whose read of the property gave the value from before the write.
  var oldValueReads = 0
  private var valueBeforeWrite = 0
  private var observer: Task<Void, Never>?

  init(kind: Kind) {
    self.kind = kind
    switch kind {
    case .oneShot, .reregistering:
      register()
    case .observations:
      // Observations is in the OS's Observation from macOS 26 and iOS 26 (always on
      // Linux); on an older Mac the probe observes nothing and its claim is not checked.
      guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { break }
      let model = self.model
      observer = Task { @MainActor [weak self] in
        var first = true
        for await _ in Observations({ model.value + model.other }) {
          if first {
            first = false
            continue
          }  // the initial value
          self?.notifications += 1
        }
      }
    }
  }

  deinit { observer?.cancel() }

  private func register() {
    let model = self.model
    withObservationTracking {
      _ = model.value
    } onChange: { [weak self] in
      // Runs synchronously in the writer's context (the main actor here).
      MainActor.assumeIsolated {
        guard let self else { return }
        self.notifications += 1
        if model.value == self.valueBeforeWrite { self.oldValueReads += 1 }
        if self.kind == .reregistering {
          Task { @MainActor in self.register() }
        }
      }
    }
  }

  func writeTwice(yieldBetween: Bool) async {
    await settle()
    valueBeforeWrite = model.value
    model.value += 1
    if yieldBetween { await settle() }
    valueBeforeWrite = model.value
    model.value += 1
    await settle()
  }

  func writeBothProperties() async {
    await settle()
    model.value += 1
    model.other += 1
    await settle()
  }

  /// Lets pending tasks (re-registrations, the Observations loop) run.
  private func settle() async {
    for _ in 0..<20 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(5))
    for _ in 0..<20 { await Task.yield() }
  }
}
