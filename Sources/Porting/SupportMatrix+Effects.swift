// Effects, layout and geometry: graphical effects, custom layout, alignment, coordinate spaces, shapes and paths.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let effectsFamilies: [Family] = [
    Family(
      name: "Custom layout", status: .modelled,
      apis: [
        "Layout", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "LayoutSubviews",
        "LayoutSubview", "LayoutProperties", "ProposedViewSize", "ViewSpacing",
      ],
      note:
        "A layout called with content (`MyLayout { … }`, `AnyLayout(HStackLayout()) { … }`) realizes it as its children; its value is its leaf, so a changed property is a leaf update and switching an `AnyLayout`'s layout keeps the children's identity and state. There is no layout pass: `sizeThatFits` and `placeSubviews` are never called by the engine."
    ),
    Family(
      name: "Container backgrounds", status: .modelled,
      apis: [".containerBackground", "ContainerBackgroundPlacement"],
      note:
        "The view form's content is realized as a `containerBackground` child (its bodies counted); the style form is a visual input."
    ),
    Family(
      name: "Shape transforms, paths and shape views", status: .modelled,
      apis: [
        "AnyShape", "RotatedShape", "OffsetShape", "ScaledShape", "TransformedShape", "ShapeView", "FillShapeView",
        "StrokeShapeView", "StrokeBorderShapeView", "ShapeRole", "StrokeStyle", "FillStyle", "RectangleCornerRadii",
      ],
      note:
        "Still shapes, drawn as leaves showing the shape with its transforms; `path(in:)` applies them. A path's elements, bounding rectangle, containment, trimming and stroked outline are computed (curves along 16 segments); boolean shape operations are recorded, not computed. A shape view realizes the view it is drawn over."
    ),
    Family(
      name: "Colour effects and blend modes", status: .visual,
      apis: [
        ".brightness", ".contrast", ".saturation", ".grayscale", ".hueRotation", ".colorInvert", ".colorMultiply",
        ".luminanceToAlpha", ".blendMode", ".backgroundStyle", ".geometryGroup", "BlendMode", "ColorMatrix",
      ],
      note: "Values shown as their node's leaf; nothing is drawn."),
    Family(
      name: "Transforms", status: .visual,
      apis: [".projectionEffect", ".transformEffect", ".rotation3DEffect", "ProjectionTransform", "CGAffineTransform"],
      note:
        "Values shown as their node's leaf; `ProjectionTransform` and (on Linux) `CGAffineTransform` concatenate, invert and apply to points as Apple's."
    ),
    Family(
      name: "Safe area, scene padding and grid cells", status: .visual,
      apis: [
        ".safeAreaPadding", ".scenePadding", "ScenePadding", ".gridCellAnchor", ".gridCellColumns",
        ".gridCellUnsizedAxes", ".gridColumnAlignment", ".layoutDirectionBehavior",
        ".flipsForRightToLeftLayoutDirection", "LayoutDirectionBehavior", "ContentShapeKinds",
        "HorizontalDirection", "VerticalDirection",
      ],
      note: "Values shown as their node's leaf; nothing is laid out."),
    Family(
      name: "Alignment guides, coordinate spaces and layout values", status: .compilesOnly,
      apis: [
        ".alignmentGuide", ".coordinateSpace", ".containerRelativeFrame", ".layoutValue", "AlignmentID",
        "AlignmentKey", "ViewDimensions", "LayoutValueKey", "CoordinateSpaceProtocol", "NamedCoordinateSpace",
        "Anchor",
      ],
      note:
        "The guide, space name, axes and key-value are inputs of their node (a changed one is a leaf update); custom `AlignmentID` guides compile and compute their defaults in `ViewDimensions`. Missing: the guide and length closures are stored, never run, frames are not computed in named spaces, and layout values are never read (there is no layout pass)."
    ),
    Family(
      name: "Shaders", status: .compilesOnly,
      apis: [".colorEffect", ".distortionEffect", ".layerEffect", "Shader", "ShaderLibrary", "ShaderFunction"],
      note:
        "A shader (its function and arguments) is an input of its node: a changed argument is a leaf update. Missing: no shader is compiled or run."
    ),
    Family(
      name: "Visual effects", status: .compilesOnly,
      apis: [".visualEffect", "VisualEffect", "EmptyVisualEffect"],
      note:
        "The effect's type is shown. Missing: the closure is stored, never run (SwiftUI runs it with the view's geometry during layout)."
    ),
    Family(
      name: "Table sorting, column customization and column values", status: .compilesOnly,
      apis: [
        "TableColumnCustomization", "TableColumnCustomizationBehavior", "TableColumnAlignment", "TableColumnForEach",
        "ShownTableColumnContent",
      ],
      note:
        "A sortable table's bound sort order and a bound column customization are inputs shown as the table's leaf (a changed one is a leaf update); sortable columns, widths, alignment, customization ids, default visibility and disabled behaviours are shown on their column's header; `TableColumnForEach` realizes a column per element. Missing: the table does not sort (the app's data does), no column is hidden, reordered or resized by its customization or default visibility, and tapping a header does not change the sort order."
    ),
    Family(
      name: "Canvas and image rendering", status: .compilesOnly,
      apis: ["Canvas", "GraphicsContext", "ImageRenderer"],
      note:
        "A canvas's symbol views are realized as its children; a graphics context keeps its state (opacity, blend mode, transform, clip, filters) and records its drawing calls. Missing: a canvas's renderer is stored, never run, so nothing is drawn; an image renderer makes no image."
    ),
    Family(
      name: "Geometry effects and the button border shape", status: .visual,
      apis: ["GeometryEffect", "ButtonBorderShape", "CGVector"],
      note:
        "A geometry effect applied with `.modifier(_:)` shows its stored values as its node's leaf (a changed one is a leaf update) and realizes its content; `ignoredByLayout()` wraps it. `effectValue(size:)` is never called by the engine, as nothing is laid out. `ButtonBorderShape` is an insettable shape: its path is a capsule, the circle centred in the rectangle, or a rounded rectangle (radius 6 where none is given: the system's, not resolved per control size), inset as asked."
    ),
    Family(
      name: "Time sources, sizing variants and transaction behaviours", status: .compilesOnly,
      apis: [
        "TimeDataSource", "ModifiedPresentationSizing", "MaterialActiveAppearanceShapeStyle",
        "IndexedIdentifierCollection", "BackgroundTaskWidgetConfiguration", "dismissBehavior",
        "scrollContentOffsetAdjustmentBehavior",
      ],
      note:
        "Values: a time data source gives SwiftUI's value at a date (the current date, the duration offset to a date, the ranges to and from now); `fitted(horizontal:vertical:)` and `sticky(horizontal:vertical:)` sizings, `materialActiveAppearance(_:)` styles and a transaction's `dismissBehavior` and `scrollContentOffsetAdjustmentBehavior` are kept and shown; an indexed identifier collection pairs a collection's indices with its elements' ids. Missing: no text reads a time source as time passes, no presentation is sized (`proposedSize(for:context:)` and `PresentationSizingRoot.sizeThatFits(_:)` are not declared: there is no layout), no dismissal or scroll reads the transaction's behaviours, scroll velocities are never known (`nil`, or zero for a scroll target), `ForEach`'s editing initializers do not iterate an indexed identifier collection, and a widget's background task action is stored, never run."
    ),
  ]
}
