import TestSupport
import Testing
import ViewGraph

// Shapes, colours, text and visual modifiers: values are inputs of their nodes,
// so a changed value is a leaf update and never a body; shapes are primitives.

@Suite("Visual surface: shapes, styles, text and modifier values")
@MainActor
struct VisualSurfaceTests {
  @Test("Shapes are primitives: no body is counted, a changed value is one leaf update")
  func shapesArePrimitives() {
    let model = VisualModel()
    let host = ViewHost(BadgeView(model: model))
    #expect(host.mount.evaluatedViews == ["BadgeView"], "shapes have no body: \(host.mount.evaluatedViews)")
    let update = host.update { model.radius = 12 }
    #expect(update.evaluatedViews == ["BadgeView"])
    #expect(
      update.leafUpdates.map(\.description) == [
        "~ BadgeView/ZStack/RoundedRectangle RoundedRectangle(cornerRadius: 8.0) -> RoundedRectangle(cornerRadius: 12.0)"
      ], "\(update.leafUpdates)")
  }

  @Test("A user's own Shape is a primitive whose leaf is its value")
  func customShape() {
    let model = VisualModel()
    let host = ViewHost(WedgeView(model: model))
    #expect(host.treeDescription.contains("Wedge(Wedge(degrees: 30.0))"), "\(host.treeDescription)")
    let update = host.update { model.degrees = 45 }
    #expect(update.evaluatedViews == ["WedgeView"])
    #expect(update.leafUpdates.map(\.path) == ["WedgeView/Wedge"], "\(update.leafUpdates)")
  }

  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let change: @Sendable @MainActor (VisualModel) -> Void
    /// The leaves that change: the modifier's own, or those of the primitives below
    /// that draw what it writes into the environment.
    let leaves: [String]
    init(id: String, change: @escaping @Sendable @MainActor (VisualModel) -> Void, leaf: String) {
      self.init(id: id, change: change, leaves: [leaf])
    }
    init(id: String, change: @escaping @Sendable @MainActor (VisualModel) -> Void, leaves: [String]) {
      self.id = id
      self.change = change
      self.leaves = leaves
    }
    var testDescription: String { id }
  }

  @Test(
    "A modifier's changed value is a leaf update where it shows (on its node, or on the primitives below that draw an environment value); the modified view's body is not run",
    arguments: [
      ModifierCase(id: "padding", change: { $0.padding = 20 }, leaf: "padding(20.0)"),
      ModifierCase(id: "frame", change: { $0.width = 60 }, leaf: "frame(60.0xnil)"),
      ModifierCase(id: "offset", change: { $0.offset = 3 }, leaf: "offset(3.0, 0.0)"),
      ModifierCase(
        id: "foregroundStyle", change: { $0.tint = .green },
        leaves: ["Text(Inbox) foregroundStyle: green", "Image(systemName: tray) foregroundStyle: green"]),
      ModifierCase(id: "opacity", change: { $0.opacity = 0.5 }, leaf: "opacity(0.5)"),
      ModifierCase(id: "clipShape", change: { $0.radius = 4 }, leaf: "clipShape(RoundedRectangle(cornerRadius: 4.0))"),
      ModifierCase(id: "badge", change: { $0.count = 3 }, leaf: "badge(3)"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = VisualModel()
    let host = ViewHost(Decorated(model: model))
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["Decorated"], "only the body that reads the model: \(update.evaluatedViews)")
    #expect(update.evaluatedViews.contains("Label") == false)
    #expect(update.leafUpdates.map { $0.new ?? "" } == c.leaves, "\(update.leafUpdates)")
  }

  @Test("An equal value costs no leaf update; the child whose value is equal does not re-run")
  func equalValues() {
    let model = VisualModel()
    let host = ViewHost(Decorated(model: model))
    let update = host.update { model.unrelated += 1 }
    #expect(update.evaluatedViews == ["Decorated"])
    #expect(
      update.leafUpdates.map(\.description) == ["~ Decorated/VStack/Text Text(0) -> Text(1)"], "\(update.leafUpdates)")
  }

  @Test("Color.opacity returns a Color, usable where a Color is expected; ShapeStyle members resolve")
  func colors() {
    let host = ViewHost(ColorSwatches())
    let tree = host.treeDescription
    for expected in [
      "Color(red.opacity(0.3))", "background(red.opacity(0.3))", "Text(b) foregroundStyle: secondary",
      "fill(LinearGradient(gradient[blue, green] (0.5, 0.0)→(0.5, 1.0)))", "Rectangle()", "fill(ultraThinMaterial)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
  }

  @Test("Text + Text joins runs; Text modifiers return Text and are part of the leaf")
  func textComposition() {
    let model = VisualModel()
    let host = ViewHost(Headline(model: model))
    #expect(
      host.treeDescription.contains("Text(Total: 2) \"2\": bold, foregroundColor: red"), "\(host.treeDescription)")
    let update = host.update { model.count = 5 }
    #expect(update.leafUpdates.map { $0.new ?? "" } == ["Text(Total: 5) \"5\": bold, foregroundColor: red"])
  }

  struct SpecifierCase: Sendable, CustomTestStringConvertible {
    let specifier: String
    let value: Double
    let expected: String
    var testDescription: String { "\(specifier) of \(value)" }
  }

  @Test(
    "Format specifiers in a text's interpolation",
    arguments: [
      SpecifierCase(specifier: "%.2f", value: 3.14159, expected: "3.14"),
      SpecifierCase(specifier: "%.0f", value: 2.5, expected: "3"),
      SpecifierCase(specifier: "%d", value: 42, expected: "42"),
      SpecifierCase(specifier: "%5.1f", value: -1.25, expected: " -1.3"),
      SpecifierCase(specifier: "%03d", value: 7, expected: "007"),
      SpecifierCase(specifier: "%.1f%%", value: 12.34, expected: "12.3%"),
    ])
  func specifiers(_ c: SpecifierCase) {
    let key: LocalizedStringKey =
      c.specifier == "%d" || c.specifier == "%03d"
      ? "\(Int(c.value), specifier: c.specifier)" : "\(c.value, specifier: c.specifier)"
    let host = ViewHost(Text(key))
    #expect(host.treeDescription == "Text(\(c.expected))", "\(host.treeDescription)")
  }

  @Test("Text(_:format:) and date styles format in the primitive: a changed value is a leaf update")
  func formattedText() {
    let model = VisualModel()
    let host = ViewHost(Priced(model: model))
    #expect(host.treeDescription.contains("Text(12.50)"), "\(host.treeDescription)")
    #expect(
      host.treeDescription.contains("Text(Jan 1, 1970)"),
      "en_US unless the environment says otherwise: \(host.treeDescription)")
    let update = host.update { model.price = 3 }
    #expect(update.leafUpdates.map { $0.new ?? "" } == ["Text(3.00)"])
  }

  @Test("Q12: formats follow the environment's locale: a locale change re-formats the texts, no body re-runs")
  func localeChange() {
    let model = VisualModel()
    let host = ViewHost(Localized(model: model))
    let french = host.update { model.french = true }
    #expect(french.evaluatedViews == ["Localized"], "only the body that writes the locale: \(french.trace)")
    #expect(french.leafUpdates.map { $0.new ?? "" } == ["Text(12,50)", "Text(1 janv. 1970)"], "\(french.leafUpdates)")
  }
}

