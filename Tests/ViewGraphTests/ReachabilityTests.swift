import Foundation
import Observation
import TestSupport
import Testing
import ViewGraph

// Every control a person can use can be reached by an input: icon buttons by what
// iOS reads for them, a control with no title or one of several with one title by
// its place, a dialog's buttons, links in every navigation container, and the work
// of a `Task {}` an action starts.

/// A screen of icon and shape buttons, each counting its taps.
private struct IconButtons: View {
  @State var taps: [String] = []
  var body: some View {
    VStack {
      Text(taps.joined(separator: ","))
      Button {
        taps.append("labelled")
      } label: {
        Image(systemName: "plus").accessibilityLabel("Add")
      }
      Button {
        taps.append("asset")
      } label: {
        Image("close")
      }
      Button {
        taps.append("symbol")
      } label: {
        Image(systemName: "trash")
      }
      Button {
        taps.append("label")
      } label: {
        Image("gear", label: Text("Settings"))
      }
      Button {
        taps.append("outside")
      } label: {
        Image(systemName: "star")
      }.accessibilityLabel("Favourite")
      Button {
        taps.append("decorative")
      } label: {
        Image(decorative: "swirl")
      }
      Button {
        taps.append("shape")
      } label: {
        Circle()
      }
    }
  }
}

/// Rows whose "+" buttons sit beside equal texts: `near:` cannot tell them apart.
private struct QuantityRows: View {
  @State var quantities = [1, 1]
  var body: some View {
    List {
      ForEach(quantities.indices, id: \.self) { index in
        HStack {
          Text("Qty")
          Button("+") { quantities[index] += 1 }
          Text("\(quantities[index])")
        }
      }
    }
  }
}

@Observable private final class Loader {
  var state = "idle"
}

/// A button whose action starts a `Task {}` that sleeps, then changes the model.
private struct TaskButton: View {
  @State var loader = Loader()
  var body: some View {
    VStack {
      Text(loader.state)
      Button("Load") {
        Task {
          try? await Task.sleep(for: .milliseconds(3))
          loader.state = "loading"
          try? await Task.sleep(for: .milliseconds(3))
          loader.state = "loaded"
        }
      }
    }
  }
}

private struct SplitScreen: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("One", value: 1)
        NavigationLink("Two", value: 2)
        NavigationLink("About") { Text("About this app") }
      }
      .navigationDestination(for: Int.self) { Text("Number \($0)") }
    } detail: {
      Text("Pick one")
    }
  }
}

private struct LinkOutsideContainer: View {
  var body: some View {
    VStack {
      NavigationLink("Details") { Text("Detail") }
    }
  }
}

private struct LegacyNavigation: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink(destination: Text("Detail A")) { Text("A") }
      }
    }
    .navigationViewStyle(.stack)
  }
}

private struct DialogScreen: View {
  @State var shown = false
  @State var outcome = "kept"
  var body: some View {
    VStack {
      Text(outcome)
      Button("Delete…") { shown = true }
        .confirmationDialog("Delete the list?", isPresented: $shown, titleVisibility: .visible) {
          Button("Delete", role: .destructive) { outcome = "deleted" }
          Button("Cancel", role: .cancel) {}
        }
    }
  }
}

@Suite("Every control a person can use is reachable")
@MainActor
struct ReachabilityTests {
  struct IconCase: Sendable, CustomTestStringConvertible {
    let title: String
    let tapped: String
    var testDescription: String { "'\(title)' taps \(tapped)" }
  }

  nonisolated static let iconCases = [
    IconCase(title: "Add", tapped: "labelled"),
    IconCase(title: "close", tapped: "asset"),
    IconCase(title: "trash", tapped: "symbol"),
    IconCase(title: "Settings", tapped: "label"),
    IconCase(title: "Favourite", tapped: "outside"),
  ]

