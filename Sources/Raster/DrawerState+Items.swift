import Motion
import Stage

extension DrawerState {
  /// Whether the band pass draws `item` itself, into the pixels, at `scale` canvas pixels a
  /// point: fills, lines, and soft shadows that are not turned. Text and pictures are drawn
  /// here only as the frame's placed pictures (``BandFrame/pictures``); the others, and a
  /// turned shadow's mesh, are the host's (SDL's), and a band with one of them over it is drawn
  /// on the loop's thread.
  package static func drawsItself(_ item: DisplayItem, scale: Double) -> Bool {
    switch item {
    case .fill, .line: true
    case .shadow(let shadow): isPainted(shadow, scale: scale)
    case .text, .image: false
    }
  }

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
    host?.willDrawItem()
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

  /// A soft shadow that is not turned (``isPainted(_:scale:)``), painted by pixman through its
  /// kept masks (corners and edges; ``PixmanPainter/shadow(_:x0:y0:x1:y1:color:middle:)``),
  /// `scale` canvas pixels a point; its solid middle is skipped when an opaque fill covers it.
  package mutating func drawShadow(_ shadow: ShadowItem, scale: Double, host: (any BandHost)?) {
    let transform = Transform2D(scale: scale).concatenating(after: shadow.transform)
    let layout = ShadowSpriteLayout(shadow, pixelTransform: transform)
    let box = transform.boundingBox(of: Rect(origin: .zero, size: shadow.shape.size))
    let reach = layout.reach
    let x0 = Int(box.minX.rounded()) - reach
    let y0 = Int(box.minY.rounded()) - reach
    let x1 = layout.isNineSlice ? Int(box.maxX.rounded()) + reach : x0 + layout.exactWidth + 2 * reach
    let y1 = layout.isNineSlice ? Int(box.maxY.rounded()) + reach : y0 + layout.exactHeight + 2 * reach
    host?.willDrawItem()
    host?.willWritePixels()
    painter.shadow(
      layout, x0: x0, y0: y0, x1: x1, y1: y1, color: shadow.color, middle: !shadow.isUnderOpaqueFill)
  }
}

extension DrawerState {
  /// A picture drawn elsewhere (a glyph run), placed at whole pixels, blended into the pixels
  /// within the painter's clip as SDL's blit blended it (``StraightBlend``).
  package mutating func drawPicture(_ placed: PlacedPicture, host: (any BandHost)?) {
    guard let spans = painter.spans, let kept = placed.area.intersection(painter.clip) else { return }
    host?.willDrawItem()
    host?.willWritePixels()
    let alphaMod = UInt32(placed.alphaMod)
    let width = placed.picture.width
    placed.picture.pixels.withUnsafeBufferPointer { source in
      for y in kept.y0..<kept.y1 {
        let line = spans.pixels + y * spans.stride
        let row = (y - placed.y) * width - placed.x
        let inked = placed.picture.inked[y - placed.y]
        let first = max(kept.x0, inked.lowerBound + placed.x)
        let end = min(kept.x1, inked.upperBound + placed.x)
        guard first < end else { continue }
        for x in first..<end {
          let pixel = source[row + x]
          // Most of a glyph run's box is bare.
          guard pixel >> 24 != 0 else { continue }
          line[x] = StraightBlend.over(line[x], source: pixel, alphaMod: alphaMod)
        }
      }
    }
  }
}
