import Motion
import Stage
import Testing

@testable import Playground
@testable import Raster

/// Small turned shapes painted from a kept mask (``TurnedShapeMasks``), and the blends kept over
/// one colour (``CoverageBlends``): the same pixels as working each one out, to the bit.
@Suite("Turned shape masks")
struct TurnedShapeMaskTests {
  typealias Numbers = SpanPainterTests.Numbers

  static let width = 120
  static let height = 100

  /// A background of one colour with a few other pixels in it: the kept blends are over the one
  /// colour, the others blended one by one.
  static func background(_ numbers: inout Numbers) -> [UInt32] {
    var pixels = [UInt32](repeating: 0xFFE6_EBF2, count: width * height)
    for _ in 0..<600 {
      pixels[Int(numbers.next() % UInt64(width * height))] = UInt32(truncatingIfNeeded: numbers.next() << 1)
    }
    return pixels
  }

  static func color(_ numbers: inout Numbers) -> Color {
    Color(
      red: numbers.unit(), green: numbers.unit(), blue: numbers.unit(),
      alpha: numbers.next() % 2 == 0 ? 1 : 0.1 + 0.9 * numbers.unit())
  }

  /// A small shape turned and scaled about its centre, its centre at less than a pixel from the
  /// origin: the transform ``TurnedShapeMasks`` works masks out for.
  static func shape(_ numbers: inout Numbers) -> (RoundedRectangle, Transform2D) {
    let size = Size(width: 3 + 30 * numbers.unit(), height: 3 + 30 * numbers.unit())
    let radius = numbers.next() % 3 == 0 ? 0 : min(size.width, size.height) / 2 * numbers.unit()
    let transform = Transform2D(translation: Vector2(x: numbers.unit(), y: numbers.unit()))
      .concatenating(after: Transform2D(rotation: 6.3 * numbers.unit()))
      .concatenating(after: Transform2D(scale: 0.5 + numbers.unit()))
      .concatenating(after: Transform2D(translation: Vector2(x: -size.width / 2, y: -size.height / 2)))
    return (RoundedRectangle(size: size, cornerRadius: radius), transform)
  }

