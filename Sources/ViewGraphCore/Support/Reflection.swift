@_spi(Reflection) import Swift

// The engine's one use of the standard library's field reflection SPI (`Diffing`
// has its own, for value comparison): every other file of the module walks stored
// fields through these functions.

/// Calls `body` with the name, offset and type of each stored field of a struct.
/// Returns `false` for types that are not structs (their fields are not walked).
func _forEachFieldOfView(_ type: Any.Type, _ body: (String, Int, Any.Type) -> Void) -> Bool {
  _forEachField(of: type, options: []) { name, offset, fieldType, _ in
    body(String(cString: name), offset, fieldType)
    return true
  }
}

/// Calls `body` with the name, offset and type of each stored field of a class
/// (its own fields, as the `@Observable` macro and `@Published` store them).
func forEachStoredFieldOfClass(_ type: AnyClass, _ body: (String, Int, Any.Type) -> Void) {
  // `_EachFieldOptions.classType` is a `static var`, which strict concurrency will not
  // read: its raw value, named here once.
  let classType = _EachFieldOptions(rawValue: 1)
  _ = _forEachField(of: type, options: classType) { name, offset, fieldType, _ in
    body(String(cString: name), offset, fieldType)
    return true
  }
}
