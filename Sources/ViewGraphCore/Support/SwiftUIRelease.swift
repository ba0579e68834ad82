// The SwiftUI release a host models: where SwiftUI's update behaviour differs between
// releases, the host behaves as the one chosen (Documentation/Rules.md, "Releases").

/// A SwiftUI release, named by its iOS version and the Xcode that builds for it.
///
/// Some differences follow the SDK an app is built with (the Xcode), not the OS it
/// runs on: Xcode 27's `@State` initializes a class-typed initial value once, whatever
/// the deployment target. Each release is named by both.
public enum SwiftUIRelease: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// iOS 17, built with Xcode 15.
  case iOS17 = 17
  /// iOS 18, built with Xcode 16.
  case iOS18 = 18
  /// iOS 26, built with Xcode 26.
  case iOS26 = 26
  /// iOS 27, built with Xcode 27.
  case iOS27 = 27

  /// The latest release modelled: every host's default.
  public static let latest = SwiftUIRelease.iOS27

  /// The release whose iOS version is `number` (`17`, `18`, `26`, `27`), if modelled.
  public init?(number: Int) {
    self.init(rawValue: number)
  }

  /// Its iOS version.
  public var number: Int { rawValue }

  /// The Xcode that builds for it.
  public var xcode: Int {
    switch self {
    case .iOS17: 15
    case .iOS18: 16
    case .iOS26: 26
    case .iOS27: 27
    }
  }

  /// `iOS 27 (Xcode 27)`.
  public var description: String { "iOS \(number) (Xcode \(xcode))" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Runs `operation` with every host it creates modelling this release, whatever its
  /// options say: how a scenario runs under another release without being rewritten.
  public func impose<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try SwiftUIRelease.$imposed.withValue(self, operation: operation)
  }

  /// The release imposed on the hosts the current task creates, if any.
  public static var imposedRelease: SwiftUIRelease? { imposed }

  /// Whether `@State` initializes a class-typed initial value once, when the state is
  /// installed, instead of on every init of its view (Xcode 27's `@State` macro).
  var initializesStateObjectsOnce: Bool { self >= .iOS27 }

  /// Whether `_printChanges` names an `@Observable` property a body read as a key
  /// path (`\Model.title changed.`) where earlier releases print `@dependencies`
  /// (from iOS 26: our choice of release, Documentation/Rules.md, "Releases").
  public var printsObservedKeyPaths: Bool { self >= .iOS26 }
}
