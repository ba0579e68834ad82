import Testing
import ViewGraph

// Isolation as SwiftUI declares it: values SwiftUI declares without an actor (`Color`,
// `Text` and its styling, `Font`, `Image`, `EdgeInsets`, `Animation`) are made in
// nonisolated code, as apps make them in plain types' static properties and free
// functions. This file compiles in Swift 6 mode only if they are: the compile is the
// check, the expectations say the values are the ones made.

/// A palette in a plain type, as apps keep their colours.
private struct Palette {
  static let orange = Color("Orange")
  static let red = Color(red: 1, green: 0, blue: 0)
  static let white = Color(white: 1)
  static let title = Text("Hello")
  static let star = Image(systemName: "star")
  static let caption = Font.system(size: 12)
  static let ease = Animation.easeInOut
  static let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
}

private nonisolated func faded() -> Color { Color.blue.opacity(0.5) }
private nonisolated func headline(_ name: String) -> Text { Text("Hi \(name)").bold().font(.title) }

/// A view modifier SwiftUI declares `nonisolated` (as 514 of its 517 `View`
/// modifiers are), applied in a nonisolated helper.
private nonisolated func card<V: View>(_ content: V) -> some View {
  content.padding(8).opacity(0.9).accentColor(.orange).font(.body).cornerRadius(4)
}

/// A view builder in a nonisolated helper: SwiftUI's `ViewBuilder` has no actor.
@ViewBuilder
private nonisolated func badge(_ count: Int) -> some View {
  if count > 0 {
    Text("\(count)")
  } else {
    EmptyView()
  }
  AnyView(Text("items"))
}

/// A user's shape: SwiftUI's `Shape` leaves its conformers without the main actor, so
/// its animatable data is read and written from any context, and it is `Sendable`.
private struct Ring: Shape {
  var thickness: Double
  var animatableData: Double {
    get { thickness }
    set { thickness = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

private nonisolated func thickened(_ ring: Ring) -> Ring {
  var ring = ring
  ring.animatableData *= 2
  return ring
}

@Suite("Isolation as SwiftUI declares it: values made in nonisolated code")
struct IsolationTests {
  @Test("Colours, texts and their styling, fonts, images and insets are made in nonisolated code")
  func nonisolatedValues() {
    #expect("\(Palette.orange)" == "Orange")
    #expect("\(faded())" == "blue.opacity(0.5)")
    #expect(Palette.title == Text("Hello"))
    #expect(headline("Ada") != Text("Hi Ada"), "bold and font make another text")
    #expect(Palette.caption == Font.system(size: 12))
    _ = (Palette.red, Palette.white, Palette.star, Palette.ease, Palette.insets)
  }

  @Test("A user's shape is nonisolated, as SwiftUI's Shape makes it: its data is animated from any context")
  func nonisolatedShape() async {
    #expect(thickened(Ring(thickness: 2)).thickness == 4)
    let sent = await Task.detached { thickened(Ring(thickness: 3)) }.value
    #expect(sent.thickness == 6)
  }

  @Test("A @ViewBuilder function builds views in nonisolated code, with SwiftUI's structural identities")
  @MainActor
  func nonisolatedBuilder() {
    let host = ViewHost(badge(3))
    #expect(host.treeDescription.contains("Text(3)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(items)"), "\(host.treeDescription)")
  }

  @Test("Visual view modifiers are applied in nonisolated code, and their values are still shown")
  @MainActor
  func nonisolatedModifiers() {
    let host = ViewHost(card(Text("Hi")))
    let shown = host.treeDescription
    for value in ["padding", "opacity(0.9)", "accentColor(orange)", "cornerRadius(4"] {
      #expect(shown.contains(value), "\(value) is not shown in:\n\(shown)")
    }
  }
}
