import Foundation
import Observation
import Scenarios
import TestSupport
import Testing
import ViewGraph

@testable import RerenderCLI

// `rerender explore <screen>`: the screens an executable is given, explored from the
// command line in the four formats, with bad input answered as usage errors.

@Observable
@MainActor
private final class Basket {
  var count = 0
}

private struct BasketScreen: View {
  let basket: Basket
  var body: some View {
    VStack {
      Text("\(basket.count) items")
      Button("Add") { basket.count += 1 }
      BasketFooter()
    }
  }
}

private struct BasketFooter: View {
  var body: some View { Text("Footer") }
}

@Suite("The explore command")
@MainActor
struct ExploreCommandTests {
  struct Run {
    var code: Int32
    var output: String
    var error: String
  }

  nonisolated static let basket = ExplorableScreen("basket", title: "A basket") { BasketScreen(basket: Basket()) }

  func run(_ arguments: [String], screens: [ExplorableScreen] = [Self.basket]) async -> Run {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(
      arguments: arguments, scenarios: Catalog.all, screens: screens, output: &output, error: &error)
    return Run(code: code, output: output, error: error)
  }

  @Test("A user's own screen is explored from the command line, as explore gives it in code")
  func ownScreen() async {
    let result = await run(["explore", "basket"])
    #expect(result.code == 0, "\(result.error)")
    let inCode = explore { BasketScreen(basket: Basket()) }
    #expect(result.output == inCode.description + "\n", "\(result.output)")
    #expect(result.output.contains("Button 'Add', tap: 1 bodies, 0 wasted"), "\(result.output)")
  }

  @Test(
    "Each format is the exploration's report",
    arguments: [
      ("markdown", "| Button 'Add' |"), ("json", "\"screen\" : \"BasketScreen\""), ("html", "<!DOCTYPE html>"),
    ])
  func formats(_ format: String, _ marker: String) async {
    let result = await run(["explore", "basket", "--format", format])
    #expect(result.code == 0, "\(result.error)")
    #expect(result.output.contains(marker), "\(result.output)")
  }

  @Test("The built-in screens are listed by list and explored, a sheet's controls below what presented it")
  func builtIn() async {
    let list = await run(["list"], screens: Catalog.screens)
    for screen in Catalog.screens { #expect(list.output.contains("  \(screen.id): \(screen.title)"), "\(list.output)") }
    let result = await run(["explore", "notes-legacy"], screens: Catalog.screens)
    #expect(result.code == 0, "\(result.error)")
    #expect(result.output.contains("    TextField 'Title', type \"a\": 2 bodies, 1 wasted"), "\(result.output)")
    let shallow = await run(["explore", "notes-legacy", "--depth", "0"], screens: Catalog.screens)
    #expect(shallow.output.split(separator: "\n").count == 2, "\(shallow.output)")
  }

  @Test("--settle waits for what each interaction started")
  func settle() async {
    let result = await run(["explore", "basket", "--settle", "5"])
    #expect(result.code == 0, "\(result.error)")
    #expect(result.output.contains("Button 'Add', tap: 1 bodies"), "\(result.output)")
  }

  @Test(
    "Bad input is an error and the usage, exit 64",
    arguments: [
      (["explore"], "Missing expected argument '<screen>'"),
      (["explore", "baskt"], "Unknown screen 'baskt'. Did you mean 'basket'? Screens: basket."),
      (["explore", "basket", "--depth", "9"], "expected a whole number from 0 to 8"),
      (["explore", "basket", "--settle", "0"], "expected a whole number of milliseconds from 1 to 60000"),
      (["explore", "basket", "--variant", "A"], "Unknown option '--variant'"),
    ])
  func badInput(_ arguments: [String], _ message: String) async {
    let result = await run(arguments)
    #expect(result.code == 64)
    #expect(result.error.hasPrefix("Error: "), "\(result.error)")
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.error.contains("Usage: rerender explore <screen>"), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test("An executable given no screens says how to give it some")
  func noScreens() async {
    let result = await run(["explore", "basket"], screens: [])
    #expect(result.code == 64)
    #expect(result.error.contains("give them to RerenderCLI.main(scenarios:screens:)"), "\(result.error)")
  }
}
