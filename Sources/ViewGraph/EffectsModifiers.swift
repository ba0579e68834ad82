// Models SwiftUI's graphical effect and layout modifiers: colour effects (brightness,
// contrast, saturation, grayscale, hue rotation, colour inversion and multiplication,
// blend modes), masks, 2D, 3D and projection transforms, shaders, grid cell settings,
// safe area and scene padding, container-relative frames, alignment guides,
// coordinate spaces, layout values and container backgrounds. Each keeps its values
// as the input of its node, shown as the node's leaf, so a changed value is a leaf
// update and an equal one costs nothing; content they take (a mask, a container
// background) is realized as a child, named by its role in paths.
// Status: Partial. Differs: nothing is drawn or laid out, so a `visualEffect`
// closure and an `alignmentGuide` or `containerRelativeFrame` length closure are
// stored, never run (SwiftUI runs them during layout, from geometry this engine
// does not compute).

/// A shape as an effect modifier shows it: its type, with its value when it has one.
func effectsShapeShown<S: Shape>(_ shape: S) -> String {
  if let named = shape as? any NamedShape {
    let text = named.shapeDescription
    return text.isEmpty ? typeName(S.self) : "\(typeName(S.self))(\(text))"
  }
  return "\(typeName(S.self))(\(shape))"
}

/// A length as an effect modifier shows it.
func effectsLength(_ value: CGFloat?) -> String { value.map { "\(Double($0))" } ?? "nil" }

// MARK: - Colour effects

extension View {
  /// Brightens the view by an amount (0 unchanged, 1 white).
  nonisolated public func brightness(_ amount: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("brightness", "\(amount)")
  }
  /// Sets the view's contrast (1 unchanged).
  nonisolated public func contrast(_ amount: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("contrast", "\(amount)")
  }
  /// Sets the view's colour saturation (1 unchanged, 0 grey).
  nonisolated public func saturation(_ amount: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("saturation", "\(amount)")
  }
  /// Removes an amount of the view's colour (0 unchanged, 1 grey).
  nonisolated public func grayscale(_ amount: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("grayscale", "\(amount)")
  }
  /// Rotates the hue of the view's colours by an angle.
  nonisolated public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, VisualModifier> {
    visual("hueRotation", "\(angle)")
  }
  /// Inverts the view's colours.
  nonisolated public func colorInvert() -> ModifiedContent<Self, VisualModifier> { visual("colorInvert", "true") }
  /// Multiplies the view's colours by a colour.
  nonisolated public func colorMultiply(_ color: Color) -> ModifiedContent<Self, VisualModifier> {
    visual("colorMultiply", "\(color)")
  }
  /// Makes the view's luminance its opacity (a mask from its brightness).
  nonisolated public func luminanceToAlpha() -> ModifiedContent<Self, VisualModifier> {
    visual("luminanceToAlpha", "true")
  }
  /// Sets how the view's colours combine with what is behind it.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, VisualModifier> {
    visual("blendMode", "\(blendMode)")
  }
  /// Renders the view offscreen, in a colour mode, before it is drawn.
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("drawingGroup", opaque || colorMode != .nonLinear ? "\(opaque ? "opaque, " : "")\(colorMode)" : nil)
  }
  /// Makes the view a geometry group: its children's geometry is resolved as one.
  nonisolated public func geometryGroup() -> ModifiedContent<Self, VisualModifier> {
    visual("geometryGroup", "true")
  }
}

// MARK: - Masks

extension View {
  /// Masks this view with another (the form SwiftUI replaced with `mask(alignment:_:)`);
  /// the mask is realized as a child.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("mask", nil, mask)
  }
}

// MARK: - Transforms

extension View {
  /// Applies a projection transform.
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, VisualModifier> {
    visual("projectionEffect", "\(transform)")
  }
  /// Applies an affine transform.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, VisualModifier> {
    let t = transform
    return visual(
      "transformEffect", "\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { "\(Double($0))" }.joined(separator: ", "))")
  }
  /// Rotates the view in three dimensions around an axis.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("rotation3DEffect", "\(angle), (\(Double(axis.x)), \(Double(axis.y)), \(Double(axis.z)))")
  }
}

// MARK: - Shaders and visual effects

