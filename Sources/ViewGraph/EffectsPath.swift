// Models SwiftUI's `Path`: an outline of elements (moves, lines, quadratic and cubic
// curves, closes), compared by value, drawn as a shape whose leaf lists its elements.
// Rectangles, rounded rectangles, ellipses and arcs are added as the lines and cubic
// curves that make them; a path is transformed, measured (its bounding rectangle,
// whether it contains a point) and trimmed as SwiftUI's is.
// Status: Partial. Differs: curves are measured, trimmed and stroked along straight
// segments that follow them (16 a curve), a stroked path has butt ends and no joins,
// and boolean operations on paths and `cgPath` are not declared.

/// An outline: a list of elements, compared by value.
public struct Path: Shape, Equatable, CustomStringConvertible {
  /// An element of a path.
  @frozen public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The elements, in order.
  var elements: [Element] = []

  public typealias Body = Never

  /// An empty path.
  nonisolated public init() {}
  /// A path built by a closure.
  nonisolated public init(_ callback: (inout Path) -> Void) { callback(&self) }
  /// A rectangle.
  nonisolated public init(_ rect: CGRect) { addRect(rect) }
  /// A rounded rectangle of a corner radius.
  nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// A rounded rectangle of a corner size.
  nonisolated public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  /// A rectangle with each corner rounded by its own radius.
  nonisolated public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }
  /// An ellipse in a rectangle.
  nonisolated public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public nonisolated func path(in rect: CGRect) -> Path { self }
  nonisolated public var description: String {
    elements.isEmpty ? "empty" : elements.map(Self.shown).joined(separator: " ")
  }

  private nonisolated static func shown(_ element: Element) -> String {
    func point(_ p: CGPoint) -> String { "(\(Double(p.x)), \(Double(p.y)))" }
    switch element {
    case .move(let to): return "M\(point(to))"
    case .line(let to): return "L\(point(to))"
    case .quadCurve(let to, let control): return "Q\(point(to))\(point(control))"
    case .curve(let to, let control1, let control2): return "C\(point(to))\(point(control1))\(point(control2))"
    case .closeSubpath: return "Z"
    }
  }

  // MARK: Reading

  /// Whether the path has no elements.
  nonisolated public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path: where the next element starts; `nil` for an empty path.
  nonisolated public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let to):
        start = to
        current = to
      case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): current = to
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Calls a closure with each element, in order.
  nonisolated public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

  /// The smallest rectangle holding the path's outline (`.null` for an empty path).
  nonisolated public var boundingRect: CGRect {
    let points = polylines().flatMap(\.points)
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY, maxX, maxY) = (
        Swift.min(minX, p.x), Swift.min(minY, p.y), Swift.max(maxX, p.x), Swift.max(maxY, p.y)
      )
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the filled path contains a point: by the non-zero winding rule, or the
  /// even-odd one.
  nonisolated public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for line in polylines() where line.points.count > 2 {
      let points = line.points + [line.points[0]]
      for (a, b) in zip(points, points.dropFirst()) where (a.y <= p.y) != (b.y <= p.y) {
        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > p.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  // MARK: Building

  /// Starts a subpath at a point.
  nonisolated public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
  /// Adds a line to a point.
  nonisolated public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
  /// Adds a quadratic curve.
  nonisolated public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }
  /// Adds a cubic curve.
  nonisolated public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }
  /// Closes the subpath.
  nonisolated public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds a rectangle, transformed.
  nonisolated public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(transform) }
    move(to: corners[0])
    for corner in corners.dropFirst() { addLine(to: corner) }
    closeSubpath()
  }
  /// Adds rectangles, transformed.
  nonisolated public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }
  /// Adds a subpath through points.
  nonisolated public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }
  /// Adds a rounded rectangle of a corner size, transformed.
  nonisolated public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let size = CGSize(
      width: Swift.min(cornerSize.width, rect.width / 2), height: Swift.min(cornerSize.height, rect.height / 2))
    addRounded(rect, sizes: [size, size, size, size], transform: transform)
  }
  /// Adds a rectangle with each corner rounded by its own radius, transformed.
  nonisolated public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let limit = Swift.min(rect.width, rect.height) / 2
    let radii = [
      cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
    ]
    addRounded(
      rect, sizes: radii.map { CGSize(width: Swift.min($0, limit), height: Swift.min($0, limit)) }, transform: transform
    )
  }
  /// Adds an ellipse in a rectangle, transformed.
  nonisolated public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    var ellipse = Path()
    ellipse.addArcSegments(
      center: .zero, radius: 1, from: 0, sweep: 2 * .pi, transform: .identity, connect: false)
    ellipse.closeSubpath()
    let scale = CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: center.x, ty: center.y)
    addPath(ellipse, transform: scale.concatenating(transform))
  }
  /// Adds an arc of a circle from one angle to another, transformed; a line joins it
  /// to the current point.
  nonisolated public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var sweep = endAngle.radians - startAngle.radians
    if clockwise, sweep > 0 { sweep -= 2 * .pi } else if !clockwise, sweep < 0 { sweep += 2 * .pi }
    addArcSegments(
      center: center, radius: radius, from: startAngle.radians, sweep: sweep, transform: transform, connect: true)
  }
  /// Adds an arc of a circle from an angle by a sweep, transformed.
  nonisolated public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    addArcSegments(
      center: center, radius: radius, from: startAngle.radians, sweep: delta.radians, transform: transform,
      connect: true)
  }
  /// Adds an arc of a radius tangent to the lines from the current point to
  /// `tangent1End` and from there to `tangent2End`, transformed.
  nonisolated public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let p1 = tangent1End.applying(transform)
    guard let p0 = currentPoint else {
      move(to: p1)
      return
    }
    let p2 = tangent2End.applying(transform)
    let (u1, u2) = (unit(p0, p1), unit(p2, p1))
    let cosine = u1.x * u2.x + u1.y * u2.y
    guard abs(cosine) < 1 - 1e-9, radius > 0 else {
      addLine(to: p1)
      return
    }
    let between = acos(Double(cosine))
    let distance = radius / CGFloat(tan(between / 2))
    let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
    let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
    let handle = 4 / 3 * CGFloat(tan((.pi - between) / 4)) * radius
    addLine(to: t1)
    addCurve(
      to: t2, control1: CGPoint(x: t1.x - u1.x * handle, y: t1.y - u1.y * handle),
      control2: CGPoint(x: t2.x - u2.x * handle, y: t2.y - u2.y * handle))
  }
  /// Adds another path's elements, transformed.
  nonisolated public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  // MARK: Transforming

  /// The path with each point transformed.
  nonisolated public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var path = Path()
    path.elements = elements.map {
      switch $0 {
      case .move(let to): return .move(to: to.applying(transform))
      case .line(let to): return .line(to: to.applying(transform))
      case .quadCurve(let to, let control):
        return .quadCurve(to: to.applying(transform), control: control.applying(transform))
      case .curve(let to, let c1, let c2):
        return .curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: return .closeSubpath
      }
    }
    return path
  }
  /// The path moved by an offset.
  nonisolated public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
  /// The part of the path between two fractions of its length, as lines.
  nonisolated public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let (start, end) = (Swift.max(0, Swift.min(1, from)), Swift.max(0, Swift.min(1, to)))
    let lines = polylines().map { $0.closed ? $0.points + [$0.points[0]] : $0.points }
    let length = lines.reduce(0) { $0 + Self.length(of: $1) }
    guard start < end, length > 0 else { return Path() }
    var path = Path()
    var walked: CGFloat = 0
    let (low, high) = (start * length, end * length)
    for line in lines {
      var started = false
      for (a, b) in zip(line, line.dropFirst()) {
        let segment = hypot(b.x - a.x, b.y - a.y)
        defer { walked += segment }
        guard segment > 0, walked + segment > low, walked < high else { continue }
        let t0 = Swift.max(0, (low - walked) / segment)
        let t1 = Swift.min(1, (high - walked) / segment)
        let from = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
        let to = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
        if !started {
          path.move(to: from)
          started = true
        }
        path.addLine(to: to)
      }
    }
    return path
  }

  /// The area a stroke of the path covers, as a path to fill: a quadrilateral of the
  /// line's width around each straight segment (curves along 16 segments), butt
  /// ends and no joins, all wound the same way so their union fills.
  nonisolated public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    var outline = Path()
    for line in polylines() {
      let points = line.closed ? line.points + [line.points[0]] : line.points
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { continue }
        let normal = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        outline.addLines([
          CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
          CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y),
        ])
        outline.closeSubpath()
      }
    }
    return outline
  }

  // MARK: Internals

  /// Adds cubic segments of at most a quarter turn each along an arc.
  private nonisolated mutating func addArcSegments(
    center: CGPoint, radius: CGFloat, from start: Double, sweep: Double, transform: CGAffineTransform, connect: Bool
  ) {
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }
    let first = point(start).applying(transform)
    if connect, currentPoint != nil { addLine(to: first) } else { move(to: first) }
    let count = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4 / 3 * tan(step / 4) * Double(radius)
    for index in 0..<count {
      let (a0, a1) = (start + step * Double(index), start + step * Double(index + 1))
      let (p0, p1) = (point(a0), point(a1))
      let c1 = CGPoint(x: p0.x - CGFloat(handle * sin(a0)), y: p0.y + CGFloat(handle * cos(a0)))
      let c2 = CGPoint(x: p1.x + CGFloat(handle * sin(a1)), y: p1.y - CGFloat(handle * cos(a1)))
      addCurve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
    }
  }

  /// Adds a rectangle whose corners (top leading, top trailing, bottom trailing,
  /// bottom leading) are rounded by sizes.
  private nonisolated mutating func addRounded(_ rect: CGRect, sizes: [CGSize], transform: CGAffineTransform) {
    let k: CGFloat = 0.5523  // a quarter circle's cubic handle, as a fraction of its radius
    let (tl, tr, br, bl) = (sizes[0], sizes[1], sizes[2], sizes[3])
    var outline = Path()
    outline.move(to: CGPoint(x: rect.minX + tl.width, y: rect.minY))
    outline.addLine(to: CGPoint(x: rect.maxX - tr.width, y: rect.minY))
    outline.addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + tr.height),
      control1: CGPoint(x: rect.maxX - tr.width * (1 - k), y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + tr.height * (1 - k)))
    outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.height))
    outline.addCurve(
      to: CGPoint(x: rect.maxX - br.width, y: rect.maxY),
      control1: CGPoint(x: rect.maxX, y: rect.maxY - br.height * (1 - k)),
      control2: CGPoint(x: rect.maxX - br.width * (1 - k), y: rect.maxY))
    outline.addLine(to: CGPoint(x: rect.minX + bl.width, y: rect.maxY))
    outline.addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - bl.height),
      control1: CGPoint(x: rect.minX + bl.width * (1 - k), y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - bl.height * (1 - k)))
    outline.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.height))
    outline.addCurve(
      to: CGPoint(x: rect.minX + tl.width, y: rect.minY),
      control1: CGPoint(x: rect.minX, y: rect.minY + tl.height * (1 - k)),
      control2: CGPoint(x: rect.minX + tl.width * (1 - k), y: rect.minY))
    outline.closeSubpath()
    addPath(outline, transform: transform)
  }

  /// The path's subpaths as points along straight segments (16 a curve).
  private nonisolated func polylines() -> [(points: [CGPoint], closed: Bool)] {
    var lines: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    var subpathStart: CGPoint?
    func finish(closed: Bool) {
      if !points.isEmpty { lines.append((points, closed)) }
      points = []
    }
    let steps = 16
    for element in elements {
      switch element {
      case .move(let to):
        finish(closed: false)
        points = [to]
        subpathStart = to
      case .line(let to):
        if points.isEmpty, let subpathStart { points = [subpathStart] }
        points.append(to)
      case .quadCurve(let to, let c):
        if points.isEmpty { points = [subpathStart ?? to] }
        let p0 = points[points.count - 1]
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          points.append(
            CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * to.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * to.y))
        }
      case .curve(let to, let c1, let c2):
        if points.isEmpty { points = [subpathStart ?? to] }
        let p0 = points[points.count - 1]
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(
            CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * to.x, y: a * p0.y + b * c1.y + c * c2.y + d * to.y))
        }
      case .closeSubpath: finish(closed: true)
      }
    }
    finish(closed: false)
    return lines
  }

  private nonisolated static func length(of points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }

  private nonisolated func unit(_ from: CGPoint, _ to: CGPoint) -> CGPoint {
    let (dx, dy) = (from.x - to.x, from.y - to.y)
    let length = hypot(dx, dy)
    return length == 0 ? .zero : CGPoint(x: dx / length, y: dy / length)
  }
}
