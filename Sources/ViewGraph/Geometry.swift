// The surface whose SwiftUI signatures take lengths (`CGFloat`), points and sizes:
// stacks and their spacing, spacers, grids, padding, frames, offsets, positions,
// corner radii, shadows, effects. Each value is an input of its node, shown as the
// node's leaf, so a changed length is a leaf update and an equal one costs nothing.
// Status: Complete for what is shown. Differs: nothing is laid out.

// MARK: - Stacks, spacers and grids

extension VStack {
  /// Stacks views vertically.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }
}

extension HStack {
  /// Stacks views horizontally.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }
}

extension LazyVStack {
  /// Stacks views vertically, realizing rows as they scroll into view.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(content: content())
  }
}

extension LazyHStack {
  /// Stacks views horizontally, realizing items as they scroll into view.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(content: content())
  }
}

/// Views pinned to the edges of a lazy stack while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension Spacer {
  /// Flexible space, at least a length.
  public init(minLength: CGFloat? = nil) {
    self.init()
    minimumLength = minLength.map(Double.init)
  }
}

/// A column of a vertical grid, or a row of a horizontal one.
public struct GridItem: Sendable, Hashable {
  /// How a column is sized.
  public enum Size: Sendable, Hashable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  /// The column's size.
  public var size: Size
  /// The spacing after the column.
  public var spacing: CGFloat?
  /// The alignment of the column's items.
  public var alignment: Alignment?
  /// A column.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension LazyVGrid {
  /// A grid with the given columns, realizing rows of items as they scroll into view.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(columnCount: columns.count, content: content())
  }
}

extension LazyHGrid {
  /// A grid with the given rows, realizing columns of items as they scroll into view.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(rowCount: rows.count, content: content())
  }
}

extension Grid {
  /// A grid of rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(content: content())
  }
}

// MARK: - Geometry values

/// A point in a view's unit square.
public struct UnitPoint: Sendable, Hashable, CustomStringConvertible {
  public var x: CGFloat
  public var y: CGFloat
  public init() {
    x = 0
    y = 0
  }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
  public var description: String { "(\(x), \(y))" }
}

/// An angle.
public struct Angle: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public var description: String { "\(degrees)°" }
}

/// Insets on each edge.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public var description: String { "(\(top), \(leading), \(bottom), \(trailing))" }
}

/// How content fills a space.
public enum ContentMode: Sendable, Hashable, CaseIterable { case fit, fill }

/// The corner style of a rounded shape.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

/// A length as a modifier shows it.
private func length(_ value: CGFloat?) -> String { value.map { "\(Double($0))" } ?? "nil" }

// MARK: - Padding, frames, positions

extension View {
  /// Pads the view on every edge.
  nonisolated public func padding(_ length: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("padding", "\(Double(length))")
  }
  /// Pads some edges of the view, by a length or the default.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("padding", length.map { "\(Double($0))" })
  }
  /// Pads the view by insets.
  nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, VisualModifier> {
    visual("padding", "\(insets)")
  }

  /// Gives the view a fixed size on either axis.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("frame", "\(length(width))x\(length(height))")
  }
  /// Gives the view flexible bounds.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("frame", "\(length(minWidth))...\(length(maxWidth))x\(length(minHeight))...\(length(maxHeight))")
  }
  /// Moves the view by an offset.
  nonisolated public func offset(_ offset: CGSize) -> ModifiedContent<Self, VisualModifier> {
    visual("offset", "\(Double(offset.width)), \(Double(offset.height))")
  }
  /// Moves the view by an offset on each axis.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, VisualModifier> {
    visual("offset", "\(Double(x)), \(Double(y))")
  }
  /// Places the view's centre at a point.
  nonisolated public func position(_ position: CGPoint) -> ModifiedContent<Self, VisualModifier> {
    visual("position", "\(Double(position.x)), \(Double(position.y))")
  }
  /// Places the view's centre at coordinates.
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, VisualModifier> {
    visual("position", "\(Double(x)), \(Double(y))")
  }
  /// Rounds the view's corners.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("cornerRadius", "\(Double(radius))")
  }
  /// Draws a shadow.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("shadow", "\(color), \(Double(radius)), \(Double(x)), \(Double(y))")
  }
  /// Blurs the view.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, VisualModifier> {
    visual("blur", "\(Double(radius))")
  }
  /// Scales the view.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scaleEffect", "\(Double(scale))")
  }
  /// Scales the view by a size.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scaleEffect", "\(Double(scale.width)), \(Double(scale.height))")
  }
  /// Scales the view on each axis.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("scaleEffect", "\(Double(x)), \(Double(y))")
  }
  /// Rotates the view.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("rotationEffect", "\(angle)")
  }
  /// Sets the view's aspect ratio.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("aspectRatio", "\(length(aspectRatio)), \(contentMode)")
  }
  /// Sets the view's aspect ratio from a size.
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("aspectRatio", "\(Double(aspectRatio.width)):\(Double(aspectRatio.height)), \(contentMode)")
  }
  /// Sets the spacing between lines of text below.
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, TraitWriter> {
    trait(LineSpacingKey.self, lineSpacing)
  }
  /// Lets text below shrink to a factor of its size.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, TraitWriter> {
    trait(MinimumScaleFactorKey.self, factor)
  }
  /// Sets the kerning of text below.
  nonisolated public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("kerning", length(kerning))
  }
  /// Sets the tracking of text below.
  nonisolated public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("tracking", length(tracking))
  }
  /// Draws a border.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("border", "\(content), \(Double(width))")
  }
  /// Sets the insets of a list row.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, VisualModifier> {
    visual("listRowInsets", shown(insets))
  }
  /// Sets the spacing between list rows.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, VisualModifier> {
    visual("listRowSpacing", length(spacing))
  }
  /// Sets the spacing between list sections.
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("listSectionSpacing", length(spacing))
  }
  /// Places views at an edge of the safe area; they are realized with the view.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("safeAreaInset", "\(edge)", content())
  }
  /// Places views at a leading or trailing edge of the safe area.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, AttachmentModifier> {
    attaching("safeAreaInset", "\(edge)", content())
  }
}

// MARK: - Text and fonts with lengths

extension Text {
  /// Sets the kerning.
  nonisolated public func kerning(_ kerning: CGFloat) -> Text { adding("kerning: \(Double(kerning))") }
  /// Sets the tracking.
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { adding("tracking: \(Double(tracking))") }
  /// Moves the text off its baseline.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    adding("baselineOffset: \(Double(baselineOffset))")
  }
}

extension Font {
  /// A system font of a size.
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font(name: "system(\(Double(size))\(weight.map { ", \($0)" } ?? "")\(design.map { ", \($0)" } ?? ""))")
  }
  /// A custom font of a size.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: "custom(\(name), \(Double(size)))") }
  /// A custom font of a size relative to a text style.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
    Font(name: "custom(\(name), \(Double(size)), \(textStyle))")
  }
  /// A custom font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(name: "custom(\(name), fixed \(Double(fixedSize)))")
  }
}

extension ScrollViewProxy {
  /// Scrolls the lazy containers below the reader so that the row with an id shows
  /// first (the anchor is not modelled: rows are counted, not measured).
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { scroll(to: AnyHashable(id)) }
}

// MARK: - Keyboards

/// The kind of keyboard a text field shows (UIKit's type, which `import SwiftUI`
/// brings on iOS).
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's case names, `URL` among them.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {
  /// Sets the keyboard of text fields below.
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, VisualModifier> {
    visual("keyboardType", "\(type)")
  }
}

extension PresentationDetent {
  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }
}
