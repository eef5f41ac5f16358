import Motion
import Stage

extension DrawerState {
  /// A fill that is a whole-pixel rectangle (axis-aligned, no rounded corners) goes to the
  /// waiting fills: opaque, it waits itself; translucent, it blends into the colours waiting
  /// under it (exactly as pixman would blend it) and is blended for real only over what was
  /// already drawn. False for other fills (drawn by ``drawFill(_:geometry:scale:clip:host:)``).
  mutating func drawRectangle(
    _ fill: FillItem, geometry: FillGeometry, region: PixelRect, host: (any BandHost)?
  ) -> Bool {
    guard case .whole(let whole, let radius) = geometry, radius == 0 else { return false }
    guard let rect = whole.intersection(region) else { return true }
    let color = fill.color
    if color.alpha8 == 255 {
      pending.cover(rect, with: 0xFF00_0000 | color.rgba8 >> 8, host: host)
      return true
    }
    // Moved out of `self` and back (the closure may not reach `self` while `pending` changes),
    // so nothing is allocated.
    var pieces: [PixelRect] = []
    var colors: [UInt32] = []
    swap(&pieces, &flattenedPieces)
    swap(&colors, &flattenedColors)
    defer {
      swap(&pieces, &flattenedPieces)
      swap(&colors, &flattenedColors)
    }
    pieces.removeAll(keepingCapacity: true)
    colors.removeAll(keepingCapacity: true)
    pending.take(rect) { piece, under in
      pieces.append(piece)
      colors.append(under)
    }
    blendedPieces.removeAll(keepingCapacity: true)
    blendedPieces.append(rect)
    let source = PixmanPainter.premultipliedARGB(color)
    for (piece, under) in zip(pieces, colors) {
      // pixman's OVER, to the bit (`SpanPainterTests` holds it to pixman's own fill).
      pending.append(piece, color: SpanPainter.over(under, source: source, coverage: 255))
      scratchPieces.removeAll(keepingCapacity: true)
      for remaining in blendedPieces {
        remaining.subtracting(piece) { scratchPieces.append($0) }
      }
      swap(&blendedPieces, &scratchPieces)
    }
    // The rest of the rectangle has something drawn under it: blended as before.
    host?.willWritePixels()
    for piece in blendedPieces { painter.fill(piece, color: color) }
    pending.limit(host: host)
    return true
  }

  /// A fill drawn into the pixels, its whole pixels worked out here if `geometry` is
  /// `.unknown`: whole pixels by ``PixmanPainter/roundedRectangle(_:radius:color:)``, turned
  /// shapes by ``SpanPainter``, touching only the pixels they cover within `clip`. Nothing is
  /// drawn without pixels to write into (the app draws with another technique then).
  package mutating func drawFill(
    _ fill: FillItem, geometry: FillGeometry, scale: Double, clip: PixelRect, host: (any BandHost)?
  ) {
    var geometry = geometry
    if case .unknown = geometry { geometry = FillGeometry(fill, scale: scale) }
    switch geometry {
    case .unknown, .empty:
      return
    case .whole(let rect, let radius):
      host?.willWritePixels()
      painter.roundedRectangle(rect, radius: radius, color: fill.color)
    case .turned:
      guard let spans = painter.spans else { return }
      let transform = Transform2D(scale: scale).concatenating(after: fill.transform)
      host?.willWritePixels()
      if let (mask, x, y) = turnedMasks.mask(fill.shape, transform: transform) {
        spans.fill(mask, x: x, y: y, clip: clip, color: fill.color)
      } else if let rows = ShapeRows(fill.shape, transform: transform, clip: clip) {
        spans.fill(rows, color: fill.color)
      }
    }
  }
}
