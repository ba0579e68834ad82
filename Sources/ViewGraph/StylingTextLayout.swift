// Models SwiftUI's custom text rendering: `TextRenderer` (a value that draws a text's
// layout), `TextProxy` (the text a renderer sizes), `Text.Layout` with its lines,
// runs, run slices, character indices and typographic bounds, `Text.LayoutKey`, and
// `View.textRenderer(_:)`, which makes the renderer a visual input of the text below.
// Status: Partial. Differs: nothing is drawn, so a renderer's `draw(layout:in:)` and
// `sizeThatFits(proposal:text:)` never run; nothing is typeset either: a layout is
// the text laid out in one line, one run of one glyph per character, with nominal
// body metrics (a glyph 8.5 points wide, 13 up and 4 down), and a run's custom
// attributes are not read back.

/// A value that replaces how a text is drawn: `draw(layout:in:)` draws its layout.
public protocol TextRenderer: Animatable {
  /// Draws a text's layout into a graphics context.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The size of the text drawn for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far outside the text's frame the renderer draws.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size for the proposal.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  /// No padding: the renderer draws inside the text's frame.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes.
public struct TextProxy {
  let layout: Text.Layout

  /// A proxy of a text, laid out as `Text.Layout` lays it out.
  package init(_ text: Text) { layout = Text.Layout(text) }

  /// The text's size for a proposal: its one line, unless the proposal gives a dimension.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let bounds = layout.lines.first?.typographicBounds ?? Text.Layout.TypographicBounds()
    let ideal = CGSize(width: bounds.width, height: bounds.ascent + bounds.descent + bounds.leading)
    return proposal.replacingUnspecifiedDimensions(by: ideal)
  }
}

extension Text {
  /// A text as laid out: its lines (here one), each a collection of runs of glyphs.
  public struct Layout: RandomAccessCollection, Equatable {
    public typealias Element = Text.Layout.Line
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<Text.Layout>
    public typealias SubSequence = Slice<Text.Layout>

    /// Nominal metrics of a glyph: nothing measures a font here.
    static let advance: CGFloat = 8.5
    static let ascent: CGFloat = 13
    static let descent: CGFloat = 4

    let lines: [Line]

    /// The layout of a text in one line: one run, a glyph per character.
    package init(_ text: Text, layoutDirection: LayoutDirection = .leftToRight) {
      let count = text.string.count
      var bounds = TypographicBounds()
      bounds.width = CGFloat(count) * Layout.advance
      bounds.ascent = Layout.ascent
      bounds.descent = Layout.descent
      bounds.origin = CGPoint(x: 0, y: Layout.ascent)
      let run = Run(glyphs: count, layoutDirection: layoutDirection, origin: bounds.origin)
      lines = [Line(origin: bounds.origin, runs: [run])]
    }

    /// Whether the text is truncated: never, as its one line is never cut.
    public var isTruncated: Bool { false }
    public var startIndex: Int { lines.startIndex }
    public var endIndex: Int { lines.endIndex }
    public subscript(index: Int) -> Text.Layout.Line { lines[index] }

    public static func == (a: Text.Layout, b: Text.Layout) -> Bool { a.lines == b.lines }

    /// The index of a character in the source text, for relative positions.
    @frozen public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
      public typealias Stride = Int
      let value: Int

      /// The character at an offset into the text.
      package init(_ value: Int) { self.value = value }

