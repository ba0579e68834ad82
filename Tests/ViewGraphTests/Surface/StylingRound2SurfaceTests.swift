import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// The second part of the text, image, font and colour surface: a custom
// `TextRenderer` applied with `textRenderer(_:)` (a visual input of the text below,
// its drawing never run), `Text.Layout` as the value describing a text laid out in
// one line, `TextProxy`'s size, and shape styles with a blend mode.

@Suite("Text layout, image, font and colour surface, second part")
@MainActor
struct StylingRound2SurfaceTests {
  @Test("A text renderer is an input of the text: a changed renderer is one leaf update, the content's body realized")
  func textRendererInput() {
    let model = RendererModel()
    let host = ViewHost(RendererScreen(model: model))
    #expect(host.treeDescription.contains("textRenderer(Wavy(amplitude: 2.0))"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(rendered)"), "\(host.treeDescription)")
    let update = host.update { model.wavy = true }
    #expect(update.evaluatedViews == ["RendererScreen"], "\(update.trace)")
    #expect(update.leafUpdateCount == 2, "\(update.trace)")
    let leaves = update.leafUpdates.compactMap(\.new)
    #expect(leaves.contains { $0.contains("textRenderer(Wavy(amplitude: 4.0))") }, "\(leaves)")
    #expect(leaves.contains { $0.contains("red.blendMode(multiply)") }, "\(leaves)")
  }

  @Test("An equal renderer and blend mode cost nothing: writing the same values is no leaf update")
  func equalRenderer() {
    let model = RendererModel()
    let host = ViewHost(RendererScreen(model: model))
    let update = host.update { model.wavy = false }
    #expect(update.leafUpdateCount == 0, "\(update.trace)")
    #expect(update.evaluatedViews.isEmpty, "\(update.trace)")
  }

  @Test("A text's layout is one line of one run, a glyph per character, with nominal body metrics")
  func layoutOfText() {
    let layout = Text.Layout(Text("Hello"))
    #expect(layout.count == 1)
    #expect(!layout.isTruncated)
    let line = layout[0]
    #expect(line.count == 1)
    let run = line[0]
    #expect(run.count == 5)
    #expect(run.layoutDirection == .leftToRight)
    #expect(run.characterIndices == (0..<5).map { Text.Layout.CharacterIndex($0) })
    #expect(run.typographicBounds.width == 42.5)
    #expect(line.typographicBounds == run.typographicBounds)
    #expect(run.typographicBounds.rect == CGRect(x: 0, y: 0, width: 42.5, height: 17))
    let slice = run[1..<3]
    #expect(slice.count == 2)
    #expect(slice.characterIndices == [Text.Layout.CharacterIndex(1), Text.Layout.CharacterIndex(2)])
    #expect(slice.typographicBounds.origin == CGPoint(x: 8.5, y: 13))
    #expect(Array(slice) == [run[1], run[2]])
    #expect(run[Emphasis.self] == nil)
    #expect(layout == Text.Layout(Text("Hallo")))
    #expect(layout != Text.Layout(Text("Hi")))
    #expect(Text.Layout(Text("Hi"), layoutDirection: .rightToLeft)[0][0].layoutDirection == .rightToLeft)
  }

  @Test("Character indices stride and order; typographic bounds start empty")
  func layoutValues() {
    let index = Text.Layout.CharacterIndex(3)
    #expect(index.advanced(by: 2) == Text.Layout.CharacterIndex(5))
    #expect(index.distance(to: Text.Layout.CharacterIndex(1)) == -2)
    #expect(Text.Layout.CharacterIndex(1) < index)
    #expect(Set([index, Text.Layout.CharacterIndex(3)]).count == 1)
    let empty = Text.Layout.TypographicBounds()
    #expect(empty.rect == .zero)
    #expect(empty.width == 0 && empty.leading == 0)
    let options: Text.Layout.DrawingOptions = [.disablesSubpixelQuantization]
    #expect(options.rawValue == 1)
    #expect(Text.LayoutKey.defaultValue.isEmpty)
  }

  @Test("A proxy sizes its text to its one line; a renderer's default size is the proxy's, with no padding")
  func proxySize() {
    let proxy = TextProxy(Text("Hello"))
    #expect(proxy.sizeThatFits(.unspecified) == CGSize(width: 42.5, height: 17))
    #expect(proxy.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 17))
    let renderer = Wavy(amplitude: 1)
    #expect(renderer.sizeThatFits(proposal: .unspecified, text: proxy) == CGSize(width: 42.5, height: 17))
    #expect(renderer.displayPadding == EdgeInsets())
  }

  @Test("Gradients and system formats are equal when what they are made of is, and hash alike")
  func equalityAndHashing() {
    let gradient = Gradient(colors: [.red, .blue])
    #expect(gradient == Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]))
    #expect(gradient != Gradient(colors: [.red, .green]))
    #expect(Set([gradient, Gradient(colors: [.red, .blue])]).count == 1)
    #expect(Gradient.Stop(color: .red, location: 0.5) != Gradient.Stop(color: .red, location: 0.6))
    #expect(Gradient.ColorSpace.perceptual == .perceptual && Gradient.ColorSpace.device != .perceptual)
    let start = Date(timeIntervalSince1970: 0)
    let later = start.addingTimeInterval(60)
    #expect(SystemFormatStyle.Stopwatch(startingAt: start) == SystemFormatStyle.Stopwatch(startingAt: start))
    #expect(SystemFormatStyle.Stopwatch(startingAt: start) != SystemFormatStyle.Stopwatch(startingAt: later))
    let timer = SystemFormatStyle.Timer(countingDownIn: start..<later)
    #expect(Set([timer, SystemFormatStyle.Timer(countingDownIn: start..<later)]).count == 1)
    #expect(timer != SystemFormatStyle.Timer(countingUpIn: start..<later))
    #expect(SystemFormatStyle.DateReference(to: start) != SystemFormatStyle.DateReference(to: later))
    #expect(SystemFormatStyle.DateOffset(to: start) == SystemFormatStyle.DateOffset(to: start))
  }
}

struct Wavy: TextRenderer, CustomStringConvertible {
  var amplitude: Double
  var animatableData: Double {
    get { amplitude }
    set { amplitude = newValue }
  }
  var description: String { "Wavy(amplitude: \(amplitude))" }
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {}
}

@Observable
final class RendererModel {
  var wavy = false
}

private struct RendererScreen: View {
  let model: RendererModel
  var body: some View {
    let wavy = model.wavy
    VStack {
      RenderedText()
    }
    .textRenderer(Wavy(amplitude: wavy ? 4 : 2))
    .foregroundStyle(Color.red.blendMode(wavy ? .multiply : .normal))
  }
}

private struct RenderedText: View {
  var body: some View { Text("rendered") }
}
