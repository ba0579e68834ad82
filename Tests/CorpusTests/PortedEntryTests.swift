import Testing
import ViewGraph

// A file ported by `rerender port` whose environment values are declared with
// `@Entry` (Ported/EntryKeys.swift): the keys the port wrote give their defaults, a
// value written with `.environment` reaches its reader, and an equal value written
// again re-runs no reader (Q12).

@Suite("Ported @Entry environment values")
@MainActor
struct PortedEntryTests {
  @Test("An @Entry value's default and a written value reach the reader; the iOS branch of the #if is compiled")
  func entryValues() {
    let host = ViewHost(EntryScreen())
    #expect(host.mount.evaluatedViews == ["EntryScreen", "EntryReader"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("Text(Page size 50)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("foregroundStyle: orange"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(Compact)"), "\(host.treeDescription)")
    #expect(EnvironmentValues().pageSize == 20)
    #expect(EnvironmentValues().greeting == "Hello")
    #expect(EnvironmentValues().limits == ["items": 3])
  }
}
