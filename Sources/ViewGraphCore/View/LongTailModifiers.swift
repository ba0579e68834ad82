// SwiftUI modifiers real screens use that change only how a view looks or behaves
// outside updates: each keeps its values as the input of its node, shown as the
// node's leaf (a changed value is a leaf update, an equal one costs nothing), as
// the other visual modifiers do (VisualModifiers.swift). Several are deprecated in
// SwiftUI (to be deprecated, with no warning yet) and still everywhere in apps.
// Status: visual inputs. Differs: a keyboard shortcut is not an input (no key is
// ever pressed); form styles and content margins lay nothing out.

// MARK: - Deprecated forms still in use

extension View {
  /// Sets the accent colour of the view and the views below (the form SwiftUI
  /// replaced with `tint(_:)`).
  nonisolated public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, VisualModifier> {
    visual("accentColor", shown(accentColor))
  }

  /// Hides or shows the navigation bar (the form SwiftUI replaced with
  /// `toolbar(_:for:)`).
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationBarHidden", "\(hidden)")
  }

  /// Sets the accessibility label (the form SwiftUI replaced with
  /// `accessibilityLabel(_:)`); an input finds an icon-only control by it.
  nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityLabel", label.string)
  }

  /// Sets the accessibility hint (the form SwiftUI replaced with `accessibilityHint(_:)`).
  nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityHint", hint.string)
  }

  /// Sets the accessibility value (the form SwiftUI replaced with `accessibilityValue(_:)`).
  nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityValue", value.string)
  }

  /// Hides the view from accessibility (the form SwiftUI replaced with
  /// `accessibilityHidden(_:)`).
  nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityHidden", "\(hidden)")
  }

  /// Sets the accessibility identifier (the form SwiftUI replaced with
  /// `accessibilityIdentifier(_:)`).
  nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilityIdentifier", identifier)
  }

  /// Sets the order accessibility reads the view in (the form SwiftUI replaced with
  /// `accessibilitySortPriority(_:)`).
  nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Self, VisualModifier> {
    visual("accessibilitySortPriority", "\(sortPriority)")
  }

  /// Adds accessibility traits (the form SwiftUI replaced with `accessibilityAddTraits(_:)`).
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, VisualModifier>
  {
    visual("accessibilityAddTraits", "\(traits.rawValue)")
  }

  /// Removes accessibility traits (the form SwiftUI replaced with
  /// `accessibilityRemoveTraits(_:)`).
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("accessibilityRemoveTraits", "\(traits.rawValue)")
  }
}

// MARK: - Fonts

extension Font {
  /// How wide a font's glyphs are.
  public struct Width: Sendable, Hashable, CustomStringConvertible {
    /// The width's value, from -1 (narrowest) to 1.
    public var value: Double
    /// A width of a value.
    public init(_ value: Double) { self.value = value }
    public var description: String {
      switch value {
      case Width.compressed.value: "compressed"
      case Width.condensed.value: "condensed"
      case Width.standard.value: "standard"
      case Width.expanded.value: "expanded"
      default: "\(value)"
      }
    }
    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrow width.
    public static let condensed = Width(-0.2)
    /// The font's own width.
    public static let standard = Width(0)
    /// A wide width.
    public static let expanded = Width(0.2)
  }

  /// The font with a width.
  public func width(_ width: Width) -> Font { Font(name: "\(name).width(\(width))") }
}

extension View {
  /// Sets the font width of text below.
  nonisolated public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, VisualModifier> {
    visual("fontWidth", shown(width))
  }
}

// MARK: - Keyboard shortcuts

/// A key a keyboard shortcut names: a character or a special key.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
  /// The key's character.
  public var character: Character
  /// The key of a character.
  public init(_ character: Character) { self.character = character }
  /// The key of a literal character (`"s"`).
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
  public var description: String {
    KeyEquivalent.names[character] ?? String(character)
  }

  private static let names: [Character: String] = [
    "\u{F700}": "upArrow", "\u{F701}": "downArrow", "\u{F702}": "leftArrow", "\u{F703}": "rightArrow",
    "\u{1B}": "escape", "\u{7F}": "delete", "\u{F728}": "deleteForward", "\u{F729}": "home", "\u{F72B}": "end",
    "\u{F72C}": "pageUp", "\u{F72D}": "pageDown", "\u{8}": "clear", "\t": "tab", " ": "space", "\r": "return",
  ]

  /// The up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// The escape key.
  public static let escape = KeyEquivalent("\u{1B}")
  /// The delete (backspace) key.
  public static let delete = KeyEquivalent("\u{7F}")
  /// The forward-delete key.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// The home key.
  public static let home = KeyEquivalent("\u{F729}")
  /// The end key.
  public static let end = KeyEquivalent("\u{F72B}")
  /// The page-up key.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// The page-down key.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// The clear key.
  public static let clear = KeyEquivalent("\u{8}")
  /// The tab key.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// The return key.
  public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: Int
  /// A set of modifier keys.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

  public var description: String {
    let names = ["capsLock", "shift", "control", "option", "command", "numericPad"]
    return names.indices.filter { rawValue & (1 << $0) != 0 }.map { names[$0] }.joined(separator: "+")
  }
}

/// A key with its modifier keys.
public struct KeyboardShortcut: Sendable, Hashable, CustomStringConvertible {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers
  /// How the key is adapted to the keyboard layout.
  public var localization: Localization = .automatic
  /// A shortcut of a key and modifiers (command by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public var description: String { modifiers.isEmpty ? "\(key)" : "\(modifiers)+\(key)" }
  /// Return: a dialog's default button.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: a dialog's cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
  /// Gives the control a keyboard shortcut.
  ///
  /// The shortcut is a value of the view: no key is pressed here (tap the control
  /// instead).
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("keyboardShortcut", "\(KeyboardShortcut(key, modifiers: modifiers))")
  }

  /// Gives the control a keyboard shortcut.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, VisualModifier> {
    visual("keyboardShortcut", "\(shortcut)")
  }

  /// Gives the control a keyboard shortcut, or none.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, VisualModifier> {
    visual("keyboardShortcut", shown(shortcut))
  }
}

// MARK: - Content margins

/// Where content margins apply: to the scrollable content or its scroll indicators.
public struct ContentMarginPlacement: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  /// The placement the view chooses.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scrollable content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
