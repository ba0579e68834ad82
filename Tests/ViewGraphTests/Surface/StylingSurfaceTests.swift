import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// The text, font and colour surface: `Text`'s line styles, scales, typesetting
// languages and custom attributes (each a new `Text` whose leaf shows it), the view
// modifiers that set them below, font leading and small caps, the system and
// hierarchical shape styles, gradients (elliptical, conic, mesh), image paints and
// shadow styles; colours resolved in an environment and mixed; and the formatted
// texts (system format styles, timer intervals, formatters, attributed strings).

@Suite("Text, font and colour surface")
@MainActor
struct StylingSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A styling value's change is one leaf update on its node; only the body that reads the model runs",
    arguments: [
      ModifierCase(id: "Text.strikethrough(pattern:)", leaf: "strikethrough: dash, red"),
      ModifierCase(id: "Text.underline(pattern:)", leaf: "underline: dashDot"),
      ModifierCase(id: "Text.textScale", leaf: "textScale: secondary"),
      ModifierCase(id: "Text.typesettingLanguage", leaf: "typesettingLanguage: ja-Jpan-JP"),
      ModifierCase(id: "Text.fontWidth", leaf: "fontWidth: condensed"),
      ModifierCase(id: "Text.customAttribute", leaf: "customAttribute: Emphasis(level: 2)"),
      ModifierCase(id: "View.strikethrough", leaf: "strikethrough(dash)"),
      ModifierCase(id: "View.underline", leaf: "underline(solid, blue)"),
      ModifierCase(id: "View.textScale", leaf: "textScale(secondary)"),
      ModifierCase(id: "View.typesettingLanguage", leaf: "typesettingLanguage(fr-Latn-FR)"),
      ModifierCase(id: "textSelectionAffinity", leaf: "textSelectionAffinity(upstream)"),
      ModifierCase(id: "badgeProminence", leaf: "badgeProminence(increased)"),
      ModifierCase(id: "baselineOffset", leaf: "baselineOffset(4.0)"),
      ModifierCase(id: "Image.allowedDynamicRange", leaf: "allowedDynamicRange: high"),
      ModifierCase(id: "Font.leading", leaf: "font: body.leading(tight)"),
      ModifierCase(id: "Font.lowercaseSmallCaps", leaf: "font: body.lowercaseSmallCaps"),
      ModifierCase(id: "system shape styles", leaf: "foregroundStyle: link"),
      ModifierCase(id: "hierarchical level of a style", leaf: "foregroundStyle: blue.secondary"),
      ModifierCase(id: "ellipticalGradient", leaf: "background(EllipticalGradient(gradient[red, blue]"),
      ModifierCase(
        id: "conicGradient", leaf: "background(AngularGradient(gradient[red, blue] at (0.5, 0.5), 0.0°…360.0°))"),
      ModifierCase(id: "MeshGradient", leaf: "2×1 [red, blue] at (0.0, 0.0) (1.0, 0.0)"),
      ModifierCase(id: "ImagePaint", leaf: "background(image(tile, (0.0, 0.0, 1.0, 1.0), 2.0))"),
      ModifierCase(id: "ShadowStyle", leaf: "foregroundStyle: red.shadow(drop("),
      ModifierCase(id: "Color.mix", leaf: "red.mix(with: blue, by: 0.5, in: perceptual)"),
      ModifierCase(id: "Text(AttributedString)", leaf: "font: title"),
      ModifierCase(id: "radialGradient radii", leaf: "RadialGradient(gradient[red, blue] at (0.5, 0.5), 0.0…100.0)"),
      ModifierCase(id: "Gradient stop locations", leaf: "gradient[red 0.0, blue 0.8]"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = StylingModel()
    let host = ViewHost(StylingScreen(model: model))
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["StylingScreen"], "\(update.trace)")
    #expect(
      update.leafUpdates.compactMap(\.new).contains { $0.contains(c.leaf) },
      "\(c.leaf) not in \(update.leafUpdates.compactMap(\.new))")
  }

  @Test("An unchanged styling value costs nothing: writing the same values is no leaf update")
  func equalValues() {
    let model = StylingModel()
    let host = ViewHost(StylingScreen(model: model))
    let update = host.update { model.flag = false }
    #expect(update.leafUpdateCount == 0, "\(update.trace)")
  }

  @Test("Styled texts compare by their styling: equal styling is equal, a changed pattern is another text")
  func textEquality() {
    #expect(Text("a").strikethrough(pattern: .dot) == Text("a").strikethrough(pattern: .dot))
    #expect(Text("a").strikethrough(pattern: .dot) != Text("a").strikethrough(pattern: .dash))
    #expect(Text("a").underline(pattern: .solid) == Text("a").underline())
    #expect(Text("a").textScale(.secondary, isEnabled: false) == Text("a"))
    #expect(Text("a").typesettingLanguage(.automatic, isEnabled: false) == Text("a"))
  }

  @Test("colorScheme(_:) writes the environment: a view below reading \\.colorScheme re-runs, with the new scheme")
  func colorSchemeWrite() {
    let model = StylingModel()
    let host = ViewHost(SchemeOwner(model: model))
    #expect(host.treeDescription.contains("scheme light"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["SchemeOwner", "SchemeReader"], "\(update.trace)")
    #expect(host.treeDescription.contains("scheme dark"), "\(host.treeDescription)")
  }

  @Test("A formatted system style shows the value at the date it is given; a changed date is a leaf update")
  func systemFormatTexts() {
    let model = StylingModel()
    let host = ViewHost(FormattedScreen(model: model))
    let shown = host.treeDescription
    for value in ["Text(5:00)", "Text(0:00.00)", "Text(in 5 minutes)", "Text(-2:00)"] {
      #expect(shown.contains(value), "\(value) is not shown in:\n\(shown)")
    }
    let update = host.update { model.date = StylingModel.start.addingTimeInterval(65.2) }
    #expect(update.evaluatedViews == ["FormattedScreen"], "\(update.trace)")
    let leaves = update.leafUpdates.compactMap(\.new)
    for value in ["Text(3:54)", "Text(1:05.20)", "Text(in 3 minutes)", "Text(-0:54)"] {
      #expect(leaves.contains(value), "\(value) not in \(leaves)")
    }
  }

  @Test("Text from an attributed string: each run keeps its SwiftUI attributes")
  func attributedText() {
    var string = AttributedString("Hello ")
    string.font = .headline
    var name = AttributedString("Ada")
    name.foregroundColor = .red
    name.underlineStyle = Text.LineStyle(pattern: .dot)
    let text = Text(string + name)
    #expect(text == Text("Hello ").font(.headline) + Text("Ada").foregroundColor(.red).underline(pattern: .dot))
    let host = ViewHost(text)
    #expect(host.treeDescription.contains("Hello Ada"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("underline: dot"), "\(host.treeDescription)")
  }

  @Test("An image inside a text is a run of it: joined texts show it where it is, and a changed image is a leaf update")
  func inlineImage() {
    let model = StylingModel()
    let host = ViewHost(InlineImageText(model: model))
    #expect(host.treeDescription.contains("Image(systemName: star) Saved"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    let leaves = update.leafUpdates.compactMap(\.new)
    #expect(
      leaves.contains { $0.contains("Image(systemName: star.fill [renderingMode: template]) Saved") }, "\(leaves)")
  }

  @Test("Text with a Formatter and a timer interval show their values")
  func formatterAndTimerTexts() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let start = StylingModel.start
    #expect(Text(start, formatter: formatter) == Text(verbatim: "2024-01-01"))
    let number = NumberFormatter()
    number.numberStyle = .percent
    #expect(Text(NSNumber(value: 0.25), formatter: number) == Text(verbatim: "25%"))
    let interval = start...start.addingTimeInterval(3725)
    #expect(Text(timerInterval: interval) == Text(verbatim: "1:02:05"))
    #expect(Text(timerInterval: interval, countsDown: false) == Text(verbatim: "0:00"))
    #expect(
      Text(timerInterval: interval, pauseTime: start.addingTimeInterval(125), showsHours: false)
        == Text(verbatim: "60:00"))
    let key: LocalizedStringKey = "Left \(timerInterval: interval, pauseTime: start.addingTimeInterval(3600))"
    #expect(Text(key) == Text(verbatim: "Left 2:05"))
  }

  // MARK: - Values

  @Test("A system colour resolves to the iOS palette of the environment's scheme; a resolved colour round-trips")
  func resolvedColors() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let light = EnvironmentValues()
    #expect("\(Color.red.resolve(in: light))" == "#FF3B30FF")
    #expect("\(Color.red.resolve(in: dark))" == "#FF453AFF")
    #expect(Color.primary.resolve(in: dark) == Color.white.resolve(in: light))
    #expect("\(Color.blue.opacity(0.5).resolve(in: light))" == "#007AFF80")
    #expect("\(Color(red: 1, green: 0.5, blue: 0).resolve(in: light))" == "#FF8000FF")
    let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
    #expect(Color(resolved).resolve(in: light) == resolved)
    #expect(abs(Color.Resolved(red: 0.5, green: 0, blue: 0).linearRed - 0.214) < 0.001)
    let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214, green: 0, blue: 1)
    #expect(abs(linear.red - 0.5) < 0.001 && linear.blue == 1)
    #expect(Color("Brand").resolve(in: light).opacity == 0, "an asset colour has no catalog to read")
  }

  @Test("Mixing colours: the ends are the colours themselves; a device mix is halfway in sRGB")
  func mixedColors() {
    let env = EnvironmentValues()
    #expect("\(Color.red.mix(with: .blue, by: 0).resolve(in: env))" == "\(Color.red.resolve(in: env))")
    let end = Color.red.mix(with: .blue, by: 1).resolve(in: env)
    let blue = Color.blue.resolve(in: env)
    #expect(abs(end.red - blue.red) < 0.002 && abs(end.green - blue.green) < 0.002 && abs(end.blue - blue.blue) < 0.002)
    #expect("\(Color.black.mix(with: .white, by: 0.5, in: .device).resolve(in: env))" == "#808080FF")
    let perceptual = Color.black.mix(with: .white, by: 0.5).resolve(in: env)
    // Oklab's middle lightness is a linear 0.125: about 0.39 in sRGB.
    #expect(abs(perceptual.red - 0.389) < 0.005 && abs(perceptual.red - perceptual.blue) < 0.001, "\(perceptual)")
  }

  @Test("Content size categories are ordered; the accessibility ones say so")
  func contentSizeCategories() {
    #expect(ContentSizeCategory.small < .large && ContentSizeCategory.large <= .large)
    #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(DynamicTypeSize.xSmall < .accessibility1 && !(DynamicTypeSize.large < .medium))
  }

  @Test("Symbol variants compose and contain their parts")
  func symbolVariants() {
    let variant = SymbolVariants.circle.fill
    #expect(variant.contains(.fill) && variant.contains(.circle) && !variant.contains(.slash))
    #expect("\(variant)" == "circle.fill" && variant.fill == variant)
    #expect(!SymbolVariants.none.contains(.fill))
  }

  @Test("Text selections, line styles, selectability and underline styles")
  func selectionsAndLineStyles() {
    let text = "Hello"
    #expect(TextSelection(insertionPoint: text.startIndex).isInsertion)
    #expect(!TextSelection(range: text.startIndex..<text.endIndex).isInsertion)
    #expect(TextSelection(range: text.startIndex..<text.endIndex).affinity == .automatic)
    #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
    #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
    #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dot, color: .red)) == [.single, .patternDot])
    #expect(Text.LineStyle.single == Text.LineStyle())
  }

  @Test("System format styles format the date they are given")
  func systemFormatStyles() {
    let start = StylingModel.start
    let hour = start.addingTimeInterval(3600)
    #expect(String(SystemFormatStyle.DateReference(to: hour).format(start).characters) == "in 1 hour")
    #expect(String(SystemFormatStyle.DateReference(to: start).format(hour).characters) == "1 hour ago")
    #expect(
      String(SystemFormatStyle.DateReference(to: start).format(start.addingTimeInterval(3 * 86_400)).characters)
        == "Jan 1, 2024")
    let offset = SystemFormatStyle.DateOffset(to: start)
    #expect(String(offset.format(start.addingTimeInterval(-226)).characters) == "-3:46")
    #expect(String(offset.format(start.addingTimeInterval(3 * 86_400 + 7200)).characters) == "3 days, 2 hours")
    #expect(String(offset.format(start.addingTimeInterval(3 * 86_400 + 5)).characters) == "3 days")
    #expect(
      String(SystemFormatStyle.DateOffset(to: start, sign: .always()).format(hour).characters) == "+1:00:00")
    let watch = SystemFormatStyle.Stopwatch(startingAt: start)
    #expect(String(watch.format(start.addingTimeInterval(3725.5)).characters) == "1:02:05.50")
    #expect(String(watch.format(start.addingTimeInterval(-5)).characters) == "0:00.00")
    let timer = SystemFormatStyle.Timer(countingUpIn: start..<hour)
    #expect(String(timer.format(start.addingTimeInterval(90)).characters) == "1:30")
    #expect(timer.discreteInput(after: hour) == nil)
  }

  @Test("Shape styles resolve as SwiftUI's do: a colour to components, the others by the system")
  func shapeStyleResolution() {
    func resolved<S: ShapeStyle>(_ style: S) -> S.Resolved.Type { S.Resolved.self }
    #expect(resolved(Color.red) == Color.Resolved.self)
    #expect(resolved(FillShapeStyle()) == Never.self)
    #expect(resolved(Color.red.secondary) == Never.self)
    #expect(Material.thin == .thinMaterial && Material.ultraThick == .ultraThickMaterial)
  }
}

