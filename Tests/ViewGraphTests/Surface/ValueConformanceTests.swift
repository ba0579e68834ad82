import Foundation
import Testing
import ViewGraph

// Conformances SwiftUI declares on its values: a resolved colour animates its
// components, a date style is Codable by name, a preview provider has a platform.

@Suite("Value conformances")
struct ValueConformanceTests {
  @Test("A resolved colour's animatable data is its linear components and opacity; writing it writes them")
  func resolvedColour() {
    var colour = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25)
    let data = colour.animatableData
    #expect(data.first == colour.linearRed && data.second.second.second == 0.25)
    var halfway = data
    halfway.scale(by: 0.5)
    colour.animatableData = halfway
    #expect(abs(colour.linearRed - 0.5) < 1e-6 && colour.opacity == 0.125, "\(colour)")
  }

  @Test(
    "A date style round-trips through JSON by its name; an unknown name is an error",
    arguments: ["date", "time", "relative", "offset", "timer"])
  func dateStyleCoding(name: String) throws {
    let decoded = try JSONDecoder().decode(Text.DateStyle.self, from: Data("\"\(name)\"".utf8))
    let encoded = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
    #expect(encoded == "\"\(name)\"")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Text.DateStyle.self, from: Data("\"soon\"".utf8)) }
  }

  @Test("A preview provider's platform is nil unless it names one")
  @MainActor
  func previewPlatform() {
    #expect(PlainPreviews.platform == nil)
    #expect(PhonePreviews.platform == .iOS)
  }
}

private struct PlainPreviews: PreviewProvider {
  static var previews: some View { Text("plain") }
}

private struct PhonePreviews: PreviewProvider {
  static var previews: some View { Text("phone") }
  static var platform: PreviewPlatform? { .iOS }
}
