import ViewGraph
// import os (Logger comes with ViewGraph (os's own on Apple platforms))

// Environment entries declared with the `@Entry` macro, as apps declare them since
// Xcode 16, a logger from os, and a condition an iPhone compiles one way.

extension EnvironmentValues {
  var accent: Color {
    get { self[__Key_accent.self] }
    set { self[__Key_accent.self] = newValue }
  }
  private struct __Key_accent: EnvironmentKey {
    static var defaultValue: Color { .orange }
  }  // the brand colour
  var pageSize: Int {
    get { self[__Key_pageSize.self] }
    set { self[__Key_pageSize.self] = newValue }
  }
  private struct __Key_pageSize: EnvironmentKey {
    static var defaultValue: Int { 20 }
  }
  var greeting: String {
    get { self[__Key_greeting.self] }
    set { self[__Key_greeting.self] = newValue }
  }
  private struct __Key_greeting: EnvironmentKey {
    static var defaultValue: String { "Hello" }
  }
  var onSelect: ((String) -> Void)? {
    get { self[__Key_onSelect.self] }
    set { self[__Key_onSelect.self] = newValue }
  }
  private struct __Key_onSelect: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
  }
  var limits: [String: Int] {
    get { self[__Key_limits.self] }
    set { self[__Key_limits.self] = newValue }
  }
  private struct __Key_limits: EnvironmentKey {
    static var defaultValue: [String: Int] { [
    "items": 3
  ] }
  }
}

struct EntryReader: View {
  @Environment(\.accent) private var accent
  @Environment(\.pageSize) private var pageSize
  private let logger = Logger(subsystem: "com.example.app", category: "reader")

  var body: some View {
    let _ = logger.debug("body of \(pageSize, privacy: .public)")
    VStack {
      Text("Page size \(pageSize)").foregroundStyle(accent)
      #if true || false
      ViewGraph.Text("Compact")
      #else
      Text("Other")
      #endif
    }
  }
}

struct EntryScreen: View {
  var body: some View {
    EntryReader().environment(\.pageSize, 50)
  }
}

// #Preview {
//   EntryScreen()
// }