// MARK: - Isolation

private struct StylingPalette {
  static let resolved = Color.Resolved(red: 1, green: 0, blue: 0)
  static let struck = Text("Old").strikethrough(pattern: .dash, color: .red)
  static let lined = Text.LineStyle(pattern: .dot)
  static let mixed = Color.red.mix(with: .blue, by: 0.3)
  static let mesh = MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red])
  static let wifi = Image("wifi", variableValue: 0.5)
}

private nonisolated func smallCaps(_ text: Text) -> Text { text.textScale(.secondary).font(.body.uppercaseSmallCaps()) }

@Suite("Isolation of the styling surface: values made in nonisolated code")
struct StylingIsolationTests {
  @Test("Resolved colours, line styles, mixes, mesh gradients and styled texts are made in nonisolated code")
  func nonisolatedValues() {
    #expect("\(StylingPalette.resolved)" == "#FF0000FF")
    #expect(StylingPalette.struck != Text("Old"))
    #expect(StylingPalette.lined != .single)
    #expect("\(StylingPalette.mixed)".contains("mix"))
    #expect(StylingPalette.mesh.width == 1)
    #expect(smallCaps(Text("a")) != Text("a"))
    _ = StylingPalette.wifi
  }

}

// MARK: - Fixtures

/// A custom attribute, as a `TextRenderer` would read.
struct Emphasis: TextAttribute, CustomStringConvertible {
  let level: Int
  var description: String { "Emphasis(level: \(level))" }
}

