import CSDL2
import Motion
import Raster
import Stage

/// Draws lines on SDL's software renderer with exact anti-aliasing: each pixel's coverage from
/// its distance to the nearest segment, written into a streaming texture and blended in one copy.
final class CoverageRasterizer {
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureWidth: Int32 = 0
  private var textureHeight: Int32 = 0
  private var pixels: [UInt32] = []
  /// A stroke's coverage (0…1) over its box, kept between strokes.
  private var coverage: [Float] = []

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit { releaseTexture() }

  /// Destroys the streaming texture (before the SDL renderer it was made on goes: the owner's
  /// deinit); the next fill makes another.
  func releaseTexture() {
    if let texture { SDL_DestroyTexture(texture) }
    texture = nil
    textureWidth = 0
    textureHeight = 0
  }

  /// Draws a polyline `width` pixels wide (canvas pixels) with each pixel's coverage from its
  /// distance to the nearest segment: anti-aliased plot curves on the software renderer, within
  /// `clip` (canvas pixels). A non-finite point breaks the line.
  func stroke(_ points: [Vector2], width lineWidth: Double, color: Color, clip: PixelRect) {
    let finite = points.filter(\.isFinite)
    guard finite.count >= 2 else { return }
    let half = max(0.5, lineWidth / 2)
    let reach = half + 1
    let x0 = max(clip.x0, Int((finite.map(\.x).min()! - reach).rounded(.down)))
    let y0 = max(clip.y0, Int((finite.map(\.y).min()! - reach).rounded(.down)))
    let x1 = min(clip.x1, Int((finite.map(\.x).max()! + reach).rounded(.up)))
    let y1 = min(clip.y1, Int((finite.map(\.y).max()! + reach).rounded(.up)))
    let boxWidth = x1 - x0
    let boxHeight = y1 - y0
    guard boxWidth > 0, boxHeight > 0, let texture = texture(width: boxWidth, height: boxHeight) else {
      return
    }
    let count = boxWidth * boxHeight
    if coverage.count < count { coverage = [Float](repeating: 0, count: count) }
    coverage.withUnsafeMutableBufferPointer { coverage in
      Self.strokeCoverage(
        points, half: half, box: PixelRect(x0: x0, y0: y0, x1: x1, y1: y1),
        into: UnsafeMutableBufferPointer(rebasing: coverage[0..<count]))
    }
    if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
    let rgb = UInt32(color.red8) << 16 | UInt32(color.green8) << 8 | UInt32(color.blue8)
    let alpha = Float(color.alpha * 255)
    // Through buffer pointers (a stored array's subscript checked its uniqueness and access at
    // every pixel), and most of a curve's box is uncovered: those pixels skip the multiply and
    // the rounding, a call into libm. 4 → 1.6 ns a pixel in a window.
    pixels.withUnsafeMutableBufferPointer { pixels in
      coverage.withUnsafeBufferPointer { coverage in
        for index in 0..<count {
          let covered = coverage[index]
          pixels[index] = covered == 0 ? rgb : UInt32((covered * alpha).rounded()) << 24 | rgb
        }
      }
    }
    var region = SDL_Rect(x: 0, y: 0, w: Int32(boxWidth), h: Int32(boxHeight))
    pixels.withUnsafeBytes { buffer in
      _ = SDL_UpdateTexture(texture, &region, buffer.baseAddress, Int32(boxWidth * 4))
    }
    var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(boxWidth), h: Int32(boxHeight))
    SDL_RenderCopy(renderer, texture, &region, &destination)
  }

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
  static func strokeCoverage(
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

  /// One streaming texture, grown as needed; drawing uses its top-left part.
  private func texture(width: Int, height: Int) -> OpaquePointer? {
    if let texture, Int(textureWidth) >= width, Int(textureHeight) >= height { return texture }
    if let texture { SDL_DestroyTexture(texture) }
    textureWidth = max(textureWidth, Int32(width))
    textureHeight = max(textureHeight, Int32(height))
    texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), textureWidth,
      textureHeight)
    if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
    return texture
  }
}
