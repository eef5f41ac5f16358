import Foundation
import Motion
import Stage

/// Draws ``PointerIndicators``' shapes into a video frame: 32-bit pixels, 0xXXRRGGBB (SDL's
/// ARGB8888, the bytes ffmpeg reads as `bgr0`), with anti-aliased edges (coverage from the
/// distance to the edge, over one pixel) and source-over blending. Pure, so tests check pixels.
struct IndicatorPainter {
  let width: Int
  let height: Int
  /// Pixels per point.
  let scale: Double

  func paint(_ shapes: [PointerIndicators.Shape], into pixels: inout [UInt32]) {
    guard pixels.count >= width * height else { return }
    for shape in shapes {
      switch shape {
      case .disc(let center, let radius, let color):
        fill(center: center, outer: radius, inner: nil, color: color, into: &pixels)
      case .ring(let center, let radius, let width, let color):
        fill(center: center, outer: radius, inner: max(0, radius - width), color: color, into: &pixels)
      }
    }
  }

  /// Everything between the `inner` and `outer` radii (points) about `center`.
  private func fill(center: Vector2, outer: Double, inner: Double?, color: Color, into pixels: inout [UInt32])
  {
    guard outer > 0, color.alpha > 0 else { return }
    let cx = center.x * scale
    let cy = center.y * scale
    let outerRadius = outer * scale
    let innerRadius = (inner ?? 0) * scale
    let minX = max(0, Int((cx - outerRadius - 1).rounded(.down)))
    let maxX = min(width - 1, Int((cx + outerRadius + 1).rounded(.up)))
    let minY = max(0, Int((cy - outerRadius - 1).rounded(.down)))
    let maxY = min(height - 1, Int((cy + outerRadius + 1).rounded(.up)))
    guard minX <= maxX, minY <= maxY else { return }
    let red = color.red * 255
    let green = color.green * 255
    let blue = color.blue * 255
    for y in minY...maxY {
      let dy = Double(y) + 0.5 - cy
      for x in minX...maxX {
        let dx = Double(x) + 0.5 - cx
        let distance = (dx * dx + dy * dy).squareRoot()
        var coverage = min(1, max(0, outerRadius + 0.5 - distance))
        if inner != nil { coverage *= min(1, max(0, distance - innerRadius + 0.5)) }
        let alpha = coverage * color.alpha
        guard alpha > 0 else { continue }
        let index = y * width + x
        let pixel = pixels[index]
        let r = (1 - alpha) * Double(pixel >> 16 & 0xFF) + alpha * red
        let g = (1 - alpha) * Double(pixel >> 8 & 0xFF) + alpha * green
        let b = (1 - alpha) * Double(pixel & 0xFF) + alpha * blue
        pixels[index] =
          0xFF00_0000 | UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
      }
    }
  }
}
