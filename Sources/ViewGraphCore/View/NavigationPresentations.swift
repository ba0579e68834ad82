// Models SwiftUI's presentation settings and dialog details: the values a sheet's or
// popover's content sets for its presentation (its background, interactions, corner
// radius, sizing, adaptation), the icon and severity of dialogs, and the bound detent
// of a sheet. Each value is an input of its node, shown as its leaf; a presentation
// background view is realized as an attachment of the content that sets it. A bound
// detent selection and a dialog's suppression binding are shown as they are now,
// following their binding whether or not a body re-ran. Popovers (whose anchor needs
// `UnitPoint`) and error alerts (`LocalizedError`) are in ViewGraph's
// NavigationPresentations.swift.
// Status: Partial. Differs: nothing is laid out or drawn, detents do not resize
// anything, a suppression toggle is not added to the dialog.

/// Whether the view behind a presentation can be interacted with.
public struct PresentationBackgroundInteraction: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// The platform's default.
  public static var automatic: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "automatic")
  }
  /// The view behind can be interacted with.
  public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "enabled") }
  /// The view behind can be interacted with up to a detent.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent.name))")
  }
  /// The view behind cannot be interacted with.
  public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "disabled") }
}

/// How a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// The platform's default.
  public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
  /// No adaptation: the presentation keeps its style.
  public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
  /// As a popover.
  public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
  /// As a sheet.
  public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
  /// As a full-screen cover.
  public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether swipes in a resizable presentation resize it or scroll its content.
public struct PresentationContentInteraction: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// The platform's default.
  public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
  /// Swipes resize the presentation first.
  public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
  /// Swipes scroll the content first.
  public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// The severity of an alert or a confirmation dialog.
public struct DialogSeverity: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// The platform's default.
  public static let automatic = DialogSeverity(name: "automatic")
  /// A critical dialog.
  public static let critical = DialogSeverity(name: "critical")
  /// A standard dialog.
  public static let standard = DialogSeverity(name: "standard")
}

/// How a window or a presentation may be dismissed.
public struct DismissBehavior: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// Dismissed as the user would, letting the view refuse.
  public static let interactive = DismissBehavior(name: "interactive")
  /// Dismissed whatever the view would say.
  public static let destructive = DismissBehavior(name: "destructive")
}

// MARK: - Sizing

/// How a presentation is sized.
public protocol PresentationSizing {}

/// The platform's default sizing.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable, CustomStringConvertible {
  /// The default sizing.
  public init() {}
  public var description: String { "automatic" }
}

/// Sizing to fit a form.
public struct FormPresentationSizing: PresentationSizing, Sendable, CustomStringConvertible {
  /// A form's sizing.
  public init() {}
  public var description: String { "form" }
}

/// Sizing to fit a page.
public struct PagePresentationSizing: PresentationSizing, Sendable, CustomStringConvertible {
  /// A page's sizing.
  public init() {}
  public var description: String { "page" }
}

/// Sizing to fit the presented content.
public struct FittedPresentationSizing: PresentationSizing, Sendable, CustomStringConvertible {
  /// A fitted sizing.
  public init() {}
  public var description: String { "fitted" }
}

/// The root view of a presentation, as a sizing sees it.
public struct PresentationSizingRoot {
  package init() {}
}

/// What a presentation sizing knows about where it is presented.
public struct PresentationSizingContext {
  package init() {}
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The platform's default sizing.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// Sizing to fit a form.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// Sizing to fit a page.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// Sizing to fit the presented content.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

// MARK: - A value bound by a binding

/// A modifier showing a binding's current value as its leaf, following the binding
/// whether or not a body re-ran (the view passing `$value` does not read it).
nonisolated public struct BoundValueModifier: BuiltinModifier {
  let name: String
  let value: () -> String

  nonisolated init(name: String, value: @escaping () -> String) {
    self.name = name
    self.value = value
  }

  @MainActor package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    let shown = value()
    expansion.leaf = LeafContent(kind: name, value: shown)
    expansion.stateSignature = shown
    expansion.add(.content, content)
  }
}

