@_spi(Reflection) import Swift

/// Calls `body` with the name, offset and type of each stored field of a struct.
/// Returns `false` for types that are not structs (their fields are not walked).
func _forEachFieldOfView(_ type: Any.Type, _ body: (String, Int, Any.Type) -> Void) -> Bool {
  _forEachField(of: type, options: []) { name, offset, fieldType, _ in
    body(String(cString: name), offset, fieldType)
    return true
  }
}
