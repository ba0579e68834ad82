// Models the values of SwiftUI's text, font and colour surface that need no
// Foundation type: font leading and small caps, a colour resolved in an environment
// (`Color.Resolved`, with the iOS palette for the system colours in light and dark
// appearance), the environment's appearance values (contrast, legibility weight,
// content size categories), badge and background prominence, image orientations and
// dynamic ranges, symbol variants, text selections and the system shape styles.
// Status: Complete for what is shown. Differs: colours are resolved from what they are
// made of; an asset catalog colour has no catalog to read and resolves to clear, and
// Display P3 components are taken as sRGB.

// MARK: - Fonts

extension Font {
  /// The spacing between a font's lines.
  public enum Leading: Sendable, Hashable {
    /// The font's own spacing.
    case standard
    /// Less space between lines.
    case tight
    /// More space between lines.
    case loose
  }

  /// The same font with a line spacing.
  public func leading(_ leading: Font.Leading) -> Font { Font(name: "\(name).leading(\(leading))") }
  /// The same font with its lowercase letters as small capitals.
  public func lowercaseSmallCaps() -> Font { Font(name: "\(name).lowercaseSmallCaps") }
  /// The same font with its uppercase letters as small capitals.
  public func uppercaseSmallCaps() -> Font { Font(name: "\(name).uppercaseSmallCaps") }

  /// A system font of a text style and design (the form SwiftUI replaced with
  /// `system(_:design:weight:)`).
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    system(style, design: Optional(design), weight: nil)
  }
}

// MARK: - Resolved colours

extension Color.Resolved: Animatable {
  /// The linear red, green and blue components and the opacity, interpolated
  /// together (in linear sRGB, where mixing two colours is physically even).
  public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>
  /// The linear red, green and blue components and the opacity.
  public var animatableData: AnimatableData {
    get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
    set {
      linearRed = newValue.first
      linearGreen = newValue.second.first
      linearBlue = newValue.second.second.first
      opacity = newValue.second.second.second
    }
  }
}

extension Color {
  /// A colour's components in an environment: sRGB red, green and blue and an opacity.
  public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible, Codable {
    /// The red component, in sRGB (0 to 1, more for extended colours).
    public var red: Float
    /// The green component, in sRGB.
    public var green: Float
    /// The blue component, in sRGB.
    public var blue: Float
    /// The opacity.
    public var opacity: Float

    /// A resolved colour from components in a colour space.
    /// - Parameters:
    ///   - colorSpace: The components' colour space (Display P3 is taken as sRGB).
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - opacity: The opacity.
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      let linear = colorSpace == .sRGBLinear
      self.red = linear ? ColorMath.gamma(red) : red
      self.green = linear ? ColorMath.gamma(green) : green
      self.blue = linear ? ColorMath.gamma(blue) : blue
      self.opacity = opacity
    }

    /// The red component in linear sRGB.
    public var linearRed: Float {
      get { ColorMath.linear(red) }
      set { red = ColorMath.gamma(newValue) }
    }
    /// The green component in linear sRGB.
    public var linearGreen: Float {
      get { ColorMath.linear(green) }
      set { green = ColorMath.gamma(newValue) }
    }
    /// The blue component in linear sRGB.
    public var linearBlue: Float {
      get { ColorMath.linear(blue) }
      set { blue = ColorMath.gamma(newValue) }
    }

    /// The colour as `#RRGGBBAA`, as SwiftUI describes it.
    public var description: String {
      "#" + [red, green, blue, opacity].map { ColorMath.hexByte($0) }.joined()
    }

    public typealias Resolved = Never
  }

  /// A colour from resolved components.
  nonisolated public init(_ resolved: Color.Resolved) {
    self.init(
      name: "resolved(\(resolved.red), \(resolved.green), \(resolved.blue), \(resolved.opacity))")
  }

  /// The colour's components in an environment: a system colour's in its colour scheme.
  nonisolated public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    ColorMath.resolve(name, dark: environment.colorScheme == .dark) ?? Resolved(red: 0, green: 0, blue: 0, opacity: 0)
  }
}

