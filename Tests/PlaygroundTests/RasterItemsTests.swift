import Foundation
import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// Lines and soft shadows, turned or not, are drawn by Raster's band pass into the pixels, as
/// fills are: a line is its coverage (``StrokeCoverage``) composited as pixman's OVER through
/// an a8 mask, a turned shadow is the flat shadow's sprite mapped by its turn, and a region with
/// lines and shadows over it can still be drawn two bands at a time, with the pixels of one
/// thread.
@Suite("Lines and shadows drawn by Raster")
struct RasterItemsTests {
  static let size = Size(width: 480, height: 320)
  static let background = Color(hex: 0xE6EBF2)
  static let lineColor = Color(red: 0.2, green: 0.45, blue: 0.95, alpha: 0.8)

  /// A wavy polyline from the top of the canvas to its bottom, `width` points wide.
  static var wave: [Vector2] {
    (0...64).map { step in
      let t = Double(step) / 64
      return Vector2(x: 240 + 180 * sin(9 * t), y: 4 + 312 * t)
    }
  }

  static func canvasAndRenderer() throws -> (Canvas, DisplayListRenderer) {
    let canvas = try Canvas(offscreenSize: size, pixelScale: 1)
    return (canvas, DisplayListRenderer(canvas: canvas, text: nil, technique: .spans))
  }

  @Test func aLinesPixelsAreItsCoverageThroughAnA8MaskComposited() throws {
    let (canvas, renderer) = try Self.canvasAndRenderer()
    var list = DisplayList()
    list.line(Self.wave, width: 3, color: Self.lineColor)
    renderer.draw(list, background: Self.background)
    let frame = canvas.pixels()
    let box = PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height)
    var coverage = [Float](repeating: 0, count: box.width * box.height)
    coverage.withUnsafeMutableBufferPointer {
      StrokeCoverage.coverage(Self.wave, half: 1.5, box: box, into: $0)
    }
    let under: UInt32 = 0xFFE6_EBF2
    let source = PixmanPainter.premultipliedARGB(Self.lineColor)
    var covered = 0
    var wrong = 0
    for index in coverage.indices {
      let mask = ShapeRows.rounded(Double(coverage[index]) * 255)
      let expected = mask == 0 ? under : SpanPainter.over(under, source: source, coverage: mask)
      if mask > 0 { covered += 1 }
      if 0xFF00_0000 | frame.argb[index] != expected { wrong += 1 }
    }
    #expect(covered > 900, "the line covers \(covered) pixels")
    #expect(wrong == 0, "\(wrong) pixels are not the line's coverage composited")
  }

  /// A square's shadow turned a quarter about its centre lands on itself: the turned path (the
  /// whole sprite mapped by pixman) gives the flat path's pixels (the nine-slice's masks), to a
  /// level. The same shadow turned 30° keeps its centre and its weight.
  @Test func aTurnedShadowIsTheFlatShadowsSpriteTurned() throws {
    let side = 60.0
    func shadow(turned degrees: Double) -> DisplayList {
      let centre = Vector2(x: 240, y: 160)
      var list = DisplayList()
      list.append(
        .shadow(
          ShadowItem(
            shape: RoundedRectangle(size: Size(width: side, height: side), cornerRadius: 10), blur: 12,
            color: Color(red: 0, green: 0, blue: 0.1, alpha: 0.6),
            transform: Transform2D(translation: centre)
              .concatenating(after: Transform2D(rotation: degrees * .pi / 180))
              .concatenating(after: Transform2D(translation: Vector2(x: -side / 2, y: -side / 2))),
            isUnderOpaqueFill: false)))
      return list
    }
    func drawn(_ list: DisplayList) throws -> [UInt32] {
      let (canvas, renderer) = try Self.canvasAndRenderer()
      renderer.draw(list, background: Self.background)
      return canvas.pixels().argb
    }
    let flat = try drawn(shadow(turned: 0))
    let quarter = try drawn(shadow(turned: 90))
    let largest = zip(flat, quarter).map { pair in
      [16, 8, 0].map { abs(Int(pair.0 >> $0 & 0xFF) - Int(pair.1 >> $0 & 0xFF)) }.max()!
    }.max()!
    let shaded = flat.filter { $0 & 0xFF_FFFF != 0xE6EBF2 }.count
    #expect(shaded > 4_000, "the shadow shades \(shaded) pixels")
    #expect(largest <= 1, "the quarter-turned shadow differs from the flat one by \(largest) levels")
    /// The centre and weight of the shade (how far each pixel's blue is below the background's).
    func shade(_ pixels: [UInt32]) -> (x: Double, y: Double, weight: Double) {
      var (x, y, weight) = (0.0, 0.0, 0.0)
      for index in pixels.indices {
        let depth = Double(0xF2 - Int(pixels[index] & 0xFF))
        x += depth * (Double(index % Int(Self.size.width)) + 0.5)
        y += depth * (Double(index / Int(Self.size.width)) + 0.5)
        weight += depth
      }
      return (x / weight, y / weight, weight)
    }
    let (straight, turned) = (shade(flat), shade(try drawn(shadow(turned: 30))))
    #expect(
      abs(turned.x - straight.x) < 0.05 && abs(turned.y - straight.y) < 0.05, "\(turned) against \(straight)")
    #expect(
      abs(turned.weight / straight.weight - 1) < 0.01, "weight \(turned.weight) against \(straight.weight)")
  }

  /// Translucent panels, a soft shadow under a card, and the wave over all of them: every row
  /// has a line or a shadow over it, so before lines and shadows were Raster's no band could be
  /// shared.
  @Test func linesAndShadowsAreDrawnTwoBandsAtATimeWithOneThreadsPixels() throws {
    var list = DisplayList()
    list.fill(Rect(x: 20, y: 20, width: 440, height: 280), cornerRadius: 12, color: Color(hex: 0xFFFFFF))
    list.append(
      .shadow(
        ShadowItem(
          shape: RoundedRectangle(size: Size(width: 160, height: 200), cornerRadius: 14), blur: 16,
          color: Color(red: 0, green: 0, blue: 0, alpha: 0.3),
          transform: Transform2D(translation: Vector2(x: 160, y: 70)), isUnderOpaqueFill: true)))
    list.fill(Rect(x: 160, y: 60, width: 160, height: 200), cornerRadius: 14, color: Color(hex: 0x3D7BFD))
    list.fill(
      Rect(x: 0, y: 0, width: 480, height: 320), color: Color(red: 0.1, green: 0.1, blue: 0.2, alpha: 0.25))
    list.line(Self.wave, width: 3, color: Self.lineColor)
    let (sharedCanvas, shared) = try Self.canvasAndRenderer()
    let (aloneCanvas, alone) = try Self.canvasAndRenderer()
    alone.drawsConcurrently = false
    shared.draw(list, background: Self.background)
    alone.draw(list, background: Self.background)
    #expect(shared.sharedBandCount > 0, "the region was drawn two bands at a time")
    #expect(alone.sharedBandCount == 0)
    let (a, b) = (sharedCanvas.pixels(), aloneCanvas.pixels())
    let differing = zip(a.argb, b.argb).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ between two threads and one")
    // The shadow was drawn: beside the card, inside the blur's reach, the panel is darker than
    // it is far from the card.
    let beside = a.argb[150 * a.width + 323] & 0xFF
    let far = a.argb[150 * a.width + 40] & 0xFF
    #expect(beside + 8 < far, "blue \(beside) beside the card, \(far) far from it")
  }
}
