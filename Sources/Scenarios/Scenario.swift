public import ViewGraph

// A scenario: one screen written several ways (variants), driven by the same
// steps, with the figures its source claims. The CLI and the tests run it
// through the same API.

/// A named situation, its variants side by side, its steps and its source's claims.
public struct Scenario: Sendable, Identifiable {
  /// The kebab-case id, such as `dashboard-title`.
  public var id: String
  /// A one-line title.
  public var title: String
  /// Where the situation comes from (seed file and section).
  public var source: String
  /// What the scenario shows, in a few sentences.
  public var summary: String
  /// The ways of writing the screen.
  public var variants: [Variant]
  /// The steps, applied in order to a fresh mount of every variant.
  ///
  /// Reports number them from 1: step 0 is the mount.
  public var steps: [Step]
  /// The figures the source claims, each with the outcome the engine is expected to give.
  public var claims: [Claim]

  /// Creates a scenario.
  public init(
    id: String, title: String, source: String, summary: String,
    variants: [Variant], steps: [Step], claims: [Claim] = []
  ) {
    self.id = id
    self.title = title
    self.source = source
    self.summary = summary
    self.variants = variants
    self.steps = steps
    self.claims = claims
  }
}

extension Scenario {
  /// One way of writing the screen: how to mount it and reach its model.
  public struct Variant: Sendable {
    /// The label shown in columns, such as `ObservableObject` or `@Observable`.
    public var label: String
    /// What distinguishes this variant, in a sentence.
    public var note: String
    /// Whether the steps' inputs are expected to fail on this variant: a screen that
    /// is not meant to show their controls (one that fails to render, on purpose).
    ///
    /// Its input failures are still reported, but do not fail the scenario.
    public var inputFailuresExpected: Bool
    let mount: @MainActor @Sendable () -> Mounted

    /// Creates a variant from a function that mounts the screen.
    public init(
      label: String, note: String = "", inputFailuresExpected: Bool = false,
      mount: @escaping @MainActor @Sendable () -> Mounted
    ) {
      self.label = label
      self.note = note
      self.inputFailuresExpected = inputFailuresExpected
      self.mount = mount
    }
  }

  /// A mounted variant: its host, the model the steps drive, and its counters.
  @MainActor
  public struct Mounted {
    /// The host running the screen.
    public let host: ViewHost
    /// The model the steps drive, looked up when a step runs (it may live in `@State`).
    public let model: @MainActor () -> AnyObject?
    /// Counters the variant keeps beside body counts (initialiser calls, sorts…).
    public let metrics: @MainActor () -> [String: Int]

    /// Creates a mounted variant.
    public init(
      host: ViewHost, model: @escaping @MainActor () -> AnyObject? = { nil },
      metrics: @escaping @MainActor () -> [String: Int] = { [:] }
    ) {
      self.host = host
      self.model = model
      self.metrics = metrics
    }
  }

  /// A named mutation or input, written once for every variant.
  public struct Step: Sendable {
    /// What the step does, such as `set title to "Bienvenue"`.
    public var name: String
    let perform: @MainActor @Sendable (Mounted) async -> [Update]

    /// Creates a step from a function of the mounted variant.
    public init(_ name: String, perform: @escaping @MainActor @Sendable (Mounted) async -> [Update]) {
      self.name = name
      self.perform = perform
    }

    /// A step that mutates the variant's model, as one transaction.
    ///
    /// The model is cast to `Model`, the protocol every variant's model conforms to.
    public static func mutate<Model>(
      _ name: String, as _: Model.Type = Model.self, _ mutation: @escaping @MainActor @Sendable (Model) -> Void
    ) -> Step {
      Step(name) { mounted in
        guard let model = mounted.model() as? Model else {
          let reason = mounted.model() == nil ? "has no model" : "has a model that does not conform to \(Model.self)"
          return [Update.failure("This variant \(reason); '\(name)' was not applied.")]
        }
        return [mounted.host.update { mutation(model) }]
      }
    }

  }
}

extension Update {
  /// An update that carries only a diagnostic: a step given a model it cannot use.
  static func failure(_ message: String) -> Update {
    Update(diagnostic: Diagnostic(kind: .modelTypeMismatch, message: message, path: ""))
  }
}
