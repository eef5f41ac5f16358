import Motion
import Stage

/// Where a fill goes in whole canvas pixels. Worked out once a frame for each fill over what is
/// redrawn, on the loop's thread: the occluder search, the waiting fills and the drawing each
/// need it, for every damaged region and band (three times a card of the stress scene, a tenth
/// of its full redraws' instructions), and a band drawn on another thread only reads it.
package enum FillGeometry: Sendable {
  /// Not worked out yet.
  case unknown
  /// Turned (or skewed): drawn from its outline, not whole pixels.
  case turned
  /// Axis-aligned but covering no whole pixel.
  case empty
  /// Axis-aligned: these whole pixels, with corners of `radius` pixels.
  case whole(PixelRect, radius: Int)

  /// The canvas pixels a fill may touch at `scale` (never fewer: what is outside is not
  /// redrawn), and its whole pixels, worked out from the same box. Every moved item is in the
  /// damage, so its whole pixels will be needed; worked out apart, each of the stress scene's
  /// 100 000 moving cards mapped its box twice (docs/performance.md, "100 000 springs").
  package static func measure(_ fill: FillItem, scale: Double) -> (PixelRect, FillGeometry) {
    let transform = Transform2D(scale: scale).concatenating(after: fill.transform)
    let box = transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
    return (PixelRect(covering: box, margin: 2), FillGeometry(fill, transform: transform, box: box))
  }

  /// `fill`'s whole pixels at `scale` canvas pixels a point.
  package init(_ fill: FillItem, scale: Double) {
    let transform = Transform2D(scale: scale).concatenating(after: fill.transform)
    let box = transform.boundingBox(of: Rect(origin: .zero, size: fill.shape.size))
    self.init(fill, transform: transform, box: box)
  }

  /// The same, given the fill's pixel transform and the box it maps the fill's bounds to.
  init(_ fill: FillItem, transform: Transform2D, box: Rect) {
    guard transform.isAxisAligned else {
      self = .turned
      return
    }
    guard let (rect, radius) = Self.pixelGeometry(fill, box: box, scale: transform.scale) else {
      self = .empty
      return
    }
    self = .whole(rect, radius: radius)
  }

  /// An axis-aligned fill's whole pixels and corner radius in pixels; nil when it covers none.
  private static func pixelGeometry(_ fill: FillItem, box: Rect, scale: Double) -> (
    rect: PixelRect, radius: Int
  )? {
    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
    let limit = 1e9
    let x0 = Int(max(-limit, min(limit, box.minX.rounded())))
    let y0 = Int(max(-limit, min(limit, box.minY.rounded())))
    let x1 = Int(max(-limit, min(limit, box.maxX.rounded())))
    let y1 = Int(max(-limit, min(limit, box.maxY.rounded())))
    let width = x1 - x0
    let height = y1 - y0
    guard width > 0, height > 0 else { return nil }
    let radius = min(Int((fill.shape.cornerRadius * scale).rounded()), width / 2, height / 2)
    return (PixelRect(x0: x0, y0: y0, x1: x1, y1: y1), radius)
  }
}
