// What SwiftUI screens take from Apple's platform that Linux's Foundation lacks:
// localized string resources and `String(localized:)` (string catalogs' generated
// accessors use them), the asset catalog's generated `ImageResource` and
// `ColorResource`, and os's `Logger`. On Apple platforms the real ones are used
// (Foundation's, DeveloperToolsSupport's and os's, which ViewGraph re-exports as
// SwiftUI re-exports DeveloperToolsSupport); on Linux these have their shapes.
// Status: Complete for what screens write. Differs on Linux: nothing is localized
// (the default value is the text), and a logger's messages go nowhere, as the
// unified log is not shown by `swift test` on a Mac either.

#if canImport(DeveloperToolsSupport)
@_exported public import DeveloperToolsSupport
#endif
#if canImport(os)
@_exported public import os
#endif

#if !canImport(Darwin)
extension String {
  /// A string to localize, with the values interpolated into it (Foundation's, on
  /// Apple platforms).
  public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The string, with the interpolated values written in.
    public let text: String

    /// A value from a literal.
    public init(stringLiteral value: String) { text = value }
    /// A value from a string interpolation.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    /// A value from a string, as written.
    public init(_ value: String) { text = value }

    public var description: String { text }

    /// The interpolation of a localization value.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var text = ""
      /// An empty interpolation.
      public init(literalCapacity: Int, interpolationCount: Int) {}
      /// Appends literal text.
      public mutating func appendLiteral(_ literal: String) { text += literal }
      /// Appends a value as it describes itself.
      public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
      /// Appends a value formatted by a format style.
      public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
      where F.FormatOutput == String {
        text += format.format(value)
      }
    }
  }

  /// A localized string: on Linux, the value as written.
  ///
  /// - Parameters:
  ///   - keyAndValue: The key, which is also the value when no translation exists.
  ///   - table: The strings table.
  ///   - bundle: The bundle holding the table.
  ///   - locale: The locale to localize for.
  ///   - comment: A comment for translators.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.text
  }

  /// A localized string with a key and a default value: on Linux, the default value.
  ///
  /// - Parameters:
  ///   - key: The key in the strings table.
  ///   - defaultValue: The value when no translation exists.
  ///   - table: The strings table.
  ///   - bundle: The bundle holding the table.
  ///   - locale: The locale to localize for.
  ///   - comment: A comment for translators.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.text
  }

  /// The string a localized string resource stands for.
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue.text
  }
}

/// A reference to a localizable string, resolved when shown (Foundation's, on Apple
/// platforms).
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// Where the strings table is.
  public enum BundleDescription: Sendable, Hashable {
    /// The main bundle.
    case main
    /// The bundle at a URL.
    case atURL(URL)
  }

  /// The key in the strings table.
  public let key: String
  /// The value when no translation exists.
  public var defaultValue: String.LocalizationValue
  /// The strings table.
  public var table: String?
  /// The locale to resolve for.
  public var locale: Locale
  /// Where the strings table is.
  public var bundle: BundleDescription

  /// A resource whose key is its default value.
  ///
  /// - Parameters:
  ///   - keyAndValue: The key, which is also the default value.
  ///   - table: The strings table.
  ///   - locale: The locale to resolve for.
  ///   - bundle: Where the strings table is.
  ///   - comment: A comment for translators.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(key: keyAndValue.text, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
  }

  /// A resource with a key and a default value.
  ///
  /// - Parameters:
  ///   - key: The key in the strings table.
  ///   - defaultValue: The value when no translation exists.
  ///   - table: The strings table.
  ///   - locale: The locale to resolve for.
  ///   - bundle: Where the strings table is.
  ///   - comment: A comment for translators.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
  }

  private init(
    key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// A resource from a literal.
  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  /// A resource from a string interpolation.
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public var description: String { defaultValue.text }
}

