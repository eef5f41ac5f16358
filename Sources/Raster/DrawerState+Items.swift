import Motion
import Stage

extension DrawerState {
  /// Whether `shadow` is painted through pixman's masks (not turned, in canvas pixels).
  package static func isPainted(_ shadow: ShadowItem, scale: Double) -> Bool {
    Transform2D(scale: scale).concatenating(after: shadow.transform).isAxisAligned
  }

  /// A polyline drawn into the pixels within `clip`, `scale` canvas pixels a point: its
  /// coverage (``StrokeCoverage``) as an a8 mask value, the colour composited through it as
  /// pixman's OVER. A non-finite point breaks the line.
  package mutating func drawLine(_ line: LineItem, scale: Double, clip: PixelRect, host: (any BandHost)?) {
    guard let spans = painter.spans else { return }
    let points = line.points.map { scale * $0 }
    let finite = points.filter(\.isFinite)
    guard finite.count >= 2 else { return }
    let half = max(0.5, line.width * scale / 2)
    let reach = half + 1
    let box = PixelRect(
      x0: max(clip.x0, Int((finite.map(\.x).min()! - reach).rounded(.down))),
      y0: max(clip.y0, Int((finite.map(\.y).min()! - reach).rounded(.down))),
      x1: min(clip.x1, Int((finite.map(\.x).max()! + reach).rounded(.up))),
      y1: min(clip.y1, Int((finite.map(\.y).max()! + reach).rounded(.up))))
    guard box.width > 0, box.height > 0 else { return }
    let count = box.width * box.height
    if strokeCoverage.count < count { strokeCoverage = [Float](repeating: 0, count: count) }
    host?.willWritePixels()
    let source = PixmanPainter.premultipliedARGB(line.color)
    strokeCoverage.withUnsafeMutableBufferPointer { coverage in
      let covered = UnsafeMutableBufferPointer(rebasing: coverage[0..<count])
      StrokeCoverage.coverage(points, half: half, box: box, into: covered)
      // Most of a curve's box is uncovered: those pixels are skipped before any arithmetic.
      for y in box.y0..<box.y1 {
        let line = spans.pixels + y * spans.stride
        let row = (y - box.y0) * box.width - box.x0
        for x in box.x0..<box.x1 where covered[row + x] > 0 {
          let mask = ShapeRows.rounded(Double(covered[row + x]) * 255)
          guard mask > 0 else { continue }
          line[x] = SpanPainter.over(line[x], source: source, coverage: mask)
        }
      }
    }
  }

  /// A soft shadow, `scale` canvas pixels a point. One that is not turned
  /// (``isPainted(_:scale:)``) is painted by pixman through its kept masks (corners and edges;
  /// ``PixmanPainter/shadow(_:x0:y0:x1:y1:color:middle:)``), its solid middle skipped when an
  /// opaque fill covers it; a turned one is its whole sprite mapped by its transform
  /// (``PixmanPainter/turnedShadow(_:width:height:transform:color:)``).
  package mutating func drawShadow(_ shadow: ShadowItem, scale: Double, host: (any BandHost)?) {
    let transform = Transform2D(scale: scale).concatenating(after: shadow.transform)
    let layout = ShadowSpriteLayout(shadow, pixelTransform: transform)
    guard Self.isPainted(shadow, scale: scale) else {
      // The sprite's pixels: the shape's size in whole pixels, `reach` of fade around it.
      let size = shadow.shape.size
      let width = max(1, Int((size.width * transform.scale).rounded()))
      let height = max(1, Int((size.height * transform.scale).rounded()))
      let (across, down) = (size.width / Double(width), size.height / Double(height))
      let reach = Double(layout.reach)
      let spriteToShape = Transform2D(a: across, b: 0, c: 0, d: down, tx: -reach * across, ty: -reach * down)
      host?.willWritePixels()
      painter.turnedShadow(
        layout, width: width, height: height, transform: transform.concatenating(after: spriteToShape),
        color: shadow.color)
      return
    }
    let box = transform.boundingBox(of: Rect(origin: .zero, size: shadow.shape.size))
    let reach = layout.reach
    let x0 = Int(box.minX.rounded()) - reach
    let y0 = Int(box.minY.rounded()) - reach
    let x1 = layout.isNineSlice ? Int(box.maxX.rounded()) + reach : x0 + layout.exactWidth + 2 * reach
    let y1 = layout.isNineSlice ? Int(box.maxY.rounded()) + reach : y0 + layout.exactHeight + 2 * reach
    host?.willWritePixels()
    painter.shadow(
      layout, x0: x0, y0: y0, x1: x1, y1: y1, color: shadow.color, middle: !shadow.isUnderOpaqueFill)
  }
}

extension DrawerState {
  /// A picture drawn elsewhere (a glyph run, a decoded picture), placed as `placed` says, drawn
  /// into the pixels within the painter's clip.
  package mutating func drawPicture(_ placed: PlacedPicture, host: (any BandHost)?) {
    host?.willWritePixels()
    switch placed {
    case .blit(let picture, let x, let y, let alphaMod):
      blit(picture, x: x, y: y, alphaMod: UInt32(alphaMod))
    case .mapped(let picture, let box, let transform, let opacity):
      painter.composite(picture, box: box, transform: transform, opacity: opacity)
    }
  }

  /// Straight-alpha pixels with their top-left at (`x`, `y`), blended as SDL's blit blended
  /// them (``StraightBlend``).
  private func blit(_ picture: PictureBuffer, x: Int, y: Int, alphaMod: UInt32) {
    let area = PixelRect(x0: x, y0: y, x1: x + picture.width, y1: y + picture.height)
    guard let spans = painter.spans, let kept = area.intersection(painter.clip) else { return }
    let width = picture.width
    picture.pixels.withUnsafeBufferPointer { source in
      for row in kept.y0..<kept.y1 {
        let line = spans.pixels + row * spans.stride
        let start = (row - y) * width - x
        let inked = picture.inked[row - y]
        let first = max(kept.x0, inked.lowerBound + x)
        let end = min(kept.x1, inked.upperBound + x)
        guard first < end else { continue }
        for column in first..<end {
          let pixel = source[start + column]
          // Most of a glyph run's box is bare.
          guard pixel >> 24 != 0 else { continue }
          line[column] = StraightBlend.over(line[column], source: pixel, alphaMod: alphaMod)
        }
      }
    }
  }
}