      public static func < (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool {
        lhs.value < rhs.value
      }
      public static func == (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool {
        lhs.value == rhs.value
      }
      /// The index a distance away.
      public func advanced(by n: Int) -> Text.Layout.CharacterIndex { CharacterIndex(value + n) }
      /// The distance to another index.
      public func distance(to other: Text.Layout.CharacterIndex) -> Int { other.value - value }
      public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// The typographic bounds of an element of a layout.
    @frozen public struct TypographicBounds: Equatable, Sendable {
      /// The left end of the element's baseline, in the text's coordinates.
      public var origin: CGPoint
      /// The element's width.
      public var width: CGFloat
      /// How far the element rises above its baseline.
      public var ascent: CGFloat
      /// How far the element falls below its baseline.
      public var descent: CGFloat
      /// The space below the element before the next line.
      public var leading: CGFloat

      /// Empty bounds at the origin.
      public init() {
        origin = .zero
        width = 0
        ascent = 0
        descent = 0
        leading = 0
      }

      /// The rectangle the bounds enclose: from the ascent above the baseline to the descent below.
      public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }

      public static func == (a: Text.Layout.TypographicBounds, b: Text.Layout.TypographicBounds) -> Bool {
        a.origin == b.origin && a.width == b.width && a.ascent == b.ascent && a.descent == b.descent
          && a.leading == b.leading
      }
    }

    /// A line of a layout: a collection of runs of glyphs.
    public struct Line: RandomAccessCollection, Equatable {
      public typealias Element = Text.Layout.Run
      public typealias Index = Int
      public typealias Indices = Range<Int>
      public typealias Iterator = IndexingIterator<Text.Layout.Line>
      public typealias SubSequence = Slice<Text.Layout.Line>

      /// Where the line's baseline starts.
      public var origin: CGPoint
      let runs: [Run]

      init(origin: CGPoint, runs: [Run]) {
        self.origin = origin
        self.runs = runs
      }

      public var startIndex: Int { runs.startIndex }
      public var endIndex: Int { runs.endIndex }
      public subscript(index: Int) -> Text.Layout.Run { runs[index] }

      /// The bounds of the line: those of its runs, end to end.
      public var typographicBounds: Text.Layout.TypographicBounds {
        var bounds = TypographicBounds()
        bounds.origin = origin
        bounds.width = runs.reduce(0) { $0 + $1.typographicBounds.width }
        bounds.ascent = runs.map(\.typographicBounds.ascent).max() ?? 0
        bounds.descent = runs.map(\.typographicBounds.descent).max() ?? 0
        return bounds
      }

      public static func == (lhs: Text.Layout.Line, rhs: Text.Layout.Line) -> Bool {
        lhs.origin == rhs.origin && lhs.runs == rhs.runs
      }
    }

    /// A run of glyphs of a layout, placed on its line.
    public struct Run: RandomAccessCollection, Equatable {
      public typealias Element = Text.Layout.RunSlice
      public typealias Index = Int
      public typealias Indices = Range<Int>
      public typealias Iterator = IndexingIterator<Text.Layout.Run>
      public typealias SubSequence = Text.Layout.RunSlice

      let glyphs: Int
      let firstCharacter: Int
      let origin: CGPoint
      /// The direction the run is laid out in.
      public let layoutDirection: LayoutDirection

      init(glyphs: Int, firstCharacter: Int = 0, layoutDirection: LayoutDirection, origin: CGPoint) {
        self.glyphs = glyphs
        self.firstCharacter = firstCharacter
        self.layoutDirection = layoutDirection
        self.origin = origin
      }

      public var startIndex: Int { 0 }
      public var endIndex: Int { glyphs }
      /// One glyph of the run.
      public subscript(index: Int) -> Text.Layout.RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
      /// The glyphs of the run in a range.
      public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: self, indices: bounds) }
      /// The run's custom attribute of a type: not read back here (always `nil`).
      public subscript<T>(key: T.Type) -> T? where T: TextAttribute { nil }

      /// The bounds of the run's glyphs.
      public var typographicBounds: Text.Layout.TypographicBounds { bounds(of: 0..<glyphs) }
      /// The characters the run's glyphs show, one per glyph.
      public var characterIndices: [Text.Layout.CharacterIndex] {
        (0..<glyphs).map { CharacterIndex(firstCharacter + $0) }
      }

      func bounds(of glyphs: Range<Int>) -> Text.Layout.TypographicBounds {
        var bounds = TypographicBounds()
        bounds.origin = CGPoint(x: origin.x + CGFloat(glyphs.lowerBound) * Layout.advance, y: origin.y)
        bounds.width = CGFloat(glyphs.count) * Layout.advance
        bounds.ascent = Layout.ascent
        bounds.descent = Layout.descent
        return bounds
      }