extension View {
  /// Colours each pixel of the view with a shader function.
  nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedContent<Self, VisualModifier>
  {
    visual("colorEffect", isEnabled ? "\(shader)" : "disabled")
  }
  /// Moves each pixel of the view by a shader function.
  nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("distortionEffect", isEnabled ? "\(shader)" : "disabled")
  }
  /// Draws the view's layer through a shader function.
  nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("layerEffect", isEnabled ? "\(shader)" : "disabled")
  }
  /// Applies effects computed from the view's geometry; the closure is stored, not run
  /// (SwiftUI runs it during layout, with geometry this engine does not compute).
  nonisolated public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("visualEffect", typeName(Effect.self))
  }
}

// MARK: - Layout

extension View {
  /// Pads the safe area of the view by insets.
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, VisualModifier> {
    visual("safeAreaPadding", "\(insets)")
  }
  /// Pads the safe area of some edges, by a length or the default.
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("safeAreaPadding", "\(edges.rawValue), \(effectsLength(length))")
  }
  /// Pads the safe area of every edge by a length.
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("safeAreaPadding", "\(Edge.Set.all.rawValue), \(Double(length))")
  }
  /// Pads the view from the scene's edges.
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, VisualModifier> {
    visual("scenePadding", "\(ScenePadding.minimum), \(edges.rawValue)")
  }
  /// Pads the view from the scene's edges by an amount.
  nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scenePadding", "\(padding), \(edges.rawValue)")
  }
  /// Frames the view to its nearest container's size on some axes.
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("containerRelativeFrame", "\(axesShown(axes))")
  }
  /// Frames the view to a span of a count of equal parts of its container.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("containerRelativeFrame", "\(axesShown(axes)), \(span)/\(count), spacing \(Double(spacing))")
  }
  /// Frames the view to a length computed from its container's; the closure is
  /// stored, not run (there is no layout pass).
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("containerRelativeFrame", "\(axesShown(axes)), computed")
  }
  /// Sets a horizontal alignment guide's value; the closure is stored, not run (there
  /// is no layout pass to measure the view).
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("alignmentGuide", "\(g)")
  }
  /// Sets a vertical alignment guide's value; the closure is stored, not run.
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("alignmentGuide", "\(g)")
  }
  /// Names the view's coordinate space, for frames read in it.
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, VisualModifier> {
    visual("coordinateSpace", "\(name)")
  }
  /// Names the view's coordinate space by a value (the form SwiftUI replaced with
  /// `coordinateSpace(_:)`).
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, VisualModifier> {
    visual("coordinateSpace", "\(name)")
  }
  /// Gives the view a value a custom layout reads from its subviews.
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("layoutValue", "\(typeName(K.self)): \(value)")
  }
  /// A frame of the view's own size (SwiftUI's deprecated no-argument form: it has no effect).
  nonisolated public func frame() -> ModifiedContent<Self, VisualModifier> { visual("frame", nil) }
  /// Sets whether the view is mirrored in right-to-left layouts.
  nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("layoutDirectionBehavior", "\(behavior)")
  }
  /// Mirrors the view in right-to-left layouts when enabled.
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("flipsForRightToLeftLayoutDirection", "\(enabled)")
  }
}

// MARK: - Grid cells

extension View {
  /// Sets the anchor of the view in its grid cell.
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, VisualModifier> {
    visual("gridCellAnchor", "\(anchor)")
  }
  /// Makes the view span a number of grid columns.
  nonisolated public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, VisualModifier> {
    visual("gridCellColumns", "\(count)")
  }
  /// Keeps the view from sizing its grid cell on some axes.
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, VisualModifier> {
    visual("gridCellUnsizedAxes", axesShown(axes))
  }
  /// Sets the horizontal alignment of the view's grid column.
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, VisualModifier> {
    visual("gridColumnAlignment", "\(guide)")
  }
}

// MARK: - Shapes and backgrounds

extension View {
  /// Sets the shape of some kinds of interaction (taps, previews, hover, accessibility).
  nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("contentShape", "\(kind): \(effectsShapeShown(shape))")
  }
  /// Sets the style of backgrounds below (`.background` resolves to it).
  nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, VisualModifier> {
    visual("backgroundStyle", "\(style)")
  }
  /// Sets the background of the container the view is in to a style.
  nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("containerBackground", "\(style) for \(container)")
  }
  /// Sets the background of the container the view is in to views; they are realized
  /// as a child.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("containerBackground", "\(container)", content())
  }
}

/// Axes as a modifier shows them.
func axesShown(_ axes: Axis.Set) -> String {
  [(Axis.Set.horizontal, "horizontal"), (.vertical, "vertical")].filter { axes.contains($0.0) }.map(\.1)
    .joined(separator: "+")
}
