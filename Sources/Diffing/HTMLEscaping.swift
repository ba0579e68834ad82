// Text put into HTML, for the reports that write it (the CLI's and an exploration's).

extension String {
  /// The text escaped for HTML, in an element or an attribute's quotes.
  package var htmlEscaped: String {
    var out = ""
    out.reserveCapacity(count)
    for character in self {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n": out += "&#10;"
      default: out.append(character)
      }
    }
    return out
  }
}
