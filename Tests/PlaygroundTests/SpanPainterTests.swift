import CPixman
import CSDL2
import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// Turned shapes painted straight into the pixels: the row solving never calls a pixel solid or
/// empty that is not, and the blend is pixman's OVER through an a8 mask to the bit.
@Suite("Span painter")
struct SpanPainterTests {
  /// A small deterministic generator (no global randomness in tests).
  struct Numbers {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
  }

  @Test func theBlendIsPixmansOverThroughAnA8Mask() throws {
    let destination = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    let maskBytes = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    defer {
      destination.deallocate()
      maskBytes.deallocate()
    }
    let image = try #require(pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, destination, 4))
    let mask = try #require(pixman_image_create_bits(PIXMAN_a8, 1, 1, maskBytes, 4))
    defer {
      pixman_image_unref(image)
      pixman_image_unref(mask)
    }
    var numbers = Numbers(state: 7)
    var compared = 0
    for _ in 0..<4000 {
      let color = Color(
        red: numbers.unit(), green: numbers.unit(), blue: numbers.unit(),
        alpha: numbers.next() % 3 == 0 ? 1 : numbers.unit())
      let coverage = UInt32(numbers.next() % 256)
      let under = UInt32(truncatingIfNeeded: numbers.next() << 1 | numbers.next() & 1)
      destination.pointee = under
      maskBytes.pointee = coverage
      var pixmanColor = PixmanPainter.premultiplied(color)
      let solid = try #require(pixman_image_create_solid_fill(&pixmanColor))
      pixman_image_composite32(PIXMAN_OP_OVER, solid, mask, image, 0, 0, 0, 0, 0, 0, 1, 1)
      pixman_image_unref(solid)
      let source = PixmanPainter.premultipliedARGB(color)
      let masked = SpanPainter.multiply(source, coverage)
      let ours = SpanPainter.multiplyAdd(under, 255 - masked >> 24, masked)
      #expect(ours == destination.pointee, "colour \(color), mask \(coverage), under \(under)")
      compared += 1
    }
    #expect(compared == 4000)
  }

