import Motion
import Stage

/// A polyline's coverage: each pixel's from its centre's distance to the nearest segment, the
/// plot's curves and the instrument's lines. (A line is no rounded rectangle: its coverage is
/// its own, and like a shape's it is composited as pixman's OVER through an a8 mask.)
package enum StrokeCoverage {
  /// Each pixel of `box` (canvas pixels; `coverage` holds its rows, top first) covered by the
  /// polyline `points`, `half` pixels either side of it: 1 within `half − 0.5` of a segment,
  /// falling to 0 at `half + 0.5` (the largest over the segments). A non-finite point breaks
  /// the line.
  ///
  /// Each segment looks at the pixels of its own box grown by the line's reach. A pixel too far
  /// from the segment's whole line, or whose nearest point is an end of the segment (the
  /// projection's sign says so), skips the division that finds the nearest point: every other
  /// pixel gets the same number as before, as the line-distance test keeps a margin far above any
  /// rounding error and a projection at or past an end is exactly 0 or 1 (`StrokeCoverageTests`).
  /// The stress scene's HUD, a window: 7 → 6 ns a pixel looked at.
  package static func coverage(
    _ points: [Vector2], half: Double, box: PixelRect, into coverage: UnsafeMutableBufferPointer<Float>
  ) {
    let reach = half + 1
    for index in coverage.indices { coverage[index] = 0 }
    // A pixel whose centre is this far from every segment or farther is not covered at all:
    // its distance is compared squared, and the square root taken only for the pixels the line
    // reaches (a few per segment and row, of a box as wide as the whole polyline). The margin,
    // far above a rounding error, skips only pixels whose coverage would have been exactly 0.
    let farSquared = (half + 0.5) * (half + 0.5) * (1 + 1e-9)
    for index in 0..<max(0, points.count - 1) {
      let a = points[index]
      let b = points[index + 1]
      guard a.isFinite, b.isFinite else { continue }
      let segment = b - a
      let lengthSquared = segment.x * segment.x + segment.y * segment.y
      let minX = max(box.x0, Int((min(a.x, b.x) - reach).rounded(.down)))
      let maxX = min(box.x1, Int((max(a.x, b.x) + reach).rounded(.up)))
      let minY = max(box.y0, Int((min(a.y, b.y) - reach).rounded(.down)))
      let maxY = min(box.y1, Int((max(a.y, b.y) + reach).rounded(.up)))
      guard minX < maxX, minY < maxY else { continue }
      // The distance to the segment's line is never more than to the segment: its bound, with
      // a margin above the rounding of the cross product at the canvas's coordinates.
      let farFromLine = farSquared * (1 + 1e-6) * lengthSquared
      for y in minY..<maxY {
        let py = Double(y) + 0.5
        for x in minX..<maxX {
          let px = Double(x) + 0.5
          let along = (px - a.x) * segment.x + (py - a.y) * segment.y
          let across = (px - a.x) * segment.y - (py - a.y) * segment.x
          if lengthSquared > 0 && across * across >= farFromLine { continue }
          // The nearest point of the segment, a + t·segment, and the distance to it.
          let t =
            lengthSquared > 0 && along > 0
            ? (along >= lengthSquared ? 1 : min(1, max(0, along / lengthSquared))) : 0
          let dx = px - (a.x + t * segment.x)
          let dy = py - (a.y + t * segment.y)
          let distanceSquared = dx * dx + dy * dy
          if distanceSquared >= farSquared { continue }
          let covered = Float(min(1, max(0, half + 0.5 - distanceSquared.squareRoot())))
          let offset = (y - box.y0) * box.width + (x - box.x0)
          if covered > coverage[offset] { coverage[offset] = covered }
        }
      }
    }
  }
}
