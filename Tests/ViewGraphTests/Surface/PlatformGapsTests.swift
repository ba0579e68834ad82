import Testing
import ViewGraph

// What screens take from Apple's platforms that Linux's Foundation lacks, with its
// real shape: string catalogs' resources, `String(localized:)`, the asset catalog's
// generated resources and os's `Logger`, as a screen uses them.

/// What a string catalog's and an asset catalog's generated accessors look like.
private enum Generated {
  static let welcome = LocalizedStringResource("welcome.title", defaultValue: "Welcome back")
  static let brand = ColorResource(name: "Brand", bundle: .main)
  static let hero = ImageResource(name: "Hero", bundle: .main)
}

private struct WelcomeCard: View {
  let name: String
  private let logger = Logger(subsystem: "com.example.app", category: "welcome")

  var body: some View {
    let _ = logger.info("showing \(name, privacy: .private)")
    VStack {
      Text(Generated.welcome)
      Text(String(localized: "Hello, \(name)!"))
      Image(Generated.hero)
    }
    .foregroundStyle(Color(Generated.brand))
  }
}

@Suite("Platform gaps: localized resources, asset resources and Logger")
@MainActor
struct PlatformGapsTests {
  @Test("A screen using string and asset catalogs' resources and a Logger mounts and shows their values")
  func resourcesShown() {
    let host = ViewHost(WelcomeCard(name: "Ada"))
    for shown in ["Text(Welcome back)", "Text(Hello, Ada!)", "Image(Hero)", "Brand"] {
      #expect(host.treeDescription.contains(shown), "\(shown) is not shown in:\n\(host.treeDescription)")
    }
  }

  @Test("String(localized:) gives the default value; resources keep their key and compare by value")
  func values() {
    #expect(String(localized: "Plain") == "Plain")
    #expect(String(localized: "key", defaultValue: "Default \(3)") == "Default 3")
    #expect(Generated.welcome.key == "welcome.title")
    #expect(String(localized: Generated.welcome) == "Welcome back")
    #expect(Generated.hero == ImageResource(name: "Hero", bundle: .main))
    #expect(Generated.brand != ColorResource(name: "Accent", bundle: .main))
  }
}
