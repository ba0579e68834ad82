/// Help and usage texts (R11.5).
enum Help {
  static func usage(for command: CommandName?) -> String {
    switch command {
    case nil, .help?:
      return "Usage: rerender <subcommand>\n  See 'rerender --help' for more information.\n"
    case .list?:
      return "Usage: rerender list\n  See 'rerender list --help' for more information.\n"
    case .trace?:
      return "Usage: rerender trace <scenario> [--variant <label>] [--step <n>]\n  See 'rerender trace --help' for more information.\n"
    }
  }

  static func text(for command: CommandName?) -> String {
    switch command {
    case nil, .help?:
      return """
        OVERVIEW: Runs SwiftUI-shaped view code against a simulated view graph and
        records which view bodies re-evaluate, and why.

        USAGE: rerender <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          list                    List the built-in scenarios.
          trace                   Print the _printChanges trace of a scenario.

          See 'rerender help <subcommand>' for detailed help.

        """
    case .list?:
      return """
        OVERVIEW: List the built-in scenarios: id, title, source, variants, steps.

        USAGE: rerender list

        OPTIONS:
          -h, --help              Show help information.

        """
    case .trace?:
      return """
        OVERVIEW: Print a scenario's trace: per variant and step, the _printChanges
        lines in evaluation order, then the body and leaf-update counts.

        USAGE: rerender trace <scenario> [--variant <label>] [--step <n>]

        ARGUMENTS:
          <scenario>              The scenario id (see 'rerender list').

        OPTIONS:
          --variant <label>       Only this variant.
          --step <n>              Only this step (0 is the mount).
          -h, --help              Show help information.

        """
    }
  }
}
