import Foundation

// What apps ask of a path besides building it: its elements, where the pen is, whether a point
// is inside, a part of it by length, and the path moved. Curves are measured and tested as the
// short straight segments they are flattened into (`flattened`), fine enough for a tap's hit
// test and a progress stroke.

extension Path {
  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// Where the pen is: the end of the last element, `nil` for an empty path.
  public var currentPoint: CGPoint? { current }

  /// The path as SVG path data (what the page draws).
  public var description: String { svgData }

  /// Whether `point` is inside the filled path: the non-zero winding rule, or even–odd when
  /// `eoFill`.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in flattened() where polygon.count > 1 {
      for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The part of the path from `from` to `to`, as fractions of its length (curves become the
  /// straight segments they are measured by).
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = max(0, min(from, to))
    let end = min(1, max(from, to))
    let runs = flattenedRuns()
    let total = runs.reduce(0) { $0 + Self.length(of: $1.points) }
    guard total > 0, end > start else { return Path() }
    let (low, high) = (Double(start) * total, Double(end) * total)
    var result = Path()
    var walked = 0.0
    for run in runs {
      var drawing = false
      for (a, b) in zip(run.points, run.points.dropFirst()) {
        let length = Double(hypot(b.x - a.x, b.y - a.y))
        defer { walked += length }
        guard length > 0, walked + length > low, walked < high else { continue }
        let enter = max(0, (low - walked) / length)
        let leave = min(1, (high - walked) / length)
        let from = Self.point(a, b, enter)
        if !drawing || enter > 0 {
          result.move(to: from)
          drawing = true
        }
        result.addLine(to: Self.point(a, b, leave))
        if leave < 1 { drawing = false }
      }
    }
    return result
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  /// Both paths' areas, as one path (iOS 17): `other`'s subpaths added to this one's, which
  /// the non-zero fill draws as their union.
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    var combined = self
    combined.addPath(other)
    return combined
  }

  /// This path with `other`'s area cut out (iOS 17): both outlines, which the page fills even–odd
  /// where `other` lies inside, as `Shape.subtracting` draws.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { union(other) }

  /// Accepted; a page draws this path (a browser's SVG has no path intersection). Where both
  /// paths' areas overlap (iOS 17).
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path { self }

  /// Both paths' areas where they do not overlap (iOS 17): both outlines, filled even–odd.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { union(other) }

  /// Accepted; a page keeps this path's lines whole. The lines of this path inside `other`.
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { self }

  /// Accepted; as above. The lines of this path outside `other`.
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path { self }

  /// The path with overlaps resolved (iOS 17): the same path here, which the page fills as is.
  public func normalized(eoFill: Bool = true) -> Path { self }

  /// The closed subpaths as polygons (an open subpath counts as closed, as a fill closes it).
  func flattened() -> [[CGPoint]] { flattenedRuns().map(\.points) }

  /// Each subpath as the points of straight segments, curves split into 16 steps.
  func flattenedRuns() -> [(points: [CGPoint], closed: Bool)] {
    var runs: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    func finish(closed: Bool) {
      if points.count > 1 { runs.append((closed ? points + [points[0]] : points, closed)) }
      points = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        points = [point]
      case .line(let point):
        points.append(point)
      case .quadCurve(let point, let control):
        let from = points.last ?? point
        points += (1...16).map { step in
          let t = CGFloat(step) / 16
          let u = 1 - t
          return CGPoint(
            x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
            y: u * u * from.y + 2 * u * t * control.y + t * t * point.y)
        }
      case .curve(let point, let c1, let c2):
        let from = points.last ?? point
        points += (1...16).map { step in
          let t = CGFloat(step) / 16
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          return CGPoint(
            x: a * from.x + b * c1.x + c * c2.x + d * point.x, y: a * from.y + b * c1.y + c * c2.y + d * point.y)
        }
      case .closeSubpath:
        let first = points.first
        finish(closed: true)
        if let first { points = [first] }
      }
    }
    finish(closed: false)
    return runs
  }

  /// The length of the segments through `points`.
  private static func length(of points: [CGPoint]) -> Double {
    zip(points, points.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
  }

  /// The point `fraction` of the way from `a` to `b`.
  private static func point(_ a: CGPoint, _ b: CGPoint, _ fraction: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * CGFloat(fraction), y: a.y + (b.y - a.y) * CGFloat(fraction))
  }
}
