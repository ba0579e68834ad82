public import ViewGraphCore

// SwiftUI's environment values whose types are Foundation's (`URL`, `CGFloat`), as ViewGraphCore's SystemEnvironment.swift: keys with SwiftUI's
// types and defaults, read by `@Environment(\.x)` and written by `.environment(\.x, v)`.
// `openURL` runs the handler an ancestor set (`.environment(\.openURL, OpenURLAction
// { url in … })`), as SwiftUI does; the system's own action opens nothing here.
// `@ScaledMetric` scales its value by the environment's dynamic type size and re-runs
// its view when that size changes.

// MARK: - Opening URLs

/// Opens a URL: through the handler an ancestor set, or the system's action.
@MainActor @preconcurrency
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable, Equatable, CustomStringConvertible {
    enum Kind: Equatable {
      case handled, discarded
      case system(URL?)
    }
    let kind: Kind
    public var description: String {
      switch kind {
      case .handled: "handled"
      case .discarded: "discarded"
      case .system(let url): url.map { "systemAction(\($0.absoluteString))" } ?? "systemAction"
      }
    }
    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler did not open the URL.
    public static let discarded = Result(kind: .discarded)
    /// The handler hands the URL to the system's action.
    public static let systemAction = Result(kind: .system(nil))
    /// The handler hands another URL to the system's action.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
  }

  final class Handler: @unchecked Sendable {
    let handle: (URL) -> Result
    init(_ handle: @escaping (URL) -> Result) { self.handle = handle }
  }

  let handler: Handler?

  nonisolated init(handler: Handler?) { self.handler = handler }

  /// An action running a handler: a link or `openURL(url)` below calls it.
  public init(handler: @escaping (URL) -> OpenURLAction.Result) { self.handler = Handler(handler) }

  /// Opens a URL.
  public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

  /// Opens a URL, then tells whether it was opened.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - completion: Called with `true` when the handler (or the system) opened it.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    guard let handler else {
      // The system's action: nothing opens here, the URL is accepted as the system
      // would accept a well-formed one.
      completion(url.scheme != nil)
      return
    }
    switch handler.handle(url).kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .system(let other): completion((other ?? url).scheme != nil)
    }
  }

  nonisolated static let system = OpenURLAction(handler: nil)
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { .system }
}

// MARK: - Documents

/// The configuration of the document a view of a document scene shows.
public struct DocumentConfiguration: Sendable {
  /// Whether the user can edit the document.
  public var isEditable: Bool
  /// Where the document is stored, if saved.
  public var fileURL: URL?
}

private struct DocumentConfigurationKey: EnvironmentKey {
  static var defaultValue: DocumentConfiguration? { nil }
}

// MARK: - Scale and metrics

private struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

struct LineSpacingKey: ScreenTraitKey {
  static var defaultValue: CGFloat { 0 }
  static var traitName: String { "lineSpacing" }
  static var audience: TraitAudience { .text }
  static func shown(_ value: CGFloat) -> String? { value == 0 ? nil : "lineSpacing: \(Double(value))" }
}

struct MinimumScaleFactorKey: ScreenTraitKey {
  static var defaultValue: CGFloat { 1 }
  static var traitName: String { "minimumScaleFactor" }
  static var audience: TraitAudience { .text }
  static func shown(_ value: CGFloat) -> String? { value == 1 ? nil : "minimumScaleFactor: \(Double(value))" }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { 44 }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// Opens URLs: `openURL(url)`; a link below calls it too.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The configuration of the document the view shows, in a document scene.
  public package(set) var documentConfiguration: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }

  /// The points per pixel of the display (1 unless set).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of one pixel in points: the inverse of the display scale.
  public var pixelLength: CGFloat { 1 / displayScale }

  /// The spacing between lines of text below.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// How far text below may shrink to fit.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// The least height of a list row.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list's section header, if set.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }

}

// MARK: - Scaled metrics

/// A dimension that scales with the user's text size: `@ScaledMetric var spacing = 8`.
///
/// The value is the base value at the large (default) size and scales with the
/// environment's `dynamicTypeSize`; its view re-runs when that size changes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value
  let textStyle: Font.TextStyle
  var size: DynamicTypeSize?

  /// A metric scaled relative to a text style.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// A metric scaled relative to body text.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value scaled for the environment's text size.
  public var wrappedValue: Value { base * Value(ScaledMetricScale.factor(for: size ?? .large)) }
}

extension ScaledMetric: Sendable where Value: Sendable {}

extension ScaledMetric: InstallableProperty {
  package static var propertyKind: String { "@ScaledMetric" }

  package mutating func install(in site: PropertySite) {
    let read = site.environment.dynamicTypeSize
    size = read
    site.dependOnEnvironment { env in env.dynamicTypeSize != read }
  }
}

/// How body text grows with the text size (its point size over the large size's 17).
enum ScaledMetricScale {
  static func factor(for size: DynamicTypeSize) -> Double {
    let points: Double =
      switch size {
      case .xSmall: 14
      case .small: 15
      case .medium: 16
      case .large: 17
      case .xLarge: 19
      case .xxLarge: 21
      case .xxxLarge: 23
      case .accessibility1: 28
      case .accessibility2: 33
      case .accessibility3: 40
      case .accessibility4: 47
      case .accessibility5: 53
      }
    return points / 17
  }
}

extension ScaledMetric: CustomStringConvertible {
  /// How a cause shows it: `ScaledMetric<Double>(10.0, relativeTo: .body)`.
  public var description: String { "ScaledMetric<\(typeName(Value.self))>(\(base), relativeTo: .\(textStyle))" }
}
