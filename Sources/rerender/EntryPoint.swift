import RerenderCLI
import Scenarios

/// The `rerender` executable: the command line over the built-in catalog.
@main
struct EntryPoint {
  static func main() async {
    await RerenderCLI.main(scenarios: Catalog.all, screens: Catalog.screens)
  }
}