      public static func == (lhs: Text.Layout.Run, rhs: Text.Layout.Run) -> Bool {
        lhs.glyphs == rhs.glyphs && lhs.firstCharacter == rhs.firstCharacter && lhs.origin == rhs.origin
          && lhs.layoutDirection == rhs.layoutDirection
      }
    }

    /// Part of a run of glyphs.
    public struct RunSlice: RandomAccessCollection, Equatable {
      public typealias Element = Text.Layout.RunSlice
      public typealias Index = Int
      public typealias Indices = Range<Int>
      public typealias Iterator = IndexingIterator<Text.Layout.RunSlice>
      public typealias SubSequence = Text.Layout.RunSlice

      /// The run sliced.
      public var run: Text.Layout.Run
      /// The glyphs of the run in the slice.
      public var indices: Range<Int>

      /// A slice of a run's glyphs.
      public init(run: Text.Layout.Run, indices: Range<Int>) {
        self.run = run
        self.indices = indices
      }

      public var startIndex: Int { indices.lowerBound }
      public var endIndex: Int { indices.upperBound }
      /// One glyph of the slice.
      public subscript(index: Int) -> Text.Layout.RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
      /// The glyphs of the slice in a range.
      public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: run, indices: bounds) }
      /// The run's custom attribute of a type: not read back here (always `nil`).
      public subscript<T>(key: T.Type) -> T? where T: TextAttribute { nil }

      /// The bounds of the slice's glyphs.
      public var typographicBounds: Text.Layout.TypographicBounds { run.bounds(of: indices) }
      /// The characters the slice's glyphs show.
      public var characterIndices: [Text.Layout.CharacterIndex] {
        indices.map { CharacterIndex(run.firstCharacter + $0) }
      }

      public static func == (a: Text.Layout.RunSlice, b: Text.Layout.RunSlice) -> Bool {
        a.run == b.run && a.indices == b.indices
      }
    }

    /// Options for drawing a layout's lines.
    @frozen public struct DrawingOptions: OptionSet, Sendable {
      public let rawValue: UInt32
      /// Options from their raw value.
      @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Glyphs placed at fractional positions, not rounded to pixels.
      @inlinable public static var disablesSubpixelQuantization: Text.Layout.DrawingOptions {
        Text.Layout.DrawingOptions(rawValue: 1)
      }
    }
  }

  /// The preference carrying the layouts of the texts below a view.
  public struct LayoutKey: PreferenceKey, Sendable {
    /// A text's layout and where it is.
    public struct AnchoredLayout: Equatable {
      /// Where the layout's origin is.
      public var origin: Anchor<CGPoint>
      /// The layout.
      public var layout: Text.Layout

      public static func == (a: Text.LayoutKey.AnchoredLayout, b: Text.LayoutKey.AnchoredLayout) -> Bool {
        a.origin == b.origin && a.layout == b.layout
      }
    }

    public typealias Value = [Text.LayoutKey.AnchoredLayout]
    /// No layouts.
    public static var defaultValue: [Text.LayoutKey.AnchoredLayout] { [] }
    /// The layouts of both, in order.
    public static func reduce(
      value: inout [Text.LayoutKey.AnchoredLayout], nextValue: () -> [Text.LayoutKey.AnchoredLayout]
    ) {
      value.append(contentsOf: nextValue())
    }
  }
}

extension View {
  /// Draws the texts below with a custom renderer: a visual input of the text, shown as its value.
  nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> ModifiedContent<Self, VisualModifier> {
    visual("textRenderer", shown(renderer))
  }
}

/// A shape style drawn with a blend mode.
public struct BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible {
  let base: Base
  let mode: BlendMode
  public var description: String { "\(base).blendMode(\(mode))" }
}

extension ShapeStyle {
  /// The same style, blended with what is below it in a mode.
  public func blendMode(_ mode: BlendMode) -> BlendModeShapeStyle<Self> { BlendModeShapeStyle(base: self, mode: mode) }
}
