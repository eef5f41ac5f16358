import Foundation
import Motion
import Stage
import Testing

@testable import Playground

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
