// The members of SwiftUI's key and option-set values the other files leave implicit:
// the function-key modifier and the associated types SwiftUI's interface names.

extension EventModifiers {
  public typealias RawValue = Int
  public typealias Element = EventModifiers
  public typealias ArrayLiteralElement = EventModifiers
  /// The function (fn) key.
  public static let function = EventModifiers(rawValue: 1 << 6)
}

extension KeyEquivalent {
  public typealias ExtendedGraphemeClusterLiteralType = Character
  public typealias UnicodeScalarLiteralType = Character
}

extension SubmitTriggers {
  public typealias RawValue = Int
  public typealias Element = SubmitTriggers
  public typealias ArrayLiteralElement = SubmitTriggers
}

extension PreviewDevice {
  public typealias RawValue = String
  public typealias StringLiteralType = String
  public typealias ExtendedGraphemeClusterLiteralType = String
  public typealias UnicodeScalarLiteralType = String
}

extension FocusInteractions {
  public typealias RawValue = Int
  public typealias Element = FocusInteractions
  public typealias ArrayLiteralElement = FocusInteractions
}

extension KeyPress.Phases {
  public typealias RawValue = Int
  public typealias Element = KeyPress.Phases
  public typealias ArrayLiteralElement = KeyPress.Phases
}
