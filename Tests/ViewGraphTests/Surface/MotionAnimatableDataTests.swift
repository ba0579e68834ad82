import Foundation
import TestSupport
import Testing
import ViewGraph

// The animatable data of SwiftUI's geometry values and shapes: each reads and writes
// its value through `animatableData`, with SwiftUI's components, so generic
// animation code over `Animatable` computes as in SwiftUI.

/// The value halfway between two values, through their animatable data.
private func halfway<V: Animatable>(_ from: V, _ to: V) -> V {
  var data = to.animatableData - from.animatableData
  data.scale(by: 0.5)
  var result = from
  result.animatableData = from.animatableData + data
  return result
}

@Suite("Animatable data of values and shapes")
struct MotionAnimatableDataTests {
  struct HalfwayCase: Sendable, CustomTestStringConvertible {
    let name: String
    let check: @Sendable () -> (String, String)
    var testDescription: String { name }
  }

  @Test(
    "A value halfway through an animation is the halfway of each of its components",
    arguments: [
      HalfwayCase(name: "CGPoint") {
        ("\(halfway(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 30)))", "\(CGPoint(x: 5, y: 20))")
      },
      HalfwayCase(name: "CGSize") {
        ("\(halfway(CGSize(width: 2, height: 4), CGSize(width: 4, height: 8)))", "\(CGSize(width: 3, height: 6))")
      },
      HalfwayCase(name: "CGRect") {
        (
          "\(halfway(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 50)))",
          "\(CGRect(x: 5, y: 10, width: 20, height: 30))"
        )
      },
      HalfwayCase(name: "Angle") { ("\(halfway(Angle.degrees(0), .degrees(90)).degrees)", "45.0") },
      HalfwayCase(name: "UnitPoint") { ("\(halfway(UnitPoint.topLeading, .bottomTrailing))", "\(UnitPoint.center)") },
      HalfwayCase(name: "EdgeInsets") {
        (
          "\(halfway(EdgeInsets(), EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)))",
          "\(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"
        )
      },
      HalfwayCase(name: "StrokeStyle") {
        let end = halfway(
          StrokeStyle(lineWidth: 1, miterLimit: 10), StrokeStyle(lineWidth: 3, miterLimit: 20, dashPhase: 4))
        return ("\(end.lineWidth) \(end.miterLimit) \(end.dashPhase)", "2.0 15.0 2.0")
      },
      HalfwayCase(name: "RectangleCornerRadii") {
        let end = halfway(
          RectangleCornerRadii(),
          RectangleCornerRadii(topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8))
        return (
          "\(end.topLeading) \(end.bottomLeading) \(end.bottomTrailing) \(end.topTrailing)", "1.0 2.0 3.0 4.0"
        )
      },
      HalfwayCase(name: "RoundedRectangle") {
        (
          "\(halfway(RoundedRectangle(cornerRadius: 4), RoundedRectangle(cornerRadius: 8)).cornerSize)",
          "\(CGSize(width: 6, height: 6))"
        )
      },
      HalfwayCase(name: "UnevenRoundedRectangle") {
        let end = halfway(
          UnevenRoundedRectangle(topLeadingRadius: 0, bottomTrailingRadius: 8),
          UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 4))
        return ("\(end.topLeadingRadius) \(end.bottomTrailingRadius)", "2.0 6.0")
      },
      HalfwayCase(name: "OffsetShape") {
        let end = halfway(
          RoundedRectangle(cornerRadius: 0).offset(CGSize(width: 0, height: 0)),
          RoundedRectangle(cornerRadius: 10).offset(CGSize(width: 4, height: 8)))
        return (
          "\(end.shape.cornerSize) \(end.offset)", "\(CGSize(width: 5, height: 5)) \(CGSize(width: 2, height: 4))"
        )
      },
      HalfwayCase(name: "RotatedShape") {
        let end = halfway(
          RotatedShape(shape: Rectangle(), angle: .degrees(0)), RotatedShape(shape: Rectangle(), angle: .degrees(60)))
        return ("\((end.angle.degrees * 1e6).rounded() / 1e6)", "30.0")
      },
      HalfwayCase(name: "ScaledShape") {
        let end = halfway(
          ScaledShape(shape: Circle(), scale: CGSize(width: 1, height: 1)),
          ScaledShape(shape: Circle(), scale: CGSize(width: 3, height: 3)))
        return ("\(end.scale)", "\(CGSize(width: 2, height: 2))")
      },
    ])
  func halfwayValues(_ halfwayCase: HalfwayCase) {
    let (actual, expected) = halfwayCase.check()
    #expect(actual == expected, "\(halfwayCase.name): \(actual), expected \(expected)")
  }

  @Test("A shape, layout or visual effect with nothing to animate has empty animatable data, as SwiftUI's")
  func emptyData() {
    #expect(Circle().animatableData == EmptyAnimatableData())
    #expect(Capsule().animatableData == EmptyAnimatableData())
    #expect(HStackLayout().animatableData == EmptyAnimatableData())
    #expect(EmptyVisualEffect().animatableData == EmptyAnimatableData())
  }

  @Test("A user's shape animates its own data; writing the data writes the shape")
  func userShape() {
    var wedge = Wedge(fraction: 0.25)
    wedge.animatableData = 0.75
    #expect(wedge.fraction == 0.75)
    #expect(halfway(Wedge(fraction: 0), Wedge(fraction: 1)).fraction == 0.5)
  }
}

/// A user's shape with its own animatable data.
private struct Wedge: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}
