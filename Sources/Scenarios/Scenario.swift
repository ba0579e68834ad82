public import ViewGraph

// A scenario: one screen written several ways (variants), driven by the same
// steps, with the figures its source claims. The CLI and the tests run it
// through the same API (R2.3).

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
  public var steps: [Step]
  /// The figures the source claims.
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
    let mount: @MainActor @Sendable () -> Mounted

    /// Creates a variant from a function that mounts the screen.
    public init(label: String, note: String = "", mount: @escaping @MainActor @Sendable () -> Mounted) {
      self.label = label
      self.note = note
      self.mount = mount
    }
  }

  /// A mounted variant: its host, and the model the steps drive.
  @MainActor
  public struct Mounted {
    /// The host running the screen.
    public let host: ViewHost
    /// The model the steps drive, looked up when a step runs (it may live in `@State`).
    public let model: @MainActor () -> AnyObject?

    /// Creates a mounted variant.
    public init(host: ViewHost, model: @escaping @MainActor () -> AnyObject?) {
      self.host = host
      self.model = model
    }
  }

  /// A named mutation or input, written once for every variant.
  public struct Step: Sendable {
    /// What the step does, such as `set title to "Bienvenue"`.
    public var name: String
    let perform: @MainActor @Sendable (Mounted) -> [Update]

    /// Creates a step from a function of the mounted variant.
    public init(_ name: String, perform: @escaping @MainActor @Sendable (Mounted) -> [Update]) {
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
          return [Update.failure("The model does not conform to \(Model.self).")]
        }
        return [mounted.host.update { mutation(model) }]
      }
    }

    /// A step that taps a button.
    public static func tap(_ title: String) -> Step {
      Step("tap '\(title)'") { [$0.host.tap(title)] }
    }

    /// A step that types text, one transaction per character.
    public static func type(_ text: String, into field: String) -> Step {
      Step("type '\(text)' into '\(field)'") { $0.host.type(text, into: field) }
    }
  }

  /// A figure the source states for a variant and a step.
  public struct Claim: Sendable, Equatable {
    /// The variant's label.
    public var variant: String
    /// The step's index in ``Scenario/steps``.
    public var step: Int
    /// The number of body evaluations claimed (summed over the step's transactions).
    public var bodies: Int
    /// The source's own words.
    public var quote: String

    /// Creates a claim.
    public init(variant: String, step: Int, bodies: Int, quote: String) {
      self.variant = variant
      self.step = step
      self.bodies = bodies
      self.quote = quote
    }
  }
}

extension Update {
  /// An update that carries only a diagnostic: a step that could not run.
  static func failure(_ message: String) -> Update {
    var update = Update()
    update.diagnostics.append(Diagnostic(kind: .controlNotFound, message: message, path: ""))
    return update
  }
}
