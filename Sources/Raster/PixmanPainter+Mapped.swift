import CPixman
import Motion
import Stage

/// What pixman maps onto the canvas through a transform, read bilinearly: pictures (glyph runs
/// and decoded pictures, stretched over their boxes, at any turn) and turned soft shadows.
extension PixmanPainter {
  /// `picture`'s premultiplied pixels stretched over a `box` (a size in its own space) that
  /// `transform` maps to canvas pixels (a turn, a uniform scale, a move), composited over what
  /// is there, faded by `opacity` (0…1), within the clip. Inside the box each canvas pixel's
  /// centre is read bilinearly from the picture (its edge pixels repeated outward); the box's
  /// edge is the coverage every shape's edge has (``ShapeRows``), so the picture neither spills
  /// past its box nor draws a hard stair-stepped edge, and the pixels do not depend on the clip.
  package func composite(_ picture: PictureBuffer, box: Size, transform: Transform2D, opacity: Double) {
    let fade = UInt32((max(0, min(1, opacity)) * 255).rounded())
    let stretch = Transform2D(
      a: box.width / Double(picture.width), b: 0, c: 0, d: box.height / Double(picture.height), tx: 0, ty: 0)
    guard let image, picture.isPremultiplied, fade > 0, box.width > 0, box.height > 0, transform.isFinite,
      let inverse = transform.concatenating(after: stretch).inverted(), inverse.isFinite,
      let rows = ShapeRows(RoundedRectangle(size: box, cornerRadius: 0), transform: transform, clip: clip)
    else { return }
    let area = rows.area
    let stride = (area.width + 3) / 4 * 4
    if pictureMask.count < stride * area.height {
      pictureMask = [UInt8](repeating: 0, count: stride * area.height)
    }
    pictureMask.withUnsafeMutableBufferPointer { mask in
      guard let bytes = mask.baseAddress else { return }
      for y in area.y0..<area.y1 {
        let line = bytes + (y - area.y0) * stride
        line.update(repeating: 0, count: area.width)
        let row = rows.row(y)
        guard row.first <= row.last else { continue }
        // The edge pixels' coverage; the solid columns between them, the fade alone.
        func shade(_ columns: ClosedRange<Int>) {
          for column in columns {
            line[column] = UInt8((rows.mask(in: row, column: column) * fade + 127) / 255)
          }
        }
        guard row.solidFirst <= row.solidLast else {
          shade(row.first...row.last)
          continue
        }
        if row.first < row.solidFirst { shade(row.first...(row.solidFirst - 1)) }
        (line + row.solidFirst).update(repeating: UInt8(fade), count: row.solidLast - row.solidFirst + 1)
        if row.solidLast < row.last { shade((row.solidLast + 1)...row.last) }
      }
    }
    picture.pixels.withUnsafeBufferPointer { pixels in
      pictureMask.withUnsafeMutableBytes { maskBytes in
        // pixman reads a source image and a mask, and never writes them.
        guard
          let source = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(picture.width), Int32(picture.height),
            UnsafeMutablePointer(mutating: pixels.baseAddress), Int32(picture.width * 4)),
          let coverage = pixman_image_create_bits(
            PIXMAN_a8, Int32(area.width), Int32(area.height),
            maskBytes.baseAddress?.assumingMemoryBound(to: UInt32.self), Int32(stride))
        else { return }
        defer {
          pixman_image_unref(source)
          pixman_image_unref(coverage)
        }
        var matrix = Self.pixmanTransform(inverse)
        pixman_image_set_transform(source, &matrix)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(
          PIXMAN_OP_OVER, source, coverage, image, Int32(area.x0), Int32(area.y0), 0, 0, Int32(area.x0),
          Int32(area.y0), Int32(area.width), Int32(area.height))
      }
    }
  }

  /// A soft shadow that turns (or is scaled unevenly): its whole sprite (``wholeShadow(_:width:height:)``,
  /// the shape `width` × `height` pixels blurred, `layout.reach` pixels of fade around it) in
  /// `color`, mapped onto the canvas by `transform` (from the sprite's pixels to canvas pixels)
  /// and read bilinearly, within the clip.
  package func turnedShadow(
    _ layout: ShadowSpriteLayout, width: Int, height: Int, transform: Transform2D, color: Color
  ) {
    guard let image, let solid, transform.isFinite, let inverse = transform.inverted(), inverse.isFinite,
      let mask = wholeShadow(layout, width: width, height: height)
    else { return }
    let sprite = Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height))
    guard let kept = PixelRect(covering: transform.boundingBox(of: sprite), margin: 1).intersection(clip)
    else {
      return
    }
    solidPixel.pointee = premultipliedPixel(color)
    var matrix = Self.pixmanTransform(inverse)
    pixman_image_set_transform(mask.image, &matrix)
    pixman_image_set_filter(mask.image, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_composite32(
      PIXMAN_OP_OVER, solid, mask.image, image, 0, 0, Int32(kept.x0), Int32(kept.y0), Int32(kept.x0),
      Int32(kept.y0), Int32(kept.width), Int32(kept.height))
    // A small shape's sprite is the flat path's mask too.
    pixman_image_set_transform(mask.image, nil)
    pixman_image_set_filter(mask.image, PIXMAN_FILTER_NEAREST, nil, 0)
  }

  /// A shadow's whole sprite as one a8 mask: the nine-slice's corners with its edges and
  /// middle stretched between them to a shape of `width` × `height` pixels, or a small shape's
  /// exact sprite; the last few kept (a pinched photo's shadow changes size every frame).
  private func wholeShadow(_ layout: ShadowSpriteLayout, width: Int, height: Int) -> OpaqueMask? {
    guard let sprite = shadowMasks(layout)?.whole else { return nil }
    // A small shape's sprite is the whole shape already.
    guard layout.isNineSlice else { return sprite }
    let key = WholeShadowKey(layout: layout, width: width, height: height)
    if let known = wholeShadows.first(where: { $0.key == key }) { return known.mask }
    let corner = layout.corner
    let side = 2 * corner + 1
    let (fullWidth, fullHeight) = (width + 2 * layout.reach, height + 2 * layout.reach)
    guard fullWidth >= side, fullHeight >= side else { return nil }
    let spriteBytes = sprite.bytes.assumingMemoryBound(to: UInt8.self)
    // Each row from the sprite's: its corners as they are, the columns between them its middle
    // column's; the rows between the corners its middle row's.
    let mask = OpaqueMask(width: fullWidth, height: fullHeight, repeats: false) { row, y in
      let spriteY = y < corner ? y : y >= fullHeight - corner ? side - (fullHeight - y) : corner
      let source = spriteBytes + spriteY * sprite.stride
      row.update(from: source, count: corner)
      row.advanced(by: corner).update(repeating: source[corner], count: fullWidth - 2 * corner)
      row.advanced(by: fullWidth - corner).update(from: source + side - corner, count: corner)
    }
    guard let mask else { return nil }
    if wholeShadows.count >= 8 { wholeShadows.removeFirst() }
    wholeShadows.append((key, mask))
    return mask
  }

  /// `transform` (canvas pixels to an image's pixels, as pixman maps a destination pixel to
  /// the source) in pixman's 16.16 fixed point.
  static func pixmanTransform(_ transform: Transform2D) -> pixman_transform_t {
    func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }
    return pixman_transform_t(
      matrix: (
        (fixed(transform.a), fixed(transform.c), fixed(transform.tx)),
        (fixed(transform.b), fixed(transform.d), fixed(transform.ty)), (0, 0, 65536)
      ))
  }
}
