// Models SwiftUI's images and links: `Image` by asset name or symbol (its
// modifiers return an `Image`, part of its leaf), and `AsyncImage`, whose phases
// follow a load: `.empty` when it appears or its URL changes, then `.success` or
// `.failure` when the load task finishes (`await host.settle()`). The content
// closure runs in the image's own tracking scope, as SwiftUI calls it from the
// image's own update, so a phase change re-runs the closure, not the parent.
// Status: Complete. Differs: nothing is downloaded: `\.asyncImageLoading` in the
// environment decides each load's outcome (by default, success with an image
// named after the URL's last path component).

extension Image {
  /// An image from the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) { self.init(name: name) }
  /// An image from the app's assets with an accessibility label.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name: name, accessibilityName: label.string)
  }
  /// A decorative image from the app's assets: iOS reads nothing for it.
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name: name, accessibilityName: nil) }
  /// An image that resizes to its space.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    adding(resizingMode == .stretch ? "resizable" : "resizable(tile)")
  }
}

// MARK: - AsyncImage

/// The state of an asynchronous image load.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The load's error, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// How the simulated loads of `AsyncImage` end.
public struct AsyncImageLoading: Sendable {
  let outcome: @Sendable (URL) -> Result<Image, any Error>?

  /// Decides each load's outcome; `nil` leaves the image loading forever.
  public init(_ outcome: @escaping @Sendable (URL) -> Result<Image, any Error>?) { self.outcome = outcome }

  /// Every load succeeds with an image named after the URL's last path component.
  public static let succeeds = AsyncImageLoading { .success(Image(name: $0.lastPathComponent)) }
  /// Every load fails.
  public static let fails = AsyncImageLoading { _ in .failure(AsyncImageLoadError()) }
  /// No load ever finishes.
  public static let neverFinishes = AsyncImageLoading { _ in nil }
}

/// The error of a simulated failed load.
public struct AsyncImageLoadError: Error, Sendable, Equatable {
  /// A load error.
  public init() {}
}

private struct AsyncImageLoadingKey: EnvironmentKey {
  static var defaultValue: AsyncImageLoading { .succeeds }
}

extension EnvironmentValues {
  /// How `AsyncImage` loads end below.
  public var asyncImageLoading: AsyncImageLoading {
    get { self[AsyncImageLoadingKey.self] }
    set { self[AsyncImageLoadingKey.self] = newValue }
  }
}

/// An image's load state, observed by the content closure's scope.
@MainActor @Observable
final class AsyncImageState {
  var phase: AsyncImagePhase = .empty
  @ObservationIgnored var url: URL?
  @ObservationIgnored var started = false

  func load(_ url: URL?, _ loading: AsyncImageLoading) async {
    await Task.yield()
    guard !Task.isCancelled, url == self.url else { return }
    guard let url else {
      phase = .failure(AsyncImageLoadError())
      return
    }
    switch loading.outcome(url) {
    case .success(let image)?: phase = .success(image)
    case .failure(let error)?: phase = .failure(error)
    case nil: break
    }
  }
}

/// An image loaded from a URL, shown through its phases.
public struct AsyncImage<Content: View>: View, BuiltinView {
  let url: URL?
  let content: (AsyncImagePhase) -> Content

  /// An image shown by phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    let state = expansion.memo as? AsyncImageState ?? AsyncImageState()
    expansion.memo = state
    if state.url != url || !state.started {
      state.started = true
      state.url = url
      if case .empty = state.phase {} else { state.phase = .empty }
    }
    expansion.leaf = LeafContent(kind: "AsyncImage", value: url?.absoluteString ?? "nil")
    let loading = expansion.environment.asyncImageLoading
    let url = self.url
    let phases = AsyncImagePhases(state: state, content: content)
      .task(id: url) { await state.load(url, loading) }
    expansion.add(.content, phases)
  }
}

extension AsyncImage where Content == AnyView {
  /// An image from a URL, a grey placeholder until it loads.
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in AnyView(phase.image.map(AnyView.init) ?? AnyView(Color.gray)) }
  }
}

extension AsyncImage {
  /// An image from a URL shown by a content closure, a placeholder until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }
}

/// The phase content of an `AsyncImage`: a row in its own tracking scope.
struct AsyncImagePhases<Content: View>: View, BuiltinView {
  let state: AsyncImageState
  let content: (AsyncImagePhase) -> Content
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    let state = self.state
    let content = self.content
    expansion.children.append(
      ChildSpec(key: .content, source: .row(label: "", content: RowContent { content(state.phase) })))
  }
}

// MARK: - Link

/// A link to a URL, with a label realized as its child.
public struct Link<Label: View>: View, BuiltinView {
  let destination: URL
  let label: Label

  /// A link with a label view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.leaf = LeafContent(kind: "Link", value: destination.absoluteString)
    expansion.add(.content, label)
  }
}

extension Link where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
