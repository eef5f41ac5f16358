import Motion
import Stage
import Testing

@testable import Playground

/// Items hidden under a later opaque rectangle are not drawn, nor is the background under it:
/// the panel draws every pixel there itself. A rounded panel hides what lies under the cross
/// between its corners, not what shows beside a corner: the same pixels either way.
@Suite("Occluders")
struct OccluderTests {
  /// A grid of small rounded cards (the stress scene's) under two rounded opaque panels, one
  /// partly off the canvas, drawn with hidden items skipped and with everything drawn. The
  /// first panel's top-left corner leaves part of the card at (24, 24) showing, though the card
  /// lies inside the panel's bounds.
  @Test(arguments: [1.0, 2.0])
  func aRoundedPanelHidesTheCardsUnderItsCrossWithTheSamePixels(scale: Double) throws {
    let size = Size(width: 240, height: 160)
    let root = Layer(name: "root", center: Vector2(x: 120, y: 80), size: size, color: Color(hex: 0xE8ECF2))
    let colors = [Color(hex: 0x3B82F6), Color(hex: 0x5BC0EB), Color(hex: 0x9BC53D), Color(hex: 0xFA7921)]
    for row in 0..<10 {
      for column in 0..<15 {
        let card = Layer(
          name: "card", center: Vector2(x: 8 + Double(column) * 16, y: 8 + Double(row) * 16),
          size: Size(width: 11, height: 11), color: colors[(row + column) % colors.count])
        card.cornerRadius = 2.75
        root.addSublayer(card)
      }
    }
    let panel = Layer(
      name: "panel", center: Vector2(x: 93, y: 63), size: Size(width: 150, height: 90),
      color: Color(red: 0.08, green: 0.1, blue: 0.14, alpha: 1))
    panel.cornerRadius = 14
    root.addSublayer(panel)
    let edge = Layer(
      name: "edge", center: Vector2(x: 230, y: 140), size: Size(width: 80, height: 60),
      color: Color(hex: 0x222831))
    edge.cornerRadius = 10
    root.addSublayer(edge)
    func pixels(skipping: Bool) throws -> [UInt32?] {
      let renderer = try OffscreenRenderer(size: size, pixelScale: scale, technique: "spans")
      renderer.backend.skipsHiddenItems = skipping
      renderer.draw(root)
      let width = Int(size.width * scale)
      let height = Int(size.height * scale)
      return (0..<(width * height)).map { renderer.pixel(x: $0 % width, y: $0 / width) }
    }
    let skipped = try pixels(skipping: true)
    let drawn = try pixels(skipping: false)
    #expect(skipped.count == drawn.count)
    let differing = zip(skipped, drawn).filter { $0 != $1 }.count
    #expect(differing == 0)
    // The panel is there, and a card beside its rounded corner shows.
    let width = Int(size.width * scale)
    let middle = Int(63 * scale) * width + Int(93 * scale)
    #expect(skipped[middle] == 0x141A_24FF)
    let card = Int(8 * scale) * width + Int(8 * scale)
    #expect(skipped[card] != 0xE8EC_F2FF && skipped[card] != 0x141A_24FF)
  }
}
