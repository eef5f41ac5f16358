import CSDL2
import Motion
import Stage

/// Draws a turned fill on SDL's software renderer with exact anti-aliasing: each pixel's
/// coverage comes from its centre's signed distance to the rounded rectangle (in the shape's
/// own space, scaled to pixels), written into a streaming texture and blended in one copy.
///
/// SDL 2.26's software `SDL_RenderGeometry` snaps vertices to half pixels (`FP_BITS 1` in
/// `SDL_triangle.c`), so a one-pixel fringe of transparent vertices cannot anti-alias there; on
/// OpenGL it can, and the geometry path is used instead.
final class CoverageRasterizer {
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureWidth: Int32 = 0
  private var textureHeight: Int32 = 0
  private var pixels: [UInt32] = []

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit {
    if let texture { SDL_DestroyTexture(texture) }
  }

  /// Draws `shape` in `color`, mapped to canvas pixels by `transform` (turn, uniform scale,
  /// translation), within `clip` (canvas pixels): each pixel's coverage depends on its own
  /// position only, so the pixels outside the clip need not be computed.
  func fill(_ shape: RoundedRectangle, color: Color, transform: Transform2D, clip: PixelRect) {
    guard let inverse = transform.inverted() else { return }
    let box = transform.boundingBox(of: Rect(origin: .zero, size: shape.size))
    guard let area = PixelRect(covering: box, margin: 1).intersection(clip) else { return }
    let x0 = area.x0
    let y0 = area.y0
    let x1 = area.x1
    let y1 = area.y1
    let boxWidth = x1 - x0
    let boxHeight = y1 - y0
    guard boxWidth > 0, boxHeight > 0, let texture = texture(width: boxWidth, height: boxHeight) else {
      return
    }
    rasterize(
      shape, color: color, inverse: inverse, scale: transform.scale, x0: x0, y0: y0, width: boxWidth,
      height: boxHeight)
    var region = SDL_Rect(x: 0, y: 0, w: Int32(boxWidth), h: Int32(boxHeight))
    pixels.withUnsafeBytes { buffer in
      _ = SDL_UpdateTexture(texture, &region, buffer.baseAddress, Int32(boxWidth * 4))
    }
    var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(boxWidth), h: Int32(boxHeight))
    SDL_RenderCopy(renderer, texture, &region, &destination)
  }

  /// Coverage of each pixel centre: 0.5 − (signed distance in pixels), clamped to 0…1.
  private func rasterize(
    _ shape: RoundedRectangle, color: Color, inverse: Transform2D, scale: Double, x0: Int, y0: Int,
    width: Int,
    height: Int
  ) {
    let count = width * height
    if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
    let halfWidth = shape.size.width / 2
    let halfHeight = shape.size.height / 2
    let radius = shape.cornerRadius
    let innerX = halfWidth - radius
    let innerY = halfHeight - radius
    let rgb = UInt32(color.red8) << 16 | UInt32(color.green8) << 8 | UInt32(color.blue8)
    let alpha = color.alpha * 255
    // A pixel centre more than one pixel outside the shape's box has no coverage: each row is
    // solved for the columns that can be covered, and the rest is written at once.
    let margin = scale > 0 ? 1 / scale : .infinity
    let inset = max(radius, 0) + (scale > 0 ? 0.5 / scale : .infinity)
    let opaque = Self.rounded(alpha) << 24 | rgb
    pixels.withUnsafeMutableBufferPointer { buffer in
      for row in 0..<height {
        // The shape-space point of this row's first pixel centre, then one pixel step at a time.
        let start = inverse.apply(to: Vector2(x: Double(x0) + 0.5, y: Double(y0 + row) + 0.5))
        let columns = Self.columns(
          where: start.x - halfWidth, moves: inverse.a, staysWithin: halfWidth + margin,
          in: 0...Double(width - 1)
        ).flatMap {
          Self.columns(
            where: start.y - halfHeight, moves: inverse.b, staysWithin: halfHeight + margin, in: $0)
        }
        let first = columns.map { max(0, Int($0.lowerBound.rounded(.down))) } ?? width
        let last = columns.map { min(width - 1, Int($0.upperBound.rounded(.up))) } ?? -1
        let base = row * width
        for column in 0..<min(first, width) { buffer[base + column] = rgb }
        // Columns whose centres lie half a pixel (and the corner radius) inside the box, with a
        // column to spare each side, are wholly covered: one value, no distance to compute.
        let solid = Self.columns(
          where: start.x - halfWidth, moves: inverse.a, staysWithin: halfWidth - inset,
          in: 0...Double(width - 1)
        ).flatMap {
          Self.columns(where: start.y - halfHeight, moves: inverse.b, staysWithin: halfHeight - inset, in: $0)
        }
        let solidFirst = solid.map { max(first, Int($0.lowerBound.rounded(.up)) + 2) } ?? last + 1
        let solidLast = solid.map { min(last, Int($0.upperBound.rounded(.down)) - 2) } ?? last
        if solidFirst <= solidLast {
          shade(first..<solidFirst)
          for column in solidFirst...solidLast { buffer[base + column] = opaque }
          shade((solidLast + 1)..<(last + 1))
        } else if first <= last {
          shade(first..<(last + 1))
        }
        /// The per-pixel coverage of `range`'s columns.
        func shade(_ range: Range<Int>) {
          guard !range.isEmpty else { return }
          let lower = Double(range.lowerBound)
          var point = Vector2(x: start.x + lower * inverse.a, y: start.y + lower * inverse.b)
          for column in range {
            let qx = abs(point.x - halfWidth) - innerX
            let qy = abs(point.y - halfHeight) - innerY
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            let distance = (outside + min(max(qx, qy), 0) - radius) * scale
            let coverage = min(1, max(0, 0.5 - distance))
            buffer[base + column] = Self.rounded(coverage * alpha) << 24 | rgb
            point.x += inverse.a
            point.y += inverse.b
          }
        }
        for column in max(last + 1, 0)..<width { buffer[base + column] = rgb }
      }
    }
  }

  /// The columns c (within `range`) where |origin + c·step| ≤ bound: one linear constraint of
  /// a row's pixel centres against one axis of the shape's box; nil when none.
  private static func columns(
    where origin: Double, moves step: Double, staysWithin bound: Double, in range: ClosedRange<Double>
  ) -> ClosedRange<Double>? {
    guard bound >= 0 else { return nil }
    if step == 0 { return abs(origin) <= bound ? range : nil }
    let a = (-bound - origin) / step
    let b = (bound - origin) / step
    // One column of slack each way: the per-pixel test decides exactly.
    let low = max(range.lowerBound, min(a, b) - 1)
    let high = min(range.upperBound, max(a, b) + 1)
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    return low...high
  }

  /// `value` (0…255) rounded half away from zero, as `rounded()` does, without libm's call (a
  /// fifth of a turned photo's drawing time went to `round`).
  @inline(__always) private static func rounded(_ value: Double) -> UInt32 {
    let whole = UInt32(value)
    return value - Double(whole) >= 0.5 ? whole + 1 : whole
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
    var coverage = [Float](repeating: 0, count: boxWidth * boxHeight)
    for index in 0..<(points.count - 1) {
      let a = points[index]
      let b = points[index + 1]
      guard a.isFinite, b.isFinite else { continue }
      let segment = b - a
      let lengthSquared = segment.x * segment.x + segment.y * segment.y
      let minX = max(x0, Int((min(a.x, b.x) - reach).rounded(.down)))
      let maxX = min(x1, Int((max(a.x, b.x) + reach).rounded(.up)))
      let minY = max(y0, Int((min(a.y, b.y) - reach).rounded(.down)))
      let maxY = min(y1, Int((max(a.y, b.y) + reach).rounded(.up)))
      guard minX < maxX, minY < maxY else { continue }
      for y in minY..<maxY {
        for x in minX..<maxX {
          let p = Vector2(x: Double(x) + 0.5, y: Double(y) + 0.5)
          let t =
            lengthSquared > 0
            ? min(1, max(0, ((p - a).x * segment.x + (p - a).y * segment.y) / lengthSquared)) : 0
          let distance = (p - (a + t * segment)).magnitude
          let covered = Float(min(1, max(0, half + 0.5 - distance)))
          let offset = (y - y0) * boxWidth + (x - x0)
          if covered > coverage[offset] { coverage[offset] = covered }
        }
      }
    }
    let count = boxWidth * boxHeight
    if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
    let rgb = UInt32(color.red8) << 16 | UInt32(color.green8) << 8 | UInt32(color.blue8)
    let alpha = Float(color.alpha * 255)
    for index in 0..<count {
      pixels[index] = UInt32((coverage[index] * alpha).rounded()) << 24 | rgb
    }
    var region = SDL_Rect(x: 0, y: 0, w: Int32(boxWidth), h: Int32(boxHeight))
    pixels.withUnsafeBytes { buffer in
      _ = SDL_UpdateTexture(texture, &region, buffer.baseAddress, Int32(boxWidth * 4))
    }
    var destination = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(boxWidth), h: Int32(boxHeight))
    SDL_RenderCopy(renderer, texture, &region, &destination)
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