@Observable
final class StylingModel {
  static let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00 UTC
  var flag = false
  var date = StylingModel.start
}

private struct StylingScreen: View {
  let model: StylingModel
  var body: some View {
    let flag = model.flag
    VStack {
      Text("struck").strikethrough(pattern: flag ? .dash : .dot, color: .red)
      Text("under").underline(pattern: flag ? .dashDot : .solid)
      Text("scaled").textScale(flag ? .secondary : .default)
      Text("typeset").typesettingLanguage(flag ? .explicit(Locale.Language(identifier: "ja")) : .automatic)
      Text("wide").fontWidth(flag ? .condensed : nil)
      Text("custom").customAttribute(Emphasis(level: flag ? 2 : 1))
      Text("variant").textVariant(.sizeDependent)
      VStack { Text("v1") }.strikethrough(flag, pattern: .dash)
      VStack { Text("v2") }.underline(flag, color: .blue)
      VStack { Text("v3") }.textScale(flag ? .secondary : .default)
      VStack { Text("v4") }.typesettingLanguage(Locale.Language(identifier: flag ? "fr" : "de"))
      VStack { Text("v5") }.textSelectionAffinity(flag ? .upstream : .downstream)
      VStack { Text("v6") }.badgeProminence(flag ? .increased : .standard)
      VStack { Text("v7") }.baselineOffset(flag ? 4 : 0)
      Image(systemName: "sun.max").allowedDynamicRange(flag ? .high : .standard)
      Text("lead").font(.body.leading(flag ? .tight : .loose))
      Text("caps").font(flag ? .body.lowercaseSmallCaps() : .body.uppercaseSmallCaps())
      Text("fill").foregroundStyle(flag ? AnyShapeStyle(.link) : AnyShapeStyle(.placeholder))
      Text("level").foregroundStyle(flag ? Color.blue.secondary : Color.red.secondary)
      Text("ellipse").background(.ellipticalGradient(colors: [.red, flag ? .blue : .green]))
      Text("cone").background(.conicGradient(colors: [.red, flag ? .blue : .green], center: .center))
      MeshGradient(width: 2, height: 1, points: [[0, 0], [1, 0]], colors: [.red, flag ? .blue : .green])
      Text("paint").background(.image(Image("tile"), scale: flag ? 2 : 1))
      Text("shadow").foregroundStyle(Color.red.shadow(.drop(radius: flag ? 4 : 2)))
      Color.red.mix(with: .blue, by: flag ? 0.5 : 0.25)
      Text(attributed(flag))
      Text("radial").background(
        .radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: flag ? 100 : 50))
      Text("stops").background(
        LinearGradient(
          stops: [.init(color: .red, location: 0), .init(color: .blue, location: flag ? 0.8 : 1)], startPoint: .top,
          endPoint: .bottom))
    }
  }

  func attributed(_ flag: Bool) -> AttributedString {
    var string = AttributedString("Big")
    string.font = flag ? .title : .body
    return string
  }
}

private struct InlineImageText: View {
  let model: StylingModel
  var body: some View {
    let star = model.flag ? Image(systemName: "star.fill").renderingMode(.template) : Image(systemName: "star")
    Text(star) + Text(" Saved").bold()
  }
}

private struct SchemeOwner: View {
  let model: StylingModel
  var body: some View {
    SchemeReader().colorScheme(model.flag ? .dark : .light)
  }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) private var scheme
  var body: some View { Text("scheme \(scheme == .dark ? "dark" : "light")") }
}

private struct FormattedScreen: View {
  let model: StylingModel
  var body: some View {
    let start = StylingModel.start
    VStack {
      Text(model.date, format: .timer(countingDownIn: start..<start.addingTimeInterval(300)))
      Text(model.date, format: .stopwatch(startingAt: start))
      Text(model.date, format: .reference(to: start.addingTimeInterval(300)))
      Text(model.date, format: .offset(to: start.addingTimeInterval(120)))
    }
  }
}
