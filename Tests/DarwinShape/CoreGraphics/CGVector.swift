// The darwin-shape build's `CGVector`, as Apple's CoreGraphics declares it (on Linux
// the package declares it itself, Sources/ViewGraph/TailValues.swift).
// Not part of a normal build (Tests/DarwinShape/README.md).

public import Foundation

/// A two-dimensional vector.
public struct CGVector: Sendable, Hashable {
  public var dx: CGFloat
  public var dy: CGFloat
  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }
  /// A vector of components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// A vector of components.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// A vector of components.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// The zero vector.
  public static var zero: CGVector { CGVector() }
}
