// The names Apple's CoreGraphics declares that the package would otherwise declare
// itself, as the SDK imports them (C enums of `int32_t`): the darwin-shape build
// compiles the package's Apple-platform branches against them. Not part of a normal
// build (Tests/DarwinShape/README.md).

/// Line cap styles.
public enum CGLineCap: Int32, @unchecked Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, @unchecked Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}
