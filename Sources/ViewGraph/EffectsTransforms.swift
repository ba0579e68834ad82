// Models SwiftUI's `ProjectionTransform` (a 3 × 3 matrix of a view's coordinate
// space) and the CoreGraphics and QuartzCore transforms it is made from:
// `CGAffineTransform` where CoreGraphics does not exist (Linux) and `CATransform3D`
// where QuartzCore does not. They are values with their arithmetic: concatenation,
// inversion and applying to points, as Apple's.
// Status: Complete. Differs: nothing is drawn with them.

#if canImport(QuartzCore)
// Where QuartzCore exists, its `CATransform3D` is the one `ProjectionTransform` takes.
public import QuartzCore
#endif

#if !canImport(CoreGraphics)
/// An affine transform of 2D coordinates (CoreGraphics' type, which `import SwiftUI`
/// brings): `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Sendable, Hashable, CustomStringConvertible {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The transform of all zeros.
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  /// A transform of its six coefficients.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// A rotation by an angle in radians.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by another.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  /// The inverse transform, or this one unchanged when it has none.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
  /// A translation, then this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
  /// A scale, then this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  /// A rotation, then this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
  public var description: String {
    "CGAffineTransform(a: \(Double(a)), b: \(Double(b)), c: \(Double(c)), d: \(Double(d)), tx: \(Double(tx)), ty: \(Double(ty)))"
  }
}

extension CGPoint {
  /// The point transformed.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed (without the translation).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the rectangle's corners transformed.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let (xs, ys) = (corners.map(\.x), corners.map(\.y))
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
#endif

#if !canImport(QuartzCore)
/// A 4 × 4 transform of 3D coordinates (QuartzCore's type, which `import SwiftUI`
/// brings), row-vector convention as Apple's.
public struct CATransform3D: Sendable, Hashable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The transform of all zeros.
  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }
}

/// The identity 3D transform.
// swift-format-ignore: AlwaysUseLowerCamelCase
// QuartzCore's name.
public let CATransform3DIdentity: CATransform3D = {
  var identity = CATransform3D()
  (identity.m11, identity.m22, identity.m33, identity.m44) = (1, 1, 1, 1)
  return identity
}()
#endif

/// A transform of a view's coordinate space that can project as well as move, scale
/// and rotate: a 3 × 3 matrix, row-vector convention.
@frozen public struct ProjectionTransform: Sendable, Equatable, CustomStringConvertible {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity transform.
  @inlinable public init() {}
  /// The transform of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m13) = (m.a, m.b, 0)
    (m21, m22, m23) = (m.c, m.d, 0)
    (m31, m32, m33) = (m.tx, m.ty, 1)
  }
  /// The transform of a 3D transform, without its z terms.
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }
  /// Whether the transform is affine (it projects nothing).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Inverts the transform in place; `false` (and unchanged) when it has no inverse.
  public mutating func invert() -> Bool {
    let determinant =
      m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    guard determinant != 0 else { return false }
    let inverse = ProjectionTransform(
      rows: (
        ((m22 * m33 - m23 * m32), -(m12 * m33 - m13 * m32), (m12 * m23 - m13 * m22)),
        (-(m21 * m33 - m23 * m31), (m11 * m33 - m13 * m31), -(m11 * m23 - m13 * m21)),
        ((m21 * m32 - m22 * m31), -(m11 * m32 - m12 * m31), (m11 * m22 - m12 * m21))
      ), scale: 1 / determinant)
    self = inverse
    return true
  }
  /// The inverse transform, or this one when it has none.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }
  /// This transform followed by another.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(
      rows: (
        (
          m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31, m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
          m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        ),
        (
          m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31, m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
          m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        ),
        (
          m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31, m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
          m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        )
      ), scale: 1)
  }

  public var description: String {
    "[\([m11, m12, m13, m21, m22, m23, m31, m32, m33].map { "\(Double($0))" }.joined(separator: ", "))]"
  }

  private typealias Row = (CGFloat, CGFloat, CGFloat)
  private init(rows: (Row, Row, Row), scale: CGFloat) {
    (m11, m12, m13) = (rows.0.0 * scale, rows.0.1 * scale, rows.0.2 * scale)
    (m21, m22, m23) = (rows.1.0 * scale, rows.1.1 * scale, rows.1.2 * scale)
    (m31, m32, m33) = (rows.2.0 * scale, rows.2.1 * scale, rows.2.2 * scale)
  }
}

extension CGPoint {
  /// The point projected by a transform.
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
  }
}
