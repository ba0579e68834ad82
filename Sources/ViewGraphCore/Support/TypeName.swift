// Type names as `_printChanges` prints them (Q1): no module, enclosing types
// kept (`Outer.Inner`), generic arguments kept and shortened (`Row<Int>`).

private let typeNameCache = TypeNameCache()

private final class TypeNameCache: @unchecked Sendable {
  // Guarded by the main actor in practice; a lock keeps it safe from any thread.
  private let lock = NSLockLike()
  private var names: [ObjectIdentifier: String] = [:]
  func name(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let found = lock.withLock({ names[key] }) { return found }
    let made = shortTypeName(String(reflecting: type))
    lock.withLock { names[key] = made }
    return made
  }
}

/// Returns a type's name as `_printChanges` prints it.
package func typeName(_ type: Any.Type) -> String {
  typeNameCache.name(type)
}

/// Removes module qualifiers and private or local-context markers from a type name.
package func shortTypeName(_ reflected: String) -> String {
  var out = ""
  var token = ""
  func flush() {
    guard !token.isEmpty else { return }
    var parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 1 { parts.removeFirst() }
    parts.removeAll { $0.hasPrefix("(unknown context") || $0.hasPrefix("(extension in") }
    out += parts.map { part in
      // "(Name in _HASH)" for private types
      if part.hasPrefix("("), let space = part.firstIndex(of: " ") {
        return String(part[part.index(after: part.startIndex)..<space])
      }
      return part
    }.joined(separator: ".")
    token = ""
  }
  var depth = 0
  for ch in reflected {
    if ch == "(" { depth += 1 }
    if ch == ")" { depth -= 1 }
    if depth == 0, "<>,: []?".contains(ch) {
      flush()
      out.append(ch)
    } else {
      token.append(ch)
    }
  }
  flush()
  return out
}