/// The arithmetic of colours, without Foundation: transfer functions, the system
/// palette, and reading a colour back from what it is made of.
package enum ColorMath {
  /// sRGB's transfer function, from a linear component.
  static func gamma(_ linear: Float) -> Float {
    let value = Double(abs(linear))
    let encoded = value <= 0.0031308 ? value * 12.92 : 1.055 * root(value, 5, over: 12) - 0.055
    return Float(linear < 0 ? -encoded : encoded)
  }

  /// sRGB's transfer function inverted: a linear component.
  static func linear(_ encoded: Float) -> Float {
    let value = Double(abs(encoded))
    let base = (value + 0.055) / 1.055
    let decoded = value <= 0.04045 ? value / 12.92 : base * base * root(base * base, 1, over: 5)
    return Float(encoded < 0 ? -decoded : decoded)
  }

  /// `x` to the power `numerator / denominator` (x ≥ 0), by Newton's method on the root.
  static func root(_ x: Double, _ numerator: Int, over denominator: Int) -> Double {
    guard x > 0 else { return 0 }
    var power = 1.0
    for _ in 0..<numerator { power *= x }
    var guess = x > 1 ? x : 1.0
    for _ in 0..<200 {
      var lower = 1.0
      for _ in 0..<(denominator - 1) { lower *= guess }
      let next = guess - (lower * guess - power) / (Double(denominator) * lower)
      if abs(next - guess) < 1e-12 { return next }
      guess = next
    }
    return guess
  }

  /// A component as two hexadecimal digits.
  static func hexByte(_ component: Float) -> String {
    let byte = Int((min(max(component, 0), 1) * 255).rounded())
    let digits = Array("0123456789ABCDEF")
    return String([digits[byte / 16], digits[byte % 16]])
  }

  /// The iOS palette: each system colour's sRGB components in light and dark appearance.
  static let palette: [String: (light: [Float], dark: [Float])] = [
    "red": ([1, 0.231, 0.188], [1, 0.271, 0.227]),
    "orange": ([1, 0.584, 0], [1, 0.624, 0.039]),
    "yellow": ([1, 0.8, 0], [1, 0.839, 0.039]),
    "green": ([0.204, 0.78, 0.349], [0.188, 0.82, 0.345]),
    "mint": ([0, 0.78, 0.745], [0.388, 0.902, 0.886]),
    "teal": ([0.188, 0.69, 0.78], [0.251, 0.784, 0.878]),
    "cyan": ([0.196, 0.678, 0.902], [0.392, 0.824, 1]),
    "blue": ([0, 0.478, 1], [0.039, 0.518, 1]),
    "indigo": ([0.345, 0.337, 0.839], [0.369, 0.361, 0.902]),
    "purple": ([0.686, 0.322, 0.871], [0.749, 0.353, 0.949]),
    "pink": ([1, 0.176, 0.333], [1, 0.216, 0.373]),
    "brown": ([0.635, 0.518, 0.369], [0.675, 0.557, 0.408]),
    "gray": ([0.557, 0.557, 0.576], [0.557, 0.557, 0.576]),
    "white": ([1, 1, 1], [1, 1, 1]),
    "black": ([0, 0, 0], [0, 0, 0]),
    "clear": ([0, 0, 0, 0], [0, 0, 0, 0]),
    "primary": ([0, 0, 0], [1, 1, 1]),
    "secondary": ([0.235, 0.235, 0.263, 0.6], [0.922, 0.922, 0.961, 0.6]),
    "accentColor": ([0, 0.478, 1], [0.039, 0.518, 1]),
  ]

  /// A colour's components from its description, in light or dark appearance; `nil`
  /// for a colour of the asset catalog.
  package static func resolve(_ name: String, dark: Bool) -> Color.Resolved? {
    var reader = Reader(text: Array(name), dark: dark)
    guard let color = reader.color(), reader.index == reader.text.count else { return nil }
    return color
  }

  /// A colour that is a mix of two, by a fraction, perceptually (in Oklab) or in sRGB.
  package static func mix(_ lhs: Color.Resolved, _ rhs: Color.Resolved, by fraction: Float, perceptual: Bool)
    -> Color.Resolved
  {
    func blend(_ a: Float, _ b: Float) -> Float { a + (b - a) * fraction }
    let opacity = blend(lhs.opacity, rhs.opacity)
    guard perceptual else {
      return Color.Resolved(
        red: blend(lhs.red, rhs.red), green: blend(lhs.green, rhs.green), blue: blend(lhs.blue, rhs.blue),
        opacity: opacity)
    }
    let (a, b) = (oklab(lhs), oklab(rhs))
    let mixed = (0..<3).map { blend(a[$0], b[$0]) }
    return fromOklab(mixed, opacity: opacity)
  }

  /// A colour in Oklab (lightness, a, b).
  static func oklab(_ color: Color.Resolved) -> [Float] {
    let (r, g, b) = (Double(color.linearRed), Double(color.linearGreen), Double(color.linearBlue))
    let l = cube(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b, inverse: true)
    let m = cube(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b, inverse: true)
    let s = cube(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b, inverse: true)
    return [
      Float(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s),
      Float(1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s),
      Float(0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s),
    ]
  }

  /// A colour from Oklab components.
  static func fromOklab(_ lab: [Float], opacity: Float) -> Color.Resolved {
    let (L, a, b) = (Double(lab[0]), Double(lab[1]), Double(lab[2]))
    let l = cube(L + 0.3963377774 * a + 0.2158037573 * b, inverse: false)
    let m = cube(L - 0.1055613458 * a - 0.0638541728 * b, inverse: false)
    let s = cube(L - 0.0894841775 * a - 1.2914855480 * b, inverse: false)
    return Color.Resolved(
      colorSpace: .sRGBLinear,
      red: Float(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      green: Float(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      blue: Float(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s), opacity: opacity)
  }

  /// A value cubed, or its cube root.
  static func cube(_ x: Double, inverse: Bool) -> Double {
    guard inverse else { return x * x * x }
    return x < 0 ? -root(-x, 1, over: 3) : root(x, 1, over: 3)
  }

  /// Reads a colour's description back: `red`, `rgb(…)`, `white(…)`, `hsb(…)`,
  /// `resolved(…)`, then `.opacity(…)` and `.mix(with: …, by: …, in: …)`.
  struct Reader {
    let text: [Character]
    let dark: Bool
    var index = 0

    mutating func color() -> Color.Resolved? {
      guard var color = primary() else { return nil }
      while index < text.count, text[index] == "." {
        let start = index
        index += 1
        let member = word()
        if member == "opacity", eat("("), let value = number(), eat(")") {
          color.opacity *= Float(value)
        } else if member == "mix", eat("("), eat("with: "), let other = self.color(), eat(", by: "),
          let fraction = number(), eat(", in: ")
        {
          let space = word()
          guard eat(")") else { return nil }
          color = ColorMath.mix(color, other, by: Float(fraction), perceptual: space == "perceptual")
        } else {
          index = start
          return nil
        }
      }
      return color
    }

    mutating func primary() -> Color.Resolved? {
      let name = word()
      if let entry = ColorMath.palette[name], index >= text.count || text[index] != "(" {
        let c = dark ? entry.dark : entry.light
        return Color.Resolved(red: c[0], green: c[1], blue: c[2], opacity: c.count > 3 ? c[3] : 1)
      }
      guard eat("(") else { return nil }
      var values: [Double] = []
      while let value = number() {
        values.append(value)
        if !eat(", ") { break }
      }
      guard eat(")") else { return nil }
      let v = values.map(Float.init)
      switch (name, v.count) {
      case ("rgb", 3), ("rgb", 4), ("resolved", 4):
        return Color.Resolved(red: v[0], green: v[1], blue: v[2], opacity: v.count > 3 ? v[3] : 1)
      case ("white", 1), ("white", 2):
        return Color.Resolved(red: v[0], green: v[0], blue: v[0], opacity: v.count > 1 ? v[1] : 1)
      case ("hsb", 3), ("hsb", 4):
        let rgb = ColorMath.rgb(hue: v[0], saturation: v[1], brightness: v[2])
        return Color.Resolved(red: rgb[0], green: rgb[1], blue: rgb[2], opacity: v.count > 3 ? v[3] : 1)
      default:
        return nil
      }
    }

    mutating func word() -> String {
      var out = ""
      while index < text.count, text[index].isLetter || text[index].isNumber {
        out.append(text[index])
        index += 1
      }
      return out
    }

    mutating func number() -> Double? {
      var out = ""
      while index < text.count, text[index].isNumber || "-+.e".contains(text[index]) {
        out.append(text[index])
        index += 1
      }
      return Double(out)
    }

    mutating func eat(_ literal: String) -> Bool {
      let chars = Array(literal)
      guard index + chars.count <= text.count, Array(text[index..<(index + chars.count)]) == chars else {
        return false
      }
      index += chars.count
      return true
    }
  }

  /// sRGB components of a hue, saturation and brightness.
  static func rgb(hue: Float, saturation: Float, brightness: Float) -> [Float] {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Float(Int(h))
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    switch sector {
    case 0: return [v, t, p]
    case 1: return [q, v, p]
    case 2: return [p, v, t]
    case 3: return [p, q, v]
    case 4: return [t, p, v]
    default: return [v, p, q]
    }
  }
}

// MARK: - Appearance values

/// Whether the user asked for more contrast.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
  /// The standard contrast.
  case standard
  /// More contrast.
  case increased
}

/// How colours are rendered: the colour space drawing happens in.
public enum ColorRenderingMode: Sendable, Hashable, CaseIterable {
  /// sRGB, clamped.
  case nonLinear
  /// Linear sRGB, clamped.
  case linear
  /// Linear sRGB, unclamped.
  case extendedLinear
}

/// The weight of text the user prefers for legibility.
public enum LegibilityWeight: Sendable, Hashable {
  /// Regular weight.
  case regular
  /// Bold text.
  case bold
}

/// How prominent badges are.
public struct BadgeProminence: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// Less prominent than the standard.
  public static let decreased = BadgeProminence(name: "decreased")
  /// The standard prominence.
  public static let standard = BadgeProminence(name: "standard")
  /// More prominent than the standard.
  public static let increased = BadgeProminence(name: "increased")
}