  /// The waiting fills blend a translucent rectangle over the opaque colour under it with this
  /// arithmetic, where pixman's fill would have blended it: every alpha, over opaque colours.
  @Test func aTranslucentFillOverAnOpaqueColourIsPixmansFill() throws {
    let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 8)
    defer { pixels.deallocate() }
    // Eight pixels wide: pixman's fill runs its vector loop, not only its one-pixel tail.
    let image = try #require(pixman_image_create_bits(PIXMAN_x8r8g8b8, 8, 1, pixels, 32))
    defer { pixman_image_unref(image) }
    var numbers = Numbers(state: 3)
    var compared = 0
    for alpha in 0...255 {
      for _ in 0..<40 {
        let color = Color(
          red: Double(numbers.next() % 256) / 255, green: Double(numbers.next() % 256) / 255,
          blue: Double(numbers.next() % 256) / 255, alpha: Double(alpha) / 255)
        let under = 0xFF00_0000 | UInt32(truncatingIfNeeded: numbers.next()) & 0xFF_FFFF
        for index in 0..<8 { pixels[index] = under }
        var pixmanColor = PixmanPainter.premultiplied(color)
        var box = pixman_rectangle16_t(x: 0, y: 0, width: 8, height: 1)
        _ = pixman_image_fill_rectangles(PIXMAN_OP_OVER, image, &pixmanColor, 1, &box)
        let ours = SpanPainter.over(under, source: PixmanPainter.premultipliedARGB(color), coverage: 255)
        for index in 0..<8 {
          #expect(0xFF00_0000 | pixels[index] == ours, "colour \(color) over \(under), pixel \(index)")
        }
        compared += 1
      }
    }
    #expect(compared == 256 * 40)
  }

  @Test func solidColumnsAreWhollyCoveredAndColumnsOutsideAreEmpty() throws {
    var numbers = Numbers(state: 11)
    var solidPixels = 0
    var missedPixels = 0
    var visitedEmpty = 0
    for _ in 0..<60 {
      let size = Size(width: 5 + 200 * numbers.unit(), height: 5 + 120 * numbers.unit())
      let radius = numbers.next() % 2 == 0 ? 0 : min(size.width, size.height) / 2 * numbers.unit()
      let shape = RoundedRectangle(size: size, cornerRadius: radius)
      let transform = Transform2D(translation: Vector2(x: 150, y: 120))
        .concatenating(after: Transform2D(rotation: 6.3 * numbers.unit()))
        .concatenating(after: Transform2D(scale: 0.5 + 1.5 * numbers.unit()))
        .concatenating(after: Transform2D(translation: Vector2(x: -size.width / 2, y: -size.height / 2)))
      let clip = PixelRect(x0: 0, y0: 0, x1: 300, y1: 240)
      let rows = try #require(ShapeRows(shape, transform: transform, clip: clip))
      for y in rows.area.y0..<rows.area.y1 {
        let row = rows.row(y)
        for column in 0..<rows.area.width {
          // What is painted is the coverage as an a8 mask value.
          let coverage = rows.coverage(at: rows.point(in: row, column: column))
          let mask = ShapeRows.rounded(coverage * 255)
          if column < row.first || column > row.last {
            #expect(mask == 0, "row \(y) column \(column) is outside yet covered \(coverage)")
          } else if column >= row.solidFirst && column <= row.solidLast {
            #expect(mask == 255, "row \(y) column \(column) is solid yet covered \(coverage)")
            solidPixels += 1
          } else if coverage == 1 {
            missedPixels += 1
          } else if coverage == 0 {
            visitedEmpty += 1
          }
        }
      }
    }
    // The shortcut is taken: most wholly covered pixels are found solid by the row's solution,
    // not shaded one by one.
    #expect(solidPixels > 3 * missedPixels, "\(solidPixels) solid, \(missedPixels) found by shading")
    // And the edges are tight: few columns visited are wholly outside.
    #expect(visitedEmpty < solidPixels / 20, "\(visitedEmpty) empty columns visited, \(solidPixels) solid")
  }

  @Test func aPaintedShapeMatchesEachPixelsOwnCoverageBlend() throws {
    let width = 120
    let height = 90
    var canvas = [UInt32](repeating: 0xFF20_4060, count: width * height)
    let shape = RoundedRectangle(size: Size(width: 70, height: 40), cornerRadius: 9)
    let transform = Transform2D(translation: Vector2(x: 60, y: 45))
      .concatenating(after: Transform2D(rotation: 0.4))
      .concatenating(after: Transform2D(translation: Vector2(x: -35, y: -20)))
    let color = Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8)
    let rows = try #require(
      ShapeRows(shape, transform: transform, clip: PixelRect(x0: 0, y0: 0, x1: width, y1: height)))
    canvas.withUnsafeMutableBufferPointer { buffer in
      SpanPainter(pixels: buffer.baseAddress!, stride: width).fill(rows, color: color)
    }
    let source = PixmanPainter.premultipliedARGB(color)
    var changed = 0
    for y in 0..<height {
      for x in 0..<width {
        var expected: UInt32 = 0xFF20_4060
        if (rows.area.x0..<rows.area.x1).contains(x), (rows.area.y0..<rows.area.y1).contains(y) {
          let row = rows.row(y)
          let mask = ShapeRows.rounded(
            rows.coverage(at: rows.point(in: row, column: x - rows.area.x0)) * 255)
          let masked = SpanPainter.multiply(source, mask)
          expected = SpanPainter.multiplyAdd(expected, 255 - masked >> 24, masked)
        }
        #expect(canvas[y * width + x] == expected, "pixel (\(x), \(y))")
        if expected != 0xFF20_4060 { changed += 1 }
      }
    }
    #expect(changed > 2000)
  }

  /// Two 96×80 surfaces, one painted as Flick paints a rounded rectangle
  /// (``PixmanPainter/roundedRectangle(_:radius:color:)``), one with pixman's three bands and
  /// four masked corners, to compare pixel for pixel.
  final class HandAndPixman {
    static let width = 96
    static let height = 80
    let byHand: UnsafeMutablePointer<SDL_Surface>
    let byPixman: UnsafeMutablePointer<SDL_Surface>
    let hand = PixmanPainter()
    let pixman = PixmanPainter()

    init() throws {
      func surface() throws -> UnsafeMutablePointer<SDL_Surface> {
        try #require(
          SDL_CreateRGBSurfaceWithFormat(
            0, Int32(Self.width), Int32(Self.height), 32, SDL_PIXELFORMAT_RGB888.rawValue))
      }
      byHand = try surface()
      byPixman = try surface()
      #expect(
        try hand.attach(#require(PixelBuffer(byHand))) && pixman.attach(#require(PixelBuffer(byPixman))))
    }

    deinit {
      SDL_FreeSurface(byHand)
      SDL_FreeSurface(byPixman)
    }

    /// Pixel `index` of both surfaces set to `pixel`.
    func set(_ index: Int, to pixel: UInt32) {
      byHand.pointee.pixels.assumingMemoryBound(to: UInt32.self)[index] = pixel
      byPixman.pointee.pixels.assumingMemoryBound(to: UInt32.self)[index] = pixel
    }

    /// Paints `rect` both ways within `clip`; how many pixels then differ.
    func paint(_ rect: PixelRect, radius: Int, color: Color, clip: PixelRect) -> Int {
      hand.clip = clip
      pixman.clip = clip
      hand.roundedRectangle(rect, radius: radius, color: color)
      pixman.compositeRoundedRectangle(rect, radius: radius, color: color)
      let a = byHand.pointee.pixels.assumingMemoryBound(to: UInt32.self)
      let b = byPixman.pointee.pixels.assumingMemoryBound(to: UInt32.self)
      return (0..<(Self.width * Self.height)).filter { a[$0] != b[$0] }.count
    }
  }

  /// The stress scene's cards and every other small rounded rectangle are written by hand: the
  /// same pixels as pixman's three bands and four masked corners, clipped anywhere, opaque or
  /// not, over any pixels.
  @Test func aSmallRoundedRectangleIsPixmansBandsAndCornersToTheBit() throws {
    let surfaces = try HandAndPixman()
    let (width, height) = (HandAndPixman.width, HandAndPixman.height)
    var numbers = Numbers(state: 23)
    var painted = 0
    for _ in 0..<400 {
      for index in 0..<(width * height) {
        surfaces.set(index, to: UInt32(truncatingIfNeeded: numbers.next() << 1 | numbers.next() & 1))
      }
      let side = (w: 1 + Int(numbers.next() % 64), h: 1 + Int(numbers.next() % 64))
      let radius = Int(numbers.next() % UInt64(min(side.w, side.h) / 2 + 1))
      let x0 = Int(numbers.next() % 100) - 20
      let y0 = Int(numbers.next() % 90) - 20
      let rect = PixelRect(x0: x0, y0: y0, x1: x0 + side.w, y1: y0 + side.h)
      let clipX = Int(numbers.next() % 40)
      let clipY = Int(numbers.next() % 40)
      let clip = PixelRect(
        x0: clipX, y0: clipY, x1: min(width, clipX + 20 + Int(numbers.next() % 80)),
        y1: min(height, clipY + 20 + Int(numbers.next() % 60)))
      let color = Color(
        red: numbers.unit(), green: numbers.unit(), blue: numbers.unit(),
        alpha: numbers.next() % 2 == 0 ? 1 : numbers.unit())
      let differing = surfaces.paint(rect, radius: radius, color: color, clip: clip)
      #expect(differing == 0, "\(rect) radius \(radius) clip \(clip) colour \(color)")
      if rect.intersection(clip) != nil { painted += 1 }
    }
    // Most cases paint something (the rest check that a clipped-away one paints nothing).
    #expect(painted > 200)
  }

  /// Cards over one background, as a grid draws them: the corners over the background come from
  /// the kept tables (``CornerBlends``), those over anything else are blended; pixman's pixels
  /// to the bit either way.
  @Test func cornersFromTheKeptTablesArePixmansToTheBit() throws {
    let surfaces = try HandAndPixman()
    let (width, height) = (HandAndPixman.width, HandAndPixman.height)
    let backgrounds: [UInt32] = [0xFFE8_ECF4, 0xFF20_2838]
    let colors = [
      Color(hex: 0x3D7BFD), Color(hex: 0xFA7921), Color(red: 0.6, green: 0.8, blue: 0.2, alpha: 0.7),
    ]
    var numbers = Numbers(state: 5)
    var painted = 0
    for round in 0..<300 {
      // One background with a few stray pixels on it, now and then the other one.
      let background = backgrounds[(round / 25) % 2]
      for index in 0..<(width * height) {
        let stray = numbers.next() % 50 == 0
        surfaces.set(
          index, to: stray ? UInt32(truncatingIfNeeded: numbers.next() << 1 | numbers.next() & 1) : background
        )
      }
      // A grid's few radii (a table is made for each radius, colour and background).
      let radius = [2, 3, 5][Int(numbers.next() % 3)]
      let side = (w: 2 * radius + Int(numbers.next() % 24), h: 2 * radius + Int(numbers.next() % 24))
      let x0 = Int(numbers.next() % 100) - 10
      let y0 = Int(numbers.next() % 90) - 10
      let rect = PixelRect(x0: x0, y0: y0, x1: x0 + side.w, y1: y0 + side.h)
      let clip =
        numbers.next() % 3 == 0
        ? PixelRect(x0: 10, y0: 10, x1: 70, y1: 60) : PixelRect(x0: 0, y0: 0, x1: width, y1: height)
      let color = colors[Int(numbers.next() % UInt64(colors.count))]
      let differing = surfaces.paint(rect, radius: radius, color: color, clip: clip)
      #expect(differing == 0, "round \(round): \(rect) radius \(radius) clip \(clip) colour \(color)")
      if rect.intersection(clip) != nil { painted += 1 }
    }
    #expect(painted > 200)
    // The tables were used: far fewer made than rectangles painted.
    #expect(surfaces.hand.cornerBlends.made > 0 && surfaces.hand.cornerBlends.made < painted / 2)
  }
}