extension View {
  /// The view with a modifier showing a bound value as it is now.
  nonisolated package func bound(_ name: String, _ value: @escaping () -> String) -> ModifiedContent<
    Self, BoundValueModifier
  > {
    ModifiedContent(content: self, modifier: BoundValueModifier(name: name, value: value))
  }
}

// MARK: - Modifiers

extension View {
  /// Sets the style behind a presentation's content.
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("presentationBackground", "\(style)")
  }

  /// Sets a view behind a presentation's content; it is realized with the content.
  ///
  /// - Parameters:
  ///   - alignment: How the background is aligned.
  ///   - content: The background view.
  /// - Returns: The view with its presentation background.
  nonisolated public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, AttachmentModifier> {
    ModifiedContent(
      content: self,
      modifier: AttachmentModifier(
        role: "presentationBackground", value: alignment == .center ? nil : "\(alignment)", attached: content()))
  }

  /// Sets whether the view behind a presentation can be interacted with.
  nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("presentationBackgroundInteraction", "\(interaction)")
  }

  /// Sets how the presentation adapts to compact size classes.
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("presentationCompactAdaptation", "\(adaptation)")
  }

  /// Sets how the presentation adapts to compact widths and heights.
  ///
  /// - Parameters:
  ///   - horizontalAdaptation: The adaptation to a compact width.
  ///   - verticalAdaptation: The adaptation to a compact height.
  /// - Returns: The view with its adaptations.
  nonisolated public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("presentationCompactAdaptation", "horizontal: \(horizontalAdaptation), vertical: \(verticalAdaptation)")
  }

  /// Sets whether swipes resize the presentation or scroll its content.
  nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("presentationContentInteraction", "\(behavior)")
  }

  /// Sets how the presentation is sized.
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("presentationSizing", "\(sizing)")
  }

  /// The heights a sheet may take, with the one it has bound; the bound detent is
  /// shown as it is now.
  ///
  /// - Parameters:
  ///   - detents: The heights the sheet may take.
  ///   - selection: The height it has.
  /// - Returns: The view with its detents.
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> ModifiedContent<ModifiedContent<Self, VisualModifier>, BoundValueModifier> {
    presentationDetents(detents).bound("presentationDetent") { selection.wrappedValue.name }
  }

  /// Sets the icon of a dialog.
  nonisolated public func dialogIcon(_ icon: Image?) -> ModifiedContent<Self, VisualModifier> {
    visual("dialogIcon", icon?.name ?? "nil")
  }

  /// Lets the user suppress a dialog, titled "Do not show again"; the binding is shown
  /// as it is now.
  nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> ModifiedContent<
    Self, BoundValueModifier
  > {
    bound("dialogSuppressionToggle") { "Do not show again: \(isSuppressed.wrappedValue)" }
  }

  /// Lets the user suppress a dialog, with a toggle titled by a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The toggle's title.
  ///   - isSuppressed: Whether the dialog is suppressed.
  /// - Returns: The view with its suppression toggle.
  nonisolated public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
    -> ModifiedContent<Self, BoundValueModifier>
  {
    bound("dialogSuppressionToggle") { "\(titleKey.text): \(isSuppressed.wrappedValue)" }
  }

  /// Lets the user suppress a dialog, with a toggle titled by a string.
  ///
  /// - Parameters:
  ///   - title: The toggle's title.
  ///   - isSuppressed: Whether the dialog is suppressed.
  /// - Returns: The view with its suppression toggle.
  @_disfavoredOverload
  nonisolated public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
    -> ModifiedContent<Self, BoundValueModifier>
  {
    let title = String(title)
    return bound("dialogSuppressionToggle") { "\(title): \(isSuppressed.wrappedValue)" }
  }

  /// Lets the user suppress a dialog, with a toggle titled by a text.
  ///
  /// - Parameters:
  ///   - label: The toggle's title.
  ///   - isSuppressed: Whether the dialog is suppressed.
  /// - Returns: The view with its suppression toggle.
  nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> ModifiedContent<
    Self, BoundValueModifier
  > {
    let title = label.string
    return bound("dialogSuppressionToggle") { "\(title): \(isSuppressed.wrappedValue)" }
  }
}

extension PresentationDetent {
  public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
