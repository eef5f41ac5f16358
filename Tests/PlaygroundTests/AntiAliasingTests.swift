import Foundation
import Motion
import Stage
import Testing

@testable import Playground

/// Real pixels from the software renderer (headless, its default technique): turned and rounded
/// edges are blended by coverage (no staircase), shadows fade smoothly, at scale 1 and 2. (The
/// geometry technique is OpenGL's; SDL's software triangles snap to half pixels.)
@Suite("Anti-aliased drawing", .serialized)
struct AntiAliasingTests {
  static let cases: [(scale: Double, technique: String)] = [(1, "spans"), (2, "spans")]

  /// 0 (white) … 1 (black) from a pixel's red channel.
  private func darkness(_ renderer: OffscreenRenderer, _ x: Int, _ y: Int) -> Double {
    guard let pixel = renderer.pixel(x: x, y: y) else { return 0 }
    return 1 - Double(pixel >> 24) / 255
  }

  private func scene(rotation: Double) -> (root: Layer, card: Layer) {
    let root = Layer(
      name: "root", center: Vector2(x: 200, y: 150), size: Size(width: 400, height: 300), color: .white)
    let card = Layer(
      name: "card", center: Vector2(x: 200, y: 150), size: Size(width: 160, height: 100), color: .black)
    card.cornerRadius = 16
    card.rotation = rotation
    root.addSublayer(card)
    return (root, card)
  }

  @Test(arguments: cases)
  func aTurnedEdgeIsBlendedAlongAStraightLine(scale: Double, technique: String) throws {
    let (root, card) = scene(rotation: 0.35)
    let renderer = try OffscreenRenderer(size: root.size, pixelScale: scale, technique: technique)
    renderer.draw(root)
    // The card's left edge, away from its corners, in window pixels.
    let top = card.convertToRoot(Vector2(x: 0, y: 16 + 6)) * scale
    let bottom = card.convertToRoot(Vector2(x: 0, y: 100 - 16 - 6)) * scale
    var worst = 0.0
    var blended = 0
    var rows = 0
    for row in Int(min(top.y, bottom.y).rounded(.up))..<Int(max(top.y, bottom.y)) {
      let y = Double(row) + 0.5
      // Where the edge crosses this row's middle, from the two end points.
      let exact = top.x + (bottom.x - top.x) * (y - top.y) / (bottom.y - top.y)
      // In a window of 8 pixels around the crossing, what is right of it is covered and what is
      // left of it is not: summing darkness measures the crossing to a fraction of a pixel.
      let window = (Int(exact) - 3)..<(Int(exact) + 5)
      let covered = window.reduce(0.0) { $0 + darkness(renderer, $1, row) }
      let measured = Double(window.upperBound) - covered
      worst = max(worst, abs(measured - exact))
      blended += window.filter { (0.08...0.92).contains(darkness(renderer, $0, row)) }.count
      rows += 1
    }
    #expect(rows > 20)
    // A hard (aliased) edge is off by up to half a pixel, in steps: a staircase.
    #expect(worst < 0.2, "largest error \(worst) px")
    // Most rows cross a pixel part-way (a hard edge gives none; a row that crosses near a pixel
    // boundary legitimately has none).
    #expect(blended >= rows * 3 / 4, "only \(blended) blended edge pixels over \(rows) rows")
  }

  @Test(arguments: cases)
  func roundedCornersAreBlended(scale: Double, technique: String) throws {
    let (root, _) = scene(rotation: 0)
    let renderer = try OffscreenRenderer(size: root.size, pixelScale: scale, technique: technique)
    renderer.draw(root)
    // The top-left corner's 16-point square starts at window (120, 100).
    let side = Int(16 * scale)
    let x0 = Int(120 * scale)
    let y0 = Int(100 * scale)
    var partial = 0
    for y in y0..<(y0 + side) {
      for x in x0..<(x0 + side) where (0.1...0.9).contains(darkness(renderer, x, y)) { partial += 1 }
    }
    // A quarter circle of radius r crosses about r·π/2 pixels.
    #expect(Double(partial) >= Double(side), "\(partial) partial pixels in the corner")
    #expect(darkness(renderer, x0, y0) < 0.05)
    #expect(darkness(renderer, x0 + side - 1, y0 + side - 1) > 0.95)
  }

  @Test(arguments: cases)
  func aShadowFadesSmoothly(scale: Double, technique: String) throws {
    let (root, card) = scene(rotation: 0)
    card.color = .white
    card.shadow = LayerShadow(opacity: 0.6, radius: 12, offset: .zero)
    let renderer = try OffscreenRenderer(size: root.size, pixelScale: scale, technique: technique)
    renderer.draw(root)
    // Below the card's bottom edge (window y 200), straight down from its middle.
    let x = Int(200 * scale)
    let start = Int(200 * scale)
    let values = (start..<(start + Int(24 * scale))).map { darkness(renderer, x, $0) }
    #expect(values[0] > 0.15, "the shadow starts dark: \(values[0])")
    #expect(values.last! < 0.02, "and fades out: \(values.last!)")
    for (a, b) in zip(values, values.dropFirst()) { #expect(b <= a + 0.004) }
    let levels = Set(values.map { Int(($0 * 255).rounded()) })
    // Six stacked rectangles would give six levels; a blur gives a ramp.
    #expect(levels.count >= 12, "\(levels.count) levels")
  }

  @Test func opaqueShapesCoverWhatIsUnderThem() throws {
    let (root, card) = scene(rotation: 0)
    card.color = Color(hex: 0x3D7BFD)
    let renderer = try OffscreenRenderer(size: root.size, pixelScale: 1)
    renderer.draw(root)
    #expect(renderer.pixel(x: 200, y: 150) == 0x3D7B_FDFF)
    #expect(renderer.pixel(x: 10, y: 10) == 0xFFFF_FFFF)
  }
}
