// An input that could not be delivered (no control with the title on screen, two
// with it, or a disabled one) fails loudly: in a Swift Testing test it records an
// issue at the line that called the input, through the reporter RerenderTesting
// provides; a scenario step that hits one fails its scenario. A host whose
// options say `strictInput = false` (the fuzzer's) only records the diagnostic.

/// Where an input was written: the caller's file, line and column.
public struct InputSite: Sendable, Equatable, CustomStringConvertible {
  /// The file's id (`Module/File.swift`), as `#fileID` gives it.
  public var fileID: String
  /// The file's full path, as `#filePath` gives it.
  public var filePath: String
  /// The line.
  public var line: Int
  /// The column.
  public var column: Int

  /// Creates a site; each input method fills it with its caller's location.
  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public var description: String { "\(fileID):\(line)" }
}

/// An input the host could not deliver, and where it was written.
public struct InputFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, with the controls on screen and the closest title.
  public var diagnostic: Diagnostic
  /// The line that asked for the input.
  public var site: InputSite

  /// Creates a failure.
  public init(diagnostic: Diagnostic, site: InputSite) {
    self.diagnostic = diagnostic
    self.site = site
  }

  /// The message a test shows: the diagnostic, with the view's path when it has one.
  public var description: String { diagnostic.description }
}

extension Diagnostic.Kind {
  /// Whether the diagnostic says an input could not be delivered (a test's mistake,
  /// not the screen's): a scenario step or a strict host reports it as a failure.
  public var isInputFailure: Bool {
    switch self {
    case .controlNotFound, .controlAmbiguous, .controlDisabled, .optionNotFound, .containerNotFound,
      .actionNotFound, .modelTypeMismatch:
      true
    default:
      false
    }
  }
}

/// Reports an input failure to a test framework.
///
/// `RerenderTesting` provides the one for Swift Testing (`InputIssueReporter`), found at
/// run time when the process links it, so a test fails at the line of a mistyped title
/// without any set-up.
public protocol InputFailureReporter: SendableMetatype {
  /// Reports a failure: records a test issue at the failure's site, when a test runs.
  static func report(_ failure: InputFailure)
}

/// How a host reports the input failures of a strict host.
public enum InputFailureReporting {
  /// The reporter of the `RerenderTesting` module, when the process links it (a test
  /// bundle that uses it); `nil` in the command line and in apps.
  nonisolated public static let linkedReporter: (any InputFailureReporter.Type)? =
    // The mangled name of `RerenderTesting.InputIssueReporter`, an enum.
    _typeByName("15RerenderTesting18InputIssueReporterO") as? any InputFailureReporter.Type
}
