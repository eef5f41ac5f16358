import Motion
import Stage
import Testing

@testable import Playground

/// A layer that clips (``Layer/clipsToBounds``, a scene file's `"clip"`): its sublayers are
/// drawn and hit only inside its bounds, in both drawing techniques, at scale 1 and 2; a layer
/// that does not clip draws them where they are, as before.
@Suite("Clipping layers")
struct ClipTests {
  static let size = Size(width: 200, height: 200)
  static let white: UInt32 = 0xFFFF_FFFF

  /// A 100×100 list at (50, 50) with a red row sticking out of it on both sides, a turned blue
  /// square over its right edge and a green row wholly below it.
  static func tree(clips: Bool) -> (root: Layer, list: Layer) {
    let root = Layer(name: "root", center: Vector2(x: 100, y: 100), size: size, color: Color(hex: 0xFFFFFF))
    let list = Layer(
      name: "list", center: Vector2(x: 100, y: 100), size: Size(width: 100, height: 100), color: .clear)
    list.clipsToBounds = clips
    root.addSublayer(list)
    let row = Layer(
      name: "row", center: Vector2(x: 50, y: 30), size: Size(width: 160, height: 20),
      color: Color(hex: 0xFF0000))
    row.cornerRadius = 6
    list.addSublayer(row)
    let turned = Layer(
      name: "turned", center: Vector2(x: 100, y: 70), size: Size(width: 30, height: 30),
      color: Color(hex: 0x0000FF))
    turned.rotation = 0.3
    list.addSublayer(turned)
    let below = Layer(
      name: "below", center: Vector2(x: 50, y: 130), size: Size(width: 80, height: 20),
      color: Color(hex: 0x00FF00))
    list.addSublayer(below)
    return (root, list)
  }

  @Test(arguments: ["spans", "geometry"], [1.0, 2.0])
  func sublayersAreDrawnInsideTheBoundsOnly(technique: String, scale: Double) throws {
    for clips in [true, false] {
      let (root, _) = Self.tree(clips: clips)
      let renderer = try OffscreenRenderer(size: Self.size, pixelScale: scale, technique: technique)
      renderer.draw(root)
      func pixel(_ x: Double, _ y: Double) -> UInt32? { renderer.pixel(x: Int(x * scale), y: Int(y * scale)) }
      #expect(pixel(100, 80) == 0xFF00_00FF, "\(technique) @\(scale): the row inside the list")
      // Beside the list: the row's ends, the turned square's right corner, the row below.
      let outside = [pixel(35, 80), pixel(165, 80), pixel(153, 120), pixel(100, 180)]
      if clips {
        #expect(outside.allSatisfy { $0 == Self.white }, "\(technique) @\(scale): \(outside)")
      } else {
        #expect(outside.allSatisfy { $0 != Self.white }, "\(technique) @\(scale), no clip: \(outside)")
      }
    }
  }

  @Test(
    "the display list clips the sublayers' items and leaves out those wholly outside; a press outside misses them"
  )
  func listAndHitTest() {
    let (root, list) = Self.tree(clips: true)
    var display = DisplayList(visibleBounds: Rect(origin: .zero, size: Self.size))
    display.appendLayerTree(root)
    // The root's fill, the list's (clear: none), the row and the turned square; not the row below.
    #expect(display.items.count == 3)
    #expect(display.clips == [DisplayClip(items: 1..<3, rect: Rect(x: 50, y: 50, width: 100, height: 100))])
    #expect(root.hitTest(Vector2(x: 100, y: 80))?.name == "row")
    #expect(root.hitTest(Vector2(x: 35, y: 80))?.name == "root")
    list.clipsToBounds = false
    #expect(root.hitTest(Vector2(x: 35, y: 80))?.name == "row")
  }
}