/// An image in an asset catalog, as Xcode generates it (DeveloperToolsSupport's, on
/// Apple platforms).
public struct ImageResource: Sendable, Hashable {
  /// The image's name in the catalog.
  public let name: String
  /// A resource for an image of the catalog.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle holding the catalog.
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour in an asset catalog, as Xcode generates it (DeveloperToolsSupport's, on
/// Apple platforms).
public struct ColorResource: Sendable, Hashable {
  /// The colour's name in the catalog.
  public let name: String
  /// A resource for a colour of the catalog.
  ///
  /// - Parameters:
  ///   - name: The colour's name.
  ///   - bundle: The bundle holding the catalog.
  public init(name: String, bundle: Bundle) { self.name = name }
}
#endif

#if !canImport(os)
/// Writes messages to the unified log (os's, on Apple platforms); on Linux the
/// messages go nowhere.
public struct Logger: Sendable {
  /// The subsystem, such as the app's bundle identifier.
  public let subsystem: String
  /// The category within it.
  public let category: String

  /// A logger of the default subsystem.
  public init() { self.init(subsystem: "", category: "") }
  /// A logger of a subsystem and category.
  ///
  /// - Parameters:
  ///   - subsystem: The subsystem, such as the app's bundle identifier.
  ///   - category: The category within it.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// Logs a message at a level.
  ///
  /// - Parameters:
  ///   - level: The message's level.
  ///   - message: The message.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Logs a message at the default level.
  public func log(_ message: OSLogMessage) {}
  /// Logs a message at the trace level.
  public func trace(_ message: OSLogMessage) {}
  /// Logs a message at the debug level.
  public func debug(_ message: OSLogMessage) {}
  /// Logs a message at the info level.
  public func info(_ message: OSLogMessage) {}
  /// Logs a message at the notice level.
  public func notice(_ message: OSLogMessage) {}
  /// Logs a message at the warning level.
  public func warning(_ message: OSLogMessage) {}
  /// Logs a message at the error level.
  public func error(_ message: OSLogMessage) {}
  /// Logs a message at the critical level.
  public func critical(_ message: OSLogMessage) {}
  /// Logs a message at the fault level.
  public func fault(_ message: OSLogMessage) {}
}

/// A log message, written as a string interpolation (os's, on Apple platforms).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message with its values written in.
  public let text: String
  /// A message from a literal.
  public init(stringLiteral value: String) { text = value }
  /// A message from an interpolation.
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolation of a log message: values with a privacy and a format.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""
  /// An empty interpolation.
  public init(literalCapacity: Int, interpolationCount: Int) {}
  /// Appends literal text.
  public mutating func appendLiteral(_ literal: String) { text += literal }
  /// Appends a value with a privacy.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - privacy: Whether the value is redacted in the log.
  public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
    text += String(describing: value())
  }
}

/// Whether a logged value is redacted (os's, on Apple platforms).
public struct OSLogPrivacy: Sendable, Equatable {
  let level: Int
  /// The system decides.
  public static let auto = OSLogPrivacy(level: 0)
  /// Shown.
  public static let `public` = OSLogPrivacy(level: 1)
  /// Redacted.
  public static let `private` = OSLogPrivacy(level: 2)
  /// Redacted, also when private data is shown.
  public static let sensitive = OSLogPrivacy(level: 3)
}

/// A log message's level (os's, on Apple platforms).
public struct OSLogType: Sendable, Equatable {
  let rawValue: UInt8
  /// The default level.
  public static let `default` = OSLogType(rawValue: 0)
  /// Information.
  public static let info = OSLogType(rawValue: 1)
  /// Debugging.
  public static let debug = OSLogType(rawValue: 2)
  /// An error.
  public static let error = OSLogType(rawValue: 16)
  /// A fault.
  public static let fault = OSLogType(rawValue: 17)
}
#endif

// MARK: - Views of resources

extension Text {
  /// A text showing a localized string resource (here, its default value); a literal
  /// is a localized key first, as with SwiftUI.
  @_disfavoredOverload
  nonisolated public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}

extension Image {
  /// An image of the asset catalog, from the resource Xcode generates for it.
  public init(_ resource: ImageResource) {
    self.init(name: PlatformResources.name(of: resource))
  }
}

extension Color {
  /// A colour of the asset catalog, from the resource Xcode generates for it.
  nonisolated public init(_ resource: ColorResource) {
    self.init(name: PlatformResources.name(of: resource))
  }
}

/// Names of the asset catalog's resources, whichever module declares them.
enum PlatformResources {
  static func name(of resource: some Hashable) -> String {
    #if canImport(Darwin)
    // DeveloperToolsSupport's resources keep their name private; its description shows it.
    let described = String(describing: resource)
    return described.split(separator: "\"").dropFirst().first.map(String.init) ?? described
    #else
    (resource as? ImageResource)?.name ?? (resource as? ColorResource)?.name ?? String(describing: resource)
    #endif
  }
}
