import Motion
import Testing

@testable import Playground
@testable import Raster

/// The plot's strokes skip the division for pixels far from a segment's line or past its ends;
/// every pixel's coverage must still be what the plain distance to the segment gives, to the bit.
@Suite("Stroke coverage")
struct StrokeCoverageTests {
  /// Every pixel of each segment's grown box, its nearest point found by division: the
  /// definition the rasterizer's shortcuts must meet.
  static func reference(_ points: [Vector2], half: Double, box: PixelRect) -> [Float] {
    var coverage = [Float](repeating: 0, count: box.width * box.height)
    let reach = half + 1
    let farSquared = (half + 0.5) * (half + 0.5) * (1 + 1e-9)
    for index in 0..<(points.count - 1) {
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
      for y in minY..<maxY {
        let py = Double(y) + 0.5
        for x in minX..<maxX {
          let px = Double(x) + 0.5
          let t =
            lengthSquared > 0
            ? min(1, max(0, ((px - a.x) * segment.x + (py - a.y) * segment.y) / lengthSquared)) : 0
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
    return coverage
  }

  @Test func everyPixelIsThePlainDistancesCoverage() {
    var numbers = SpanPainterTests.Numbers(state: 11)
    var covered = 0
    for round in 0..<200 {
      // Plot-like curves (a point every few pixels across, any height) and polylines with long
      // segments, repeated points, vertical and horizontal runs and gaps.
      var points: [Vector2] = []
      var x = Double(numbers.next() % 20) + numbers.unit()
      for _ in 0..<(2 + Int(numbers.next() % 40)) {
        x += round % 2 == 0 ? 1 + 3 * numbers.unit() : Double(numbers.next() % 60) - 20
        let y = Double(numbers.next() % 120) + numbers.unit()
        switch numbers.next() % 12 {
        case 0: points.append(Vector2(x: .nan, y: y))
        case 1: points.append(points.last ?? Vector2(x: x, y: y))
        case 2: points.append(Vector2(x: points.last?.x ?? x, y: y))
        case 3: points.append(Vector2(x: x, y: points.last?.y ?? y))
        default: points.append(Vector2(x: x, y: y))
        }
      }
      let half = [0.5, 0.75, 1, 1.5, 3][Int(numbers.next() % 5)]
      let box = PixelRect(x0: -5, y0: -5, x1: 180, y1: 140)
      let expected = Self.reference(points, half: half, box: box)
      var found = [Float](repeating: 1, count: box.width * box.height)
      found.withUnsafeMutableBufferPointer {
        StrokeCoverage.coverage(points, half: half, box: box, into: $0)
      }
      let differing = zip(expected, found).filter { $0 != $1 }.count
      #expect(differing == 0, "round \(round): \(differing) pixels differ")
      covered += expected.filter { $0 > 0 }.count
    }
    #expect(covered > 10_000)
  }
}
