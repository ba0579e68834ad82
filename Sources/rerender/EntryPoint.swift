/// The `rerender` executable: runs the command line over the built-in catalog.
@main
struct EntryPoint {
  @MainActor static func main() async {
    var output = Platform.StandardOutput()
    var error = Platform.StandardError()
    let code = await CLI.run(
      arguments: Array(CommandLine.arguments.dropFirst()), output: &output, error: &error)
    Platform.exit(code)
  }
}