/// How prominent the background behind content is.
public struct BackgroundProminence: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The standard prominence.
  public static let standard = BackgroundProminence(name: "standard")
  /// A more prominent background (a selected row's, say).
  public static let increased = BackgroundProminence(name: "increased")
}

/// Which way a selection leans at a line break.
public enum TextSelectionAffinity: Sendable, Hashable {
  /// The system's choice.
  case automatic
  /// Toward the text before.
  case upstream
  /// Toward the text after.
  case downstream
}

/// The size categories of text (the values `DynamicTypeSize` replaced).
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
  public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank <= rhs.rank }
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank > rhs.rank }
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank >= rhs.rank }
}

// MARK: - Images

extension Image {
  /// How an image's pixels are turned.
  public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    public typealias RawValue = UInt8
  }

  /// The range of brightness an image may show.
  public struct DynamicRange: Sendable, Hashable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// Standard dynamic range.
    public static let standard = DynamicRange(name: "standard")
    /// Some high dynamic range, kept near the standard one.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full high dynamic range.
    public static let high = DynamicRange(name: "high")
  }

  /// The image's name, as its leaf shows it.
  nonisolated package var shownName: String { name }

  /// Limits the image's dynamic range.
  nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
    adding("allowedDynamicRange: \(shown(range))")
  }
}