  /// Painted from its mask at (x, y) whole pixels, within a clip, the shape is the shape painted
  /// row by row (``SpanPainter/fill(_:color:)``) with its pixels moved by (x, y): the mask keeps
  /// each row's columns and each edge pixel's coverage as the rows give them.
  @Test func aMaskPaintsWhatTheRowsPaintMovedByWholePixels() throws {
    var numbers = Numbers(state: 31)
    var changed = 0
    for _ in 0..<300 {
      let (shape, transform) = Self.shape(&numbers)
      let color = Self.color(&numbers)
      let x = 20 + Int(numbers.next() % 70)
      let y = 20 + Int(numbers.next() % 60)
      let clipX = Int(numbers.next() % 50)
      let clipY = Int(numbers.next() % 40)
      let clip = PixelRect(
        x0: clipX, y0: clipY, x1: min(Self.width, clipX + 10 + Int(numbers.next() % 90)),
        y1: min(Self.height, clipY + 10 + Int(numbers.next() % 70)))
      let under = Self.background(&numbers)
      var byRows = under
      var byMask = under
      byRows.withUnsafeMutableBufferPointer { buffer in
        // The rows of the shape where it is, seen from (x, y): the same numbers as the mask's.
        let moved = PixelRect(x0: clip.x0 - x, y0: clip.y0 - y, x1: clip.x1 - x, y1: clip.y1 - y)
        guard let rows = ShapeRows(shape, transform: transform, clip: moved) else { return }
        SpanPainter(pixels: buffer.baseAddress! + y * Self.width + x, stride: Self.width).fill(
          rows, color: color)
      }
      let mask = try #require(TurnedShapeMask(shape, transform: transform))
      byMask.withUnsafeMutableBufferPointer { buffer in
        SpanPainter(pixels: buffer.baseAddress!, stride: Self.width).fill(
          mask, x: x, y: y, clip: clip, color: color)
      }
      let differing = zip(byMask, byRows).filter { $0 != $1 }.count
      #expect(
        differing == 0, "\(differing) pixels differ: \(shape), \(transform), at (\(x), \(y)), clip \(clip)")
      changed += zip(byMask, under).filter { $0 != $1 }.count
    }
    #expect(changed > 30_000)
  }

  /// Shapes of one size and corner turned alike at the same fraction of a pixel share one mask
  /// wherever they are; another fraction, turn or size is another mask; a large shape has none.
  @Test func shapesTurnedAlikeShareOneMask() throws {
    let masks = TurnedShapeMasks()
    let shape = RoundedRectangle(size: Size(width: 14, height: 18), cornerRadius: 3)
    func turned(_ angle: Double, at x: Double, _ y: Double) -> Transform2D {
      Transform2D(translation: Vector2(x: x, y: y)).concatenating(after: Transform2D(rotation: angle))
    }
    let first = try #require(masks.mask(shape, transform: turned(0.4, at: 100.25, 40.5)))
    let second = try #require(masks.mask(shape, transform: turned(0.4, at: 300.25, 7.5)))
    #expect(masks.made == 1)
    #expect((first.x, first.y) == (100, 40))
    #expect((second.x, second.y) == (300, 7))
    _ = masks.mask(shape, transform: turned(0.4, at: 300.75, 7.5))
    _ = masks.mask(shape, transform: turned(0.41, at: 300.25, 7.5))
    #expect(masks.made == 3)
    _ = masks.mask(shape, transform: turned(0.4, at: -20.25, 7.5))
    #expect(masks.made == 3)
    let large = RoundedRectangle(size: Size(width: 80, height: 30), cornerRadius: 3)
    #expect(masks.mask(large, transform: turned(0.4, at: 100, 40)) == nil)
  }

  /// The blends kept over one colour are pixman's OVER through the mask, whether kept, made or
  /// over another colour, for every coverage.
  @Test func keptBlendsAreTheBlend() {
    var numbers = Numbers(state: 5)
    for _ in 0..<200 {
      let source = PixmanPainter.premultipliedARGB(Self.color(&numbers))
      let under = UInt32(truncatingIfNeeded: numbers.next() << 1)
      var blends = CoverageBlends(source: source, under: under)
      for _ in 0..<64 {
        let coverage = 1 + UInt32(numbers.next() % 255)
        let destination = numbers.next() % 4 == 0 ? UInt32(truncatingIfNeeded: numbers.next()) : under
        #expect(
          blends.over(destination, coverage: coverage)
            == SpanPainter.over(destination, source: source, coverage: coverage))
      }
    }
  }

  /// A small rounded rectangle over one colour (its corners' blends kept, a translucent one's
  /// middle one value) is still pixman's bands and corners, to the bit.
  @Test func aRoundedRectangleOverOneColourIsPixmans() throws {
    let surfaces = try SpanPainterTests.HandAndPixman()
    let (width, height) = (SpanPainterTests.HandAndPixman.width, SpanPainterTests.HandAndPixman.height)
    var numbers = Numbers(state: 41)
    var painted = 0
    for _ in 0..<200 {
      for index in 0..<(width * height) { surfaces.set(index, to: 0xFF30_5070) }
      for _ in 0..<40 {
        surfaces.set(
          Int(numbers.next() % UInt64(width * height)), to: UInt32(truncatingIfNeeded: numbers.next()))
      }
      let side = (w: 2 + Int(numbers.next() % 60), h: 2 + Int(numbers.next() % 60))
      let radius = 1 + Int(numbers.next() % UInt64(min(side.w, side.h) / 2))
      let x0 = Int(numbers.next() % 80) - 10
      let y0 = Int(numbers.next() % 70) - 10
      let rect = PixelRect(x0: x0, y0: y0, x1: x0 + side.w, y1: y0 + side.h)
      let clip = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
      let differing = surfaces.paint(rect, radius: radius, color: Self.color(&numbers), clip: clip)
      #expect(differing == 0, "rect \(rect), radius \(radius)")
      painted += 1
    }
    #expect(painted == 200)
  }
}
