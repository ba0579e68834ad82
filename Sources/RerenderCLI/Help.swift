/// Help and usage texts, generated from the command table.
enum Help {
  static func usage(for command: CommandName?) -> String {
    guard let command else {
      return "Usage: rerender <subcommand>\n  See 'rerender --help' for more information.\n"
    }
    return "Usage: rerender \(command.synopsis)\n  See 'rerender \(command.rawValue) --help' for more information.\n"
  }

  static func text(for command: CommandName?) -> String {
    guard let command else { return overview }
    var out = "OVERVIEW: \(command.abstract)\n\n"
    out += "USAGE: rerender \(command.synopsis)\n\n"
    if let argument = command.argument {
      out += "ARGUMENTS:\n" + line(argument.name, argument.help) + "\n"
    }
    out += "OPTIONS:\n"
    for flag in command.flags {
      out += line(flag.rawValue, flag.help)
    }
    for option in command.options {
      out += line("\(option.rawValue) \(option.valueName)", option.help)
    }
    out += line("-h, --help", "Show help information.")
    return out
  }

  private static func line(_ name: String, _ help: String) -> String {
    let padded = name.count < 24 ? name + String(repeating: " ", count: 24 - name.count) : name + "  "
    return "  \(padded)\(help)\n"
  }

  private static var overview: String {
    var out = """
      OVERVIEW: Runs SwiftUI-shaped view code against a simulated view graph and
      records which view bodies re-evaluate, and why.

      USAGE: rerender <subcommand>

      OPTIONS:

      """
    out += line("--version", "Show the version.")
    out += line("-h, --help", "Show help information.")
    out += "\nSUBCOMMANDS:\n"
    for command in CommandName.allCases where command != .help {
      out += line(command.rawValue, command.abstract)
    }
    out += "\n  See 'rerender help <subcommand>' for detailed help.\n"
    return out
  }
}
