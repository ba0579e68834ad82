import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q16: @AppStorage and @SceneStorage keep values by key in the
// host's in-memory store; a write re-runs exactly the views that read that key.

/// A nonisolated model holding `@AppStorage`, as apps keep settings: SwiftUI's
/// wrapper has no actor, so this compiles in Swift 6 mode.
private final class SettingsModel: ObservableObject, @unchecked Sendable {
  @AppStorage("sound") var sound = true
  @AppStorage("volume") var volume = 3
}

@Suite("Q16 storage", .tags(.swiftUIParity))
@MainActor
struct StorageTests {
  @Test("A write through @AppStorage re-runs every view reading that key, and only those")
  func writeRerunsReadersOfTheKey() {
    let host = ViewHost(StorageScreen())
    #expect(host.treeDescription.contains("volume 5"), "\(host.treeDescription)")
    let louder = host.tap("Louder")
    #expect(Set(louder.evaluatedViews) == ["VolumeControl", "VolumeBadge"], "\(louder.trace)")
    #expect(host.appStorage["volume"] == AnyHashable(6))
    #expect(
      louder.evaluations.first?.causes == [
        "@AppStorage _volume: the value stored under its key 'volume' was written (Q16)"
      ], "\(louder.trace)")
  }

  @Test("A write from outside any view (the store itself) re-runs the readers; an equal write nothing")
  func writeFromAnywhere() {
    let host = ViewHost(StorageScreen())
    let update = host.update { host.appStorage["theme"] = "dark" }
    #expect(update.evaluatedViews == ["ThemeLabel"], "\(update.trace)")
    #expect(host.treeDescription.contains("theme dark"), "\(host.treeDescription)")
    let same = host.update { host.appStorage["theme"] = "dark" }
    #expect(same.bodyCount == 0, "\(same.trace)")
  }

  @Test("Q16 outside a view: a nonisolated model holds @AppStorage and keeps its own writes; no view's store changes")
  func outsideAView() async {
    let model = SettingsModel()
    #expect(model.volume == 3 && model.sound)
    model.volume = 7
    #expect(model.volume == 7)
    // Written off the main actor too, as a nonisolated model may be.
    let sound = await Task.detached { () -> Bool in
      model.sound = false
      return model.sound
    }.value
    #expect(sound == false && model.sound == false)
    let host = ViewHost(StorageScreen())
    #expect(host.appStorage["volume"] == nil, "the model has no host: our choice, Rules.md Q16")
  }

  @Test(
    "Supported value types round-trip through the store",
    arguments: ["Bool", "Double", "String", "URL", "Data", "enum", "optional"])
  func valueTypes(type: String) {
    let host = ViewHost(Types())
    let before = host.treeDescription
    host.tap("Change \(type)")
    #expect(host.treeDescription != before, "\(host.treeDescription)")
    #expect(host.appStorage.keys.contains(type), "\(host.appStorage.keys)")
  }

  @Test("defaultAppStorage(_:) gives views below their own store")
  func defaultAppStorage() {
    let suite = UserDefaults(suiteName: "rerender.tests")!
    let host = ViewHost(
      VStack {
        ThemeLabel()
        ThemeLabel().defaultAppStorage(suite)
      })
    let update = host.update { host.appStorage["theme"] = "dark" }
    #expect(update.bodyCount == 1, "\(update.trace)")
  }

  @Test("@SceneStorage keeps values for the host's scene")
  func sceneStorage() {
    let host = ViewHost(Tabs())
    let update = host.tap("Next tab")
    #expect(update.evaluatedViews == ["Tabs"], "\(update.trace)")
    #expect(host.sceneStorage["tab"] == AnyHashable(1))
  }
}

// MARK: - Fixtures

private struct VolumeControl: View {
  @AppStorage("volume") private var volume = 5
  var body: some View {
    Button("Louder") { volume += 1 }
  }
}

private struct VolumeBadge: View {
  @AppStorage("volume") private var volume = 5
  var body: some View { Text("volume \(volume)") }
}

private struct ThemeLabel: View {
  @AppStorage("theme") private var theme = "light"
  var body: some View { Text("theme \(theme)") }
}

private struct StorageScreen: View {
  var body: some View {
    VStack {
      VolumeControl()
      VolumeBadge()
      ThemeLabel()
    }
  }
}

private enum Mode: String {
  case simple, expert
}

private struct Types: View {
  @AppStorage("Bool") private var flag = false
  @AppStorage("Double") private var ratio = 0.5
  @AppStorage("String") private var name = "a"
  @AppStorage("URL") private var url = URL(string: "https://example.com/a")!
  @AppStorage("Data") private var data = Data([1])
  @AppStorage("enum") private var mode = Mode.simple
  @AppStorage("optional") private var nickname: String?
  var body: some View {
    VStack {
      Text("\(flag) \(ratio) \(name) \(url.lastPathComponent) \(data.count) \(mode.rawValue) \(nickname ?? "none")")
      Button("Change Bool") { flag.toggle() }
      Button("Change Double") { ratio = 0.75 }
      Button("Change String") { name = "b" }
      Button("Change URL") { url = URL(string: "https://example.com/b")! }
      Button("Change Data") { data = Data([1, 2]) }
      Button("Change enum") { mode = .expert }
      Button("Change optional") { nickname = "Ada" }
    }
  }
}

private struct Tabs: View {
  @SceneStorage("tab") private var tab = 0
  var body: some View {
    VStack {
      Text("tab \(tab)")
      Button("Next tab") { tab += 1 }
    }
  }
}

@Suite("Q2 and Q16: a storage property compares by its key and default, as @State does")
@MainActor
struct StorageComparisonTests {
  @Test(
    "The @AppStorage or @SceneStorage holder is skipped when its parent re-runs for something else",
    arguments: ["app", "scene"])
  func holderSkipped(_ kind: String) {
    let host = ViewHost(StorageParent(kind: kind))
    let update = host.tap("bump")
    #expect(update.evaluatedViews == ["StorageParent"], "\(update.explainedTrace)")
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("A storage property describes itself by its key, not by the engine's types")
  func described() {
    let flag = AppStorage(wrappedValue: false, "flag")
    #expect("\(flag)" == "AppStorage<Bool>(\"flag\")")
    let draft = SceneStorage(wrappedValue: "", "draft")
    #expect("\(draft)" == "SceneStorage<String>(\"draft\")")
  }
}

private struct AppFlagHolder: View {
  @AppStorage("flag") private var flag = false
  var body: some View { Text(flag ? "on" : "off") }
}

private struct SceneDraftHolder: View {
  @SceneStorage("draft") private var draft = ""
  var body: some View { Text(draft) }
}

private struct StorageParent: View {
  let kind: String
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      if kind == "app" { AppFlagHolder() } else { SceneDraftHolder() }
      Button("bump") { count += 1 }
    }
  }
}
