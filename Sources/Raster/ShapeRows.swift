import Motion
import Stage

/// A rounded rectangle, turned or not, seen one row of canvas pixels at a time: for each row, the
/// columns whose pixels it can cover and the columns it covers wholly, and each pixel's exact
/// coverage from its centre's signed distance to the shape (in the shape's own space, scaled to
/// pixels).
///
/// The one place a shape's coverage is worked out (``coverage(at:)``): a turned fill's edge
/// pixels (painted row by row, or kept as a ``TurnedShapeMask``), the quarter-disc mask of every
/// axis-aligned rounded corner and the shape a soft shadow blurs (``CoverageMask``) all read it,
/// so a corner drawn turned by 0° and one drawn axis-aligned are the same pixels.
///
/// Solving a row for its columns (two linear constraints, one per axis of the shape's box) is
/// what makes a turned shape cost its area and its edges, not its bounding box: the solid
/// columns need no distance at all, and the columns outside need not be visited.
package struct ShapeRows {
  /// The canvas pixels the shape can touch, within the clip.
  package let area: PixelRect
  private let inverse: Transform2D
  private let scale: Double
  private let halfWidth: Double
  private let halfHeight: Double
  private let radius: Double
  private let innerX: Double
  private let innerY: Double
  /// Half a pixel, in the shape's space: a pixel centre that far inside is wholly covered.
  private let half: Double

  /// The rows of `shape` mapped to canvas pixels by `transform` (turn, uniform scale,
  /// translation), within `clip`; nil when it covers none of it.
  package init?(_ shape: RoundedRectangle, transform: Transform2D, clip: PixelRect) {
    guard let inverse = transform.inverted() else { return nil }
    let box = transform.boundingBox(of: Rect(origin: .zero, size: shape.size))
    guard let area = PixelRect(covering: box, margin: 1).intersection(clip), area.width > 0, area.height > 0
    else { return nil }
    self.area = area
    self.inverse = inverse
    scale = transform.scale
    halfWidth = shape.size.width / 2
    halfHeight = shape.size.height / 2
    radius = shape.cornerRadius
    innerX = halfWidth - radius
    innerY = halfHeight - radius
    half = scale > 0 ? 0.5 / scale : .infinity
  }

  /// One row: the shape-space point of its first pixel's centre (column `area.x0`), the columns
  /// that may be covered (`first...last`, relative to `area.x0`; empty when `first > last`) and
  /// the wholly covered ones among them (`solidFirst...solidLast`).
  package struct Row {
    package var start: Vector2
    package var first: Int
    package var last: Int
    package var solidFirst: Int
    package var solidLast: Int
  }

  /// Row `y` (canvas pixels, within ``area``).
  ///
  /// Plain numbers throughout (a column range is a low and a high, empty when low > high): a
  /// small turned shape is mostly edge and has a row for every two or three pixels it shades,
  /// and optional ranges cost a scene file's 250 turned tiles a fifth of their drawing.
  package func row(_ y: Int) -> Row {
    let width = area.width
    let start = inverse.apply(to: Vector2(x: Double(area.x0) + 0.5, y: Double(y) + 0.5))
    let all = Span(low: 0, high: Double(width - 1))
    // A pixel centre half a pixel or more outside the shape's box has no coverage.
    let covered = columns(
      start: start, halfWidth: halfWidth + half, halfHeight: halfHeight + half, slack: Self.slack, in: all)
    guard !covered.isEmpty else {
      return Row(start: start, first: width, last: -1, solidFirst: 0, solidLast: -1)
    }
    let first = max(0, Self.ceiling(covered.low))
    let last = min(width - 1, Self.floor(covered.high))
    // A rounded rectangle is two crossed rectangles and four corner discs: columns whose centres
    // lie half a pixel inside either rectangle are wholly covered: one value, no distance to
    // compute.
    let across = columns(
      start: start, halfWidth: halfWidth - half, halfHeight: min(innerY, halfHeight - half),
      slack: -Self.slack, in: all)
    let along = columns(
      start: start, halfWidth: min(innerX, halfWidth - half), halfHeight: halfHeight - half,
      slack: -Self.slack, in: all)
    var solid = across.isEmpty ? along : across
    if !across.isEmpty && !along.isEmpty {
      // Where they overlap, every column of their union lies in one rectangle or the other.
      if across.low <= along.high && along.low <= across.high {
        solid = Span(low: min(across.low, along.low), high: max(across.high, along.high))
      } else if along.high - along.low > across.high - across.low {
        solid = along
      }
    }
    guard !solid.isEmpty else {
      return Row(start: start, first: first, last: last, solidFirst: last + 1, solidLast: last)
    }
    let solidFirst = max(first, Self.ceiling(solid.low))
    let solidLast = min(last, Self.floor(solid.high))
    return Row(start: start, first: first, last: last, solidFirst: solidFirst, solidLast: solidLast)
  }

  /// Columns `low...high` (fractional), empty when `low > high`.
  private struct Span {
    var low: Double
    var high: Double
    var isEmpty: Bool { !(low <= high) }
    static let empty = Span(low: 1, high: 0)
  }

  /// The columns whose centres lie within the box of `halfWidth` by `halfHeight` about the
  /// shape's centre, widened by `slack` columns each way (narrowed when negative), within
  /// `range`.
  @inline(__always) private func columns(
    start: Vector2, halfWidth bound: Double, halfHeight boundY: Double, slack: Double, in range: Span
  ) -> Span {
    let along = Self.columns(
      where: start.x - halfWidth, moves: inverse.a, staysWithin: bound, in: range, slack: slack)
    guard !along.isEmpty else { return .empty }
    return Self.columns(
      where: start.y - halfHeight, moves: inverse.b, staysWithin: boundY, in: along, slack: slack)
  }

  /// `x` (finite, 0 or more) rounded up and down to whole columns, as `rounded(.up)` and
  /// `rounded(.down)` do, without libm's calls.
  @inline(__always) private static func ceiling(_ x: Double) -> Int {
    let whole = Int(x)
    return Double(whole) < x ? whole + 1 : whole
  }
  @inline(__always) private static func floor(_ x: Double) -> Int { Int(x) }

  /// How far, in columns, a row's solution is trusted: the solve's rounding is far smaller, and
  /// a pixel it could misplace lies so near the edge that its coverage rounds to 0 or 255 either
  /// way, which is all the mask keeps.
  private static let slack = 1e-6

  /// The shape-space point of `row`'s pixel centre in column `column` (relative to `area.x0`).
  @inline(__always) package func point(in row: Row, column: Int) -> Vector2 {
    let offset = Double(column)
    return Vector2(x: row.start.x + offset * inverse.a, y: row.start.y + offset * inverse.b)
  }

  /// One pixel step to the right, in the shape's space.
  @inline(__always) package var step: Vector2 { Vector2(x: inverse.a, y: inverse.b) }

  /// How much of the pixel whose centre is `point` (shape space) the shape covers, 0…1:
  /// 0.5 − (signed distance in pixels), clamped.
  @inline(__always) package func coverage(at point: Vector2) -> Double {
    let qx = abs(point.x - halfWidth) - innerX
    let qy = abs(point.y - halfHeight) - innerY
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    let distance = (outside + min(max(qx, qy), 0) - radius) * scale
    return min(1, max(0, 0.5 - distance))
  }

  /// Pixel `column` of `row` (relative to `area.x0`) as an a8 mask value: its coverage times
  /// 255, rounded.
  @inline(__always) package func mask(in row: Row, column: Int) -> UInt32 {
    Self.rounded(coverage(at: point(in: row, column: column)) * 255)
  }

  /// The columns c (within `range`) where |origin + c·step| ≤ bound, widened by `slack`: one
  /// linear constraint of a row's pixel centres against one axis of the shape's box; empty when
  /// none.
  @inline(__always) private static func columns(
    where origin: Double, moves step: Double, staysWithin bound: Double, in range: Span, slack: Double
  ) -> Span {
    guard bound >= 0 else { return .empty }
    if step == 0 { return abs(origin) <= bound ? range : .empty }
    let a = (-bound - origin) / step
    let b = (bound - origin) / step
    let low = max(range.low, min(a, b) - slack)
    let high = min(range.high, max(a, b) + slack)
    guard low.isFinite, high.isFinite, low <= high else { return .empty }
    return Span(low: low, high: high)
  }

  /// `value` (0…255) rounded half away from zero, as `rounded()` does, without libm's call (a
  /// fifth of a turned photo's drawing time went to `round`).
  @inline(__always) package static func rounded(_ value: Double) -> UInt32 {
    let whole = UInt32(value)
    return value - Double(whole) >= 0.5 ? whole + 1 : whole
  }
}
