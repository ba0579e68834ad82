// Models SwiftUI's `GeometryReader`: its content closure runs in the reader's own
// tracking scope (SwiftUI calls it from the reader's own update, during layout),
// with a proxy whose size is the simulated size of its container: the
// `\.containerSize` of the environment (390 × 844 points, an iPhone's screen, unless
// set). A changed size re-runs the closure, not the body around it.
// Status: Partial. Differs: there is no layout; every reader gets the environment's
// container size, whatever its parent would propose.

/// A view whose content gets the size of its container.
public struct GeometryReader<Content: View>: View, BuiltinView {
  /// The content, given the proxy.
  public var content: (GeometryProxy) -> Content

  /// A reader; `content` runs in its own tracking scope.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.readsEnvironment = true
    let proxy = GeometryProxy(size: expansion.environment.containerSize)
    let content = self.content
    expansion.leaf = LeafContent(
      kind: "GeometryReader", value: "\(Double(proxy.size.width))x\(Double(proxy.size.height))")
    expansion.children.append(ChildSpec(key: .content, source: .row(label: "", content: RowContent { content(proxy) })))
  }
}

/// The size and frames a geometry reader's content is given.
public struct GeometryProxy: Sendable {
  /// The container's size.
  public let size: CGSize
  /// The safe area's insets (none, in the simulation).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The container's frame in a coordinate space: at the origin, of its size.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space for frames.
public enum CoordinateSpace: Sendable, Hashable {
  case global, local
  case named(AnyHashableSendableName)
}

/// A coordinate space's name.
public struct AnyHashableSendableName: Sendable, Hashable {
  let name: String
}

private struct ContainerSizeKey: EnvironmentKey {
  static var defaultValue: CGSize { CGSize(width: 390, height: 844) }
}

extension EnvironmentValues {
  /// The simulated size of the container geometry readers below measure.
  public var containerSize: CGSize {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the simulated size geometry readers below measure (a rotation, a resize).
  public func containerSize(width: CGFloat, height: CGFloat) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.containerSize, CGSize(width: width, height: height))
  }
}