  @Test(
    "An icon button is titled as iOS reads it: an accessibility label on it or on its image, the image's label or name",
    arguments: iconCases)
  func iconTitles(_ icon: IconCase) {
    let host = ViewHost(IconButtons())
    let update = host.tap(icon.title)
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics) among \(host.controls)")
    #expect(host.treeDescription.contains("Text(\(icon.tapped))"), "\(host.treeDescription)")
  }

  @Test("A decorative image and a shape give no title; the control is reached by its place in controls")
  func untitledReachedByPlace() {
    let host = ViewHost(IconButtons())
    let titles = host.controls.map(\.title)
    expectNoDifference(titles, ["Add", "close", "trash", "Settings", "Favourite", "", ""])
    let shape = host.controls[6]
    let update = host.within(shape) { host.tap("") }
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    #expect(host.treeDescription.contains("Text(shape)"), "\(host.treeDescription)")
  }

  @Test("Two rows' '+' buttons beside equal texts are told apart by their row's path")
  func rowsByPath() throws {
    let host = ViewHost(QuantityRows())
    var ambiguous = Update()
    withKnownIssue {
      ambiguous = host.tap("+", near: "Qty")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("titled '+' equally near 'Qty'")
    }
    let message = try #require(ambiguous.diagnostics.first?.message)
    #expect(message.contains("host.within(path)"), "\(message)")
    let secondRow = try #require(host.controls.filter { $0.title == "+" }.last?.path)
    #expect(message.contains(secondRow), "\(message)")
    let lastSlash = try #require(secondRow.range(of: "/", options: .backwards))
    let rowPath = String(secondRow[..<lastSlash.lowerBound])
    let update = host.within(rowPath) { host.tap("+") }
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    let shown = update.leafUpdates.map(\.description).joined(separator: "; ")
    #expect(update.leafUpdates.count == 1 && shown.contains("2"), "\(shown)")
    #expect(update.leafUpdates.first?.path.hasPrefix(rowPath) == true, "\(shown)")
  }

  @Test("An input inside a path with no such control there fails naming the path and what is there")
  func pathWithoutControl() throws {
    let host = ViewHost(QuantityRows(), options: ViewHost.Options(strictInput: false))
    let update = host.within("QuantityRows/Nowhere") { host.tap("+") }
    let message = try #require(update.diagnostics.first?.message)
    #expect(message.hasPrefix("No Button titled '+' is at 'QuantityRows/Nowhere' or below it"), "\(message)")
  }

  @Test("Q15 a confirmation dialog's buttons are controls: tapping one runs its action and dismisses the dialog")
  func dialogButtons() {
    let host = ViewHost(DialogScreen())
    host.tap("Delete…")
    #expect(host.controls.map(\.title) == ["Delete…", "Delete", "Cancel"], "\(host.controls)")
    let update = host.tap("Delete")
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    #expect(host.treeDescription.contains("Text(deleted)"), "\(host.treeDescription)")
    #expect(host.controls.map(\.title) == ["Delete…"], "\(host.treeDescription)")
  }

  @Test("Q15 a NavigationLink(destination:) inside a NavigationView pushes its destination")
  func legacyNavigationViewPushes() {
    let host = ViewHost(LegacyNavigation())
    let update = host.tap("A")
    #expect(update.diagnostics.isEmpty, "\(update.diagnostics)")
    #expect(host.treeDescription.contains("Text(Detail A)"), "\(host.treeDescription)")
    host.goBack()
    #expect(!host.treeDescription.contains("Detail A"), "\(host.treeDescription)")
  }

  @Test("Q15 a sidebar link of a NavigationSplitView shows its destination in place of the detail column")
  func splitViewSidebarLinks() {
    let host = ViewHost(SplitScreen())
    #expect(host.treeDescription.contains("Text(Pick one)"))
    host.tap("One")
    #expect(host.treeDescription.contains("Text(Number 1)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Pick one"), "\(host.treeDescription)")
    // Another link replaces the destination: the column shows one at a time.
    host.tap("Two")
    #expect(host.treeDescription.contains("Text(Number 2)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Number 1"), "\(host.treeDescription)")
    host.tap("About")
    #expect(host.treeDescription.contains("Text(About this app)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Number 2"), "\(host.treeDescription)")
    host.goBack()
    #expect(host.treeDescription.contains("Text(Pick one)"), "\(host.treeDescription)")
  }

  @Test("Q15 a link outside any navigation container is shown disabled: a tap is refused with why")
  func linkOutsideContainer() throws {
    let host = ViewHost(LinkOutsideContainer(), options: ViewHost.Options(strictInput: false))
    let update = host.tap("Details")
    let message = try #require(update.diagnostics.first?.message)
    #expect(
      message
        == "The NavigationLink titled 'Details' is not inside a NavigationStack, a NavigationView or a NavigationSplitView: SwiftUI shows it disabled, and a tap pushes nothing; the input was ignored."
    )
    #expect(!host.treeDescription.contains("Text(Detail)"))
    let exploration = explore { LinkOutsideContainer() }
    #expect(exploration.notDriven.first?.notDriven?.hasPrefix("it is not inside a NavigationStack") == true)
  }

  @Test("settle() waits for the changes of a Task an action started, until the screen stays quiet")
  func settleWaitsForUnstructuredTask() async {
    let host = ViewHost(TaskButton())
    host.tap("Load")
    let settled = await host.settle()
    #expect(host.treeDescription.contains("Text(loaded)"), "\(settled.trace)")
    #expect(settled.bodyCount >= 1, "\(settled.trace)")
  }
}