extension Text { public typealias Body = Never }
extension Image { public typealias Body = Never }
extension Color { public typealias Body = Never }

extension DynamicTypeSize {
  /// Whether a size is smaller than another.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

// MARK: - Symbol variants and redaction

extension SymbolVariants {
  /// The variant with a circle added.
  public var circle: SymbolVariants { adding("circle") }
  /// The variant with a square added.
  public var square: SymbolVariants { adding("square") }
  /// The variant with a rectangle added.
  public var rectangle: SymbolVariants { adding("rectangle") }
  /// The variant filled.
  public var fill: SymbolVariants { adding("fill") }
  /// The variant slashed.
  public var slash: SymbolVariants { adding("slash") }

  /// The variant's parts: `circle.fill` is `circle` and `fill`.
  private var parts: Set<Substring> { name == "none" ? [] : Set(name.split(separator: ".")) }

  private func adding(_ part: String) -> SymbolVariants {
    parts.contains(Substring(part)) ? self : SymbolVariants(name: name == "none" ? part : "\(name).\(part)")
  }

  /// Whether the variant includes another (`.circle.fill` contains `.fill`).
  public func contains(_ other: SymbolVariants) -> Bool { other.parts.isSubset(of: parts) }
}

extension RedactionReasons {
  public typealias RawValue = Int
  public typealias Element = RedactionReasons
  public typealias ArrayLiteralElement = RedactionReasons
}

extension TextSelectability {
  /// Whether text with this selectability can be selected.
  public static var allowsSelection: Bool { Self.self == EnabledTextSelectability.self }
}

extension EnabledTextSelectability {
  /// Text can be selected.
  public static var allowsSelection: Bool { true }
}

extension DisabledTextSelectability {
  /// Text cannot be selected.
  public static var allowsSelection: Bool { false }
}

// MARK: - Text selections

/// A selection in a text: a range, several ranges, or an insertion point.
public struct TextSelection: Sendable, Hashable {
  /// The selected indices.
  public enum Indices: Sendable, Hashable {
    /// One range (empty: an insertion point).
    case selection(Range<String.Index>)
    /// Several ranges.
    case multiSelection(RangeSet<String.Index>)
  }

  /// The selected indices.
  public var indices: TextSelection.Indices
  /// Which way the selection leans at a line break.
  public var affinity: TextSelectionAffinity = .automatic

  /// A selection of a range.
  public init(range: Range<String.Index>) { indices = .selection(range) }
  /// A selection of several ranges.
  public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
  /// An insertion point.
  public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

  /// Whether the selection is an insertion point (nothing selected).
  public var isInsertion: Bool {
    switch indices {
    case .selection(let range): range.isEmpty
    case .multiSelection(let ranges): ranges.isEmpty
    }
  }
}
