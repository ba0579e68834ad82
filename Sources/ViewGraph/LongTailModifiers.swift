public import ViewGraphCore

// The long-tail modifiers whose SwiftUI signatures take `CGFloat` (kept here with the
// geometry; `containerShape` is with the shapes): visual inputs of their node, as in ViewGraphCore's
// LongTailModifiers.swift.

extension View {
  /// Sets the margins of scrollable content below, on some edges.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("contentMargins", "\(edges.rawValue), \(length.map { "\(Double($0))" } ?? "nil"), \(placement)")
  }

  /// Sets the margins of scrollable content below, on some edges, by edge insets.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, VisualModifier> {
    visual("contentMargins", "\(edges.rawValue), \(insets), \(placement)")
  }

  /// Sets the margins of scrollable content below on every edge.
  nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> ModifiedContent<
      Self, VisualModifier
    >
  {
    visual("contentMargins", "\(Edge.Set.all.rawValue), \(Double(length)), \(placement)")
  }

  /// Sets the kind of content text fields below hold, for the keyboard's suggestions.
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("textContentType", shown(textContentType))
  }
}

/// The kind of content a text field holds (UIKit's type, which `import SwiftUI`
/// brings on iOS).
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's names, `URL` among them.
public struct UITextContentType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: String
  /// A content type of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A content type of a name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }

  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("givenName")
  public static let familyName = UITextContentType("familyName")
  public static let nickname = UITextContentType("nickname")
  public static let organizationName = UITextContentType("organizationName")
  public static let jobTitle = UITextContentType("jobTitle")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("fullStreetAddress")
  public static let addressCity = UITextContentType("addressCity")
  public static let addressState = UITextContentType("addressState")
  public static let postalCode = UITextContentType("postalCode")
  public static let countryName = UITextContentType("countryName")
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  public static let emailAddress = UITextContentType("emailAddress")
  public static let URL = UITextContentType("URL")
  public static let creditCardNumber = UITextContentType("creditCardNumber")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("newPassword")
  public static let oneTimeCode = UITextContentType("oneTimeCode")
  public static let dateTime = UITextContentType("dateTime")
  public static let flightNumber = UITextContentType("flightNumber")
  public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
}