// MARK: - Fixtures

@Observable final class VisualModel {
  var radius: CGFloat = 8
  var degrees = 30.0
  var padding: CGFloat = 8
  var width: CGFloat = 40
  var offset: CGFloat = 0
  var tint = Color.blue
  var opacity = 1.0
  var count = 2
  var unrelated = 0
  var price = 12.5
  var french = false
}

private struct BadgeView: View {
  let model: VisualModel
  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: model.radius)
      Circle()
    }
  }
}

private struct Wedge: Shape {
  var degrees: Double
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.midY))
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
      startAngle: .zero, endAngle: .degrees(degrees), clockwise: false)
    path.closeSubpath()
    return path
  }
}

private struct WedgeView: View {
  let model: VisualModel
  var body: some View { Wedge(degrees: model.degrees) }
}

private struct Decorated: View {
  let model: VisualModel
  var body: some View {
    VStack {
      Label("Inbox", systemImage: "tray")
        .padding(model.padding)
        .frame(width: model.width)
        .offset(x: model.offset)
        .foregroundStyle(model.tint)
        .opacity(model.opacity)
        .clipShape(RoundedRectangle(cornerRadius: model.radius))
        .badge(model.count)
      Text("\(model.unrelated)")
    }
  }
}

private struct ColorSwatches: View {
  var body: some View {
    VStack {
      Color.red.opacity(0.3)
      Text("a").background(Color.red.opacity(0.3))
      Text("b").foregroundStyle(.secondary)
      Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
      Capsule().fill(.ultraThinMaterial)
    }
  }
}

private struct Headline: View {
  let model: VisualModel
  var body: some View {
    Text("Total: ") + Text("\(model.count)").bold().foregroundColor(.red)
  }
}

private struct Priced2: View {
  let model: VisualModel
  var body: some View {
    VStack {
      Text(model.price, format: .number.precision(.fractionLength(2)))
      Text(Date(timeIntervalSince1970: 0), style: .date)
    }
  }
}

private struct Localized: View {
  let model: VisualModel
  var body: some View {
    Priced2(model: model)
      .environment(\.locale, Locale(identifier: model.french ? "fr_FR" : "en_US"))
  }
}

private struct Priced: View {
  let model: VisualModel
  var body: some View {
    VStack {
      Text(model.price, format: .number.precision(.fractionLength(2)))
      Text(Date(timeIntervalSince1970: 0), style: .date)
    }
  }
}
