import Foundation
import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// The CPU-side masks behind the corner and shadow sprites, and the anti-aliased tessellation.
@Suite("Coverage masks and tessellation")
struct CoverageMaskTests {
  @Test func aDiscIsSymmetricSolidInsideAndBlendedAtItsEdge() {
    let disc = CoverageMask.disc(radius: 10)
    #expect(disc.width == 20 && disc.height == 20)
    #expect(disc[x: 10, y: 10] == 1)
    #expect(disc[x: 0, y: 0] == 0)
    for y in 0..<20 {
      for x in 0..<20 {
        #expect(disc[x: x, y: y] == disc[x: 19 - x, y: y])
        #expect(disc[x: x, y: y] == disc[x: y, y: x])
      }
    }
    // The area is π r² to within the edge's half-pixel rounding.
    let area = disc.values.reduce(0, +)
    #expect(abs(Double(area) - Double.pi * 100) < 2)
    #expect(disc.values.contains { $0 > 0.2 && $0 < 0.8 })
  }

  @Test func blurKeepsTheMassAndSpreadsIt() {
    let mask = CoverageMask.roundedRectangle(width: 20, height: 20, radius: 4, margin: 12)
    let blurred = mask.blurred(sigma: 3)
    let before = mask.values.reduce(0, +)
    let after = blurred.values.reduce(0, +)
    #expect(abs(before - after) / before < 0.01)
    // Outside the shape, but within 3σ: some shadow; the middle stays nearly solid.
    #expect(mask[x: 8, y: 22] == 0 && blurred[x: 8, y: 22] > 0.05)
    #expect(blurred[x: 22, y: 22] > 0.95)
  }

  @Test func theBlurIsEachPixelsTapsSummedInTheKernelsOrder() {
    // The blur as it reads most plainly: each output pixel's taps inside the mask, in the
    // kernel's order. The fast passes must give the very same floats (the sprites' pixels).
    func plainBlur(_ mask: CoverageMask, sigma: Double) -> [Float] {
      let radius = Int((3 * sigma).rounded(.up))
      var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
      let total = kernel.reduce(0, +)
      kernel = kernel.map { $0 / total }
      let (width, height) = (mask.width, mask.height)
      var across = [Float](repeating: 0, count: width * height)
      for y in 0..<height {
        for x in 0..<width {
          var sum: Float = 0
          for k in -radius...radius where x + k >= 0 && x + k < width {
            sum += kernel[k + radius] * mask[x: x + k, y: y]
          }
          across[y * width + x] = sum
        }
      }
      var down = [Float](repeating: 0, count: width * height)
      for y in 0..<height {
        for x in 0..<width {
          var sum: Float = 0
          for k in -radius...radius where y + k >= 0 && y + k < height {
            sum += kernel[k + radius] * across[(y + k) * width + x]
          }
          down[y * width + x] = sum
        }
      }
      return down
    }
    var generator = SystemRandomNumberGenerator()
    for (width, height, sigma) in [(1, 1, 0.5), (7, 3, 1.0), (31, 17, 3.0), (12, 40, 9.0), (5, 5, 14.0)] {
      let values = (0..<width * height).map { _ in Float.random(in: 0...1, using: &generator) }
      let mask = CoverageMask(width: width, height: height, values: values)
      #expect(
        mask.blurred(sigma: sigma).values == plainBlur(mask, sigma: sigma), "\(width)x\(height) σ \(sigma)")
    }
    let screen = ShadowSpriteLayout(width: 1920, height: 2160, radius: 0, blur: 28)
    let sprite = CoverageMask.roundedRectangle(width: 85, height: 85, radius: 0, margin: screen.reach)
    #expect(screen.mask().values == plainBlur(sprite, sigma: screen.sigma))
  }

  @Test func aNineSliceShadowSpriteIsBigEnoughForItsCorners() {
    let layout = ShadowSpriteLayout(width: 280, height: 180, radius: 14, blur: 10)
    #expect(layout.isNineSlice)
    #expect(layout.reach == 15)
    #expect(layout.corner == 14 + 30)
    let mask = layout.mask()
    #expect(mask.width == 2 * layout.corner + 1)
    // The one-pixel middle row and column are solid: stretching them changes nothing.
    #expect(mask[x: layout.corner, y: layout.corner] > 0.99)
    let small = ShadowSpriteLayout(width: 10, height: 10, radius: 2, blur: 6)
    #expect(!small.isNineSlice)
    #expect(small.mask().width == 10 + 2 * small.reach)
  }

  @Test func theOutlineFollowsTheRoundedShape() {
    let shape = RoundedRectangle(size: Size(width: 100, height: 60), cornerRadius: 20)
    let turn = Transform2D(translation: Vector2(x: 50, y: 40)).concatenating(
      after: Transform2D(rotation: 0.5))
    let points = Tessellator.outline(of: shape, transform: turn)
    let back = turn.inverted()!
    for point in points.map(back.apply(to:)) {
      // Every outline point is on the boundary: on a straight side or on a corner's circle.
      let cx = min(max(point.x, 20), 80)
      let cy = min(max(point.y, 20), 40)
      let distance = point.distance(to: Vector2(x: cx, y: cy))
      let onSide =
        abs(point.x) < 1e-9 || abs(point.x - 100) < 1e-9 || abs(point.y) < 1e-9 || abs(point.y - 60) < 1e-9
      #expect(onSide || abs(distance - 20) < 1e-9)
    }
    #expect(Tessellator.signedArea(points) > 0)  // clockwise on screen
  }

  @Test func theFringeIsHalfAPixelEachWay() {
    let square = [Vector2(x: 0, y: 0), Vector2(x: 10, y: 0), Vector2(x: 10, y: 10), Vector2(x: 0, y: 10)]
    let offsets = Tessellator.fringeOffsets(square)
    // At a square corner the miter reaches half a pixel out along both edges.
    #expect(offsets[0].distance(to: Vector2(x: -0.5, y: -0.5)) < 1e-12)
    #expect(offsets[2].distance(to: Vector2(x: 0.5, y: 0.5)) < 1e-12)
    var batch = GeometryBatch()
    Tessellator.fillConvex(square, color: .init(r: 0, g: 0, b: 0, a: 255), into: &batch)
    // Inner vertices opaque, outer ones transparent; a fan of 2 triangles and 4 fringe quads.
    #expect(batch.vertices.count == 8)
    #expect(batch.vertices.enumerated().allSatisfy { $0.element.color.a == ($0.offset % 2 == 0 ? 255 : 0) })
    #expect(batch.indices.count == 3 * (2 + 8))
  }
}
